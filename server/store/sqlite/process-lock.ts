/**
 * One server process per database file.
 *
 * Why: each process keeps state the database does not hold for it: the company cache (settings,
 * fees, the IP allowlist), the rate limits, the job worker's timers. A second server started on
 * the same file kept charging a company's old fees, auto-approving its withdrawals and letting
 * through addresses its allowlist refused after the first server changed them (crash audit).
 *
 * How: an exclusive SQLite lock on a file beside the database (`<database>.lock`), held for as
 * long as the process runs. It is a POSIX lock, which the operating system drops when the process
 * dies, so a killed server leaves no stale lock behind, and SQLite keeps two connections of one
 * process from sharing it too. A replacement started while the old server finishes its requests
 * waits for it, up to `waitMs`; a second server alongside a running one is refused.
 *
 * The lock sits beside the file the path resolves to, through symbolic links (of the file or of a
 * folder): SQLite follows them, so a second server started on a link to a held database shared
 * its data while holding a lock of its own (operations audit). Hard links are not recognised:
 * SQLite itself cannot keep a database safe through them (its journal is named after the path).
 */
import Database from "better-sqlite3";
import { existsSync, mkdirSync, realpathSync } from "node:fs";
import { basename, dirname, join } from "node:path";

export class DatabaseInUseError extends Error {
  constructor(path: string, waitedMs: number) {
    super(`The database ${path} is in use by another server process (waited ${Math.round(waitedMs / 1000)} s for it to stop). Stop that server, or start this one on another database (PAYMENTS_DB=./data/other.sqlite npm start).`);
    this.name = "DatabaseInUseError";
  }
}

export interface ProcessLock {
  release(): void;
}

export async function lockDatabaseFile(path: string, waitMs: number, onWait?: () => void): Promise<ProcessLock> {
  if (path === ":memory:") return { release() {} };
  mkdirSync(dirname(path), { recursive: true });
  const resolved = existsSync(path) ? realpathSync(path) : join(realpathSync(dirname(path)), basename(path));
  const lock = new Database(`${resolved}.lock`, { timeout: 0 });
  lock.pragma("locking_mode = EXCLUSIVE");
  // A write takes the exclusive lock, which locking_mode keeps once the write has committed (the
  // journal in memory: no file beside the lock file).
  const take = () => lock.exec(`PRAGMA journal_mode = MEMORY; CREATE TABLE IF NOT EXISTS holder (pid INTEGER); DELETE FROM holder; INSERT INTO holder VALUES (${process.pid})`);
  const started = Date.now();
  for (let waiting = false; ; waiting = true) {
    try {
      take();
      return { release: () => lock.close() };
    } catch (error) {
      if ((error as { code?: string }).code !== "SQLITE_BUSY") {
        lock.close();
        throw error;
      }
      if (!waiting) onWait?.();
      if (Date.now() - started >= waitMs) {
        lock.close();
        throw new DatabaseInUseError(path, waitMs);
      }
      // Polled rather than SQLite's busy timeout, which would block the event loop while it waits.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
