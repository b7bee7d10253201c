/**
 * Reports: the progress line of each check, the failure details (curl command, expected and
 * actual), the summary, JUnit XML (written here, escaped for XML 1.0) and a JSON report.
 */
import { shellQuote } from "./http.ts";
import type { CheckResult, Failure } from "./model.ts";

export interface RunReport {
  runId: string;
  target: string;
  startedAt: string;
  wallMs: number;
  exitCode: 0 | 1 | 2;
  fatal?: string;
  readOnly: boolean;
  sandbox: boolean;
  sandboxReason: string;
  webhookReceiver?: string;
  companies: { label: string; id: string; apiKey: string; apiSecret: string }[];
  /**
   * `transport`: how many of the failed checks got no answer at all (every failure a transport error; JUnit `<error>`).
   * `rateLimited`: how many answers 429 the runner waited out and sent again (http.ts), when any;
   * `rateLimitWaitsStopped`: a request was still refused after the last wait, so the run stopped waiting.
   */
  summary: { total: number; passed: number; failed: number; skipped: number; transport?: number; rateLimited?: number; rateLimitWaitsStopped?: boolean };
  checks: CheckResult[];
}

const mark = { pass: "PASS", fail: "FAIL", skip: "SKIP" } as const;

/**
 * A failed check whose every failure is a request the target never answered (refused, reset,
 * timed out): an error of the run's transport, counted apart from wrong answers (JUnit `<error>`).
 */
export function isTransportError(r: CheckResult): boolean {
  return r.status === "fail" && r.failures.length > 0 && r.failures.every((f) => f.transport === true);
}

/**
 * Text from the target (an answer's body, a skip reason quoting it) made safe for a terminal or a
 * CI log: control characters (ESC, NUL, CR, DEL, C1) are written as `\x1b`-style escapes, so an
 * answer cannot move the cursor, recolour or rewrite earlier lines. Tabs and line breaks stay.
 */
export function printable(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}

export function progressLine(r: CheckResult): string {
  const extra =
    r.status === "skip" ? `  (${r.skipReason})` : r.status === "fail" ? `  (${r.failures.length} problem${r.failures.length === 1 ? "" : "s"}: ${r.failures[0]?.message.slice(0, 120)})` : "";
  return `${mark[r.status]}  ${r.id}  ${r.ms} ms${extra}`;
}

function show(value: unknown): string {
  if (value === undefined) return "(absent)";
  const text = typeof value === "string" ? JSON.stringify(value) : JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 800 ? `${text.slice(0, 800)}...` : text;
}

export function failureText(f: Failure): string {
  const lines = [`[${f.aspect}] ${f.message}`];
  if ("expected" in f || "actual" in f) {
    lines.push(`  expected: ${show(f.expected)}`);
    lines.push(`  actual:   ${show(f.actual)}`);
  }
  if (f.response) lines.push(`  answer:   ${f.response}`);
  if (f.curl)
    lines.push(
      `  request:\n${f.curl
        .split("\n")
        .map((l) => `    ${l}`)
        .join("\n")}`,
    );
  return lines.join("\n");
}

export function failureBlock(r: CheckResult): string {
  return [`--- ${r.id}: ${r.title}${r.example ? ` [example ${r.example}]` : ""}`, ...r.failures.map(failureText), ...r.notes.map((n) => `  note: ${n}`)].join("\n");
}

