/**
 * The contract covers the reference and DESIGN.md: every operation (method and path) and every
 * error code they name is in the OpenAPI, and every operation has a success example and an
 * example for each error it can return.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadCases, loadOpenApi, type JsonObject } from "../helpers/contract.ts";

const doc = loadOpenApi();
const cases = loadCases();

/** Operations named by ../shared/reference/payments-api.md, parts 4 and 4.7. */
const REFERENCE_OPERATIONS = [
  "POST /v1/deposits",
  "GET /v1/deposits",
  "POST /v1/withdrawals",
  "GET /v1/withdrawals/{id}",
  "GET /v1/withdrawals/{id}/payload",
  "POST /v1/conversions",
  "GET /v1/conversions/{id}",
  "GET /v1/company",
  "GET /v1/company/balance",
  "POST /v1/wallets",
  "POST /v1/wallets/{id}/verification/resend",
  "GET /v1/wallets",
  "GET /v1/wallets/{id}",
  "GET /v1/wallets/{id}/balance",
  "PATCH /v1/wallets/{id}",
  "DELETE /v1/wallets/{id}",
];

/** Operations decided by ../shared/DESIGN.md ("Gaps the reference leaves, decided" and "Sandbox surface"). */
const DESIGN_OPERATIONS = [
  "GET /v1/deposits/{id}",
  "GET /v1/withdrawals",
  "GET /v1/conversions",
  "GET /v1/transactions",
  "GET /v1/chargebacks",
  "GET /v1/infractions",
  "GET /v1/infractions/{id}",
  "POST /v1/infractions/{id}/evidences",
  "POST /v1/infractions/{id}/contest",
  "POST /v1/infractions/{id}/accept",
  "POST /v1/crypto-deposits",
  "GET /v1/crypto-deposits/{id}",
  "POST /v1/webhooks",
  "GET /v1/webhooks",
  "GET /v1/webhooks/{id}",
  "PATCH /v1/webhooks/{id}",
  "DELETE /v1/webhooks/{id}",
  "GET /v1/webhooks/{id}/deliveries",
  "POST /v1/sandbox/companies",
  "PATCH /v1/sandbox/company",
  "POST /v1/sandbox/balance",
  "POST /v1/sandbox/deposits/{id}/pay",
  "POST /v1/sandbox/deposits/{id}/expire",
  "POST /v1/sandbox/conversions/{id}/pay",
  "POST /v1/sandbox/withdrawals/{id}/approve",
  "POST /v1/sandbox/withdrawals/{id}/reject",
  "POST /v1/sandbox/pix-keys",
  "POST /v1/sandbox/wallets/{id}/verification",
  "POST /v1/sandbox/infractions",
];

/** Error codes of reference part 7 and of the DESIGN.md status table, with their HTTP status. */
const ERROR_CODES: Record<string, number> = {
  VALIDATION_ERROR: 422,
  PAYLOAD_NOT_FOUND: 404,
  SPLIT_SELF_REFERENCE: 422,
  SPLIT_EXCEEDS_DEPOSIT: 422,
  WALLET_KYC_NOT_APPROVED: 403,
  WALLET_KYC_REJECTED_TERMINAL: 403,
  WALLET_HAS_BALANCE: 409,
  MISSING_API_KEY: 400,
  MISSING_API_SECRET: 400,
  UNAUTHORIZED: 401,
  IP_NOT_ALLOWED: 403,
  NOT_FOUND: 404,
  DUPLICATE_REFERENCE: 409,
  WALLETS_NOT_ENABLED: 403,
  WALLET_NOT_FOUND: 404,
  WALLET_DISABLED: 403,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
};

/** Webhook events of reference part 6 and DESIGN.md. */
const EVENTS = ["WITHDRAW_PROCESSING", "WITHDRAW_PAID", "WITHDRAW_FAILED", "WITHDRAW_CANCELED", "DEPOSIT_PAID", "DEPOSIT_EXPIRED", "DEPOSIT_REFUNDED"];

const paths = doc.paths as Record<string, Record<string, JsonObject>>;
const schemas = (doc.components as JsonObject).schemas as Record<string, JsonObject>;
const operations = Object.entries(paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, method, path, op })),
);

test("every operation of the reference and of DESIGN.md is in the OpenAPI", () => {
  const present = new Set(operations.map((o) => o.key));
  const missing = [...REFERENCE_OPERATIONS, ...DESIGN_OPERATIONS].filter((k) => !present.has(k));
  assert.deepEqual(missing, []);
});

