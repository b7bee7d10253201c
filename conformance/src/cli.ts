/**
 * `payments-conformance`: flags and environment in, exit code out (DESIGN.md "Running it"):
 * 0 every selected check passed, 1 a check failed, 2 the run could not happen (bad flags,
 * target unreachable or not the API, credentials refused, nothing selected).
 */
import { randomBytes } from "node:crypto";
import { statSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_CASES, DEFAULT_OPENAPI, Runtime, type RunOptions } from "./runtime.ts";
import { buildCatalog, noCheckMatches, readOnlySkip, runConformance, select } from "./runner.ts";

export const USAGE = `Usage: payments-conformance --base-url URL --api-key KEY --api-secret SECRET [options]

Run it from the repository root, after npm ci: node conformance/bin/payments-conformance.js ...
(or npm exec --no -- payments-conformance ...). Not plain npx: the name is not published on the
npm registry, and npx would fetch a stranger's package of that name and hand it the secret.

Replays the Payments API contract (every paired example of generated/cases.json, the shared
error examples, negative data derived from the OpenAPI and the business scenarios) against a
running server, and reports what conforms.

Target (or the environment variables PAYMENTS_BASE_URL, PAYMENTS_API_KEY, PAYMENTS_API_SECRET):
  --base-url URL          the server, e.g. http://127.0.0.1:3000 (no /v1, query or fragment)
  --api-key KEY           X-Api-Key of a company
  --api-secret SECRET     its X-Api-Secret (printed as $PAYMENTS_API_SECRET, never in clear)

Selection:
  --only ID|TAG           run only matching checks; repeatable or comma-separated; an id, a
                          prefix of whole segments ("auth", "example.createDeposit"), a tag
                          ("split", "idempotency") or a glob ("*.createDeposit.*"); the topic
                          tags split, idempotency, kyc and customer select the rule scenarios and
                          the examples and negative checks of the topic, the other topic tags
                          (med, fees, ...) the rule scenarios only; --list shows what is selected
  --skip ID|TAG           leave matching checks out (same syntax; also structural checks)
  --read-only             for production: only checks whose every request is a GET, HEAD or
                          OPTIONS, plus the authentication checks whose requests carry no usable
                          credential (no key, no secret, a wrong secret) and an empty body; no
                          sandbox probe, no webhook receiver; every other check is skipped
  --slow                  also the checks that wait for the target's clock (a charge left to
                          expire by itself: the run takes about a minute more)
  --list                  print the checks (id and tags) and exit (2 when none is selected);
                          with --read-only, only those a read-only run would run
  --fail-on-skip          exit 1 when any selected check was skipped (a missing sandbox surface,
                          an unreachable webhook receiver, --slow not given, ...)

Reports:
  --junit FILE            JUnit XML report
  --json FILE             JSON report (not the file of --junit); it also lists the throwaway
                          sandbox companies the run made, with their secrets (companies[]),
                          which the curl commands of failures name as $PAYMENTS_API_SECRET_<LABEL>

Tuning:
  --timeout MS            per request (default 10000)
  --wait MS               how long an asynchronous outcome may take (default 20000)
  --concurrency N         checks run at once (default 6)
  --no-webhooks           do not start the webhook receiver (webhook checks are skipped)
  --webhook-listen HOST[:PORT]
                          where the webhook receiver listens (default 127.0.0.1, port 0: any
                          free port); e.g. 0.0.0.0:8787, [::1]:8787, ::1. An address the receiver
                          cannot listen on stops the run (exit 2) before any request
  --webhook-public-url U  URL the target must call to reach the receiver (default http://HOST:PORT)
  --run-id ID             prefix of every reference the run makes (default: random); random
                          characters follow it, so a run id given again (a CI job re-run) does not
                          make an earlier run's references again
  --openapi FILE          the contract's OpenAPI (default: generated/openapi.json of this checkout)
  --cases FILE            the contract's cases (default: generated/cases.json of this checkout)
  --help                  this text

Exit codes: 0 all selected checks passed, 1 a check failed, 2 could not run (bad flags, target
unreachable or not answering GET /v1/company like the API, credentials refused, nothing selected,
a report file not writable, --webhook-listen not usable). With --fail-on-skip, a skipped check
also makes it 1.`;

export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

const defaultIo: Io = { out: (l) => process.stdout.write(`${l}\n`), err: (l) => process.stderr.write(`${l}\n`) };

function list(values: string[] | undefined): string[] {
  return (values ?? [])
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) <= 0) throw new Error(`--${name} must be a positive integer, got "${raw}"`);
  return Number(raw);
}

