/**
 * Every example of the contract against its schema, with unknown properties rejected (TypeSpec
 * checks the types of example values but not extra properties, patterns or formats).
 * Answers are always checked; requests only where the answer is a success, because the requests
 * of validation-error examples are invalid on purpose.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { OpenApiSchemas } from "../../conformance/src/openapi-schemas.ts";
import { loadCases, loadOpenApi, webhookExamples } from "../helpers/contract.ts";

const doc = loadOpenApi();
const schemas = new OpenApiSchemas(doc, { rejectUnknownProperties: true });
const cases = loadCases();

test("the case file holds examples", () => {
  assert.ok(cases.length > 300, `only ${cases.length} cases`);
});

test("every example answer validates against its response schema", () => {
  const failures: string[] = [];
  for (const c of cases) {
    const problems = schemas.validateResponse(c.operationId, c.response.status, c.response.body);
    for (const p of problems) failures.push(`${c.id} answer${p.at}: ${p.message}`);
  }
  assert.deepEqual(failures, []);
});

test("every successful example's request validates against the request schemas", () => {
  const failures: string[] = [];
  for (const c of cases) {
    if (c.response.status >= 300 || !c.request) continue;
    for (const p of schemas.validateRequestBody(c.operationId, c.request.body)) failures.push(`${c.id} body${p.at}: ${p.message}`);
    for (const [location, values] of [["path", c.request.path], ["query", c.request.query], ["header", c.request.headers]] as const) {
      for (const [name, value] of Object.entries(values)) {
        for (const p of schemas.validateParameter(c.operationId, location, name, value)) failures.push(`${c.id} ${location} ${name}: ${p.message}`);
      }
    }
  }
  assert.deepEqual(failures, []);
});

test("every webhook event has an example delivery, and it validates against the event's schema", () => {
  const examples = webhookExamples(doc);
  const failures: string[] = [];
  for (const type of Object.keys(doc.webhooks as object)) {
    if (!examples.some((e) => e.type === type)) failures.push(`${type}: no example`);
  }
  for (const e of examples) {
    if ((e.body as { type?: unknown }).type !== e.type) failures.push(`${e.type} "${e.title}": type ${(e.body as { type?: unknown }).type}`);
    for (const p of schemas.validateComponent(e.schemaName, e.body)) failures.push(`${e.type} "${e.title}"${p.at}: ${p.message}`);
  }
  assert.equal(examples.length >= 17, true, `${examples.length} examples`);
  assert.deepEqual(failures, []);
});

test("the document publishes the request of every example whose body is valid, and only those (the rest stay in cases.json)", () => {
  const lenient = new OpenApiSchemas(doc);
  const published = new Map<string, Record<string, { value: unknown }>>();
  for (const item of Object.values(doc.paths as Record<string, Record<string, { operationId?: string; requestBody?: { content?: Record<string, { examples?: Record<string, { value: unknown }> }> } }>>)) {
    for (const op of Object.values(item)) published.set(op.operationId!, op.requestBody?.content?.["application/json"]?.examples ?? {});
  }
  const wrong: string[] = [];
  const unpublished: string[] = [];
  for (const c of cases) {
    if (c.request?.body === undefined) continue;
    const valid = lenient.validateRequestBody(c.operationId, c.request.body).length === 0;
    const shown = published.get(c.operationId)?.[c.title];
    if (valid && !shown) wrong.push(`${c.id}: a valid request left out of the document`);
    if (!valid && shown) wrong.push(`${c.id}: an invalid request published`);
    if (shown && JSON.stringify(shown.value) !== JSON.stringify(c.request.body)) wrong.push(`${c.id}: published as another body`);
    if (!valid) {
      unpublished.push(c.id);
      if (c.response.status !== 422) wrong.push(`${c.id}: an invalid request answered ${c.response.status}`);
    }
  }
  assert.deepEqual(wrong, []);
  // Six examples send an invalid body on purpose (an empty name, a URL without scheme...).
  assert.equal(unpublished.length, 6, unpublished.join(", "));
});

test("the strict view rejects an unknown property (the check can fail)", () => {
  const deposit = cases.find((c) => c.id === "getDeposit:paid-deposit")!;
  const body = structuredClone(deposit.response.body) as { data: Record<string, unknown> };
  body.data.surprise = true;
  const problems = schemas.validateResponse("getDeposit", 200, body);
  assert.ok(problems.some((p) => p.message.includes("surprise")), JSON.stringify(problems));
});
