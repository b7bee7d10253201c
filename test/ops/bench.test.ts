/**
 * The bench harness still runs: a tiny database, one endpoint, bare Express, Express behind the
 * validator and the reference server (no Prism, no contract build: the drift test builds it), one second each. It asserts the harness produces its table, not any speed
 * (a benchmark prints numbers; it is not a timed test).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { repoRoot } from "../helpers/process.ts";

test("npm run bench runs end to end and prints its table", { timeout: 180_000 }, () => {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench/bench.ts", "--deposits", "300", "--duration", "1", "--connections", "4", "--no-prism", "--no-build", "--only", "company/balance", "--soak", "2000", "--rounds", "2"], { cwd: repoRoot, encoding: "utf8", timeout: 170_000 });
  const out = `${run.stdout}${run.stderr}`;
  assert.equal(run.status, 0, out);
  assert.match(out, /balance +bare Express +round 2 /, "each server is driven once per round");
  assert.match(out, /medians of 2 rounds/);
  assert.match(out, /\| GET \/v1\/company\/balance \| bare Express \| \d+ \| 100% \|/);
  assert.match(out, /\| GET \/v1\/company\/balance \| Express \+ validator \| \d+ \| \d+% \|/);
  assert.match(out, /\| GET \/v1\/company\/balance \| reference server \| \d+ \| \d+% \|/);
  assert.match(out, /RSS after 2,000 requests \d+ MB; ready \d+ ms/);
  assert.match(out, /GET \/v1\/deposits\?limit=20 at 1 connection: p50 \d+ ms, p99 \d+ ms, \d+ req\/s/);
  console.log(out.split("\n").filter((l) => l.startsWith("|") || l.startsWith("reference server")).join("\n"));
});
