/** Withdrawals: both variants, the balance hold, the asynchronous lifecycle, strict, payload records, idempotency and concurrency. */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { RECIPIENT, ref, startTestServer, type Credentials, type TestServer } from "../helpers/server.ts";

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

async function fundedCompany(brl: number, usdt = 0, settings: Record<string, unknown> = {}): Promise<Credentials> {
  const c = await server.newCompany();
  if (brl > 0) await server.api("POST", "/v1/sandbox/balance", { amount: brl, currency: "brl" }, { as: c });
  if (usdt > 0) await server.api("POST", "/v1/sandbox/balance", { amount: usdt, currency: "usdt" }, { as: c });
  if (Object.keys(settings).length) await server.api("PATCH", "/v1/sandbox/company", { settings }, { as: c });
  return c;
}

const pix = (as: Credentials, body: Record<string, unknown> = {}) =>
  server.api("POST", "/v1/withdrawals", { amount: 250, pixKey: "joao.pereira@example.com", customer: RECIPIENT, reference: ref("wd"), ...body }, { as });

const getW = (as: Credentials, id: string) => server.api("GET", `/v1/withdrawals/${id}`, undefined, { as });
const until = (as: Credentials, id: string, status: string) => server.eventually(async () => ((await getW(as, id)).body.data.status === status ? (await getW(as, id)).body.data : undefined));
const balance = async (as: Credentials) => (await server.api("GET", "/v1/company/balance", undefined, { as })).body.data.balances;

