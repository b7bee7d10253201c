/** One server process per database file (server/store/sqlite/process-lock.ts). */
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseInUseError, lockDatabaseFile } from "../../server/store/sqlite/process-lock.ts";

test("a database file is locked once: a second lock waits, then is refused; it is taken when the holder lets go", async () => {
  const dir = mkdtempSync(join(tmpdir(), "payments-lock-"));
  try {
    const path = join(dir, "new-folder", "payments.sqlite");
    const first = await lockDatabaseFile(path, 0);
    let waited = 0;
    const started = Date.now();
    await assert.rejects(lockDatabaseFile(path, 300, () => waited++), DatabaseInUseError);
    assert.ok(Date.now() - started >= 300, "it waited before refusing");
    assert.equal(waited, 1, "told once that it waits");
    // A holder that lets go while the next one waits: the waiting one gets the lock.
    const next = lockDatabaseFile(path, 5000);
    setTimeout(() => first.release(), 200);
    const second = await next;
    second.release();
    // In memory there is no file to share.
    const memory = [await lockDatabaseFile(":memory:", 0), await lockDatabaseFile(":memory:", 0)];
    for (const lock of memory) lock.release();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a path through a symbolic link names the database it leads to: its lock is the same", async () => {
  const dir = mkdtempSync(join(tmpdir(), "payments-lock-"));
  try {
    const path = join(dir, "data", "payments.sqlite");
    mkdirSync(join(dir, "data"));
    writeFileSync(path, "");
    symlinkSync(path, join(dir, "alias.sqlite")); // a link to the file
    symlinkSync(join(dir, "data"), join(dir, "linked-data")); // a link to its folder
    const held = await lockDatabaseFile(path, 0);
    await assert.rejects(lockDatabaseFile(join(dir, "alias.sqlite"), 0), DatabaseInUseError);
    await assert.rejects(lockDatabaseFile(join(dir, "linked-data", "payments.sqlite"), 0), DatabaseInUseError);
    // The same for a database not created yet, in a linked folder.
    const fresh = await lockDatabaseFile(join(dir, "data", "fresh.sqlite"), 0);
    await assert.rejects(lockDatabaseFile(join(dir, "linked-data", "fresh.sqlite"), 0), DatabaseInUseError);
    fresh.release();
    held.release();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
