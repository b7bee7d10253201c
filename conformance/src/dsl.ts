/**
 * The declarative scenarios: data (conformance/scenarios/*.json), not code. A scenario names the
 * companies it needs and a list of steps; a step calls one operation by operationId with path,
 * query, headers and body written as templates (`{{deposit.body.data.id}}`, see template.ts),
 * waits for an asynchronous outcome (`until`), or awaits a webhook; `expect` states the status,
 * error code, headers and body facts the answer must have.
 */
import { checkDynamicBrCode } from "./checks/brcode.ts";
import { decodeQrDataUri } from "./checks/qr.ts";
import { isTaxIdValid } from "./checks/tax-id.ts";
import { Dec } from "./dec.ts";
import { isSafeMethod, type Credentials, type Exchange } from "./http.ts";
import { AbortSignal_, type CheckContext } from "./model.ts";
import type { OpenApiSchemas } from "./openapi-schemas.ts";
import { isMaskedKeepLast4 } from "./rules.ts";
import { readPath, resolve, type Vars } from "./template.ts";
import { fillPath } from "./runtime.ts";
import type { Company } from "./world.ts";

export interface FactDef {
  /** Where the value is read in the step's answer body (`data.status`, `data.items[*].id`)... */
  path?: string;
  /** ... or a template computing it from any variable. */
  value?: unknown;
  equals?: unknown;
  notEquals?: unknown;
  in?: unknown[];
  matches?: string;
  exists?: boolean;
  /** An array that holds an element equal to (or, for objects, containing) this. */
  contains?: unknown;
  notContains?: unknown;
  /** An array (e.g. `data.items[*].status`) whose every element equals this. */
  allEqual?: unknown;
  length?: number;
  gte?: unknown;
  lte?: unknown;
  gt?: unknown;
  lt?: unknown;
  /** A valid dynamic BR Code (CRC included). */
  brcode?: boolean;
  /** A PNG data URI whose QR code decodes to this text. */
  qrDecodesTo?: unknown;
  /** Masked like the payload record: only the last four characters of this text visible. */
  maskedFrom?: unknown;
  /** A CPF or CNPJ with valid check digits. */
  taxId?: boolean;
  /** Why this fact matters (printed with a failure). */
  because?: string;
}

export interface ExpectDef {
  status?: number | number[];
  code?: string;
  /** Header values (null: must be absent). */
  headers?: Record<string, string | null>;
  facts?: FactDef[];
}

export interface StepDef {
  name?: string;
  op?: string;
  /** A request outside the contract's operations (unknown routes, wrong methods). */
  http?: { method: string; path: string };
  /**
   * Company alias: "self" (default) or one of the scenario's companies; on an awaitWebhook step,
   * the company that registered its `endpoint`, as which a wait that ends empty reads its log.
   */
  as?: string;
  wallet?: string;
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  rawBody?: string;
  /** The body's Content-Type (default application/json); null sends the body without one. */
  contentType?: string | null;
  omitKey?: boolean;
  omitSecret?: boolean;
  secret?: string;
  /** Sends the same request this many times at once; `name` holds the first answer, `name + "All"` all. */
  concurrent?: number;
  /** Repeats the request until these facts hold (or the wait runs out). */
  until?: FactDef[];
  expect?: ExpectDef;
  /** Skip the check, with this reason, when the answer's status is not one of these. */
  skipUnless?: { status: number[]; reason: string };
  /**
   * Skip the check, with this reason, when the answer's status is one of these (the answer the
   * reason describes); any other answer goes on to `expect`, so a reason never misstates it.
   */
  skipOn?: { status: number[]; reason: string };
  /**
   * Waits for a webhook delivery the runner's receiver accepted, at its URL or, with `at`, at its
   * FAIL_FIRST or REDIRECT_FIRST path (--wait, at least 8 s there: the contract's first retry is
   * after 5 s). `endpoint` (the registered webhook's id) lets a wait that ends empty ask the
   * target's delivery log why (see whyNoWebhook). The delivery's body must also be an event of
   * the contract (see webhookBodyProblems): a step whose delivery is not fails.
   */
  awaitWebhook?: { type: string; secret: string; where?: FactDef[]; endpoint?: string; at?: FirstAttemptRefused };
  /** Variables computed from templates. */
  set?: Record<string, unknown>;
  /**
   * Sleeps this many seconds (a template such as `{{seconds(d.body.data.createdAt,
   * d.body.data.expiresAt)}}`, measured from now: the runner's and the target's clocks need not
   * agree), at most two minutes; not at all once a check of the scenario has failed.
   */
  sleep?: number | string;
  note?: string;
}