describe("Pix withdrawals", () => {
  test("pending with fees and a blocked total, then processing and paid with paidAt, details and a 32-char endToEndId", async () => {
    // Manual approval keeps it pending while the hold is checked (automatic approval can pay it within 20 ms).
    const c = await fundedCompany(1000, 0, { autoApproveWithdrawals: false });
    const r = await pix(c);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const w = r.body.data;
    assert.deepEqual([w.type, w.method, w.currency, w.status], ["withdraw", "pix", "brl", "pending"]);
    assert.deepEqual([w.amount, w.feeAmount, w.totalAmount], [250, 2.25, 252.25]);
    assert.equal(w.customer.document, "11144477735");
    assert.equal(w.customer.phone, "+5521998765432");
    assert.deepEqual((await balance(c)).brl, { total: 1000, available: 747.75, blocked: 252.25 });
    assert.equal((await server.api("POST", `/v1/sandbox/withdrawals/${w.id}/approve`, undefined, { as: c })).body.data.status, "processing");
    const paid = await until(c, w.id, "paid");
    assert.match(paid.paidAt, /Z$/);
    assert.equal(paid.details.endToEndId.length, 32);
    assert.equal(paid.details.receiver.bankData.pixKey, "joao.pereira@example.com");
    assert.equal(paid.details.payer.fullName.length > 0, true);
    assert.deepEqual((await balance(c)).brl, { total: 747.75, available: 747.75, blocked: 0 });
  });

  test("insufficient balance is VALIDATION_ERROR on amount; nothing is blocked", async () => {
    const c = await fundedCompany(100);
    const r = await pix(c, { amount: 99 });
    assert.equal(r.status, 422);
    assert.deepEqual(r.body.error.details, [{ field: "amount", error: "Saldo insuficiente para realizar o saque." }]);
    assert.deepEqual((await balance(c)).brl, { total: 100, available: 100, blocked: 0 });
  });

  test("strict: a key held by another document fails with the reference's message and releases the hold", async () => {
    const c = await fundedCompany(500);
    await server.api("POST", "/v1/sandbox/pix-keys", { key: "pagamentos@terceiro.example.com", name: "Terceiro Ltda", document: "45.378.069/0001-91" }, { as: c });
    const w = (await pix(c, { pixKey: "pagamentos@terceiro.example.com", strict: true, amount: 100 })).body.data;
    const failed = await until(c, w.id, "failed");
    assert.deepEqual(failed.failure, { code: "PIX_KEY_DOCUMENT_MISMATCH", message: "A chave Pix não corresponde ao documento informado." });
    assert.deepEqual((await balance(c)).brl, { total: 500, available: 500, blocked: 0 });
    const lax = (await pix(c, { pixKey: "pagamentos@terceiro.example.com", strict: false, amount: 100 })).body.data;
    const paid = await until(c, lax.id, "paid");
    assert.equal(paid.details.receiver.document, "45378069000191");
    const cpfKey = (await pix(c, { pixKey: "111.444.777-35", strict: true, amount: 10 })).body.data;
    assert.equal(cpfKey.pixKey, "11144477735", "keys come back unformatted");
    await until(c, cpfKey.id, "paid");
  });

  test("manual approval: without autoApproveWithdrawals a withdrawal waits; reject cancels and releases, approve pays", async () => {
    const c = await fundedCompany(1000, 0, { autoApproveWithdrawals: false });
    const a = (await pix(c, { amount: 100 })).body.data;
    const b = (await pix(c, { amount: 200 })).body.data;
    await new Promise((r) => setTimeout(r, 150));
    assert.equal((await getW(c, a.id)).body.data.status, "pending");
    const rejected = await server.api("POST", `/v1/sandbox/withdrawals/${a.id}/reject`, undefined, { as: c });
    assert.equal(rejected.body.data.status, "canceled");
    const approved = await server.api("POST", `/v1/sandbox/withdrawals/${b.id}/approve`, undefined, { as: c });
    assert.equal(approved.body.data.status, "processing");
    await until(c, b.id, "paid");
    assert.equal((await server.api("POST", `/v1/sandbox/withdrawals/${a.id}/approve`, undefined, { as: c })).status, 409);
    assert.deepEqual((await balance(c)).brl, { total: 798, available: 798, blocked: 0 }, "1000 - (200 + 2.00 fee)");
  });

  test("autoApproveWithdrawals is read when a withdrawal is created: turning it on later does not approve one already waiting", async () => {
    const c = await fundedCompany(1000, 0, { autoApproveWithdrawals: false });
    const waiting = (await pix(c, { amount: 10 })).body.data;
    await server.api("PATCH", "/v1/sandbox/company", { settings: { autoApproveWithdrawals: true } }, { as: c });
    const automatic = (await pix(c, { amount: 20 })).body.data;
    await until(c, automatic.id, "paid");
    await new Promise((r) => setTimeout(r, 150));
    assert.equal((await getW(c, waiting.id)).body.data.status, "pending", "still waits for its approval");
    assert.equal((await server.api("POST", `/v1/sandbox/withdrawals/${waiting.id}/approve`, undefined, { as: c })).body.data.status, "processing");
  });

  test("an invalid Pix key is VALIDATION_ERROR on pixKey", async () => {
    const c = await fundedCompany(100);
    const r = await pix(c, { pixKey: "não é chave", amount: 10 });
    assert.equal(r.status, 422);
    assert.equal(r.body.error.details[0].field, "pixKey");
    // A phone key is +55, an area code (11 to 99, no 0 in it) and a number that can exist.
    for (const pixKey of ["+55 98765-4321", "+55 8765-4321", "+550000000000", "+5511000000000", "+55 10 98765-4321", "+55 11 88765-4321"]) {
      const bad = await pix(c, { pixKey, amount: 10 });
      assert.equal(bad.status, 422, pixKey);
      assert.deepEqual(bad.body.error.details, [{ field: "pixKey", error: "Chave Pix inválida: use CPF, CNPJ, e-mail, telefone +55 ou chave aleatória." }], pixKey);
    }
    const balance = await server.api("GET", "/v1/company/balance", undefined, { as: c });
    assert.equal(balance.body.data.balance, 100, "nothing was blocked");
    const phone = await pix(c, { pixKey: "+55 (21) 99876-5432", amount: 10 });
    assert.equal(phone.status, 200, JSON.stringify(phone.body));
  });
});

