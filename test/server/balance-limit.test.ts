/** Balances stop at 10^15 - 1 minor units, the most a JSON number states exactly. */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { MAX_BALANCE_MINOR } from "../../server/store/repositories.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

test("a credit that would take a balance past 10^15 - 1 minor units is a VALIDATION_ERROR on amount, booking nothing", async () => {
  const c = await server.newCompany();
  const credit = (amount: number) => server.api("POST", "/v1/sandbox/balance", { amount, currency: "usdt" }, { as: c });
  const usdt = async () => (await server.api("GET", "/v1/company/balance", undefined, { as: c })).body.data.balances.usdt;
  assert.equal((await credit(10)).status, 200);
  // Ten million USDT is the most one sandbox credit carries; start the account just under the limit instead.
  server.runtime.store.db.prepare("UPDATE balances SET available_minor = ? WHERE account_id = ? AND currency = 'usdt'").run(MAX_BALANCE_MINOR - 10_000_000, c.companyId);
  assert.equal((await credit(10)).status, 200, "up to the limit itself is accepted");
  assert.deepEqual(await usdt(), { total: 999999999.999999, available: 999999999.999999, blocked: 0 });

  const entries = () => server.runtime.store.db.prepare("SELECT COUNT(*) AS n FROM ledger_entries WHERE account_id = ?").get(c.companyId);
  const before = entries();
  const refused = await credit(0.000001);
  assert.equal(refused.status, 422);
  assert.equal(refused.body.error.code, "VALIDATION_ERROR");
  assert.equal(refused.body.error.details[0].field, "amount");
  assert.deepEqual(await usdt(), { total: 999999999.999999, available: 999999999.999999, blocked: 0 });
  assert.deepEqual(entries(), before, "nothing was booked");
});