export interface ScenarioDef {
  id: string;
  title: string;
  tags: string[];
  /** Needs the sandbox surface (default true). */
  sandbox?: boolean;
  /** Needs a webhook receiver. */
  webhooks?: boolean;
  /** Waits for the target's own clock (runs only with --slow). */
  slow?: boolean;
  /**
   * Changes nothing: may run with --read-only (default false), and does so only if every step
   * (and clean-up step) uses a safe method, since it sends the caller's credentials.
   */
  readOnly?: boolean;
  /** The acting company: "fresh" (default with the sandbox), "primary", "given" or a shared company label. */
  company?: string;
  /** Settings for a fresh acting company (PATCH /v1/sandbox/company body). */
  setup?: Record<string, unknown>;
  /** More companies by alias: a fresh one with optional settings, or a shared label. */
  companies?: Record<string, { settings?: Record<string, unknown>; shared?: string }>;
  steps: StepDef[];
  cleanup?: StepDef[];
}

export interface StepRuntime {
  ctx: CheckContext;
  vars: Vars;
  companies: Record<string, Company>;
  webhookInbox?: WebhookInbox;
}

export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
  json: unknown;
  receivedAt: number;
  /** Where it arrived, after the receiver's own path. */
  at: "" | FirstAttemptRefused;
  /** What the receiver answered: 204, or to a first attempt 500 at FAIL_FIRST and 302 at REDIRECT_FIRST. */
  answered: number;
}

/**
 * A path under the receiver's URL where the first attempt of each delivery (each `webhook-id`) is
 * answered 500 and the next accepted: registering `{{webhookUrl}}/fail-first` tests retries. A
 * retry is the same message, so Standard Webhooks has it carry the same `webhook-id`.
 */
export const FAIL_FIRST = "/fail-first";

/**
 * A path under the receiver's URL where the first attempt of each `webhook-id` is answered 302
 * with a `Location` (the receiver's own URL) and the next accepted: the contract does not follow
 * redirects and retries a 3xx like any other answer, so registering `{{webhookUrl}}/redirect-first`
 * tests that a redirect is not taken for a delivery.
 */
export const REDIRECT_FIRST = "/redirect-first";

/** The receiver's paths whose first attempt of each `webhook-id` is not accepted. */
export type FirstAttemptRefused = typeof FAIL_FIRST | typeof REDIRECT_FIRST;

/** What the receiver answers a first attempt at such a path. */
export function firstAttemptAnswer(at: FirstAttemptRefused): 500 | 302 {
  return at === FAIL_FIRST ? 500 : 302;
}

/** Why a delivery's Standard Webhooks headers do not verify: a bad signature, or a good one whose timestamp receivers would refuse. */
export interface WebhookProblem {
  aspect: "signature" | "clock";
  message: string;
  expected: string;
}

export interface WebhookInbox {
  url: string;
  /** Resolves with the first delivery matching, or undefined after the wait. */
  waitFor(match: (w: ReceivedWebhook) => boolean, timeoutMs: number): Promise<ReceivedWebhook | undefined>;
  verify(secret: string, w: ReceivedWebhook): WebhookProblem | undefined;
  /** How many deliveries (POSTs with a `webhook-id`) have arrived in this run, of any scenario, accepted or not. */
  count(): number;
  /** What arrived so far in this run (every scenario's), in order: for the message of a webhook that did not. */
  arrivals(): readonly ReceivedWebhook[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === "number" && typeof b === "number") return Dec.of(a).eq(Dec.of(b));
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (a && b && typeof a === "object" && typeof b === "object") {
    const ka = Object.keys(a as object).sort();
    const kb = Object.keys(b as object).sort();
    return sameValue(ka, kb) && ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return a === b;
}

function containsValue(haystack: unknown, needle: unknown): boolean {
  if (!Array.isArray(haystack)) return false;
  return haystack.some((item) => {
    if (needle && typeof needle === "object" && !Array.isArray(needle) && item && typeof item === "object") {
      return Object.entries(needle as Record<string, unknown>).every(([k, v]) => sameValue((item as Record<string, unknown>)[k], v));
    }
    return sameValue(item, needle);
  });
}

function cmp(a: unknown, b: unknown): number | undefined {
  if (!Dec.isDecimal(a) || !Dec.isDecimal(b)) return undefined;
  return Dec.of(a as number).compare(Dec.of(b as number));
}

/**
 * The expressions of the variables `set` steps made (`ids` -> `pluck(bAll, 'body.data.id')`), by
 * the scenario's variables: a fact on `{{ids}}` is reported with what `ids` is, not its name alone.
 */
const setSources = new WeakMap<Vars, Map<string, string>>();

const WHOLE_TEMPLATE = /^\{\{([^{}]+)\}\}$/;

/** Values and how often each came, in order of first appearance: `200, 500 x7`. */
export function tally(values: readonly unknown[]): string {
  const counts = new Map<string, number>();
  for (const v of values) {
    const key = typeof v === "string" ? v : JSON.stringify(v);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([v, n]) => (n > 1 ? `${v} x${n}` : v)).join(", ");
}

/** `the 8 answers to step "b", sent at once (HTTP 200, 500 x7)` for `bAll`, the captures of a concurrent step. */
function concurrentAnswers(name: string, vars: Vars): string | undefined {
  const step = /^(.+)All$/.exec(name)?.[1];
  const all = vars[name];
  if (step === undefined || !Array.isArray(all) || !(step in vars)) return undefined;
  const statuses = all.map((a) => (a as { status?: number } | undefined)?.status ?? "no answer");
  return `the ${all.length} answers to step "${step}", sent at once (HTTP ${tally(statuses)})`;
}

/** An expression in words where it is a common one (`pluck` of a concurrent step's answers), else as written. */
function describeExpression(expression: string, vars: Vars): string {
  const pluck = /^pluck\(\s*([A-Za-z_$@][\w$@]*)\s*,\s*['"]([^'"]+)['"]\s*\)$/.exec(expression);
  if (pluck) {
    const [, list, path] = pluck;
    const answers = concurrentAnswers(list, vars);
    return answers ? `the ${path} of each of ${answers}` : `the ${path} of each item of ${list}`;
  }
  return expression;
}

/**
 * How a fact on a computed value names it: the expression without its braces
 * (`seconds(d.body.data.createdAt, d.body.data.expiresAt)`), and for a variable made by a `set`
 * step what it holds (`ids (the body.data.id of each of the 8 answers to step "b", sent at once
 * (HTTP 200, 500 x7))`), never a bare `{{ids}}`.
 */
export function valueLabel(value: unknown, vars: Vars): string {
  if (typeof value !== "string") return value === undefined ? "value" : (JSON.stringify(value) ?? String(value));
  const whole = WHOLE_TEMPLATE.exec(value.trim());
  if (!whole) return JSON.stringify(value.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, "$1"));
  const expression = whole[1].trim();
  const source = /^[A-Za-z_$@][\w$@]*$/.test(expression) ? setSources.get(vars)?.get(expression) : undefined;
  if (source === undefined) return describeExpression(expression, vars);
  const described = describeExpression(source, vars);
  return `${expression} (${described})`;
}