/**
 * Throws unless `raw` is an absolute http(s) URL without a query or fragment: paths are appended
 * to it (the contract's to a base URL, the receiver's to its public URL), and after a `?` or `#`
 * they would be part of the query or fragment, not of the path. Tested on the text, since the URL
 * parser keeps no trace of an empty query or fragment (`http://h/?`).
 */
function checkHttpUrl(name: string, raw: string): void {
  // `localhost:3000` parses as a URL of scheme "localhost:": said as what it is, a missing scheme.
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(raw)) throw new Error(`--${name} must start with http:// or https:// (e.g. http://${raw.replace(/^\/+/, "")}), got "${raw}"`);
  if (!URL.canParse(raw)) throw new Error(`--${name} must be an absolute http(s) URL, got "${raw}"`);
  if (!/^https?:$/.test(new URL(raw).protocol)) throw new Error(`--${name} must be an http(s) URL, got "${raw}"`);
  if (/[?#]/.test(raw)) throw new Error(`--${name} must have no query or fragment (paths are appended to it), got "${raw}"`);
}

/**
 * `--webhook-listen`: a host (`127.0.0.1`, `localhost`, a bare IPv6 address such as `::1`), a host
 * and a port (`0.0.0.0:8787`), or a bracketed IPv6 address with or without a port
 * (`[::1]:8787`, `[::1]`). Port 0 (the default) is any free port.
 */
export function parseListen(raw: string): { host: string; port: number } {
  const bad = (why: string) => new Error(`--webhook-listen must be HOST, HOST:PORT or [IPv6]:PORT (${why}), got "${raw}"`);
  let host: string;
  let port: string | undefined;
  const bracketed = /^\[([^\]]*)\](?::(.*))?$/.exec(raw);
  if (bracketed) {
    [, host, port] = bracketed;
    if (!host.includes(":")) throw bad("only an IPv6 address goes in brackets");
  } else if (raw.indexOf(":") !== raw.lastIndexOf(":")) {
    // Two colons or more: a bare IPv6 address, without a port (which would be ambiguous).
    host = raw;
  } else {
    const colon = raw.indexOf(":");
    host = colon < 0 ? raw : raw.slice(0, colon);
    port = colon < 0 ? undefined : raw.slice(colon + 1);
  }
  if (host === "") throw bad("no host");
  if (/[\s/?#@[\]]/.test(host)) throw bad("not a host name or address");
  if (port === undefined) return { host, port: 0 };
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) throw bad("the port must be 0 to 65535");
  return { host, port: Number(port) };
}

/** The same file under two names (after resolving the path and, where it exists, links). */
function sameFile(a: string, b: string): boolean {
  if (resolve(a) === resolve(b)) return true;
  const sa = statSync(a, { throwIfNoEntry: false });
  const sb = statSync(b, { throwIfNoEntry: false });
  return sa !== undefined && sb !== undefined && sa.dev === sb.dev && sa.ino === sb.ino;
}

/** Parses flags and environment; throws with the problem on bad input. */
export function parseOptions(argv: string[], env: Record<string, string | undefined>, io: Io): (RunOptions & { list: boolean }) | "help" {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      "base-url": { type: "string" },
      "api-key": { type: "string" },
      "api-secret": { type: "string" },
      junit: { type: "string" },
      json: { type: "string" },
      only: { type: "string", multiple: true },
      skip: { type: "string", multiple: true },
      "read-only": { type: "boolean" },
      slow: { type: "boolean" },
      timeout: { type: "string" },
      wait: { type: "string" },
      concurrency: { type: "string" },
      "no-webhooks": { type: "boolean" },
      "webhook-listen": { type: "string" },
      "webhook-public-url": { type: "string" },
      "run-id": { type: "string" },
      openapi: { type: "string" },
      cases: { type: "string" },
      list: { type: "boolean" },
      "fail-on-skip": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return "help";
  const listOnly = values.list === true;
  // Trimmed: a CI secret or a file read into a variable often ends in a newline. Header values
  // are sent trimmed anyway, so an untrimmed secret would not be found (and hidden) where an
  // answer quotes it, and a base URL would print across two lines.
  const baseUrl = (values["base-url"] ?? env.PAYMENTS_BASE_URL)?.trim() ?? (listOnly ? "http://127.0.0.1:0" : undefined);
  const apiKey = (values["api-key"] ?? env.PAYMENTS_API_KEY)?.trim() ?? (listOnly ? "-" : undefined);
  const apiSecret = (values["api-secret"] ?? env.PAYMENTS_API_SECRET)?.trim() ?? (listOnly ? "-" : undefined);
  const missing = [!baseUrl && "--base-url (or PAYMENTS_BASE_URL)", !apiKey && "--api-key (or PAYMENTS_API_KEY)", !apiSecret && "--api-secret (or PAYMENTS_API_SECRET)"].filter(Boolean);
  if (missing.length) throw new Error(`missing ${missing.join(", ")}`);
  checkHttpUrl("base-url", baseUrl!);
  // fetch refuses a URL with user:password@ (a staging proxy's basic auth), which read as an
  // unreachable target and printed the password in the output and the reports: refused here,
  // before any request, the password not repeated.
  const parsed = new URL(baseUrl!);
  if (parsed.username !== "" || parsed.password !== "") {
    const shown = `${parsed.protocol}//${parsed.username ? "***" : ""}${parsed.password ? ":***" : ""}@${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}`;
    throw new Error(`--base-url must not carry credentials (user:password@): the runner sends none but X-Api-Key and X-Api-Secret, and Node's fetch refuses such a URL; got "${shown}"`);
  }
  if (values["webhook-public-url"] !== undefined) checkHttpUrl("webhook-public-url", values["webhook-public-url"]);
  const listen = values["webhook-listen"] === undefined ? undefined : { ...parseListen(values["webhook-listen"]), text: values["webhook-listen"] };
  // One report would overwrite the other at the end of the run: found before any request instead.
  if (values.json !== undefined && values.junit !== undefined && sameFile(values.json, values.junit))
    throw new Error(`--json and --junit name the same file (${values.json}): give each report its own`);
  const runId = values["run-id"] ?? `cf${Date.now().toString(36).slice(-5)}${randomBytes(2).toString("hex")}`;
  if (!/^[A-Za-z0-9._-]{1,24}$/.test(runId)) throw new Error(`--run-id must be 1 to 24 letters, digits, ".", "_" or "-", got "${runId}"`);
  return {
    baseUrl: baseUrl!.replace(/\/$/, ""),
    apiKey: apiKey!,
    apiSecret: apiSecret!,
    timeoutMs: positiveInt("timeout", values.timeout, 10_000),
    waitMs: positiveInt("wait", values.wait, 20_000),
    concurrency: positiveInt("concurrency", values.concurrency, 6),
    readOnly: values["read-only"] === true,
    slow: values.slow === true,
    only: list(values.only),
    skip: list(values.skip),
    webhooks: values["no-webhooks"] !== true,
    webhookListen: listen,
    failOnSkip: values["fail-on-skip"] === true,
    webhookPublicUrl: values["webhook-public-url"],
    junitFile: values.junit,
    jsonFile: values.json,
    openapiFile: values.openapi ?? DEFAULT_OPENAPI,
    casesFile: values.cases ?? DEFAULT_CASES,
    runId,
    log: io.out,
    logError: io.err,
    list: listOnly,
  };
}

/** Runs the CLI; resolves with the exit code. */
export async function main(argv: string[], env: Record<string, string | undefined> = process.env, io: Io = defaultIo): Promise<0 | 1 | 2> {
  let options: ReturnType<typeof parseOptions>;
  try {
    options = parseOptions(argv, env, io);
  } catch (error) {
    io.err(`payments-conformance: ${(error as Error).message}\n`);
    io.err(USAGE);
    return 2;
  }
  if (options === "help") {
    io.out(USAGE);
    return 0;
  }
  if (options.list) {
    try {
      const rt = new Runtime(options);
      const checks = select(buildCatalog(rt), options.only, options.skip);
      // As a run does: a selection that matches nothing is a mistake in the flags, not an answer.
      if (checks.length === 0) {
        io.err(`payments-conformance: ${noCheckMatches(options.only, options.skip)}`);
        return 2;
      }
      // With --read-only, the checks such a run would run (the runner's own rule, readOnlySkip).
      const shown = options.readOnly ? checks.filter((c) => readOnlySkip(c) === undefined) : checks;
      for (const c of shown) io.out(`${c.id}  [${c.tags.join(", ")}]${c.requires.length ? `  needs: ${c.requires.join(", ")}` : ""}`);
      const skipped = options.readOnly ? `; --read-only skips the other ${checks.length - shown.length} selected` : "";
      io.out(`${shown.length} checks${skipped} (plus the structural schema.*, content-type.* and envelope.* checks, made from every answer of a run)`);
      return 0;
    } catch (error) {
      io.err(`payments-conformance: ${(error as Error).message}`);
      return 2;
    }
  }
  const { exitCode } = await runConformance(options);
  return exitCode;
}
