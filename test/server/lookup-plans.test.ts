/**
 * Lookups whose cost must not grow with history: they read an index, never every row of a table
 * that only grows (finished jobs, every company's infractions).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { openDatabase } from "../../server/store/db.ts";
import type { Repositories } from "../../server/store/repositories.ts";
import { SqliteStore } from "../../server/store/sqlite/store.ts";
import { preparedDuring, queryPlan } from "../helpers/statements.ts";

/** The query plan of every statement `work` prepares, by SQL text. */
async function plansOf(work: (repos: Repositories) => Promise<unknown>): Promise<Map<string, string>> {
  const store = new SqliteStore(openDatabase(":memory:"));
  const prepared = await preparedDuring(store, () => store.transaction(work));
  const plans = new Map(prepared.map((sql) => [sql, queryPlan(store, sql).join("\n")]));
  await store.close();
  return plans;
}

test("jobs left running by a stopped server are put back in the queue through the queue's index, not by reading every job ever run", async () => {
  const plans = await plansOf((repos) => repos.jobs.requeueRunning("2026-11-28T00:00:00.000Z"));
  const [sql, plan] = [...plans].find(([s]) => /^UPDATE jobs /.test(s)) ?? [];
  assert.ok(sql, [...plans.keys()].join("\n"));
  assert.match(plan!, /USING INDEX jobs_due/, `${sql}\n${plan}`);
});

test("a deposit's infraction in progress is searched by the deposit, not among every company's infractions", async () => {
  const plans = await plansOf((repos) => repos.infractions.activeForDeposit("01M8FPVSNAAC8SAT8SWV2021QZ"));
  const [sql, plan] = [...plans].find(([s]) => /FROM infractions /.test(s)) ?? [];
  assert.ok(sql, [...plans.keys()].join("\n"));
  assert.match(plan!, /^SEARCH infractions USING INDEX infractions_deposit \(deposit_id=\?\)/, `${sql}\n${plan}`);
});
