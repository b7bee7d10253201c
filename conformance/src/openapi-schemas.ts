/**
 * JSON Schema validation against an OpenAPI 3.1 document, read by the caller (never trusted from a
 * target). The whole document is registered as one schema resource so that every `$ref` resolves
 * in place; operations are found by method and path template.
 *
 * With `rejectUnknownProperties`, every object schema that declares its properties and says
 * nothing about others gets `unevaluatedProperties: false`: an extra field is then an error. The
 * OpenAPI itself stays open for additive changes; conformance and example checks use the strict view.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { statusOfCodes } from "./rules.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface SchemaProblem {
  /** JSON pointer into the validated value, `""` for the root. */
  at: string;
  message: string;
}

export interface OpenApiSchemasOptions {
  rejectUnknownProperties?: boolean;
}

const DOC_ID = "https://payments-api.local/openapi.json";

function escapePointer(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

function sealObjects(node: Json): void {
  if (Array.isArray(node)) return node.forEach(sealObjects);
  if (node === null || typeof node !== "object") return;
  if (
    node.type === "object" &&
    node.properties &&
    node.additionalProperties === undefined &&
    node.unevaluatedProperties === undefined
  ) {
    node.unevaluatedProperties = false;
  }
  for (const value of Object.values(node)) sealObjects(value);
}

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  operation: JsonObject;
}

export class OpenApiSchemas {
  readonly doc: JsonObject;
  /** Each error code's HTTP status, from the contract (rules.ts statusOfCodes). */
  readonly statusOfCode: Readonly<Record<string, number>>;
  private readonly ajv: Ajv2020;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(doc: JsonObject, options: OpenApiSchemasOptions = {}) {
    this.doc = structuredClone(doc);
    this.statusOfCode = statusOfCodes(this.doc);
    if (options.rejectUnknownProperties) sealObjects(this.doc);
    // inlineRefs: false compiles each referenced schema once instead of copying it into every
    // validator that uses it: the contract's schemas share a lot, and compiling is the slow part.
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, inlineRefs: false });
    addFormats.default(this.ajv);
    // `decimal` (OpenAPI format registry) marks the contract's money: any JSON number is one.
    this.ajv.addFormat("decimal", { type: "number", validate: () => true });
    this.ajv.addSchema({ ...this.doc, $id: DOC_ID });
  }

  /** Every operation of the document. */
  operations(): OperationInfo[] {
    const out: OperationInfo[] = [];
    for (const [path, item] of Object.entries(this.doc.paths as JsonObject)) {
      for (const [method, op] of Object.entries(item as JsonObject)) {
        if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
        const operation = op as JsonObject;
        out.push({ operationId: String(operation.operationId), method: method.toUpperCase(), path, operation });
      }
    }
    return out;
  }

  operation(operationId: string): OperationInfo {
    const found = this.operations().find((o) => o.operationId === operationId);
    if (!found) throw new Error(`no operation ${operationId} in the OpenAPI document`);
    return found;
  }

  private validatorAt(pointer: string): ValidateFunction {
    let fn = this.cache.get(pointer);
    if (!fn) {
      fn = this.ajv.compile({ $ref: `${DOC_ID}#${pointer}` });
      this.cache.set(pointer, fn);
    }
    return fn;
  }

  private run(pointer: string, value: unknown): SchemaProblem[] {
    const fn = this.validatorAt(pointer);
    if (fn(value)) return [];
    return (fn.errors ?? []).map((e: ErrorObject) => ({
      at: e.instancePath,
      message:
        e.keyword === "unevaluatedProperties"
          ? `unknown property "${(e.params as { unevaluatedProperty: string }).unevaluatedProperty}"`
          : `${e.message ?? e.keyword}${e.keyword === "enum" ? ` ${JSON.stringify((e.params as { allowedValues: unknown }).allowedValues)}` : ""}`,
    }));
  }

  /** A schema that is only a local `$ref` is validated at its target, so operations sharing it share one compiled validator. */
  private schemaPointer(schema: JsonObject | undefined, fallback: string): string {
    const ref = schema?.$ref;
    return typeof ref === "string" && ref.startsWith("#/") && Object.keys(schema!).length === 1 ? ref.slice(1) : fallback;
  }

  private opPointer(op: OperationInfo): string {
    return `/paths/${escapePointer(op.path)}/${op.method.toLowerCase()}`;
  }

  /** Validates a JSON response body; a status the operation does not declare is a problem itself. */
  validateResponse(operationId: string, status: number, body: unknown): SchemaProblem[] {
    const op = this.operation(operationId);
    const responses = op.operation.responses as JsonObject;
    const key = String(status) in responses ? String(status) : `${String(status)[0]}XX` in responses ? `${String(status)[0]}XX` : "default" in responses ? "default" : undefined;
    if (!key) return [{ at: "", message: `status ${status} is not declared for ${operationId}` }];
    const content = (responses[key] as JsonObject).content as JsonObject | undefined;
    if (!content?.["application/json"]) return [];
    return this.run(this.schemaPointer((content["application/json"] as JsonObject).schema as JsonObject, `${this.opPointer(op)}/responses/${key}/content/application~1json/schema`), body);
  }

  validateRequestBody(operationId: string, body: unknown): SchemaProblem[] {
    const op = this.operation(operationId);
    if (!op.operation.requestBody) return body === undefined ? [] : [{ at: "", message: "this operation takes no body" }];
    return this.run(`${this.opPointer(op)}/requestBody/content/application~1json/schema`, body);
  }

  /** Validates one parameter value (already parsed: numbers as numbers) against its schema. */
  validateParameter(operationId: string, location: "path" | "query" | "header", name: string, value: unknown): SchemaProblem[] {
    const op = this.operation(operationId);
    const params = (op.operation.parameters ?? []) as JsonObject[];
    const index = params.findIndex((p) => {
      const resolved = this.resolve(p);
      return resolved.in === location && String(resolved.name).toLowerCase() === name.toLowerCase();
    });
    if (index < 0) return [{ at: "", message: `${operationId} has no ${location} parameter ${name}` }];
    const param = params[index];
    const pointer = typeof param.$ref === "string" ? `${param.$ref.slice(1)}/schema` : `${this.opPointer(op)}/parameters/${index}/schema`;
    return this.run(pointer, value);
  }

  /** Follows a local `$ref` once. */
  resolve(node: JsonObject): JsonObject {
    if (typeof node.$ref !== "string") return node;
    let current: Json = this.doc;
    for (const segment of node.$ref.slice(2).split("/")) {
      current = (current as JsonObject)[segment.replace(/~1/g, "/").replace(/~0/g, "~")];
    }
    return current as JsonObject;
  }

  /** Validates a value against a named component schema. */
  validateComponent(name: string, value: unknown): SchemaProblem[] {
    return this.run(`/components/schemas/${escapePointer(name)}`, value);
  }
}
