/** Migrations that change data: what a database written by an older version looks like after them. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { migrate, openDatabase, UnknownMigrationsError } from "../../server/store/db.ts";

test("004: conversions that expired before the change get their USDT leg expired too; no other conversion changes", () => {
  const db = openDatabase(":memory:");
  const columns = db.prepare("SELECT name, type, \"notnull\" AS required FROM pragma_table_info('conversions')").all() as { name: string; type: string; required: number }[];
  const insert = (id: string, status: string, cryptoStatus: string) => {
    // The columns this migration reads get their values; the others a filler their constraints accept.
    const given: Record<string, unknown> = { id, reference: id, status, crypto_status: cryptoStatus, currency_mode: "BRL" };
    const values = columns.map((c) => (c.name in given ? given[c.name] : c.required ? (/INT/i.test(c.type) ? 0 : "x") : null));
    db.prepare(`INSERT INTO conversions (${columns.map((c) => c.name).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`).run(...values);
  };
  db.pragma("foreign_keys = OFF");
  insert("expired-before", "expired", "pending");
  insert("still-pending", "pending", "pending");
  insert("completed", "completed", "sent");
  insert("failed", "failed", "failed");
  db.prepare("DELETE FROM schema_migrations WHERE name = ?").run("004_expired_conversions_crypto_status.sql");

  assert.deepEqual(migrate(db), ["004_expired_conversions_crypto_status.sql"]);
  const rows = db.prepare("SELECT id, status, crypto_status AS crypto FROM conversions ORDER BY id").all();
  assert.deepEqual(rows, [
    { id: "completed", status: "completed", crypto: "sent" },
    { id: "expired-before", status: "expired", crypto: "expired" },
    { id: "failed", status: "failed", crypto: "failed" },
    { id: "still-pending", status: "pending", crypto: "pending" },
  ]);
  db.close();
});

test("a database a newer server migrated is refused, naming the migrations this server does not know, and nothing is applied", () => {
  const db = openDatabase(":memory:");
  const add = db.prepare("INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)");
  add.run("999_from_a_newer_server.sql", new Date().toISOString());
  add.run("998_also_newer.sql", new Date().toISOString());
  db.prepare("DELETE FROM schema_migrations WHERE name = ?").run("009_ledger_filters.sql");
  const before = db.prepare("SELECT name FROM schema_migrations ORDER BY name").all();
  assert.throws(() => migrate(db), (error: unknown) => {
    assert.ok(error instanceof UnknownMigrationsError);
    assert.deepEqual(error.unknown, ["998_also_newer.sql", "999_from_a_newer_server.sql"]);
    assert.match(error.message, /newer server.*\(998_also_newer\.sql, 999_from_a_newer_server\.sql\)/);
    return true;
  });
  assert.deepEqual(db.prepare("SELECT name FROM schema_migrations ORDER BY name").all(), before, "the pending 009 was not applied");
  db.close();
});
