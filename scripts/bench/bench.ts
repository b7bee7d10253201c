/**
 * `npm run bench`: the same endpoints driven by autocannon, in one run, against a bare Express 5
 * app (the framework's ceiling), the same app behind express-openapi-validator configured as the
 * reference server configures it (the ceiling of the stack DESIGN.md names: what validating every
 * request and answer costs before any of our code runs), the reference server on a fresh copy of a
 * database holding 1,000,000 deposits, and a Prism mock of the same OpenAPI. Prints requests per second, p50/p99
 * latency and peak RSS per endpoint and server, with the ratio to bare Express, then the
 * reference server's RSS after 100,000 requests, the listing page's latency at one connection,
 * its time to ready and the contract build time.
 *
 * Bare Express runs twice: served by `app.listen` as a bare app is written (the ratio's base, as
 * the issue defines the ceiling), and served like the reference server, with request and response
 * objects born with the app's prototypes ("bare Express+protos": the framework at its best).
 *
 * This machine's speed drifts by tens of percent within minutes, so with --rounds N each endpoint
 * is driven N times on every server in turn (bare Express, bare Express+protos, Express +
 * validator, reference, Prism, again...) and the table gives medians: req/s, p50, p99, and the
 * ratio as the median of each round's ratio to the bare Express run just before it. Peak RSS is
 * the highest seen.
 *
 * The flags and their defaults: USAGE below (`npm run bench -- --help`). Nothing here asserts: it
 * measures and prints.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { build } from "../build.ts";
import { freePort, npmStartArgs } from "../lib/process.ts";
import { prismMockArgs } from "../lib/prism.ts";
import { BENCH_KEY, BENCH_SECRET, seedDatabase } from "./seed.ts";

const USAGE = `npm run bench -- [flags]   (nothing here asserts: it measures and prints)
  --duration S        seconds each measured run lasts (10)
  --warmup S          seconds of load before each measured run (1)
  --connections N     autocannon connections (32)
  --rounds N          drive each endpoint N times on every server in turn, print medians (1)
  --deposits N        deposits in the seeded database (1000000)
  --soak N            requests before the reference server's RSS is read (100000)
  --only TEXT         only the endpoints whose name contains TEXT
  --no-prism          leave out the Prism mock
  --no-validator      leave out Express + validator
  --no-build          skip timing the contract build
  --json FILE         also write the results as JSON
  --help              this text`;

function parseFlags() {
  try {
    return parseArgs({ options: FLAGS });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(2);
  }
}

const FLAGS = {
  duration: { type: "string", default: "10" },
  warmup: { type: "string", default: "1" },
  connections: { type: "string", default: "32" },
  rounds: { type: "string", default: "1" },
  deposits: { type: "string", default: "1000000" },
  soak: { type: "string", default: "100000" },
  "no-prism": { type: "boolean", default: false },
  "no-validator": { type: "boolean", default: false },
  "no-build": { type: "boolean", default: false },
  only: { type: "string" },
  json: { type: "string" },
  help: { type: "boolean", default: false },
} as const;
const { values: args } = parseFlags();
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const DURATION = Number(args.duration);
/**
 * Seconds of load before each measured run. V8 keeps compiling the reference server's hot code for
 * about the first ten seconds under a new endpoint's load (perf: the compiler threads took a fifth
 * of the process's CPU 6 to 9 s into a POST /v1/deposits run), so round 1 of each endpoint runs
 * partly unoptimised; a longer warm-up or --rounds 3 (medians) measures the steady state.
 */
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const ROUNDS = Math.max(1, Number(args.rounds));
const root = new URL("../..", import.meta.url).pathname;
const log = (line: string) => console.log(`[bench] ${line}`);
/** The node arguments of `npm start`, so the bench runs the server exactly as users do. */
const START_ARGS = npmStartArgs();

interface Target {
  name: string;
  child: ChildProcess;
  url: string;
}

