/**
 * WAL checkpoints on a worker thread. SQLite's automatic checkpoint runs inside the commit that
 * crosses its threshold and waits for two fsyncs there: in a withdrawal run one commit in a
 * hundred took over 2 ms (4 ms on average), and every request waited behind it. Here the main
 * connection's automatic checkpoints are off; every `checkpointEveryTransactions` transactions the
 * store stops starting write transactions (reads go on), lets the ones already queued finish, and
 * this worker's own connection copies the log back and syncs. With no commit during the copy the
 * log is fully checkpointed, so the next write starts it again from the beginning and it stays
 * small. Should the worker fail, the main connection's automatic checkpoints are turned back on.
 */
import { Worker } from "node:worker_threads";
import type { Db } from "../db.ts";
import { CHECKPOINT_WORKER } from "../../paths.ts";

/** The main connection's automatic checkpoint threshold (SQLite's default) when this is off. */
const AUTOMATIC_PAGES = 1000;

export class Checkpointer {
  private worker: Worker | undefined;
  private broken = false;
  private nextId = 0;
  private readonly pending = new Map<number, (ok: boolean) => void>();

  constructor(
    private readonly db: Db,
    private readonly path: string,
  ) {}

  /** Starts the worker (on the first checkpoint, so a server only read from never has one). */
  private start(): Worker | undefined {
    if (this.broken) return undefined;
    if (this.worker) return this.worker;
    const worker = new Worker(CHECKPOINT_WORKER, { workerData: { path: this.path } });
    worker.unref();
    worker.on("message", (m: { id: number; error?: string }) => {
      const resolve = this.pending.get(m.id);
      this.pending.delete(m.id);
      if (this.pending.size === 0) worker.unref();
      if (m.error !== undefined) this.fallBack();
      resolve?.(m.error === undefined);
    });
    const fail = () => {
      if (this.worker === worker) this.fallBack();
    };
    worker.on("error", fail);
    worker.on("exit", fail);
    this.db.pragma("wal_autocheckpoint = 0");
    this.worker = worker;
    return worker;
  }

  /** From now on SQLite checkpoints by itself, as without this class. */
  private fallBack(): void {
    this.broken = true;
    const worker = this.worker;
    this.worker = undefined;
    if (worker) void worker.terminate();
    if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${AUTOMATIC_PAGES}`);
    this.answerPending(false);
  }

  private answerPending(ok: boolean): void {
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const resolve of waiting) resolve(ok);
  }

  /** Copies the log back into the database; false when the worker could not (automatic checkpoints are back on). */
  checkpoint(): Promise<boolean> {
    const worker = this.start();
    if (!worker) return Promise.resolve(false);
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      // Referenced while a checkpoint is under way, so the process waits for its answer.
      worker.ref();
      worker.postMessage({ id });
    });
  }

  /** Stops the worker; the main connection, closed after, checkpoints what is left. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.broken = true;
    if (!worker) return;
    const exited = new Promise((resolve) => worker.once("exit", resolve));
    worker.ref();
    worker.postMessage("close");
    await exited;
    this.answerPending(false);
  }
}
