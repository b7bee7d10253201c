/** Credentials, IP allowlist and the error envelope of every kind of failure. */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import Database from "better-sqlite3";
import YAML from "yaml";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { join } from "node:path";
import { loadOpenApiDocument, routesOf } from "../../server/http/openapi-document.ts";
import { answerParseErrorsWithEnvelope } from "../../server/http/parser-answers.ts";
import { CUSTOMER, ref, startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

function assertEnvelope(body: any, code: string): void {
  assert.equal(body.success, false, JSON.stringify(body));
  assert.equal(body.error.code, code, JSON.stringify(body));
  assert.equal(typeof body.error.message, "string");
  assert.ok(body.error.details === null || Array.isArray(body.error.details));
  assert.doesNotMatch(JSON.stringify(body), /at .*\.ts:\d+|node_modules|SQLITE|Error:/);
}

async function raw(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, init);
  return { status: response.status, type: response.headers.get("content-type") ?? "", body: await response.json() };
}

describe("authentication", () => {
  test("a missing X-Api-Key is 400 MISSING_API_KEY, before validation and routing", async () => {
    for (const [method, path, body] of [["GET", "/v1/company"], ["POST", "/v1/deposits", "{not json"], ["GET", "/v1/no-such-route"]] as const) {
      const r = await raw(path, { method, headers: { "x-api-secret": server.apiSecret, "content-type": "application/json" }, body });
      assert.equal(r.status, 400, `${method} ${path}`);
      assertEnvelope(r.body, "MISSING_API_KEY");
    }
  });

  test("a missing X-Api-Secret is 400 MISSING_API_SECRET", async () => {
    const r = await raw("/v1/company", { headers: { "x-api-key": server.apiKey } });
    assert.equal(r.status, 400);
    assertEnvelope(r.body, "MISSING_API_SECRET");
  });

  test("a wrong secret or an unknown key is 401 UNAUTHORIZED, also with an invalid body", async () => {
    const wrong = await server.api("GET", "/v1/company", undefined, { as: { apiKey: server.apiKey, apiSecret: "sk_wrong_secret_value_000000", companyId: "" } });
    assert.equal(wrong.status, 401);
    assertEnvelope(wrong.body, "UNAUTHORIZED");
    const unknown = await server.api("POST", "/v1/deposits", { amount: -1 }, { as: { apiKey: "pk_unknown_key_000000000000", apiSecret: server.apiSecret, companyId: "" } });
    assert.equal(unknown.status, 401);
    assertEnvelope(unknown.body, "UNAUTHORIZED");
  });

  test("header names are case-insensitive", async () => {
    const r = await raw("/v1/company", { headers: { "X-API-KEY": server.apiKey, "x-Api-Secret": server.apiSecret } });
    assert.equal(r.status, 200);
  });

  test("GET /v1/company answers every field the reference lists, its address's seven included", async () => {
    const r = await server.api("GET", "/v1/company");
    assert.equal(r.status, 200);
    const c = r.body.data;
    for (const field of ["id", "icon", "taxId", "tradeName", "legalName", "email", "phone", "address", "settings", "fees", "users", "balance", "createdAt", "updatedAt"]) assert.ok(field in c, field);
    assert.deepEqual(Object.keys(c.address).sort(), ["city", "countryCode", "district", "line1", "line2", "postalCode", "state"]);
    for (const value of Object.values(c.address)) assert.equal(typeof value, "string");
  });

  test("secrets are stored only as SHA-256 digests", async () => {
    const dir = mkdtempSync(join(tmpdir(), "payments-db-"));
    const path = join(dir, "p.sqlite");
    const fileServer = await startTestServer({ PAYMENTS_DB: path });
    try {
      const db = new Database(path, { readonly: true });
      const dump = JSON.stringify(db.prepare("SELECT * FROM api_keys").all());
      db.close();
      assert.ok(!dump.includes(fileServer.apiSecret), "the secret appears in clear");
      assert.match(dump, /[0-9a-f]{64}/);
    } finally {
      await fileServer.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("IP allowlist", () => {
  test("with ipEnabled, a caller outside every range is 403 IP_NOT_ALLOWED; inside passes (IPv4 and IPv6)", async () => {
    const other = await server.newCompany("Empresa com Allowlist");
    const set = (ipAddresses: string[]) => server.api("PATCH", "/v1/sandbox/company", { settings: { ipEnabled: true, ipAddresses } }, { as: other });
    assert.equal((await set(["203.0.113.0/24", "2001:db8::/32"])).status, 200);
    const refused = await server.api("GET", "/v1/company", undefined, { as: other });
    assert.equal(refused.status, 403);
    assertEnvelope(refused.body, "IP_NOT_ALLOWED");
    // Locked out now; a fresh company proves the ranges that include the loopback caller.
    const third = await server.newCompany("Empresa IPv4");
    await server.api("PATCH", "/v1/sandbox/company", { settings: { ipEnabled: true, ipAddresses: ["127.0.0.0/8"] } }, { as: third });
    assert.equal((await server.api("GET", "/v1/company", undefined, { as: third })).status, 200);
    const fourth = await server.newCompany("Empresa IPv6");
    await server.api("PATCH", "/v1/sandbox/company", { settings: { ipEnabled: true, ipAddresses: ["::ffff:127.0.0.1/128"] } }, { as: fourth });
    assert.equal((await server.api("GET", "/v1/company", undefined, { as: fourth })).status, 200);
  });

  test("an invalid CIDR is refused with the field named", async () => {
    const other = await server.newCompany();
    const r = await server.api("PATCH", "/v1/sandbox/company", { settings: { ipAddresses: ["300.1.2.3/8"] } }, { as: other });
    assert.equal(r.status, 422);
    assertEnvelope(r.body, "VALIDATION_ERROR");
    assert.equal(r.body.error.details[0].field, "settings.ipAddresses[0]");
    // Read loosely, these were accepted (and stored, trimmed of spaces): a range is written in plain
    // CIDR notation.
    const loose = ["127.0.0.1/032", " 127.0.0.1/32", "127.0.0.1/32 ", "fe80::1%eth0/64", "fe80::1%eth0", "10.0.0.0/+8", "10.0.0.0/"];
    const refused = await server.api("PATCH", "/v1/sandbox/company", { settings: { ipAddresses: ["10.0.0.0/8", ...loose, "::1", "2001:db8::/32", "0.0.0.0/0"] } }, { as: other });
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body.error.details.map((d: { field: string }) => d.field), loose.map((_, i) => `settings.ipAddresses[${i + 1}]`));
    // The longest range there is fits the contract's 49 characters; longer text is refused by the
    // schema itself, where a mock and client-side validators see it too.
    const longest = "ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255/128";
    assert.equal(longest.length, 49);
    assert.equal((await server.api("PATCH", "/v1/sandbox/company", { settings: { ipAddresses: [longest] } }, { as: other })).status, 200);
    const tooLong = await server.api("PATCH", "/v1/sandbox/company", { settings: { ipAddresses: ["1".repeat(5000)] } }, { as: other });
    assert.deepEqual(tooLong.body.error.details, [{ field: "settings.ipAddresses[0]", error: "Deve ter no máximo 49 caracteres." }]);
  });

  test("a single address is kept and shown in CIDR notation, as its /32 or /128 range", async () => {
    const other = await server.newCompany();
    const r = await server.api("PATCH", "/v1/sandbox/company", { settings: { ipAddresses: ["203.0.113.7", "2001:db8::1", "10.0.0.0/8"] } }, { as: other });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body.data.settings.ipAddresses, ["203.0.113.7/32", "2001:db8::1/128", "10.0.0.0/8"]);
    const read = await server.api("GET", "/v1/company", undefined, { as: other });
    assert.deepEqual(read.body.data.settings.ipAddresses, ["203.0.113.7/32", "2001:db8::1/128", "10.0.0.0/8"]);
  });
});

describe("the error envelope for every failure", () => {
  test("unknown route 404 NOT_FOUND, wrong method 405 METHOD_NOT_ALLOWED", async () => {
    const unknown = await server.api("GET", "/v1/nothing-here");
    assert.equal(unknown.status, 404);
    assertEnvelope(unknown.body, "NOT_FOUND");
    // Paths are case-sensitive, after /v1 as before it.
    for (const path of ["/v1/Deposits", "/V1/deposits", "/v1/company/Balance"]) {
      const otherCase = await server.api("GET", path);
      assert.equal(otherCase.status, 404, path);
      assertEnvelope(otherCase.body, "NOT_FOUND");
    }
    // A trailing slash is another path too: the contract has /v1/deposits, not /v1/deposits/.
    for (const [method, path] of [["GET", "/v1/deposits/"], ["GET", "/v1/company/"], ["GET", "/v1/company/balance/"], ["POST", "/v1/deposits/"]] as const) {
      const slashed = await server.api(method, path, method === "POST" ? { amount: 10, customer: CUSTOMER, reference: ref("slashed") } : undefined);
      assert.equal(slashed.status, 404, `${method} ${path}`);
      assertEnvelope(slashed.body, "NOT_FOUND");
    }
    const wrongMethod = await server.api("PUT", "/v1/deposits", {});
    assert.equal(wrongMethod.status, 405);
    assertEnvelope(wrongMethod.body, "METHOD_NOT_ALLOWED");
    assert.equal(wrongMethod.headers.get("allow"), "GET, HEAD, POST");
    const postOnly = await server.api("PUT", "/v1/sandbox/balance", {});
    assert.equal(postOnly.status, 405);
    assert.equal(postOnly.headers.get("allow"), "POST");
  });

  test("a request that carries no body at all, to an operation that requires one, is 422 on body", async () => {
    // What curl -X POST -H 'content-type: application/json' sends: no Content-Length, no body.
    // The validator let it through to operations whose body has no required field or is a oneOf.
    const bare = (method: string, path: string, extraHeaders = "") =>
      new Promise<{ status: number; body: any }>((resolve, reject) => {
        const { hostname, port } = new URL(server.url);
        const socket = connect(Number(port), hostname, () => {
          socket.end(`${method} ${path} HTTP/1.1\r\nHost: ${hostname}\r\nX-Api-Key: ${server.apiKey}\r\nX-Api-Secret: ${server.apiSecret}\r\nContent-Type: application/json\r\n${extraHeaders}Connection: close\r\n\r\n`);
        });
        let text = "";
        socket.on("data", (chunk) => (text += chunk.toString("utf8")));
        socket.on("error", reject);
        socket.on("close", () => resolve({ status: Number(text.slice(9, 12)), body: JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4)) }));
      });
    const ulid = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
    const withBody = routesOf(loadOpenApiDocument()).filter((r) => r.bodyRequired);
    assert.ok(withBody.some((r) => r.operationId === "createWithdrawal") && withBody.some((r) => r.operationId === "updateWallet"));
    for (const route of withBody) {
      const r = await bare(route.method.toUpperCase(), route.path.replace(/\{\w+\}/g, ulid));
      assert.equal(r.status, 422, `${route.operationId}: ${JSON.stringify(r.body)}`);
      assertEnvelope(r.body, "VALIDATION_ERROR");
      assert.deepEqual(r.body.error.details, [{ field: "body", error: "Campo obrigatório." }], route.operationId);
    }
    // An empty body (Content-Length: 0, what fetch sends without a body) is no body either: a 422,
    // never a PATCH that answers 200 having changed nothing.
    for (const route of withBody) {
      const r = await bare(route.method.toUpperCase(), route.path.replace(/\{\w+\}/g, ulid), "Content-Length: 0\r\n");
      assert.equal(r.status, 422, `${route.operationId}: ${JSON.stringify(r.body)}`);
      assertEnvelope(r.body, "VALIDATION_ERROR");
    }
  });

  test("HEAD answers as GET does, without the body (RFC 9110 9.3.2)", async () => {
    const credentials = { "x-api-key": server.apiKey, "x-api-secret": server.apiSecret };
    for (const path of ["/v1/company/balance", "/v1/deposits?limit=2", "/health", "/openapi.json"]) {
      const get = await fetch(`${server.url}${path}`, { headers: credentials });
      const getText = await get.text();
      const head = await fetch(`${server.url}${path}`, { method: "HEAD", headers: credentials });
      assert.equal(head.status, 200, path);
      assert.equal(await head.text(), "", path);
      assert.equal(head.headers.get("content-type"), get.headers.get("content-type"), path);
      assert.equal(Number(head.headers.get("content-length")), Buffer.byteLength(getText), path);
    }
    // Its errors are GET's: the status and headers of the envelope, no body.
    const missing = await fetch(`${server.url}/v1/deposits/01ARZ3NDEKTSV4RRFFQ69G5FAV`, { method: "HEAD", headers: credentials });
    assert.equal(missing.status, 404);
    const unauthenticated = await fetch(`${server.url}/v1/company/balance`, { method: "HEAD", headers: { "x-api-key": server.apiKey, "x-api-secret": "wrong" } });
    assert.equal(unauthenticated.status, 401);
    const noGet = await fetch(`${server.url}/v1/sandbox/balance`, { method: "HEAD", headers: credentials });
    assert.equal(noGet.status, 405);
    assert.equal(noGet.headers.get("allow"), "POST");
  });

  test("malformed JSON 400 INVALID_JSON, wrong content type 415, oversized body 413", async () => {
    const malformed = await server.api("POST", "/v1/deposits", "{\"amount\": 10,");
    assert.equal(malformed.status, 400);
    assertEnvelope(malformed.body, "INVALID_JSON");
    const text = await server.api("POST", "/v1/deposits", "amount=10", { headers: { "content-type": "text/plain" } });
    assert.equal(text.status, 415);
    assertEnvelope(text.body, "UNSUPPORTED_MEDIA_TYPE");
    const big = await server.api("POST", "/v1/deposits", { amount: 10, reference: "x", customer: CUSTOMER, metadata: { blob: "x".repeat(1_100_000) } });
    assert.equal(big.status, 413);
    assertEnvelope(big.body, "REQUEST_TOO_LARGE");
    // Well-formed JSON that is not an object is a body of the wrong type, whatever JSON it is.
    for (const body of ["null", "\"x\"", "1", "[]"]) {
      const notAnObject = await server.api("POST", "/v1/deposits", body);
      assert.equal(notAnObject.status, 422, body);
      assertEnvelope(notAnObject.body, "VALIDATION_ERROR");
      assert.deepEqual(notAnObject.body.error.details, [{ field: "body", error: "Deve ser do tipo objeto." }], body);
    }
    // 415 says what is unsupported; no body at all, with or without Content-Type, is a missing body.
    const latin1 = await server.api("POST", "/v1/deposits", "{}", { headers: { "content-type": "application/json; charset=latin1" } });
    assert.equal(latin1.status, 415);
    assert.match(latin1.body.error.message, /UTF-8/);
    // A UTF-16LE body of ASCII text is also valid UTF-8 (a NUL after every byte): only its label
    // tells it apart, and the parser would decode it by that label. Refused by the label, created nothing.
    const utf16 = Buffer.from(JSON.stringify({ amount: 10, reference: "utf16-body", customer: CUSTOMER }), "utf16le");
    for (const label of ["utf-16le", "UTF-16"]) {
      const refused = await server.api("POST", "/v1/deposits", utf16, { headers: { "content-type": `application/json; charset=${label}` } });
      assert.equal(refused.status, 415, label);
      assertEnvelope(refused.body, "UNSUPPORTED_MEDIA_TYPE");
      assert.match(refused.body.error.message, /UTF-8/);
    }
    const utf8Label = await server.api("POST", "/v1/deposits", JSON.stringify({ amount: 10, reference: "utf16-body", customer: CUSTOMER }), { headers: { "content-type": "application/json; charset=UTF-8" } });
    assert.equal(utf8Label.status, 200);
    assert.equal(utf8Label.headers.get("idempotent-replayed"), null, "the UTF-16 bodies created nothing");
    const unknownEncoding = await server.api("POST", "/v1/deposits", "{}", { headers: { "content-encoding": "br2" } });
    assert.equal(unknownEncoding.status, 415);
    assert.match(unknownEncoding.body.error.message, /Content-Encoding/);
    const bare = await fetch(`${server.url}/v1/deposits`, { method: "POST", headers: { "x-api-key": server.apiKey, "x-api-secret": server.apiSecret } });
    assert.equal(bare.status, 422);
    assert.deepEqual((await bare.json()).error.details, [{ field: "body", error: "Campo obrigatório." }]);
    const notBrotli = await server.api("POST", "/v1/deposits", "{\"amount\": 10}", { headers: { "content-encoding": "br" } });
    assert.equal(notBrotli.status, 400);
    assertEnvelope(notBrotli.body, "INVALID_JSON");
    assert.match(notBrotli.body.error.message, /Content-Encoding/);
    // Bytes that are not UTF-8 (Latin-1 "é", 0xE9, in a name) are refused, not stored as U+FFFD.
    const latin1Bytes = Buffer.concat([Buffer.from('{"name":"Caf'), Buffer.from([0xe9]), Buffer.from('"}')]);
    const notUtf8 = await fetch(`${server.url}/v1/wallets`, { method: "POST", headers: { "x-api-key": server.apiKey, "x-api-secret": server.apiSecret, "content-type": "application/json" }, body: latin1Bytes });
    assert.equal(notUtf8.status, 400);
    const notUtf8Body = await notUtf8.json();
    assertEnvelope(notUtf8Body, "INVALID_JSON");
    assert.match(notUtf8Body.error.message, /UTF-8/);
    // An unpaired surrogate escape names no character (SQLite would keep U+FFFD): refused, in a
    // value or a key, however deep. A pair, and an escaped backslash before "ud800", are kept.
    for (const body of ['{"name":"a\\ud800b"}', '{"name":"\\udc00"}', '{"name":"x","metadata":{"\\uD83D":"1"}}', `{"name":"x","metadata":{"k":${"[".repeat(5000)}"\\ud800"${"]".repeat(5000)}}}`]) {
      const lone = await server.api("POST", "/v1/wallets", body);
      assert.equal(lone.status, 400, body.slice(0, 60));
      assertEnvelope(lone.body, "INVALID_JSON");
      assert.match(lone.body.error.message, /surrogate/);
    }
    // A wide array is walked without running out of stack: the metadata is too large, not a 500.
    const wide = await server.api("POST", "/v1/wallets", `{"name":"\\ud83d\\ude00","metadata":{"k":[${Array(200_000).fill(0).join(",")}]}}`);
    assert.equal(wide.status, 422, JSON.stringify(wide.body).slice(0, 300));
    assert.equal(wide.body.error.details[0].field, "metadata");
    const paired = await server.api("POST", "/v1/wallets", '{"name":"Caf\\u00e9 \\ud83d\\ude00 \\\\ud800"}');
    assert.equal(paired.status, 201, JSON.stringify(paired.body));
    assert.equal(paired.body.data.name, "Café \u{1F600} \\ud800");
    // A member named twice in one object: JSON.parse keeps the last, a proxy may read the first.
    const customer = JSON.stringify(CUSTOMER);
    for (const body of [
      `{"amount": 10, "customer": ${customer}, "reference": "${ref("dup")}", "amount": 20}`,
      `{"am\\u006funt": 10, "customer": ${customer}, "reference": "${ref("dup")}", "amount": 20}`,
      `{"amount": 10, "customer": {"name": "Ana Souza", "document": "529.982.247-25", "name": "Bia"}, "reference": "${ref("dup")}"}`,
    ]) {
      const twice = await server.api("POST", "/v1/deposits", body);
      assert.equal(twice.status, 400, body);
      assertEnvelope(twice.body, "INVALID_JSON");
      assert.match(twice.body.error.message, /repete o nome "(amount|name)"/);
    }
    // The same name in different objects, in arrays, and as a value is fine.
    const distinct = await server.api("POST", "/v1/deposits", `{"amount": 10, "customer": ${customer}, "reference": "${ref("dup")}", "metadata": {"amount": "amount", "list": [{"k": 1}, {"k": 2}], "nested": {"amount": 1}}}`);
    assert.equal(distinct.status, 200, JSON.stringify(distinct.body));
    assert.equal((await server.api("GET", "/v1/deposits?limit=1")).body.data.items[0].amount, 10, "nothing of the refused bodies was created");
  });

  test("a body that cannot be read is judged after the credentials: wrong ones get 401, not 400, 413 or 415", async () => {
    const wrong = { "x-api-key": server.apiKey, "x-api-secret": "sk_wrong_secret_00000000000" };
    for (const [body, headers] of [["{\"amount\": 10,", {}], ["{\"amount\": 10}", { "content-encoding": "br" }], [JSON.stringify({ blob: "x".repeat(1_100_000) }), {}]] as const) {
      const r = await fetch(`${server.url}/v1/deposits`, { method: "POST", headers: { ...wrong, ...headers, "content-type": "application/json" }, body });
      assert.equal(r.status, 401);
      assertEnvelope(await r.json(), "UNAUTHORIZED");
    }
    const right = await server.api("POST", "/v1/deposits", "{\"amount\": 10,");
    assert.equal(right.status, 400, "with the right credentials the body's own error stands");
  });

  test("a body that cannot be read, sent to a path or method the contract does not have, gets 404 or 405, not the body's error", async () => {
    for (const [body, headers] of [["{\"amount\": 10,", {}], ["{\"amount\": 10}", { "content-encoding": "br" }], ["{}", { "content-type": "application/json; charset=latin1" }]] as const) {
      const unknown = await server.api("POST", "/v1/depositz", body, { headers });
      assert.equal(unknown.status, 404, `${body} ${JSON.stringify(headers)}: ${JSON.stringify(unknown.body)}`);
      assertEnvelope(unknown.body, "NOT_FOUND");
      const outside = await server.api("POST", "/health", body, { headers });
      assert.equal(outside.status, 404);
      assertEnvelope(outside.body, "NOT_FOUND");
      const wrongMethod = await server.api("PUT", "/v1/deposits", body, { headers });
      assert.equal(wrongMethod.status, 405);
      assertEnvelope(wrongMethod.body, "METHOD_NOT_ALLOWED");
    }
    const tooLarge = await server.api("POST", "/v1/nowhere", JSON.stringify({ blob: "x".repeat(1_100_000) }));
    assert.equal(tooLarge.status, 404);
  });

  test("one VALIDATION_ERROR lists every field that failed: the schema's and the rules a schema cannot state", async () => {
    // `reference` missing and `expiresIn` too small (schema); 3 decimals and a CPF whose check
    // digits fail (the server's own rules), which were named only once the first two were fixed.
    const deposit = await server.api("POST", "/v1/deposits", { amount: 10.123, expiresIn: 5, customer: { ...CUSTOMER, document: "529.982.247-26" } });
    assert.equal(deposit.status, 422);
    assert.deepEqual(deposit.body.error.details.map((d: { field: string }) => d.field).sort(), ["amount", "customer.document", "expiresIn", "reference"]);
    const withdrawal = await server.api("POST", "/v1/withdrawals", { amount: 10.5, pixKey: "not a key", customer: { ...CUSTOMER, email: "maria@example.com", phone: "(11) 98765-4321", document: "111.444.777-00" } });
    assert.equal(withdrawal.status, 422);
    assert.deepEqual(withdrawal.body.error.details.map((d: { field: string }) => d.field).sort(), ["customer.document", "pixKey", "reference"]);
    const conversion = await server.api("POST", "/v1/conversions", { asset: "USDT", method: "PIX", network: "TRX", address: "TNzZ97UYXEHNdxQTFPLFzdssnyEkbzhuf2", amount: 10.001, currency: "BRL", customer: CUSTOMER });
    assert.equal(conversion.status, 422);
    assert.deepEqual(conversion.body.error.details.map((d: { field: string }) => d.field).sort(), ["address", "amount", "reference"]);
    // A field the schema already named is named once, with the schema's message.
    const once = await server.api("POST", "/v1/deposits", { amount: -1, reference: "x y", customer: { ...CUSTOMER, document: "1" } });
    const fields = once.body.error.details.map((d: { field: string }) => d.field);
    assert.deepEqual(fields, [...new Set(fields)]);
    assert.ok(fields.includes("amount") && fields.includes("customer.document") && fields.includes("reference"), JSON.stringify(once.body));
  });

  test("an operation that takes no body ignores one it is sent, readable or not, of any size", async () => {
    const created = await server.api("POST", "/v1/deposits", { amount: 10, reference: ref(), customer: CUSTOMER });
    const expire = `/v1/sandbox/deposits/${created.body.data.id}/expire`;
    let expected = 200; // then 409: the operation ran and the deposit is expired
    // ... including one that does not decompress as its Content-Encoding says.
    const bodies = [["{\"amount\": 10,", {}], ["{}", { "content-type": "application/json; charset=latin1" }], ["{\"a\": 1}", { "content-encoding": "br2" }], ["not gzip", { "content-encoding": "gzip" }], [JSON.stringify({ blob: "x".repeat(1_100_000) }), {}]] as const;
    for (const [body, headers] of bodies) {
      const r = await server.api("POST", expire, body, { headers });
      assert.equal(r.status, expected, `${body} ${JSON.stringify(headers)}: ${JSON.stringify(r.body)}`);
      expected = 409;
    }
    const read = await server.api("GET", `/v1/deposits/${created.body.data.id}`);
    assert.equal(read.body.data.status, "expired");
  });

  test("an operation that takes no body does not run when the body it was sent never arrives in full", async () => {
    const created = await server.api("POST", "/v1/deposits", { amount: 10, reference: ref(), customer: CUSTOMER });
    const { hostname, port } = new URL(server.url);
    const head = `POST /v1/sandbox/deposits/${created.body.data.id}/expire HTTP/1.1\r\nHost: x\r\nX-Api-Key: ${server.apiKey}\r\nX-Api-Secret: ${server.apiSecret}\r\nContent-Type: application/json\r\n`;
    // The client goes away mid-body (also with a body refused by its label before it is read);
    // broken chunk framing (the parser answers 400 MALFORMED_REQUEST).
    // A body not labelled JSON, or not labelled at all, is never read, but waited for all the same.
    const latin1 = head.replace("application/json", "application/json; charset=latin1");
    const text = head.replace("application/json", "text/plain");
    const unlabelled = head.replace("Content-Type: application/json\r\n", "");
    const requests = [`${head}Content-Length: 1000\r\n\r\n{"a": 1`, `${latin1}Content-Length: 1000\r\n\r\n{"a": 1`, `${text}Content-Length: 100\r\n\r\nhello`, `${unlabelled}Content-Length: 100\r\n\r\nhello`, `${text}Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n`, `${head}Transfer-Encoding: chunked\r\n\r\n5\r\n{"a":\r\nzz\r\n`];
    for (const request of requests) {
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), hostname, () => socket.write(request, () => setTimeout(() => socket.destroy(), 200)));
        socket.on("error", () => undefined);
        socket.on("close", () => resolve());
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const read = await server.api("GET", `/v1/deposits/${created.body.data.id}`);
    assert.equal(read.body.data.status, "pending", "the request was never made: nothing ran");
    // Sent in full, the same unread body is ignored and the operation runs.
    const full = await rawExchange(`${text}Content-Length: 5\r\nConnection: close\r\n\r\nhello`);
    assert.equal(full.status, 200, full.text);
    assert.equal((await server.api("GET", `/v1/deposits/${created.body.data.id}`)).body.data.status, "expired");
  });

  /** One request written on a socket of its own, and everything the server wrote before closing it. */
  const rawExchange = (request: string | Buffer) =>
    new Promise<{ status: number; headers: string; body: any; text: string }>((resolve, reject) => {
      const { hostname, port } = new URL(server.url);
      const socket = connect(Number(port), hostname, () => socket.write(request));
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString("utf8")));
      socket.on("error", () => undefined);
      socket.on("close", () => {
        const end = text.indexOf("\r\n\r\n");
        try {
          resolve({ status: Number(text.slice(9, 12)), headers: text.slice(0, end), body: JSON.parse(text.slice(end + 4)), text });
        } catch (error) {
          reject(new Error(`${JSON.stringify(text)}: ${error}`));
        }
      });
      setTimeout(() => socket.destroy(), 5000).unref();
    });

  test("requests Node would answer bare or drop get the envelope, or are served: no Host, CONNECT, an unknown Expect, an absolute target", async () => {
    const credentials = `X-Api-Key: ${server.apiKey}\r\nX-Api-Secret: ${server.apiSecret}\r\n`;
    // RFC 9112 3.2: an HTTP/1.1 request without Host (or with an empty one) is invalid; HTTP/1.0 needs none.
    for (const host of ["", "Host:\r\n"]) {
      const r = await rawExchange(`GET /v1/company HTTP/1.1\r\n${host}${credentials}\r\n`);
      assert.equal(r.status, 400, r.text);
      assertEnvelope(r.body, "MALFORMED_REQUEST");
      assert.match(r.headers, /\r\nX-Request-Id: \w+/i);
    }
    assert.equal((await rawExchange(`GET /v1/company HTTP/1.0\r\n${credentials}\r\n`)).status, 200);
    // The parser's own answers carry the headers every answer has.
    const parser = await rawExchange(`GET /v1/company HTTP/1.1\r\nHost: x\r\nBad Name: 1\r\n\r\n`);
    assert.equal(parser.status, 400);
    assert.match(parser.headers, /\r\nX-Request-Id: [0-9A-Z]{26}\r\n/);
    assert.match(parser.headers, /\r\nDate: \w{3}, \d\d \w{3} \d{4} /);
    // CONNECT is a method no route has: 405 with Allow on a route, 404 on an authority.
    const connectRoute = await rawExchange(`CONNECT /v1/company HTTP/1.1\r\nHost: x\r\n${credentials}\r\n`);
    assert.equal(connectRoute.status, 405, connectRoute.text);
    assertEnvelope(connectRoute.body, "METHOD_NOT_ALLOWED");
    assert.match(connectRoute.headers, /\r\nAllow: GET, HEAD/i);
    const connectAuthority = await rawExchange(`CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: x\r\n${credentials}\r\n`);
    assert.equal(connectAuthority.status, 404, connectAuthority.text);
    assertEnvelope(connectAuthority.body, "NOT_FOUND");
    // An expectation the server does not know is ignored (RFC 9110 10.1.1), not a bare 417.
    const expect = await rawExchange(`GET /v1/company HTTP/1.1\r\nHost: x\r\nExpect: something-else\r\n${credentials}Connection: close\r\n\r\n`);
    assert.equal(expect.status, 200, expect.text);
    // RFC 9112 3.2.2: a server must accept a target in absolute form.
    const absolute = await rawExchange(`GET ${server.url}/v1/deposits?limit=1 HTTP/1.1\r\nHost: x\r\n${credentials}Connection: close\r\n\r\n`);
    assert.equal(absolute.status, 200, absolute.text);
    assert.equal(absolute.body.data.limit, 1);
  });

  test("x-gzip is gzip (RFC 9110 8.4.1.3) and the charset label utf8 is UTF-8", async () => {
    const { gzipSync } = await import("node:zlib");
    const body = JSON.stringify({ amount: 10, reference: ref(), customer: CUSTOMER });
    const gzipped = await fetch(`${server.url}/v1/deposits`, { method: "POST", headers: { "x-api-key": server.apiKey, "x-api-secret": server.apiSecret, "content-type": "application/json", "content-encoding": "x-gzip" }, body: gzipSync(body) });
    assert.equal(gzipped.status, 200, await gzipped.clone().text());
    for (const type of ["application/json; charset=utf8", 'application/json; charset="UTF8"']) {
      const r = await server.api("POST", "/v1/deposits", { amount: 10, reference: ref(), customer: CUSTOMER }, { headers: { "content-type": type } });
      assert.equal(r.status, 200, `${type}: ${JSON.stringify(r.body)}`);
    }
  });

  test("a transfer coding other than chunked is refused with 415 naming Transfer-Encoding, and ignored where no body is taken", async () => {
    const { gzipSync } = await import("node:zlib");
    const created = await server.api("POST", "/v1/deposits", { amount: 10, reference: ref(), customer: CUSTOMER });
    const coded = gzipSync(JSON.stringify({ amount: 10, reference: ref(), customer: CUSTOMER }));
    const send = (path: string) =>
      rawExchange(Buffer.concat([Buffer.from(`POST ${path} HTTP/1.1\r\nHost: x\r\nX-Api-Key: ${server.apiKey}\r\nX-Api-Secret: ${server.apiSecret}\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip, chunked\r\nConnection: close\r\n\r\n${coded.length.toString(16)}\r\n`), coded, Buffer.from("\r\n0\r\n\r\n")]));
    // The coded bytes had reached the JSON parser and were told they were not UTF-8.
    const refused = await send("/v1/deposits");
    assert.equal(refused.status, 415, refused.text);
    assertEnvelope(refused.body, "UNSUPPORTED_MEDIA_TYPE");
    assert.match(refused.body.error.message, /Transfer-Encoding/);
    const expired = await send(`/v1/sandbox/deposits/${created.body.data.id}/expire`);
    assert.equal(expired.status, 200, expired.text);
    // Chunked alone, in any case, is read as before.
    const chunked = JSON.stringify({ amount: 10, reference: ref(), customer: CUSTOMER });
    const plain = await rawExchange(`POST /v1/deposits HTTP/1.1\r\nHost: x\r\nX-Api-Key: ${server.apiKey}\r\nX-Api-Secret: ${server.apiSecret}\r\nContent-Type: application/json\r\nTransfer-Encoding: Chunked\r\nConnection: close\r\n\r\n${Buffer.byteLength(chunked).toString(16)}\r\n${chunked}\r\n0\r\n\r\n`);
    assert.equal(plain.status, 200, plain.text);
  });

  test("headers over Node's 16 KiB limit get 431 in the error envelope, not an empty answer", async () => {
    const response = await fetch(`${server.url}/v1/company`, { headers: { "x-api-key": "k".repeat(20_000), "x-api-secret": "s" } });
    assert.equal(response.status, 431);
    assertEnvelope(await response.json(), "REQUEST_TOO_LARGE");
    // Node counts the request line in the limit: a long URL is answered the same, and told so.
    const longUrl = await fetch(`${server.url}/v1/deposits?reference=${"r".repeat(17_000)}`, { headers: { "x-api-key": server.apiKey, "x-api-secret": server.apiSecret } });
    assert.equal(longUrl.status, 431);
    const body = await longUrl.json();
    assertEnvelope(body, "REQUEST_TOO_LARGE");
    assert.match(body.error.message, /URL/);
    assert.equal((await server.api("GET", "/v1/company")).status, 200, "the server goes on answering");
  });

  test("a request that is not valid HTTP/1.1 is answered by the parser in the error envelope, not with a bare status line", async () => {
    const raw = (request: string) =>
      new Promise<{ status: number; body: any }>((resolve, reject) => {
        const { hostname, port } = new URL(server.url);
        const socket = connect(Number(port), hostname, () => socket.write(request));
        let text = "";
        socket.on("data", (chunk) => (text += chunk.toString("utf8")));
        socket.on("error", () => undefined); // the server destroys the socket after answering
        socket.on("close", () => {
          try {
            resolve({ status: Number(text.slice(9, 12)), body: JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4)) });
          } catch (error) {
            reject(new Error(`${JSON.stringify(text)}: ${error}`));
          }
        });
      });
    const head = (extra: string) => `GET /v1/company HTTP/1.1\r\nHost: x\r\nX-Api-Key: ${server.apiKey}\r\nX-Api-Secret: ${server.apiSecret}\r\n${extra}\r\n`;
    for (const request of [head("X-Note: a\x01b\r\n"), head("Bad Name: 1\r\n"), "FOO /v1/company HTTP/1.1\r\nHost: x\r\n\r\n", head("Content-Length: 2\r\nTransfer-Encoding: chunked\r\n")]) {
      const r = await raw(request);
      assert.equal(r.status, 400, JSON.stringify(request));
      assertEnvelope(r.body, "MALFORMED_REQUEST");
    }
    const extension = `POST /v1/deposits HTTP/1.1\r\nHost: x\r\nX-Api-Key: ${server.apiKey}\r\nX-Api-Secret: ${server.apiSecret}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n1;${"e".repeat(20_000)}\r\n{\r\n`;
    const tooLong = await raw(extension);
    assert.equal(tooLong.status, 413, JSON.stringify(tooLong.body));
    assertEnvelope(tooLong.body, "REQUEST_TOO_LARGE");
    assert.equal((await server.api("GET", "/v1/company")).status, 200, "the server goes on answering");
  });

  test("a request that does not arrive in full in time is answered 408 REQUEST_TIMEOUT in the envelope", async () => {
    // The server's own listener on a server with short timeouts: the reference server's are 60 s.
    const slow = createServer({ requestTimeout: 300, headersTimeout: 300, connectionsCheckingInterval: 50 }, (_req, res) => res.end());
    answerParseErrorsWithEnvelope(slow);
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = slow.address() as AddressInfo;
      const text = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () => socket.write("GET /v1/company HTTP/1.1\r\nHost: x\r\n")); // headers never end
        let received = "";
        socket.on("data", (chunk) => (received += chunk.toString("utf8")));
        socket.on("error", () => undefined);
        socket.on("close", () => resolve(received));
        setTimeout(() => reject(new Error("no answer in 5 s")), 5000).unref();
      });
      assert.equal(text.slice(9, 12), "408");
      assertEnvelope(JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4)), "REQUEST_TIMEOUT");
    } finally {
      slow.close();
    }
  });

  test("a request answered before its body arrived, whose body then never ends, gets no second answer when it times out", async () => {
    // As the validator answers 415 to a body that is not JSON without reading it: the client goes
    // on sending it slowly. Node's timeout then wrote a 408 after the 415, which a client reads as
    // the answer to its next request.
    const slow = createServer({ requestTimeout: 300, headersTimeout: 300, connectionsCheckingInterval: 50 }, (_req, res) => {
      res.statusCode = 415;
      res.end("{}");
    });
    answerParseErrorsWithEnvelope(slow);
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = slow.address() as AddressInfo;
      const text = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () => socket.write("POST /v1/deposits HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\nabc"));
        let received = "";
        socket.on("data", (chunk) => (received += chunk.toString("utf8")));
        socket.on("error", () => undefined);
        socket.on("close", () => resolve(received));
        setTimeout(() => reject(new Error(`not closed in 5 s: ${JSON.stringify(received)}`)), 5000).unref();
      });
      assert.equal(text.match(/HTTP\/1\.1 \d{3}/g)?.join(), "HTTP/1.1 415", JSON.stringify(text));
    } finally {
      slow.close();
    }
  });

  test("the reference server holds the contract's limits: headers within 60 s, the request within 300 s, checked every second", () => {
    // Node checks its timeouts only when it looks at its connections (every 30 s by default, which
    // let headers that ended at 68 s be served); a real 60 s wait is too long for the suite, so the
    // 408 itself is the test above, on a server with short limits, and this one the settings.
    const http = server.runtime.server;
    assert.equal(http.headersTimeout, 60_000);
    assert.equal(http.requestTimeout, 300_000);
    assert.ok((http as unknown as { connectionsCheckingInterval: number }).connectionsCheckingInterval <= 1000);
  });

  test("validation errors are 422 VALIDATION_ERROR naming each field in Portuguese", async () => {
    const r = await server.api("POST", "/v1/deposits", { amount: "dez", customer: { document: "529.982.247-25" }, reference: "ok-ref" });
    assert.equal(r.status, 422);
    assertEnvelope(r.body, "VALIDATION_ERROR");
    const fields = r.body.error.details.map((d: { field: string }) => d.field).sort();
    assert.deepEqual(fields, ["amount", "customer.name"]);
    for (const d of r.body.error.details) assert.match(d.error, /Deve|Campo/);
  });

  test("unknown query parameters and malformed path ids are VALIDATION_ERROR", async () => {
    const q = await server.api("GET", "/v1/company?expand=users");
    assert.equal(q.status, 422);
    assert.deepEqual(q.body.error.details, [{ field: "expand", error: "Parâmetro desconhecido." }]);
    const id = await server.api("GET", "/v1/deposits/not-a-ulid");
    assert.equal(id.status, 422);
    assert.deepEqual(id.body.error.details, [{ field: "id", error: "Deve ser um ULID válido." }]);
    // A percent-encoding that does not decode names the parameter too, not the whole path.
    for (const path of ["/v1/deposits/%ZZ", "/v1/wallets/%E0%A4%A/balance", "/v1/sandbox/conversions/%ZZ/pay"]) {
      const r = await server.api(path.includes("sandbox") ? "POST" : "GET", path);
      assert.equal(r.status, 422, path);
      assert.deepEqual(r.body.error.details, [{ field: "id", error: "Deve ser um ULID válido: o caminho traz uma codificação percentual inválida (%)." }], path);
    }
  });

  test("a body member the contract does not name is VALIDATION_ERROR naming it, and nothing is made: a misspelt strict or split is not dropped", async () => {
    const funded = await server.newCompany();
    assert.equal((await server.api("POST", "/v1/sandbox/balance", { amount: 100, currency: "brl" }, { as: funded })).status, 200);
    const refused = async (path: string, body: unknown, fields: string[]) => {
      const r = await server.api("POST", path, body, { as: funded });
      assert.equal(r.status, 422, `${JSON.stringify(body)}: ${JSON.stringify(r.body)}`);
      assertEnvelope(r.body, "VALIDATION_ERROR");
      assert.deepEqual(r.body.error.details, fields.map((field) => ({ field, error: "Campo desconhecido." })), JSON.stringify(body));
    };
    const pix = { amount: 5, pixKey: "52998224725", customer: CUSTOMER };
    const usdt = { amount: 5, network: "TRX", address: "TLGL9VjeAcWQeWm6336Qc2nvuUSW5EPoov", customer: CUSTOMER };
    await refused("/v1/withdrawals", { ...pix, reference: ref(), Strict: true }, ["Strict"]);
    await refused("/v1/withdrawals", { ...usdt, reference: ref(), memo: "x" }, ["memo"]);
    await refused("/v1/withdrawals", { ...pix, reference: ref(), customer: { ...CUSTOMER, cpf: "52998224725" } }, ["customer.cpf"]);
    await refused("/v1/deposits", { amount: 10, customer: CUSTOMER, reference: ref(), split: [] }, ["split"]);
    await refused("/v1/webhooks", { url: "https://example.com/hooks", event: "DEPOSIT_PAID" }, ["event"]);
    // Nothing was booked or made, and metadata still takes any member names.
    const balance = (await server.api("GET", "/v1/company/balance", undefined, { as: funded })).body.data.balances.brl;
    assert.deepEqual(balance, { total: 100, available: 100, blocked: 0 });
    for (const listing of ["/v1/withdrawals", "/v1/deposits"]) assert.equal((await server.api("GET", listing, undefined, { as: funded })).body.data.total, 0, listing);
    const open = await server.api("POST", "/v1/deposits", { amount: 10, customer: CUSTOMER, reference: ref(), metadata: { Strict: true, anyName: "kept" } }, { as: funded });
    assert.equal(open.status, 200, JSON.stringify(open.body));
    assert.deepEqual(open.body.data.metadata, { Strict: true, anyName: "kept" });
  });

  test("query parameters: a bare, empty, repeated or unknown one is named with the request's other problems, never a 500", async () => {
    const details = async (path: string) => {
      const r = await server.api("GET", path);
      assert.equal(r.status, 422, `${path}: ${JSON.stringify(r.body)}`);
      assertEnvelope(r.body, "VALIDATION_ERROR");
      return r.body.error.details;
    };
    const empty = "Parâmetro sem valor: informe um valor ou omita o parâmetro.";
    for (const path of ["/v1/deposits?limit", "/v1/wallets?limit", "/v1/webhooks?page", "/v1/transactions?currency"]) {
      assert.deepEqual(await details(path), [{ field: path.split("?")[1], error: empty }]);
    }
    assert.deepEqual(await details("/v1/deposits?foo=1&bar=2&limit=0"), [
      { field: "foo", error: "Parâmetro desconhecido." },
      { field: "bar", error: "Parâmetro desconhecido." },
      { field: "limit", error: "Deve ser no mínimo 1." },
    ]);
    assert.deepEqual(await details("/v1/deposits?limit=&page=0&status=x"), [
      { field: "limit", error: empty },
      { field: "page", error: "Deve ser no mínimo 1." },
      { field: "status", error: "Deve ser um dos valores: pending, paid, expired, refunded." },
    ]);
    assert.deepEqual(await details("/v1/deposits?status=paid&status=pending&limit=5"), [{ field: "status", error: "Parâmetro repetido: envie um único valor." }]);
    // A POST with an unknown parameter still has its body checked.
    const post = await server.api("POST", "/v1/deposits?foo=1", {});
    assert.equal(post.status, 422);
    assert.deepEqual(post.body.error.details.map((d: { field: string }) => d.field), ["foo", "amount", "customer", "reference"]);
    // Only unknown parameters: the rest of the request passed, the parameters alone are the answer.
    assert.deepEqual(await details("/v1/deposits?limit=5&foo=1"), [{ field: "foo", error: "Parâmetro desconhecido." }]);
    assert.equal((await server.api("GET", "/v1/deposits?limit=5&&page=1")).status, 200, "an empty pair between two is nothing");
    // A query parameter named like a path or body field: the field's own problem is its one item.
    assert.deepEqual((await server.api("GET", "/v1/deposits/abc?id=1")).body.error.details, [{ field: "id", error: "Deve ser um ULID válido." }]);
    // Problems found after the validator (an inexact amount, a missing body) are named with them.
    const inexact = await server.api("POST", "/v1/deposits?foo=1", `{"amount": 10.0000000000000001, "customer": ${JSON.stringify(CUSTOMER)}, "reference": "${ref()}"}`);
    assert.deepEqual(inexact.body.error.details.map((d: { field: string }) => d.field), ["foo", "amount"]);
    const noBody = await fetch(`${server.url}/v1/deposits?foo=1`, { method: "POST", headers: { "x-api-key": server.apiKey, "x-api-secret": server.apiSecret } });
    assert.deepEqual((await noBody.json()).error.details, [{ field: "foo", error: "Parâmetro desconhecido." }, { field: "body", error: "Campo obrigatório." }]);
    // Credentials are judged first: 400 and 401 win over the query.
    const noKey = await fetch(`${server.url}/v1/deposits?foo=1&limit`, { headers: { "x-api-secret": server.apiSecret } });
    assert.equal((await noKey.json()).error.code, "MISSING_API_KEY");
    const wrong = await fetch(`${server.url}/v1/deposits?foo=1&limit`, { headers: { "x-api-key": server.apiKey, "x-api-secret": "sk_wrong_secret_00000000000" } });
    assert.equal(wrong.status, 401);
  });

  test("an empty body is one missing body, however it is sent", async () => {
    const headers = { "x-api-key": server.apiKey, "x-api-secret": server.apiSecret };
    const empty = async (init: RequestInit) => {
      const r = await fetch(`${server.url}/v1/deposits`, { method: "POST", ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
      return { status: r.status, details: (await r.json()).error?.details };
    };
    const missing = { status: 422, details: [{ field: "body", error: "Campo obrigatório." }] };
    assert.deepEqual(await empty({}), missing, "no body, no Content-Type");
    assert.deepEqual(await empty({ headers: { "content-type": "application/json" } }), missing, "Content-Length: 0 with application/json");
    // A chunked body of no bytes, with application/json.
    const chunked = new ReadableStream({ start: (controller) => controller.close() });
    assert.deepEqual(await empty({ body: chunked, headers: { "content-type": "application/json" }, duplex: "half" } as RequestInit), missing, "chunked, empty");
  });

  test("each field gets one details item, the one that says most about its value", async () => {
    const deposit = await server.api("POST", "/v1/deposits", { amount: 10, reference: "", expiresIn: 59.5, customer: { ...CUSTOMER, phone: "abc" } });
    assert.deepEqual(deposit.body.error.details, [
      { field: "customer.phone", error: "Deve ser um telefone: dígitos, com + ( ) . - e espaços opcionais." },
      { field: "reference", error: "Deve ter no mínimo 1 caractere." },
      { field: "expiresIn", error: "Deve ser do tipo número inteiro." },
    ]);
    assert.deepEqual((await server.api("GET", "/v1/deposits?limit=99999999999999999999")).body.error.details, [{ field: "limit", error: "Deve ser no máximo 100." }]);
    assert.deepEqual((await server.api("GET", "/v1/deposits?page=99999999999")).body.error.details, [{ field: "page", error: "Deve ser no máximo 2147483647." }]);
    assert.deepEqual((await server.api("GET", "/v1/deposits?page=-3")).body.error.details, [{ field: "page", error: "Deve ser no mínimo 1." }]);
    assert.deepEqual((await server.api("POST", "/v1/webhooks", { url: "https://h.example.com/x", events: ["NOPE", 1] })).body.error.details.map((d: { field: string }) => d.field), ["events[0]", "events[1]"]);
  });

  test("an integer query parameter is read only from decimal digits", async () => {
    // Number() read each of these as an integer: 0x10 as 16, 1e1 as 10, " 2" and "+2" as 2 (a `+`
    // in a query is a space: %2B is the plus sign).
    const digitsOnly = [{ field: "page", error: "Deve ser um número inteiro, escrito só com dígitos." }];
    for (const page of ["0x10", "1e1", "%202", "%2B2", "2.0", "0b1", "Infinity"]) {
      const r = await server.api("GET", `/v1/deposits?page=${page}`);
      assert.equal(r.status, 422, page);
      assert.deepEqual(r.body.error.details, digitsOnly, page);
    }
    const wallets = await server.api("GET", "/v1/wallets?limit=1e1&page=02");
    assert.deepEqual(wallets.body.error.details, [{ field: "limit", error: "Deve ser um número inteiro, escrito só com dígitos." }]);
    const page = await server.api("GET", "/v1/deposits?page=02&limit=007");
    assert.equal(page.status, 200);
    assert.deepEqual([page.body.data.page, page.body.data.limit], [2, 7]);
  });

  test("every answer is JSON, successes included", async () => {
    const r = await raw("/v1/company", { headers: { "x-api-key": server.apiKey, "x-api-secret": server.apiSecret } });
    assert.match(r.type, /^application\/json/);
    assert.equal(r.body.success, true);
  });

  test("the OpenAPI document is served as JSON and YAML", async () => {
    const json = await fetch(`${server.url}/openapi.json`);
    assert.equal((await json.json()).openapi, "3.1.0");
    const yaml = await fetch(`${server.url}/openapi.yaml`);
    assert.match(await yaml.text(), /openapi: 3\.1\.0/);
  });

  test("with the sandbox off, the published document leaves out the sandbox's operations, tag and components", async () => {
    const generated = readFileSync(new URL("../../generated/openapi.json", import.meta.url), "utf8");
    const full = JSON.parse(generated);
    const served = await (await fetch(`${server.url}/openapi.json`)).json();
    assert.deepEqual({ ...served, servers: full.servers }, full, "sandbox on: the generated document, but for its server");
    // A served document names the server that serves it (relative to the document's address), not
    // the generated file's http://127.0.0.1:3000: this test server listens on another port.
    assert.deepEqual(served.servers.map((s: { url: string }) => s.url), ["/"]);
    assert.match(served.servers[0].description, /sandbox on/);
    const prod = await startTestServer({ PAYMENTS_SANDBOX: "false" });
    try {
      const doc = await (await fetch(`${prod.url}/openapi.json`)).json();
      assert.deepEqual(doc.servers.map((s: { url: string }) => s.url), ["/"]);
      assert.match(doc.servers[0].description, /sandbox off/);
      const kept = Object.keys(full.paths).filter((path) => !path.startsWith("/v1/sandbox/"));
      assert.ok(kept.length < Object.keys(full.paths).length);
      assert.deepEqual(Object.keys(doc.paths), kept);
      assert.deepEqual(doc.tags.map((t: { name: string }) => t.name), full.tags.map((t: { name: string }) => t.name).filter((name: string) => name !== "Sandbox"));
      assert.equal(doc.components.schemas.SandboxCreateCompanyRequest, undefined, "a sandbox request body goes");
      assert.ok(doc.components.schemas.Deposit && doc.components.schemas.ErrorCode, "what the API uses stays");
      const refs = JSON.stringify(doc).match(/"#\/components\/[^"]+"/g) ?? [];
      for (const ref of new Set(refs)) {
        const [, , kind, name] = JSON.parse(ref).split("/");
        assert.ok(doc.components[kind]?.[name], `${ref} resolves`);
      }
      assert.deepEqual(YAML.parse(await (await fetch(`${prod.url}/openapi.yaml`)).text()), doc, "the YAML says the same");
      // The docs page renders its own embedded copy: the same operations.
      const page = await (await fetch(`${prod.url}/docs`)).text();
      const embedded = JSON.parse(/<script id="openapi-document" type="application\/json">([^<]*)<\/script>/.exec(page)![1]);
      assert.deepEqual(Object.keys(embedded.paths), kept);
      assert.equal(embedded.components.schemas.SandboxCreateCompanyRequest, undefined);
      assert.deepEqual(embedded.servers, doc.servers);
      const fullPage = await (await fetch(`${server.url}/docs`)).text();
      const fullEmbedded = JSON.parse(/<script id="openapi-document" type="application\/json">([^<]*)<\/script>/.exec(fullPage)![1]);
      assert.deepEqual(fullEmbedded.servers, served.servers, "sandbox on: the page names this server too");
    } finally {
      await prod.close();
    }
  });

  test("the docs page has one address: /docs/ redirects to /docs, where its relative download links resolve", async () => {
    const docs = await fetch(`${server.url}/docs`);
    assert.equal(docs.status, 200);
    assert.match(await docs.text(), /"url":"openapi\.json"|url: ?"openapi\.json"|openapi\.json/);
    const slash = await fetch(`${server.url}/docs/`, { redirect: "manual" });
    assert.equal(slash.status, 301);
    assert.equal(slash.headers.get("location"), "/docs");
  });

  test("a withdrawal body with both or neither variant is a precise VALIDATION_ERROR", async () => {
    const both = await server.api("POST", "/v1/withdrawals", { amount: 10, pixKey: "a@b.com", network: "TRX", address: "TLGL9VjeAcWQeWm6336Qc2nvuUSW5EPoov", customer: CUSTOMER, reference: ref() });
    assert.equal(both.status, 422);
    assert.equal(both.body.error.details[0].field, "pixKey");
    // Where the USDT half alone is invalid (an address of no network, a network with no address, an
    // address alone), the Pix variant matches by itself: still refused, nothing booked.
    const funded = await server.newCompany();
    assert.equal((await server.api("POST", "/v1/sandbox/balance", { amount: 100, currency: "brl" }, { as: funded })).status, 200);
    for (const usdtHalf of [{ network: "TRX", address: "TXYZ" }, { network: "TRX" }, { address: "TLGL9VjeAcWQeWm6336Qc2nvuUSW5EPoov" }]) {
      const mixed = await server.api("POST", "/v1/withdrawals", { amount: 5, pixKey: "52998224725", ...usdtHalf, customer: CUSTOMER, reference: ref() }, { as: funded });
      assert.equal(mixed.status, 422, `${JSON.stringify(usdtHalf)}: ${JSON.stringify(mixed.body)}`);
      assert.deepEqual(mixed.body.error.details, [{ field: "pixKey", error: "Informe pixKey (saque Pix) ou network e address (saque USDT), não ambos." }]);
    }
    // An empty pixKey beside a valid USDT half (the USDT variant alone matches) is named once, not
    // also as an invalid key in a second item for the same field (REFX audit).
    const emptyKey = await server.api("POST", "/v1/withdrawals", { amount: 5, pixKey: "", network: "TRX", address: "TLGL9VjeAcWQeWm6336Qc2nvuUSW5EPoov", customer: CUSTOMER, reference: ref() }, { as: funded });
    assert.deepEqual(emptyKey.body.error?.details, [{ field: "pixKey", error: "Informe pixKey (saque Pix) ou network e address (saque USDT), não ambos." }]);
    const untouched = (await server.api("GET", "/v1/company/balance", undefined, { as: funded })).body.data.balances.brl;
    assert.deepEqual(untouched, { total: 100, available: 100, blocked: 0 });
    // Neither variant: the fields both variants miss are named in the same answer.
    const tooMuch = await server.api("POST", "/v1/withdrawals", { amount: 2_000_000_000, reference: "a b" });
    assert.ok(tooMuch.body.error.details.some((d: { field: string }) => d.field === "amount"), "over both variants' maxima, so named though their messages differ");
    const neither = await server.api("POST", "/v1/withdrawals", { amount: 10 });
    assert.deepEqual(neither.body.error.details, [
      { field: "pixKey", error: "Informe pixKey para um saque Pix, ou network e address para um saque USDT." },
      { field: "customer", error: "Campo obrigatório." },
      { field: "reference", error: "Campo obrigatório." },
    ]);
    const pixMissingEmail = await server.api("POST", "/v1/withdrawals", { amount: 10, pixKey: "a@b.com", customer: { name: "Ana Souza", phone: "11987654321", document: "52998224725" }, reference: ref() });
    assert.equal(pixMissingEmail.status, 422);
    assert.deepEqual(pixMissingEmail.body.error.details, [{ field: "customer.email", error: "Campo obrigatório." }]);
  });
});
