/**
 * How the runner reports, against small stub targets: a fact on a computed value is named by what
 * it holds, not by a raw template (`{{ids}}`); a step sent several times at once has the expected
 * status checked on every answer; the throwaway sandbox companies' secret variables are explained
 * where a curl command first names one (and never printed); many skipped checks are a warning, and
 * --fail-on-skip makes any skip exit 1; topic tags select the examples and negative checks of the
 * topic too.
 */
import { after, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main, parseOptions, USAGE } from "../../conformance/src/cli.ts";
import { RATE_LIMIT_MAX_RESENDS } from "../../conformance/src/http.ts";
import { checkFact, runStep, type StepRuntime } from "../../conformance/src/dsl.ts";
import { AbortSignal_, CheckContext, type CheckResult } from "../../conformance/src/model.ts";
import { junitXml, summaryLines, type RunReport } from "../../conformance/src/report.ts";
import { runConformance } from "../../conformance/src/runner.ts";
import { DEFAULT_CASES, Runtime } from "../../conformance/src/runtime.ts";
import { BIN, readJson, runInProcess } from "./support.ts";

const dir = mkdtempSync(join(tmpdir(), "conformance-reporting-"));
const servers: Server[] = [];
after(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

interface Answer {
  status: number;
  body: unknown;
}

const COMPANY_ID = "01M83B9127N2AVCSFT9Y8F805Z";
const company: Answer = { status: 200, body: { success: true, data: { id: COMPANY_ID, tradeName: "Stub" } } };
const internalError: Answer = { status: 500, body: { success: false, error: { code: "INTERNAL_ERROR", message: "boom", details: null } } };
const notFound: Answer = { status: 404, body: { success: false, error: { code: "NOT_FOUND", message: "Not found", details: null } } };

/** A target answering each request as `answer` says (JSON); counts what it gets. */
async function stub(answer: (req: IncomingMessage, n: number) => Answer): Promise<{ url: string; requests: () => number }> {
  let requests = 0;
  const server = createServer((req, res) => {
    const n = ++requests;
    req.resume();
    req.on("end", () => {
      const a = answer(req, n);
      res.writeHead(a.status, { "content-type": "application/json" }).end(JSON.stringify(a.body));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests: () => requests };
}

const creds = ["--api-key", "pk_stub", "--api-secret", "sk_stub_given_secret"];

/** A step runtime acting as the given company of a target, outside a run (the check's context records the failures). */
function stepRuntime(url: string): StepRuntime {
  const options = parseOptions(["--base-url", url, ...creds, "--no-webhooks"], {}, { out: () => {}, err: () => {} });
  if (options === "help") throw new Error("unexpected help");
  const rt = new Runtime(options);
  const given = { label: "given", id: COMPANY_ID, creds: { label: "given", apiKey: "pk_stub", apiSecret: "sk_stub_given_secret" } };
  rt.world.given = given;
  const ctx = new CheckContext({ id: "t", title: "t", tags: [], requires: [], run: async () => {} }, rt, "ref-");
  return { ctx, vars: {}, companies: { self: given } };
}

test("a fact on a variable made by a set step is named by what it holds, with the answers' statuses, not as {{ids}}", async () => {
  const rt = stepRuntime("http://127.0.0.1:9");
  const answers = [{ status: 200, body: { data: { id: "01M8A" } } }, ...Array.from({ length: 7 }, () => ({ status: 500, body: { success: false } }))];
  Object.assign(rt.vars, { b: answers[0], bAll: answers });
  await runStep(rt, { set: { ids: "{{pluck(bAll, 'body.data.id')}}", statuses: "{{pluck(bAll, 'status')}}" } });
  const ids = checkFact({ value: "{{ids}}", allEqual: "{{b.body.data.id}}" }, undefined, rt.vars);
  assert.ok(ids);
  assert.doesNotMatch(ids.message, /\{\{/);
  assert.equal(ids.message, `ids (the body.data.id of each of the 8 answers to step "b", sent at once (HTTP 200, 500 x7)) must all be`);
  assert.deepEqual(ids.actual, ["01M8A", ...Array.from({ length: 7 }, () => undefined)]);
  assert.equal(ids.expected, "01M8A");
  const statuses = checkFact({ value: "{{statuses}}", allEqual: 200 }, undefined, rt.vars);
  assert.match(statuses?.message ?? "", /^statuses \(the status of each of the 8 answers to step "b"/);
  // An expression that is no variable is shown without its braces.
  const seconds = checkFact({ value: "{{b.status}}", equals: 201, because: "created" }, undefined, rt.vars);
  assert.equal(seconds?.message, "b.status differs (created)");
});

test("a step sent several times at once has its status checked on every answer, and a wrong one is shown", async () => {
  // The first request to arrive is answered 200, the seven others 500.
  const target = await stub((_req, n) => (n === 1 ? { status: 200, body: { success: true, data: { id: "01M8A" } } } : internalError));
  const rt = stepRuntime(target.url);
  await assert.rejects(runStep(rt, { name: "b", http: { method: "POST", path: "/v1/things" }, body: { amount: 1 }, concurrent: 8, expect: { status: 200 } }), AbortSignal_);
  assert.equal(target.requests(), 8);
  const [failure] = rt.ctx.failures;
  assert.equal(failure?.aspect, "status");
  assert.match(failure.message, /^POST \/v1\/things, sent 8 times at once: 7 of the 8 answers have an unexpected HTTP status \(HTTP .*500 x7.*\)/);
  assert.deepEqual([...(failure.actual as number[])].sort(), [200, 500, 500, 500, 500, 500, 500, 500]);
  assert.equal(failure.expected, 200);
  assert.match(failure.response ?? "", /^HTTP 500 .*INTERNAL_ERROR/, "a wrong answer is the one shown");
  assert.match(failure.curl ?? "", /curl -sS -i -X POST/);
});

/** A target with a sandbox that makes companies, and answers everything else as `otherwise` does (500 by default). */
async function sandboxStub(otherwise: (req: IncomingMessage) => Answer = () => internalError): Promise<string> {
  let made = 0;
  const target = await stub((req) => {
    if (req.method === "GET" && req.url === "/v1/company") return company;
    if (req.method === "PATCH" && req.url === "/v1/sandbox/company") return { status: 200, body: { success: true, data: {} } };
    if (req.method === "POST" && req.url === "/v1/sandbox/companies") {
      made += 1;
      return { status: 201, body: { success: true, data: { apiKey: `pk_throwaway_${made}`, apiSecret: `sk_throwaway_${made}_SECRET`, company: { id: `01M83B9127N2AVCSFT9Y8F80${String(made).padStart(2, "0")}` } } } };
    }
    return otherwise(req);
  });
  return target.url;
}

test("the throwaway companies' secret variables are explained where a curl first names one; their values are never printed", async () => {
  const url = await sandboxStub();
  const json = join(dir, "throwaway.json");
  const args = ["--base-url", url, ...creds, "--no-webhooks", "--only", "example.getCompanyBalance.balance", "--skip", "structural"];
  const { exitCode, lines, report } = await runInProcess([...args, "--json", json]);
  assert.equal(exitCode, 1);
  const out = lines.join("\n");
  const firstUse = out.indexOf("$PAYMENTS_API_SECRET_PRIMARY");
  const note = out.indexOf("$PAYMENTS_API_SECRET_<LABEL> is the secret of a throwaway sandbox company");
  assert.ok(firstUse > 0, out);
  assert.ok(note > 0 && note < firstUse, "the note comes before the first curl naming such a variable");
  assert.ok(out.includes(`companies[] (label, id, apiKey, apiSecret) of the --json report ${json}`), out);
  assert.doesNotMatch(out, /sk_throwaway_\d_SECRET|sk_stub_given_secret/, "no secret is printed");
  assert.match(out, /Throwaway sandbox companies made by this run: 1; their credentials .* are in companies\[\] of the --json report/);
  // The command printed sets the variables the curl commands name, from the report.
  const command = lines.find((l) => l.trim().startsWith("eval "))!.trim();
  const primary = execFileSync("bash", ["-c", `${command}; printf %s "$PAYMENTS_API_SECRET_PRIMARY"`], { encoding: "utf8" });
  assert.equal(primary, "sk_throwaway_1_SECRET");
  assert.deepEqual(readJson<RunReport>(json).companies.map((c) => c.apiSecret), ["sk_throwaway_1_SECRET"]);
  assert.equal(report.companies.length, 1);

  // Without --json, the note says the secrets are kept nowhere.
  const bare = await runInProcess(args);
  assert.match(bare.lines.join("\n"), /This run wrote no --json report, and the report is the only place those secrets are kept: run again with --json FILE/);
});

test("a secret an answer quotes (headers reflected by a target or proxy, a sandbox company's creation) is written as its variable in the output and both reports (found by the DEPLOY audit)", async () => {
  // A debugging proxy's error page: the request's headers, secret included, sent back.
  const url = await sandboxStub((req) => ({ status: 404, body: { success: false, error: { code: "NOT_FOUND", message: "Rota não encontrada.", details: null }, headers: req.headers } }));
  const json = join(dir, "reflected.json");
  const junit = join(dir, "reflected.xml");
  const { exitCode, lines } = await runInProcess(["--base-url", url, ...creds, "--no-webhooks", "--only", "example.getCompanyBalance.balance", "--json", json, "--junit", junit]);
  assert.equal(exitCode, 1);
  const out = lines.join("\n");
  const report = readJson<RunReport>(json);
  for (const [name, text] of [["output", out], ["JUnit", readFileSync(junit, "utf8")], ["JSON checks", JSON.stringify(report.checks)]]) {
    assert.doesNotMatch(text, /sk_stub_given_secret/, `the given secret in the ${name}`);
    assert.doesNotMatch(text, /sk_throwaway_1_SECRET/, `a throwaway secret in the ${name}`);
  }
  assert.match(out, /"x-api-secret":"\$PAYMENTS_API_SECRET_PRIMARY"/, "the reflected header, as the variable the curl commands use");
  assert.match(out, /"apiSecret":"\$PAYMENTS_API_SECRET_PRIMARY"/, "the creation answer quoted by schema.sandboxCreateCompany.201");
  assert.deepEqual(report.companies.map((c) => c.apiSecret), ["sk_throwaway_1_SECRET"], "companies[] keeps them, as documented");

  // Without the sandbox the checks act as the given company: its reflected secret is the one hidden.
  const bare = await stub((req) => (req.method === "GET" && req.url === "/v1/company" ? company : { status: 404, body: { success: false, error: { code: "NOT_FOUND", message: "Rota não encontrada.", details: null }, headers: req.headers } }));
  const given = await runInProcess(["--base-url", bare.url, ...creds, "--no-webhooks", "--only", "example.getCompanyBalance.balance", "--json", json]);
  assert.equal(given.exitCode, 1);
  assert.doesNotMatch(given.lines.join("\n") + JSON.stringify(readJson<RunReport>(json)), /sk_stub_given_secret/);
  assert.match(given.lines.join("\n"), /"x-api-secret":"\$PAYMENTS_API_SECRET"/);

  // Credentials from the environment often end in a newline (a CI secret, a file read into a variable): still hidden.
  const envLines: string[] = [];
  const options = parseOptions(["--no-webhooks", "--only", "example.getCompanyBalance.balance"], { PAYMENTS_BASE_URL: `${bare.url}\n`, PAYMENTS_API_KEY: "pk_stub\n", PAYMENTS_API_SECRET: "sk_stub_given_secret\n" }, { out: (l) => envLines.push(l), err: (l) => envLines.push(l) });
  if (options === "help") throw new Error("unexpected --help");
  assert.equal((await runConformance(options)).exitCode, 1);
  assert.doesNotMatch(envLines.join("\n"), /sk_stub_given_secret/);
  assert.match(envLines.join("\n"), new RegExp(`^payments-conformance: ${bare.url} \\(run`, "m"), "the base URL on one line");
});

test("a shared company the target never answered while setting it up is a transport error (JUnit <error>), as a check's own request would be (found by the DEPLOY audit)", async () => {
  // The sandbox answers, but the PATCH configuring the throwaway "no-wallets" company is reset without an answer.
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const send = (a: Answer) => res.writeHead(a.status, { "content-type": "application/json" }).end(JSON.stringify(a.body));
      if (req.method === "GET" && req.url === "/v1/company") return send(company);
      if (req.method === "POST" && req.url === "/v1/sandbox/companies") return send({ status: 201, body: { success: true, data: { apiKey: "pk_throwaway", apiSecret: "sk_throwaway_SECRET", company: { id: "01M83B9127N2AVCSFT9Y8F8001" } } } });
      if (req.method === "PATCH" && req.url === "/v1/sandbox/company") return req.headers["x-api-key"] === "pk_stub" ? send({ status: 200, body: { success: true, data: {} } }) : req.socket.destroy();
      return send(internalError);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const junit = join(dir, "setup-transport.xml");
  const { exitCode, report } = await runInProcess(["--base-url", `http://127.0.0.1:${(server.address() as AddressInfo).port}`, ...creds, "--no-webhooks", "--only", "wallet-header.wallets-not-enabled.getDeposit", "--skip", "structural", "--junit", junit]);
  assert.equal(exitCode, 1);
  const check = report.checks.find((c) => c.id === "wallet-header.wallets-not-enabled.getDeposit");
  assert.equal(check?.status, "fail");
  assert.match(check?.failures[0]?.message ?? "", /could not configure the sandbox company "no-wallets": the target closed the connection without an answer/);
  assert.equal(check?.failures[0]?.transport, true);
  assert.equal(report.summary.transport, 1);
  assert.match(readFileSync(junit, "utf8"), /<error message="could not configure the sandbox company/);
});

test("the JUnit report's elements carry only attributes the JUnit schema Jenkins validates with allows: no `skipped` on <testsuites> (found by the DEPLOY audit)", () => {
  const check = (id: string, status: CheckResult["status"]): CheckResult => ({ id, title: "t", tags: [], status, ms: 1, failures: status === "fail" ? [{ aspect: "status", message: "wrong" }] : [], ...(status === "skip" ? { skipReason: "why" } : {}), notes: [], requests: 1 });
  const checks = [check("example.a.b", "pass"), check("example.a.c", "skip"), check("rule.x", "fail")];
  const report: RunReport = { runId: "t", target: "http://127.0.0.1:1", startedAt: "2026-11-28T10:00:00.000Z", wallMs: 1500, exitCode: 1, readOnly: false, sandbox: true, sandboxReason: "", companies: [], summary: { total: 3, passed: 1, failed: 1, skipped: 1, transport: 0 }, checks };
  const attributes = (xml: string, element: string) => [...xml.matchAll(new RegExp(`<${element} ([^>]*?)/?>`, "g"))].map((m) => [...m[1].matchAll(/([\w-]+)="/g)].map((a) => a[1]));
  for (const xml of [junitXml(report), junitXml({ ...report, checks: [], summary: { total: 0, passed: 0, failed: 0, skipped: 0 }, fatal: "the target is unreachable" })]) {
    // junit-10.xsd (the xunit plugin's): <testsuites> name, time, tests, failures, errors; <testsuite> also skipped, timestamp, ...; <testcase> name, time, classname.
    for (const names of attributes(xml, "testsuites")) for (const name of names) assert.ok(["name", "time", "tests", "failures", "errors"].includes(name), `<testsuites ${name}>`);
    for (const names of attributes(xml, "testsuite")) for (const name of names) assert.ok(["name", "tests", "failures", "errors", "group", "time", "skipped", "timestamp", "hostname", "id", "package", "file", "log", "url"].includes(name), `<testsuite ${name}>`);
    for (const names of attributes(xml, "testcase")) for (const name of names) assert.ok(["name", "time", "classname", "group"].includes(name), `<testcase ${name}>`);
  }
  assert.match(junitXml(report), /<testsuite name="example" tests="2" failures="0" errors="0" skipped="1"/, "each suite still counts its skipped checks");
});

test("a 429 RATE_LIMITED is waited out as its Retry-After says and the request sent again, unless the step judges the rate limit; the summary says so (found by the DEPLOY audit)", async () => {
  // A deployment whose rate limit is below the run's pace: every other request is refused for a second.
  const cases = readJson<{ cases: { id: string; response: { body: unknown } }[] }>(DEFAULT_CASES).cases;
  const exampleCompany = cases.find((c) => c.id === "getCompany:company")!.response.body;
  let requests = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      requests += 1;
      if (requests % 2 === 1) return res.writeHead(429, { "content-type": "application/json", "retry-after": "1" }).end(JSON.stringify({ success: false, error: { code: "RATE_LIMITED", message: "Limite de requisições excedido.", details: null } }));
      // The contract's own example company; no sandbox.
      if (req.method === "GET" && req.url === "/v1/company") return res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(exampleCompany));
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ success: false, error: { code: "NOT_FOUND", message: "Rota não encontrada.", details: null } }));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const rt = stepRuntime(url);
  const started = performance.now();
  await runStep(rt, { name: "c", op: "getCompany", expect: { status: 200 } });
  assert.ok(performance.now() - started >= 1000, "the Retry-After second was waited");
  assert.deepEqual(rt.ctx.failures, []);
  assert.equal(rt.ctx.exchanges[0].rateLimited, 1);
  assert.equal(rt.ctx.exchanges[0].response?.status, 200);
  // A step that expects 429 (rule.rate-limit.retry-after) gets the 429 itself, at once.
  const judged = performance.now();
  await runStep(rt, { name: "l", op: "getCompany", expect: { status: [200, 429] } });
  assert.ok(performance.now() - judged < 900, "not waited");
  assert.equal(rt.ctx.exchanges[1].response?.status, 429);
  // A whole run: the 429s are counted, said in the summary, and fail nothing.
  requests = 0;
  const json = join(dir, "rate-limited.json");
  const { exitCode, lines, report } = await runInProcess(["--base-url", url, ...creds, "--no-webhooks", "--only", "example.getCompany.company", "--json", json]);
  assert.equal(exitCode, 0, lines.join("\n"));
  assert.equal(report.checks.find((c) => c.id === "envelope.getCompany.429")?.status, "pass", "the waited-out 429s are still held to the envelope and Retry-After");
  assert.match(lines.join("\n"), /Rate limit: the target answered \d+ requests? 429 RATE_LIMITED, each sent again after the Retry-After it gave/);
  assert.ok((readJson<RunReport>(json).summary.rateLimited ?? 0) >= 1);

  // A target refusing everything (a firewall): waiting stops after the last wait of one request, not minutes per request.
  const refusing = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(429, { "content-type": "application/json", "retry-after": "1" }).end(JSON.stringify({ success: false, error: { code: "RATE_LIMITED", message: "Limite de requisições excedido.", details: null } })));
  });
  servers.push(refusing);
  await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
  const walled = stepRuntime(`http://127.0.0.1:${(refusing.address() as AddressInfo).port}`);
  await assert.rejects(runStep(walled, { name: "a", op: "getCompany", expect: { status: 200 } }), AbortSignal_);
  assert.equal(walled.ctx.exchanges[0].rateLimited, RATE_LIMIT_MAX_RESENDS);
  const next = performance.now();
  await assert.rejects(runStep(walled, { name: "b", op: "getCompany", expect: { status: 200 } }), AbortSignal_);
  assert.ok(performance.now() - next < 900, "no more waiting");
  assert.equal(walled.ctx.exchanges[1].response?.status, 429);
});

test("more than a tenth of the checks skipped is a warning; --fail-on-skip makes any skip exit 1", async () => {
  // The API's GET /v1/company, no sandbox (404 to the probe): the scenarios are skipped.
  const target = await stub((req) => (req.method === "GET" && req.url === "/v1/company" ? company : notFound));
  const args = ["--base-url", target.url, ...creds, "--no-webhooks", "--only", "rule.split-booking,rule.deposit-lifecycle", "--skip", "structural"];
  const plain = await runInProcess(args);
  assert.equal(plain.exitCode, 0);
  const out = plain.lines.join("\n");
  assert.match(out, /WARNING: 2 of 2 checks \(100%\) were skipped, not run: exit code 0 says nothing about what they check\. Most often: 2 x "needs the sandbox surface, which the target does not offer"\. With --fail-on-skip/);
  const json = join(dir, "fail-on-skip.json");
  const strict = await runInProcess([...args, "--fail-on-skip", "--json", json]);
  assert.equal(strict.exitCode, 1);
  assert.match(strict.lines.join("\n"), /--fail-on-skip: 2 checks were skipped, so the run exits 1/);
  assert.equal(readJson<RunReport>(json).exitCode, 1);
  assert.match(USAGE, /--fail-on-skip/);
});

test("the skip warning appears above a tenth of the checks, not at or below it", () => {
  const result = (i: number, status: CheckResult["status"]): CheckResult => ({ id: `rule.c${i}`, title: "", tags: [], status, ms: 0, failures: [], notes: [], requests: 0, ...(status === "skip" ? { skipReason: "needs the sandbox surface (404)" } : {}) });
  const report = (skipped: number): RunReport => {
    const checks = Array.from({ length: 20 }, (_, i) => result(i, i < skipped ? "skip" : "pass"));
    return { runId: "r", target: "http://t", startedAt: new Date(0).toISOString(), wallMs: 1, exitCode: 0, readOnly: false, sandbox: false, sandboxReason: "", companies: [], summary: { total: 20, passed: 20 - skipped, failed: 0, skipped }, checks };
  };
  assert.ok(!summaryLines(report(2)).some((l) => l.startsWith("WARNING")));
  assert.ok(summaryLines(report(3)).some((l) => l.startsWith("WARNING: 3 of 20 checks (15%) were skipped")));
});

test("topic tags select the example and negative checks of the topic, not the scenarios alone", async () => {
  const out: string[] = [];
  const code = await main(["--list", "--only", "split"], {}, { out: (l) => out.push(l), err: (l) => out.push(l) });
  assert.equal(code, 0);
  const ids = out.map((l) => l.split("  ")[0]);
  for (const id of ["rule.split-booking", "example.createDeposit.split-to-the-issuer", "example.createDeposit.wallet-deposit-with-split", "negative.createDeposit.splits[0].percent.maximum"]) assert.ok(ids.includes(id), `${id} is selected by --only split`);
  assert.ok(!ids.includes("example.createDeposit.deposit-created"), "an example without splits is not");
  const idem: string[] = [];
  await main(["--list", "--only", "idempotency"], {}, { out: (l) => idem.push(l), err: (l) => idem.push(l) });
  for (const id of ["rule.idempotency.deposits", "example.createDeposit.replayed-deposit", "example.createDeposit.reference-reused"]) assert.ok(idem.some((l) => l.startsWith(`${id}  `)), `${id} is selected by --only idempotency`);
});

test("output piped into a reader that stops early (| head) ends the run as usual, without an EPIPE stack trace", async () => {
  // A newcomer audit: `payments-conformance ... | head -2` crashed with "Error: write EPIPE".
  const target = await stub((req) => (req.method === "GET" && req.url === "/v1/company" ? company : notFound));
  const run = (closeEarly: boolean) =>
    new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [BIN, "--base-url", target.url, ...creds, "--no-webhooks", "--only", "auth"], { stdio: ["ignore", "pipe", "pipe"] });
      let stderr = "";
      child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
      // The reader takes the first chunk and goes, as head does.
      if (closeEarly) child.stdout.once("data", () => child.stdout.destroy());
      else child.stdout.resume();
      child.on("close", (code) => resolve({ code, stderr }));
    });
  const full = await run(false);
  const cut = await run(true);
  assert.doesNotMatch(cut.stderr, /EPIPE/);
  assert.equal(cut.code, full.code, "the exit code says how the run went, as when the output is read to the end");
});

test("--help says to run the bin from the checkout, never plain npx", () => {
  assert.match(USAGE, /node conformance\/bin\/payments-conformance\.js/);
  assert.match(USAGE, /Not plain npx/);
  // The README's own example writes the JSON report (which keeps the throwaway companies' secrets).
  const readme = readFileSync(new URL("../../conformance/README.md", import.meta.url), "utf8");
  const first = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
  assert.match(first, /npm ci/);
  const report = /node conformance\/bin\/payments-conformance\.js .*--json (\S+)/.exec(first)?.[1];
  assert.ok(report, "the README's command writes a --json report");
  // ... to a name .gitignore keeps out of commits (its secrets must not be committed by `git add -A`).
  const ignored = readFileSync(new URL("../../.gitignore", import.meta.url), "utf8").split("\n");
  assert.ok(ignored.includes(`/${report}`), `.gitignore lists /${report}`);
  assert.doesNotMatch(first, /npx payments-conformance|npm install/);
});

test("the README's Prism numbers add up: the per-suite table sums to the headline of the full run", () => {
  const readme = readFileSync(new URL("../../conformance/README.md", import.meta.url), "utf8");
  const section = readme.slice(readme.indexOf("**Prism mock**"), readme.indexOf("## Findings"));
  const num = (text: string) => Number(text.replace(/,/g, ""));
  const head = /a full run\s+with\s+the\s+default\s+flags\s+has\s+([\d,]+)\s+checks,\s+([\d,]+)\s+passed,\s+([\d,]+)\s+failed,\s+(\d+)\s+skipped/.exec(section);
  assert.ok(head, "the headline of the full run");
  const [total, passed, failed, skipped] = head.slice(1).map(num);
  assert.equal(passed + failed + skipped, total);
  const sums = { total: 0, passed: 0, skipped: 0 };
  for (const row of section.split("\n").filter((l) => /^\| `/.test(l))) {
    const cell = row.split("|")[2].trim();
    sums.skipped += [...cell.matchAll(/\((\d+) skipped\)/g)].reduce((a, m) => a + Number(m[1]), 0);
    const bare = cell.replace(/\s*\(\d+ skipped\)/g, "");
    let m: RegExpExecArray | null;
    if ((m = /^all (\d+)$/.exec(bare))) {
      sums.total += Number(m[1]);
      sums.passed += Number(m[1]);
    } else if ((m = /^none of ([\d, ]+)$/.exec(bare))) sums.total += m[1].split(",").reduce((a, n) => a + Number(n), 0);
    else if ((m = /^(\d+) of (\d+)$/.exec(bare))) {
      sums.passed += Number(m[1]);
      sums.total += Number(m[2]);
    } else assert.fail(`a row of the table that this test cannot read: ${cell}`);
  }
  assert.deepEqual(sums, { total, passed, skipped });
});
