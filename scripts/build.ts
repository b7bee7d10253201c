/**
 * `npm run build`: spec/ -> generated/. Compiles the TypeSpec contract (failing on any error or
 * linter warning) and writes, each marked generated:
 *   generated/openapi.json, generated/openapi.yaml  the OpenAPI 3.1 document
 *   generated/cases.json                            every example, request paired with response
 *   generated/openapi.ts                            openapi-typescript types
 *   generated/docs.html                             the API reference page (scripts/docs-page.ts)
 * Post-processing of the emitted OpenAPI is limited to what TypeSpec cannot say: examples in the
 * order the spec writes them (tags too), records as `additionalProperties`, request bodies closed to
 * members they do not name (`additionalProperties: false`), documented references as plain
 * `$ref` (not a one-item `allOf`), the OpenAPI 3.1 `webhooks` section
 * built from the WebhookEvent union (with each event's titled examples), the doc comments of enum
 * members in their enum's description, request examples invalid on purpose left to cases.json,
 * and the generated-file marker.
 */
import { mkdtemp, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  compile,
  formatDiagnostic,
  getDoc,
  getExamples,
  getOpExamples,
  NodeHost,
  resolveCompilerOptions,
  serializeValueAsJson,
  type ObjectValue,
  type Program,
  type Value,
} from "@typespec/compiler";
import { getAllHttpServices, type HttpOperation } from "@typespec/http";
import { getOperationId } from "@typespec/openapi";
import openapiTS, { astToString } from "openapi-typescript";
import { OpenApiSchemas } from "../conformance/src/openapi-schemas.ts";
import { openApiYaml, reachable } from "../server/http/published-document.ts";
import { docsPage } from "./docs-page.ts";

const root = resolve(fileURLToPath(import.meta.url), "../..");
const generatedDir = join(root, "generated");
export const GENERATED_NOTE = "Generated from spec/ by `npm run build`. Do not edit by hand.";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

async function compileSpec(outputDir: string): Promise<Program> {
  const entrypoint = join(root, "spec/main.tsp");
  const [options, configDiagnostics] = await resolveCompilerOptions(NodeHost, {
    entrypoint,
    cwd: root,
    configPath: join(root, "tspconfig.yaml"),
  });
  if (configDiagnostics.length > 0) throw new Error(configDiagnostics.map((d) => formatDiagnostic(d)).join("\n"));
  const program = await compile(NodeHost, entrypoint, {
    ...options,
    options: {
      ...options.options,
      "@typespec/openapi3": {
        ...options.options?.["@typespec/openapi3"],
        "emitter-output-dir": outputDir,
        "file-type": ["json"],
        "output-file": "openapi.json",
      },
    },
  });
  if (program.diagnostics.length > 0) {
    throw new Error(`TypeSpec reported ${program.diagnostics.length} diagnostic(s):\n${program.diagnostics.map((d) => formatDiagnostic(d)).join("\n")}`);
  }
  return program;
}

/** TypeSpec emits examples in decorator application order (bottom-up); put them back in written order. */
function examplesInWrittenOrder(node: Json): void {
  if (Array.isArray(node)) return node.forEach(examplesInWrittenOrder);
  if (node === null || typeof node !== "object") return;
  for (const [key, value] of Object.entries(node)) {
    if (key === "examples" && value && typeof value === "object" && !Array.isArray(value) && Object.values(value).every((v) => v && typeof v === "object" && "value" in (v as object))) {
      node[key] = Object.fromEntries(Object.entries(value).reverse());
    } else {
      examplesInWrittenOrder(value);
    }
  }
}

/**
 * TypeSpec writes a record (`Record<unknown>`) as `unevaluatedProperties: {}` in OpenAPI 3.1;
 * openapi-typescript and most client generators only read `additionalProperties` and would type it
 * as an empty object. Without composition keywords beside it the two mean the same, so say it the
 * way every tool understands.
 */
