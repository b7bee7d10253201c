/**
 * A creation retried after its charge's `expiresAt` answers the charge as a read by id would:
 * `expired`, not `pending` with an `expiresAt` in the past (the expiry
 * worker runs once a second, so the stored row can lag; reference audit). The clock is the use
 * cases' own, moved past the expiry with no worker running.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { RequestContext } from "../../server/http/operations.ts";
import { openDatabase } from "../../server/store/db.ts";
import { SqliteStore } from "../../server/store/sqlite/store.ts";
import type { CompanyRecord } from "../../server/store/records.ts";
import { companyUseCases } from "../../server/usecases/company.ts";
import { conversionUseCases } from "../../server/usecases/conversions.ts";
import { cryptoDepositUseCases } from "../../server/usecases/crypto-deposits.ts";
import { depositUseCases } from "../../server/usecases/deposits.ts";
import { testDeps } from "../helpers/deps.ts";
import { CUSTOMER, ref } from "../helpers/server.ts";

const store = new SqliteStore(openDatabase(":memory:"));
let offsetMs = 0;
const deps = testDeps(store, { now: () => new Date(Date.now() + offsetMs) });
let ctx: RequestContext;

before(async () => {
  const created = (await companyUseCases(deps).create({ tradeName: "Loja Exemplo" })).company;
  const company: CompanyRecord = (await store.read((r) => r.companies.get(created.id)))!;
  ctx = { company, wallet: null, receivedAt: new Date().toISOString() };
});
after(() => store.close());

test("a deposit, a conversion and a USDT deposit retried after their expiry come back expired", async () => {
  offsetMs = 0;
  const deposits = depositUseCases(deps);
  const conversions = conversionUseCases(deps);
  const cryptoDeposits = cryptoDepositUseCases(deps);
  const depositBody = { amount: 150, customer: CUSTOMER, reference: ref("dep"), expiresIn: 60 };
  const conversionBody = { asset: "USDT" as const, method: "PIX" as const, network: "TRX" as const, address: "TNzZ97UYXEHNdxQTFPLFzdssnyEkbzhuf1", amount: 500, currency: "BRL" as const, customer: CUSTOMER, reference: ref("conv"), expiresIn: 60 };
  const cryptoBody = { network: "TRX" as const, expectedAmount: 250, reference: ref("usdt"), expiresIn: 60 };
  const first = {
    deposit: (await deposits.create(ctx, depositBody)).deposit,
    conversion: (await conversions.create(ctx, conversionBody)).conversion,
    crypto: (await cryptoDeposits.create(ctx, cryptoBody)).cryptoDeposit,
  };
  assert.deepEqual([first.deposit.status, first.conversion.status, first.crypto.status], ["pending", "pending", "pending"]);

  offsetMs = 61_000;
  const deposit = await deposits.create(ctx, depositBody);
  assert.equal(deposit.replayed, true);
  assert.equal(deposit.deposit.id, first.deposit.id);
  assert.equal(deposit.deposit.status, "expired");
  const conversion = await conversions.create(ctx, conversionBody);
  assert.equal(conversion.replayed, true);
  assert.equal(conversion.conversion.status, "expired");
  const crypto = await cryptoDeposits.create(ctx, cryptoBody);
  assert.equal(crypto.replayed, true);
  assert.equal(crypto.cryptoDeposit.status, "expired");
  // Stored so, and read so by id, with one expiry each.
  assert.equal((await deposits.get(ctx, first.deposit.id)).status, "expired");
  assert.equal((await deposits.create(ctx, depositBody)).deposit.status, "expired", "a second retry too");
  const stored = await store.read((r) => r.deposits.get({ companyId: ctx.company.id, walletId: null }, first.deposit.id));
  assert.equal(stored?.status, "expired");
});
