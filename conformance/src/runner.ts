/**
 * One conformance run: reach the target with the given credentials (or stop with exit code 2),
 * find out whether it offers the sandbox, build the checks (paired examples, shared examples,
 * negative data, scenarios), select them (--only/--skip, --read-only), run them a few at a time,
 * add the structural checks gathered from every answer, and report.
 */
import { closeSync, openSync, realpathSync, rmSync, statSync, writeFileSync } from "node:fs";
import { exampleChecks } from "./catalog/examples.ts";
import { negativeChecks } from "./catalog/negative.ts";
import { scenarioChecks } from "./catalog/scenarios.ts";
import { sharedChecks } from "./catalog/shared.ts";
import { ReadOnlyRefusal, secretVariable, sentTwiceText, TRANSIENT_RESETS, type Credentials, type Exchange } from "./http.ts";
import { AbortSignal_, CheckContext, reportedFailures, SkipSignal, type CheckDef, type CheckResult } from "./model.ts";
import { failureBlock, isTransportError, junitXml, printable, progressLine, secretRedactor, summaryLines, THROWAWAY_SECRET, throwawaySecretsNote, type NamedSecret, type RunReport } from "./report.ts";
import { DEFAULT_WEBHOOK_LISTEN, Runtime, type RunOptions } from "./runtime.ts";
import { WebhookReceiver } from "./webhook-receiver.ts";
import { SetupError } from "./world.ts";

export interface RunResult {
  exitCode: 0 | 1 | 2;
  report: RunReport;
}

/** All checks of the catalog, in a stable order. */
export function buildCatalog(rt: Runtime): CheckDef[] {
  const checks = [...exampleChecks(rt), ...sharedChecks(rt), ...negativeChecks(rt), ...scenarioChecks(rt)];
  const seen = new Set<string>();
  for (const c of checks) {
    if (seen.has(c.id)) throw new Error(`duplicate check id ${c.id}`);
    seen.add(c.id);
  }
  return checks;
}

