/**
 * The structural checks, gathered over every answer the run received: for each operation and
 * status seen, `schema.<operationId>.<status>` (the answer validates against the runner's own copy
 * of the OpenAPI with unknown properties rejected), `content-type.<operationId>.<status>`
 * (application/json) and, for errors, `envelope.<operationId>.<status>` (exactly
 * {success:false, error:{code, message, details}}, the HTTP status DESIGN.md gives the code,
 * Retry-After on 429, nothing internal such as a stack trace).
 */
import type { Exchange } from "./http.ts";
import type { CheckResult, Failure } from "./model.ts";
import type { OpenApiSchemas } from "./openapi-schemas.ts";
import { leaksInternals, notPortuguese } from "./rules.ts";

interface Bucket {
  id: string;
  title: string;
  tags: string[];
  seen: number;
  failing: number;
  failures: Failure[];
}

const MAX_SHOWN = 3;

/** `statusOfCode`: each code's HTTP status as the contract gives it (rules.ts statusOfCodes). */
export function envelopeProblems(status: number, headers: Record<string, string>, json: unknown, isJson: boolean, statusOfCode: Readonly<Record<string, number>>): string[] {
  const problems: string[] = [];
  if (!isJson) return ["the body is not JSON"];
  const body = json as Record<string, unknown>;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return ["the body is not a JSON object"];
  const extra = Object.keys(body).filter((k) => k !== "success" && k !== "error");
  if (extra.length) problems.push(`unexpected top-level field(s) ${extra.join(", ")}`);
  if (body.success !== false) problems.push(`success must be false, got ${JSON.stringify(body.success)}`);
  const error = body.error as Record<string, unknown> | undefined;
  if (typeof error !== "object" || error === null || Array.isArray(error)) return [...problems, "error must be an object {code, message, details}"];
  const extraError = Object.keys(error).filter((k) => !["code", "message", "details"].includes(k));
  if (extraError.length) problems.push(`unexpected field(s) in error: ${extraError.join(", ")}`);
  if (typeof error.code !== "string" || !/^[A-Z][A-Z0-9_]*$/.test(error.code)) problems.push(`error.code must be an upper-case machine code, got ${JSON.stringify(error.code)}`);
  if (typeof error.message !== "string" || error.message.trim() === "") problems.push("error.message must be a non-empty text");
  else {
    const english = notPortuguese(error.message);
    if (english) problems.push(english);
  }
  if (!("details" in error)) problems.push("error.details must be present (an array or null)");
  else if (error.details !== null) {
    if (!Array.isArray(error.details)) problems.push("error.details must be an array or null");
    else
      error.details.forEach((d, i) => {
        const item = d as Record<string, unknown>;
        if (typeof item !== "object" || item === null || typeof item.field !== "string" || typeof item.error !== "string" || Object.keys(item).length !== 2) {
          problems.push(`error.details[${i}] must be exactly {field, error} with text values`);
        }
      });
  }
  if (typeof error.code === "string" && statusOfCode[error.code] !== undefined && statusOfCode[error.code] !== status) {
    problems.push(`${error.code} is answered with HTTP ${statusOfCode[error.code]} (the contract's x-http-status, DESIGN.md), got ${status}`);
  }
  const leak = leaksInternals(JSON.stringify(body));
  if (leak) problems.push(`the error gives away internals (${leak})`);
  if (status === 429 && !/^\d+$/.test(headers["retry-after"] ?? "")) problems.push("a 429 answer must carry Retry-After in seconds");
  return problems;
}

export class Structural {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly schemas: OpenApiSchemas,
    private readonly curl: (e: Exchange) => string,
    private readonly tagOf: (operationId: string) => string | undefined,
  ) {}

  private bucket(kind: string, op: string, status: number): Bucket {
    const id = `${kind}.${op}.${status}`;
    let b = this.buckets.get(id);
    if (!b) {
      const what = {
        schema: "answers validate against the OpenAPI (unknown properties rejected)",
        "content-type": "answers are application/json",
        envelope: "error answers are the envelope {success:false, error:{code, message, details}}",
      }[kind];
      const tag = this.tagOf(op);
      b = { id, title: `${op} HTTP ${status}: ${what}`, tags: ["structural", kind, op, ...(tag ? [tag] : [])], seen: 0, failing: 0, failures: [] };
      this.buckets.set(id, b);
    }
    return b;
  }

  private record(b: Bucket, exchange: Exchange, problems: string[]): void {
    b.seen += 1;
    if (problems.length === 0) return;
    b.failing += 1;
    if (b.failures.length >= MAX_SHOWN) return;
    const r = exchange.response!;
    b.failures.push({
      aspect: b.tags[1],
      message: problems.slice(0, 8).join("; "),
      curl: this.curl(exchange),
      response: `HTTP ${r.status} ${r.headers["content-type"] ?? "(no content-type)"} ${r.text.length > 600 ? `${r.text.slice(0, 600)}...` : r.text}`,
    });
  }

  observe(exchange: Exchange): void {
    const r = exchange.response;
    if (!r) return;
    // The contract's path, not the URL's: behind a base URL with a path (`https://host/api`) the
    // URL's path starts with that prefix, and these checks would never run.
    if (!/^\/v1(\/|\?|$)/.test(exchange.request.path)) return;
    const op = exchange.operationId ?? "unrouted";
    const contentType = r.headers["content-type"] ?? "";
    this.record(
      this.bucket("content-type", op, r.status),
      exchange,
      /^application\/json\s*(;|$)/i.test(contentType) ? [] : [`content-type must be application/json, got "${contentType || "(none)"}"`],
    );
    if (r.status >= 400) this.record(this.bucket("envelope", op, r.status), exchange, envelopeProblems(r.status, r.headers, r.json, r.isJson, this.schemas.statusOfCode));
    if (exchange.operationId) {
      const problems = r.isJson ? this.schemas.validateResponse(exchange.operationId, r.status, r.json).map((p) => `${p.at || "(root)"}: ${p.message}`) : ["the body is not JSON"];
      this.record(this.bucket("schema", op, r.status), exchange, problems);
    }
  }

  results(): CheckResult[] {
    return [...this.buckets.values()]
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((b) => ({
        id: b.id,
        title: b.title,
        tags: b.tags,
        status: b.failing > 0 ? ("fail" as const) : ("pass" as const),
        ms: 0,
        failures: b.failures,
        notes: [`${b.seen} answer(s) seen${b.failing ? `, ${b.failing} failing${b.failing > b.failures.length ? ` (first ${b.failures.length} shown)` : ""}` : ""}`],
        requests: b.seen,
      }));
  }
}
