/**
 * The conformance runner against the reference server: the installed bin passes every check
 * (and writes well-formed JUnit and JSON reports), the read-only mode sends nothing that could
 * change data, a server without the sandbox gets its stateful checks skipped with the reason (and
 * a run id given twice does not collide there), and the exit code says 2 when the run cannot
 * happen (unreachable target, refused credentials, bad flags).
 *
 * The server runs with PAYMENTS_VALIDATE_RESPONSES=false: the runner validates every answer
 * against the OpenAPI itself, and the server's own response validation only doubles the work.
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { lstatSync, mkdtempSync, readFileSync, symlinkSync } from "node:fs";
import { createServer, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RunReport } from "../../conformance/src/report.ts";
import { loadCases } from "../helpers/contract.ts";
import { freePort } from "../../scripts/lib/process.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { FaultProxy, pathOf } from "./fault-proxy.ts";
import { readJson, runBin, runInProcess, xmlProblems } from "./support.ts";

const dir = mkdtempSync(join(tmpdir(), "conformance-"));
let server: TestServer;

before(async () => {
  server = await startTestServer({ PAYMENTS_VALIDATE_RESPONSES: "false" });
});
after(() => server.close());

describe("against the reference server", () => {
  test("the bin passes every check (--slow ones too), prints its wall time and writes JUnit and JSON reports", async () => {
    const junit = join(dir, "junit.xml");
    const json = join(dir, "report.json");
    const started = Date.now();
    const { code, stdout, stderr } = await runBin(["--base-url", server.url, "--slow", "--junit", junit, "--json", json], { PAYMENTS_API_KEY: server.apiKey, PAYMENTS_API_SECRET: server.apiSecret });
    const report = readJson<RunReport>(json);
    const failed = report.checks.filter((c) => c.status === "fail");
    assert.equal(code, 0, `${stderr}\n${failed.map((c) => `${c.id}: ${c.failures.map((f) => f.message).join("; ")}`).join("\n")}`);
    assert.deepEqual(failed, []);
    const wall = /Wall time: ([\d.]+) s/.exec(stdout)?.[1];
    assert.ok(wall, "the runner prints its wall time");
    console.log(`conformance against the reference server: ${report.summary.total} checks, ${report.summary.passed} passed, ${report.summary.skipped} skipped; runner wall time ${wall} s (bin, process included: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    assert.ok(report.sandbox, "the reference server's sandbox is detected");
    assert.ok(!stdout.includes(server.apiSecret), "the secret is never printed");

    // Every paired example is replayed, and all but the one that describes a non-sandbox server pass.
    const paired = loadCases().filter((c) => c.request);
    const byExample = new Map(report.checks.filter((c) => c.example).map((c) => [c.example, c]));
    for (const c of paired) assert.ok(byExample.has(c.id), `example ${c.id} has a check`);
    const skipped = report.checks.filter((c) => c.status === "skip").map((c) => c.id);
    assert.deepEqual(skipped, ["example.createWebhook.private-address-refused"]);
    // Every shared example (no request) is derived into a check too.
    for (const c of loadCases().filter((x) => !x.request)) assert.ok(byExample.has(c.id), `shared example ${c.id} has a check`);

    // The structural checks cover every operation's success answer.
    for (const id of ["schema.createDeposit.200", "schema.createWallet.201", "envelope.createDeposit.422", "content-type.getCompany.200", "envelope.unrouted.404"]) {
      assert.equal(report.checks.find((c) => c.id === id)?.status, "pass", id);
    }
    const tags = new Set(report.checks.flatMap((c) => c.tags));
    for (const tag of ["example", "auth", "negative", "isolation", "rule", "webhooks", "split", "kyc", "idempotency", "med", "strict", "payload", "brcode", "customer", "fees", "conversions", "transport", "wallet-header", "structural"]) {
      assert.ok(tags.has(tag), `a check is tagged ${tag}`);
    }

    const xml = readFileSync(junit, "utf8");
    assert.deepEqual(xmlProblems(xml), []);
    assert.match(xml, new RegExp(`<testsuites name="payments-conformance" tests="${report.summary.total}" failures="0" errors="0"`));
  });

  /** What the given company has of each kind of resource, read straight from the server. */
  async function holdings(): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    for (const path of ["/v1/deposits", "/v1/withdrawals", "/v1/conversions", "/v1/wallets", "/v1/webhooks", "/v1/transactions", "/v1/company/balance"]) {
      const res = await fetch(`${server.url}${path}${path.endsWith("balance") ? "" : "?limit=100"}`, { headers: { "x-api-key": server.apiKey, "x-api-secret": server.apiSecret } });
      out[path] = ((await res.json()) as { data?: unknown }).data;
    }
    return out;
  }

  test("--read-only sends no request but safe ones, except credential-less authentication checks with an empty body, even to a target that would accept what it must refuse", async () => {
    const proxy = new FaultProxy(server.url);
    await proxy.start();
    const unsafe: string[] = [];
    const accepted: string[] = [];
    let credentialLess = 0;
    proxy.fault = {
      id: "coercing-observer",
      description: "coerces an amount sent as a text (the auditor's repro) and records every request that is not GET, HEAD or OPTIONS",
      only: [],
      caughtBy: [],
      request: (req) => {
        const body = req.body.toString("utf8");
        if (!["GET", "HEAD", "OPTIONS"].includes(req.method)) {
          // Usable credentials: the given key with its secret (a read-only run makes no company of its own).
          const usable = req.headers["x-api-key"] === server.apiKey && req.headers["x-api-secret"] === server.apiSecret;
          if (usable || (body !== "" && body !== "{}"))
            unsafe.push(`${req.method} ${req.url} key=${req.headers["x-api-key"] ?? "-"} secret=${usable ? "the real one" : "none or wrong"} body=${body.slice(0, 80)}`);
          else credentialLess += 1;
        }
        return { ...req, body: Buffer.from(body.replace(/"amount":"150"/g, '"amount":150')) };
      },
      response: (req, res) => {
        if (!["GET", "HEAD", "OPTIONS"].includes(req.method) && res.status < 400) accepted.push(`${req.method} ${pathOf(req)} -> ${res.status}`);
        return res;
      },
    };
    try {
      const before = await holdings();
      const { exitCode, report } = await runInProcess(["--base-url", proxy.url, "--api-key", server.apiKey, "--api-secret", server.apiSecret, "--read-only"]);
      const failed = report.checks.filter((c) => c.status === "fail").map((c) => c.id);
      assert.equal(exitCode, 0, failed.join(", "));
      assert.deepEqual(unsafe, [], "only safe methods, or no usable credentials and an empty body");
      assert.deepEqual(accepted, []);
      assert.deepEqual(await holdings(), before, "the given company has nothing more than before");
      assert.equal(report.sandbox, false);
      assert.match(report.sandboxReason, /not probed/);
      const ran = report.checks.filter((c) => c.status === "pass");
      assert.ok(ran.length > 400, `read-only still checks authentication, negative query data and reads (${ran.length} passed)`);
      assert.ok(ran.some((c) => c.id === "auth.missing-secret.createDeposit") && ran.some((c) => c.id === "auth.wrong-secret.archiveWallet"), "credential-less checks of writes run");
      assert.ok(credentialLess > 30, `the missing-key, missing-secret and wrong-secret checks of the writes outside the sandbox ran (${credentialLess} requests)`);
      for (const c of report.checks.filter((x) => x.status === "skip")) {
        assert.match(c.skipReason ?? "", /^--read-only: /, c.id);
        assert.doesNotMatch(c.skipReason ?? "", /would send/, `${c.id}: left out by the catalog, not stopped by the HTTP client's guard`);
      }
      const writes = ["negative.createDeposit.amount.type", "example.createWithdrawal.invalid-document", "example.createDeposit.split-to-the-issuer", "transport.invalid-json.createDeposit"];
      for (const id of [...writes, "rule.envelope.method-not-allowed"]) {
        assert.equal(report.checks.find((c) => c.id === id)?.status, "skip", id);
      }
    } finally {
      await proxy.close();
    }
  });

  test("--only and --skip select by id prefix, tag and glob", async () => {
    const { exitCode, report } = await runInProcess(["--base-url", server.url, "--api-key", server.apiKey, "--api-secret", server.apiSecret, "--only", "auth.missing-key,example.getCompany", "--only", "*.createWallet.wallet-created", "--skip", "structural"]);
    assert.equal(exitCode, 0);
    const ids = report.checks.map((c) => c.id);
    assert.ok(ids.every((id) => id.startsWith("auth.missing-key.") || id.startsWith("example.getCompany.") || id === "example.createWallet.wallet-created"), ids.join(", "));
    assert.ok(ids.includes("auth.missing-key.createDeposit") && ids.includes("example.getCompany.company") && ids.includes("example.createWallet.wallet-created"));
  });

  test("a target that refuses to register the webhook receiver (here a URL with credentials): the webhook scenario is skipped and its clean-up sends nothing", async () => {
    const { exitCode, report } = await runInProcess(["--base-url", server.url, "--api-key", server.apiKey, "--api-secret", server.apiSecret, "--webhook-public-url", "http://user:secret@127.0.0.1:9/hook", "--only", "rule.webhooks"]);
    const failing = report.checks.filter((c) => c.status === "fail").map((c) => `${c.id}: ${c.failures[0]?.message}`);
    assert.deepEqual(failing, []);
    assert.equal(exitCode, 0);
    assert.ok(report.checks.some((c) => c.id.startsWith("rule.webhooks") && c.status === "skip"), "the webhook scenario is skipped with its reason");
  });

  /**
   * A receiver the target cannot deliver to: a port nothing listens on, or a server that accepts
   * and never answers, which keeps the target's attempt under way past --wait (the test server
   * gives a receiver 2 s): its log shows no attempt until the attempt ends.
   */
  async function unreachableReceiver(kind: "refuses connections" | "accepts and never answers"): Promise<{ port: number; close: () => Promise<void> }> {
    if (kind === "refuses connections") return { port: await freePort(), close: async () => {} };
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket.on("error", () => {})));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const close = async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    };
    return { port: (silent.address() as AddressInfo).port, close };
  }

  for (const receiver of ["refuses connections", "accepts and never answers"] as const) {
    test(`a target that cannot reach the receiver (${receiver}; it tries, and its delivery log says so): the webhook scenario is skipped, not failed`, async () => {
      const { port, close } = await unreachableReceiver(receiver);
      try {
        const { exitCode, report } = await runInProcess(["--base-url", server.url, "--api-key", server.apiKey, "--api-secret", server.apiSecret, "--webhook-public-url", `http://127.0.0.1:${port}/hook`, "--wait", "1000", "--only", "rule.webhooks"]);
        const failing = report.checks.filter((c) => c.status === "fail").map((c) => `${c.id}: ${c.failures[0]?.message}`);
        assert.deepEqual(failing, []);
        assert.equal(exitCode, 0);
        const skipped = report.checks.find((c) => c.id === "rule.webhooks");
        assert.equal(skipped?.status, "skip");
        assert.match(String(skipped?.skipReason), /the target tried \d+ time/);
      } finally {
        await close();
      }
    });
  }

  test("exit code 2 when the run cannot happen", async () => {
    const refused = await runInProcess(["--base-url", server.url, "--api-key", server.apiKey, "--api-secret", "sk_not_the_secret_at_all"]);
    assert.equal(refused.exitCode, 2);
    assert.match(refused.report.fatal ?? "", /credentials were refused.*401 UNAUTHORIZED/);
    const unreachable = await runInProcess(["--base-url", "http://127.0.0.1:9", "--api-key", "k", "--api-secret", "s", "--timeout", "2000"]);
    assert.equal(unreachable.exitCode, 2);
    assert.match(unreachable.report.fatal ?? "", /unreachable/);
    // Nothing selected, as a run or as a list: exit 2, and the reason on stderr, not in the output.
    const nothing = await runBin(["--base-url", server.url, "--api-key", server.apiKey, "--api-secret", server.apiSecret, "--only", "no-such-check"]);
    assert.equal(nothing.code, 2);
    assert.match(nothing.stderr, /ERROR {2}no check matches --only no-such-check/);
    assert.doesNotMatch(nothing.stdout, /ERROR/);
    const listed = await runBin(["--list", "--only", "no-such-check", "--skip", "auth"]);
    assert.equal(listed.code, 2);
    assert.match(listed.stderr, /no check matches --only no-such-check --skip auth/);
    assert.equal(listed.stdout, "");
    // --list --read-only lists what a read-only run would run: no check needing a write or the sandbox.
    const readOnlyList = await runBin(["--list", "--read-only", "--only", "negative.createDeposit,negative.listDeposits"]);
    assert.equal(readOnlyList.code, 0);
    const ids = readOnlyList.stdout.split("\n").filter((l) => l.startsWith("negative."));
    assert.ok(ids.length > 0 && ids.every((l) => l.startsWith("negative.listDeposits.")), readOnlyList.stdout);
    assert.match(readOnlyList.stdout, /--read-only skips the other \d+ selected/);
    // A report that cannot be written is found before any request, whichever report it is (the
    // target here is unreachable: had the run begun, that would be its fatal error), and the
    // other report still gets the fatal report.
    for (const [bad, good] of [["--junit", "--json"], ["--json", "--junit"]]) {
      const written = join(dir, `beside-${bad.slice(2)}`);
      const unwritable = await runInProcess(["--base-url", "http://127.0.0.1:9", "--api-key", "k", "--api-secret", "s", bad, join(dir, "no-such-folder", "report"), good, written]);
      assert.equal(unwritable.exitCode, 2, bad);
      assert.match(unwritable.report.fatal ?? "", /cannot write the report .*no-such-folder.*ENOENT/);
      assert.match(readFileSync(written, "utf8"), /cannot write the report/, `the ${good} report says why`);
    }
    // A folder that does not exist, named with a trailing "/", is not a file either; and checking a
    // report that can be written leaves no file behind when the run then stops.
    const folderName = await runInProcess(["--base-url", "http://127.0.0.1:9", "--api-key", "k", "--api-secret", "s", "--junit", `${join(dir, "new-folder")}/`]);
    assert.equal(folderName.exitCode, 2);
    assert.match(folderName.report.fatal ?? "", /cannot write the report .*new-folder\/: EISDIR/);
    const notLeft = join(dir, "not-left.json");
    await runInProcess(["--base-url", "http://127.0.0.1:9", "--api-key", "k", "--api-secret", "s", "--junit", join(dir, "no-such-folder", "r.xml"), "--json", notLeft]);
    assert.match(readFileSync(notLeft, "utf8"), /cannot write the report/, "the fatal report, written by the run, not an empty file left by the check");
    // A link to a report not written yet stays a link, and no empty file is left where it points.
    const target = join(dir, "link-target.json");
    const link = join(dir, "report-link.json");
    symlinkSync(target, link);
    await runInProcess(["--base-url", "http://127.0.0.1:9", "--api-key", "k", "--api-secret", "s", "--timeout", "500", "--junit", join(dir, "no-such-folder", "r.xml"), "--json", link]);
    assert.ok(lstatSync(link).isSymbolicLink(), "the link is still a link");
    assert.match(readFileSync(target, "utf8"), /cannot write the report/, "the report went through the link");
    const badPublicUrl = await runBin(["--base-url", server.url, "--api-key", "k", "--api-secret", "s", "--webhook-public-url", "not-a-url"]);
    assert.equal(badPublicUrl.code, 2);
    assert.match(badPublicUrl.stderr, /--webhook-public-url must start with http:\/\/ or https:\/\//);
    // A run that could not start still writes its reports; the JUnit root counts the run's error.
    const unreachableJunit = join(dir, "unreachable.xml");
    await runInProcess(["--base-url", "http://127.0.0.1:9", "--api-key", "k", "--api-secret", "s", "--timeout", "2000", "--junit", unreachableJunit]);
    assert.match(readFileSync(unreachableJunit, "utf8"), /<testsuites name="payments-conformance" tests="1" failures="0" errors="1"/);
    const badFlag = await runBin(["--base-url", server.url, "--api-key", "k", "--api-secret", "s", "--timeout", "soon"]);
    assert.equal(badFlag.code, 2);
    assert.match(badFlag.stderr, /--timeout must be a positive integer/);
    const missing = await runBin([], { PAYMENTS_BASE_URL: "", PAYMENTS_API_KEY: "", PAYMENTS_API_SECRET: "" });
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /missing --base-url/);
    const help = await runBin(["--help"]);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /Exit codes: 0 all selected checks passed, 1 a check failed, 2 could not run/);
  });
});

