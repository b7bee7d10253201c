/** The generated contract, loaded once: the object the validator and routes use, and the YAML text served as-is. */
import { readFileSync } from "node:fs";
import { generatedFile } from "../paths.ts";
import { patternsAsFormats } from "./pattern-formats.ts";

export interface OpenApiDocument {
  json: Record<string, unknown> & { paths: Record<string, Record<string, { operationId: string; parameters?: { $ref?: string; name?: string }[]; requestBody?: unknown; responses?: Record<string, { headers?: Record<string, unknown> }> }>> };
  /**
   * The same document without examples and webhooks: what validation needs. Examples are four
   * fifths of the document, and the validator walks all of it at start. The patterns of
   * PATTERN_FORMATS become their formats (same rule, faster check). Parameters are written in
   * place of their `$ref`s (inlineParameters), schemas stay references.
   */
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

/**
 * Writes each `#/components/parameters/...` reference of the operations as the parameter itself.
 * The validator reads an operation's parameters (their names, for the unknown-parameter check and
 * coercion) without following references, so in its "bundle" mode a shared `limit` would be an
 * unknown parameter; schemas stay references (see openapi-validator.ts for why that mode).
 */
function inlineParameters(doc: Record<string, unknown>): void {
  const shared = ((doc.components as { parameters?: Record<string, unknown> } | undefined)?.parameters ?? {});
  const resolve = (p: unknown): unknown => {
    const ref = (p as { $ref?: unknown })?.$ref;
    if (typeof ref !== "string") return p;
    const name = ref.startsWith("#/components/parameters/") ? ref.slice("#/components/parameters/".length) : undefined;
    if (name === undefined || !(name in shared)) throw new Error(`the contract's parameter reference ${ref} names no parameter`);
    return shared[name];
  };
  for (const item of Object.values(doc.paths as Record<string, Record<string, { parameters?: unknown[] }>>)) {
    for (const op of Object.values(item)) {
      if (op && typeof op === "object" && Array.isArray(op.parameters)) op.parameters = op.parameters.map(resolve);
    }
  }
}

let cached: OpenApiDocument | undefined;

export function loadOpenApiDocument(): OpenApiDocument {
  if (!cached) {
    const jsonText = readFileSync(generatedFile("openapi.json"), "utf8");
    const json = JSON.parse(jsonText);
    const { webhooks: _webhooks, ...rest } = forValidation(json) as Record<string, unknown>;
    inlineParameters(rest);
    cached = { json, forValidation: rest, jsonText, yamlText: readFileSync(generatedFile("openapi.yaml"), "utf8") };
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
