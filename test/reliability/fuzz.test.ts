/**
 * Fuzz: requests generated from the OpenAPI with fast-check across every operation (valid and
 * invalid bodies, headers, query strings, path ids) against the reference server. Whatever is
 * sent: no 5xx, every non-2xx is the error envelope with a contract code and its status, and no
 * body carries a stack trace or SQL text. FUZZ_RUNS sets the number of requests (default 1,000 in
 * `npm test`; `npm run test:reliability` sends 10,000).
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { statusOf } from "../../server/errors.ts";
import { loadOpenApi } from "../helpers/contract.ts";
import { SchemaArbitraries } from "../helpers/schema-arbitrary.ts";
import { startTestServer, type Credentials, type TestServer } from "../helpers/server.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/** A fixed seed in `npm test` (the gate must not depend on luck); FUZZ_SEED=random or a number for others. */
const SEED = process.env.FUZZ_SEED === "random" ? Date.now() : Number(process.env.FUZZ_SEED ?? 20261121);
const doc = loadOpenApi() as Record<string, any>;
const schemas = new SchemaArbitraries(doc);
const LEAK = /SQLITE|sqlite|SELECT |INSERT |\.ts:\d+|node_modules|at [A-Za-z_$.]+ \(|Error: |TypeError|ReferenceError/;

interface Op {
  operationId: string;
  method: string;
  path: string;
  parameters: any[];
  body?: any;
}

const operations: Op[] = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({
    operationId: op.operationId,
    method: method.toUpperCase(),
    path,
    parameters: (op.parameters ?? []).map((p: any) => schemas.resolve(p)),
    body: op.requestBody?.content?.["application/json"]?.schema,
  })),
);

interface FuzzRequest {
  op: Op;
  url: string;
  headers: Record<string, string>;
  body?: string;
  kind: string;
}

const hostile = fc.constantFrom("not-a-ulid", "../../etc/passwd", "1' OR '1'='1", "%00", "x".repeat(300), "01M5ZZZZZZZZZZZZZZZZZZZZZZ", "0".repeat(26));

/** A request whose every part follows the contract (business rules may still refuse it). */
function validRequestFor(op: Op) {
  const param = (where: string) => Object.fromEntries(op.parameters.filter((p) => p.in === where).map((p) => [p.name, schemas.valid(p.schema).map(String)]));
  return fc
    .record({
      path: fc.record(param("path")),
      query: fc.record(param("query"), { requiredKeys: [] }).map((q) => Object.entries(q) as [string, string][]),
      header: fc.constant({} as Record<string, string>),
      auth: fc.constant("ok"),
      contentType: fc.constant("application/json"),
      body: op.body ? schemas.valid(op.body).map((v) => JSON.stringify(v)) : fc.constant(undefined as string | undefined),
    })
    .map((r) => ({ ...r, op, kind: "valid request" }));
}

function requestFor(op: Op): fc.Arbitrary<Omit<FuzzRequest, "url" | "headers"> & { path: Record<string, string>; query: [string, string][]; header: Record<string, string>; auth: string; contentType: string }> {
  const pathParams = op.parameters.filter((p) => p.in === "path");
  const queryParams = op.parameters.filter((p) => p.in === "query");
  const headerParams = op.parameters.filter((p) => p.in === "header");
  const value = (p: any) => fc.oneof({ weight: 3, arbitrary: schemas.valid(p.schema) }, { weight: 1, arbitrary: schemas.invalid(p.schema) ?? hostile }, { weight: 1, arbitrary: hostile });
  const path = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, value(p).map(String)])));
  const query = fc.subarray(queryParams).chain((chosen) =>
    fc.tuple(...chosen.map((p) => value(p).map((v) => [p.name, typeof v === "object" ? JSON.stringify(v) : String(v)] as [string, string])), fc.option(fc.tuple(fc.constantFrom("foo", "expand", "limit[]"), fc.string({ maxLength: 5 })), { freq: 8 })),
  ).map((parts) => {
    const extra = parts.pop() as [string, string] | null;
    return [...(parts as [string, string][]), ...(extra ? [extra] : [])];
  });
  const header = fc.record(Object.fromEntries(headerParams.map((p) => [p.name, fc.oneof({ weight: 2, arbitrary: schemas.valid(p.schema).map(String) }, { weight: 1, arbitrary: hostile })])), { requiredKeys: [] });
  const body = op.body
    ? fc.oneof(
        { weight: 4, arbitrary: schemas.valid(op.body).map((v) => ({ kind: "valid body", body: JSON.stringify(v) })) },
        { weight: 4, arbitrary: (schemas.invalid(op.body) ?? fc.constant({})).map((v) => ({ kind: "invalid body", body: JSON.stringify(v) })) },
        { weight: 1, arbitrary: fc.constantFrom('{"amount": 1,', "[]", "null", '"texto"', "{".repeat(500)).map((b) => ({ kind: "garbage body", body: b })) },
      )
    : op.method === "GET" // fetch cannot send a body with GET
      ? fc.constant({ kind: "no body", body: undefined as string | undefined })
      : fc.oneof(fc.constant({ kind: "no body", body: undefined as string | undefined }), fc.constant({ kind: "unexpected body", body: '{"x":1}' }));
  return fc.record({
    path,
    query,
    header,
    auth: fc.constantFrom("ok", "ok", "ok", "ok", "ok", "ok", "no-key", "no-secret", "wrong-secret"),
    contentType: fc.constantFrom("application/json", "application/json", "application/json", "text/plain", ""),
    body,
  }).map((r) => ({ ...r, op, kind: r.body.kind, body: r.body.body }));
}

