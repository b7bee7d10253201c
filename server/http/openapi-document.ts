/** The generated contract, loaded once: the object the validator and routes use, and the YAML text served as-is. */
import { readFileSync } from "node:fs";
import { generatedFile } from "../paths.ts";
import { patternsAsFormats } from "./pattern-formats.ts";

export interface OpenApiDocument {
  json: Record<string, unknown> & { paths: Record<string, Record<string, { operationId: string; parameters?: { $ref?: string; name?: string }[]; requestBody?: unknown; responses?: Record<string, { headers?: Record<string, unknown> }> }>> };
  /**
   * The same document without examples and webhooks: what validation needs. Examples are four
   * fifths of the document, and the validator walks all of it at start. The patterns of
   * PATTERN_FORMATS become their formats (same rule, faster check). Every reference kept.
   */
  bundled: Record<string, unknown>;
  /** `bundled` as express-openapi-validator gets it: references written out but the error bodies' (forTheValidator). */
  forValidation: Record<string, unknown>;
  jsonText: string;
  yamlText: string;
}

function forValidation(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forValidation);
  if (node === null || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "examples" || key === "example") continue;
    out[key] = forValidation(value);
  }
  patternsAsFormats(out);
  return out;
}

const SCHEMA_REF = "#/components/schemas/";
const PARAMETER_REF = "#/components/parameters/";

/**
 * The copy express-openapi-validator gets: every `$ref` written out as what it names (one shared
 * object wherever it is used), except the error bodies' (the schemas of the 4xx and 5xx answers),
 * which stay references to the only component schemas left. Why neither of the validator's modes:
 * - It compiles an operation's validators on that operation's first request, one schema per
 *   response status, each with the document's `paths` and `components` attached, and Ajv walks
 *   all of that first. Dereferenced whole (its "dereference" mode) that is about 58,000 nodes a
 *   compile, mostly the ten error bodies written out under every status of every operation: 230
 *   to 515 ms for an operation's first request.
 * - Bundled (every reference kept), its preprocessing asks Ajv for each referenced component at
 *   start, which compiles all of them: ready 250 to 430 ms later.
 * Here it walks about 17,000 nodes a compile and compiles only the ten error bodies at start:
 * nine operations' first requests 1.5 to 1.8 s in all (2.75 s dereferenced, 1.0 to 1.15 s
 * bundled), ready as dereferenced. Keeping the success bodies as references too gained nothing
 * (they are then written out in the components, which Ajv walks as well) and brought the
 * compiles at start back.
 * Parameters are always written out: the validator reads an operation's parameters without
 * following references (a shared `limit` would be an unknown parameter).
 */
function forTheValidator(doc: Record<string, unknown>): Record<string, unknown> {
  const components = (doc.components ?? {}) as { schemas?: Record<string, unknown>; parameters?: Record<string, unknown> };
  const schemas = components.schemas ?? {};
  const paths = doc.paths as Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> }>>;
  const kept = new Set<string>();
  for (const item of Object.values(paths)) {
    for (const op of Object.values(item)) {
      for (const [status, response] of Object.entries(op?.responses ?? {})) {
        if (Number(status) < 400) continue;
        for (const media of Object.values(response.content ?? {})) {
          const ref = media.schema?.$ref;
          if (ref?.startsWith(SCHEMA_REF)) kept.add(ref.slice(SCHEMA_REF.length));
        }
      }
    }
  }
  const written = new Map<string, object>();
  const named = (ref: string, prefix: string, table: Record<string, unknown>): unknown => {
    const name = ref.slice(prefix.length);
    if (!(name in table)) throw new Error(`the contract's reference ${ref} names nothing`);
    let out = written.get(ref);
    if (out === undefined) {
      // Set before its content is written, so a schema that refers to itself ends, as a cycle.
      out = {};
      written.set(ref, out);
      Object.assign(out, inline(table[name]));
    }
    return out;
  };
  const inline = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(inline);
    if (node === null || typeof node !== "object") return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === "string") {
      if (ref.startsWith(SCHEMA_REF)) return kept.has(ref.slice(SCHEMA_REF.length)) ? node : named(ref, SCHEMA_REF, schemas);
      if (ref.startsWith(PARAMETER_REF)) return named(ref, PARAMETER_REF, components.parameters ?? {});
      throw new Error(`the contract's reference ${ref} is not to a component schema or parameter`);
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) out[key] = inline(value);
    return out;
  };
  const { parameters: _parameters, schemas: _schemas, ...otherComponents } = components;
  return {
    ...doc,
    paths: inline(paths),
    components: { ...otherComponents, schemas: Object.fromEntries([...kept].sort().map((name) => [name, inline(schemas[name])])) },
  };
}

let cached: OpenApiDocument | undefined;

export function loadOpenApiDocument(): OpenApiDocument {
  if (!cached) {
    const jsonText = readFileSync(generatedFile("openapi.json"), "utf8");
    const json = JSON.parse(jsonText);
    const { webhooks: _webhooks, ...bundled } = forValidation(json) as Record<string, unknown>;
    cached = { json, bundled, forValidation: forTheValidator(bundled), jsonText, yamlText: readFileSync(generatedFile("openapi.yaml"), "utf8") };
  }
  return cached;
}

export const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;

export interface RouteInfo {
  operationId: string;
  method: (typeof HTTP_METHODS)[number];
  /** OpenAPI path template, `/v1/deposits/{id}`. */
  path: string;
  /** Express path, `/v1/deposits/:id`. */
  expressPath: string;
  /** The operation takes X-Api-Wallet. */
  walletScoped: boolean;
  /** The contract requires a request body (`requestBody.required`). */
  bodyRequired: boolean;
  /** The contract describes a request body, required or not. */
  takesBody: boolean;
  /** A creation whose 200 may be the replay of an earlier request (`Idempotent-Replayed`). */
  replayable: boolean;
}

export function routesOf(doc: OpenApiDocument): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const [path, item] of Object.entries(doc.json.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      routes.push({
        operationId: op.operationId,
        method,
        path,
        expressPath: path.replace(/\{(\w+)\}/g, ":$1"),
        walletScoped: (op.parameters ?? []).some((p) => p.$ref === "#/components/parameters/WalletScope" || p.name === "X-Api-Wallet"),
        // TypeSpec writes every request body inline (no components/requestBodies to follow).
        bodyRequired: (op.requestBody as { required?: boolean } | undefined)?.required === true,
        takesBody: op.requestBody !== undefined,
        replayable: op.responses?.["200"]?.headers?.["Idempotent-Replayed"] !== undefined,
      });
    }
  }
  return routes;
}
