/**
 * The SQL a store prepares while some work runs, and the plan SQLite chooses for it: for tests
 * that hold a query to its index (a plan that reads a whole table passes every functional test).
 */
import type { SqliteStore } from "../../server/store/sqlite/store.ts";

/** The SQL texts `work` makes the store prepare (each once: the store reuses its statements). */
export async function preparedDuring(store: SqliteStore, work: () => Promise<unknown>): Promise<string[]> {
  const prepared: string[] = [];
  const prepare = store.db.prepare;
  store.db.prepare = ((sql: string) => (prepared.push(sql), prepare.call(store.db, sql))) as typeof store.db.prepare;
  try {
    await work();
  } finally {
    store.db.prepare = prepare;
  }
  return prepared;
}

/** The lines of `EXPLAIN QUERY PLAN` for `sql`, with "x" bound to every parameter. */
export function queryPlan(store: SqliteStore, sql: string): string[] {
  const plan = store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...sql.split("?").slice(1).map(() => "x")) as { detail: string }[];
  return plan.map((p) => p.detail);
}