test("designed operations are marked x-designed and documented 'Designed:'; the reference's are not", () => {
  for (const o of operations) {
    const designed = o.op["x-designed"] === true;
    const inReference = REFERENCE_OPERATIONS.includes(o.key);
    assert.equal(designed, !inReference, `${o.key} x-designed=${designed}`);
    if (designed) assert.match(`${o.op.description ?? ""}`, /^Designed:/, `${o.key} doc starts with Designed:`);
  }
});

/**
 * DESIGN.md: a designed extension carries both marks, a description starting `Designed:` and
 * `x-designed: true`, so a reader (or a tool) finding one finds the other. A parameter's or a
 * header's schema carries the mark under a description its parameter or header holds.
 */
test("every x-designed mark has a description starting 'Designed:', and every such description the mark", () => {
  const unexplained: string[] = [];
  const unmarked: string[] = [];
  const walk = (node: unknown, path: string, parent: JsonObject | undefined): void => {
    if (node === null || typeof node !== "object") return;
    const o = node as JsonObject;
    const description = typeof o.description === "string" ? o.description : "";
    if (o["x-designed"] === true) {
      const explained = description.startsWith("Designed:") || (description === "" && String(parent?.description ?? "").startsWith("Designed:"));
      if (!explained) unexplained.push(path);
    } else if (description.startsWith("Designed")) {
      unmarked.push(path);
    }
    for (const [key, value] of Object.entries(o)) walk(value, `${path}/${key}`, o);
  };
  walk(doc, "", undefined);
  assert.deepEqual(unexplained, [], "x-designed without a description starting 'Designed:'");
  assert.deepEqual(unmarked, [], "a description starting 'Designed' without x-designed");
});

test("every error code of the reference and of DESIGN.md is in the OpenAPI with its status", () => {
  const codesByStatus = new Map<number, Set<string>>();
  for (const o of operations) {
    for (const [status, response] of Object.entries(o.op.responses as JsonObject)) {
      const ref = (((response as JsonObject).content as JsonObject)?.["application/json"] as JsonObject)?.schema as JsonObject;
      const schema = ref && typeof ref.$ref === "string" ? schemas[ref.$ref.split("/").pop()!] : undefined;
      const errorProp = (schema?.properties as JsonObject)?.error as JsonObject | undefined;
      const errorRef = (errorProp?.$ref ?? (errorProp?.allOf as JsonObject[] | undefined)?.[0]?.$ref) as string | undefined;
      if (!errorRef) continue;
      const detail = schemas[errorRef.split("/").pop()!];
      const code = (detail.properties as JsonObject).code as JsonObject;
      const codeRef = (code.$ref ?? (code.allOf as JsonObject[])[0].$ref) as string;
      const codes = schemas[codeRef.split("/").pop()!].enum as string[];
      const set = codesByStatus.get(Number(status)) ?? new Set();
      codes.forEach((c) => set.add(c));
      codesByStatus.set(Number(status), set);
    }
  }
  for (const [code, status] of Object.entries(ERROR_CODES)) {
    assert.ok(codesByStatus.get(status)?.has(code), `${code} is not a code of HTTP ${status} in any operation`);
    assert.ok(cases.some((c) => c.errorCode === code && c.response.status === status), `no example shows ${code}`);
  }
  // x-http-status, which the server and the runner read, gives every code one status: DESIGN.md's,
  // and the one every operation answers it with.
  const statusOf = schemas.ErrorCode["x-http-status"] as Record<string, number>;
  assert.deepEqual(Object.keys(statusOf).sort(), [...(schemas.ErrorCode.enum as string[])].sort());
  for (const [code, status] of Object.entries(ERROR_CODES)) assert.equal(statusOf[code], status, code);
  for (const [status, codes] of codesByStatus) for (const code of codes) assert.equal(statusOf[code], status, `${code} is answered with HTTP ${status}`);
  assert.deepEqual([statusOf.MALFORMED_REQUEST, statusOf.METHOD_NOT_ALLOWED, statusOf.REQUEST_TIMEOUT], [400, 405, 408]);
});

test("every webhook event of the reference and DESIGN.md is in the webhooks section", () => {
  const webhooks = doc.webhooks as JsonObject;
  for (const event of EVENTS) assert.ok(webhooks[event], event);
  for (const [type, item] of Object.entries(webhooks)) {
    const schemaRef = ((((item as JsonObject).post as JsonObject).requestBody as JsonObject).content as JsonObject)["application/json"] as JsonObject;
    const name = ((schemaRef.schema as JsonObject).$ref as string).split("/").pop()!;
    const props = schemas[name].properties as JsonObject;
    assert.deepEqual((props.type as JsonObject).enum, [type], `${type} payload type`);
  }
});

