/**
 * JSON number literals a double cannot hold as written are found before parsing
 * (server/http/exact-numbers.ts), so `10.0000000000000001` is a VALIDATION_ERROR, not 10.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { findInexactNumber, isInexact } from "../../server/http/exact-numbers.ts";
import { CUSTOMER, RECIPIENT, ref, startTestServer, type TestServer } from "../helpers/server.ts";

test("a literal is inexact exactly when the double it becomes prints another decimal", () => {
  for (const exact of ["10", "0.1", "1.50", "-150.00", "1e2", "9007199254740991", "0.0000000000000001", "123456789012345.6", "1E-7"]) assert.equal(isInexact(exact), false, exact);
  for (const inexact of ["10.0000000000000001", "0.009999999999999999999", "12345678901234567890", "-100.00999999999999999", "9007199254740993"]) assert.equal(isInexact(inexact), true, inexact);
  // Any decimal of at most 15 significant digits reads back exactly.
  fc.assert(
    fc.property(fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }), fc.integer({ min: 0, max: 15 }), (units, scale) => {
      const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, "0");
      const literal = `${units < 0n ? "-" : ""}${scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits}`;
      assert.equal(isInexact(literal), false, literal);
    }),
    { numRuns: 3000 },
  );
});

test("the scan names the property, skips strings and leaves ordinary bodies alone", () => {
  assert.deepEqual(findInexactNumber('{"amount": 10.0000000000000001, "reference": "x"}'), { field: "amount", literal: "10.0000000000000001" });
  assert.deepEqual(findInexactNumber('{"splits":[{"id":"01M7","percent":0.10000000000000000001}]}'), { field: "percent", literal: "0.10000000000000000001" });
  assert.equal(findInexactNumber('{"reference": "10.0000000000000001", "note": "a \\" 12345678901234567890"}'), undefined);
  assert.equal(findInexactNumber(JSON.stringify({ amount: 150.25, customer: CUSTOMER, reference: "order-1", metadata: { pedido: 1234567890123456 } })), undefined);
});

let server: TestServer;
before(async () => {
  server = await startTestServer();
  await server.api("POST", "/v1/sandbox/balance", { amount: 1000, currency: "brl" });
});
after(() => server.close());

test("an amount with more digits than a double holds is VALIDATION_ERROR on the field, not rounded", async () => {
  const raw = (body: string) => server.api("POST", "/v1/withdrawals", body.replace("RECIPIENT", JSON.stringify(RECIPIENT)));
  const w = await raw(`{"amount": 10.0000000000000001, "pixKey": "joao.pereira@example.com", "customer": RECIPIENT, "reference": "${ref("exact")}"}`);
  assert.equal(w.status, 422, JSON.stringify(w.body));
  assert.equal(w.body.error.code, "VALIDATION_ERROR");
  assert.equal(w.body.error.details[0].field, "amount");
  const d = await server.api("POST", "/v1/deposits", `{"amount": 100.00999999999999999, "customer": ${JSON.stringify(CUSTOMER)}, "reference": "${ref("exact")}"}`);
  assert.equal(d.status, 422);
  const ok = await raw(`{"amount": 10.00, "pixKey": "joao.pereira@example.com", "customer": RECIPIENT, "reference": "${ref("exact")}"}`);
  assert.equal(ok.status, 200, "trailing zeros are the same number");
});