function globToRegExp(glob: string): RegExp {
  return new RegExp(
    `^${glob
      .split("*")
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  );
}

/** A pattern selects a check by id (exact, a prefix of whole segments, or a glob) or by tag (exact or glob). */
export function matches(pattern: string, check: { id: string; tags: string[] }): boolean {
  if (pattern.includes("*")) {
    const re = globToRegExp(pattern);
    return re.test(check.id) || check.tags.some((t) => re.test(t));
  }
  const prefix = pattern.endsWith(".") ? pattern : `${pattern}.`;
  return check.id === pattern || check.id.startsWith(prefix) || check.tags.includes(pattern);
}

export function select<T extends { id: string; tags: string[] }>(checks: T[], only: string[], skip: string[]): T[] {
  return checks.filter((c) => (only.length === 0 || only.some((p) => matches(p, c))) && !skip.some((p) => matches(p, c)));
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(size, items.length)) }, async () => {
    while (next < items.length) {
      const item = items[next++];
      await work(item);
    }
  });
  await Promise.all(lanes);
}

/**
 * The start of a body quoted in the one-line message of a run that could not happen: a proxy's
 * HTML page (nginx's, with CRLF line ends) would otherwise spread over several lines of \x0d.
 */
function excerpt(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, 200);
}

/** Why an answer is not the contract's success envelope (`{success: true, data: {...}}`), or undefined. */
function successEnvelopeProblem(r: NonNullable<Exchange["response"]>): string | undefined {
  const shown = `${r.headers["content-type"] ?? "(no content-type)"} ${excerpt(r.text)}`;
  if (!r.isJson) return `a body that is not JSON: ${shown}`;
  const body = r.json as { success?: unknown; data?: unknown } | null;
  const isObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);
  if (!isObject(body) || body!.success !== true || !isObject(body!.data)) return `a body that is not the success envelope {"success": true, "data": {...}}: ${shown}`;
  return undefined;
}

/** The hint for an answer that says the base URL is wrong: the contract's paths already start with /v1. */
function baseUrlHint(baseUrl: string): string {
  return /\/v1\/?$/.test(new URL(baseUrl).pathname) ? " (the base URL must not include /v1: the contract's paths, /v1/..., are appended to it)" : "";
}

/**
 * Reaches the target as the given company, and finds out whether it offers the sandbox. A target
 * that answers GET /v1/company with anything but the success envelope is not taken for the API
 * (an HTML page answered 200 to every path would otherwise be checked, and pass what only looks at
 * statuses); the message names the URL requested, base URL included.
 */
async function discover(rt: Runtime): Promise<string | undefined> {
  const given = { label: "given", apiKey: rt.options.apiKey, apiSecret: rt.options.apiSecret };
  const company = await rt.http.send({ operationId: "getCompany", method: "GET", path: "/v1/company", as: given });
  const asked = `GET ${company.request.url}`;
  if (company.error) {
    // A plain-HTTP request to a TLS port is closed without an answer by Node and many proxies.
    const tlsHint = company.errorCode && TRANSIENT_RESETS.has(company.errorCode) && new URL(rt.options.baseUrl).protocol === "http:" ? " (if that port serves HTTPS, the base URL must start with https://)" : "";
    return `the target is unreachable: ${asked} failed (${company.error})${tlsHint}`;
  }
  const r = company.response!;
  const error = (r.json as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  const code = typeof error?.code === "string" ? error.code : undefined;
  const hint = baseUrlHint(rt.options.baseUrl);
  // Only the API's own error envelope says the credentials were refused: a proxy's or a gateway's
  // 400, 401 or 403 page (nginx's "plain HTTP request was sent to HTTPS port", a basic-auth
  // prompt, a firewall's block page) says nothing of them, and is shown as it came.
  if ((r.status === 400 || r.status === 401 || r.status === 403) && code !== undefined)
    return `the credentials were refused: ${asked} answered HTTP ${r.status} ${code}${typeof error?.message === "string" ? ` (${error.message.slice(0, 200)})` : ""}${hint}`;
  if (r.status >= 300 && r.status < 400) {
    const location = r.headers.location;
    return `the target does not answer like the Payments API: ${asked} answered HTTP ${r.status}, a redirect${location ? ` to ${location}` : ""}; the runner follows no redirect: give the URL the target's answers come from as the base URL${hint}`;
  }
  if (r.status !== 200) return `the target does not answer like the Payments API: ${asked} answered HTTP ${r.status} ${r.headers["content-type"] ?? "(no content-type)"} ${excerpt(r.text)}${hint}`;
  const notEnvelope = successEnvelopeProblem(r);
  if (notEnvelope) return `the target does not answer like the Payments API: ${asked} answered HTTP 200 with ${notEnvelope}`;
  const data = (r.json as { data: { id?: unknown } }).data;
  rt.world.given = { label: "given", id: typeof data.id === "string" ? data.id : "", creds: { ...given, companyId: typeof data.id === "string" ? data.id : undefined } };
  const walletMode = (data as { settings?: { walletMode?: unknown } }).settings?.walletMode;
  if (typeof walletMode === "string") rt.givenWalletMode = walletMode;
  await probeSandbox(rt, given);
  return undefined;
}

/**
 * The sandbox: PATCH /v1/sandbox/company {} changes nothing and answers the success envelope where
 * it exists (404 where not). The contract offers no safe method on the sandbox surface, so a
 * --read-only run does not probe it, and runs as without the sandbox.
 */
async function probeSandbox(rt: Runtime, given: Credentials): Promise<void> {
  if (rt.options.readOnly) {
    rt.sandbox = false;
    rt.sandboxReason = "not probed: its only probe is a PATCH, which a --read-only run does not send";
    return;
  }
  // No operationId: where the sandbox is absent the route does not exist, and its 404 is no answer of sandboxUpdateCompany.
  const probe = await rt.http.send({ method: "PATCH", path: "/v1/sandbox/company", as: given, body: {} });
  const r = probe.response;
  const notEnvelope = r?.status === 200 ? successEnvelopeProblem(r) : undefined;
  rt.sandbox = r?.status === 200 && !notEnvelope;
  if (rt.sandbox) rt.sandboxReason = "";
  else rt.sandboxReason = notEnvelope ? `PATCH /v1/sandbox/company answered HTTP 200 with ${notEnvelope.slice(0, 120)}` : `PATCH /v1/sandbox/company answered ${probe.error ?? `HTTP ${r?.status}`}`;
}