test("X-Api-Wallet is an optional header of the wallet-scoped operations", () => {
  const walletScoped = ["createDeposit", "getDeposit", "listDeposits", "createWithdrawal", "getWithdrawal", "listWithdrawals", "listTransactions", "listChargebacks", "createConversion", "listInfractions", "sandboxCreditBalance"];
  const wallet = (doc.components as JsonObject).parameters as JsonObject;
  assert.equal((wallet.WalletScope as JsonObject).name, "X-Api-Wallet");
  assert.equal((wallet.WalletScope as JsonObject).required, false);
  for (const o of operations) {
    const params = (o.op.parameters ?? []) as JsonObject[];
    const has = params.some((p) => p.$ref === "#/components/parameters/WalletScope");
    if (walletScoped.includes(String(o.op.operationId))) assert.ok(has, `${o.op.operationId} takes X-Api-Wallet`);
  }
});

test("both credentials are required together on every operation", () => {
  assert.deepEqual(doc.security, [{ ApiKeyHeader: [], ApiSecretHeader: [] }]);
  const schemes = (doc.components as JsonObject).securitySchemes as JsonObject;
  assert.deepEqual(schemes.ApiKeyHeader, { ...(schemes.ApiKeyHeader as JsonObject), type: "apiKey", in: "header", name: "X-Api-Key" });
  assert.deepEqual(schemes.ApiSecretHeader, { ...(schemes.ApiSecretHeader as JsonObject), type: "apiKey", in: "header", name: "X-Api-Secret" });
  for (const o of operations) assert.equal(o.op.security, undefined, `${o.key} keeps the global security`);
});

test("POST /v1/withdrawals takes a oneOf of both variants and answers a union discriminated by method", () => {
  const op = paths["/v1/withdrawals"].post;
  const body = (((op.requestBody as JsonObject).content as JsonObject)["application/json"] as JsonObject).schema as JsonObject;
  const request = schemas[(body.$ref as string).split("/").pop()!];
  assert.deepEqual((request.oneOf as JsonObject[]).map((s) => s.$ref), ["#/components/schemas/PixWithdrawalRequest", "#/components/schemas/UsdtWithdrawalRequest"]);
  assert.ok((schemas.PixWithdrawalRequest.required as string[]).includes("pixKey"));
  assert.ok(["network", "address"].every((f) => (schemas.UsdtWithdrawalRequest.required as string[]).includes(f)));
  assert.deepEqual((schemas.Withdrawal.discriminator as JsonObject).propertyName, "method");
});

test("every operation has a success example and an example for each error it can return", () => {
  const failures: string[] = [];
  for (const o of operations) {
    const id = String(o.op.operationId);
    const mine = cases.filter((c) => c.operationId === id);
    const codes = new Set(mine.map((c) => c.errorCode).filter(Boolean));
    if (!mine.some((c) => c.response.status < 300 && c.request)) failures.push(`${id}: no success example with its request`);
    for (const status of Object.keys(o.op.responses as JsonObject)) {
      if (!mine.some((c) => String(c.response.status) === status)) failures.push(`${id}: no example for HTTP ${status}`);
    }
    const params = ((o.op.parameters ?? []) as JsonObject[]).map((p) => String(p.$ref ?? p.name));
    const expected = ["MISSING_API_KEY", "MISSING_API_SECRET", "UNAUTHORIZED", "IP_NOT_ALLOWED", "VALIDATION_ERROR", "RATE_LIMITED", "INTERNAL_ERROR"];
    if (o.op.requestBody) expected.push("INVALID_JSON", "UNSUPPORTED_MEDIA_TYPE", "REQUEST_TOO_LARGE");
    if (params.includes("#/components/parameters/WalletScope")) expected.push("WALLETS_NOT_ENABLED", "WALLET_NOT_FOUND", "WALLET_DISABLED", "WALLET_KYC_NOT_APPROVED", "WALLET_KYC_REJECTED_TERMINAL");
    if (o.path.startsWith("/v1/wallets")) expected.push("WALLETS_NOT_ENABLED");
    if (o.path.includes("{id}")) expected.push(o.path.endsWith("/payload") ? "PAYLOAD_NOT_FOUND" : "NOT_FOUND");
    for (const code of expected) if (!codes.has(code)) failures.push(`${id}: no example of ${code}`);
  }
  assert.deepEqual(failures, []);
});

