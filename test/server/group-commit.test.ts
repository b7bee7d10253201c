/**
 * Group commit (SqliteStore.commitGroup): write transactions queued together share one SQLite
 * commit, yet each keeps its own all-or-nothing outcome, and none is answered before its commit.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Db } from "../../server/store/db.ts";
import { SqliteStore } from "../../server/store/sqlite/store.ts";
import { TransactionAborted } from "../../server/store/repositories.ts";

/** A store on a database file in a fresh folder, with a `probe` table; the folder is removed after. */
async function withFolder(use: (open: () => { store: SqliteStore; db: Db; path: string }) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "group-commit-"));
  try {
    await use(() => {
      const path = join(dir, "db.sqlite");
      const db = openDatabase(path);
      db.exec("CREATE TABLE probe (n INTEGER PRIMARY KEY)");
      return { store: new SqliteStore(db), db, path };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** As withFolder, the store opened and closed around `use`. */
function withStore(use: (store: SqliteStore, db: Db, path: string) => Promise<void>): Promise<void> {
  return withFolder(async (open) => {
    const { store, db, path } = open();
    try {
      await use(store, db, path);
    } finally {
      await store.close();
    }
  });
}

/** Counts the COMMITs the store's connection runs. */
function countCommits(db: Db): () => number {
  let commits = 0;
  const exec = db.exec.bind(db);
  db.exec = (sql: string) => {
    if (sql === "COMMIT") commits++;
    return exec(sql);
  };
  return () => commits;
}

const insert = (db: Db, n: number) => db.prepare("INSERT INTO probe (n) VALUES (?)").run(n);
const rows = (db: Db) => (db.prepare("SELECT n FROM probe ORDER BY n").all() as { n: number }[]).map((r) => r.n);

test("transactions queued together are committed together, and each caller hears only after the commit", () =>
  withStore(async (store, db, path) => {
    const commits = countCommits(db);
    const other = new Database(path, { readonly: true });
    const seen: boolean[] = [];
    await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        store
          .transaction(async () => {
            await Promise.resolve();
            insert(db, n);
            return n;
          })
          .then((value) => {
            assert.equal(value, n);
            // Another connection sees the row as soon as the caller is told.
            seen.push(other.prepare("SELECT 1 FROM probe WHERE n = ?").get(n) !== undefined);
          }),
      ),
    );
    other.close();
    assert.deepEqual(seen, Array(10).fill(true));
    assert.equal(commits(), 1, "ten transactions queued in one turn of the event loop, one commit");
    assert.deepEqual(rows(db), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  }));

test("a transaction that throws leaves none of its writes and the rest of its group commits", () =>
  withStore(async (store, db) => {
    const outcomes = await Promise.allSettled([
      store.transaction(async () => insert(db, 1)),
      store.transaction(async () => {
        insert(db, 2);
        insert(db, 3);
        throw new Error("refused");
      }),
      store.transaction(async () => insert(db, 4)),
      // A constraint error from SQLite itself (duplicate key) only undoes its own transaction too.
      store.transaction(async () => insert(db, 1)),
    ]);
    assert.deepEqual(
      outcomes.map((o) => o.status),
      ["fulfilled", "rejected", "fulfilled", "rejected"],
    );
    assert.equal((outcomes[1] as PromiseRejectedResult).reason.message, "refused");
    assert.match((outcomes[3] as PromiseRejectedResult).reason.message, /UNIQUE/);
    assert.deepEqual(rows(db), [1, 4]);
  }));

test("when SQLite rolls back the whole transaction, the ones before fail and the ones after run in the next group", () =>
  withStore(async (store, db) => {
    const outcomes = await Promise.allSettled([
      store.transaction(async () => insert(db, 1)),
      store.transaction(async () => {
        insert(db, 2);
        // What SQLite does on a full disk or an I/O error: the whole transaction is rolled back.
        db.exec("ROLLBACK");
        throw new Error("disk I/O error");
      }),
      store.transaction(async () => insert(db, 3)),
    ]);
    assert.equal(outcomes[0].status, "rejected");
    assert.ok((outcomes[0] as PromiseRejectedResult).reason instanceof TransactionAborted);
    assert.equal((outcomes[1] as PromiseRejectedResult).reason.message, "disk I/O error");
    assert.equal(outcomes[2].status, "fulfilled");
    assert.deepEqual(rows(db), [3]);
  }));

test("when the commit itself fails, every transaction of the group fails and nothing is kept", () =>
  withStore(async (store, db) => {
    // A deferred foreign key is checked at COMMIT: one transaction breaking it fails the commit.
    db.exec("CREATE TABLE parent (id INTEGER PRIMARY KEY)");
    db.exec("CREATE TABLE child (parent_id INTEGER REFERENCES parent (id) DEFERRABLE INITIALLY DEFERRED)");
    const outcomes = await Promise.allSettled([
      store.transaction(async () => insert(db, 1)),
      store.transaction(async () => db.prepare("INSERT INTO child (parent_id) VALUES (42)").run()),
    ]);
    assert.deepEqual(
      outcomes.map((o) => o.status),
      ["rejected", "rejected"],
    );
    for (const o of outcomes) assert.ok((o as PromiseRejectedResult).reason instanceof TransactionAborted);
    assert.deepEqual(rows(db), []);
    // The store goes on: the next transaction commits.
    await store.transaction(async () => insert(db, 2));
    assert.deepEqual(rows(db), [2]);
  }));

test("a read queued after a group sees all of it or none of it", () =>
  withStore(async (store, db) => {
    const writes = Array.from({ length: 5 }, (_, n) => store.transaction(async () => insert(db, n)));
    const counts: number[] = [];
    for (let i = 0; i < 20; i++) {
      counts.push(await store.read(async () => rows(db).length));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(writes);
    assert.ok(counts.every((c) => c === 0 || c === 5), `reads saw ${counts.join(",")}`);
    assert.equal(counts.at(-1), 5);
  }));

test("closing the store commits what is queued first", () =>
  withFolder(async (open) => {
    const { store, db, path } = open();
    const queued = store.transaction(async () => insert(db, 7).changes);
    await store.close();
    assert.equal(await queued, 1);
    await assert.rejects(store.transaction(async () => insert(db, 8)), /closed/);
    const reopened = new Database(path, { readonly: true });
    assert.deepEqual(rows(reopened), [7]);
    reopened.close();
  }));