/**
 * Makes the shared company the checks act as under the sandbox before they run: where the sandbox
 * answers its probe but cannot make a company, each check would fail on that alone and hide what
 * it checks (a target answering the success envelope to everything read as "could not create the
 * sandbox company" 1,137 times). The run then goes on as without the sandbox, and the failure
 * (returned) is one check of its own (sandboxFailureResult).
 */
async function makeSandboxCompany(rt: Runtime): Promise<string | undefined> {
  // A --read-only run has no sandbox (probeSandbox).
  if (!rt.sandbox) return undefined;
  try {
    await rt.world.primary();
    return undefined;
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    rt.sandbox = false;
    rt.sandboxReason = `PATCH /v1/sandbox/company answered HTTP 200, but ${error.message}`;
    return error.message;
  }
}

/** The failing result that stands for a sandbox which answers its probe but cannot make a company. */
function sandboxFailureResult(message: string): CheckResult {
  return {
    id: "sandbox.create-company",
    title: "the sandbox surface creates a company (POST /v1/sandbox/companies), as its answer to PATCH /v1/sandbox/company says it is there",
    tags: ["sandbox", "setup"],
    status: "fail",
    ms: 0,
    failures: [{ aspect: "setup", message: `${message}; the checks that need the sandbox are skipped, the others run as the given company` }],
    notes: [],
    requests: 1,
  };
}

/** Why a read-only run leaves a check out (every reason starts with "--read-only:"), or undefined when it runs it. */
export function readOnlySkip(check: CheckDef): string | undefined {
  if (check.requires.includes("write")) return "--read-only: this check sends a request other than GET, HEAD or OPTIONS with usable credentials, which a target that does not conform could act on";
  if (check.requires.includes("sandbox")) return "--read-only: this check needs the sandbox surface, which a read-only run does not probe (its probe is a PATCH)";
  return undefined;
}

function requirementSkip(rt: Runtime, check: CheckDef): string | undefined {
  if (rt.options.readOnly) {
    const reason = readOnlySkip(check);
    if (reason) return reason;
  }
  if (check.requires.includes("sandbox") && !rt.sandbox) return `needs the sandbox surface, which the target does not offer (${rt.sandboxReason})`;
  if (check.requires.includes("slow") && !rt.options.slow) return "waits a minute or more for the target's clock: run with --slow";
  if (check.requires.includes("webhooks") && !rt.webhookInbox) return rt.options.webhooks ? "no webhook receiver could be started" : "webhook checks are off (--no-webhooks)";
  return undefined;
}

/**
 * A request the runner sent twice (its first attempt's connection reset: http.ts mayResend) may
 * have been acted on twice: every failure of the check says so, so that a balance credited twice
 * or a 409 is not taken for the target's own bug. A failure whose answer is that request's says
 * "sent twice"; the others name the request.
 */
export function markResent(ctx: CheckContext): void {
  const resent = ctx.exchanges.filter((e) => e.retriedAfter !== undefined);
  if (resent.length === 0) return;
  const named = resent.map((e) => `${e.request.method} ${e.request.path}${e.operationId ? ` (${e.operationId})` : ""}`).join(", ");
  for (const f of ctx.failures) {
    if (f.resent) f.message += ` (${sentTwiceText(f.resent)})`;
    else f.message += ` (this check sent ${named} twice: the first attempt's connection was reset, ${resent[0].retriedAfter}; the target may have acted on both)`;
  }
}

