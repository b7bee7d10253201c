/** Conversions (reference 4.4) and designed USDT deposit addresses. */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { checkDynamicBrCode } from "../../conformance/src/checks/brcode.ts";
import { isValidEvmAddress, isValidTronAddress } from "../../server/domain/crypto-address.ts";
import { CUSTOMER, ref, startTestServer, type Credentials, type TestServer } from "../helpers/server.ts";
import { startReceiver } from "../helpers/webhook-receiver.ts";
import { loadOpenApi } from "../helpers/contract.ts";

let server: TestServer;
let c: Credentials;
before(async () => {
  server = await startTestServer();
  c = await server.newCompany();
  await server.api("PATCH", "/v1/sandbox/company", { usdtPrice: 5.4231 }, { as: c });
});
after(() => server.close());

const conversion = (body: Record<string, unknown>, as = c) =>
  server.api("POST", "/v1/conversions", { asset: "USDT", method: "PIX", network: "TRX", address: "TNzZ97UYXEHNdxQTFPLFzdssnyEkbzhuf1", customer: CUSTOMER, reference: ref("conv"), ...body }, { as });
const get = (id: string) => server.api("GET", `/v1/conversions/${id}`, undefined, { as: c });

describe("POST /v1/conversions", () => {
  test("currency BRL: the charge equals amount; USDT computed at the quotation", async () => {
    const r = await conversion({ amount: 500, currency: "BRL" });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const v = r.body.data;
    assert.deepEqual([v.type, v.asset, v.method, v.status, v.currency], ["conversion", "usdt", "pix", "pending", "BRL"]);
    assert.deepEqual([v.pix.amount, v.pix.feeAmount, v.pix.netAmount, v.pix.status], [500, 8, 492, "pending"]);
    assert.deepEqual([v.crypto.price, v.crypto.amount, v.crypto.feeAmount, v.crypto.networkFee, v.crypto.netAmount], [5.4231, 90.723018, 0.453615, 1.5, 88.769403]);
    assert.deepEqual([v.crypto.network, v.crypto.networkName, v.crypto.status], ["trx", "Tron (TRC-20)", "pending"]);
    assert.equal(checkDynamicBrCode(v.pix.qrCode.payload).amount, "500.00");
  });

  test("currency USDT: crypto.netAmount equals amount exactly; the charge is computed", async () => {
    for (const amount of [100, 0.5, 1234.567891]) {
      const r = await conversion({ amount, currency: "USDT" });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      const v = r.body.data;
      assert.equal(v.crypto.netAmount, amount);
      const micro = (x: number) => Math.round(x * 1e6);
      assert.equal(micro(v.crypto.amount) - micro(v.crypto.feeAmount) - micro(v.crypto.networkFee), micro(amount));
      // net BRL (centavos) * 1e12 / price (1e-8 BRL) is the micro-USDT it buys: it must cover crypto.amount.
      assert.ok(BigInt(Math.round(v.pix.netAmount * 100)) * 10n ** 12n >= BigInt(micro(v.crypto.amount)) * 542_310_000n, "the charge's net covers the USDT bought");
      assert.equal(Math.round(v.pix.netAmount * 100), Math.round(v.pix.amount * 100) - Math.round(v.pix.feeAmount * 100));
    }
    assert.equal((await conversion({ amount: 500, currency: "USDT" })).body.data.pix.amount > 2700, true);
  });

  test("amounts too small for the fees, too many decimals, an address of another network are VALIDATION_ERROR", async () => {
    assert.equal((await conversion({ amount: 5, currency: "BRL" })).body.error.details[0].field, "amount");
    assert.equal((await conversion({ amount: 10.123, currency: "BRL" })).status, 422);
    assert.equal((await conversion({ amount: 1.1234567, currency: "USDT" })).status, 422);
    assert.equal((await conversion({ amount: 100, currency: "BRL", network: "ETH" })).body.error.details[0].field, "address");
  });

  test("a USDT amount whose Pix charge would pass R$ 10,000,000 is a VALIDATION_ERROR on amount, as the contract says", async () => {
    const over = await conversion({ amount: 5_000_000, currency: "USDT" });
    assert.equal(over.status, 422, JSON.stringify(over.body));
    assert.deepEqual(over.body.error.details, [{ field: "amount", error: "A cobrança Pix resultante excede o limite de R$ 10.000.000,00." }]);
    const under = await conversion({ amount: 1_000_000, currency: "USDT" });
    assert.equal(under.status, 200, JSON.stringify(under.body));
    assert.ok(under.body.data.pix.amount <= 10_000_000);
    const text = JSON.stringify((loadOpenApi() as any).components.schemas.CreateConversionRequest);
    assert.match(text, /R\$ 10,000,000/, "the contract states the limit");
  });

  test("a fee near 100% at the highest price answers at once: the charge's search passed 2^53 centavos and never ended", async () => {
    const costly = await server.newCompany();
    const set = await server.api("PATCH", "/v1/sandbox/company", { fees: { deposit: { fixed: 0, percentage: 99.999, minimumFee: 0 } }, usdtPrice: 1000 }, { as: costly });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    const started = performance.now();
    const over = await conversion({ amount: 1_000_000, currency: "USDT" }, costly);
    assert.equal(over.status, 422, JSON.stringify(over.body));
    assert.deepEqual(over.body.error.details, [{ field: "amount", error: "A cobrança Pix resultante excede o limite de R$ 10.000.000,00." }]);
    // At 99.9% a charge of R$ 1,000 nets R$ 1: a small conversion is still made, its charge exact.
    await server.api("PATCH", "/v1/sandbox/company", { fees: { deposit: { fixed: 0, percentage: 99.9, minimumFee: 0 } } }, { as: costly });
    const small = await conversion({ amount: 0.01, currency: "USDT" }, costly);
    assert.equal(small.status, 200, JSON.stringify(small.body));
    const { amount, feeAmount, netAmount } = small.body.data.pix;
    assert.equal(Math.round(amount * 100) - Math.round(feeAmount * 100), Math.round(netAmount * 100));
    assert.ok(amount > 1_000 && amount < 10_000_000, String(amount));
    assert.ok(performance.now() - started < 5_000, "answered, not searched for ever");
  });

  test("at a sandbox price near zero the USDT leg is refused before it passes what a JSON number holds exactly", async () => {
    const cheap = await server.newCompany();
    await server.api("PATCH", "/v1/sandbox/company", { usdtPrice: 0.00000001 }, { as: cheap });
    const r = await conversion({ amount: 10_000_000, currency: "BRL" }, cheap);
    assert.equal(r.status, 422, JSON.stringify(r.body));
    assert.equal(r.body.error.details[0].field, "amount");
    const micro = (usdt: number) => BigInt(usdt.toFixed(6).replace(".", ""));
    const small = (await conversion({ amount: 5, currency: "BRL" }, cheap)).body.data;
    assert.equal(micro(small.crypto.netAmount), micro(small.crypto.amount) - micro(small.crypto.feeAmount) - micro(small.crypto.networkFee), "below the limit the legs still add up exactly");
  });

  test("idempotent by reference", async () => {
    const reference = ref("conv-idem");
    const a = await conversion({ amount: 100, currency: "BRL", reference });
    const b = await conversion({ amount: 100, currency: "BRL", reference });
    assert.equal(b.headers.get("idempotent-replayed"), "true");
    assert.equal(b.body.data.id, a.body.data.id);
    assert.equal((await conversion({ amount: 101, currency: "BRL", reference })).body.error.code, "DUPLICATE_REFERENCE");
    const longer = await conversion({ amount: 100, currency: "BRL", reference, expiresIn: 86400 });
    assert.equal(longer.status, 409, "another lifetime is another request, not a replay of a charge expiring an hour after creation");
    assert.equal(longer.body.error.code, "DUPLICATE_REFERENCE");
    const explicit = await conversion({ amount: 100, currency: "BRL", reference, expiresIn: 3600 });
    assert.equal(explicit.headers.get("idempotent-replayed"), "true", "the default lifetime written out is the same request");
  });

  test("a retry is its replay, at the first quote, even when today's price or fees would refuse the body", async () => {
    // A money-model audit: the quote ran before the reference was looked up, so a retry after the
    // price moved was a 422 on amount for a conversion that existed and could be paid.
    const shop = await server.newCompany();
    await server.api("PATCH", "/v1/sandbox/company", { usdtPrice: 0.5 }, { as: shop });
    const body = { amount: 5, currency: "BRL", reference: ref("conv-requote") };
    const first = await conversion(body, shop);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.data.crypto.price, 0.5);
    await server.api("PATCH", "/v1/sandbox/company", { usdtPrice: 5.4231 }, { as: shop });
    assert.equal((await conversion({ ...body, reference: ref("conv-new") }, shop)).status, 422, "a new conversion of that amount is refused at today's price");
    const retry = await conversion(body, shop);
    assert.equal(retry.status, 200, JSON.stringify(retry.body));
    assert.equal(retry.headers.get("idempotent-replayed"), "true");
    assert.deepEqual(retry.body.data, first.body.data);
  });
});

