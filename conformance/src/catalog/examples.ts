/**
 * Replays every paired example of generated/cases.json. Ids and references of an example do not
 * exist on a target, so each example has a recipe (conformance/scenarios/examples.json): the
 * company it acts as, the steps that create what it needs (through the API and the sandbox), and
 * which live ids stand for the example's ids. The request is then the example's own, with its
 * references made unique to the run and its ids substituted; the answer is compared on what the
 * example promises a live server keeps:
 *
 * - the status, the headers the example shows (Idempotent-Replayed), the error code, and for
 *   errors the fields named in `details` (or `details: null` when the example has null);
 * - every field the example answer has must be there;
 * - values echoed from the request (same field name and value in the example's request and
 *   answer) must echo the live request;
 * - states and kinds (status, type, method, currency, network, destination, ...) and booleans;
 * - ids that stand for a resource the recipe made must be that resource's live id;
 * - plus the recipe's own facts. Generated values (ids, timestamps, QR images) are not compared;
 *   the arithmetic is checked by the invariants on every answer.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runSteps, checkFact, stepsAreSafe, type FactDef, type StepDef, type StepRuntime } from "../dsl.ts";
import { isSafeMethod, type Exchange } from "../http.ts";
import { AbortSignal_, type CheckContext, type CheckDef, type Requirement } from "../model.ts";
import { fillPath, type Case, type Runtime } from "../runtime.ts";
import { ULID } from "../rules.ts";
import { readPath, resolve } from "../template.ts";
import type { Company } from "../world.ts";
import { exampleTopics } from "./topics.ts";

export interface Recipe {
  /** Another example's recipe, taken whole: for examples replayed in the same setting. */
  sameAs?: string;
  /** Acting company: "primary" (default), "fresh", or a shared company label (kyc, manual, ...). */
  company?: string;
  /** Settings of a fresh acting company. */
  settings?: Record<string, unknown>;
  /** Shared companies used in steps, by alias. */
  companies?: Record<string, string>;
  before?: StepDef[];
  /** Example id -> template of the live id standing for it. */
  ids?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  facts?: FactDef[];
  /** Steps after the comparison that are part of the check. */
  then?: StepDef[];
  /** Cleanup, whatever happened. */
  after?: StepDef[];
  /** Answer paths the generic comparison leaves out, each with its reason. */
  ignore?: Record<string, string>;
  /** Only without the sandbox (the example describes the behaviour outside sandbox mode). */
  withoutSandbox?: string;
}

export interface RecipeFile {
  constants: Record<string, string>;
  recipes: Record<string, Recipe>;
}

const RECIPES = fileURLToPath(new URL("../../scenarios/examples.json", import.meta.url));

export const STATE_KEYS = new Set([
  "status",
  "type",
  "method",
  "currency",
  "network",
  "asset",
  "destination",
  "keyType",
  "role",
  "reason",
  "walletMode",
  "eventType",
  "code",
  "networkName",
  "contentType",
]);
const PREFIXED_FIELDS = new Set(["reference", "externalId"]);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

export function loadRecipes(file = RECIPES): RecipeFile {
  return JSON.parse(readFileSync(file, "utf8")) as RecipeFile;
}

/** Makes references and external ids unique to the check, and swaps example ids for live ones. */
export function liven(value: unknown, ref: string, ids: Record<string, unknown>, key?: string): unknown {
  if (typeof value === "string") {
    if (key && PREFIXED_FIELDS.has(key) && !value.includes("{{")) return `${ref}${value}`;
    return value in ids ? ids[value] : value;
  }
  if (Array.isArray(value)) return value.map((v) => liven(v, ref, ids, key));
  if (isObj(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, liven(v, ref, ids, k)]));
  return value;
}

/** `{"$case": "op:name", ...override}` becomes that example's request body (made live) merged with the override. */
export function expandCaseBodies(value: unknown, rt: Runtime, ref: string, ids: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((v) => expandCaseBodies(v, rt, ref, ids));
  if (!isObj(value)) return value;
  if (typeof value.$case === "string") {
    const { $case, ...override } = value;
    const base = liven(rt.case($case as string).request?.body ?? {}, ref, ids) as Obj;
    return { ...base, ...(expandCaseBodies(override, rt, ref, ids) as Obj) };
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expandCaseBodies(v, rt, ref, ids)]));
}

interface Leaf {
  path: string;
  key: string;
  value: unknown;
}