function recordsAsAdditionalProperties(node: Json): void {
  if (Array.isArray(node)) return node.forEach(recordsAsAdditionalProperties);
  if (node === null || typeof node !== "object") return;
  const u = node.unevaluatedProperties;
  if (u !== undefined && u !== false && node.additionalProperties === undefined && !node.allOf && !node.anyOf && !node.oneOf) {
    node.additionalProperties = u;
    delete node.unevaluatedProperties;
  }
  for (const value of Object.values(node)) recordsAsAdditionalProperties(value);
}

/**
 * TypeSpec wraps a documented reference as `allOf: [{$ref}]` (OpenAPI 3.0 forbade siblings of
 * `$ref`). OpenAPI 3.1 allows them, and generators read the wrapper as a new anonymous type:
 * openapi-typescript even drops the discriminator of a referenced union (a withdrawal became
 * `Omit<Withdrawal, "method">`). A lone `$ref` inside `allOf` becomes the `$ref` itself.
 */
function unwrapSingleRefAllOf(node: Json): void {
  if (Array.isArray(node)) return node.forEach(unwrapSingleRefAllOf);
  if (node === null || typeof node !== "object") return;
  const allOf = node.allOf;
  if (Array.isArray(allOf) && allOf.length === 1 && allOf[0] && typeof allOf[0] === "object" && !Array.isArray(allOf[0]) && Object.keys(allOf[0]).length === 1 && typeof allOf[0].$ref === "string") {
    node.$ref = allOf[0].$ref;
    delete node.allOf;
  }
  for (const value of Object.values(node)) unwrapSingleRefAllOf(value);
}

/** `additionalProperties: false` on every object node of a schema (not through `$ref`) that lists its properties and leaves the rest unsaid. */
function closeObjects(node: Json): void {
  if (Array.isArray(node)) return node.forEach(closeObjects);
  if (node === null || typeof node !== "object") return;
  if (node.properties && node.additionalProperties === undefined && node.unevaluatedProperties === undefined && !node.allOf && !node.anyOf && !node.oneOf) node.additionalProperties = false;
  for (const [key, value] of Object.entries(node)) if (key !== "examples" && key !== "example") closeObjects(value);
}

/**
 * Request bodies name every member they take (the conventions in spec/main.tsp): a member the
 * contract does not name is a VALIDATION_ERROR, as an unknown query parameter is, instead of being
 * dropped without a word (a withdrawal sent with `Strict: true` was made without the check, a
 * deposit sent with `split` without its split). Every validator, mock and generated client reads
 * it from here. Only the schemas no response uses are closed: answers may gain members, and a
 * client built today must keep reading them. Free-form records (metadata) stay open.
 */
function closeRequestBodies(doc: JsonObject): void {
  const requests: Json[] = [];
  const responses: Json[] = [];
  for (const item of Object.values(doc.paths as JsonObject)) {
    for (const op of Object.values(item as JsonObject)) {
      const o = op as JsonObject;
      if (o.requestBody) requests.push(o.requestBody);
      if (o.responses) responses.push(o.responses);
    }
  }
  const answered = reachable(doc, responses);
  const schemas = (doc.components as JsonObject).schemas as JsonObject;
  for (const ref of reachable(doc, requests)) {
    if (ref.startsWith("#/components/schemas/") && !answered.has(ref)) closeObjects(schemas[ref.slice("#/components/schemas/".length)] ?? null);
  }
  // A body written inline rather than as a named component (none today) is closed where it stands.
  for (const body of requests) {
    for (const media of Object.values(((body as JsonObject).content ?? {}) as JsonObject)) {
      const schema = (media as JsonObject).schema as JsonObject | undefined;
      if (schema && !schema.$ref) closeObjects(schema);
    }
  }
}

/** The doc comments of enum members, by the enum's name (its schema's name): `[value, doc]` pairs. */
type EnumMemberDocs = (schemaName: string) => [value: string, doc: string][];