describe("against a reference server without the sandbox", () => {
  let plain: TestServer;
  before(async () => {
    plain = await startTestServer({ PAYMENTS_VALIDATE_RESPONSES: "false", PAYMENTS_SANDBOX: "false" });
  });
  after(() => plain.close());

  test("stateful checks are skipped with the reason; what can run passes", async () => {
    const { exitCode, report } = await runInProcess(["--base-url", plain.url, "--api-key", plain.apiKey, "--api-secret", plain.apiSecret, "--only", "example,auth.wrong-secret,rule,isolation,negative.createDeposit"]);
    assert.equal(exitCode, 0, report.checks.filter((c) => c.status === "fail").map((c) => `${c.id}: ${c.failures[0]?.message}`).join("\n"));
    assert.equal(report.sandbox, false);
    const scenario = report.checks.find((c) => c.id === "rule.split-booking")!;
    assert.equal(scenario.status, "skip");
    assert.match(scenario.skipReason ?? "", /needs the sandbox surface.*404/);
    // Without the sandbox the example about non-sandbox servers applies and passes.
    assert.equal(report.checks.find((c) => c.id === "example.createWebhook.private-address-refused")?.status, "pass");
    assert.equal(report.checks.find((c) => c.id === "example.createDeposit.deposit-created")?.status, "pass");
  });

  test("a run id given again makes new references, still starting with it: the second run passes too", async () => {
    const proxy = new FaultProxy(plain.url);
    await proxy.start();
    const references: string[][] = [[], []];
    let run = 0;
    proxy.fault = {
      id: "reference-recorder",
      description: "records the references and external ids sent",
      only: [],
      caughtBy: [],
      request: (req) => {
        for (const m of req.body.toString("utf8").matchAll(/"(?:reference|externalId)":"([^"]*)"/g)) references[run].push(m[1]);
        return req;
      },
    };
    try {
      for (run = 0; run < 2; run++) {
        // Creations with references, a replay, wallets with external ids, a wallet fixture: what collided.
        const only = "example.createDeposit,example.createWallet,wallet-header.archived-wallet.getDeposit";
        const { exitCode, report } = await runInProcess(["--base-url", proxy.url, "--api-key", plain.apiKey, "--api-secret", plain.apiSecret, "--run-id", "same-id", "--no-webhooks", "--only", only]);
        const failed = report.checks.filter((c) => c.status === "fail").map((c) => `${c.id}: ${c.failures[0]?.message}`);
        assert.equal(exitCode, 0, `run ${run + 1}: ${failed.join("\n")}`);
      }
      assert.ok(references[0].length > 5 && references[1].length > 5);
      for (const ref of references.flat()) assert.match(ref, /^same-id-/);
      const first = new Set(references[0]);
      assert.deepEqual(references[1].filter((r) => first.has(r)), [], "no reference of the first run is made again");
    } finally {
      await proxy.close();
    }
  });
});
