/**
 * Fault injection: the runner is pointed at the reference server through a proxy that seeds one
 * fault per run (faults.ts). Through the proxy without a fault the whole suite passes (so the
 * proxy itself changes nothing); with each fault the run must exit 1 with the fault caught by the
 * check meant for it. One fault is run against the whole suite, the others against their subset.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../helpers/server.ts";
import { startProxiedServer, type FaultProxy } from "./fault-proxy.ts";
import { FAULTS, type SeededFault } from "./faults.ts";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runInProcess, xmlProblems, type RunOutcome } from "./support.ts";

const dir = mkdtempSync(join(tmpdir(), "conformance-faults-"));

let server: TestServer;
let proxy: FaultProxy;
let close: () => Promise<void>;
const caught: string[] = [];
const missed: string[] = [];

before(async () => {
  ({ server, proxy, close } = await startProxiedServer());
});
after(() => close());

function run(only: string[], extra: string[] = []): Promise<RunOutcome> {
  return runInProcess(["--base-url", proxy.url, "--api-key", server.apiKey, "--api-secret", server.apiSecret, "--wait", "10000", ...(only.length ? ["--only", only.join(",")] : []), ...extra]);
}

function verdict(fault: SeededFault, outcome: RunOutcome): string | undefined {
  if (outcome.exitCode !== 1) return `exit code ${outcome.exitCode}, expected 1`;
  const failing = outcome.report.checks.filter((c) => c.status === "fail" && fault.caughtBy.some((p) => c.id.startsWith(p)));
  if (failing.length === 0) {
    return `none of ${fault.caughtBy.join(", ")} failed; failing: ${outcome.report.checks.filter((c) => c.status === "fail").map((c) => c.id).join(", ")}`;
  }
  if (fault.message && !failing.some((c) => c.failures.some((f) => fault.message!.test(`${f.message} ${JSON.stringify(f.expected)} ${JSON.stringify(f.actual)}`)))) {
    return `${failing.map((c) => c.id).join(", ")} failed, but not with a message matching ${fault.message}: ${failing[0].failures.map((f) => f.message).join("; ")}`;
  }
  return undefined;
}

test("through the proxy without a fault, the whole suite passes", async () => {
  proxy.fault = undefined;
  const outcome = await run([]);
  const failed = outcome.report.checks.filter((c) => c.status === "fail");
  assert.equal(outcome.exitCode, 0, failed.map((c) => `${c.id}: ${c.failures.map((f) => f.message).join("; ")}`).join("\n"));
});

test("behind a base URL with a path (/api), the structural checks run and catch a fault as they do at the root", async () => {
  proxy.prefix = "/api";
  proxy.fault = FAULTS.find((f) => f.id === "wrong-content-type");
  try {
    const outcome = await runInProcess(["--base-url", `${proxy.url}/api/`, "--api-key", server.apiKey, "--api-secret", server.apiSecret, "--only", "example.getCompany"]);
    const byId = new Map(outcome.report.checks.map((c) => [c.id, c.status]));
    assert.equal(byId.get("content-type.getCompany.200"), "fail", "the fault is caught");
    assert.equal(byId.get("schema.getCompany.200"), "pass");
    assert.equal(byId.get("envelope.getCompany.422"), "pass");
    assert.equal(outcome.exitCode, 1);
  } finally {
    proxy.prefix = undefined;
    proxy.fault = undefined;
  }
});

assert.ok(FAULTS.length >= 20, `at least 20 faults (${FAULTS.length})`);
assert.equal(new Set(FAULTS.map((f) => f.id)).size, FAULTS.length, "fault ids are unique");

for (const fault of FAULTS) {
  const whole = fault.only.length === 0;
  test(`fault ${fault.id}: ${fault.description}${whole ? " (whole suite)" : ""}`, async () => {
    proxy.fault = fault;
    proxy.state.memo.clear();
    const junit = join(dir, `${fault.id}.xml`);
    try {
      const outcome = await run(fault.only, ["--junit", junit]);
      const problem = verdict(fault, outcome);
      // The JUnit report of a failing run stays well-formed, whatever the failure text holds (quotes, <, &, newlines).
      const xml = readFileSync(junit, "utf8");
      assert.deepEqual(xmlProblems(xml), [], `${junit} is not well-formed XML`);
      assert.match(xml, /<failure message="[^"]*" type="[^"]+">/);
      assert.doesNotMatch(xml, /<\/failure>\s*<failure/, "one <failure> per test case, as JUnit consumers require");
      (problem ? missed : caught).push(fault.id);
      assert.equal(problem, undefined, problem);
    } finally {
      proxy.fault = undefined;
    }
  });
}

test("every seeded fault was caught", () => {
  console.log(`fault injection: the runner caught ${caught.length}/${FAULTS.length} seeded faults${missed.length ? ` (missed: ${missed.join(", ")})` : ""}`);
  assert.deepEqual(missed, []);
  assert.equal(caught.length, FAULTS.length);
});