async function runOne(rt: Runtime, check: CheckDef, index: number): Promise<CheckResult> {
  const started = performance.now();
  const ctx = new CheckContext(check, rt, `${rt.refPrefix}-${index.toString(36)}-`);
  const base = { id: check.id, title: check.title, tags: check.tags, ...(check.example ? { example: check.example } : {}) };
  const skipReason = requirementSkip(rt, check);
  if (skipReason) return { ...base, status: "skip", ms: 0, failures: [], skipReason, notes: [], requests: 0 };
  let skip: string | undefined;
  try {
    await check.run(ctx);
  } catch (error) {
    if (error instanceof SkipSignal) skip = error.reason;
    else if (error instanceof ReadOnlyRefusal) skip = `--read-only: ${error.message}`;
    else if (error instanceof SetupError) ctx.fail("setup", error.message, { transport: error.transport });
    else if (!(error instanceof AbortSignal_)) ctx.fail("runner", `the check could not run: ${(error as Error).stack ?? String(error)}`);
  }
  const ms = Math.round(performance.now() - started);
  markResent(ctx);
  const status = ctx.failures.length > 0 ? "fail" : skip ? "skip" : "pass";
  return { ...base, status, ms, failures: reportedFailures(ctx.failures), ...(skip && status === "skip" ? { skipReason: skip } : {}), notes: ctx.notes, requests: ctx.exchanges.length };
}

/**
 * Why a report file cannot be written, or undefined; nothing is left created or emptied (a
 * writable report beside an unwritable one still gets the run's fatal report). The file is opened
 * for appending, not judged by its folder's permissions: those say nothing to root, nor of a name
 * ending in "/" or a file system that takes no new files (/proc).
 */
