/**
 * Works the persisted job queue, the expiry sweeps and the webhook outbox inside the server
 * process. It sleeps until the next due job or delivery (at most `jobPollMs`) and is woken at once
 * when work is queued (or when the queued work falls due). A batch of due jobs is claimed, run and
 * completed in one transaction, so a crash loses none and half-runs none; jobs a process left
 * leased as running (before batches, or its lease ran out) are queued again on start.
 */
import { iso, type Deps } from "../usecases/context.ts";
import { TransactionAborted, type Repositories } from "../store/repositories.ts";
import type { WebhookDispatcher } from "./webhook-dispatcher.ts";

/**
 * A job's work, done inside the transaction (and savepoint) that also marks the job done: either
 * both commit or neither does (a failed job leaves nothing behind and is retried).
 */
export type JobHandler = (repos: Repositories, payload: Record<string, unknown>) => Promise<void>;

/**
 * An expiry sweep: `run` settles up to `batch` pending resources whose time has come and answers
 * how many; `nextDue` reads when the next one falls due.
 */
export interface Sweep {
  run(): Promise<number>;
  batch: number;
  nextDue(repos: Repositories): Promise<string | undefined>;
}

const LEASE_MS = 30_000;
const MAX_JOB_ATTEMPTS = 10;
/** Jobs claimed and run per transaction. */
const BATCH = 20;
/** The longest wait after ticks that failed as a whole. */
const MAX_BACKOFF_MS = 30_000;
/**
 * The shortest time between two sweeps woken by an expiry: charges expiring a few milliseconds
 * apart are settled together rather than by a tick each.
 */
const SWEEP_GAP_MS = 50;

export class Worker {
  private timer: NodeJS.Timeout | undefined;
  private timerDue = Infinity;
  private running: Promise<void> | undefined;
  private rerun = false;
  private stopped = true;
  /** When the last sweep ran, on the monotonic clock (performance.now()). */
  private lastSweep = -Infinity;
  /** When the next pending resource expires (ms of the wall clock, as expiries are), as read after the last tick. */
  private nextExpiry = Infinity;
  /** Ticks failed in a row (the store could not be written: a full disk, an I/O error). */
  private failedTicks = 0;
  /** No tick before this time (ms), set when a tick fails. */
  private backoffUntil = 0;

  constructor(
    private readonly deps: Deps,
    private readonly handlers: Record<string, JobHandler>,
    private readonly sweeps: Sweep[],
    private readonly dispatcher: WebhookDispatcher,
    private readonly sweepEveryMs = 1000,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.deps.store.transaction((repos) => repos.jobs.requeueRunning(iso(this.deps.now())));
    this.wake();
  }