function leaves(value: unknown, path: string, key: string, out: Leaf[]): Leaf[] {
  if (isObj(value)) {
    if (key === "metadata") out.push({ path, key, value });
    else for (const [k, v] of Object.entries(value)) leaves(v, path ? `${path}.${k}` : k, k, out);
  } else if (Array.isArray(value) && value.every((v) => !isObj(v) && !Array.isArray(v))) out.push({ path, key, value });
  else if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${path}[${i}]`, key, out));
  else out.push({ path, key, value });
  return out;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortDeep(a)) === JSON.stringify(sortDeep(b));
}

function sortDeep(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortDeep);
  if (isObj(v))
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, sortDeep(v[k])]),
    );
  return v;
}

/** The generic comparison of a live answer with the example's (see the header of this file). */
export function compareWithExample(
  ctx: CheckContext,
  example: Case,
  exampleRequest: { query: Obj; path: Obj; body?: unknown },
  liveRequest: { query: Obj; path: Obj; body?: unknown },
  exchange: Exchange,
  liveIds: Record<string, unknown>,
  ignore: string[],
): void {
  const r = exchange.response!;
  const expected = example.response;
  if (r.status !== expected.status) {
    ctx.fail("status", `HTTP status of "${example.title}"`, { expected: expected.status, actual: r.status, exchange });
    return;
  }
  for (const [name, value] of Object.entries(expected.headers)) {
    const got = r.headers[name.toLowerCase()];
    if (got !== String(value)) ctx.fail("header", `header ${name} of "${example.title}"`, { expected: String(value), actual: got ?? "absent", exchange });
  }
  const live = r.json as Obj | undefined;
  // Every example answer is a JSON object. Left to the structural checks, a body that is not one
  // (an HTML page answered 200) would pass here whenever they are skipped (--skip schema,content-type).
  if (!isObj(live)) {
    ctx.fail("body", `the answer of "${example.title}" must be a JSON object like the example's`, {
      expected: "a JSON object",
      actual: r.isJson ? r.json : `${r.headers["content-type"] ?? "(no content-type)"} ${r.text.slice(0, 200)}`,
      exchange,
    });
    return;
  }
  if (expected.status >= 400) {
    const want = expected.body.error as Obj;
    const got = isObj(live.error) ? live.error : {};
    if (got.code !== want.code) ctx.fail("code", `error code of "${example.title}"`, { expected: want.code, actual: got.code, exchange });
    if (want.details === null && got.details !== null) ctx.fail("details", `error.details of "${example.title}" must be null`, { expected: null, actual: got.details, exchange });
    if (Array.isArray(want.details)) {
      const fields = Array.isArray(got.details) ? got.details.map((d) => (isObj(d) ? d.field : undefined)) : [];
      const missing = want.details.map((d) => (d as Obj).field).filter((f) => !fields.includes(f));
      if (missing.length)
        ctx.fail("details", `error.details of "${example.title}" must name the field(s) ${missing.join(", ")}`, { expected: want.details.map((d) => (d as Obj).field), actual: fields, exchange });
    }
    return;
  }
  const requestLeaves = [...leaves(exampleRequest.body, "body", "", []), ...leaves(exampleRequest.query, "query", "", []), ...leaves(exampleRequest.path, "path", "", [])];
  const isIgnored = (path: string) => ignore.some((p) => path === p || path.startsWith(`${p}.`) || path.startsWith(`${p}[`));
  const walk = (want: unknown, got: unknown, path: string, key: string): void => {
    if (isIgnored(path)) return;
    if (isObj(want)) {
      if (key === "metadata") {
        const echo = requestLeaves.find((l) => l.key === "metadata" && same(l.value, want));
        if (echo && !same(got, readPath(liveRequest, echo.path))) ctx.fail("echo", `${path} must echo the request's ${echo.path}`, { expected: readPath(liveRequest, echo.path), actual: got, exchange });
        return;
      }
      if (!isObj(got)) {
        ctx.fail("fact", `${path} must be an object like the example's`, { expected: "an object", actual: got, exchange });
        return;
      }
      for (const [k, v] of Object.entries(want)) {
        const childPath = path ? `${path}.${k}` : k;
        if (isIgnored(childPath)) continue;
        if (!(k in got)) {
          ctx.fail("presence", `${childPath} is missing (the example "${example.title}" has it)`, { expected: v, actual: "absent", exchange });
          continue;
        }
        walk(v, got[k], childPath, k);
      }
      return;
    }
    if (Array.isArray(want)) {
      const echo = requestLeaves.find((l) => l.key === key && Array.isArray(l.value) && same(l.value, want));
      if (echo) {
        if (!same(got, readPath(liveRequest, echo.path))) ctx.fail("echo", `${path} must echo the request's ${echo.path}`, { expected: readPath(liveRequest, echo.path), actual: got, exchange });
        return;
      }
      // Listings, evidence, users and error details hold what the target has; splits follow the request line by line.
      if (key === "splits" && Array.isArray(got)) {
        if (got.length !== want.length) ctx.fail("fact", `${path} must have one allocation per split line`, { expected: want.length, actual: got.length, exchange });
        want.forEach((w, i) => walk(w, got[i], `${path}[${i}]`, key));
      }
      return;
    }
    if (typeof want === "string" && ULID.test(want)) {
      if (want in liveIds && got !== liveIds[want]) ctx.fail("id", `${path} must be the id of the resource the example stands for`, { expected: liveIds[want], actual: got, exchange });
      return;
    }
    const echo = requestLeaves.find((l) => l.key === key && same(l.value, want) && (typeof want !== "string" || want.length >= 2));
    if (echo) {
      const sent = readPath(liveRequest, echo.path);
      if (!same(got, sent)) ctx.fail("echo", `${path} must echo the request's ${echo.path}`, { expected: sent, actual: got, exchange });
      return;
    }
    if (typeof want === "boolean" || STATE_KEYS.has(key)) {
      if (!same(got, want)) ctx.fail("fact", `${path} of "${example.title}"`, { expected: want, actual: got, exchange });
    }
  };
  walk(expected.body, live, "", "");
}

