/**
 * Concurrency: 200 identical withdrawal requests at once create exactly one withdrawal; 500
 * concurrent withdrawals against a balance that covers 100 accept exactly 100; the balance never
 * goes negative and the ledger sums equal the reported balances afterwards.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { RECIPIENT, ref, startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
before(async () => {
  server = await startTestServer({ PAYMENTS_RATE_LIMIT: "1000000" });
});
after(() => server.close());

test("200 identical withdrawal requests at once create exactly one withdrawal", async () => {
  const c = await server.newCompany();
  await server.api("POST", "/v1/sandbox/balance", { amount: 1000, currency: "brl" }, { as: c });
  const body = { amount: 100, pixKey: "joao.pereira@example.com", customer: RECIPIENT, reference: ref("same") };
  const answers = await Promise.all(Array.from({ length: 200 }, () => server.api("POST", "/v1/withdrawals", body, { as: c })));
  const ids = new Set(answers.map((a) => a.body.data?.id));
  const created = answers.filter((a) => a.status === 200 && a.headers.get("idempotent-replayed") !== "true").length;
  console.log(`200 identical requests: statuses ${[...new Set(answers.map((a) => a.status))]}, ${ids.size} withdrawal id(s), ${created} created, ${200 - created} replayed`);
  assert.ok(answers.every((a) => a.status === 200));
  assert.equal(ids.size, 1);
  assert.equal(created, 1);
  const list = await server.api("GET", `/v1/withdrawals?reference=${body.reference}`, undefined, { as: c });
  assert.equal(list.body.data.total, 1);
});

test("500 concurrent withdrawals against a balance covering 100 accept exactly 100; balances equal ledger sums", async () => {
  const c = await server.newCompany();
  await server.api("PATCH", "/v1/sandbox/company", { settings: { autoApproveWithdrawals: false } }, { as: c });
  await server.api("POST", "/v1/sandbox/balance", { amount: 1150, currency: "brl" }, { as: c }); // 100 x (10.00 + 1.50 fee)
  let minAvailable = Infinity;
  const watcher = setInterval(async () => {
    const b = await server.runtime.store.read((r) => r.ledger.balance(c.companyId, "brl"));
    minAvailable = Math.min(minAvailable, b.availableMinor);
  }, 5);
  const answers = await Promise.all(
    Array.from({ length: 500 }, (_, i) => server.api("POST", "/v1/withdrawals", { amount: 10, pixKey: "joao.pereira@example.com", customer: RECIPIENT, reference: ref(`race-${i}`) }, { as: c })),
  );
  clearInterval(watcher);
  const accepted = answers.filter((a) => a.status === 200).length;
  const refused = answers.filter((a) => a.status === 422 && a.body.error.details[0].field === "amount").length;
  console.log(`500 concurrent withdrawals: ${accepted} accepted, ${refused} refused for insufficient balance, lowest available seen ${minAvailable / 100}`);
  assert.equal(accepted, 100);
  assert.equal(refused, 400);
  assert.ok(minAvailable >= 0);
  const [brl] = await server.runtime.store.read((r) => r.ledger.balances(c.companyId));
  assert.deepEqual(brl, { currency: "brl", availableMinor: 0, blockedMinor: 115_000 });
  assert.deepEqual(await server.runtime.store.read((r) => r.ledger.sums(c.companyId)), await server.runtime.store.read((r) => r.ledger.balances(c.companyId)));
  // Paying them all moves everything out of blocked; still never negative.
  for (const a of answers.filter((x) => x.status === 200)) await server.api("POST", `/v1/sandbox/withdrawals/${a.body.data.id}/approve`, undefined, { as: c });
  await server.eventually(async () => (await server.runtime.store.read((r) => r.ledger.balance(c.companyId, "brl"))).blockedMinor === 0, 20_000);
  assert.deepEqual(await server.runtime.store.read((r) => r.ledger.sums(c.companyId)), await server.runtime.store.read((r) => r.ledger.balances(c.companyId)));
});
