/**
 * The server as `npm start` runs it (its node arguments read from package.json: V8 flags, then scripts/start.mjs, the
 * server bundle, built when missing or stale), as a child process on a port picked here: the start banner and demo credentials, JSON log lines with the request id,
 * graceful shutdown on SIGTERM with a request in flight, and configuration errors.
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repoRoot } from "../helpers/contract.ts";
import { CUSTOMER } from "../helpers/server.ts";
import { freePort, npmStartArgs } from "../../scripts/lib/process.ts";
import { startNode, startNpm, type Child } from "./child.ts";

const MAIN = npmStartArgs();
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

/** Starts the server on a free port with an in-memory database; resolves once it listens. */
async function startServer(env: Record<string, string> = {}) {
  const port = await freePort();
  const child = startNode(MAIN, { PORT: String(port), HOST: "127.0.0.1", PAYMENTS_DB: ":memory:", ...env });
  try {
    await child.waitFor(/company id: +\S+\n/);
  } catch (error) {
    await child.kill();
    throw error;
  }
  const credentials = (name: string) => child.stdout().match(new RegExp(`${name}:\\s+(\\S+)`))?.[1];
  return { child, port, url: `http://127.0.0.1:${port}`, apiKey: credentials("X-Api-Key")!, apiSecret: credentials("X-Api-Secret")! };
}

/** JSON log lines of stdout (the banner lines are plain text). */
function logLines(child: Child): Record<string, unknown>[] {
  return child.lines().flatMap((line) => {
    if (!line.startsWith("{")) return [];
    return [JSON.parse(line) as Record<string, unknown>];
  });
}

describe("npm start (server/main.ts as a process)", { timeout: 120_000 }, () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  before(async () => {
    server = await startServer();
  });
  after(() => server?.child.kill());

  test("prints where it listens and the demo company's credentials, which work", async () => {
    const out = server.child.stdout();
    assert.match(out, new RegExp(`listening on ${server.url.replace(/\./g, "\\.")}\\n`));
    assert.match(out, /Docs: +http:\/\/127\.0\.0\.1:\d+\/docs/);
    assert.match(out, /Demo company created/);
    assert.ok(server.apiKey && server.apiSecret, `credentials in:\n${out}`);
    const r = await fetch(`${server.url}/v1/company`, { headers: { "x-api-key": server.apiKey, "x-api-secret": server.apiSecret } });
    assert.equal(r.status, 200);
    const body = (await r.json()) as { success: boolean; data: { id: string } };
    assert.equal(body.success, true);
    assert.equal(body.data.id, out.match(/company id:\s+(\S+)/)?.[1], "the printed company id is the caller's");
  });

  test("every request logs one JSON line carrying its request id, given or generated", async () => {
    const headers = { "x-api-key": server.apiKey, "x-api-secret": server.apiSecret };
    const given = await fetch(`${server.url}/v1/company/balance`, { headers: { ...headers, "x-request-id": "ops-test-given-id" } });
    assert.equal(given.status, 200);
    assert.equal(given.headers.get("x-request-id"), "ops-test-given-id");
    const generated = await fetch(`${server.url}/v1/deposits/01M5JPSJ9WE97V0F953SVRAZ6E`, { headers });
    assert.equal(generated.status, 404);
    const id = generated.headers.get("x-request-id") ?? "";
    assert.match(id, ULID);
    await server.child.waitFor(new RegExp(`"requestId":"${id}"[^\\n]*"msg":"request"`), 10_000);
    const lines = logLines(server.child);
    const first = lines.filter((l) => l.requestId === "ops-test-given-id");
    assert.equal(first.length, 1, "one line per request");
    assert.equal(first[0].msg, "request");
    assert.equal(first[0].method, "GET");
    assert.equal(first[0].path, "/v1/company/balance");
    assert.equal(first[0].status, 200);
    assert.equal(typeof first[0].time, "number");
    assert.equal(typeof first[0].level, "number");
    const second = lines.filter((l) => l.requestId === id);
    assert.equal(second.length, 1);
    assert.equal(second[0].status, 404);
    assert.equal(server.child.stdout().split(server.apiSecret).length - 1, 1, "the secret appears in the banner only, never in a log line");
    // A HEAD is served as a GET and logged as what it was.
    const head = await fetch(`${server.url}/v1/company/balance`, { method: "HEAD", headers: { ...headers, "x-request-id": "ops-test-head" } });
    assert.equal(head.status, 200);
    await server.child.waitFor(/"requestId":"ops-test-head"[^\n]*"msg":"request"/, 10_000);
    assert.equal(logLines(server.child).find((l) => l.requestId === "ops-test-head")?.method, "HEAD");
  });

  test("with HOST=0.0.0.0 the banner says it listens on every interface", async () => {
    const everywhere = await startServer({ HOST: "0.0.0.0" });
    try {
      const out = everywhere.child.stdout();
      assert.match(out, new RegExp(`listening on every interface \\(0\\.0\\.0\\.0\\), port ${everywhere.port}: http://127\\.0\\.0\\.1:${everywhere.port} from this machine\\n`), out);
      assert.equal((await fetch(`${everywhere.url}/health`)).status, 200);
    } finally {
      await everywhere.child.kill();
    }
  });
});