/** Ids every recipe knows: the acting company and the split partner. */
function defaultIds(constants: Record<string, string>): Record<string, string> {
  return { [constants.self]: "{{self.id}}", [constants.partner]: "{{partner.id}}" };
}

function stepsUseSandbox(rt: Runtime, steps: StepDef[] | undefined): boolean {
  return (steps ?? []).some((s) => s.op !== undefined && rt.ops.get(s.op)?.sandbox === true);
}

export function exampleChecks(rt: Runtime, file: RecipeFile = loadRecipes()): CheckDef[] {
  const checks: CheckDef[] = [];
  for (const example of rt.cases) {
    if (!example.request) continue;
    const own = file.recipes[example.id];
    const recipe = own?.sameAs !== undefined ? file.recipes[own.sameAs] : own;
    const [op, name] = example.id.split(":");
    const meta = rt.ops.get(op)!;
    const id = `example.${op}.${name}`;
    if (!recipe) {
      checks.push({
        id,
        title: example.title,
        tags: ["example", op, rt.tagSlug(op), ...exampleTopics(example)],
        requires: [],
        example: example.id,
        run: async (ctx) => ctx.skip("no recipe for this example in conformance/scenarios/examples.json"),
      });
      continue;
    }
    const text = JSON.stringify({ recipe, request: example.request });
    const needsPartner = text.includes(file.constants.partner) || text.includes("partner.");
    const sandbox =
      meta.sandbox ||
      stepsUseSandbox(rt, [...(recipe.before ?? []), ...(recipe.then ?? [])]) ||
      needsPartner ||
      (recipe.company !== undefined && recipe.company !== "primary") ||
      recipe.companies !== undefined;
    // --read-only replays an example only when every request uses a safe method: an error example
    // of a creation (an invalid document, a split to the issuer) is refused by a conforming target,
    // but one that accepts it would create what it describes, as the caller's company.
    const steps = recipeSteps(recipe);
    const readOnly = !sandbox && isSafeMethod(example.method) && stepsAreSafe(steps, (o) => rt.ops.get(o)?.method);
    const requires: Requirement[] = [...(sandbox ? (["sandbox"] as const) : []), ...(readOnly ? [] : (["write"] as const))];
    checks.push({
      id,
      title: example.title,
      tags: ["example", op, rt.tagSlug(op), example.response.status < 300 ? "success" : "error", ...exampleTopics(example)],
      requires,
      example: example.id,
      run: (ctx) => replay(ctx, example, recipe, file, { needsPartner }),
    });
  }
  return checks;
}

/** Every step of a recipe: preparation, the steps after the comparison, and the cleanup. */
function recipeSteps(recipe: Recipe): StepDef[] {
  return [...(recipe.before ?? []), ...(recipe.then ?? []), ...(recipe.after ?? [])];
}