describe("conversion lifecycle", () => {
  test("paid -> processing -> completed with a transaction hash; GET returns a Conversion", async () => {
    const v = (await conversion({ amount: 200, currency: "BRL" })).body.data;
    const paid = await server.api("POST", `/v1/sandbox/conversions/${v.id}/pay`, {}, { as: c });
    assert.deepEqual([paid.body.data.status, paid.body.data.pix.status, paid.body.data.crypto.status], ["processing", "paid", "processing"]);
    const done = await server.eventually(async () => ((await get(v.id)).body.data.status === "completed" ? (await get(v.id)).body.data : undefined));
    assert.equal(done.type, "conversion");
    assert.equal(done.crypto.status, "sent");
    assert.match(done.crypto.txHash, /^[0-9a-f]{64}$/);
    const events = server.runtime.store.db.prepare("SELECT type FROM events WHERE company_id = ? AND payload_json LIKE ?").all(c.companyId, `%${v.id}%`) as { type: string }[];
    assert.deepEqual(events.map((e) => e.type), ["CONVERSION_PROCESSING", "CONVERSION_COMPLETED"]);
  });

  test("a failed delivery credits the BRL net amount; expiry", async () => {
    const before = (await server.api("GET", "/v1/company/balance", undefined, { as: c })).body.data.balance;
    const v = (await conversion({ amount: 100, currency: "BRL" })).body.data;
    await server.api("POST", `/v1/sandbox/conversions/${v.id}/pay`, { outcome: "failed" }, { as: c });
    const failed = await server.eventually(async () => ((await get(v.id)).body.data.status === "failed" ? (await get(v.id)).body.data : undefined));
    assert.equal(failed.crypto.status, "failed");
    const after = (await server.api("GET", "/v1/company/balance", undefined, { as: c })).body.data.balance;
    assert.equal(Math.round(after * 100) - Math.round(before * 100), Math.round(v.pix.netAmount * 100));
    const e = (await conversion({ amount: 100, currency: "BRL" })).body.data;
    const expired = await server.api("POST", `/v1/sandbox/conversions/${e.id}/expire`, undefined, { as: c });
    assert.deepEqual([expired.body.data.status, expired.body.data.pix.status, expired.body.data.crypto.status], ["expired", "expired", "expired"]);
    assert.ok(expired.body.data.expiresAt < e.expiresAt, "expired now, not at the end of its lifetime");
    assert.equal(expired.body.data.expiresAt, expired.body.data.updatedAt);
    assert.equal((await server.api("POST", `/v1/sandbox/conversions/${e.id}/pay`, {}, { as: c })).status, 409);
  });

  test("to the network's zero address the delivery fails and the BRL net comes back, whatever outcome the sandbox asked", async () => {
    for (const [network, address] of [["TRX", "T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb"], ["ETH", "0x0000000000000000000000000000000000000000"]]) {
      const before = (await server.api("GET", "/v1/company/balance", undefined, { as: c })).body.data.balance;
      const v = (await conversion({ amount: 100, currency: "BRL", network, address })).body.data;
      assert.equal(v.status, "pending", "accepted: valid in form");
      await server.api("POST", `/v1/sandbox/conversions/${v.id}/pay`, { outcome: "completed" }, { as: c });
      const failed = await server.eventually(async () => ((await get(v.id)).body.data.status === "failed" ? (await get(v.id)).body.data : undefined));
      assert.equal(failed.crypto.status, "failed");
      assert.equal(failed.crypto.txHash, undefined, "nothing was sent");
      const after = (await server.api("GET", "/v1/company/balance", undefined, { as: c })).body.data.balance;
      assert.equal(Math.round(after * 100) - Math.round(before * 100), Math.round(v.pix.netAmount * 100));
    }
  });

  test("another company cannot read the conversion", async () => {
    const v = (await conversion({ amount: 100, currency: "BRL" })).body.data;
    const other = await server.newCompany();
    assert.equal((await server.api("GET", `/v1/conversions/${v.id}`, undefined, { as: other })).status, 404);
  });
});

