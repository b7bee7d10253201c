/**
 * What the runner settles before its checks, against small stub targets that count the requests
 * they get: flags it refuses before any request (a base URL with a query or fragment, both reports
 * in one file, a --webhook-listen address it cannot listen on or cannot parse, a selection that
 * matches nothing), a target it does not take for the
 * Payments API (an HTML page answered 200 to every path, JSON that is not the success envelope),
 * the URL it names when GET /v1/company is refused, and an example answered with a body that is
 * not JSON, which fails even when the structural checks are skipped; and that the webhook receiver
 * (at the HOST:PORT --webhook-listen gives) starts only once the target has answered.
 */
import { after, test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { connect, createServer as createNetServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main, parseListen } from "../../conformance/src/cli.ts";
import { transportFailureText } from "../../conformance/src/http.ts";
import { freePort } from "../../scripts/lib/process.ts";
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

/** As stub(), with an answer that may wait (on a check of its own). */
async function stubAsync(answer: (req: IncomingMessage) => Promise<Answer>): Promise<{ url: string }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      void answer(req).then((a) => res.writeHead(a.status, { "content-type": a.type }).end(a.body));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
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

test("a base URL carrying user:password@ is refused before any request, without printing the password (found by the DEPLOY audit)", async () => {
  const target = await stub(() => company);
  const base = target.url.replace("http://", "http://stage:Pa55word@");
  const { code, out, err } = await cli(["--base-url", base, ...creds, "--no-webhooks", "--json", join(dir, "credentials.json")]);
  assert.equal(code, 2);
  assert.match(err, /--base-url must not carry credentials \(user:password@\)/);
  assert.doesNotMatch(out + err, /Pa55word|stage:/);
  assert.equal(target.requests(), 0);
  assert.ok(!existsSync(join(dir, "credentials.json")), "no report holding it either");
});

test("a base URL without its scheme (host:port) is refused saying the scheme is missing (found by the DEPLOY audit)", async () => {
  for (const base of ["localhost:3000", "127.0.0.1:3000", "gateway.example.com/api"]) {
    const { code, err } = await cli(["--base-url", base, ...creds, "--no-webhooks"]);
    assert.equal(code, 2, base);
    assert.match(err, new RegExp(`--base-url must start with http:// or https:// \\(e\\.g\\. http://${base.replace(/\./g, "\\.")}\\)`), base);
  }
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

test("a proxy's own 400, 401 or 403 page is not taken for refused credentials; a redirect names where it leads (found by the DEPLOY audit)", async () => {
  // nginx answers a plain-HTTP request to its TLS port 400 with an HTML page; a basic-auth prompt
  // or a firewall answers 401/403 pages: none of them is the API judging the credentials.
  const pages: [number, string][] = [
    [400, "<html><head><title>400 The plain HTTP request was sent to HTTPS port</title></head></html>"],
    [401, "<html><head><title>401 Authorization Required</title></head></html>"],
    [403, "<html><body>Request blocked</body></html>"],
    // nginx's own pages end their lines in CRLF: quoted on the message's one line.
    [502, "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n</body>\r\n</html>\r\n"],
  ];
  for (const [status, body] of pages) {
    const page = await stub(() => ({ status, type: "text/html", body }));
    const { code, err } = await cli(["--base-url", page.url, ...creds, "--no-webhooks"]);
    assert.equal(code, 2);
    assert.doesNotMatch(err, /credentials were refused/, `HTTP ${status}`);
    assert.match(err, new RegExp(`does not answer like the Payments API: GET ${page.url}/v1/company answered HTTP ${status} text/html <html>`));
    assert.doesNotMatch(err, /\\x0d|\r/, "one line, no escaped CRs");
  }
  assert.match(
    (await cli(["--base-url", (await stub(() => ({ status: 502, type: "text/html", body: pages[3][1] }))).url, ...creds, "--no-webhooks"])).err,
    /answered HTTP 502 text\/html <html> <head><title>502 Bad Gateway<\/title><\/head> <body>/,
  );
  // The API's own refusal still says so, with its message.
  const api = await stub(() => ({ status: 401, type: "application/json", body: JSON.stringify({ success: false, error: { code: "UNAUTHORIZED", message: "Falha na autenticação.", details: null } }) }));
  assert.match((await cli(["--base-url", api.url, ...creds, "--no-webhooks"])).err, /the credentials were refused: .* answered HTTP 401 UNAUTHORIZED \(Falha na autenticação\.\)/);
  // http:// answered by a redirect to https:// (a proxy's usual setting): where it leads is said.
  const redirect = createServer((req, res) => res.writeHead(301, { location: `https://gateway.example.com${req.url}`, "content-type": "text/html" }).end("<html>301 Moved Permanently</html>"));
  servers.push(redirect);
  await new Promise<void>((resolve) => redirect.listen(0, "127.0.0.1", resolve));
  const moved = await cli(["--base-url", `http://127.0.0.1:${(redirect.address() as AddressInfo).port}`, ...creds, "--no-webhooks"]);
  assert.equal(moved.code, 2);
  assert.match(moved.err, /answered HTTP 301, a redirect to https:\/\/gateway\.example\.com\/v1\/company; the runner follows no redirect/);
});

test("TLS failures are said in words: an untrusted certificate names NODE_EXTRA_CA_CERTS, an http:// base URL whose port resets hints at https:// (found by the DEPLOY audit)", async () => {
  assert.match(transportFailureText("UNABLE_TO_VERIFY_LEAF_SIGNATURE", 10_000), /TLS certificate is not trusted .*NODE_EXTRA_CA_CERTS/);
  assert.match(transportFailureText("DEPTH_ZERO_SELF_SIGNED_CERT", 10_000), /NODE_EXTRA_CA_CERTS/);
  assert.match(transportFailureText("ERR_TLS_CERT_ALTNAME_INVALID", 10_000), /does not name the base URL's host/);
  assert.match(transportFailureText("ERR_SSL_WRONG_VERSION_NUMBER", 10_000), /does not answer in TLS \(an http:\/\/ port given as https:\/\/\?\)/);
  // A TLS port read as plain HTTP: Node's TLS servers close such a connection without a word.
  const tlsLike = createNetServer((socket) => socket.once("data", () => socket.destroy()));
  servers.push(tlsLike as unknown as Server);
  await new Promise<void>((resolve) => tlsLike.listen(0, "127.0.0.1", resolve));
  const { code, err } = await cli(["--base-url", `http://127.0.0.1:${(tlsLike.address() as AddressInfo).port}`, ...creds, "--no-webhooks"]);
  assert.equal(code, 2);
  assert.match(err, /the target closed the connection without an answer .*\(if that port serves HTTPS, the base URL must start with https:\/\/\)/);
});

test("without the sandbox, a given company that opens wallets in kyc mode skips the checks that need a wallet it makes, sending no createWallet (found by the DEPLOY audit)", async () => {
  const kycCompany: Answer = { status: 200, type: "application/json", body: JSON.stringify({ success: true, data: { id: "01M83B9127N2AVCSFT9Y8F805Z", settings: { walletsEnabled: true, walletMode: "kyc" } } }) };
  const walletCreations: string[] = [];
  const target = await stub((req) => {
    if (req.method === "GET" && req.url === "/v1/company") return kycCompany;
    if (req.method === "POST" && req.url === "/v1/wallets") walletCreations.push(req.url);
    // What the reference server answers a wallet without its owner's data in kyc mode.
    return { status: 422, type: "application/json", body: JSON.stringify({ success: false, error: { code: "VALIDATION_ERROR", message: "Erro de validação nos dados enviados.", details: [{ field: "taxId", error: "Obrigatório no modo kyc." }] } }) };
  });
  const { exitCode, report } = await runInProcess(["--base-url", target.url, ...creds, "--no-webhooks", "--only", "example.createWallet.wallet-created,example.getWallet.wallet,wallet-header.archived-wallet.createDeposit", "--skip", "structural"]);
  assert.equal(exitCode, 0, JSON.stringify(report.checks.filter((c) => c.status === "fail").map((c) => [c.id, c.failures[0]?.message])));
  for (const id of ["example.createWallet.wallet-created", "example.getWallet.wallet", "wallet-header.archived-wallet.createDeposit"]) {
    const check = report.checks.find((c) => c.id === id);
    assert.equal(check?.status, "skip", id);
    assert.match(check?.skipReason ?? "", /the given company opens its wallets in kyc mode/, id);
  }
  assert.deepEqual(walletCreations, [], "no wallet is made for a check that is skipped");
});

test("a selection that matches nothing is refused before any request (exit 2)", async () => {
  const target = await stub(() => company);
  const { code, err } = await cli(["--base-url", target.url, ...creds, "--only", "nosuch"]);
  assert.equal(code, 2);
  assert.match(err, /ERROR {2}no check matches --only nosuch/);
  assert.equal(target.requests(), 0, "the target is not contacted");
});

test("--webhook-listen takes HOST, HOST:PORT, [IPv6]:PORT and a bare IPv6 address; anything else is refused before any request", async () => {
  assert.deepEqual(parseListen("127.0.0.1"), { host: "127.0.0.1", port: 0 });
  assert.deepEqual(parseListen("0.0.0.0:8787"), { host: "0.0.0.0", port: 8787 });
  assert.deepEqual(parseListen("localhost:0"), { host: "localhost", port: 0 });
  assert.deepEqual(parseListen("[::1]:8787"), { host: "::1", port: 8787 });
  assert.deepEqual(parseListen("[::1]"), { host: "::1", port: 0 });
  assert.deepEqual(parseListen("::1"), { host: "::1", port: 0 });
  for (const bad of ["127.0.0.1:", "127.0.0.1:99999", "127.0.0.1:http", ":8787", "[127.0.0.1]:80", "[::1]:x", "http://127.0.0.1:80", ""]) assert.throws(() => parseListen(bad), /--webhook-listen must be HOST, HOST:PORT or \[IPv6\]:PORT/, bad);
  const target = await stub(() => company);
  const { code, err } = await cli(["--base-url", target.url, ...creds, "--webhook-listen", "127.0.0.1:99999"]);
  assert.equal(code, 2);
  assert.match(err, /--webhook-listen must be HOST, HOST:PORT or \[IPv6\]:PORT \(the port must be 0 to 65535\), got "127\.0\.0\.1:99999"/);
  assert.equal(target.requests(), 0);
});

/** Whether something accepts connections on host:port. */
function listening(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function ipv6Loopback(): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once("error", () => resolve(false));
    probe.listen(0, "::1", () => probe.close(() => resolve(true)));
  });
}

test("--webhook-listen HOST:PORT: the receiver listens on that port, started only once the target has answered", async () => {
  const port = await freePort();
  let listenedDuringDiscovery: boolean | undefined;
  // The target checks, while it is asked GET /v1/company, whether the receiver is listening yet.
  const discovering = await stubAsync(async (req) => {
    // The first GET /v1/company is the run's own check of the target (the example check asks it again later).
    if (req.url === "/v1/company" && listenedDuringDiscovery === undefined) listenedDuringDiscovery = await listening("127.0.0.1", port);
    return req.url === "/v1/company" ? company : notFound;
  });
  const { code, out } = await cli(["--base-url", discovering.url, ...creds, "--webhook-listen", `127.0.0.1:${port}`, "--only", "example.getCompany.company", "--skip", "structural"]);
  assert.ok(code === 0 || code === 1, `exit ${code}`);
  assert.equal(listenedDuringDiscovery, false, "no receiver while the target is checked");
  assert.match(out, new RegExp(`webhook receiver: http://127\\.0\\.0\\.1:${port}/conformance/`));
  assert.equal(await listening("127.0.0.1", port), false, "closed at the end of the run");

  if (await ipv6Loopback()) {
    const v6port = await freePort();
    const v6 = await cli(["--base-url", discovering.url, ...creds, "--webhook-listen", `[::1]:${v6port}`, "--only", "example.getCompany.company", "--skip", "structural"]);
    assert.match(v6.out, new RegExp(`webhook receiver: http://\\[::1\\]:${v6port}/conformance/`));
  }
});

test("a run stopped by refused credentials or an unreachable target never had the receiver listening", async () => {
  const port = await freePort();
  let listenedDuringDiscovery: boolean | undefined;
  const refusing = await stubAsync(async () => {
    listenedDuringDiscovery = await listening("127.0.0.1", port);
    return { status: 401, type: "application/json", body: JSON.stringify({ success: false, error: { code: "UNAUTHORIZED", message: "no", details: null } }) };
  });
  const refused = await cli(["--base-url", refusing.url, ...creds, "--webhook-listen", `127.0.0.1:${port}`]);
  assert.equal(refused.code, 2);
  assert.match(refused.err, /the credentials were refused/);
  assert.equal(listenedDuringDiscovery, false);
  assert.doesNotMatch(refused.out, /webhook receiver:/);
  const unreachable = await cli(["--base-url", `http://127.0.0.1:${await freePort()}`, ...creds, "--webhook-listen", `127.0.0.1:${port}`, "--timeout", "2000"]);
  assert.equal(unreachable.code, 2);
  assert.doesNotMatch(unreachable.out, /webhook receiver:/);
  assert.equal(await listening("127.0.0.1", port), false);
});
