/**
 * The limits of a client's `metadata` (50 keys, 4 KB as JSON), on every creation that takes it,
 * and what a body nested thousands of levels deep gets: a VALIDATION_ERROR, not a 500.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { jsonFits } from "../../server/usecases/payment-common.ts";
import { CUSTOMER, ref, startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const TOO_LARGE = [{ field: "metadata", error: "Deve ter no máximo 4 KB como JSON." }];

test("jsonFits agrees with the length of JSON.stringify, in UTF-8 bytes", () => {
  fc.assert(
    fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 600 }), (value, limit) => {
      assert.equal(jsonFits(value, limit), Buffer.byteLength(JSON.stringify(value)) <= limit);
    }),
    { numRuns: 5_000 },
  );
});

test("metadata of exactly 4 KB is kept; one byte more, or 51 keys, is a VALIDATION_ERROR on metadata", async () => {
  // Two bytes a letter "é", so the size is exact in UTF-8 bytes, not characters.
  const fill = (bytes: number) => {
    const rest = bytes - '{"note":""}'.length;
    return { note: "é".repeat(Math.floor(rest / 2)) + "a".repeat(rest % 2) };
  };
  assert.equal(Buffer.byteLength(JSON.stringify(fill(4096))), 4096);
  const kept = await server.api("POST", "/v1/deposits", { amount: 10, customer: CUSTOMER, reference: ref("meta"), metadata: fill(4096) });
  assert.equal(kept.status, 200, JSON.stringify(kept.body));
  assert.deepEqual(kept.body.data.metadata, fill(4096));
  const over = await server.api("POST", "/v1/deposits", { amount: 10, customer: CUSTOMER, reference: ref("meta"), metadata: { ...fill(4094), x: 1 } });
  assert.equal(over.status, 422);
  assert.deepEqual(over.body.error.details, TOO_LARGE);
  const keys = await server.api("POST", "/v1/deposits", { amount: 10, customer: CUSTOMER, reference: ref("meta"), metadata: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])) });
  assert.equal(keys.status, 422);
  assert.deepEqual(keys.body.error.details, [{ field: "metadata", error: "Deve ter no máximo 50 chaves." }]);
  // The key limit is in the contract itself, where a mock and client-side validators read it.
  const contract = JSON.parse(readFileSync(new URL("../../generated/openapi.json", import.meta.url), "utf8"));
  assert.equal(contract.components.schemas.Metadata.maxProperties, 50);
});

test("metadata nested 20,000 levels deep (a 40 KB body) is a VALIDATION_ERROR, not a 500, on every creation that takes it", async () => {
  const deep = `{"a":${"[".repeat(20_000)}${"]".repeat(20_000)}}`;
  const customer = JSON.stringify(CUSTOMER);
  const bodies: [string, string][] = [
    ["/v1/wallets", `{"name":"Funda","metadata":${deep}}`],
    ["/v1/deposits", `{"amount":10,"customer":${customer},"reference":"${ref("deep")}","metadata":${deep}}`],
    ["/v1/crypto-deposits", `{"network":"TRX","reference":"${ref("deep")}","metadata":${deep}}`],
  ];
  await server.api("PATCH", "/v1/sandbox/company", { walletsEnabled: true });
  for (const [path, body] of bodies) {
    const r = await server.api("POST", path, body);
    assert.equal(r.status, 422, `${path}: ${JSON.stringify(r.body).slice(0, 300)}`);
    assert.deepEqual(r.body.error.details, TOO_LARGE, path);
  }
});