/** Checks one fact; returns a problem description or undefined. */
export function checkFact(fact: FactDef, body: unknown, vars: Vars): { message: string; expected?: unknown; actual?: unknown } | undefined {
  const f = resolve(fact, vars) as FactDef;
  // Named only for a problem: facts are checked against every webhook arrival while one is awaited.
  const where = () => fact.path ?? valueLabel(fact.value, vars);
  const actual = fact.path !== undefined ? readPath(body, f.path!) : f.value;
  const why = f.because ? ` (${f.because})` : "";
  const problem = (what: string, expected: unknown) => ({ message: `${where()} ${what}${why}`, expected, actual });
  if ("exists" in f && (actual !== undefined) !== f.exists) return problem(f.exists ? "must be present" : "must be absent", f.exists ? "present" : "absent");
  if ("equals" in f && !sameValue(actual, f.equals)) return problem("differs", f.equals);
  if ("notEquals" in f && sameValue(actual, f.notEquals)) return problem("must differ", `not ${JSON.stringify(f.notEquals)}`);
  if (f.in && !f.in.some((v) => sameValue(actual, v))) return problem("is not one of the allowed values", f.in);
  if (f.matches !== undefined && (typeof actual !== "string" || !new RegExp(f.matches).test(actual))) return problem(`must match /${f.matches}/`, f.matches);
  if ("contains" in f && !containsValue(actual, f.contains)) return problem("must contain", f.contains);
  if ("notContains" in f && containsValue(actual, f.notContains)) return problem("must not contain", f.notContains);
  if ("allEqual" in f && (!Array.isArray(actual) || !actual.every((v) => sameValue(v, f.allEqual)))) return problem("must all be", f.allEqual);
  if (f.length !== undefined && (!Array.isArray(actual) || actual.length !== f.length)) return problem("has the wrong length", `length ${f.length}`);
  for (const [op, test] of [
    ["gte", (c: number) => c >= 0],
    ["lte", (c: number) => c <= 0],
    ["gt", (c: number) => c > 0],
    ["lt", (c: number) => c < 0],
  ] as const) {
    if (op in f) {
      const c = cmp(actual, f[op]);
      if (c === undefined || !test(c)) return problem(`must be ${op} ${JSON.stringify(f[op])}`, `${op} ${JSON.stringify(f[op])}`);
    }
  }
  if (f.brcode) {
    const report = typeof actual === "string" ? checkDynamicBrCode(actual) : { problems: ["not a string"] };
    if (report.problems.length) return problem(`is not a valid BR Code: ${report.problems.join("; ")}`, "a valid dynamic BR Code");
  }
  if ("qrDecodesTo" in f) {
    const decoded = typeof actual === "string" ? decodeQrDataUri(actual) : undefined;
    if (decoded !== f.qrDecodesTo) return { message: `${where()} must be a PNG whose QR code decodes to the payload${why}`, expected: f.qrDecodesTo, actual: decoded ?? "(no QR code decoded)" };
  }
  if ("maskedFrom" in f && (typeof actual !== "string" || !isMaskedKeepLast4(actual, String(f.maskedFrom))))
    return problem("must show only the last four characters", `${"*".repeat(Math.max(0, String(f.maskedFrom).length - 4))}${String(f.maskedFrom).slice(-4)}`);
  if (f.taxId && (typeof actual !== "string" || !isTaxIdValid(actual))) return problem("must be a CPF or CNPJ with valid check digits", "valid check digits");
  return undefined;
}