describe("USDT withdrawals", () => {
  test("fees, network fee and total; lower-case network; address validated per network", async () => {
    const c = await fundedCompany(0, 2000, { autoApproveWithdrawals: false });
    const r = await server.api("POST", "/v1/withdrawals", { amount: 1234.5678, network: "TRX", address: "TLGL9VjeAcWQeWm6336Qc2nvuUSW5EPoov", customer: RECIPIENT, reference: ref("usdt") }, { as: c });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const w = r.body.data;
    assert.deepEqual([w.method, w.currency, w.network, w.status], ["usdt", "usdt", "trx", "pending"]);
    assert.deepEqual([w.amount, w.feeAmount, w.networkFee, w.totalAmount], [1234.5678, 6.172839, 1.5, 1242.240639]);
    assert.deepEqual((await balance(c)).usdt, { total: 2000, available: 757.759361, blocked: 1242.240639 });
    await server.api("POST", `/v1/sandbox/withdrawals/${w.id}/approve`, undefined, { as: c });
    const paid = await until(c, w.id, "paid");
    assert.match(paid.txHash, /^[0-9a-f]{64}$/);
    const eth = await server.api("POST", "/v1/withdrawals", { amount: 10, network: "ETH", address: "0xdAC17F958D2ee523a2206206994597C13D831ec7", customer: RECIPIENT, reference: ref("eth") }, { as: c });
    assert.equal(eth.status, 200);
    assert.deepEqual([eth.body.data.feeAmount, eth.body.data.networkFee], [1, 4]);
    for (const [network, address] of [["TRX", "TLGL9VjeAcWQeWm6336Qc2nvuUSW5EPooX"], ["ETH", "0xdac17f958d2ee523a2206206994597C13D831ec7"], ["ETH", "TLGL9VjeAcWQeWm6336Qc2nvuUSW5EPoov"]]) {
      const bad = await server.api("POST", "/v1/withdrawals", { amount: 10, network, address, customer: RECIPIENT, reference: ref("bad") }, { as: c });
      assert.equal(bad.status, 422, `${network} ${address}`);
      assert.equal(bad.body.error.details[0].field, "address");
    }
    const decimals = await server.api("POST", "/v1/withdrawals", { amount: 1.1234567, network: "TRX", address: "TLGL9VjeAcWQeWm6336Qc2nvuUSW5EPoov", customer: RECIPIENT, reference: ref("dec") }, { as: c });
    assert.equal(decimals.status, 422);
  });

  test("an unknown network names the allowed ones, with the same message as the other USDT operations", async () => {
    const c = await fundedCompany(0, 100);
    const body = { amount: 10, network: "BSC", address: "0xdAC17F958D2ee523a2206206994597C13D831ec7", customer: RECIPIENT, reference: ref("bsc") };
    const withdrawal = await server.api("POST", "/v1/withdrawals", body, { as: c });
    const address = await server.api("POST", "/v1/crypto-deposits", { network: "BSC", reference: ref("bsc-cd") }, { as: c });
    assert.equal(withdrawal.status, 422);
    assert.deepEqual(withdrawal.body.error.details, [{ field: "network", error: "Deve ser um dos valores: TRX, ETH." }]);
    assert.deepEqual(address.body.error.details, withdrawal.body.error.details);
  });

  test("a transfer to the network's zero address is refused by the network: failed, NETWORK_REJECTED, the total released", async () => {
    const c = await fundedCompany(0, 100);
    for (const [network, address] of [["TRX", "T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb"], ["ETH", "0x0000000000000000000000000000000000000000"]]) {
      const r = await server.api("POST", "/v1/withdrawals", { amount: 10, network, address, customer: RECIPIENT, reference: ref("zero") }, { as: c });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      const failed = await until(c, r.body.data.id, "failed");
      assert.deepEqual(failed.failure, { code: "NETWORK_REJECTED", message: "A rede recusou a transferência para o endereço nulo." });
      assert.equal(failed.txHash, undefined);
    }
    assert.deepEqual((await balance(c)).usdt, { total: 100, available: 100, blocked: 0 }, "both totals went back to available");
  });
});

