/**
 * The runner against a Prism mock of the same OpenAPI: a stateless mock answers the contract's
 * static examples, so most stateful facts cannot hold. The test only asserts that the runner
 * gets through it without crashing (exit 0 or 1, no check broken by the runner itself) and prints
 * what passed and failed per suite; conformance/README.md explains the outcome. The stateful
 * scenarios (rule.*, isolation.*) are left out here: against a mock they can only fail, slowly.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../../scripts/lib/process.ts";
import { prismMockArgs } from "../../scripts/lib/prism.ts";
import { runInProcess } from "./support.ts";

let prism: ChildProcess | undefined;
let url = "";

before(async () => {
  const port = await freePort();
  // The same mock as `npm run mock`.
  prism = spawn(process.execPath, prismMockArgs(port), { stdio: ["ignore", "pipe", "pipe"] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("Prism did not start within 60 s")), 60_000);
    let log = "";
    prism!.stdout!.on("data", (c: Buffer) => {
      log += c.toString();
      if (log.includes("Prism is listening")) {
        clearTimeout(timer);
        resolve();
      }
    });
    prism!.on("exit", (code) => reject(new Error(`Prism exited with ${code}: ${log.slice(-500)}`)));
  });
  url = `http://127.0.0.1:${port}`;
});

after(() => {
  if (prism && prism.exitCode === null) prism.kill("SIGTERM");
});

test("the runner gets through a Prism mock of the contract without crashing", async () => {
  const { exitCode, report } = await runInProcess(["--base-url", url, "--api-key", "pk_prism_mock", "--api-secret", "sk_prism_mock", "--wait", "1000", "--timeout", "5000", "--skip", "rule,isolation"]);
  assert.ok(exitCode === 0 || exitCode === 1, `exit code ${exitCode}: ${report.fatal}`);
  const broken = report.checks.filter((c) => c.failures.some((f) => f.aspect === "runner"));
  assert.deepEqual(broken.map((c) => `${c.id}: ${c.failures[0].message}`), [], "no check is broken by the runner itself");
  const suites = new Map<string, { pass: number; fail: number; skip: number }>();
  for (const c of report.checks) {
    const suite = c.id.split(".")[0];
    const s = suites.get(suite) ?? { pass: 0, fail: 0, skip: 0 };
    s[c.status] += 1;
    suites.set(suite, s);
  }
  console.log(`conformance against Prism ${url}: exit ${exitCode}, ${report.summary.passed} passed, ${report.summary.failed} failed, ${report.summary.skipped} skipped`);
  for (const [suite, s] of [...suites].sort()) console.log(`  ${suite.padEnd(14)} ${s.pass} passed, ${s.fail} failed, ${s.skip} skipped`);
});
