/**
 * Negative data, derived from the runner's OpenAPI: starting from an operation's success example
 * (valid), one field at a time is made invalid as its schema says: left out when required, the
 * wrong JSON type (a number sent as a numeric string, a text as a number), below its minimum or
 * above its maximum, shorter or longer than allowed, against its pattern, outside its enum, not
 * of its format, too many items, a member a closed object does not name. Query parameters and
 * path ids likewise, and an unknown query parameter. Each must be answered 422 VALIDATION_ERROR
 * with the envelope and a `details` entry naming the field (never 2xx, never 5xx). A correct server changes nothing for any of them, but
 * a server that accepts one would act on it, so those of an operation that changes data do not
 * run in --read-only.
 */
import { isSafeMethod } from "../http.ts";
import type { CheckContext, CheckDef, Requirement } from "../model.ts";
import { fillPath, type OperationMeta, type Runtime } from "../runtime.ts";
import type { Company } from "../world.ts";
import { liven } from "./examples.ts";
import { unknownUlid } from "./shared.ts";
import { fieldTopics } from "./topics.ts";

type Schema = Record<string, unknown>;
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

interface Mutation {
  /** Check id suffix: `<field>.<kind>`. */
  name: string;
  field: string;
  what: string;
  apply: (body: Obj) => void;
}

/** Follows $ref and the single-entry allOf TypeSpec wraps referenced property schemas in. */
function flatten(rt: Runtime, schema: Schema | undefined): Schema {
  if (!schema) return {};
  let s: Schema = schema;
  if (typeof s.$ref === "string") s = { ...flatten(rt, rt.schemas.resolve(s as never) as Schema), ...Object.fromEntries(Object.entries(s).filter(([k]) => k !== "$ref")) };
  if (Array.isArray(s.allOf) && s.allOf.length === 1) {
    const { allOf, ...rest } = s;
    s = { ...flatten(rt, (allOf as Schema[])[0]), ...rest };
  }
  return s;
}

function setPath(body: Obj, path: (string | number)[], value: unknown, remove = false): void {
  let current: unknown = body;
  for (const key of path.slice(0, -1)) current = (current as Record<string | number, unknown>)[key];
  const last = path[path.length - 1];
  if (remove) delete (current as Record<string | number, unknown>)[last];
  else (current as Record<string | number, unknown>)[last] = value;
}

