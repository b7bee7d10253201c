/**
 * A database written by an earlier server holds creations whose idempotency hash was computed the
 * way that server did it. A retry of such a creation, sent after the upgrade, is still a replay:
 * the client whose first answer was lost must get its resource back, not DUPLICATE_REFERENCE.
 * Each test writes the hash the earlier code stored (the formula is copied here, not imported from
 * the code under test) and retries.
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { requestHash } from "../../server/usecases/context.ts";
import { normalizeCustomer } from "../../server/usecases/customers.ts";
import { CUSTOMER, RECIPIENT, ref, startTestServer, type TestServer } from "../helpers/server.ts";

describe("idempotency across an upgrade of the database", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
    await server.api("POST", "/v1/sandbox/balance", { amount: 1000, currency: "brl" });
  });
  after(() => server.close());

  /** Stores `hash` as the record's request hash, as the earlier server wrote it. */
  const storeHash = (table: string, id: string, hash: string) => server.runtime.store.db.prepare(`UPDATE ${table} SET request_hash = ? WHERE id = ?`).run(hash, id);

  const cases = [
    ["deposits", "/v1/deposits", { amount: 150, customer: CUSTOMER, reference: ref("old-dep") }, { expiresIn: 3600 }],
    ["withdrawals", "/v1/withdrawals", { amount: 50, pixKey: "joao.pereira@example.com", customer: RECIPIENT, reference: ref("old-wd") }, {}],
    ["conversions", "/v1/conversions", { asset: "USDT", method: "PIX", network: "TRX", address: "TNzZ97UYXEHNdxQTFPLFzdssnyEkbzhuf1", amount: 500, currency: "BRL", customer: CUSTOMER, reference: ref("old-conv") }, { expiresIn: 3600 }],
    ["crypto_deposits", "/v1/crypto-deposits", { network: "TRX", expectedAmount: 250, reference: ref("old-cd") }, { expiresIn: 86400 }],
  ] as const;

  // The body as the use case received it: with the defaults the validator fills in from the contract.
  for (const [table, path, body, defaults] of cases) {
    test(`${path}: a creation stored before 2026-11-21 (the body as received was hashed) replays its retry`, async () => {
      const created = await server.api("POST", path, body);
      assert.equal(created.status, 200, JSON.stringify(created.body));
      // a3e5cee^: idempotencyHash(body, scope) = requestHash({ body, walletId: scope.walletId }).
      storeHash(table, created.body.data.id, requestHash({ body: { ...body, ...defaults }, walletId: null }));
      const retry = await server.api("POST", path, body);
      assert.equal(retry.status, 200, JSON.stringify(retry.body));
      assert.equal(retry.headers.get("idempotent-replayed"), "true");
      assert.equal(retry.body.data.id, created.body.data.id);
      // Other parameters under the same reference are still refused.
      const other = await server.api("POST", path, { ...body, customer: { ...CUSTOMER, name: "Outra Pessoa Silva" } });
      assert.equal(other.status, 409, JSON.stringify(other.body));
      assert.equal(other.body.error.code, "DUPLICATE_REFERENCE");
    });
  }

  test("/v1/conversions: a conversion stored before 2026-11-22 (hashed without expiresIn) replays its retry", async () => {
    const body = { asset: "USDT", method: "PIX", network: "TRX", address: "TNzZ97UYXEHNdxQTFPLFzdssnyEkbzhuf1", amount: 400, currency: "BRL", customer: CUSTOMER, reference: ref("old-conv2") };
    const created = await server.api("POST", "/v1/conversions", body);
    assert.equal(created.status, 200, JSON.stringify(created.body));
    // 51140bb^: the parameters without expiresIn, the address as sent.
    const parameters = { amount: 40000, currency: "BRL", network: "trx", address: body.address, customer: normalizeCustomer(CUSTOMER, "customer", []), metadata: {}, reference: body.reference };
    storeHash("conversions", created.body.data.id, requestHash({ parameters, walletId: null }));
    const retry = await server.api("POST", "/v1/conversions", body);
    assert.equal(retry.status, 200, JSON.stringify(retry.body));
    assert.equal(retry.body.data.id, created.body.data.id);
    storeHash("conversions", created.body.data.id, "0".repeat(64));
    assert.equal((await server.api("POST", "/v1/conversions", body)).status, 409, "the earlier hash is what matched, not any hash");
  });
});
