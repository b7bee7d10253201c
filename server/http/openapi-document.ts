/** The generated contract, loaded once: the object the validator and routes use, and the YAML text served as-is. */
import { readFileSync } from "node:fs";
import { generatedFile } from "../paths.ts";
import { patternsAsFormats } from "./pattern-formats.ts";

export interface OpenApiDocument {
  json: Record<string, unknown> & { paths: Record<string, Record<string, { operationId: string; parameters?: { $ref?: string; name?: string }[]; requestBody?: unknown; responses?: Record<string, { headers?: Record<string, unknown> }> }>> };
  /**
   * The same document without examples and webhooks: what validation needs. Examples are four
   * fifths of the document, and the validator dereferences and walks all of it at start. The
   * patterns of PATTERN_FORMATS become their formats (same rule, faster check).
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

let cached: OpenApiDocument | undefined;

export function loadOpenApiDocument(): OpenApiDocument {
  if (!cached) {
    const jsonText = readFileSync(generatedFile("openapi.json"), "utf8");
    const json = JSON.parse(jsonText);
    const { webhooks: _webhooks, ...rest } = forValidation(json) as Record<string, unknown>;
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