function statusOk(expected: number | number[] | undefined, actual: number): boolean {
  if (expected === undefined) return actual >= 200 && actual < 300;
  return Array.isArray(expected) ? expected.includes(actual) : expected === actual;
}

/** Whether `actual` is a 2xx the contract lists for the operation, where a 2xx was expected. */
function otherListedSuccess(ctx: CheckContext, op: string | undefined, expected: number | number[] | undefined, actual: number): boolean {
  if (op === undefined || actual < 200 || actual >= 300) return false;
  const wanted = expected === undefined ? [] : Array.isArray(expected) ? expected : [expected];
  if (!wanted.every((s) => s >= 200 && s < 300)) return false;
  const responses = (ctx.rt.schemas.operation(op).operation.responses ?? {}) as Record<string, unknown>;
  return Object.hasOwn(responses, String(actual));
}

function companyOf(rt: StepRuntime, alias: string | undefined): Credentials {
  const c = rt.companies[alias ?? "self"];
  if (!c) throw new Error(`unknown company alias "${alias}"`);
  return c.creds;
}

/** `judgesRateLimit`: the step expects 429 (it judges the rate limit), so a 429 is its answer, not waited out (http.ts). */
async function sendStep(rt: StepRuntime, step: StepDef, judgesRateLimit = false): Promise<Exchange> {
  const { ctx } = rt;
  const meta = step.http ? undefined : ctx.rt.ops.get(step.op!);
  if (!step.http && !meta) throw new Error(`unknown operation ${step.op}`);
  return ctx.send(
    {
      operationId: step.http ? undefined : step.op,
      method: step.http?.method ?? meta!.method,
      // A path parameter with no value (a capture of a step that failed or was skipped) is not
      // sent as an empty segment: that is another route, and its answer would be judged as this one's.
      path:
        step.http?.path ??
        fillPath(meta!.path, step.path, (name) => {
          throw new Error(`${step.op}: path parameter ${name} has no value, not sent`);
        }),
      query: step.query,
      as: companyOf(rt, step.as),
      wallet: step.wallet,
      headers: step.headers,
      body: step.body,
      rawBody: step.rawBody,
      contentType: step.contentType,
      omitKey: step.omitKey,
      omitSecret: step.omitSecret,
      secretOverride: step.secret,
      rateLimitIsAnswer: judgesRateLimit,
    },
    // A request outside the contract's operations has no answer schema to hold it to.
    step.http ? { noInvariants: true } : undefined,
  );
}

/**
 * Whether every request of these steps uses a safe method (GET, HEAD, OPTIONS): what a
 * --read-only run may send with credentials. A step of an operation the contract does not have is
 * taken as unsafe; a step that sends nothing (set, sleep) is safe, and awaiting a webhook reads
 * the delivery log at most.
 */
export function stepsAreSafe(steps: StepDef[], methodOf: (operationId: string) => string | undefined): boolean {
  return steps.every((step) => {
    if (step.http) return isSafeMethod(step.http.method);
    if (step.op !== undefined) return isSafeMethod(methodOf(step.op) ?? "POST");
    return true;
  });
}

function capture(exchange: Exchange) {
  return { status: exchange.response?.status, headers: exchange.response?.headers ?? {}, body: exchange.response?.json };
}

