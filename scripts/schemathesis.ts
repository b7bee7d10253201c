/**
 * `npm run schemathesis`: Schemathesis, an independent property-based tester, over every operation
 * of generated/openapi.json with every check (`--checks all`: server errors, status codes, content
 * types, response headers and schemas, negative data rejected, schema-valid data accepted, missing
 * required headers, undeclared methods, ignored auth, use after free, resource availability, object
 * level authorization), its four phases (examples, coverage, fuzzing, stateful) and a bounded number
 * of examples per operation.
 *
 * Without SCHEMATHESIS_BASE_URL it starts a fresh reference server (server/main.ts, as `npm start`)
 * on a free port: in-memory database, fixed demo credentials, fast sandbox timings and a rate limit
 * out of reach (Schemathesis sends a few thousand requests a minute with one key; 429 would be
 * accepted by the checks but would leave operations untested). With SCHEMATHESIS_BASE_URL it tests
 * that server as PAYMENTS_API_KEY / PAYMENTS_API_SECRET; it creates resources through the sandbox
 * surface, so point it at a sandbox, never at production.
 *
 *   SCHEMATHESIS_MAX_EXAMPLES  examples per operation and phase (default 12)
 *   SCHEMATHESIS_SEED          Hypothesis seed (default fixed, so runs repeat; "random" for a new one)
 * Extra arguments go to `schemathesis run` (e.g. `npm run schemathesis -- --include-tag Deposits`).
 * Configuration and the documented exceptions: scripts/schemathesis/ (schemathesis.toml, hooks.py,
 * README.md). The tool is the pinned one in .venv-tools/ (bash .ci/setup/20-python-tools.sh).
 */
import { spawn } from "node:child_process";
import { access } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startServerProcess, type ServerProcess } from "../test/helpers/process.ts";

const root = resolve(fileURLToPath(import.meta.url), "../..");
const schemathesisBin = join(root, ".venv-tools/bin/schemathesis");

export const DEFAULT_MAX_EXAMPLES = 12;
export const DEFAULT_SEED = "20261121";
const DEMO_KEY = "pk_sandbox_schemathesis";
const DEMO_SECRET = "sk_sandbox_schemathesis";

export function schemathesisArgs(options: { maxExamples: number; seed: string; extra: string[] }): string[] {
  return [
    "--config-file",
    "scripts/schemathesis/schemathesis.toml",
    "--no-color",
    "run",
    "generated/openapi.json",
    "--checks",
    "all",
    "--max-examples",
    String(options.maxExamples),
    ...(options.seed === "random" ? [] : ["--seed", options.seed]),
    "--workers",
    "1",
    ...options.extra,
  ];
}

async function main(): Promise<number> {
  if (!(await access(schemathesisBin).then(() => true, () => false))) {
    console.error("schemathesis is not installed in .venv-tools/: run bash .ci/setup/20-python-tools.sh");
    return 2;
  }
  const maxExamples = Number(process.env.SCHEMATHESIS_MAX_EXAMPLES ?? DEFAULT_MAX_EXAMPLES);
  if (!Number.isInteger(maxExamples) || maxExamples < 1) {
    console.error(`SCHEMATHESIS_MAX_EXAMPLES must be a positive integer, got "${process.env.SCHEMATHESIS_MAX_EXAMPLES}"`);
    return 2;
  }
  const seed = process.env.SCHEMATHESIS_SEED ?? DEFAULT_SEED;
  let server: ServerProcess | undefined;
  let target: Record<string, string>;
  const given = process.env.SCHEMATHESIS_BASE_URL;
  if (given) {
    const key = process.env.PAYMENTS_API_KEY;
    const secret = process.env.PAYMENTS_API_SECRET;
    if (!key || !secret) {
      console.error("SCHEMATHESIS_BASE_URL needs PAYMENTS_API_KEY and PAYMENTS_API_SECRET of a company on that server");
      return 2;
    }
    target = { PAYMENTS_BASE_URL: given.replace(/\/+$/, ""), PAYMENTS_API_KEY: key, PAYMENTS_API_SECRET: secret };
  } else {
    // The plain `schemathesis run` of scripts/schemathesis/README.md reads PAYMENTS_BASE_URL; this
    // script does not, so a reader who set only that would otherwise test a local server unawares.
    if (process.env.PAYMENTS_BASE_URL) console.warn(`PAYMENTS_BASE_URL (${process.env.PAYMENTS_BASE_URL}) is not read here: set SCHEMATHESIS_BASE_URL to test that server. Testing a fresh local reference server instead.`);
    server = await startServerProcess({
      PAYMENTS_DB: ":memory:",
      PAYMENTS_DEMO_API_KEY: DEMO_KEY,
      PAYMENTS_DEMO_API_SECRET: DEMO_SECRET,
      PAYMENTS_PROCESSING_DELAY_MS: "50",
      PAYMENTS_JOB_POLL_MS: "25",
      PAYMENTS_RATE_LIMIT: "1000000",
      LOG_LEVEL: "warn",
    });
    target = { PAYMENTS_BASE_URL: server.url, PAYMENTS_API_KEY: DEMO_KEY, PAYMENTS_API_SECRET: DEMO_SECRET };
    console.log(`reference server started at ${server.url} (in-memory database, demo credentials fixed)`);
  }
  const args = schemathesisArgs({ maxExamples, seed, extra: process.argv.slice(2) });
  console.log(`schemathesis ${args.join(" ")}\n  against ${target.PAYMENTS_BASE_URL}`);
  const started = performance.now();
  try {
    const code = await new Promise<number>((done, fail) => {
      const child = spawn(schemathesisBin, args, { cwd: root, env: { ...process.env, ...target, PYTHONDONTWRITEBYTECODE: "1" }, stdio: "inherit" });
      child.on("error", fail);
      child.on("close", (status) => done(status ?? 1));
    });
    console.log(`schemathesis exited ${code} after ${((performance.now() - started) / 1000).toFixed(0)} s`);
    if (code !== 0 && server) console.log(`server output:\n${server.output()}`);
    return code;
  } finally {
    if (server) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 2;
    },
  );
}