describe("payload records", () => {
  test("the original request with the Pix key masked to its last four characters; PAYLOAD_NOT_FOUND with details null", async () => {
    const c = await fundedCompany(500);
    const w = (await pix(c, { amount: 50 })).body.data;
    const p = await server.api("GET", `/v1/withdrawals/${w.id}/payload`, undefined, { as: c });
    assert.equal(p.status, 200);
    assert.equal(p.body.data.paymentId, w.id);
    assert.equal(p.body.data.method, "POST");
    assert.equal(p.body.data.path, "/v1/withdrawals");
    assert.deepEqual(p.body.data.request, { amount: 50, method: "pix", pixKey: "********************.com", reference: w.reference });
    assert.deepEqual(p.body.data.response, { success: true, data: { id: w.id, status: "pending" } });
    const missing = await server.api("GET", "/v1/withdrawals/01M5ZZZZZZZZZZZZZZZZZZZZZZ/payload", undefined, { as: c });
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.body.error, { code: "PAYLOAD_NOT_FOUND", message: "Payload da transação não encontrado.", details: null });
    await server.api("DELETE", `/v1/sandbox/withdrawals/${w.id}/payload`, undefined, { as: c });
    const removed = await server.api("GET", `/v1/withdrawals/${w.id}/payload`, undefined, { as: c });
    assert.equal(removed.body.error.code, "PAYLOAD_NOT_FOUND");
    const other = await server.newCompany();
    assert.equal((await getW(other, w.id)).status, 404, "another tenant does not see the withdrawal");
  });
});

describe("idempotency and concurrency", () => {
  test("same reference and parameters replay (Idempotent-Replayed: true); different parameters DUPLICATE_REFERENCE", async () => {
    const c = await fundedCompany(1000);
    const body = { amount: 10, pixKey: "joao.pereira@example.com", customer: RECIPIENT, reference: ref("idem") };
    const first = await server.api("POST", "/v1/withdrawals", body, { as: c });
    const again = await server.api("POST", "/v1/withdrawals", body, { as: c });
    assert.equal(again.status, 200);
    assert.equal(again.headers.get("idempotent-replayed"), "true");
    assert.equal(again.body.data.id, first.body.data.id);
    const spelledOut = await server.api("POST", "/v1/withdrawals", { ...body, strict: false, metadata: {} }, { as: c });
    assert.equal(spelledOut.status, 200, "strict and metadata sent with their defaults are the same parameters");
    assert.equal(spelledOut.body.data.id, first.body.data.id);
    for (const other of [{ ...body, amount: 11 }, { ...body, strict: true }]) {
      const conflict = await server.api("POST", "/v1/withdrawals", other, { as: c });
      assert.equal(conflict.status, 409, JSON.stringify(other));
      assert.equal(conflict.body.error.code, "DUPLICATE_REFERENCE");
    }
  });

  test("an EVM address in another case is the same destination: a retry, not other parameters; a TRON address is case-sensitive", async () => {
    const c = await fundedCompany(0, 100);
    const checksummed = "0xdAC17F958D2ee523a2206206994597C13D831ec7";
    const body = { amount: 10, network: "ETH", address: checksummed, customer: RECIPIENT, reference: ref("eth-case") };
    const first = await server.api("POST", "/v1/withdrawals", body, { as: c });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    for (const address of [checksummed.toLowerCase(), checksummed.replace(/^0x/, "").toUpperCase().replace(/^/, "0x")]) {
      const again = await server.api("POST", "/v1/withdrawals", { ...body, address }, { as: c });
      assert.equal(again.status, 200, `${address}: ${JSON.stringify(again.body)}`);
      assert.equal(again.body.data.id, first.body.data.id);
      assert.equal(again.headers.get("idempotent-replayed"), "true");
    }
    const other = await server.api("POST", "/v1/withdrawals", { ...body, address: "0x0000000000000000000000000000000000000001" }, { as: c });
    assert.equal(other.body.error?.code, "DUPLICATE_REFERENCE", "another address is other parameters");
    const conversionBody = { asset: "USDT", method: "PIX", network: "ETH", address: checksummed, amount: 100, currency: "BRL", customer: RECIPIENT, reference: ref("conv-case") };
    const made = await server.api("POST", "/v1/conversions", conversionBody, { as: c });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    const retried = await server.api("POST", "/v1/conversions", { ...conversionBody, address: checksummed.toLowerCase() }, { as: c });
    assert.equal(retried.body.data?.id, made.body.data.id, JSON.stringify(retried.body));
    // base58 is case-sensitive: another case is another (here invalid) address, not a retry.
    const tron = { amount: 10, network: "TRX", address: "TNzZ97UYXEHNdxQTFPLFzdssnyEkbzhuf1", customer: RECIPIENT, reference: ref("trx-case") };
    const tronMade = await server.api("POST", "/v1/withdrawals", tron, { as: c });
    assert.equal(tronMade.status, 200, JSON.stringify(tronMade.body));
    assert.equal((await server.api("POST", "/v1/withdrawals", { ...tron, address: tron.address.toLowerCase() }, { as: c })).status, 422);
  });

  test("twenty identical requests at once create exactly one withdrawal and block once", async () => {
    const c = await fundedCompany(1000, 0, { autoApproveWithdrawals: false });
    const body = { amount: 100, pixKey: "joao.pereira@example.com", customer: RECIPIENT, reference: ref("burst") };
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.api("POST", "/v1/withdrawals", body, { as: c })));
    assert.ok(answers.every((a) => a.status === 200), JSON.stringify(answers.map((a) => a.status)));
    assert.equal(new Set(answers.map((a) => a.body.data.id)).size, 1);
    assert.deepEqual((await balance(c)).brl, { total: 1000, available: 898.5, blocked: 101.5 });
  });

  test("concurrent withdrawals never overdraw: a balance covering 5 accepts exactly 5 of 25", async () => {
    const c = await fundedCompany(507.5, 0, { autoApproveWithdrawals: false }); // 5 x (100 + 1.50 fee) = 507.50
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => pix(c, { amount: 100, reference: ref(`race${i}`) })));
    assert.equal(answers.filter((a) => a.status === 200).length, 5);
    assert.ok(answers.filter((a) => a.status !== 200).every((a) => a.status === 422 && a.body.error.details[0].field === "amount"));
    assert.deepEqual((await balance(c)).brl, { total: 507.5, available: 0, blocked: 507.5 });
    const sums = await server.runtime.store.read((r) => r.ledger.sums(c.companyId));
    assert.equal(sums[0].availableMinor, 0);
    assert.equal(sums[0].blockedMinor, 50750);
  });
});