function fieldName(path: (string | number)[]): string {
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`)).join("");
}

/** Values the contract's own successful examples send, by field name (a valid customer, a split line, ...). */
const samples = new WeakMap<Runtime, Map<string, unknown>>();
function sampleOf(rt: Runtime, name: string | undefined): unknown {
  if (!name) return undefined;
  let map = samples.get(rt);
  if (!map) {
    map = new Map();
    const visit = (value: unknown) => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (!isObj(value)) return;
      for (const [k, v] of Object.entries(value)) {
        if (!map!.has(k) && (isObj(v) || Array.isArray(v))) map!.set(k, v);
        visit(v);
      }
    };
    for (const c of rt.cases) if (c.request?.body !== undefined && c.response.status < 300) visit(c.request.body);
    samples.set(rt, map);
  }
  return structuredClone(map.get(name));
}

/** A value for an absent optional field, valid as far as its schema says. */
function synthesize(rt: Runtime, schema: Schema, name?: string): unknown {
  const sample = sampleOf(rt, name);
  if (sample !== undefined) return sample;
  const s = flatten(rt, schema);
  if (Array.isArray(s.examples) && s.examples.length) return structuredClone(s.examples[0]);
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.type === "integer") return typeof s.minimum === "number" ? s.minimum : 1;
  if (s.type === "number") return typeof s.minimum === "number" && s.minimum > 0 ? s.minimum : 1;
  if (s.type === "boolean") return true;
  if (s.type === "string") return "a".repeat(Math.max(1, Number(s.minLength ?? 1)));
  if (s.type === "array") return [synthesize(rt, (s.items ?? {}) as Schema)];
  if (s.type === "object") {
    const out: Obj = {};
    for (const name of (s.required ?? []) as string[]) out[name] = synthesize(rt, ((s.properties ?? {}) as Record<string, Schema>)[name]);
    return out;
  }
  return undefined;
}

function violatesPattern(pattern: string, min: number, max: number): string | undefined {
  const re = new RegExp(pattern, "u");
  const candidates = ["!", "not valid!", "@@@@", "x y", "<>", "1", "a", "Z", "0".repeat(30)];
  for (const base of candidates) {
    let c = base;
    while (c.length < min) c += base.slice(-1) || "!";
    if (c.length > max) c = c.slice(0, max);
    if (c.length >= min && !re.test(c)) return c;
  }
  return undefined;
}

function mutationsFor(rt: Runtime, schema: Schema, value: unknown, path: (string | number)[], required: boolean, out: Mutation[], depth: number): void {
  const s = flatten(rt, schema);
  const field = fieldName(path);
  const add = (kind: string, what: string, apply: (body: Obj) => void) => out.push({ name: `${field}.${kind}`, field, what, apply });
  const put = (v: unknown) => (body: Obj) => setPath(body, path, v);
  if (required && value !== undefined) add("missing", "left out (required)", (body) => setPath(body, path, undefined, true));
  if (Array.isArray(s.anyOf) || Array.isArray(s.oneOf)) return;
  const type = s.type;
  if (type === "number" || type === "integer") {
    add("type", "sent as a numeric string", put(String(typeof value === "number" ? value : 10)));
    if (type === "integer") add("integer", "a fraction where an integer is required", put(Number(s.minimum ?? 1) + 0.5));
    if (typeof s.minimum === "number") add("minimum", `below the minimum ${s.minimum}`, put(type === "integer" ? s.minimum - 1 : s.minimum - 0.5));
    if (typeof s.exclusiveMinimum === "number") add("minimum", `not above the exclusive minimum ${s.exclusiveMinimum}`, put(s.exclusiveMinimum));
    if (typeof s.maximum === "number") add("maximum", `above the maximum ${s.maximum}`, put(s.maximum + 1));
    if (typeof s.exclusiveMaximum === "number") add("maximum", `not below the exclusive maximum ${s.exclusiveMaximum}`, put(s.exclusiveMaximum));
  } else if (type === "string") {
    add("type", "sent as a number", put(12345));
    const min = Number(s.minLength ?? 0);
    const max = typeof s.maxLength === "number" ? s.maxLength : 10_000;
    if (Array.isArray(s.enum)) add("enum", `outside the enum ${JSON.stringify(s.enum)}`, put("NOT_AN_ALLOWED_VALUE"));
    else {
      if (min > 0) add("minLength", `shorter than ${min}`, put("a".repeat(min - 1)));
      if (typeof s.maxLength === "number" && s.maxLength <= 10_000) add("maxLength", `longer than ${s.maxLength}`, put("a".repeat(s.maxLength + 1)));
      if (typeof s.pattern === "string") {
        const bad = violatesPattern(s.pattern, min, max);
        if (bad !== undefined) add("pattern", `against the pattern ${s.pattern}`, put(bad));
      }
      if (s.format === "email") add("format", "not an e-mail address", put("not-an-e-mail"));
      if (s.format === "uri") add("format", "not an absolute URI", put("not a uri"));
      if (s.format === "date-time") add("format", "not a date-time", put("2026-13-45"));
    }
  } else if (type === "boolean") {
    add("type", "sent as a text", put("yes"));
  } else if (type === "array") {
    add("type", "sent as a text", put("not-an-array"));
    const items = flatten(rt, s.items as Schema | undefined);
    const sample = Array.isArray(value) && value.length ? value : synthesize(rt, s, String(path[path.length - 1]));
    const first = Array.isArray(sample) && sample.length ? sample[0] : synthesize(rt, items);
    if (typeof s.maxItems === "number" && s.maxItems <= 200 && first !== undefined)
      add("maxItems", `more than ${s.maxItems} items`, put(Array.from({ length: s.maxItems + 1 }, () => structuredClone(first))));
    if (depth < 3 && first !== undefined && (items.type === "object" || Array.isArray(items.enum) || items.pattern)) {
      const itemPath = [...path, 0];
      out.push(...withBase(rt, items, first, itemPath, depth + 1, (body) => setPath(body, path, [structuredClone(first)])));
    }
  } else if (type === "object" && isObj(s.properties) && depth < 3) {
    add("type", "sent as a text", put("not-an-object"));
    const base = isObj(value) ? value : (synthesize(rt, s, String(path[path.length - 1])) as Obj);
    out.push(...withBase(rt, s, base, path, depth + 1, value === undefined ? (body) => setPath(body, path, structuredClone(base)) : undefined));
  }
}

/** Mutations of an object's fields; `prepare` puts the object in place first when the body lacks it. */
function withBase(rt: Runtime, schema: Schema, base: unknown, path: (string | number)[], depth: number, prepare?: (body: Obj) => void): Mutation[] {
  const s = flatten(rt, schema);
  const inner: Mutation[] = [];
  if (s.type === "object" && isObj(s.properties)) {
    const required = new Set((s.required ?? []) as string[]);
    for (const [name, prop] of Object.entries(s.properties as Record<string, Schema>)) {
      const value = isObj(base) ? base[name] : undefined;
      const propSchema = flatten(rt, prop);
      if (value === undefined && !["number", "integer", "string", "boolean", "array", "object"].includes(String(propSchema.type))) continue;
      mutationsFor(rt, prop, value, [...path, name], required.has(name), inner, depth);
    }
    // A closed object (the contract's request bodies): a member it does not name is refused, not dropped.
    if (s.additionalProperties === false) {
      const at = [...path, "zzUnknown"];
      inner.push({ name: `${fieldName(at)}.unknown`, field: fieldName(at), what: "a member the contract does not name", apply: (body) => setPath(body, at, 1) });
    }
  } else {
    mutationsFor(rt, s, base, path, false, inner, depth);
  }
  if (!prepare) return inner;
  return inner.map((m) => ({ ...m, apply: (body: Obj) => (prepare(body), m.apply(body)) }));
}

function related(field: string, path: string): boolean {
  const norm = (s: string) => s.replace(/\[(\d+)\]/g, ".$1").replace(/^\./, "");
  const a = norm(field);
  const b = norm(path);
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`) || a === "body";
}