/** Runs one step; a broken expectation aborts the scenario (later steps depend on earlier ones). */
export async function runStep(rt: StepRuntime, raw: StepDef): Promise<void> {
  const { ctx, vars } = rt;
  if (raw.set) {
    Object.assign(vars, resolve(raw.set, vars));
    const sources = setSources.get(vars) ?? new Map<string, string>();
    setSources.set(vars, sources);
    for (const [name, template] of Object.entries(raw.set)) {
      const whole = typeof template === "string" ? WHOLE_TEMPLATE.exec(template.trim()) : null;
      if (whole) sources.set(name, whole[1].trim());
      else sources.delete(name);
    }
    return;
  }
  if (raw.awaitWebhook) {
    await awaitWebhook(rt, raw);
    return;
  }
  if (raw.sleep !== undefined) {
    const seconds = Number(resolve(raw.sleep, vars));
    if (!Number.isFinite(seconds)) ctx.abort("sleep", `sleep: ${JSON.stringify(raw.sleep)} is not a number of seconds`);
    if (ctx.failures.length > 0) ctx.abort("sleep", "an earlier step failed: not waiting for what it set up");
    await sleep(Math.min(Math.max(0, seconds), 120) * 1000);
    return;
  }
  const step = resolve({ ...raw, until: undefined, expect: undefined }, vars) as StepDef;
  const judgesRateLimit = [raw.expect?.status].flat().includes(429);
  const label = `${step.op ?? `${step.http?.method} ${step.http?.path}`}${ctx.preparing ? " (preparation)" : ""}`;
  let exchange: Exchange;
  /** Every answer of a step sent several times at once. */
  let concurrent: Exchange[] | undefined;
  if (raw.until) {
    const deadline = Date.now() + ctx.rt.options.waitMs;
    let pause = 25;
    for (;;) {
      exchange = await sendStep(rt, step, judgesRateLimit);
      const body = exchange.response?.json;
      const pending = raw.until.map((f) => checkFact(f, body, vars)).find((p) => p !== undefined);
      if (!pending && exchange.response && exchange.response.status < 300) break;
      if (Date.now() > deadline)
        ctx.abort("timeout", `waited ${ctx.rt.options.waitMs} ms for ${label}: ${pending?.message ?? `HTTP ${exchange.response?.status}`}`, {
          expected: pending?.expected,
          actual: pending?.actual,
          exchange,
        });
      await sleep(pause);
      pause = Math.min(pause * 2, 250);
    }
  } else if (step.concurrent && step.concurrent > 1) {
    const all = await Promise.all(Array.from({ length: step.concurrent }, () => sendStep(rt, step, judgesRateLimit)));
    exchange = all[0];
    concurrent = all;
    if (step.name) vars[`${step.name}All`] = all.map(capture);
  } else {
    exchange = await sendStep(rt, step, judgesRateLimit);
  }
  if (exchange.error) ctx.abort("transport", `${label}: ${exchange.error}`, { exchange });
  const r = exchange.response!;
  if (step.name) vars[step.name] = capture(exchange);
  if (raw.skipOn && raw.skipOn.status.includes(r.status)) ctx.skip(`${raw.skipOn.reason} (HTTP ${r.status}: ${r.text.slice(0, 200)})`);
  if (raw.skipUnless && !raw.skipUnless.status.includes(r.status)) ctx.skip(`${raw.skipUnless.reason} (HTTP ${r.status}: ${r.text.slice(0, 200)})`);
  const expect = raw.expect ? (resolve(raw.expect, vars) as ExpectDef) : undefined;
  // The expected status holds for every answer of a step sent several times at once, not only the
  // first: eight identical creations answered 200 once and 500 seven times are reported as such,
  // with a 500 answer shown, rather than later as lists of ids with nulls in them.
  const wrong = (concurrent ?? []).filter((e) => e.error !== undefined || !statusOk(expect?.status, e.response!.status));
  if (concurrent && wrong.length > 0) {
    const statuses = concurrent.map((e) => e.response?.status ?? `no answer: ${e.error}`);
    ctx.abort("status", `${label}${raw.note ? ` (${raw.note})` : ""}, sent ${concurrent.length} times at once: ${wrong.length} of the ${concurrent.length} answers have an unexpected HTTP status (HTTP ${tally(statuses)}); the first of them is shown`, {
      expected: expect?.status ?? "2xx",
      actual: statuses,
      exchange: wrong[0],
    });
  }
  if (!statusOk(expect?.status, r.status) && ctx.preparing && otherListedSuccess(ctx, step.op, expect?.status, r.status)) {
    // A preparation step only makes what the check needs: another 2xx its operation lists in the
    // contract (createWallet's 200 for 201) is judged by that operation's own checks, not here.
    ctx.note(`${label} answered HTTP ${r.status} where ${JSON.stringify(expect?.status)} was expected; the contract lists ${r.status} for ${step.op}, so the preparation went on (that operation's own checks judge the status)`);
  } else if (!statusOk(expect?.status, r.status)) {
    ctx.abort("status", `${label}${raw.note ? ` (${raw.note})` : ""}: unexpected HTTP status`, { expected: expect?.status ?? "2xx", actual: r.status, exchange });
  }
  const json = r.json as { error?: { code?: string } } | undefined;
  if (expect?.code !== undefined && json?.error?.code !== expect.code) ctx.abort("code", `${label}: unexpected error code`, { expected: expect.code, actual: json?.error?.code, exchange });
  for (const [name, value] of Object.entries(expect?.headers ?? {})) {
    const got = r.headers[name.toLowerCase()];
    if (value === null ? got !== undefined : got !== value) ctx.fail("header", `${label}: header ${name}`, { expected: value ?? "absent", actual: got ?? "absent", exchange });
  }
  for (const fact of raw.expect?.facts ?? []) {
    const p = checkFact(fact, r.json, vars);
    if (p) ctx.fail("fact", `${label}: ${p.message}`, { expected: p.expected, actual: p.actual, exchange });
  }
}