async function replay(ctx: CheckContext, example: Case, recipe: Recipe, file: RecipeFile, flags: { needsPartner: boolean }): Promise<void> {
  const rt = ctx.rt;
  if (recipe.withoutSandbox && rt.sandbox) ctx.skip(recipe.withoutSandbox);
  const world = rt.world;
  let self: Company;
  if (rt.options.readOnly || !rt.sandbox) self = world.given;
  else if (!recipe.company || recipe.company === "primary") self = await world.primary();
  else if (recipe.company === "fresh") self = await world.fresh(`example-${example.id}`, recipe.settings);
  else self = await world.sharedCompany(recipe.company);
  if ([example.operationId, ...recipeSteps(recipe).map((s) => s.op)].includes("createWallet")) rt.skipWithoutKycWallet(ctx, self, "the wallet this example needs cannot be made ready");
  const companies: Record<string, Company> = { self };
  if (flags.needsPartner) companies.partner = await world.sharedCompany("partner");
  for (const [alias, label] of Object.entries(recipe.companies ?? {})) companies[alias] = await world.sharedCompany(label);
  const vars: Record<string, unknown> = {
    ref: ctx.ref,
    exampleResponse: example.response.body,
    webhookUrl: rt.webhookUrl ?? "https://example.invalid/conformance-hooks",
  };
  for (const [alias, c] of Object.entries(companies)) vars[alias] = { id: c.id, apiKey: c.creds.apiKey };
  const stepRt: StepRuntime = { ctx, vars, companies, webhookInbox: rt.webhookInbox };
  const ids = { ...defaultIds(file.constants), ...(recipe.ids ?? {}) };
  const prepare = <T>(value: T): T => expandCaseBodies(value, rt, ctx.ref, {}) as T;

  const meta = rt.ops.get(example.operationId)!;
  let subjectSent = false;
  try {
    ctx.preparing = true;
    try {
      await runSteps(stepRt, prepare(recipe.before ?? []));
    } finally {
      ctx.preparing = false;
    }
    await send();
    await runSteps(stepRt, prepare(recipe.then ?? []));
  } catch (error) {
    if (!(error instanceof AbortSignal_)) throw error;
    // A preparation step stopped the check: what failed is what the example needed, not its subject.
    if (!subjectSent) ctx.notSentAfterPreparation(`${example.operationId} (${meta.method} ${meta.path})`);
  } finally {
    await runSteps(stepRt, [], prepare(recipe.after ?? []));
  }
  // Without the sandbox the examples act as the given company: if its account has no wallets, the
  // wallet examples cannot be replayed, which says nothing about conformance.
  const walletsOff = ctx.exchanges.some((e) => (e.response?.json as { error?: { code?: string } } | undefined)?.error?.code === "WALLETS_NOT_ENABLED");
  if (walletsOff && self === world.given && example.errorCode !== "WALLETS_NOT_ENABLED") {
    ctx.failures.length = 0;
    ctx.skip("wallets are not enabled for the given company (WALLETS_NOT_ENABLED), so this example cannot be replayed with it");
  }

  async function send(): Promise<void> {
    const liveIds = resolve(Object.fromEntries(Object.entries(ids).filter(([, tpl]) => !tpl.includes("partner.") || flags.needsPartner)), vars) as Record<string, unknown>;
    const request = example.request!;
    const liveRequest = {
      path: resolve(liven(request.path, ctx.ref, liveIds), vars) as Obj,
      query: resolve({ ...(liven(request.query, ctx.ref, liveIds) as Obj), ...(recipe.query ?? {}) }, vars) as Obj,
      body:
        request.body === undefined
          ? undefined
          : resolve(recipe.body ? { ...(liven(request.body, ctx.ref, liveIds) as Obj), ...recipe.body } : liven(request.body, ctx.ref, liveIds), vars),
    };
    const headers = liven(request.headers, ctx.ref, liveIds) as Obj;
    const wallet = Object.entries(headers).find(([k]) => k.toLowerCase() === "x-api-wallet")?.[1];
    subjectSent = true;
    const exchange = await ctx.send({
      operationId: example.operationId,
      method: meta.method,
      path: fillPath(meta.path, liveRequest.path),
      query: liveRequest.query,
      as: self.creds,
      wallet: wallet === undefined ? undefined : String(wallet),
      body: liveRequest.body,
    });
    if (exchange.error) ctx.abort("transport", exchange.error, { exchange });
    vars.live = { status: exchange.response!.status, headers: exchange.response!.headers, body: exchange.response!.json };
    const exampleRequest = { query: { ...request.query, ...(recipe.query ?? {}) }, path: request.path, body: request.body };
    compareWithExample(ctx, example, exampleRequest, liveRequest, exchange, liveIds, Object.keys(recipe.ignore ?? {}));
    for (const fact of recipe.facts ?? []) {
      const p = checkFact(fact, exchange.response!.json, vars);
      if (p) ctx.fail("fact", p.message, { expected: p.expected, actual: p.actual, exchange });
    }
  }
}