function bodyVariants(rt: Runtime, meta: OperationMeta): { label: string; schema: Schema; body: Obj }[] {
  const op = rt.schemas.operation(meta.operationId).operation as Obj;
  const schema = flatten(rt, (((op.requestBody as Obj).content as Obj)["application/json"] as Obj).schema as Schema);
  const successes = rt.cases.filter((c) => c.operationId === meta.operationId && c.request?.body !== undefined && c.response.status < 300);
  if (Array.isArray(schema.oneOf)) {
    return (schema.oneOf as Schema[]).flatMap((variant) => {
      const ref = String(variant.$ref ?? "");
      const name = ref.split("/").pop() ?? "variant";
      const example = successes.find((c) => rt.schemas.validateComponent(name, c.request!.body).length === 0);
      return example ? [{ label: name.replace(/WithdrawalRequest$/, "").toLowerCase(), schema: flatten(rt, variant), body: example.request!.body as Obj }] : [];
    });
  }
  const example = successes[0];
  return [{ label: "", schema, body: (example?.request?.body ?? synthesize(rt, schema) ?? {}) as Obj }];
}

async function actingFor(ctx: CheckContext, meta: OperationMeta): Promise<Company> {
  if (meta.sandbox) return ctx.rt.world.sharedCompany("negatives");
  return ctx.rt.options.readOnly || !ctx.rt.sandbox ? ctx.rt.world.given : ctx.rt.world.primary();
}

function negativeCheck(
  rt: Runtime,
  meta: OperationMeta,
  id: string,
  title: string,
  build: (ctx: CheckContext) => { path: string; query?: Obj; body?: unknown; wallet?: string },
  field: string,
): CheckDef {
  // Invalid data changes nothing on a conforming target, but one that accepts it (a number sent
  // as "150", coerced) creates what the valid body would: with the caller's credentials, only a
  // safe method may run in --read-only.
  const requires: Requirement[] = meta.sandbox ? ["sandbox", "write"] : isSafeMethod(meta.method) ? [] : ["write"];
  return {
    id,
    title,
    tags: ["negative", meta.operationId, rt.tagSlug(meta.operationId), ...fieldTopics(field)],
    requires,
    run: async (ctx) => {
      const company = await actingFor(ctx, meta);
      const req = build(ctx);
      const exchange = await ctx.send(
        { operationId: meta.operationId, method: meta.method, path: req.path, query: req.query, body: req.body, wallet: req.wallet, as: company.creds },
        { noInvariants: true },
      );
      if (exchange.error) ctx.abort("transport", exchange.error, { exchange });
      const r = exchange.response!;
      const error = (r.json as { error?: { code?: string; details?: unknown } } | undefined)?.error;
      if (r.status !== 422 || error?.code !== "VALIDATION_ERROR") {
        ctx.fail(r.status >= 500 ? "5xx" : "status", `invalid data must be refused with 422 VALIDATION_ERROR (${title})`, {
          expected: "422 VALIDATION_ERROR",
          actual: `${r.status} ${error?.code ?? ""}`.trim(),
          exchange,
        });
        return;
      }
      const details = Array.isArray(error.details) ? (error.details as { field?: string }[]) : [];
      if (!details.some((d) => typeof d.field === "string" && related(d.field, field))) {
        ctx.fail("details", `error.details must name the invalid field ${field}`, { expected: field, actual: details.map((d) => d.field), exchange });
      }
    },
  };
}

