/**
 * The generated clients against the reference server: the Python client's smoke flow with pytest and
 * the Go client's with `go test`, each in its own language's runner, against one server process
 * (server/main.ts, as `npm start` runs it) with fixed demo credentials. The tools come from
 * .ci/setup/20-python-tools.sh and 30-go-tools.sh; without them these tests fail and say so.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { startServerProcess, type ServerProcess } from "../helpers/process.ts";
import { DEMO_KEY, DEMO_SECRET, SERVER_ENV, repoRoot, runCommand, show, tool } from "./support.ts";

let server: ServerProcess;
let clientEnv: Record<string, string>;

before(async () => {
  server = await startServerProcess(SERVER_ENV);
  clientEnv = { PAYMENTS_BASE_URL: server.url, PAYMENTS_API_KEY: DEMO_KEY, PAYMENTS_API_SECRET: DEMO_SECRET };
});

after(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
});

test("Python client (openapi-python-client): the smoke flow passes under pytest", async () => {
  const pytest = await tool("pytest");
  const result = await runCommand(pytest, ["-v", "-p", "no:cacheprovider"], { cwd: join(repoRoot, "clients/python"), env: { ...clientEnv, PYTHONDONTWRITEBYTECODE: "1" }, timeoutMs: 120_000 });
  show("pytest clients/python", result);
  assert.equal(result.code, 0, `pytest failed (exit ${result.code}); its output is printed above`);
  assert.match(result.output, /\b2 passed\b/, "both smoke tests ran");
});

test("Go client (oapi-codegen): the smoke flow passes under go test", async () => {
  const go = await tool("go");
  const result = await runCommand(go, ["test", "-count=1", "-v", "./..."], { cwd: join(repoRoot, "clients/go"), env: clientEnv, timeoutMs: 300_000 });
  show("go test clients/go", result);
  assert.equal(result.code, 0, `go test failed (exit ${result.code}); its output is printed above. If modules are missing, run bash .ci/setup/30-go-tools.sh`);
  assert.match(result.output, /--- PASS: TestDepositPayBalanceAndPixWithdrawal/);
  assert.match(result.output, /--- PASS: TestRefusedRequestsCarryAnErrorCode/);
});