// XML 1.0 allows tab, LF, CR and U+0020 and above (minus surrogates halves alone and U+FFFE/U+FFFF).
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function xmlEscape(text: string): string {
  return text.replace(INVALID_XML, "\uFFFD").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export function junitXml(report: RunReport): string {
  const suites = new Map<string, CheckResult[]>();
  for (const r of report.checks) {
    const suite = r.id.split(".")[0];
    suites.set(suite, [...(suites.get(suite) ?? []), r]);
  }
  const attr = (name: string, value: string | number) => `${name}="${xmlEscape(String(value))}"`;
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  // The root carries only the attributes the JUnit schema Jenkins validates with (xunit's junit-10.xsd)
  // allows on <testsuites>: no `skipped` there (each <testsuite> has its own), or the file is refused.
  out.push(
    `<testsuites ${[attr("name", "payments-conformance"), attr("tests", report.summary.total + (report.fatal ? 1 : 0)), attr("failures", report.summary.failed - (report.summary.transport ?? 0)), attr("errors", (report.fatal ? 1 : 0) + (report.summary.transport ?? 0)), attr("time", seconds(report.wallMs))].join(" ")}>`,
  );
  if (report.fatal) {
    out.push(`  <testsuite ${[attr("name", "run"), attr("tests", 1), attr("failures", 0), attr("errors", 1), attr("skipped", 0)].join(" ")}>`);
    out.push(`    <testcase ${attr("classname", "run")} ${attr("name", "run")}><error ${attr("message", report.fatal)}/></testcase>`);
    out.push("  </testsuite>");
  }
  for (const [suite, results] of suites) {
    const errors = results.filter(isTransportError).length;
    const failed = results.filter((r) => r.status === "fail").length - errors;
    const skipped = results.filter((r) => r.status === "skip").length;
    const time = results.reduce((a, r) => a + r.ms, 0);
    out.push(
      `  <testsuite ${[attr("name", suite), attr("tests", results.length), attr("failures", failed), attr("errors", errors), attr("skipped", skipped), attr("time", seconds(time)), attr("timestamp", report.startedAt.replace(/\.\d{3}Z$/, ""))].join(" ")}>`,
    );
    for (const r of results) {
      const classname = r.id.split(".").slice(0, -1).join(".") || suite;
      const head = `    <testcase ${[attr("classname", classname), attr("name", r.id), attr("time", seconds(r.ms))].join(" ")}`;
      const inner: string[] = [];
      if (r.status === "skip") inner.push(`      <skipped ${attr("message", r.skipReason ?? "skipped")}/>`);
      // One <failure> per test case (JUnit allows no more): the first problem names it, the text holds them all.
      if (r.failures.length > 0) {
        const [first] = r.failures;
        const message = r.failures.length > 1 ? `${first.message} (and ${r.failures.length - 1} more)` : first.message;
        // A request the target never answered is an error of the run, not a wrong answer.
        const element = isTransportError(r) ? "error" : "failure";
        inner.push(`      <${element} ${attr("message", message)} ${attr("type", first.aspect)}>${xmlEscape(r.failures.map(failureText).join("\n\n"))}</${element}>`);
      }
      const outText = [r.title, ...r.notes].join("\n");
      inner.push(`      <system-out>${xmlEscape(outText)}</system-out>`);
      out.push(`${head}>`, ...inner, "    </testcase>");
    }
    out.push("  </testsuite>");
  }
  out.push("</testsuites>", "");
  return out.join("\n");
}

/** A secret of the run (the given one, a throwaway company's) and the variable the output shows instead. */
export interface NamedSecret {
  value: string;
  variable: string;
}

/**
 * A function answering `value` (a string, or an object or array of them, as a CheckResult) with
 * every secret of the run written as its variable (`$PAYMENTS_API_SECRET`, `$PAYMENTS_API_SECRET_<LABEL>`). The curl
 * commands never hold one, but an answer may: a target or a proxy in front of it that reflects the
 * request's headers in an error body, a sandbox company's creation answer quoted by a failure.
 * Secrets under 8 characters are left (they would rewrite ordinary words); real ones are longer.
 * Built once per set of secrets: its pattern has one alternative per secret of the run.
 */
export function secretRedactor(secrets: readonly NamedSecret[]): <T>(value: T) => T {
  const usable = secrets.filter((s) => s.value.length >= 8).sort((a, b) => b.value.length - a.value.length);
  if (usable.length === 0) return (value) => value;
  const byValue = new Map(usable.map((s) => [s.value, `$${s.variable}`]));
  const pattern = new RegExp(usable.map((s) => s.value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return v.replace(pattern, (m) => byValue.get(m) ?? m);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return <T>(value: T) => walk(value) as T;
}

/** The variable a failure's curl command names a throwaway sandbox company's secret with (http.ts). */
export const THROWAWAY_SECRET = /\$PAYMENTS_API_SECRET_[A-Z0-9_]+/;

/**
 * Prints `export PAYMENTS_API_SECRET_<LABEL>='...'` for every company of a JSON report (the
 * variable names of http.ts's curl, derived from the label the same way: the script runs in a
 * shell's `node -e`, so it spells the rule again), to be eval'ed: the secrets go into the shell,
 * not on the screen.
 */
const EXPORT_SCRIPT =
  'const q=String.fromCharCode(39);for(const c of JSON.parse(require("fs").readFileSync(process.argv[1],"utf8")).companies)' +
  'console.log("export PAYMENTS_API_SECRET_"+c.label.toUpperCase().replace(/[^A-Z0-9]/g,"_")+"="+q+c.apiSecret.split(q).join(q+"\\\\"+q+q)+q)';

/** The shell command that sets the throwaway companies' secret variables from a JSON report. */
export function exportSecretsCommand(jsonFile: string): string {
  return `eval "$(node -e ${shellQuote(EXPORT_SCRIPT)} ${shellQuote(jsonFile)})"`;
}

/**
 * Said where a failure's curl command first names a throwaway company's secret. The secrets are
 * not printed in the text output (it ends up in CI logs, kept and shared more widely than a report
 * file): they are in the --json report, and a command sets them from it.
 */
export function throwawaySecretsNote(jsonFile: string | undefined): string[] {
  const head =
    "Note: in the curl commands below, $PAYMENTS_API_SECRET is the secret you gave; $PAYMENTS_API_SECRET_<LABEL> is the secret of a throwaway sandbox company this run created (its label, upper-cased), never printed here.";
  if (!jsonFile)
    return [head, "  This run wrote no --json report, and the report is the only place those secrets are kept: run again with --json FILE (a new run makes new companies, and its curl commands name them)."];
  return [head, `  They are in companies[] (label, id, apiKey, apiSecret) of the --json report ${jsonFile}. To set them all in a shell, without printing them:`, `    ${exportSecretsCommand(jsonFile)}`];
}

/** The most common skip reasons (the text before the first parenthesis), with their counts. */
function topSkipReasons(checks: CheckResult[], shown = 3): string {
  const counts = new Map<string, number>();
  for (const c of checks) {
    if (c.status !== "skip") continue;
    const reason = (c.skipReason ?? "skipped").split(" (")[0].trim();
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, shown)
    .map(([reason, n]) => `${n} x "${reason}"`)
    .join("; ");
}

export function summaryLines(report: RunReport, options: { failOnSkip?: boolean; jsonFile?: string } = {}): string[] {
  const s = report.summary;
  const bySuite = new Map<string, { pass: number; fail: number; skip: number }>();
  for (const r of report.checks) {
    const suite = r.id.split(".")[0];
    const entry = bySuite.get(suite) ?? { pass: 0, fail: 0, skip: 0 };
    entry[r.status] += 1;
    bySuite.set(suite, entry);
  }
  const transport = s.transport ? ` (${s.transport} of them got no answer from the target: transport errors)` : "";
  const lines = ["", `Summary: ${s.total} checks, ${s.passed} passed, ${s.failed} failed${transport}, ${s.skipped} skipped`];
  for (const [suite, c] of [...bySuite].sort()) lines.push(`  ${suite.padEnd(16)} ${String(c.pass).padStart(5)} passed ${String(c.fail).padStart(4)} failed ${String(c.skip).padStart(4)} skipped`);
  lines.push(`Target: ${report.target} (sandbox: ${report.sandbox ? "yes" : `no, ${report.sandboxReason}`}${report.readOnly ? "; read-only run" : ""})`);
  if (report.companies.length > 0) {
    const where = options.jsonFile ? `in companies[] of the --json report ${options.jsonFile}` : "kept only in a --json report, and this run wrote none";
    lines.push(`Throwaway sandbox companies made by this run: ${report.companies.length}; their credentials ($PAYMENTS_API_SECRET_<LABEL> in the curl commands) are ${where}`);
  }
  // A run that skipped much of what it selected passes on little: said, not left to the table.
  if (s.skipped > 0 && s.skipped * 10 > s.total) {
    const share = Math.round((s.skipped * 100) / s.total);
    lines.push(
      `WARNING: ${s.skipped} of ${s.total} checks (${share}%) were skipped, not run: exit code ${report.exitCode} says nothing about what they check. Most often: ${topSkipReasons(report.checks)}.${options.failOnSkip ? "" : " With --fail-on-skip a skipped check makes the run exit 1."}`,
    );
  }
  if (s.rateLimited)
    lines.push(
      `Rate limit: the target answered ${s.rateLimited} request${s.rateLimited === 1 ? "" : "s"} 429 RATE_LIMITED, each sent again after the Retry-After it gave (its limit is below this run's pace: the run took longer, and no check was judged on those 429s)${s.rateLimitWaitsStopped ? "; one was still refused after its last wait, so the run stopped waiting and later 429s were judged as they came" : ""}`,
    );
  if (options.failOnSkip && s.skipped > 0) lines.push(`--fail-on-skip: ${s.skipped} check${s.skipped === 1 ? " was" : "s were"} skipped, so the run exits 1`);
  lines.push(`Wall time: ${(report.wallMs / 1000).toFixed(2)} s`);
  return lines;
}