describe("USDT deposit addresses (designed)", () => {
  test("a valid address per network; paying credits the USDT balance; idempotent; expiry", async () => {
    const trx = await server.api("POST", "/v1/crypto-deposits", { network: "TRX", expectedAmount: 250, reference: ref("cd") }, { as: c });
    assert.equal(trx.status, 200, JSON.stringify(trx.body));
    assert.ok(isValidTronAddress(trx.body.data.address));
    const eth = await server.api("POST", "/v1/crypto-deposits", { network: "ETH", reference: ref("cd") }, { as: c });
    assert.ok(isValidEvmAddress(eth.body.data.address));
    const before = (await server.api("GET", "/v1/company/balance", undefined, { as: c })).body.data.balances.usdt.available;
    const paid = await server.api("POST", `/v1/sandbox/crypto-deposits/${trx.body.data.id}/pay`, {}, { as: c });
    assert.deepEqual([paid.body.data.status, paid.body.data.amount, paid.body.data.netAmount, paid.body.data.feeAmount], ["paid", 250, 250, 0]);
    const after = (await server.api("GET", "/v1/company/balance", undefined, { as: c })).body.data.balances.usdt.available;
    assert.equal(after - before, 250);
    const noExpected = await server.api("POST", `/v1/sandbox/crypto-deposits/${eth.body.data.id}/pay`, {}, { as: c });
    assert.equal(noExpected.status, 422);
    assert.equal((await server.api("POST", `/v1/sandbox/crypto-deposits/${eth.body.data.id}/pay`, { amount: 12.5 }, { as: c })).body.data.amount, 12.5);
    assert.equal((await server.api("GET", `/v1/crypto-deposits/${eth.body.data.id}`, undefined, { as: c })).body.data.status, "paid");
  });

  test("a body sent without Content-Type to a sandbox payment is 415, not a payment made as if nothing were sent", async () => {
    const d = (await server.api("POST", "/v1/crypto-deposits", { network: "TRX", expectedAmount: 7, reference: ref("cd-unlabelled") }, { as: c })).body.data;
    // A Buffer body: fetch adds no Content-Type of its own, as it does for a string.
    const unlabelled = await fetch(`${server.url}/v1/sandbox/crypto-deposits/${d.id}/pay`, { method: "POST", headers: { "x-api-key": c.apiKey, "x-api-secret": c.apiSecret }, body: Buffer.from(JSON.stringify({ amount: 3 })) });
    assert.equal(unlabelled.status, 415);
    assert.equal((await unlabelled.json()).error.code, "UNSUPPORTED_MEDIA_TYPE");
    // An empty Content-Type is no JSON label either.
    const emptyType = await fetch(`${server.url}/v1/sandbox/crypto-deposits/${d.id}/pay`, { method: "POST", headers: { "x-api-key": c.apiKey, "x-api-secret": c.apiSecret, "content-type": "" }, body: Buffer.from(JSON.stringify({ amount: 3 })) });
    assert.equal(emptyType.status, 415);
    assert.equal((await server.api("GET", `/v1/crypto-deposits/${d.id}`, undefined, { as: c })).body.data.status, "pending");
    const v = (await conversion({ amount: 100, currency: "BRL" })).body.data;
    const conversionPay = await fetch(`${server.url}/v1/sandbox/conversions/${v.id}/pay`, { method: "POST", headers: { "x-api-key": c.apiKey, "x-api-secret": c.apiSecret }, body: Buffer.from(JSON.stringify({ outcome: "failed" })) });
    assert.equal(conversionPay.status, 415);
    assert.equal((await server.api("GET", `/v1/conversions/${v.id}`, undefined, { as: c })).body.data.status, "pending");
    // Without a body, or labelled, the optional body works as before.
    const labelled = await server.api("POST", `/v1/sandbox/crypto-deposits/${d.id}/pay`, { amount: 3 }, { as: c });
    assert.equal(labelled.body.data.amount, 3, JSON.stringify(labelled.body));
    const bare = await fetch(`${server.url}/v1/sandbox/conversions/${v.id}/pay`, { method: "POST", headers: { "x-api-key": c.apiKey, "x-api-secret": c.apiSecret } });
    assert.equal(bare.status, 200);
    // A Content-Type on no body labels nothing: the optional body is absent, as without the header.
    const w = (await conversion({ amount: 100, currency: "BRL" })).body.data;
    const emptyText = await fetch(`${server.url}/v1/sandbox/conversions/${w.id}/pay`, { method: "POST", headers: { "x-api-key": c.apiKey, "x-api-secret": c.apiSecret, "content-type": "text/plain" } });
    assert.equal(emptyText.status, 200, JSON.stringify(await emptyText.clone().json()));
    assert.equal((await emptyText.json()).data.status, "processing");
  });

  test("the sandbox expires a pending address at once (its own lifetime is at least 10 minutes); only a pending one, only the company's", async () => {
    const receiver = await startReceiver();
    const hook = await server.api("POST", "/v1/webhooks", { url: receiver.url, events: ["CRYPTO_DEPOSIT_EXPIRED"] }, { as: c });
    assert.equal(hook.status, 201, JSON.stringify(hook.body));
    const d = (await server.api("POST", "/v1/crypto-deposits", { network: "TRX", expectedAmount: 10, reference: ref("cd-exp") }, { as: c })).body.data;
    const other = await server.newCompany();
    assert.equal((await server.api("POST", `/v1/sandbox/crypto-deposits/${d.id}/expire`, undefined, { as: other })).status, 404);
    const expired = await server.api("POST", `/v1/sandbox/crypto-deposits/${d.id}/expire`, undefined, { as: c });
    assert.equal(expired.status, 200, JSON.stringify(expired.body));
    assert.equal(expired.body.data.status, "expired");
    assert.ok(expired.body.data.expiresAt < d.expiresAt, "expired now, not at the end of its lifetime");
    assert.equal(expired.body.data.expiresAt, expired.body.data.updatedAt);
    assert.equal((await server.api("GET", `/v1/crypto-deposits/${d.id}`, undefined, { as: c })).body.data.status, "expired");
    const again = await server.api("POST", `/v1/sandbox/crypto-deposits/${d.id}/expire`, undefined, { as: c });
    assert.equal(again.status, 409);
    assert.equal(again.body.error.code, "INVALID_STATE");
    assert.equal((await server.api("POST", `/v1/sandbox/crypto-deposits/${d.id}/pay`, {}, { as: c })).status, 409, "an expired address takes no payment");
    const delivery = await server.eventually(async () => receiver.received.map((w) => JSON.parse(w.body)).find((event) => event.data?.id === d.id));
    assert.equal(delivery.type, "CRYPTO_DEPOSIT_EXPIRED");
    assert.equal(delivery.data.expiresAt, expired.body.data.expiresAt, "the event carries the moment it expired");
    await receiver.close();
  });
});