export function negativeChecks(rt: Runtime): CheckDef[] {
  const checks: CheckDef[] = [];
  for (const meta of rt.ops.values()) {
    const success = meta.success?.request;
    const pathOf = (id?: string) => fillPath(meta.path, id === undefined ? success?.path : undefined, () => id ?? unknownUlid());
    if (meta.hasBody) {
      for (const variant of bodyVariants(rt, meta)) {
        const prefix = variant.label ? `${variant.label}.` : "";
        const mutations = withBase(rt, variant.schema, variant.body, [], 0);
        const seen = new Set<string>();
        for (const m of mutations) {
          const id = `negative.${meta.operationId}.${prefix}${m.name}`;
          if (seen.has(id)) continue;
          seen.add(id);
          checks.push(
            negativeCheck(
              rt,
              meta,
              id,
              `${meta.operationId}: ${m.field} ${m.what}`,
              (ctx) => {
                const body = liven(variant.body, ctx.ref, {}) as Obj;
                m.apply(body);
                return { path: pathOf(), body };
              },
              m.field,
            ),
          );
        }
        checks.push(
          negativeCheck(
            rt,
            meta,
            `negative.${meta.operationId}.${prefix}body.type`,
            `${meta.operationId}: a JSON array instead of an object`,
            () => ({ path: pathOf(), body: [variant.body] }),
            "body",
          ),
        );
      }
    }
    const op = rt.schemas.operation(meta.operationId).operation as Obj;
    for (const raw of (op.parameters ?? []) as Schema[]) {
      const param = rt.schemas.resolve(raw as never) as Schema;
      const schema = flatten(rt, param.schema as Schema);
      const name = String(param.name);
      if (param.in === "path") {
        checks.push(
          negativeCheck(
            rt,
            meta,
            `negative.${meta.operationId}.${name}.pattern`,
            `${meta.operationId}: path ${name} that is not a ULID`,
            () => ({ path: pathOf("not-a-ulid"), body: meta.hasBody ? liven(success?.body ?? {}, "", {}) : undefined }),
            name,
          ),
        );
      }
      if (param.in === "header" && name.toLowerCase() === "x-api-wallet") {
        checks.push(
          negativeCheck(
            rt,
            meta,
            `negative.${meta.operationId}.X-Api-Wallet.pattern`,
            `${meta.operationId}: X-Api-Wallet that is not a ULID`,
            (ctx) => ({ path: pathOf(), wallet: "not-a-wallet", body: meta.hasBody ? liven(success?.body ?? {}, ctx.ref, {}) : undefined }),
            "X-Api-Wallet",
          ),
        );
      }
      if (param.in === "query") {
        const bad: [string, unknown, string][] = [];
        if (schema.type === "integer" || schema.type === "number") {
          bad.push(["type", "abc", "not a number"]);
          if (typeof schema.minimum === "number") bad.push(["minimum", schema.minimum - 1, `below ${schema.minimum}`]);
          if (typeof schema.maximum === "number") bad.push(["maximum", schema.maximum + 1, `above ${schema.maximum}`]);
        } else if (Array.isArray(schema.enum)) bad.push(["enum", "NOT_AN_ALLOWED_VALUE", "outside the enum"]);
        else if (schema.format === "date-time") bad.push(["format", "21/11/2026", "not an ISO date-time"]);
        else if (typeof schema.pattern === "string") {
          const v = violatesPattern(schema.pattern, Number(schema.minLength ?? 0), Number(schema.maxLength ?? 100));
          if (v !== undefined) bad.push(["pattern", v, `against ${schema.pattern}`]);
        }
        for (const [kind, value, what] of bad) {
          checks.push(
            negativeCheck(rt, meta, `negative.${meta.operationId}.query.${name}.${kind}`, `${meta.operationId}: query ${name} ${what}`, () => ({ path: pathOf(), query: { [name]: value } }), name),
          );
        }
      }
    }
    if (meta.method === "GET") {
      checks.push(
        negativeCheck(rt, meta, `negative.${meta.operationId}.query.unknown`, `${meta.operationId}: an unknown query parameter`, () => ({ path: pathOf(), query: { zzUnknown: "1" } }), "zzUnknown"),
      );
    }
  }
  return checks;
}