/** Reads from a raw socket until `done(text)` says the text is complete. */
function readUntil(socket: Socket, done: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    const onData = (chunk: Buffer) => {
      text += chunk.toString("utf8");
      if (done(text)) {
        socket.off("data", onData);
        socket.off("close", onClose);
        resolve(text);
      }
    };
    const onClose = () => reject(new Error(`the connection closed; received so far:\n${text}`));
    socket.on("data", onData);
    socket.on("close", onClose);
  });
}

describe("SIGTERM", { timeout: 120_000 }, () => {
  test("with a request in flight: the request completes, new connections are refused, the process exits 0", async () => {
    const { child, port, url, apiKey, apiSecret } = await startServer();
    try {
      const body = JSON.stringify({ amount: 150, customer: CUSTOMER, reference: `ops-inflight-${process.pid}` });
      // A raw connection, so the request can be held open: headers first, with Expect: 100-continue.
      // The server's "100 Continue" proves it has the request; the body follows only after SIGTERM.
      const socket = connect(port, "127.0.0.1");
      const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
      const continued = readUntil(socket, (text) => text.includes("\r\n\r\n"));
      socket.write(
        [
          "POST /v1/deposits HTTP/1.1",
          `Host: 127.0.0.1:${port}`,
          `X-Api-Key: ${apiKey}`,
          `X-Api-Secret: ${apiSecret}`,
          "X-Request-Id: ops-in-flight",
          "Content-Type: application/json",
          `Content-Length: ${Buffer.byteLength(body)}`,
          "Expect: 100-continue",
          "",
          "",
        ].join("\r\n"),
      );
      assert.match(await continued, /^HTTP\/1\.1 100 Continue\r\n/);

      child.process.kill("SIGTERM");
      await child.waitFor(/"signal":"SIGTERM"[^\n]*"msg":"shutting down"/, 10_000);
      await assert.rejects(fetch(`${url}/health`), "a new connection is refused once shutting down");

      const answer = readUntil(socket, (text) => {
        const [head, rest] = text.split("\r\n\r\n");
        const length = Number(head.match(/content-length: (\d+)/i)?.[1]);
        return rest !== undefined && Buffer.byteLength(rest) >= length;
      });
      socket.write(body);
      const [head, json] = (await answer).split("\r\n\r\n");
      assert.match(head, /^HTTP\/1\.1 200 OK\r\n/);
      assert.match(head, /\r\nConnection: close\r\n/i, "a response during shutdown closes its connection (no keep-alive)");
      const deposit = JSON.parse(json) as { success: boolean; data: { status: string } };
      assert.equal(deposit.success, true);
      assert.equal(deposit.data.status, "pending");
      await closed;

      assert.deepEqual(await child.exited, { code: 0, signal: null });
      const logged = logLines(child).find((l) => l.requestId === "ops-in-flight");
      assert.equal(logged?.status, 200, "the in-flight request was logged as answered");
    } finally {
      await child.kill();
    }
  });
});