describe("events", () => {
  test("WITHDRAW_PROCESSING, WITHDRAW_PAID and WITHDRAW_CANCELED are written with the wallet field", async () => {
    const c = await fundedCompany(0);
    const wallet = (await server.api("POST", "/v1/wallets", { name: "Caixa", externalId: "caixa-1" }, { as: c })).body.data;
    await server.api("POST", "/v1/sandbox/balance", { amount: 300, currency: "brl" }, { as: c, wallet: wallet.id });
    const w = (await server.api("POST", "/v1/withdrawals", { amount: 100, pixKey: "joao.pereira@example.com", customer: RECIPIENT, reference: ref("ev") }, { as: c, wallet: wallet.id })).body.data;
    assert.deepEqual(w.wallet, { id: wallet.id, name: "Caixa", externalId: "caixa-1" });
    assert.equal((await getW(c, w.id)).status, 404, "without the header the wallet's withdrawal is not found");
    await server.eventually(async () => (await server.api("GET", `/v1/withdrawals/${w.id}`, undefined, { as: c, wallet: wallet.id })).body.data.status === "paid");
    const events = server.runtime.store.db.prepare("SELECT type, payload_json FROM events WHERE company_id = ? ORDER BY id").all(c.companyId) as { type: string; payload_json: string }[];
    assert.deepEqual(events.map((e) => e.type), ["WITHDRAW_PROCESSING", "WITHDRAW_PAID"]);
    for (const e of events) assert.deepEqual(JSON.parse(e.payload_json).data.wallet, { id: wallet.id, name: "Caixa", externalId: "caixa-1" });
  });
});