  /** Runs a tick as soon as possible, or when work due at `at` falls due. */
  wake(at?: Date): void {
    this.schedule(at ? Math.max(0, at.getTime() - this.deps.now().getTime()) : 0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    // Work queued while ticks fail waits with the rest: it would fail the same way.
    delayMs = Math.max(delayMs, this.backoffUntil - Date.now());
    if (this.running) {
      if (delayMs === 0) this.rerun = true;
      return;
    }
    const due = Date.now() + delayMs;
    if (this.timer && due >= this.timerDue) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerDue = due;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerDue = Infinity;
      this.running = this.tick().finally(() => {
        this.running = undefined;
        void this.scheduleNext();
      });
    }, delayMs);
    this.timer.unref?.();
  }

  private async scheduleNext(): Promise<void> {
    if (this.stopped) return;
    if (this.rerun) {
      this.rerun = false;
      return this.schedule(0);
    }
    const [job, delivery, ...expiries]: (string | undefined)[] = await this.deps.store
      .read(async (repos) => [await repos.jobs.nextRunAt(), await repos.events.nextDeliveryAt(), ...(await Promise.all(this.sweeps.map((s) => s.nextDue(repos))))])
      .catch(() => []);
    const now = this.deps.now().getTime();
    const at = (t: string | undefined) => (t === undefined ? Infinity : Date.parse(t));
    this.nextExpiry = Math.min(...expiries.map(at));
    // A charge is expired when its time comes, not at the next once-a-second sweep: listings
    // (which only read) showed it pending for up to a second after its expiresAt.
    const sweepIn = Math.max(this.nextExpiry - now, SWEEP_GAP_MS - (performance.now() - this.lastSweep));
    this.schedule(Math.max(0, Math.min(this.deps.config.jobPollMs, at(job) - now, at(delivery) - now, sweepIn)));
  }

  private async tick(): Promise<void> {
    try {
      let ran: number;
      // Once stop() is asked, the batch under way finishes and nothing new starts: a backlog must
      // not keep a stopping process working beside its replacement on the same database.
      do ran = await this.deps.store.transaction((repos) => this.runDueJobs(repos));
      while (ran === BATCH && !this.stopped);
      if (this.stopped) return;
      const sinceSweep = performance.now() - this.lastSweep;
      if (sinceSweep >= this.sweepEveryMs || (this.nextExpiry <= this.deps.now().getTime() && sinceSweep >= SWEEP_GAP_MS)) {
        this.lastSweep = performance.now();
        let full = false;
        for (const sweep of this.sweeps) if ((await sweep.run()) >= sweep.batch) full = true;
        // More may be due (a backlog after a restart): sweep again at the next tick, which comes
        // at once, with requests served in between, instead of a batch a second.
        if (full) {
          this.lastSweep = -Infinity;
          this.rerun = true;
        }
      }
      if (this.stopped) return;
      await this.dispatcher.dispatchDue();
      if (this.failedTicks > 0) this.deps.logger.info({ failedTicks: this.failedTicks }, "worker recovered");
      this.failedTicks = 0;
    } catch (error) {
      if (this.stopped) return;
      // A tick fails as a whole when the store cannot be written, and its claim is rolled back,
      // so the same jobs are due at once again: without a wait the worker retried them as fast as
      // it could, logging hundreds of failures a second for as long as a disk stayed full.
      this.failedTicks++;
      const waitMs = Math.min(MAX_BACKOFF_MS, this.deps.config.jobPollMs * 2 ** (this.failedTicks - 1));
      this.backoffUntil = Date.now() + waitMs;
      this.deps.logger.error({ err: error, failedTicks: this.failedTicks, retryInMs: waitMs }, "worker tick failed");
    }
  }

  /**
   * Claims up to BATCH due jobs and runs them in the caller's transaction, each job's work and
   * its completion in a savepoint: a job that fails leaves none of its writes, only its retry. One
   * commit for the batch instead of one per job plus one for the claim: under load the pages the
   * jobs share (balances, the queue's index, the ledger's) are written to the log once.
   */
  private async runDueJobs(repos: Repositories): Promise<number> {
    const now = this.deps.now();
    const jobs = await repos.jobs.claimDue(iso(now), iso(new Date(now.getTime() + LEASE_MS)), BATCH);
    for (const job of jobs) {
      try {
        await repos.savepoint(async () => {
          const handler = this.handlers[job.type];
          if (!handler) throw new Error(`no handler for job type ${job.type}`);
          await handler(repos, job.payload);
          await repos.jobs.complete(job.id, iso(this.deps.now()));
        });
      } catch (error) {
        if (error instanceof TransactionAborted) throw error;
        const message = error instanceof Error ? error.message : String(error);
        this.deps.logger.error({ err: error, job: job.id, type: job.type }, "job failed");
        if (job.attempts >= MAX_JOB_ATTEMPTS) await repos.jobs.fail(job.id, message, iso(this.deps.now()));
        else await repos.jobs.retry(job.id, iso(new Date(this.deps.now().getTime() + job.attempts * 1000)), message, iso(this.deps.now()));
      }
    }
    return jobs.length;
  }

  /** Stops taking work, finishes the tick and the deliveries in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    await this.dispatcher.drain();
  }
}