function reportFileProblem(file: string | undefined): string | undefined {
  if (!file) return undefined;
  try {
    const existing = statSync(file, { throwIfNoEntry: false });
    if (existing?.isDirectory()) return `cannot write the report ${file}: it is a folder`;
    closeSync(openSync(file, "a"));
    // What was created, not the name given: a link to a file not there yet stays a link.
    if (!existing) rmSync(realpathSync(file), { force: true });
    return undefined;
  } catch (error) {
    return `cannot write the report ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
  }
}

/** Writes each report on its own; the problems of those that could not be written. */
function writeReports(options: RunOptions, report: RunReport): string[] {
  const problems: string[] = [];
  const write = (file: string | undefined, text: () => string) => {
    if (!file) return;
    try {
      writeFileSync(file, text());
    } catch (error) {
      problems.push(`could not write the report ${file}: ${(error as Error).message}`);
    }
  };
  write(options.jsonFile, () => `${JSON.stringify(report, null, 2)}\n`);
  write(options.junitFile, () => junitXml(report));
  return problems;
}

/** Whether the run has a webhook receiver at all (none in --read-only: registering it is a write). */
function wantsReceiver(options: RunOptions): boolean {
  return options.webhooks && !options.readOnly;
}

/**
 * Before any request: whether the receiver can listen where --webhook-listen says (a mistake in
 * the flags stops the run, exit 2; the message is returned). It listens and closes at once: the
 * receiver itself starts once the target has answered (startReceiver), so that a run stopped by
 * an unreachable target or refused credentials never had a listener open.
 */
async function checkListen(options: RunOptions): Promise<string | undefined> {
  const listen = options.webhookListen;
  if (!wantsReceiver(options) || listen === undefined) return undefined;
  try {
    await WebhookReceiver.canListen(listen.host, listen.port);
    return undefined;
  } catch (error) {
    return cannotListen(listen.text, error);
  }
}

function cannotListen(given: string, error: unknown): string {
  return `the webhook receiver cannot listen on --webhook-listen ${given}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
}

/**
 * Starts the webhook receiver, once the target has answered. A receiver that cannot listen on the
 * default interface only leaves the webhook checks out; one that cannot listen where
 * --webhook-listen said (checked before the first request, by checkListen: the port was taken
 * since) stops the run (the message, returned).
 */
async function startReceiver(rt: Runtime): Promise<WebhookReceiver | undefined | string> {
  const { options } = rt;
  if (!wantsReceiver(options)) return undefined;
  const receiver = new WebhookReceiver(options.webhookListen?.host ?? DEFAULT_WEBHOOK_LISTEN, options.webhookPublicUrl, options.webhookListen?.port ?? 0);
  try {
    rt.webhookUrl = await receiver.start(`/conformance/${rt.refPrefix}`);
    rt.webhookInbox = receiver;
    options.log(`webhook receiver: ${rt.webhookUrl}`);
    return receiver;
  } catch (error) {
    if (options.webhookListen !== undefined) return cannotListen(options.webhookListen.text, error);
    options.log(`webhook receiver could not start: ${(error as Error).message}`);
    return undefined;
  }
}

/** What a run or `--list` says when the selection is empty. */
export function noCheckMatches(only: string[], skip: string[]): string {
  return `no check matches${only.length ? ` --only ${only.join(",")}` : ""}${skip.length ? ` --skip ${skip.join(",")}` : ""}`;
}

export async function runConformance(options: RunOptions): Promise<RunResult> {
  const startedAt = new Date();
  const t0 = performance.now();
  let rt: Runtime;
  // The run's secrets (the given one, the throwaway companies' made so far), written as their
  // variables wherever the output or a report would quote them: an answer may hold one (a target
  // or proxy reflecting the request's headers, a sandbox company's creation answer). The
  // companies[] of the JSON report keep the throwaway ones, as documented.
  // Rebuilt only when a company was made since (a log line of every check goes through it).
  let current: { count: number; redact: <T>(value: T) => T } | undefined;
  const redact = <T>(value: T): T => {
    const companies = rt?.companies ?? [];
    if (current?.count !== companies.length) {
      const secrets: NamedSecret[] = [{ value: options.apiSecret, variable: "PAYMENTS_API_SECRET" }, ...companies.map((c) => ({ value: c.creds.apiSecret, variable: secretVariable(c.label) }))];
      current = { count: companies.length, redact: secretRedactor(secrets) };
    }
    return current.redact(value);
  };
  // Control characters in what the target answered are escaped before they reach a terminal or a CI log.
  const log = (line: string) => options.log(printable(redact(line)));
  const logError = (line: string) => (options.logError ?? options.log)(printable(redact(line)));
  const finish = (exitCode: 0 | 1 | 2, unredacted: CheckResult[], unredactedFatal?: string): RunResult => {
    const checks = redact(unredacted);
    const fatal = unredactedFatal === undefined ? undefined : redact(unredactedFatal);
    const report: RunReport = {
      runId: options.runId,
      target: options.baseUrl,
      startedAt: startedAt.toISOString(),
      wallMs: Math.round(performance.now() - t0),
      exitCode,
      ...(fatal ? { fatal } : {}),
      readOnly: options.readOnly,
      sandbox: rt?.sandbox ?? false,
      sandboxReason: rt?.sandboxReason ?? "",
      ...(rt?.webhookUrl ? { webhookReceiver: rt.webhookUrl } : {}),
      // Sandbox companies the run created, with their throwaway credentials, so that a failure's curl can be replayed.
      companies: (rt?.companies ?? []).map((c) => ({ label: c.label, id: c.id, apiKey: c.creds.apiKey, apiSecret: c.creds.apiSecret })),
      summary: {
        total: checks.length,
        passed: checks.filter((c) => c.status === "pass").length,
        failed: checks.filter((c) => c.status === "fail").length,
        skipped: checks.filter((c) => c.status === "skip").length,
        transport: checks.filter(isTransportError).length,
        ...(rt?.http.rateLimitedResends ? { rateLimited: rt.http.rateLimitedResends } : {}),
        ...(rt?.http.rateLimitWaitsStopped ? { rateLimitWaitsStopped: true } : {}),
      },
      checks,
    };
    const unwritten = writeReports(options, report);
    for (const problem of unwritten) logError(`ERROR  ${problem}`);
    return unwritten.length > 0 ? { exitCode: 2, report: { ...report, exitCode: 2, fatal: report.fatal ?? unwritten[0] } } : { exitCode, report };
  };
  // A report file that cannot be written is found before the run, not after ten minutes of it.
  // finish() writes the fatal report to the other file, and logs the one it cannot write.
  const unwritable = [options.jsonFile, options.junitFile].map(reportFileProblem).find((p) => p !== undefined);
  if (unwritable) return finish(2, [], unwritable);
  /** The run cannot happen: said on stderr, exit 2. */
  const stop = (fatal: string): RunResult => {
    logError(`ERROR  ${fatal}`);
    return finish(2, [], fatal);
  };
  try {
    rt = new Runtime(options);
  } catch (error) {
    return stop(`could not read the contract: ${(error as Error).message}`);
  }
  // The selection is checked before the first request, as the flags are: the catalog is built
  // from the runner's own copy of the contract, not from the target.
  let catalog: CheckDef[];
  try {
    catalog = buildCatalog(rt);
  } catch (error) {
    return stop(`could not build the checks: ${(error as Error).message}`);
  }
  const selected = select(catalog, options.only, options.skip);
  if (selected.length === 0) return stop(noCheckMatches(options.only, options.skip));
  const unlistenable = await checkListen(options);
  if (unlistenable) return stop(unlistenable);
  log(`payments-conformance: ${options.baseUrl} (run ${options.runId}, references ${rt.refPrefix}-...${options.readOnly ? ", read-only" : ""})`);
  const fatal = await discover(rt);
  if (fatal) return stop(fatal);
  log(`company ${rt.world.given.id || "(id not reported)"}; sandbox: ${rt.sandbox ? "yes" : `no (${rt.sandboxReason})`}`);
  const started = await startReceiver(rt);
  if (typeof started === "string") return stop(started);
  // The receiver is closed however the run ends (an unexpected error included), or the process
  // would wait on its socket.
  try {
    return await runChecks(rt, catalog, selected);
  } finally {
    await started?.close();
  }

  /** Everything after the receiver: the checks, the report. */
  async function runChecks(rt: Runtime, catalog: CheckDef[], selected: CheckDef[]): Promise<RunResult> {
    const sandboxFailure = await makeSandboxCompany(rt);
    if (sandboxFailure) log(`sandbox: no (${rt.sandboxReason})`);
    log(`${selected.length} of ${catalog.length} checks selected, plus the structural schema.*, content-type.* and envelope.* checks made from every answer of the run (the summary counts both)\n`);
    const results: CheckResult[] = [];
    const indexOf = new Map(catalog.map((c, i) => [c.id, i]));
    await pool(selected, options.concurrency, async (check) => {
      const result = await runOne(rt, check, indexOf.get(check.id)!);
      results.push(result);
      log(progressLine(result));
    });
    const structural = select(rt.structural.results(), [], options.skip);
    for (const r of structural) log(progressLine(r));
    const setup = sandboxFailure ? select([sandboxFailureResult(sandboxFailure)], options.only, options.skip) : [];
    const all = [...setup, ...results.sort((a, b) => indexOf.get(a.id)! - indexOf.get(b.id)!), ...structural];
    const failed = all.filter((r) => r.status === "fail");
    if (failed.length) {
      log(`\nFailures (${failed.length}):\n`);
      let secretsExplained = false;
      for (const r of failed) {
        const block = failureBlock(r);
        // Where a throwaway company's secret variable is first printed, say where its value is.
        if (!secretsExplained && THROWAWAY_SECRET.test(block)) {
          secretsExplained = true;
          for (const line of throwawaySecretsNote(options.jsonFile)) log(line);
          log("");
        }
        log(`${block}\n`);
      }
    }
    const skippedAny = all.some((r) => r.status === "skip");
    const outcome = finish(failed.length > 0 || (options.failOnSkip === true && skippedAny) ? 1 : 0, all);
    for (const line of summaryLines(outcome.report, { failOnSkip: options.failOnSkip === true, jsonFile: options.jsonFile })) log(line);
    return outcome;
  }
}
