/**
 * Balances stop at 10^15 - 1 minor units, the most a JSON number states exactly, and never go
 * below zero: the database itself refuses it, whatever the code above it does.
 */
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

test("an account at the limit can still cancel or fail a withdrawal: a release moves money between the buckets and adds nothing", async () => {
  const c = await server.newCompany();
  const as = { as: c };
  assert.equal((await server.api("PATCH", "/v1/sandbox/company", { settings: { autoApproveWithdrawals: false } }, as)).status, 200);
  assert.equal((await server.api("POST", "/v1/sandbox/balance", { amount: 10, currency: "usdt" }, as)).status, 200);
  server.runtime.store.db.prepare("UPDATE balances SET available_minor = ? WHERE account_id = ? AND currency = 'usdt'").run(MAX_BALANCE_MINOR, c.companyId);
  const usdt = async () => (await server.api("GET", "/v1/company/balance", undefined, as)).body.data.balances.usdt;
  const customer = { name: "Maria Oliveira Santos", document: "52998224725", email: "maria.santos@example.com", phone: "11987654321" };
  const withdraw = async (address: string, reference: string) => {
    const r = await server.api("POST", "/v1/withdrawals", { amount: 1000, network: "TRX", address, customer, reference }, as);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body.data as { id: string; totalAmount: number };
  };

  const canceled = await withdraw("TLGL9VjeAcWQeWm6336Qc2nvuUSW5EPoov", `cap-cancel-${Date.now()}`);
  const rejected = await server.api("POST", `/v1/sandbox/withdrawals/${canceled.id}/reject`, undefined, as);
  assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
  assert.equal(rejected.body.data.status, "canceled");
  assert.deepEqual(await usdt(), { total: 999999999.999999, available: 999999999.999999, blocked: 0 });

  // The network refuses its zero address: the job fails the withdrawal and releases its total.
  const refused = await withdraw("T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb", `cap-fail-${Date.now()}`);
  assert.equal((await server.api("POST", `/v1/sandbox/withdrawals/${refused.id}/approve`, undefined, as)).status, 200);
  let status = "processing";
  for (let i = 0; i < 100 && status === "processing"; i++) {
    await new Promise((r) => setTimeout(r, 50));
    status = (await server.api("GET", `/v1/withdrawals/${refused.id}`, undefined, as)).body.data.status;
  }
  assert.equal(status, "failed");
  assert.deepEqual(await usdt(), { total: 999999999.999999, available: 999999999.999999, blocked: 0 });
});

test("the database refuses a negative available or blocked balance, whatever writes it", async () => {
  const c = await server.newCompany();
  assert.equal((await server.api("POST", "/v1/sandbox/balance", { amount: 10, currency: "brl" }, { as: c })).status, 200);
  const db = server.runtime.store.db;
  for (const column of ["available_minor", "blocked_minor"]) {
    assert.throws(
      () => db.prepare(`UPDATE balances SET ${column} = ${column} - 100000 WHERE account_id = ? AND currency = 'brl'`).run(c.companyId),
      (e: { code?: string }) => e.code === "SQLITE_CONSTRAINT_CHECK",
      column,
    );
  }
  const balance = (await server.api("GET", "/v1/company/balance", undefined, { as: c })).body.data.balances.brl;
  assert.deepEqual(balance, { total: 10, available: 10, blocked: 0 });
});
