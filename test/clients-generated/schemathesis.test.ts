/**
 * Schemathesis, the independent judge: `npm run schemathesis` (scripts/schemathesis.ts) against a fresh
 * reference server, every operation, `--checks all`, positive and negative data, a bounded number of
 * examples and a fixed seed; it must find nothing. Its report is printed. The documented exceptions to
 * two checks are in scripts/schemathesis/hooks.py, and the rules by which it explains a 422 are tested
 * on their own (scripts/schemathesis/test_hooks.py, pytest): each on values the server refuses and on
 * near misses it takes, which a fixed-seed run may never generate. The tools come from
 * .ci/setup/20-python-tools.sh.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { repoRoot, runCommand, show, tool } from "./support.ts";

test("hooks.py explains the 422s of its documented rules, and no near miss (pytest)", { timeout: 120_000 }, async () => {
  const pytest = await tool("pytest");
  const result = await runCommand(pytest, ["-q", "-p", "no:cacheprovider", "scripts/schemathesis/test_hooks.py"], {
    cwd: repoRoot,
    env: { PYTHONDONTWRITEBYTECODE: "1", PAYMENTS_BASE_URL: "" },
    timeoutMs: 100_000,
  });
  show("pytest scripts/schemathesis/test_hooks.py", result);
  assert.equal(result.code, 0, `the hooks' rule tests failed (exit ${result.code}); pytest's output is printed above`);
});

test("Schemathesis finds no failure on any operation of the reference server", { timeout: 600_000 }, async () => {
  await tool("schemathesis");
  const doc = JSON.parse(await readFile(join(repoRoot, "generated/openapi.json"), "utf8")) as { paths: Record<string, Record<string, unknown>> };
  const methods = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);
  const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item).filter((k) => methods.has(k))).length;
  const result = await runCommand(process.execPath, ["--import", "tsx", join(repoRoot, "scripts/schemathesis.ts")], {
    cwd: repoRoot,
    env: { SCHEMATHESIS_BASE_URL: "" },
    timeoutMs: 540_000,
  });
  show("npm run schemathesis", result);
  assert.equal(result.code, 0, `Schemathesis reported failures (exit ${result.code}); its report is printed above`);
  assert.match(result.output, new RegExp(`Selected: ${operations}/${operations}\\b`), `all ${operations} operations of the contract were selected`);
  assert.match(result.output, new RegExp(`Tested: ${operations}\\b`), `all ${operations} operations were tested`);
  assert.match(result.output, /\b(\d{3,}) generated, \1 passed\b/, "hundreds of test cases were generated, and all passed");
  for (const phase of ["Examples", "Coverage", "Fuzzing", "Stateful"]) assert.match(result.output, new RegExp(`✅ ${phase}\\b`), `phase ${phase} ran and passed`);
});