test("every example has a title, unique within its operation", () => {
  for (const c of cases) assert.ok(c.title.length > 0, c.id);
  assert.equal(new Set(cases.map((c) => c.id)).size, cases.length);
});

test("every schema, property, parameter and operation is documented (the published docs)", () => {
  const missing: string[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    if (!schema.description) missing.push(name);
    for (const [prop, propSchema] of Object.entries((schema.properties ?? {}) as Record<string, JsonObject>)) {
      if (!propSchema.description) missing.push(`${name}.${prop}`);
    }
  }
  for (const [name, param] of Object.entries(((doc.components as JsonObject).parameters ?? {}) as Record<string, JsonObject>)) {
    if (!param.description) missing.push(`parameter ${name}`);
  }
  for (const o of operations) {
    if (!o.op.summary || !o.op.description) missing.push(`${o.key} summary/description`);
    for (const p of (o.op.parameters ?? []) as JsonObject[]) if (!p.$ref && !p.description) missing.push(`${o.key} parameter ${p.name}`);
  }
  assert.deepEqual(missing, []);
});

test("no anonymous object or enum schemas: generators name every type from the spec", () => {
  const anonymous: string[] = [];
  const visit = (node: unknown, where: string, isRoot: boolean) => {
    if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${where}[${i}]`, false));
    if (!node || typeof node !== "object") return;
    const schema = node as JsonObject;
    if (!isRoot && (schema.properties || (Array.isArray(schema.enum) && schema.enum.length > 1))) anonymous.push(where);
    for (const [key, value] of Object.entries(schema)) {
      if (key === "examples" || key === "example") continue;
      visit(value, `${where}/${key}`, false);
    }
  };
  for (const [name, schema] of Object.entries(schemas)) visit(schema, name, true);
  for (const o of operations) {
    const body = (((o.op.requestBody as JsonObject | undefined)?.content as JsonObject | undefined)?.["application/json"] as JsonObject | undefined)?.schema;
    if (body) visit(body, `${o.key} request`, false);
    for (const [status, response] of Object.entries(o.op.responses as JsonObject)) {
      const schema = (((response as JsonObject).content as JsonObject | undefined)?.["application/json"] as JsonObject | undefined)?.schema;
      if (schema) visit(schema, `${o.key} ${status}`, false);
    }
  }
  assert.deepEqual(anonymous, []);
});

test("every pattern is anchored at both ends (DESIGN.md), in schemas, parameters and the webhooks section", () => {
  const loose: string[] = [];
  const visit = (node: unknown, where: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${where}[${i}]`));
    if (!node || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "examples" || key === "example") continue;
      // An unescaped `$` ends the pattern: `\$` would be a literal dollar sign.
      if (key === "pattern" && typeof value === "string" && !(value.startsWith("^") && /(^|[^\\])(\\\\)*\$$/.test(value))) loose.push(`${where}: ${value}`);
      else visit(value, `${where}/${key}`);
    }
  };
  visit(doc, "#");
  assert.deepEqual(loose, []);
});

test("request bodies are closed: every object a body takes names its members (additionalProperties false), except free-form records", () => {
  const open: string[] = [];
  const seen = new Set<string>();
  const visit = (node: unknown, where: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${where}[${i}]`));
    if (!node || typeof node !== "object") return;
    const schema = node as JsonObject;
    if (typeof schema.$ref === "string") {
      const name = schema.$ref.split("/").pop()!;
      if (!seen.has(name)) (seen.add(name), visit(schemas[name], name));
    }
    if (schema.properties && schema.additionalProperties !== false) open.push(where);
    for (const [key, value] of Object.entries(schema)) if (key !== "examples" && key !== "example") visit(value, `${where}/${key}`);
  };
  for (const o of operations) {
    const body = (((o.op.requestBody as JsonObject | undefined)?.content as JsonObject | undefined)?.["application/json"] as JsonObject | undefined)?.schema;
    if (body) visit(body, `${o.key} request`);
  }
  assert.ok(seen.has("CreateDepositRequest") && seen.has("PixWithdrawalRequest") && seen.has("SplitLine"), [...seen].join(" "));
  assert.deepEqual(open, []);
  assert.ok((schemas.Metadata as JsonObject).additionalProperties, "metadata takes any member names");
});
