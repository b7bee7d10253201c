/**
 * The typed client against the reference server, through the client only: deposit -> sandbox pay
 * -> split -> balances, Pix and USDT withdrawals, wallets, errors as PaymentsApiError, listings.
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { PaymentsApiError, wasReplayed, type PaymentsClient, type Withdrawal } from "../../clients/typescript/src/index.ts";
import { CUSTOMER, RECIPIENT, ref, startTestServer, type TestServer } from "../helpers/server.ts";
import { cents, clientFor, newCompany } from "./support.ts";

let server: TestServer;
let client: PaymentsClient;
before(async () => {
  server = await startTestServer();
  client = clientFor(server);
});
after(() => server.close());

async function rejectsWith(promise: Promise<unknown>, status: number, code: PaymentsApiError["code"]): Promise<PaymentsApiError> {
  const error = await promise.then(
    (value) => assert.fail(`expected ${code}, got ${JSON.stringify(value)}`),
    (e: unknown) => e,
  );
  assert.ok(error instanceof PaymentsApiError, `not a PaymentsApiError: ${String(error)}`);
  assert.equal(error.code, code, error.message);
  assert.equal(error.status, status);
  assert.equal(typeof error.message, "string");
  assert.ok(error.message.length > 0);
  assert.match(error.requestId ?? "", /^[0-9A-Z]{26}$/);
  return error;
}

describe("deposit -> sandbox pay -> split -> balance", () => {
  test("the payer pays; fee, split lines to another company and a wallet, and the rest land where they should", async () => {
    // The demo company sells (tests of a file run one after the other, so its balance moves only here);
    // a new company is the split partner.
    const seller = client;
    const company = await seller.company.get();
    const { client: partner, company: partnerCompany } = await newCompany(client, server, "Parceira Split");
    const wallet = await seller.wallets.create({ name: "Carteira de repasse", externalId: ref("ext") });
    assert.equal(wallet.status, "enabled");

    const before = await seller.company.balance();
    const reference = ref("dep");
    const deposit = await seller.deposits.create({
      amount: 250.55,
      customer: CUSTOMER,
      reference,
      metadata: { order: "A-1" },
      splits: [
        { id: partnerCompany.id, percent: 0.1 },
        { id: wallet.id, percent: 0.25 },
      ],
    });
    assert.equal(deposit.status, "pending");
    assert.equal(deposit.reference, reference);
    assert.deepEqual(deposit.metadata, { order: "A-1" });
    assert.equal(deposit.customer.document, "52998224725");
    const fees = company.fees.deposit;
    const expectedFee = Math.max(cents(fees.minimumFee), Math.round(cents(fees.fixed) + (cents(250.55) * fees.percentage) / 100));
    assert.equal(cents(deposit.feeAmount), expectedFee);
    assert.equal(cents(deposit.netAmount), cents(250.55) - expectedFee);

    const paid = await seller.sandbox.payDeposit(deposit.id);
    assert.equal(paid.status, "paid");
    assert.ok(paid.paidAt);
    assert.deepEqual(await seller.deposits.get(deposit.id), paid);

    const net = cents(paid.netAmount);
    const toPartner = Math.floor(net * 0.1);
    const toWallet = Math.floor(net * 0.25);
    assert.deepEqual(
      paid.splits?.map((s) => [s.id, s.destination, cents(s.amount)]),
      [
        [partnerCompany.id, "company", toPartner],
        [wallet.id, "wallet", toWallet],
      ],
    );

    const after = await seller.company.balance();
    assert.equal(cents(after.balance) - cents(before.balance), net - toPartner - toWallet);
    assert.equal(cents((await partner.company.balance()).balance), toPartner);
    const walletBalance = await seller.wallets.balance(wallet.id);
    assert.equal(walletBalance.currency, "brl");
    assert.equal(cents(walletBalance.balance.available), toWallet);
    assert.equal(cents((await seller.wallets.get(wallet.id)).balance.available), toWallet);

    // The seller's ledger for this deposit, every page of it.
    const movements = [];
    for await (const t of seller.transactions.iterate({ reference, limit: 1 })) movements.push(t);
    assert.ok(movements.length >= 2, JSON.stringify(movements));
    assert.ok(movements.every((t) => t.reference === reference && t.currency === "brl"));
  });

  test("the same reference with the same body replays the deposit; with another body it is DUPLICATE_REFERENCE", async () => {
    const reference = ref("idem");
    const first = await client.deposits.create({ amount: 42, customer: CUSTOMER, reference });
    const again = await client.deposits.create({ amount: 42, customer: CUSTOMER, reference });
    assert.equal(again.id, first.id);
    // Idempotent-Replayed: true is the only difference between the two answers.
    assert.equal(wasReplayed(first), false);
    assert.equal(wasReplayed(again), true);
    assert.equal(wasReplayed(await client.deposits.get(first.id)), false);
    const error = await rejectsWith(client.deposits.create({ amount: 43, customer: CUSTOMER, reference }), 409, "DUPLICATE_REFERENCE");
    assert.equal(error.name, "PaymentsApiError");
    assert.equal((await client.deposits.list({ reference })).total, 1);
  });
});

describe("withdrawals", () => {
  let payer: PaymentsClient;
  before(async () => {
    payer = (await newCompany(client, server, "Pagadora")).client;
  });

  test("without balance a withdrawal is a VALIDATION_ERROR on amount", async () => {
    const error = await rejectsWith(payer.withdrawals.create({ amount: 10, pixKey: RECIPIENT.email, customer: RECIPIENT, reference: ref("nobal") }), 422, "VALIDATION_ERROR");
    assert.deepEqual(
      error.details?.map((d) => d.field),
      ["amount"],
    );
  });

  test("a Pix withdrawal goes from pending to paid, debits the balance and keeps its payload", async () => {
    const credited = await payer.sandbox.creditBalance({ amount: 500, currency: "brl" });
    assert.equal(credited.balance.available, 500);

    const reference = ref("wd");
    const created = await payer.withdrawals.create({ amount: 120.5, pixKey: RECIPIENT.email, customer: RECIPIENT, reference, metadata: { batch: "7" } });
    // The Pix overload types the answer as a Pix withdrawal.
    assert.equal(created.method, "pix");
    const replayed = await payer.withdrawals.create({ amount: 120.5, pixKey: RECIPIENT.email, customer: RECIPIENT, reference, metadata: { batch: "7" } });
    assert.equal(replayed.id, created.id);
    assert.deepEqual([wasReplayed(created), wasReplayed(replayed)], [false, true]);
    assert.equal(created.pixKey, RECIPIENT.email);
    assert.equal(created.status, "pending");
    assert.deepEqual(created.metadata, { batch: "7" });
    assert.equal(cents(created.totalAmount), cents(created.amount) + cents(created.feeAmount));

    const paid = await server.eventually(async () => {
      const w = await payer.withdrawals.get(created.id);
      return w.status === "paid" ? w : undefined;
    });
    assert.equal(paid.method, "pix");
    if (paid.method !== "pix") return;
    assert.ok(paid.paidAt);
    assert.equal(paid.details?.endToEndId.length, 32);
    assert.equal(paid.details?.receiver.document, "11144477735");

    const balance = await payer.company.balance();
    assert.equal(cents(balance.balance), cents(500) - cents(created.totalAmount));

    const payload = await payer.withdrawals.getPayload(created.id);
    assert.equal(payload.paymentId, created.id);
    assert.equal(payload.request.reference, reference);
    const masked = payload.request.pixKey ?? "";
    assert.ok(masked.endsWith(RECIPIENT.email.slice(-4)), masked);
    assert.ok(!masked.includes(RECIPIENT.email.slice(0, 4)), masked);
    await payer.sandbox.removeWithdrawalPayload(created.id);
    const gone = await rejectsWith(payer.withdrawals.getPayload(created.id), 404, "PAYLOAD_NOT_FOUND");
    assert.equal(gone.details, null);

    const listed: Withdrawal[] = [];
    for await (const w of payer.withdrawals.iterate({ status: "paid" })) listed.push(w);
    assert.deepEqual(
      listed.map((w) => w.id),
      [created.id],
    );
  });

  test("a USDT withdrawal is created from the USDT body shape and typed as such", async () => {
    await payer.sandbox.creditBalance({ amount: 100, currency: "usdt" });
    const created = await payer.withdrawals.create({
      amount: 10,
      network: "TRX",
      address: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
      customer: RECIPIENT,
      reference: ref("usdt"),
    });
    assert.equal(created.method, "usdt");
    assert.equal(created.network, "trx");
    assert.equal(created.currency, "usdt");
    assert.equal(created.address, "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t");
    const read = await payer.withdrawals.get(created.id);
    assert.equal(read.method, "usdt");
    assert.equal(read.id, created.id);
  });
});

describe("wallets through withWallet", () => {
  test("a wallet-scoped client sends X-Api-Wallet: its deposits belong to the wallet and stay out of the main listing", async () => {
    const { client: owner } = await newCompany(client, server, "Dona de Carteiras");
    const wallet = await owner.wallets.create({ name: "Filial Centro" });
    const inWallet = owner.withWallet(wallet.id);
    assert.equal(inWallet.walletId, wallet.id);
    assert.equal(owner.walletId, undefined);

    const deposit = await inWallet.deposits.create({ amount: 30, customer: CUSTOMER, reference: ref("wdep") });
    assert.equal(deposit.wallet?.id, wallet.id);
    await inWallet.sandbox.payDeposit(deposit.id);
    assert.deepEqual(
      (await inWallet.deposits.list()).items.map((d) => d.id),
      [deposit.id],
    );
    assert.equal((await owner.deposits.list()).total, 0);
    await rejectsWith(owner.deposits.get(deposit.id), 404, "NOT_FOUND");
    assert.equal((await owner.wallets.balance(wallet.id)).balance.available, deposit.netAmount);

    const updated = await owner.wallets.update(wallet.id, { name: "Filial Centro 2" });
    assert.equal(updated.name, "Filial Centro 2");
    await rejectsWith(owner.wallets.archive(wallet.id), 409, "WALLET_HAS_BALANCE");
    const empty = await owner.wallets.create({ name: "Vazia" });
    assert.equal((await owner.wallets.archive(empty.id)).status, "disabled");
    const archived = [];
    for await (const w of owner.wallets.iterate({ status: "disabled" })) archived.push(w.id);
    assert.deepEqual(archived, [empty.id]);
    await rejectsWith(owner.withWallet(empty.id).deposits.list(), 403, "WALLET_DISABLED");
  });
});

describe("errors arrive as PaymentsApiError with the contract's code", () => {
  test("VALIDATION_ERROR names the fields", async () => {
    const error = await rejectsWith(client.deposits.create({ amount: -5, customer: { ...CUSTOMER, email: "not-an-email" }, reference: ref("bad") }), 422, "VALIDATION_ERROR");
    assert.deepEqual(error.details?.map((d) => d.field).sort(), ["amount", "customer.email"]);
    assert.ok(error.details?.every((d) => typeof d.error === "string" && d.error.length > 0));
  });

  test("NOT_FOUND for a well-formed id that does not exist; VALIDATION_ERROR for a malformed one", async () => {
    await rejectsWith(client.deposits.get("01ARZ3NDEKTSV4RRFFQ69G5FAV"), 404, "NOT_FOUND");
    await rejectsWith(client.withdrawals.get("01ARZ3NDEKTSV4RRFFQ69G5FAV"), 404, "NOT_FOUND");
    await rejectsWith(client.conversions.get("not-a-ulid"), 422, "VALIDATION_ERROR");
  });

  test("UNAUTHORIZED for a wrong secret", async () => {
    const intruder = clientFor(server, { apiSecret: "wrong-secret" });
    await rejectsWith(intruder.company.get(), 401, "UNAUTHORIZED");
  });

  test("openapi-fetch's calls on the client answer {data, error, response} without throwing", async () => {
    const missing = await client.GET("/v1/deposits/{id}", { params: { path: { id: "01ARZ3NDEKTSV4RRFFQ69G5FAV" } } });
    assert.equal(missing.response.status, 404);
    assert.equal(missing.data, undefined);
    assert.equal(missing.error?.error.code, "NOT_FOUND");
    const created = await client.POST("/v1/deposits", { body: { amount: 12.34, customer: CUSTOMER, reference: ref("fetch-style") } });
    assert.equal(created.error, undefined);
    assert.equal(created.data?.data.amount, 12.34);
    assert.equal(created.response.headers.get("Idempotent-Replayed"), null);
  });

  test("a missing credential is refused when the client is created", () => {
    assert.throws(() => clientFor(server, { apiKey: "" }), /apiKey/);
  });
});

describe("listings", () => {
  test("iterate() walks every page and list() answers one", async () => {
    // A new wallet of the demo company: a listing that holds exactly what this test creates.
    const shop = client.withWallet((await client.wallets.create({ name: "Loja Paginada" })).id);
    const created: string[] = [];
    for (let i = 0; i < 5; i++) created.push((await shop.deposits.create({ amount: 10 + i, customer: CUSTOMER, reference: ref("page") })).id);

    const firstPage = await shop.deposits.list({ limit: 2 });
    assert.equal(firstPage.total, 5);
    assert.equal(firstPage.items.length, 2);
    assert.equal(firstPage.page, 1);

    const seen: string[] = [];
    for await (const d of shop.deposits.iterate({ limit: 2 })) seen.push(d.id);
    assert.equal(seen.length, 5);
    assert.deepEqual([...seen].sort(), [...created].sort());
    // Newest first, as every listing.
    assert.deepEqual(seen, [...created].reverse());

    const fromPage2: string[] = [];
    for await (const d of shop.deposits.iterate({ limit: 2, page: 2 })) fromPage2.push(d.id);
    assert.deepEqual(fromPage2, seen.slice(2));

    const pending: string[] = [];
    for await (const d of shop.deposits.iterate({ status: "paid" })) pending.push(d.id);
    assert.deepEqual(pending, []);
  });

  test("iterate() yields every item of a filtered listing even when one it passed stops matching during the walk", async () => {
    // Found by a time audit: page numbers count what matches now, so paying the pending deposit
    // of page 1 moved the next one up onto page 1, and page 2 skipped it.
    const shop = client.withWallet((await client.wallets.create({ name: "Loja Cobranças" })).id);
    const created: string[] = [];
    for (let i = 0; i < 4; i++) created.push((await shop.deposits.create({ amount: 10 + i, customer: CUSTOMER, reference: ref("walk") })).id);
    const walked: string[] = [];
    for await (const d of shop.deposits.iterate({ status: "pending", limit: 1 })) {
      walked.push(d.id);
      if (walked.length === 1) await shop.sandbox.payDeposit(d.id);
    }
    assert.deepEqual(walked, [...created].reverse());
    // The same walk by page number, as iterate() did before, loses the second one.
    const byPage: string[] = [];
    for (let page = 1; ; page++) {
      const { items } = await shop.deposits.list({ status: "pending", limit: 1, page });
      if (items.length === 0) break;
      byPage.push(items[0].id);
      if (page === 1) await shop.sandbox.payDeposit(items[0].id);
    }
    assert.deepEqual(byPage, [created[2], created[0]]);
  });
});
