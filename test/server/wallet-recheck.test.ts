/**
 * X-Api-Wallet is checked when a request arrives (wallets.resolve), in a read of its own. A change
 * to the wallet committed after that check and before the request's write (an archive, a block, a
 * terminal rejection) must still refuse the write. Found by racing DELETE /v1/wallets/{id} with a
 * sandbox credit and a deposit through the header: the wallet, archived empty, was credited.
 *
 * The race is made deterministic here by calling the use cases with the wallet as it was resolved
 * before the change, which is what the HTTP layer hands them when the change lands in between.
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
import { infractionUseCases } from "../../server/usecases/infractions.ts";
import { sandboxUseCases } from "../../server/usecases/sandbox.ts";
import { walletUseCases } from "../../server/usecases/wallets.ts";
import { withdrawalUseCases } from "../../server/usecases/withdrawals.ts";
import { testDeps } from "../helpers/deps.ts";
import { CUSTOMER, RECIPIENT, ref } from "../helpers/server.ts";

const store = new SqliteStore(openDatabase(":memory:"));
const deps = testDeps(store);
const wallets = walletUseCases(deps);
let company: CompanyRecord;

before(async () => {
  const created = (await companyUseCases(deps).create({ tradeName: "Loja Exemplo" })).company;
  company = (await store.read((r) => r.companies.get(created.id)))!;
});
after(() => store.close());

const mainCtx = (): RequestContext => ({ company, wallet: null, receivedAt: new Date().toISOString() });

/** A wallet, and the context a request through X-Api-Wallet got when it was checked. */
async function checkedWallet(): Promise<{ id: string; ctx: RequestContext }> {
  const { wallet } = await wallets.create(mainCtx(), { name: "Loja Centro" });
  return { id: wallet.id, ctx: { company, wallet: (await wallets.resolve(company, wallet.id)).wallet, receivedAt: new Date().toISOString() } };
}

const writes = (ctx: RequestContext) => ({
  credit: () => sandboxUseCases(deps).credit(ctx, { amount: 5, currency: "brl" }),
  deposit: () => depositUseCases(deps).create(ctx, { amount: 150, customer: CUSTOMER, reference: ref("dep") }),
  conversion: () => conversionUseCases(deps).create(ctx, { asset: "USDT", method: "PIX", network: "TRX", address: "TNzZ97UYXEHNdxQTFPLFzdssnyEkbzhuf1", amount: 500, currency: "BRL", customer: CUSTOMER, reference: ref("conv") }),
  cryptoDeposit: () => cryptoDepositUseCases(deps).create(ctx, { network: "TRX", expectedAmount: 250, reference: ref("usdt") }),
  withdrawal: () => withdrawalUseCases(deps).create(ctx, { amount: 1, pixKey: "joao.pereira@example.com", customer: RECIPIENT, reference: ref("wd") }),
});

const refusedWith = (code: string) => (error: unknown) => {
  assert.equal((error as { code?: string }).code, code, String(error));
  return true;
};

async function nothingIn(walletId: string): Promise<void> {
  const balances = await store.read((r) => r.ledger.balances(walletId));
  assert.deepEqual(balances.map((b) => [b.availableMinor, b.blockedMinor]), [[0, 0], [0, 0]], "no money booked in the wallet");
  const scope = { companyId: company.id, walletId };
  const page = { page: 1, limit: 20, ...scope };
  const counts = await store.read(async (r) => [(await r.deposits.list(page)).total, (await r.conversions.list(page)).total, (await r.cryptoDeposits.list(page)).total, (await r.withdrawals.list(page)).total]);
  assert.deepEqual(counts, [0, 0, 0, 0], "no deposit, conversion, USDT deposit or withdrawal created in it");
}

test("a wallet archived after the request's check refuses every write through the header", async () => {
  const { id, ctx } = await checkedWallet();
  await wallets.archive(mainCtx(), id);
  for (const [name, write] of Object.entries(writes(ctx))) {
    await assert.rejects(write(), refusedWith("WALLET_DISABLED"), name);
  }
  await nothingIn(id);
});