describe("SIGTERM with a client that never finishes its request", { timeout: 120_000 }, () => {
  test("the connection is cut after PAYMENTS_SHUTDOWN_GRACE_MS and the process exits 0 (Node stops timing requests once closing)", async () => {
    const { child, port } = await startServer({ PAYMENTS_SHUTDOWN_GRACE_MS: "1000" });
    try {
      // Half a request's headers, then one more header every 200 ms: without the grace period this
      // held the shutdown for as long as the client went on (over 400 s measured).
      const socket = connect(port, "127.0.0.1");
      socket.on("error", () => {});
      const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
      await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
      socket.write(`GET /v1/company HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
      let n = 0;
      const trickle = setInterval(() => socket.writable && socket.write(`X-Trickle-${n++}: ${n}\r\n`), 200);
      try {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const signalled = Date.now();
        child.process.kill("SIGTERM");
        const exit = await Promise.race([child.exited, new Promise((resolve) => setTimeout(() => resolve("still running after 8 s"), 8000))]);
        assert.deepEqual(exit, { code: 0, signal: null });
        const took = Date.now() - signalled;
        assert.ok(took >= 900, `the client had its grace period (exited after ${took} ms)`);
        await closed;
      } finally {
        clearInterval(trickle);
        socket.destroy();
      }
    } finally {
      await child.kill();
    }
  });
});

describe("npm start under a process manager", { timeout: 120_000 }, () => {
  test("SIGTERM sent to npm itself (not its process group) stops the server, which npm's shell does not pass it on to", async () => {
    const port = await freePort();
    const npm = startNpm(["start"], { PORT: String(port), HOST: "127.0.0.1", PAYMENTS_DB: ":memory:" });
    try {
      await npm.waitFor(/company id: +\S+\n/);
      assert.equal((await fetch(`http://127.0.0.1:${port}/health`)).status, 200);
      npm.process.kill("SIGTERM");
      await npm.exited;
      // npm is gone; the server, left by npm's shell, notices and shuts down as on its own SIGTERM.
      const until = Date.now() + 10_000;
      let listening = true;
      while (listening && Date.now() < until) {
        listening = await fetch(`http://127.0.0.1:${port}/health`).then(() => true, () => false);
        if (listening) await new Promise((r) => setTimeout(r, 100));
      }
      assert.equal(listening, false, "the server still answers 10 s after npm was stopped");
      assert.match(npm.stdout(), /"signal":"SIGTERM"[^\n]*"msg":"shutting down"/, "a graceful shutdown, logged");
    } finally {
      await npm.kill();
    }
  });
});

describe("configuration errors", { timeout: 120_000 }, () => {
  test("PORT=abc: a clear message naming the variable, no stack trace, exit code 2", async () => {
    const child = startNode(MAIN, { PORT: "abc", PAYMENTS_DB: ":memory:" });
    const exit = await child.exited;
    assert.deepEqual(exit, { code: 2, signal: null });
    assert.equal(child.stderr().trim(), 'Invalid configuration:\n  - PORT must be an integer from 0 to 65535, got "abc"');
    assert.equal(child.stdout(), "", "nothing started");
  });

  test("every problem is reported at once", async () => {
    const child = startNode(MAIN, { PORT: "70000", LOG_LEVEL: "loud", PAYMENTS_SANDBOX: "maybe", PAYMENTS_DEMO_API_KEY: "short", PAYMENTS_DB: ":memory:" });
    const exit = await child.exited;
    assert.equal(exit.code, 2);
    const stderr = child.stderr();
    for (const name of ["PORT", "LOG_LEVEL", "PAYMENTS_SANDBOX", "PAYMENTS_DEMO_API_KEY"]) assert.match(stderr, new RegExp(`^  - ${name} `, "m"), name);
    assert.doesNotMatch(stderr, /\n\s+at /, "no stack trace");
  });

  test("HOST, PAYMENTS_TRUST_PROXY and PAYMENTS_DB are checked before the database is touched: exit code 2, nothing created", async () => {
    const dir = mkdtempSync(join(tmpdir(), "payments-config-"));
    try {
      const db = join(dir, "new-folder", "payments.sqlite");
      const child = startNode(MAIN, { HOST: "999.1.1.1", PAYMENTS_TRUST_PROXY: "1.2.3.4/99", PAYMENTS_DB: db });
      assert.deepEqual(await child.exited, { code: 2, signal: null });
      for (const name of ["HOST", "PAYMENTS_TRUST_PROXY"]) assert.match(child.stderr(), new RegExp(`^  - ${name} `, "m"), name);
      assert.equal(existsSync(join(dir, "new-folder")), false, "the database's folder was not created");
      // better-sqlite3 trims the name: " " was an anonymous temporary database, with " .lock" left in the working folder.
      const blank = startNode(MAIN, { PAYMENTS_DB: " " });
      assert.deepEqual(await blank.exited, { code: 2, signal: null });
      assert.match(blank.stderr(), /^  - PAYMENTS_DB must be a file path or :memory:/m);
      assert.equal(existsSync(join(repoRoot, " .lock")), false);
      assert.equal(blank.stdout(), "", "nothing started");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a HOST of the right form that is no address of this machine: a message naming HOST, exit code 1", async () => {
    // 192.0.2.0/24 is TEST-NET-1 (RFC 5737): never an address of this machine, and no DNS asked.
    const child = startNode(MAIN, { HOST: "192.0.2.1", PORT: "0", PAYMENTS_DB: ":memory:" });
    assert.deepEqual(await child.exited, { code: 1, signal: null });
    assert.match(child.stderr(), /^HOST=192\.0\.2\.1 is not an address of this machine/m);
    assert.doesNotMatch(child.stderr(), /\n\s+at /, "no stack trace");
  });

  test("a port already in use: a message naming the address, exit code 1, and the new database's demo credentials still come on the next start", async () => {
    const { child: first, port } = await startServer();
    const dir = mkdtempSync(join(tmpdir(), "payments-start-"));
    const db = join(dir, "payments.sqlite");
    try {
      const second = startNode(MAIN, { PORT: String(port), HOST: "127.0.0.1", PAYMENTS_DB: db });
      const exit = await second.exited;
      assert.deepEqual(exit, { code: 1, signal: null });
      assert.match(second.stderr(), new RegExp(`EADDRINUSE.*127\\.0\\.0\\.1:${port}`));
      assert.match(second.stderr(), /PORT=3001 npm start/, "it says how to pick another port");
      assert.doesNotMatch(second.stderr(), /\n\s+at /, "no stack trace");
      // The failed start created no company whose secret nobody saw: this one creates and prints it.
      const third = await startServer({ PAYMENTS_DB: db });
      await third.child.kill();
      assert.match(third.child.stdout(), /Demo company created/);
      assert.ok(third.apiSecret);
    } finally {
      await first.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a second server on the same database file is refused, and starts at once when the first was killed", async () => {
    const dir = mkdtempSync(join(tmpdir(), "payments-two-"));
    const db = join(dir, "payments.sqlite");
    const first = await startServer({ PAYMENTS_DB: db });
    try {
      // Each process caches company settings (fees, the IP allowlist): two on one file disagreed.
      const second = startNode(MAIN, { PORT: String(await freePort()), HOST: "127.0.0.1", PAYMENTS_DB: db, PAYMENTS_SHUTDOWN_GRACE_MS: "0" });
      const exit = await second.exited;
      assert.deepEqual(exit, { code: 1, signal: null });
      assert.match(second.stderr(), /in use by another server process/);
      assert.doesNotMatch(second.stderr(), /\n\s+at /, "no stack trace");
      assert.doesNotMatch(second.stdout(), /listening on/);
      // The lock dies with its process: no stale lock after a SIGKILL.
      await first.child.kill();
      const third = startNode(MAIN, { PORT: String(await freePort()), HOST: "127.0.0.1", PAYMENTS_DB: db, PAYMENTS_SHUTDOWN_GRACE_MS: "0" });
      try {
        await third.waitFor(/listening on/);
        assert.doesNotMatch(third.stdout(), /waiting for it to stop/);
      } finally {
        await third.kill();
      }
    } finally {
      await first.child.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a database that cannot be opened: a message naming the file and PAYMENTS_DB, no stack trace, exit code 1", async () => {
    const dir = mkdtempSync(join(tmpdir(), "payments-corrupt-"));
    try {
      const db = join(dir, "corrupt.sqlite");
      writeFileSync(db, "not a database, only text long enough to be read as a header ".repeat(20));
      const child = startNode(MAIN, { PORT: String(await freePort()), HOST: "127.0.0.1", PAYMENTS_DB: db });
      assert.deepEqual(await child.exited, { code: 1, signal: null });
      assert.equal(child.stderr().trim(), `Cannot open the database ${db} (PAYMENTS_DB): file is not a database`);
      assert.equal(child.stdout(), "", "nothing started");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a restart whose PAYMENTS_DEMO_API_SECRET is not the stored one says so: requests with it get 401", async () => {
    const dir = mkdtempSync(join(tmpdir(), "payments-demo-"));
    const env = { PAYMENTS_DB: join(dir, "payments.sqlite"), PAYMENTS_DEMO_API_KEY: "pk_sandbox_fixed12345678", PAYMENTS_DEMO_API_SECRET: "sk_sandbox_fixed12345678" };
    const children: Child[] = [];
    try {
      const first = await startServer(env);
      await first.child.kill();
      const port = await freePort();
      const same = startNode(MAIN, { ...env, PORT: String(port), HOST: "127.0.0.1" });
      children.push(same);
      await same.waitFor(/already exists\.\n/);
      await same.kill();
      assert.doesNotMatch(same.stdout(), /WARNING/);
      const other = startNode(MAIN, { ...env, PAYMENTS_DEMO_API_SECRET: "sk_sandbox_other12345678", PORT: String(port), HOST: "127.0.0.1" });
      children.push(other);
      await other.waitFor(/WARNING: PAYMENTS_DEMO_API_SECRET is not this key's stored secret/);
      const refused = await fetch(`http://127.0.0.1:${port}/v1/company`, { headers: { "x-api-key": env.PAYMENTS_DEMO_API_KEY, "x-api-secret": "sk_sandbox_other12345678" } });
      assert.equal(refused.status, 401);
      const stored = await fetch(`http://127.0.0.1:${port}/v1/company`, { headers: { "x-api-key": env.PAYMENTS_DEMO_API_KEY, "x-api-secret": env.PAYMENTS_DEMO_API_SECRET } });
      assert.equal(stored.status, 200, "the stored secret stands");
    } finally {
      for (const child of children) await child.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