function enumMemberDocs(program: Program): EnumMemberDocs {
  const enums = program.getGlobalNamespaceType().namespaces.get("PaymentsApi")?.enums;
  return (name) => {
    const members = enums?.get(name)?.members.values() ?? [];
    return [...members].flatMap((m) => {
      const doc = getDoc(program, m);
      return doc ? [[String(m.value ?? m.name), doc.replace(/\s+/g, " ").trim()] as [string, string]] : [];
    });
  };
}

/**
 * TypeSpec drops the doc comments of enum members (a JSON Schema enum has no place for them), so
 * what each error code, webhook event and ledger movement means, and which are designed, did not
 * reach the published document. They are written three ways, for three kinds of reader:
 * - a list after the enum's own description, for anyone reading the schema;
 * - `x-enum-descriptions` (one text per value, in order), from which openapi-generator writes a
 *   doc comment on each enum constant;
 * - `x-enumDescriptions` (value to text), which Redoc shows as a table wherever the enum is used.
 *   Not on the per-status error-code enums, which every operation's error answers use: the docs
 *   page lists the codes once, with their meaning (scripts/docs-page.ts).
 */
function describeEnumMembers(doc: JsonObject, docsOf: EnumMemberDocs): void {
  const schemas = (doc.components as JsonObject).schemas as JsonObject;
  const errorCodes = new Set(docsOf("ErrorCode").map(([value]) => value));
  for (const [name, schema] of Object.entries(schemas)) {
    const s = schema as JsonObject;
    if (!Array.isArray(s.enum)) continue;
    const docs = docsOf(name);
    if (docs.length === 0) continue;
    s.description = [s.description, docs.map(([value, text]) => `- \`${value}\`: ${text}`).join("\n")].filter((part) => typeof part === "string" && part !== "").join("\n\n");
    const byValue: Record<string, string> = Object.fromEntries(docs);
    s["x-enum-descriptions"] = s.enum.map((value) => byValue[String(value)] ?? "");
    const perStatusErrorCodes = name !== "ErrorCode" && s.enum.every((value) => errorCodes.has(String(value)));
    if (!perStatusErrorCodes) s["x-enumDescriptions"] = byValue;
  }
}

/** A model's `@example`s (title and JSON value), by the model's name, which is its schema's name. */
type ModelExamples = (schemaName: string) => { title: string; value: Json }[];

function modelExamples(program: Program): ModelExamples {
  const models = program.getGlobalNamespaceType().namespaces.get("PaymentsApi")?.models;
  return (name) => {
    const model = models?.get(name);
    return model ? getExamples(program, model).map((e) => ({ title: e.title ?? "", value: serializeValueAsJson(program, e.value, model) as Json })) : [];
  };
}

/**
 * The event's example bodies (spec/examples/events.tsp), with their titles, for the delivery's
 * media type, where docs pages and mocks look for a body. TypeSpec also writes them, untitled,
 * into the event's schema: that copy is removed.
 */
function mediaExamples(schema: JsonObject, type: string, examples: { title: string; value: Json }[]): JsonObject {
  const keys = examples.map((e) => slug(e.title));
  if (examples.length === 0 || keys.some((k) => k === "") || new Set(keys).size !== keys.length) {
    throw new Error(`each example of the webhook event ${type} needs a title of its own (spec/examples/events.tsp)`);
  }
  delete schema.examples;
  return { examples: Object.fromEntries(examples.map((e, i) => [keys[i]!, { summary: e.title, value: e.value }])) };
}