async function awaitWebhook(rt: StepRuntime, raw: StepDef): Promise<void> {
  const { ctx, vars } = rt;
  const spec = resolve(raw.awaitWebhook!, vars);
  const inbox = rt.webhookInbox;
  if (!inbox) return ctx.skip("no webhook receiver in this run");
  const where = raw.awaitWebhook!.where ?? [];
  const waitMs = spec.at ? Math.max(ctx.rt.options.waitMs, 8_000) : ctx.rt.options.waitMs;
  const got = await inbox.waitFor((w) => {
    const body = w.json as { type?: string } | undefined;
    return w.answered < 300 && w.at === (spec.at ?? "") && body?.type === spec.type && where.every((f) => checkFact(f, w.json, vars) === undefined);
  }, waitMs);
  if (!got) {
    const missed: MissedWebhook = {
      type: spec.type,
      at: spec.at ?? "",
      place: `${inbox.url}${spec.at ?? ""}`,
      // Resolved: the deposit's id, not the template naming it.
      where: describeWhere(spec.where ?? []),
      matches: (w) => where.every((f) => checkFact(f, w.json, vars) === undefined),
      endpoint: typeof spec.endpoint === "string" && spec.endpoint !== "" ? spec.endpoint : undefined,
      as: raw.as,
      waitMs,
    };
    // Deliveries from the target do reach the receiver (this scenario's or another's): a missing one is a failure.
    if (vars.$webhookArrived || inbox.count() > 0) return failMissedWebhook(rt, missed);
    return whyNoWebhook(rt, missed);
  }
  vars.$webhookArrived = true;
  if (raw.name) vars[raw.name] = { headers: got.headers, body: got.json, raw: got.body };
  const problem = inbox.verify(spec.secret, got);
  if (problem) ctx.fail(problem.aspect, `${spec.type} webhook: ${problem.message}`, { expected: problem.expected, actual: problem.aspect === "clock" ? got.headers["webhook-timestamp"] : got.headers["webhook-signature"] });
  const shape = webhookBodyProblems(ctx.rt.schemas, got.json);
  if (shape.problems.length > 0)
    ctx.fail("webhook-schema", `${spec.type} webhook (webhook-id ${got.headers["webhook-id"] ?? "absent"}): the body is not the contract's ${shape.schema}`, {
      expected: `a body valid against ${shape.schema} (unknown properties refused), createdAt UTC ISO 8601 with milliseconds and Z`,
      actual: shape.problems,
    });
  for (const fact of raw.expect?.facts ?? []) {
    const p = checkFact(fact, got.json, vars);
    if (p) ctx.fail("fact", `${spec.type} webhook: ${p.message}`, { expected: p.expected, actual: p.actual });
  }
}

/** DESIGN: timestamps are UTC ISO 8601 with milliseconds and a trailing `Z`. */
const EVENT_CREATED_AT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * What is wrong with a delivered body by the contract: its `createdAt` (UTC ISO 8601 with
 * milliseconds and `Z`), then the schema the WebhookEvent discriminator names for its `type`, in
 * the runner's strict view (unknown properties refused; the WebhookEvent union itself for a type
 * the mapping lacks). `schema` names the schema used; `problems` is empty when the body conforms.
 */
export function webhookBodyProblems(schemas: OpenApiSchemas, body: unknown): { schema: string; problems: string[] } {
  const components = schemas.doc.components as unknown as { schemas?: { WebhookEvent?: { discriminator?: { mapping?: Record<string, string> } } } } | undefined;
  const mapping = components?.schemas?.WebhookEvent?.discriminator?.mapping ?? {};
  const event = body && typeof body === "object" ? (body as { type?: unknown; createdAt?: unknown }) : {};
  const ref = typeof event.type === "string" && Object.hasOwn(mapping, event.type) ? mapping[event.type] : undefined;
  const schema = ref?.startsWith("#/components/schemas/") ? ref.slice("#/components/schemas/".length) : "WebhookEvent";
  const problems: string[] = [];
  const badCreatedAt = typeof event.createdAt !== "string" || !EVENT_CREATED_AT.test(event.createdAt);
  if (badCreatedAt) problems.push(`/createdAt: ${JSON.stringify(event.createdAt) ?? "absent"} is not UTC ISO 8601 with milliseconds and Z (YYYY-MM-DDTHH:MM:SS.sssZ)`);
  // The schema's Timestamp pattern says the same of a bad createdAt: said once.
  for (const p of schemas.validateComponent(schema, body)) if (!(badCreatedAt && p.at === "/createdAt")) problems.push(`${p.at || "(root)"}: ${p.message}`);
  return { schema, problems };
}

