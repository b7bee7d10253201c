/**
 * A database that cannot be opened at start, or that a newer server migrated: the server refuses it
 * with a message naming the file and PAYMENTS_DB (SQLite's own names neither).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, statSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../server/config.ts";
import { startRuntime } from "../../server/runtime.ts";
import { DatabaseOpenError, openDatabase, UnknownMigrationsError } from "../../server/store/db.ts";
import { FAST_ENV } from "../helpers/server.ts";

/** A fresh temporary folder, removed after `use`. */
async function inFolder(use: (dir: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "payments-open-"));
  try {
    await use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the server on `path`, which must fail: the error it fails with. */
async function startFailure(path: string): Promise<Error> {
  const started = startRuntime(loadConfig({ ...FAST_ENV, PAYMENTS_DB: path, PAYMENTS_SHUTDOWN_GRACE_MS: "0" }));
  const error = await started.then(
    async (runtime) => {
      await runtime.close();
      return undefined;
    },
    (e: unknown) => e as Error,
  );
  assert.ok(error, `the server started on ${path}`);
  return error;
}

test("a corrupt file, a truncated one, a folder, a path under a file: the message names the file and PAYMENTS_DB", async () => {
  await inFolder(async (dir) => {
    const corrupt = join(dir, "corrupt.sqlite");
    writeFileSync(corrupt, randomBytes(100_000));
    const truncated = join(dir, "truncated.sqlite");
    const db = openDatabase(truncated);
    db.exec("CREATE TABLE filler (n INTEGER PRIMARY KEY, text TEXT NOT NULL)");
    const insert = db.prepare("INSERT INTO filler (text) VALUES (?)");
    for (let n = 0; n < 2000; n++) insert.run("x".repeat(500));
    db.close();
    truncateSync(truncated, Math.floor(statSync(truncated).size / 2));
    const folder = join(dir, "a-folder");
    mkdirSync(folder);
    const file = join(dir, "a-file");
    writeFileSync(file, "not a folder");
    const cases = [
      [corrupt, "file is not a database"],
      [truncated, "database disk image is malformed"],
      [folder, "unable to open database file"],
      [join(file, "payments.sqlite"), `EEXIST: file already exists, mkdir '${file}'`],
    ];
    for (const [path, sqliteSays] of cases) {
      const error = await startFailure(path);
      assert.ok(error instanceof DatabaseOpenError, `${path}: ${error.stack}`);
      assert.equal(error.message, `Cannot open the database ${path} (PAYMENTS_DB): ${sqliteSays}`);
    }
  });
});

test("a relative PAYMENTS_DB is named by its absolute path", () => {
  assert.equal(new DatabaseOpenError("./data/x.sqlite", new Error("disk I/O error")).message, `Cannot open the database ${join(process.cwd(), "data", "x.sqlite")} (PAYMENTS_DB): disk I/O error`);
});

test("a database a newer server migrated: the server refuses to start, naming the file and the migrations it does not know", async () => {
  await inFolder(async (dir) => {
    const path = join(dir, "payments.sqlite");
    const db = openDatabase(path);
    db.prepare("INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)").run("999_from_a_newer_server.sql", new Date().toISOString());
    db.close();
    const error = await startFailure(path);
    assert.ok(error instanceof DatabaseOpenError);
    assert.ok(error.cause instanceof UnknownMigrationsError);
    assert.equal(
      error.message,
      `Cannot open the database ${path} (PAYMENTS_DB): it was migrated by a newer server, which applied migrations this server does not know (999_from_a_newer_server.sql). An older server must not run on a newer schema: start the newer server on it.`,
    );
  });
});