/** OpenAPI 3.1 `webhooks`: one entry per WebhookEvent variant, with the Standard Webhooks headers. */
function webhooksSection(doc: JsonObject, examplesOf: ModelExamples): JsonObject {
  const schemas = (doc.components as JsonObject).schemas as JsonObject;
  const union = schemas.WebhookEvent as JsonObject;
  const mapping = (union.discriminator as JsonObject).mapping as Record<string, string>;
  const header = (name: string, description: string, pattern: string): JsonObject => ({
    name,
    in: "header",
    required: true,
    description: `Designed: (Standard Webhooks) ${description}`,
    schema: { type: "string", pattern },
    "x-designed": true,
  });
  const webhooks: JsonObject = {};
  for (const [type, ref] of Object.entries(mapping)) {
    const schemaName = ref.split("/").pop()!;
    const schema = schemas[schemaName] as JsonObject;
    webhooks[type] = {
      post: {
        operationId: `webhook${schemaName}`,
        summary: type,
        description: `${schema.description ?? ""}\n\nPOSTed to every enabled endpoint subscribed to \`${type}\`, signed per Standard Webhooks. Answer any 2xx within 10 seconds; anything else is retried with back-off. Deliveries may repeat: de-duplicate by \`webhook-id\`.`,
        // A tag of its own: openapi-generator writes one file per tag, and under "Webhooks" these
        // entries overwrote the Java client's WebhooksApi (createWebhook and the rest were lost).
        tags: ["Webhook events"],
        security: [],
        parameters: [
          header("webhook-id", "The event id; the same on every retry.", "^[0-7][0-9A-HJKMNP-TV-Z]{25}$"),
          header("webhook-timestamp", "Unix time of this attempt, in seconds.", "^[0-9]+$"),
          header("webhook-signature", "`v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the endpoint secret (the bytes after `whsec_`, base64-decoded). Several space-separated signatures may appear.", "^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$"),
        ],
        requestBody: { required: true, content: { "application/json": { schema: { $ref: ref }, ...mediaExamples(schema, type, examplesOf(schemaName)) } } },
        responses: { "200": { description: "Any 2xx acknowledges the delivery." } },
        ...(schema["x-designed"] ? { "x-designed": true } : {}),
      },
    };
  }
  return webhooks;
}

/**
 * Takes out of the document the request examples that break their own schema. They are invalid on
 * purpose, each paired with the 422 its request gets, and cases.json keeps every pair for the
 * conformance runner; but published as request samples they fail linters' example checks
 * (Spectral's oas3-valid-media-example) and show in docs pages and mocks as bodies to send. Their
 * 422 answers stay in the document. Refuses to take out the request of an example whose answer is
 * not an error (`cases`): that would be a mistake in the spec, not a request invalid on purpose.
 */
function unpublishInvalidRequestExamples(doc: JsonObject, cases: readonly Case[]): void {
  // The contract's own validator, which the conformance runner and the contract tests use too.
  const schemas = new OpenApiSchemas(doc);
  for (const item of Object.values(doc.paths as JsonObject)) {
    for (const op of Object.values(item as JsonObject)) {
      const operationId = String((op as JsonObject).operationId);
      const media = ((op as JsonObject).requestBody as JsonObject | undefined)?.content as JsonObject | undefined;
      const json = media?.["application/json"] as JsonObject | undefined;
      const examples = json?.examples as JsonObject | undefined;
      if (!examples) continue;
      for (const [title, example] of Object.entries(examples)) {
        const problems = schemas.validateRequestBody(operationId, (example as JsonObject).value);
        if (problems.length === 0) continue;
        const pair = cases.find((c) => c.operationId === operationId && c.title === title);
        if (!pair || pair.response.status < 400) {
          throw new Error(`the request of "${title}" (${operationId}) breaks its schema (${problems.map((p) => `${p.at} ${p.message}`).join("; ")}), but its answer is not an error`);
        }
        delete examples[title];
      }
      if (Object.keys(examples).length === 0) delete json!.examples;
    }
  }
}

/**
 * DESIGN.md marks a designed extension twice: a description starting `Designed:` and
 * `x-designed: true`. TypeSpec puts an `@extension` of a response model on its schema, not on the
 * response object, so the designed answers (413, 415, 429, 500, the sandbox company's 201...)
 * get their mark here, from their description.
 */
function markDesignedResponses(doc: JsonObject): void {
  for (const item of Object.values(doc.paths as JsonObject)) {
    for (const op of Object.values(item as JsonObject)) {
      for (const response of Object.values(((op as JsonObject).responses ?? {}) as JsonObject)) {
        const r = response as JsonObject;
        if (typeof r.description === "string" && r.description.startsWith("Designed")) r["x-designed"] = true;
      }
    }
  }
}