let server: TestServer;
let tenant: Credentials;
before(async () => {
  server = await startTestServer({ PAYMENTS_RATE_LIMIT: "10000000" });
  tenant = await server.newCompany("Fuzz");
});
after(() => server.close());

test(`${RUNS} generated requests across every operation: no 5xx, always the envelope, nothing leaked`, async () => {
  const statuses = new Map<number, number>();
  const codes = new Map<string, number>();
  let sent = 0;
  const arbitrary = fc.constantFrom(...operations).chain((op) => fc.oneof(validRequestFor(op), requestFor(op)));
  await fc.assert(
    fc.asyncProperty(arbitrary, async (r) => {
      sent += 1;
      if (sent % 250 === 0) tenant = await server.newCompany(`Fuzz ${sent}`); // a run may lock a company out (IP allowlist, wallets off)
      let path = r.op.path;
      for (const [k, v] of Object.entries(r.path)) path = path.replace(`{${k}}`, encodeURIComponent(v));
      const qs = r.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
      const headers: Record<string, string> = { ...r.header };
      if (r.auth !== "no-key") headers["x-api-key"] = tenant.apiKey;
      if (r.auth !== "no-secret") headers["x-api-secret"] = r.auth === "wrong-secret" ? "sk_wrong_secret_0000000000" : tenant.apiSecret;
      if (r.body !== undefined && r.contentType) headers["content-type"] = r.contentType;
      const response = await fetch(`${server.url}${path}${qs ? `?${qs}` : ""}`, { method: r.op.method, headers, body: r.body });
      const text = await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const where = `${r.op.method} ${path}?${qs} (${r.kind}, auth ${r.auth}, ${r.contentType || "no content-type"}) -> ${response.status} ${text.slice(0, 300)}`;
      assert.ok(response.status < 500, where);
      assert.match(response.headers.get("content-type") ?? "", /^application\/json/, where);
      assert.doesNotMatch(text, LEAK, where);
      const body = JSON.parse(text);
      if (response.status >= 400) {
        assert.equal(body.success, false, where);
        assert.equal(typeof body.error?.message, "string", where);
        assert.ok(body.error.details === null || Array.isArray(body.error.details), where);
        assert.equal(statusOf(body.error.code), response.status, `code ${body.error.code} with status ${response.status}: ${where}`);
        codes.set(body.error.code, (codes.get(body.error.code) ?? 0) + 1);
      } else {
        assert.equal(body.success, true, where);
      }
    }),
    { numRuns: RUNS, endOnFailure: true, seed: SEED },
  );
  console.log(`fuzz (seed ${SEED}): ${sent} requests over ${operations.length} operations; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; codes ${JSON.stringify(Object.fromEntries([...codes].sort((a, b) => b[1] - a[1])))}`);
  assert.ok((statuses.get(200) ?? 0) + (statuses.get(201) ?? 0) > RUNS / 50, "valid requests got through too");
});
