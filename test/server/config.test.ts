/** The environment as server/config.ts reads it: what it refuses, with the variable's name, and what an empty value means. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { ConfigError, loadConfig } from "../../server/config.ts";

/** The problems loadConfig reports for `env` (none when it accepts it). */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

test("PAYMENTS_DB with spaces around it is refused: SQLite would trim it and open another file (spaces only: a temporary database)", () => {
  for (const value of [" ", "\t", " ./data/payments.sqlite", "./data/payments.sqlite "]) {
    assert.deepEqual(problems({ PAYMENTS_DB: value }), [`PAYMENTS_DB must be a file path or :memory:, without leading or trailing spaces, got "${value}"`], JSON.stringify(value));
  }
  assert.equal(loadConfig({ PAYMENTS_DB: "" }).dbPath, "./data/payments.sqlite", "empty is unset");
  assert.equal(loadConfig({ PAYMENTS_DB: "./my data/pay ments.sqlite" }).dbPath, "./my data/pay ments.sqlite", "spaces inside a path are fine");
  assert.equal(loadConfig({ PAYMENTS_DB: ":memory:" }).dbPath, ":memory:");
});
