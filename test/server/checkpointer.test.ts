/**
 * WAL checkpoints on a worker thread (server/store/sqlite/checkpointer.ts): with SQLite's automatic
 * checkpoints off, the log must still stay small under a steady write load, every committed row
 * must be there after closing, and a checkpointer that cannot work must hand the job back to SQLite.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import Database from "better-sqlite3";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, WAL_SIZE_LIMIT_BYTES, type Db } from "../../server/store/db.ts";
import { Checkpointer } from "../../server/store/sqlite/checkpointer.ts";
import { SqliteStore } from "../../server/store/sqlite/store.ts";

const ROWS = 3000;

async function writeLoad(store: SqliteStore): Promise<void> {
  store.db.exec("CREATE TABLE IF NOT EXISTS probe (n INTEGER PRIMARY KEY, filler TEXT NOT NULL)");
  const insert = store.db.prepare("INSERT INTO probe (n, filler) VALUES (?, ?)");
  const count = store.db.prepare("SELECT COUNT(*) AS c FROM probe");
  // Like a server's clients: a few dozen requests in flight at a time, each batch after the last.
  for (let batch = 0; batch < ROWS / 30; batch++) {
    const work: Promise<unknown>[] = [];
    for (let n = batch * 30; n < (batch + 1) * 30; n++) {
      work.push(store.transaction(async () => insert.run(n, "x".repeat(600))));
      if (n % 10 === 0) work.push(store.read(async () => count.get()));
    }
    await Promise.all(work);
  }
  // A write after the load waits for the checkpoint under way, if one is.
  await store.transaction(async () => undefined);
}

/** A database file in a fresh temporary folder, removed after `use`. */
async function withDatabase(use: (db: Db, path: string, dir: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "checkpointer-"));
  try {
    const path = join(dir, "db.sqlite");
    await use(openDatabase(path), path, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("with checkpoints on the worker thread the log stays small and every row is kept", () =>
  withDatabase(async (db, path) => {
    const store = new SqliteStore(db, { checkpointer: new Checkpointer(db, path), checkpointEveryTransactions: 50 });
    await writeLoad(store);
    assert.equal(db.pragma("wal_autocheckpoint", { simple: true }), 0, "SQLite's own checkpoints are off");
    assert.equal(db.pragma("synchronous", { simple: true }), 2, "FULL: every commit syncs the log before its answer is sent");
    // 3,000 commits of a 600-byte row write at least 3,000 pages (12 MB) to the log; only the
    // checkpointer keeps it small.
    const walBytes = statSync(`${path}-wal`).size;
    assert.ok(walBytes < 2 * 1024 * 1024, `log grew to ${walBytes} bytes`);
    await store.close();
    const reopened = new Database(path, { readonly: true });
    assert.equal((reopened.prepare("SELECT COUNT(*) AS c FROM probe").get() as { c: number }).c, ROWS);
    reopened.close();
  }));

test("a checkpointer whose worker cannot open the database gives the checkpoints back to SQLite", () =>
  withDatabase(async (db, path, dir) => {
    // The worker is pointed at a directory, which it cannot open as a database.
    const store = new SqliteStore(db, { checkpointer: new Checkpointer(db, dir), checkpointEveryTransactions: 50 });
    await writeLoad(store);
    assert.equal(db.pragma("wal_autocheckpoint", { simple: true }), 1000);
    const walBytes = statSync(`${path}-wal`).size;
    assert.ok(walBytes < 8 * 1024 * 1024, `log grew to ${walBytes} bytes`);
    assert.equal((db.prepare("SELECT COUNT(*) AS c FROM probe").get() as { c: number }).c, ROWS);
    await store.close();
  }));

test("only commits that wrote rows count towards a checkpoint, so an idle server never starts one", async () => {
  const db = openDatabase(":memory:");
  let checkpoints = 0;
  const checkpointer = { checkpoint: async () => (checkpoints++, true), close: async () => undefined } as unknown as Checkpointer;
  const store = new SqliteStore(db, { checkpointer, checkpointEveryTransactions: 5 });
  db.exec("CREATE TABLE probe (n INTEGER)");
  // What the job worker does every poll when nothing is due: a write transaction that writes nothing.
  for (let i = 0; i < 20; i++) await store.transaction(async () => undefined);
  assert.equal(checkpoints, 0);
  for (let i = 0; i < 5; i++) await store.transaction(async () => void db.prepare("INSERT INTO probe (n) VALUES (?)").run(i));
  await store.transaction(async () => undefined);
  assert.equal(checkpoints, 1);
  await store.close();
});

test("a log grown past its limit while a reader held an old snapshot is cut back once the reader is gone", () =>
  withDatabase(async (db, path) => {
    const store = new SqliteStore(db, { checkpointer: new Checkpointer(db, path), checkpointEveryTransactions: 50 });
    store.db.exec("CREATE TABLE IF NOT EXISTS probe (n INTEGER PRIMARY KEY, filler TEXT NOT NULL)");
    // Another connection reads inside a transaction and keeps it open: no checkpoint can pass its
    // snapshot, so the log can neither be copied back past it nor start again from its beginning.
    const reader = new Database(path);
    reader.exec("BEGIN");
    reader.prepare("SELECT COUNT(*) AS c FROM probe").get();
    const insert = store.db.prepare("INSERT INTO probe (n, filler) VALUES (?, ?)");
    // 60 commits of 200 KB each: 12 MB of overflow pages in the log, checkpoints asked every 50.
    for (let n = 0; n < 60; n++) await store.transaction(async () => insert.run(n, "x".repeat(200_000)));
    const grown = statSync(`${path}-wal`).size;
    assert.ok(grown > 2 * WAL_SIZE_LIMIT_BYTES, `the log grew to ${grown} bytes only`);
    reader.exec("COMMIT");
    reader.close();
    // Enough commits for a checkpoint to copy the whole log back, then for the log to restart.
    for (let n = 60; n < 180; n++) await store.transaction(async () => insert.run(n, "y"));
    const after = statSync(`${path}-wal`).size;
    assert.ok(after <= WAL_SIZE_LIMIT_BYTES, `the log file still holds ${after} bytes`);
    await store.close();
    const reopened = new Database(path, { readonly: true });
    assert.equal((reopened.prepare("SELECT COUNT(*) AS c FROM probe").get() as { c: number }).c, 180);
    reopened.close();
  }));