/** A webhook awaited in vain, with its conditions resolved. */
interface MissedWebhook {
  type: string;
  /** The receiver's sub-path it was awaited at ("", FAIL_FIRST or REDIRECT_FIRST). */
  at: "" | FirstAttemptRefused;
  /** The receiver's URL there. */
  place: string;
  /** `data.id = "01K..."`, or "" without conditions. */
  where: string;
  matches: (w: ReceivedWebhook) => boolean;
  /** The id of the webhook endpoint the scenario registered, whose delivery log tells the target's side. */
  endpoint?: string;
  /** The company alias that registered it (the step's `as`), as which its delivery log is read. */
  as?: string;
  waitMs: number;
}

/** Resolved `where` facts in words: `data.id = "01K..."`. */
function describeWhere(where: FactDef[]): string {
  return where
    .map((f) => {
      const target = f.path ?? valueLabel(f.value, {});
      if ("equals" in f) return `${target} = ${JSON.stringify(f.equals)}`;
      if (f.in) return `${target} in ${JSON.stringify(f.in)}`;
      if ("exists" in f) return `${target} ${f.exists ? "present" : "absent"}`;
      return JSON.stringify(f);
    })
    .join(" and ");
}

/** The awaited webhook's type and conditions: `DEPOSIT_PAID webhook with data.id = "01K..."`. */
function awaitedWebhook(m: MissedWebhook): string {
  return `${m.type} webhook${m.where ? ` with ${m.where}` : ""}`;
}

/** What the awaited webhook is, in words. */
function expectedWebhook(m: MissedWebhook): string {
  const which = `a ${awaitedWebhook(m)}`;
  return m.at
    ? `${which} at ${m.place}, its first attempt answered ${firstAttemptAnswer(m.at)} by the receiver, then sent again with the same webhook-id (and accepted) within ${m.waitMs} ms`
    : `${which} at ${m.place} within ${m.waitMs} ms`;
}

const SHOWN_ARRIVALS = 10;

/**
 * What did reach the receiver in this run at the awaited URL, one entry per webhook-id (its
 * attempts and what the receiver answered each), those meeting the conditions first, then those
 * of the awaited type: `DEPOSIT_PAID webhook-id msg_1, data.id "01K...": 1 attempt, answered 500`.
 */
function arrivalsAt(inbox: WebhookInbox, m: MissedWebhook): { lines: string[]; webhookIds: number } {
  const groups = new Map<string, { type?: string; dataId?: unknown; answered: number[]; matches: boolean }>();
  inbox.arrivals().forEach((w, i) => {
    if (w.at !== m.at) return;
    const key = w.headers["webhook-id"] ?? `(no webhook-id, delivery ${i + 1})`;
    const body = w.json as { type?: unknown; data?: { id?: unknown } } | undefined;
    const group = groups.get(key) ?? { type: typeof body?.type === "string" ? body.type : undefined, dataId: body?.data?.id, answered: [], matches: false };
    group.answered.push(w.answered);
    group.matches ||= m.matches(w);
    groups.set(key, group);
  });
  const rank = (g: { type?: string; matches: boolean }) => (g.type === m.type && g.matches ? 0 : g.type === m.type ? 1 : 2);
  const entries = [...groups].sort(([, a], [, b]) => rank(a) - rank(b));
  const lines = entries
    .slice(0, SHOWN_ARRIVALS)
    .map(
      ([id, g]) =>
        `${g.type ?? "(no type)"} webhook-id ${id}, data.id ${g.dataId === undefined ? "(none)" : JSON.stringify(g.dataId)}: ${g.answered.length} attempt${g.answered.length === 1 ? "" : "s"}, answered ${g.answered.join(", ")}`,
    );
  if (entries.length > SHOWN_ARRIVALS) lines.push(`... and ${entries.length - SHOWN_ARRIVALS} more webhook-ids`);
  return { lines, webhookIds: entries.length };
}

/** Reads the endpoint's delivery log for the awaited event type (the failure shows it, and its curl). */
async function readDeliveryLog(rt: StepRuntime, m: MissedWebhook): Promise<Exchange> {
  return sendStep(rt, { op: "listWebhookDeliveries", as: m.as, path: { id: m.endpoint }, query: { eventType: m.type, limit: 100 } });
}

/**
 * The target reaches the receiver, yet the awaited webhook did not come: a failure, which says
 * what was awaited (its conditions resolved: the deposit's id), what did arrive at that URL in
 * this run, and (when the scenario registered an endpoint) the target's delivery log for it, with
 * the curl command that reads it again.
 */
