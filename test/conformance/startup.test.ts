/**
 * What the runner settles before its checks, against small stub targets that count the requests
 * they get: flags it refuses before any request (a base URL with a query or fragment, both reports
 * in one file, a --webhook-listen address it cannot listen on), a target it does not take for the
 * Payments API (an HTML page answered 200 to every path, JSON that is not the success envelope),
 * the URL it names when GET /v1/company is refused, and an example answered with a body that is
 * not JSON, which fails even when the structural checks are skipped.
 */
import { after, test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../conformance/src/cli.ts";
import { runInProcess } from "./support.ts";

const dir = mkdtempSync(join(tmpdir(), "conformance-startup-"));
const servers: Server[] = [];
after(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

interface Answer {
  status: number;
  type: string;
  body: string;
}

const html: Answer = { status: 200, type: "text/html; charset=utf-8", body: "<!doctype html><html><body>Welcome</body></html>" };
const company: Answer = { status: 200, type: "application/json", body: JSON.stringify({ success: true, data: { id: "01M83B9127N2AVCSFT9Y8F805Z", tradeName: "Stub" } }) };
const notFound: Answer = { status: 404, type: "application/json", body: JSON.stringify({ success: false, error: { code: "NOT_FOUND", message: "Not found", details: null } }) };

/** A target answering each request as `answer` says; counts what it gets. */
async function stub(answer: (req: IncomingMessage) => Answer): Promise<{ url: string; requests: () => number }> {
  let requests = 0;
  const server = createServer((req, res) => {
    requests += 1;
    req.resume();
    req.on("end", () => {
      const a = answer(req);
      res.writeHead(a.status, { "content-type": a.type }).end(a.body);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests: () => requests };
}

/** The CLI in this process: its exit code and what it printed on stdout and stderr. */
async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, {}, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const creds = ["--api-key", "pk_stub", "--api-secret", "sk_stub"];

test("a base URL with a query or a fragment is refused before any request (exit 2)", async () => {
  const target = await stub(() => company);
  for (const base of [`${target.url}/?x=1`, `${target.url}/#f`, `${target.url}/?`, `${target.url}/api#`]) {
    const { code, err } = await cli(["--base-url", base, ...creds, "--no-webhooks"]);
    assert.equal(code, 2, base);
    assert.match(err, /--base-url must have no query or fragment/, base);
  }
  assert.equal(target.requests(), 0);
});

test("--json and --junit naming the same file: exit 2 before any request, and no file is left", async () => {
  const target = await stub(() => company);
  const file = join(dir, "report.out");
  for (const [json, junit] of [
    [file, file],
    [file, join(dir, ".", "sub", "..", "report.out")],
  ]) {
    const { code, err } = await cli(["--base-url", target.url, ...creds, "--no-webhooks", "--json", json, "--junit", junit]);
    assert.equal(code, 2);
    assert.match(err, /--json and --junit name the same file/);
  }
  assert.equal(target.requests(), 0);
  assert.ok(!existsSync(file));
});

test("--webhook-listen on an address that cannot be listened on: exit 2 with the error, before any request", async () => {
  const target = await stub(() => company);
  // TEST-NET-1: no interface of this machine has it.
  const { code, err } = await cli(["--base-url", target.url, ...creds, "--webhook-listen", "192.0.2.1", "--only", "example.getCompany.company"]);
  assert.equal(code, 2);
  assert.match(err, /the webhook receiver cannot listen on --webhook-listen 192\.0\.2\.1: EADDRNOTAVAIL/);
  assert.equal(target.requests(), 0);
});

test("a target answering 200 text/html to everything is not taken for the API (exit 2); nor is JSON that is not the success envelope", async () => {
  const page = await stub(() => html);
  const { exitCode, report } = await runInProcess(["--base-url", page.url, ...creds, "--no-webhooks", "--only", "example.createDeposit.deposit-created", "--skip", "schema,content-type"]);
  assert.equal(exitCode, 2);
  assert.match(report.fatal ?? "", new RegExp(`the target does not answer like the Payments API: GET ${page.url}/v1/company answered HTTP 200 with a body that is not JSON: text/html`));
  assert.equal(page.requests(), 1, "nothing after GET /v1/company");

  const other = await stub(() => ({ status: 200, type: "application/json", body: '{"ok":true}' }));
  const json = await runInProcess(["--base-url", other.url, ...creds, "--no-webhooks", "--only", "example.getCompany.company"]);
  assert.equal(json.exitCode, 2);
  assert.match(json.report.fatal ?? "", /does not answer like the Payments API: .* not the success envelope/);
});

test("an example answered with a body that is not JSON fails, even with the structural checks skipped", async () => {
  // The API's GET /v1/company, an HTML page for everything else (the sandbox probe included).
  const target = await stub((req) => (req.method === "GET" && req.url === "/v1/company" ? company : html));
  const { exitCode, report } = await runInProcess(["--base-url", target.url, ...creds, "--no-webhooks", "--only", "example.createDeposit.deposit-created", "--skip", "schema,content-type"]);
  assert.equal(exitCode, 1);
  assert.equal(report.sandbox, false, "a probe answered with HTML is no sandbox");
  const check = report.checks.find((c) => c.id === "example.createDeposit.deposit-created");
  assert.equal(check?.status, "fail");
  assert.deepEqual(
    check!.failures.map((f) => f.aspect),
    ["body"],
  );
  assert.match(check!.failures[0].message, /must be a JSON object like the example's/);
});

test("GET /v1/company refused: the message names the URL requested, and a base URL ending in /v1 gets a hint", async () => {
  const target = await stub((req) => (req.url === "/v1/company" ? company : notFound));
  const { exitCode, report } = await runInProcess(["--base-url", `${target.url}/v1`, ...creds, "--no-webhooks"]);
  assert.equal(exitCode, 2);
  assert.ok(report.fatal?.includes(`GET ${target.url}/v1/v1/company answered HTTP 404`), report.fatal);
  assert.match(report.fatal ?? "", /the base URL must not include \/v1/);
  const elsewhere = await runInProcess(["--base-url", `${target.url}/api`, ...creds, "--no-webhooks"]);
  assert.ok(elsewhere.report.fatal?.includes(`GET ${target.url}/api/v1/company answered HTTP 404`), elsewhere.report.fatal);
  assert.doesNotMatch(elsewhere.report.fatal ?? "", /must not include/);
});
