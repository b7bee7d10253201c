/** One server process per database file (server/store/sqlite/process-lock.ts). */
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
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