function postProcess(doc: JsonObject, examplesOf: ModelExamples, enumDocsOf: EnumMemberDocs): JsonObject {
  examplesInWrittenOrder(doc);
  markDesignedResponses(doc);
  describeEnumMembers(doc, enumDocsOf);
  // @tagMetadata decorators apply bottom-up too: list the tags in the order main.tsp writes them.
  if (Array.isArray(doc.tags)) doc.tags = [...doc.tags].reverse();
  recordsAsAdditionalProperties(doc);
  unwrapSingleRefAllOf(doc);
  closeRequestBodies(doc);
  const { openapi, info, ...rest } = doc;
  return { openapi, "x-generated": GENERATED_NOTE, info, ...rest, webhooks: webhooksSection(doc, examplesOf) };
}

// ---- case file ----------------------------------------------------------------------------------

function valueAt(value: Value | undefined, path: readonly (string | number)[]): Value | undefined {
  let current: Value | undefined = value;
  for (const segment of path) {
    if (current?.valueKind !== "ObjectValue") return undefined;
    current = (current as ObjectValue).properties.get(String(segment))?.value;
  }
  return current;
}

interface CaseRequest {
  path: Record<string, Json>;
  query: Record<string, Json>;
  headers: Record<string, Json>;
  body?: Json;
}

interface Case {
  id: string;
  operationId: string;
  method: string;
  path: string;
  title: string;
  description?: string;
  /** The request of the example; null for shared examples that show only an answer (credentials, limits). */
  request: CaseRequest | null;
  response: { status: number; headers: Record<string, Json>; body: Json };
  /** `error.code` of the answer, for error examples. */
  errorCode?: string;
}

function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function responseOf(program: Program, op: HttpOperation, value: Value) {
  let fallback: { status: number; content: HttpOperation["responses"][number]["responses"][number] } | undefined;
  for (const response of op.responses) {
    for (const content of response.responses) {
      const statusProp = content.properties.find((p) => p.kind === "statusCode");
      const statusValue = statusProp ? valueAt(value, statusProp.path) : undefined;
      const status = statusValue?.valueKind === "NumericValue" ? statusValue.value.asNumber() : undefined;
      if (status !== undefined && status !== null && response.statusCodes === status) return { status, content };
      if (!statusProp && typeof response.statusCodes === "number") fallback ??= { status: response.statusCodes, content };
    }
  }
  if (!fallback) throw new Error(`${op.operation.name}: an example answer matches no declared response`);
  return fallback;
}

