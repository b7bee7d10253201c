/**
 * A target whose sandbox answers its probe but cannot make a company: one failure says so, and the
 * other checks run as the given company, so what is really wrong with the target is reported
 * (here a server answering 200 with an empty success envelope to everything: missing credentials
 * accepted). The envelope is needed: a target whose GET /v1/company is not one is not taken for
 * the API at all (startup.test.ts).
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { runInProcess } from "./support.ts";

const EMPTY_ENVELOPE = '{"success":true,"data":{}}';
let server: Server;
let url: string;
before(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end(EMPTY_ENVELOPE));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

test("a sandbox that answers the probe but creates no company is one failure; the other checks report the target's own faults", async () => {
  const { exitCode, report } = await runInProcess(["--base-url", url, "--api-key", "pk_x", "--api-secret", "sk_x", "--no-webhooks", "--only", "auth.missing-key,auth.missing-secret,sandbox.create-company"]);
  assert.equal(exitCode, 1);
  const broken = report.checks.find((c) => c.id === "sandbox.create-company");
  assert.equal(broken?.status, "fail");
  assert.ok(broken!.failures[0].message.includes(`could not create the sandbox company "primary": HTTP 200 ${EMPTY_ENVELOPE}`), broken!.failures[0].message);
  const auth = report.checks.filter((c) => c.id.startsWith("auth.missing-"));
  const run = auth.filter((c) => c.status !== "skip");
  assert.ok(run.length > 10, `${run.length} authentication checks ran`);
  for (const c of run) {
    assert.equal(c.status, "fail", c.id);
    assert.ok(c.failures.every((f) => f.aspect !== "setup"), `${c.id}: ${c.failures[0]?.message}`);
  }
  assert.ok(run.some((c) => c.failures.some((f) => f.aspect === "status" && f.expected === 400 && f.actual === 200)), "a missing credential answered 200 is reported as such");
});

test("the sandbox failure is a check like the others: --only and --skip select it", async () => {
  const skipped = await runInProcess(["--base-url", url, "--api-key", "pk_x", "--api-secret", "sk_x", "--no-webhooks", "--only", "auth.missing-key.getCompany", "--skip", "sandbox.create-company"]);
  assert.ok(!skipped.report.checks.some((c) => c.id === "sandbox.create-company"));
  const other = await runInProcess(["--base-url", url, "--api-key", "pk_x", "--api-secret", "sk_x", "--no-webhooks", "--only", "auth.missing-key.getCompany"]);
  assert.ok(!other.report.checks.some((c) => c.id === "sandbox.create-company"), "not selected by --only");
  assert.equal(other.report.checks.find((c) => c.id === "auth.missing-key.getCompany")?.status, "fail", "still run as the given company, and failing for its own fault");
});
