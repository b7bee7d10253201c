/**
 * Money literals JSON.parse would change (server/http/exact-numbers.ts): `10.0000000000000001` in
 * a money field the operation declares is a VALIDATION_ERROR naming the field, not 10; the same
 * literal anywhere else is left to JSON.parse, as are exact ones (`10.10`, `1e1`, `0.1`, 2^60).
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { findInexactMoney, isInexact, moneyPreTest } from "../../server/http/exact-numbers.ts";
import { moneyFieldsOf, moneyKeysOf } from "../../server/http/money-fields.ts";
import { loadOpenApiDocument } from "../../server/http/openapi-document.ts";
import { CUSTOMER, RECIPIENT, ref, startTestServer, type TestServer } from "../helpers/server.ts";

test("a literal is inexact exactly when the number JSON.parse makes of it is another", () => {
  const exact = ["10", "10.10", "1e1", "1E+2", "0.1", "-150.00", "0.30000000000000004", "9007199254740991", "1152921504606846976", "1152921504606847000", "1e21", "1000000000000000000000", "-0", "0.0", "1e-7", "123456789012345.6"];
  for (const literal of exact) assert.equal(isInexact(literal), false, literal);
  const inexact = ["10.0000000000000001", "100.00999999999999999", "-100.00999999999999999", "0.30000000000000001", "9007199254740993", "12345678901234567890", "1e400", "1e-400", "0.10000000000000000001"];
  for (const literal of inexact) assert.equal(isInexact(literal), true, literal);
  // Any decimal of at most 15 significant digits reads back as written.
  fc.assert(
    fc.property(fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }), fc.integer({ min: 0, max: 15 }), (units, scale) => {
      const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, "0");
      const literal = `${units < 0n ? "-" : ""}${scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits}`;
      assert.equal(isInexact(literal), false, literal);
    }),
    { numRuns: 3000 },
  );
  // What JSON.stringify writes of any double is exact.
  fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => assert.equal(isInexact(JSON.stringify(value)), false, String(value))), { numRuns: 3000 });
});

test("the money fields are the number fields of the contract's request bodies", () => {
  const fields = moneyFieldsOf(loadOpenApiDocument().json as never);
  assert.deepEqual(moneyKeysOf(fields), ["amount", "expectedAmount", "fixed", "minimumFee", "percent", "percentage", "usdtPrice"]);
  assert.deepEqual(moneyKeysOf(fields, true), ["metadata"]);
  assert.deepEqual([...(fields.get("createDeposit") ?? [])].sort(), ["amount", "metadata.*", "splits[].percent"]);
  assert.deepEqual([...(fields.get("createWallet") ?? [])], ["metadata.*"]);
  assert.equal(fields.get("createWebhook"), undefined);
});

test("the scan names the declared field with its indices and passes over every other literal", () => {
  const deposit = new Set(["amount", "splits[].percent"]);
  assert.deepEqual(findInexactMoney('{"amount": 10.0000000000000001, "reference": "x"}', deposit), { field: "amount", literal: "10.0000000000000001" });
  const split = '{"amount":10,"splits":[{"id":"a","percent":0.5},{"id":"b\\"[{","percent":0.10000000000000000001}]}';
  assert.deepEqual(findInexactMoney(split, deposit), { field: "splits[1].percent", literal: "0.10000000000000000001" });
  assert.deepEqual(findInexactMoney('{"\\u0061mount": 1e-400}', deposit), { field: "amount", literal: "1e-400" });
  const elsewhere = '{"amount": 10.5, "note": 0.30000000000000001, "customer": {"amount": 0.30000000000000001}, "metadata": {"amount": 10.0000000000000001}, "x": "\\"amount\\": 10.0000000000000001"}';
  assert.equal(findInexactMoney(elsewhere, deposit), undefined);
  // Anything inside a free-form object is looked at, however deep.
  const withMetadata = new Set(["amount", "metadata.*"]);
  assert.deepEqual(findInexactMoney(elsewhere, withMetadata), { field: "metadata.amount", literal: "10.0000000000000001" });
  assert.deepEqual(findInexactMoney('{"metadata": {"a": {"ids": [1, 12345678901234567890]}}}', withMetadata), { field: "metadata.a.ids[1]", literal: "12345678901234567890" });
  assert.equal(findInexactMoney('{"metadata": {"a": 0.30000000000000004, "b": 9007199254740992, "c": "12345678901234567890"}, "metadatax": 1e400}', withMetadata), undefined);
  assert.equal(findInexactMoney('{"fees":{"deposit":{"fixed":1152921504606846976}}}', new Set(["fees.deposit.fixed"])), undefined);

  const preTest = moneyPreTest(["amount", "percent"]);
  for (const body of ['{"amount": 10.5}', '{"amount":150,"customer":{"document":"52998224725"}}', '{"amount":123456789012345}', '{"note": 0.30000000000000001}']) assert.equal(preTest.test(body), false, body);
  for (const body of ['{"amount": 10.0000000000000001}', '{"amount":1e1}', '{"percent" : 0.5E-3}', '{"amount":1234567890123456}', '{"am\\u006funt": 10.0000000000000001}']) assert.equal(preTest.test(body), true, body);
  assert.equal(preTest.test('{"a\\u0062": "x", "amount": 10.5}'), true, "any escape sends the body to the full scan");
  const metadataPreTest = moneyPreTest(["amount"], ["metadata"]);
  for (const body of ['{"metadata": {"id": 12345678901234567890}}', '{"metadata": {"list": [1, 1e400]}}']) assert.equal(metadataPreTest.test(body), true, body);
  for (const body of ['{"metadata": {"id": 123456789012345}}', '{"note": 12345678901234567890}', '{"metadata": {"id": "12345678901234567890"}}']) assert.equal(metadataPreTest.test(body), false, body);
});

test("a body full of escapes is read in linear time: no request can hold the server (a regular expression was quadratic)", () => {
  // 1 MiB of "\u0041": the quadratic pre-test of commit 3018d08 took 1.4 s at 16,000 escapes and
  // would take minutes here; the linear path takes milliseconds. The bound is 100 times that.
  const body = `{"metadata":{"note":"${"\\u0041".repeat(170_000)}"},"amount":10}`;
  const started = performance.now();
  const preTest = moneyPreTest(["amount", "percent"]);
  assert.equal(preTest.test(body), true);
  assert.equal(findInexactMoney(body, new Set(["amount"])), undefined);
  const ms = performance.now() - started;
  assert.ok(ms < 2_000, `took ${ms.toFixed(0)} ms`);
});

let server: TestServer;
before(async () => {
  server = await startTestServer();
  await server.api("POST", "/v1/sandbox/balance", { amount: 1000, currency: "brl" });
});
after(() => server.close());

const deposit = (amount: string, extra = "") => server.api("POST", "/v1/deposits", `{"amount": ${amount}, "customer": ${JSON.stringify(CUSTOMER)}, "reference": "${ref("exact")}"${extra}}`);

test("an amount JSON.parse would change is VALIDATION_ERROR on the field, not rounded", async () => {
  for (const amount of ["10.0000000000000001", "100.00999999999999999"]) {
    const r = await deposit(amount);
    assert.equal(r.status, 422, JSON.stringify(r.body));
    assert.deepEqual(r.body, { success: false, error: { code: "VALIDATION_ERROR", message: "Erro de validação nos dados enviados.", details: [{ field: "amount", error: "O valor tem mais casas decimais do que é possível ler com exatidão." }] } });
  }
  // The same key written with an escape is the same JSON.
  const escaped = await server.api("POST", "/v1/deposits", `{"am\\u006funt": 10.0000000000000001, "customer": ${JSON.stringify(CUSTOMER)}, "reference": "${ref("exact")}"}`);
  assert.equal(escaped.status, 422, JSON.stringify(escaped.body));
  assert.equal(escaped.body.error.details[0].field, "amount");
  const w = await server.api("POST", "/v1/withdrawals", `{"amount": 10.0000000000000001, "pixKey": "joao.pereira@example.com", "customer": ${JSON.stringify(RECIPIENT)}, "reference": "${ref("exact")}"}`);
  assert.equal(w.status, 422, JSON.stringify(w.body));
  assert.equal(w.body.error.details[0].field, "amount");
});

test("a positive literal read as 0 (1e-400) is told it has too many decimals, not that it is not positive, beside the body's other problems", async () => {
  const decimals = { field: "amount", error: "O valor tem mais casas decimais do que é possível ler com exatidão." };
  const r = await deposit("1e-400");
  assert.equal(r.status, 422, JSON.stringify(r.body));
  assert.deepEqual(r.body.error.details, [decimals]);
  const credit = await server.api("POST", "/v1/sandbox/balance", '{"amount": 1e-400, "currency": "usdt"}');
  assert.deepEqual(credit.body.error?.details, [decimals], JSON.stringify(credit.body));
  const withOther = await server.api("POST", "/v1/deposits", `{"amount": 1e-400, "customer": ${JSON.stringify({ ...CUSTOMER, name: "" })}, "reference": "${ref("exact")}"}`);
  assert.deepEqual(withOther.body.error.details.map((d: { field: string }) => d.field).sort(), ["amount", "customer.name"]);
  assert.deepEqual(withOther.body.error.details.find((d: { field: string }) => d.field === "amount"), decimals);
});

test("exact literals are accepted as the numbers they write", async () => {
  for (const [amount, read] of [["10.10", 10.1], ["1e1", 10], ["10.000000000000000", 10]] as const) {
    const r = await deposit(amount);
    assert.equal(r.status, 200, `${amount}: ${JSON.stringify(r.body)}`);
    assert.equal(r.body.data.amount, read);
  }
  // 0.1 is below a deposit's fee: credited to a wallet's balance instead.
  const wallet = await server.api("POST", "/v1/wallets", { name: "Carteira" });
  for (const amount of ["0.1", "1e-1"]) {
    const r = await server.api("POST", "/v1/sandbox/balance", `{"amount": ${amount}, "currency": "brl"}`, { wallet: wallet.body.data.id });
    assert.equal(r.status, 200, `${amount}: ${JSON.stringify(r.body)}`);
  }
  const balance = await server.api("GET", `/v1/wallets/${wallet.body.data.id}/balance`);
  assert.deepEqual(balance.body.data, { balance: { total: 0.2, available: 0.2, blocked: 0 }, currency: "brl" });
});

test("a member the contract does not name is refused as unknown, not for a number JSON.parse would change in it; metadata's exact numbers are taken", async () => {
  const r = await deposit("10.5", ', "note": 0.30000000000000001');
  assert.equal(r.status, 422, JSON.stringify(r.body));
  assert.deepEqual(r.body.error.details, [{ field: "note", error: "Campo desconhecido." }]);
  const kept = await deposit("10.5", ', "metadata": {"amount": 0.3, "ten": 1e1}');
  assert.equal(kept.status, 200, JSON.stringify(kept.body));
  assert.deepEqual(kept.body.data.metadata, { amount: 0.3, ten: 10 });
  const wallet = await server.api("POST", "/v1/wallets", '{"name": "Carteira", "amount": 0.30000000000000001}');
  assert.equal(wallet.status, 422, JSON.stringify(wallet.body));
  assert.deepEqual(wallet.body.error.details, [{ field: "amount", error: "Campo desconhecido." }]);
});

test("metadata is echoed as it was sent: a number JSON.parse would change there is refused with its path, on every operation taking metadata", async () => {
  const message = "Este número não seria devolvido como foi enviado (mais algarismos do que um número JSON guarda com exatidão); envie-o como texto.";
  for (const [metadata, field] of [
    ['{"orderId": 12345678901234567890}', "metadata.orderId"],
    ['{"x": {"list": [1, 1e400]}}', "metadata.x.list[1]"],
    ['{"f": 0.30000000000000001}', "metadata.f"],
  ]) {
    const r = await deposit("10.5", `, "metadata": ${metadata}`);
    assert.equal(r.status, 422, JSON.stringify(r.body));
    assert.deepEqual(r.body.error.details, [{ field, error: message }]);
  }
  const wallet = await server.api("POST", "/v1/wallets", '{"name": "Carteira", "metadata": {"id": 12345678901234567890}}');
  assert.equal(wallet.status, 422, JSON.stringify(wallet.body));
  assert.deepEqual(wallet.body.error.details, [{ field: "metadata.id", error: message }]);
  const w = await server.api("POST", "/v1/withdrawals", `{"amount": 10, "pixKey": "joao.pereira@example.com", "customer": ${JSON.stringify(RECIPIENT)}, "reference": "${ref("exact")}", "metadata": {"n": -9007199254740993}}`);
  assert.equal(w.status, 422, JSON.stringify(w.body));
  assert.equal(w.body.error.details[0].field, "metadata.n");
  // As text, or as a number JSON holds exactly, it comes back as sent.
  const kept = await deposit("10.5", ', "metadata": {"orderId": "12345678901234567890", "n": 9007199254740991, "f": 0.30000000000000004}');
  assert.equal(kept.status, 200, JSON.stringify(kept.body));
  assert.deepEqual(kept.body.data.metadata, { orderId: "12345678901234567890", n: 9007199254740991, f: 0.30000000000000004 });
  // A number a double holds exactly comes back as that double's shortest text, as the contract
  // says: 2^60 is the same double as 1152921504606847000.
  const double = await fetch(`${server.url}/v1/deposits`, {
    method: "POST",
    headers: { "x-api-key": server.apiKey, "x-api-secret": server.apiSecret, "content-type": "application/json" },
    body: `{"amount": 10.5, "customer": ${JSON.stringify(CUSTOMER)}, "reference": "${ref("double")}", "metadata": {"n": 1152921504606846976, "e": 1e2}}`,
  });
  const wire = await double.text();
  assert.equal(double.status, 200, wire);
  assert.match(wire, /"metadata":\{"n":1152921504606847000,"e":100\}/, "the answer's own text");
});

test("a split percent JSON.parse would change is refused with its path", async () => {
  const other = await server.newCompany();
  const r = await deposit("100", `, "splits": [{"id": "${other.companyId}", "percent": 0.25}, {"id": "${other.companyId}", "percent": 0.10000000000000000001}]`);
  assert.equal(r.status, 422, JSON.stringify(r.body));
  assert.equal(r.body.error.code, "VALIDATION_ERROR");
  assert.deepEqual(r.body.error.details, [{ field: "splits[1].percent", error: "O valor tem mais casas decimais do que é possível ler com exatidão." }]);
});