function extractCases(program: Program): Case[] {
  const [services] = getAllHttpServices(program);
  const cases: Case[] = [];
  for (const op of services[0].operations) {
    const operationId = getOperationId(program, op.operation) ?? op.operation.name;
    const examples = [...getOpExamples(program, op.operation)].reverse();
    for (const example of examples) {
      const title = example.title ?? "";
      let request: CaseRequest | null = null;
      if (example.parameters) {
        request = { path: {}, query: {}, headers: {} };
        for (const prop of op.parameters.properties) {
          const value = valueAt(example.parameters, prop.path);
          if (!value) continue;
          const json = serializeValueAsJson(program, value, prop.property.type) as Json;
          if (prop.kind === "path") request.path[prop.options.name] = json;
          else if (prop.kind === "query") request.query[prop.options.name] = json;
          else if (prop.kind === "header") request.headers[prop.options.name] = json;
          else if (prop.kind === "body" || prop.kind === "bodyRoot") request.body = json;
        }
      }
      // An example of a parameter the operation does not declare (an unknown query parameter)
      // cannot hold it in `parameters`: its description starts with the request line instead,
      // "GET /v1/company?expand=users: ..." (the query ends at ": "), and the case takes it from there.
      const requestLine = example.description?.match(/^([A-Z]+) (\/[^?\s]*)\?(\S+): /);
      if (requestLine) {
        if (requestLine[1] !== op.verb.toUpperCase() || requestLine[2] !== op.path || !request) {
          throw new Error(`${operationId} "${title}": the description's request line is not ${op.verb.toUpperCase()} ${op.path}`);
        }
        for (const [name, value] of new URLSearchParams(requestLine[3])) request.query[name] = value;
      }
      if (!example.returnType) throw new Error(`${operationId} "${title}": every example needs an answer`);
      const { status, content } = responseOf(program, op, example.returnType);
      const headers: Record<string, Json> = {};
      for (const prop of content.properties) {
        if (prop.kind !== "header") continue;
        const value = valueAt(example.returnType, prop.path);
        if (value) headers[prop.options.name] = serializeValueAsJson(program, value, prop.property.type) as Json;
      }
      const bodyProp = content.properties.find((p) => p.kind === "body" || p.kind === "bodyRoot");
      const bodyValue = bodyProp ? valueAt(example.returnType, bodyProp.path) : example.returnType;
      const body = serializeValueAsJson(program, bodyValue!, content.body!.type) as JsonObject;
      const error = body && typeof body === "object" && body.success === false ? (body.error as JsonObject) : undefined;
      cases.push({
        id: `${operationId}:${slug(title)}`,
        operationId,
        method: op.verb.toUpperCase(),
        path: op.path,
        title,
        ...(example.description ? { description: example.description } : {}),
        request,
        response: { status, headers, body },
        ...(error ? { errorCode: String(error.code) } : {}),
      });
    }
  }
  const ids = new Set<string>();
  for (const c of cases) {
    if (ids.has(c.id)) throw new Error(`two examples of ${c.operationId} share the title "${c.title}"`);
    ids.add(c.id);
  }
  return cases;
}

// ---- main -----------------------------------------------------------------------------------------

async function writeIfChanged(path: string, content: string): Promise<void> {
  const current = await readFile(path, "utf8").catch(() => undefined);
  if (current !== content) await writeFile(path, content);
}

/** Builds every generated file into `outDir` (generated/ unless a test asks for another folder). */
export async function build(outDir: string = generatedDir): Promise<void> {
  const outputDir = await mkdtemp(join(tmpdir(), "payments-spec-"));
  try {
    const program = await compileSpec(outputDir);
    const emitted = JSON.parse(await readFile(join(outputDir, "openapi.json"), "utf8")) as JsonObject;
    const doc = postProcess(emitted, modelExamples(program), enumMemberDocs(program));
    const cases = extractCases(program);
    unpublishInvalidRequestExamples(doc, cases);
    await mkdir(outDir, { recursive: true });
    await writeIfChanged(join(outDir, "openapi.json"), `${JSON.stringify(doc, null, 2)}\n`);
    await writeIfChanged(join(outDir, "openapi.yaml"), `# ${GENERATED_NOTE}\n${openApiYaml(doc)}`);
    await writeIfChanged(
      join(outDir, "cases.json"),
      `${JSON.stringify({ "$comment": `${GENERATED_NOTE} Every example of the contract, request paired with answer.`, openapi: "openapi.json", cases }, null, 2)}\n`,
    );
    // defaultNonNullable: false keeps request fields that have a default optional, as the spec says.
    // A copy: openapi-typescript writes into the document it is given (it appended "(enum property
    // replaced by openapi-typescript)" to 19 descriptions, which the docs page then showed).
    const types = astToString(await openapiTS(structuredClone(doc) as never, { exportType: true, defaultNonNullable: false }));
    await writeIfChanged(join(outDir, "openapi.ts"), `// ${GENERATED_NOTE}\n${types}`);
    await writeIfChanged(join(outDir, "docs.html"), docsPage(doc, GENERATED_NOTE));
    console.log(`generated/: ${Object.keys(doc.paths as object).length} paths, ${cases.length} cases`);
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  build().then(
    () => console.log(`build took ${((performance.now() - started) / 1000).toFixed(1)} s`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