async function failMissedWebhook(rt: StepRuntime, m: MissedWebhook, already?: Exchange, why = ""): Promise<never> {
  const { ctx } = rt;
  const inbox = rt.webhookInbox!;
  const log = already ?? (m.endpoint ? await readDeliveryLog(rt, m) : undefined);
  const arrived = arrivalsAt(inbox, m);
  const n = arrived.webhookIds;
  const got = n === 0 ? "nothing arrived there in this run" : `"actual" lists what arrived there in this run (${n === 1 ? "one webhook-id" : `${n} webhook-ids`})`;
  const logged = log ? `"answer" is the target's delivery log of the endpoint ${m.endpoint}` : "the scenario names no endpoint whose delivery log could be read";
  const retried = m.at ? `, its first attempt answered ${firstAttemptAnswer(m.at)}, retried with the same webhook-id,` : "";
  return ctx.abort("webhook", `no ${awaitedWebhook(m)}${retried} arrived at ${m.place} within ${m.waitMs} ms${why}; ${got}; ${logged}`, {
    expected: expectedWebhook(m),
    actual: n > 0 ? arrived.lines : `nothing arrived at ${m.place} in this run`,
    ...(log ? { exchange: log } : {}),
  });
}

/**
 * How long after the wait the delivery log is still read when it shows no attempt: an attempt
 * under way is counted once it ends, and the contract gives a receiver 10 s to answer.
 */
const ATTEMPT_GRACE_MS = 12_000;

type LoggedDelivery = { status?: string; attempts?: number; lastError?: string; lastStatusCode?: number };

/**
 * Nothing at all has reached the receiver: either the target cannot reach this machine (a skip:
 * the runner cannot judge what it never sees) or the target sent nothing (a failure). Its own
 * delivery log tells the two apart: a delivery attempted and failed is the first; no delivery of
 * the event, or none attempted by the end of the grace period, is the second. Without a log to
 * read, skip.
 */
async function whyNoWebhook(rt: StepRuntime, m: MissedWebhook): Promise<never> {
  const { ctx } = rt;
  const inbox = rt.webhookInbox!;
  const { type, endpoint, waitMs } = m;
  const unreachable = `no ${awaitedWebhook(m)} arrived at ${m.place} within ${waitMs} ms (the target may not reach this machine)`;
  if (!endpoint) return ctx.skip(unreachable);
  const read = async () => {
    const log = await readDeliveryLog(rt, m);
    const items = log.response?.status === 200 ? (log.response.json as { data?: { items?: LoggedDelivery[] } } | undefined)?.data?.items : undefined;
    return { log, items: Array.isArray(items) ? items : undefined };
  };
  const attempted = (d: LoggedDelivery) => (d.attempts ?? 0) > 0;
  const graceEnds = Date.now() + ATTEMPT_GRACE_MS;
  let { log, items } = await read();
  while (items && !items.some(attempted) && Date.now() < graceEnds) {
    await sleep(500);
    // A delivery arriving now was late, but it shows the target reaches the receiver.
    if (inbox.count() > 0) return failMissedWebhook(rt, m);
    ({ log, items } = await read());
  }
  const logRead = `GET ${log.request.path}`;
  if (!items) return ctx.skip(`${unreachable}; its delivery log could not be read (${logRead} answered ${log.response ? `HTTP ${log.response.status}` : log.error})`);
  const after = `${Math.round((waitMs + ATTEMPT_GRACE_MS) / 1000)} s`;
  if (items.length === 0) return failMissedWebhook(rt, m, log, `, and after ${after} the target's delivery log for the endpoint has no ${type} delivery: the event was never sent`);
  const tried = items.filter(attempted);
  if (tried.length === 0) return failMissedWebhook(rt, m, log, `, and after ${after} the target's delivery log shows no attempt to deliver it`);
  if (tried.some((d) => d.status === "succeeded"))
    return ctx.skip(`${unreachable}; the target's log says it was delivered, so its URL reaches another receiver (check --webhook-public-url; ${logRead})`);
  const last = tried[0];
  return ctx.skip(`${unreachable}; the target tried ${last.attempts} time(s): ${last.lastError ?? `HTTP ${last.lastStatusCode}`} (${logRead})`);
}

/** Runs steps, then the cleanup steps whatever happened (their failures are notes, not failures). */
export async function runSteps(rt: StepRuntime, steps: StepDef[], cleanup: StepDef[] = []): Promise<void> {
  try {
    for (const step of steps) await runStep(rt, step);
  } finally {
    for (const step of cleanup) {
      const before = rt.ctx.failures.length;
      try {
        await runStep(rt, step);
      } catch (error) {
        if (!(error instanceof AbortSignal_)) rt.ctx.note(`cleanup step ${step.op} failed: ${(error as Error).message}`);
      }
      if (rt.ctx.failures.length > before) {
        rt.ctx.note(`cleanup step ${step.op} did not go as expected: ${rt.ctx.failures[before].message}`);
        rt.ctx.failures.splice(before);
      }
    }
  }
}