test("a terminal rejection after the request's check refuses every write through the header", async () => {
  // A kyc wallet, approved when the request was checked.
  await store.transaction((r) => r.companies.update(company.id, { walletMode: "kyc" }));
  const kyc = (await store.read((r) => r.companies.get(company.id)))!;
  const { wallet } = await wallets.create({ ...mainCtx(), company: kyc }, { name: "Loja Norte", taxId: "45.378.069/0001-91", email: "norte@example.com", phone: "(11) 3456-7890" });
  const id = wallet.id;
  await wallets.setVerification(company.id, id, "approved");
  const ctx: RequestContext = { company: kyc, wallet: (await wallets.resolve(kyc, id)).wallet, receivedAt: new Date().toISOString() };
  // A MED infraction on a deposit paid into the wallet, for the infraction writes through the header.
  const deposits = depositUseCases(deps);
  const infractions = infractionUseCases(deps, deposits);
  const paid = (await deposits.create(ctx, { amount: 150, customer: CUSTOMER, reference: ref("med") })).deposit;
  await deposits.pay(company.id, paid.id);
  const infraction = await infractions.open(company.id, { depositId: paid.id, amount: 50 });
  const before = await store.read((r) => r.ledger.balances(id));
  await wallets.setVerification(company.id, id, "rejected_terminal");
  const infractionWrites = {
    evidence: () => infractions.addEvidence(ctx, infraction.id, { description: "Comprovante de entrega", fileName: "comprovante.pdf", contentType: "application/pdf", contentBase64: "JVBERi0xLjQgc2FuZGJveCBldmlkZW5jZQ==" }),
    contest: () => infractions.contest(ctx, infraction.id, "O cliente recebeu o produto e assinou a entrega."),
    accept: () => infractions.accept(ctx, infraction.id),
  };
  for (const [name, write] of Object.entries({ ...writes(ctx), ...infractionWrites })) {
    await assert.rejects(write(), refusedWith("WALLET_KYC_REJECTED_TERMINAL"), name);
  }
  assert.deepEqual(await store.read((r) => r.ledger.balances(id)), before, "no money moved in the wallet");
  const after = await store.read((r) => r.infractions.get({ companyId: company.id, walletId: id }, infraction.id));
  assert.equal(after?.status, "open", "the infraction was neither contested nor accepted");
});

test("deposits or withdrawals blocked after the request's check refuse the blocked kind only", async () => {
  const { id, ctx } = await checkedWallet();
  await wallets.update(mainCtx(), id, { depositsBlocked: true, withdrawalsBlocked: true });
  const w = writes(ctx);
  for (const name of ["deposit", "conversion", "cryptoDeposit", "withdrawal"] as const) {
    await assert.rejects(w[name](), refusedWith("WALLET_OPERATION_BLOCKED"), name);
  }
  await nothingIn(id);
  // The sandbox credit is the outside world paying in, which the blocks do not stop.
  await w.credit();
  assert.equal((await store.read((r) => r.ledger.balance(id, "brl"))).availableMinor, 500);
});

test("a creation retried through a wallet archived or unverified since its first attempt gets its replay; a new reference is refused", async () => {
  // Archived between the request's check and its write: the write's own lookup answers the replay.
  const { id, ctx } = await checkedWallet();
  const deposits = depositUseCases(deps);
  const body = { amount: 150, customer: CUSTOMER, reference: ref("retry") };
  const first = await deposits.create(ctx, body);
  await wallets.archive(mainCtx(), id);
  const again = await deposits.create(ctx, body);
  assert.deepEqual([again.replayed, again.deposit.id], [true, first.deposit.id]);
  await assert.rejects(deposits.create(ctx, { ...body, reference: ref("new") }), refusedWith("WALLET_DISABLED"));

  // Verification rejected since the first attempt, as the HTTP layer resolves it now.
  await store.transaction((r) => r.companies.update(company.id, { walletMode: "kyc" }));
  const kyc = (await store.read((r) => r.companies.get(company.id)))!;
  const { wallet } = await wallets.create({ ...mainCtx(), company: kyc }, { name: "Loja Sul", taxId: "45.378.069/0001-91", email: "sul@example.com", phone: "(11) 3456-7891" });
  await wallets.setVerification(company.id, wallet.id, "approved");
  const approved: RequestContext = { company: kyc, ...(await resolvedCtx(kyc, wallet.id)) };
  const withdrawals = withdrawalUseCases(deps);
  await sandboxUseCases(deps).credit(approved, { amount: 10, currency: "brl" });
  const wd = { amount: 1, pixKey: "joao.pereira@example.com", customer: RECIPIENT, reference: ref("retry-wd") };
  const made = await withdrawals.create(approved, wd);
  await wallets.setVerification(company.id, wallet.id, "rejected_terminal");
  const rejected: RequestContext = { company: kyc, ...(await resolvedCtx(kyc, wallet.id)) };
  assert.equal((await wallets.resolve(kyc, wallet.id)).refusal?.code, "WALLET_KYC_REJECTED_TERMINAL");
  const retried = await withdrawals.create(rejected, wd);
  assert.deepEqual([retried.replayed, retried.withdrawal.id], [true, made.withdrawal.id]);
  await assert.rejects(withdrawals.create(rejected, { ...wd, reference: ref("new-wd") }), refusedWith("WALLET_KYC_REJECTED_TERMINAL"));
  await store.transaction((r) => r.companies.update(company.id, { walletMode: "simple" }));
});

/** The wallet part of a request's context as the HTTP layer builds it. */
async function resolvedCtx(of: CompanyRecord, walletId: string): Promise<Pick<RequestContext, "wallet" | "receivedAt">> {
  const { wallet } = await wallets.resolve(of, walletId);
  return { wallet, receivedAt: new Date().toISOString() };
}
