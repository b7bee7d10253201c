/** Migrations that change data: what a database written by an older version looks like after them. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { MIGRATIONS_DIR } from "../../server/paths.ts";
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

/**
 * SHA-256 of each migration file (sha256sum server/store/migrations/*.sql). A database records a
 * migration's name when it applies it and never reads the file again, so an edited migration
 * leaves every database that applied it on the old schema: 006 was edited after it landed (a view
 * column renamed, f4dc77c), and GET /v1/transactions fails on a database that applied the first
 * version. A new migration adds its line here.
 */
const MIGRATION_SHA256: Record<string, string> = {
  "001_initial.sql": "3d4ca714d74eb3c7765e61012398467c723af7d925b95cec827a19046bb2473d",
  "002_listing_counts.sql": "ac9936d6aaee739e19a85d945fff40192042c15fbb4203999e8e41b982becd7b",
  "003_infraction_short_holds.sql": "1ec4fc229321e29868073c985fed748b8a065a9c67fa7bf9a496d75668d99180",
  "004_expired_conversions_crypto_status.sql": "c4d68b5c618ae1eff3d7787febae1ca914fe300620e3a0201355a28416802ff4",
  "005_references_per_account.sql": "7e75df6a793426dfab3f95de8cf920b14214f127f9f44b70e9ea6a2f814b95fe",
  "006_ledger_source_status.sql": "cb01a9104833794e9f33fe3017296bf9126ac5fce7efe446f5b9c0507993797b",
  "007_status_listings.sql": "04dcecbf93399f5a8d2ce5ad88126764084c03d05e0c5b5724494d9490b0c366",
  "008_infraction_deposit.sql": "e80ab82b2663c19a2fca548275256002fc172e6ae692781be4c0cfa1dfc4c09f",
  "009_ledger_filters.sql": "bb381472fc0d27908ab01008328f318c9500c75e6dfcdd6991e1c2f55888838e",
};

test("migration files are never edited once they landed (each file's SHA-256 is pinned)", () => {
  const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith(".sql")).sort();
  for (const name of files) {
    const hash = createHash("sha256").update(readFileSync(join(MIGRATIONS_DIR, name))).digest("hex");
    assert.ok(name in MIGRATION_SHA256, `${name} is new: add its SHA-256 (${hash}) to MIGRATION_SHA256`);
    assert.equal(hash, MIGRATION_SHA256[name], `${name} was edited: databases that applied it never see the change. Applied migrations must never be edited; add a new migration instead`);
  }
  assert.deepEqual(files, Object.keys(MIGRATION_SHA256).sort(), "a pinned migration was removed or renamed");
});