async function waitReady(url: string, child: ChildProcess, path: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${url}${path}`, { headers });
      if (r.status < 500) return performance.now() - started;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function start(name: string, argv: string[], env: Record<string, string>, readyPath: string, headers?: Record<string, string>): Promise<Target & { readyMs: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, argv, { cwd: root, env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" }, stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  const readyMs = await waitReady(url, child, readyPath, headers);
  return { name, child, url, readyMs };
}

async function stop(t: Target): Promise<void> {
  if (t.child.exitCode !== null) return;
  const exited = new Promise((r) => t.child.once("exit", r));
  t.child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (t.child.exitCode === null) t.child.kill("SIGKILL");
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

interface Row {
  endpoint: string;
  server: string;
  rps: number;
  p50: number;
  p99: number;
  peakRssMb: number;
  errors: number;
  non2xx: number;
  /** rps / the bare Express rps of the same endpoint and round. */
  ratio?: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One row per endpoint and server from its rounds: medians, the highest RSS, all errors. */
function combine(runs: Row[]): Row {
  const sum = (key: "errors" | "non2xx") => runs.reduce((n, r) => n + r[key], 0);
  return {
    endpoint: runs[0].endpoint,
    server: runs[0].server,
    rps: Math.round(median(runs.map((r) => r.rps))),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    peakRssMb: Math.max(...runs.map((r) => r.peakRssMb)),
    errors: sum("errors"),
    non2xx: sum("non2xx"),
    ratio: median(runs.map((r) => r.ratio ?? 1)),
  };
}

const headers = { "x-api-key": BENCH_KEY, "x-api-secret": BENCH_SECRET, "content-type": "application/json" };
const customer = { name: "Maria Oliveira Santos", email: "maria.santos@example.com", phone: "(11) 98765-4321", document: "529.982.247-25" };
const recipient = { name: "João Pereira Lima", email: "joao.pereira@example.com", phone: "+55 21 99876-5432", document: "111.444.777-35" };

function endpoints(sampleIds: string[]) {
  let n = 0;
  const run = `${process.pid}-${Date.now().toString(36)}`;
  return [
    { name: "GET /v1/company/balance", request: () => ({ method: "GET", path: "/v1/company/balance" }) },
    { name: "GET /v1/deposits/{id}", request: () => ({ method: "GET", path: `/v1/deposits/${sampleIds[n++ % sampleIds.length]}` }) },
    { name: "GET /v1/deposits?limit=20", request: () => ({ method: "GET", path: "/v1/deposits?limit=20" }) },
    { name: "POST /v1/deposits", request: () => ({ method: "POST", path: "/v1/deposits", body: JSON.stringify({ amount: 150, customer, reference: `bench-dep-${run}-${n++}` }) }) },
    { name: "POST /v1/withdrawals", request: () => ({ method: "POST", path: "/v1/withdrawals", body: JSON.stringify({ amount: 1, pixKey: "joao.pereira@example.com", customer: recipient, reference: `bench-wd-${run}-${n++}` }) }) },
  ];
}

/** autocannon on one endpoint of a target: `amount` requests, or for `duration` seconds. */
function load(target: Target, endpoint: ReturnType<typeof endpoints>[number], connections: number, run: { amount: number } | { duration: number }): Promise<autocannon.Result> {
  return new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url: target.url,
        connections,
        ...run,
        headers,
        requests: [{ setupRequest: (req: object) => ({ ...req, ...endpoint.request() }) } as never],
      },
      (error, r) => (error ? reject(error) : resolve(r)),
    ),
  );
}

async function drive(target: Target, endpoint: ReturnType<typeof endpoints>[number], amount?: number, connections = CONNECTIONS): Promise<Row> {
  let peak = rssMb(target.child.pid!);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(target.child.pid!))), 100);
  const result = await load(target, endpoint, connections, amount ? { amount } : { duration: DURATION });
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(target.child.pid!));
  return { endpoint: endpoint.name, server: target.name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, peakRssMb: Math.round(peak), errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

async function main(): Promise<void> {
  const count = Number(args.deposits);
  const seed = await seedDatabase(count, log);
  const work = mkdtempSync(join(tmpdir(), "payments-bench-run-"));
  const dbPath = join(work, "payments.sqlite");
  copyFileSync(seed.path, dbPath);
  const serverEnv = { PAYMENTS_DB: dbPath, PAYMENTS_DEMO_API_KEY: BENCH_KEY, PAYMENTS_DEMO_API_SECRET: BENCH_SECRET, PAYMENTS_RATE_LIMIT: "10000000", LOG_LEVEL: "info" };
  const rows: Row[] = [];
  const runs: Row[] = [];
  const targets: (Target & { readyMs: number })[] = [];
  try {
    targets.push(await start("bare Express", ["--import", "tsx", "scripts/bench/bare-express.ts"], {}, "/health"));
    targets.push(await start("bare Express+protos", ["--import", "tsx", "scripts/bench/bare-express.ts", "--app-prototypes"], {}, "/health"));
    if (!args["no-validator"]) targets.push(await start("Express + validator", ["--import", "tsx", "scripts/bench/validated-express.ts"], {}, "/health"));
    const reference = await start("reference server", START_ARGS, serverEnv, "/health");
    targets.push(reference);
    await fetch(`${reference.url}/v1/sandbox/balance`, { method: "POST", headers, body: JSON.stringify({ amount: 5_000_000, currency: "brl" }) });
    if (!args["no-prism"]) {
      const port = await freePort();
      const child = spawn(process.execPath, prismMockArgs(port), { cwd: root, stdio: ["ignore", "ignore", "ignore"] });
      const url = `http://127.0.0.1:${port}`;
      targets.push({ name: "Prism mock", child, url, readyMs: await waitReady(url, child, "/v1/company", headers) });
    }
    log(`reference server ready in ${reference.readyMs.toFixed(0)} ms on a database of ${count.toLocaleString("en")} deposits`);
    for (const endpoint of endpoints(seed.sampleIds)) {
      if (args.only && !endpoint.name.includes(args.only)) continue;
      for (let round = 1; round <= ROUNDS; round++) {
        let bareRps = 0;
        for (const target of targets) {
          // A warm-up (JIT, caches), then the measured run.
          if (WARMUP > 0) await load(target, endpoint, 4, { duration: WARMUP });
          const row = await drive(target, endpoint);
          if (target === targets[0]) bareRps = row.rps;
          row.ratio = row.rps / bareRps;
          runs.push(row);
          log(`${endpoint.name.padEnd(28)} ${target.name.padEnd(19)} ${ROUNDS > 1 ? `round ${round}  ` : ""}${String(row.rps).padStart(6)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  RSS ${row.peakRssMb} MB${row.non2xx ? `  non-2xx ${row.non2xx}` : ""}${row.errors ? `  errors ${row.errors}` : ""}`);
        }
      }
      for (const target of targets) rows.push(combine(runs.filter((r) => r.endpoint === endpoint.name && r.server === target.name)));
    }
    const soakCount = Number(args.soak);
    const soak = await drive(reference, endpoints(seed.sampleIds)[1], soakCount);
    log(`reference server after ${soakCount.toLocaleString("en")} more requests (GET /v1/deposits/{id}): RSS ${soak.peakRssMb} MB peak, ${soak.rps} req/s`);
    // A page's own latency, without the queueing of 32 connections (Little's law makes the mean
    // there 32 / throughput): one client asking for the first page of the 1,000,000 again and again.
    const listing = endpoints(seed.sampleIds).find((e) => e.name.startsWith("GET /v1/deposits?"))!;
    const single = await drive(reference, listing, undefined, 1);
    log(`${listing.name} at 1 connection: ${single.rps} req/s  p50 ${single.p50} ms  p99 ${single.p99} ms`);
    let buildMs: number | undefined;
    if (!args["no-build"]) {
      const buildDir = mkdtempSync(join(tmpdir(), "payments-bench-build-"));
      const buildStarted = performance.now();
      await build(buildDir);
      buildMs = performance.now() - buildStarted;
      rmSync(buildDir, { recursive: true, force: true });
    }
    const readies: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = await start("ready probe", START_ARGS, { PAYMENTS_DB: ":memory:", LOG_LEVEL: "warn" }, "/health");
      readies.push(t.readyMs);
      await stop(t);
    }
    const readyMedian = readies.sort((a, b) => a - b)[1];
    if (ROUNDS > 1) console.log(`\nmedians of ${ROUNDS} rounds; "vs bare Express" is the median of each round's ratio`);
    console.log("\n| endpoint | server | req/s | vs bare Express | p50 ms | p99 ms | peak RSS MB |\n|---|---|---:|---:|---:|---:|---:|");
    for (const r of rows) {
      console.log(`| ${r.endpoint} | ${r.server} | ${r.rps} | ${((r.ratio ?? 1) * 100).toFixed(0)}% | ${r.p50} | ${r.p99} | ${r.peakRssMb} |`);
    }
    console.log(`\nreference server: RSS after ${soakCount.toLocaleString("en")} requests ${soak.peakRssMb} MB; ready ${readyMedian.toFixed(0)} ms after spawn (median of 3, as npm start runs it)${buildMs === undefined ? "" : `; npm run build ${(buildMs / 1000).toFixed(1)} s`}`);
    console.log(`${listing.name} at 1 connection: p50 ${single.p50} ms, p99 ${single.p99} ms, ${single.rps} req/s`);
    console.log(`machine: ${(await import("node:os")).cpus().length} cores, load average ${(await import("node:os")).loadavg().map((l) => l.toFixed(2)).join(" ")}; ${CONNECTIONS} connections, ${DURATION} s per run`);
    if (args.json) writeFileSync(args.json, JSON.stringify({ rows, runs, rounds: ROUNDS, soak, listingOneConnection: single, buildMs, readyMs: readyMedian, connections: CONNECTIONS, duration: DURATION }, null, 2));
  } finally {
    for (const t of targets) await stop(t);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
