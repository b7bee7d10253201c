/** The job queue: which jobs a claim takes, a job's work committing with its completion, batches. */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { WebhookDispatcher } from "../../server/jobs/webhook-dispatcher.ts";
import { Worker, type JobHandler, type Sweep } from "../../server/jobs/worker.ts";
import { openDatabase } from "../../server/store/db.ts";
import type { JobRecord } from "../../server/store/records.ts";
import { SqliteStore } from "../../server/store/sqlite/store.ts";
import { enqueueJob, iso } from "../../server/usecases/context.ts";
import { testDeps } from "../helpers/deps.ts";
import { preparedDuring, queryPlan } from "../helpers/statements.ts";

function setup(handlers: Record<string, JobHandler> = {}) {
  const store = new SqliteStore(openDatabase(":memory:"));
  let offsetMs = 0;
  let worker: Worker | undefined;
  const deps = testDeps(store, { now: () => new Date(Date.now() + offsetMs), wake: (at) => worker?.wake(at) });
  worker = new Worker(deps, handlers, [], new WebhookDispatcher(deps));
  const jobRow = (id: string) => store.db.prepare("SELECT status, attempts, last_error AS lastError FROM jobs WHERE id = ?").get(id) as { status: string; attempts: number; lastError: string | null };
  return { store, deps, worker, jobRow, advance: (ms: number) => (offsetMs += ms) };
}

/** Polls `done` every 10 ms until it holds or 3 s have passed (the assertions after it say which). */
async function waitUntil(done: () => boolean): Promise<void> {
  const until = Date.now() + 3000;
  while (!done() && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
}

const job = (id: string, runAt: string, status: JobRecord["status"], leaseUntil: string | null = null): JobRecord => ({
  id,
  type: "withdrawal.settle",
  payload: {},
  runAt,
  status,
  attempts: status === "queued" ? 0 : 1,
  leaseUntil,
  lastError: null,
  createdAt: runAt,
  updatedAt: runAt,
});

describe("claiming jobs", () => {
  test("a claim takes queued jobs that are due and running jobs whose lease ran out, oldest first, and nothing else", async () => {
    const { store } = setup();
    const now = "2026-11-21T12:00:00.000Z";
    await store.transaction(async (repos) => {
      await repos.jobs.enqueue(job("J5-queued-due-later", "2026-11-21T11:59:30.000Z", "queued"));
      await repos.jobs.enqueue(job("J1-queued-due", "2026-11-21T11:59:00.000Z", "queued"));
      await repos.jobs.enqueue(job("J2-queued-future", "2026-11-21T12:00:01.000Z", "queued"));
      await repos.jobs.enqueue(job("J3-running-expired", "2026-11-21T11:58:00.000Z", "running", "2026-11-21T11:59:59.000Z"));
      await repos.jobs.enqueue(job("J4-running-leased", "2026-11-21T11:58:00.000Z", "running", "2026-11-21T12:00:30.000Z"));
      await repos.jobs.enqueue(job("J6-done", "2026-11-21T11:00:00.000Z", "done"));
      await repos.jobs.enqueue(job("J7-failed", "2026-11-21T11:00:00.000Z", "failed"));
    });
    const claimed = await store.transaction((repos) => repos.jobs.claimDue(now, "2026-11-21T12:00:30.000Z", 20));
    assert.deepEqual(claimed.map((j) => j.id), ["J3-running-expired", "J1-queued-due", "J5-queued-due-later"]);
    assert.ok(claimed.every((j) => j.status === "running" && j.leaseUntil === "2026-11-21T12:00:30.000Z"));
    assert.deepEqual(await store.transaction((repos) => repos.jobs.claimDue(now, "2026-11-21T12:00:30.000Z", 20)), []);
    await store.close();
  });

  test("a claim reads the queue through its index, not the whole table of finished jobs", async () => {
    const { store } = setup();
    const prepared = await preparedDuring(store, () => store.transaction((repos) => repos.jobs.claimDue("2026-11-21T12:00:00.000Z", "2026-11-21T12:00:30.000Z", 20)));
    const claim = prepared.find((sql) => /^SELECT .* FROM jobs WHERE/.test(sql));
    assert.ok(claim, prepared.join("\n"));
    const details = queryPlan(store, claim).join("\n");
    assert.match(details, /SEARCH jobs USING INDEX jobs_due/);
    assert.doesNotMatch(details, /SCAN jobs(?! USING)/);
    await store.close();
  });
});

describe("running a job", () => {
  let s: ReturnType<typeof setup>;
  let attempts = 0;
  before(async () => {
    s = setup({
      "withdrawal.settle": async (_repos, payload) => {
        attempts++;
        s.store.db.prepare("INSERT INTO probe (attempt, marker) VALUES (?, ?)").run(attempts, String(payload.marker));
        if (attempts === 1) throw new Error("first attempt fails");
      },
    });
    s.store.db.exec("CREATE TABLE probe (attempt INTEGER, marker TEXT)");
    await s.worker.start();
  });
  after(async () => {
    await s.worker.stop();
    await s.store.close();
  });

  test("a failed attempt leaves none of its writes; the retry's writes commit with the job's completion", async () => {
    let id = "";
    await s.store.transaction(async (repos) => {
      await enqueueJob(s.deps, repos, "withdrawal.settle", { marker: "m1" }, s.deps.now());
      id = (s.store.db.prepare("SELECT id FROM jobs").get() as { id: string }).id;
    });
    await waitUntil(() => attempts >= 1);
    await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual(s.store.db.prepare("SELECT * FROM probe").all(), [], "the failed attempt's insert was rolled back");
    assert.deepEqual({ ...s.jobRow(id) }, { status: "queued", attempts: 1, lastError: "first attempt fails" });

    s.advance(5_000); // past the retry's back-off
    s.worker.wake();
    await waitUntil(() => s.jobRow(id).status === "done");
    assert.equal(s.jobRow(id).status, "done");
    assert.deepEqual(s.store.db.prepare("SELECT attempt, marker FROM probe").all(), [{ attempt: 2, marker: "m1" }]);
  });
});

describe("a batch of due jobs", () => {
  test("jobs due together run in one transaction; the one that fails leaves none of its writes and the others commit", async () => {
    const s = setup({
      "withdrawal.settle": async (_repos, payload) => {
        seenIn.push(transactions);
        s.store.db.prepare("INSERT INTO probe (marker) VALUES (?)").run(String(payload.marker));
        if (payload.marker === "bad") throw new Error("this one fails");
      },
    });
    s.store.db.exec("CREATE TABLE probe (marker TEXT)");
    let transactions = 0;
    const seenIn: number[] = [];
    const transaction = s.store.transaction.bind(s.store);
    s.store.transaction = ((fn) => (transactions++, transaction(fn))) as typeof s.store.transaction;
    await transaction(async (repos) => {
      for (const marker of ["a", "bad", "c"]) await repos.jobs.enqueue({ ...job(`J-${marker}`, iso(s.deps.now()), "queued"), payload: { marker } });
    });
    await s.worker.start();
    await waitUntil(() => s.jobRow("J-c").status === "done");
    await s.worker.stop();
    assert.deepEqual(
      ["J-a", "J-bad", "J-c"].map((id) => ({ ...s.jobRow(id) })),
      [
        { status: "done", attempts: 1, lastError: null },
        { status: "queued", attempts: 1, lastError: "this one fails" },
        { status: "done", attempts: 1, lastError: null },
      ],
    );
    assert.deepEqual(s.store.db.prepare("SELECT marker FROM probe ORDER BY marker").all(), [{ marker: "a" }, { marker: "c" }]);
    assert.deepEqual(seenIn, [2, 2, 2], "the three jobs ran in the second transaction, the one after start's requeue");
    await s.store.close();
  });
});

describe("stopping", () => {
  test("stop() during a backlog lets the batch under way finish and starts no other: the rest stays queued for the next start", async () => {
    let ran = 0;
    let stopping: Promise<void> | undefined;
    const s = setup({
      "withdrawal.settle": async () => {
        ran++;
        // The first job of the first batch asks the worker to stop, as SIGTERM does mid-backlog.
        if (ran === 1) stopping = s.worker.stop();
      },
    });
    await s.store.transaction(async (repos) => {
      for (let i = 0; i < 100; i++) await repos.jobs.enqueue(job(`J-${String(i).padStart(3, "0")}`, iso(s.deps.now()), "queued"));
    });
    await s.worker.start();
    await waitUntil(() => stopping !== undefined);
    await stopping;
    const counts = Object.fromEntries((s.store.db.prepare("SELECT status, COUNT(*) AS n FROM jobs GROUP BY status").all() as { status: string; n: number }[]).map((r) => [r.status, r.n]));
    assert.deepEqual(counts, { done: 20, queued: 80 }, "one batch of 20 ran; 80 wait for the next start");
    assert.equal(ran, 20);
    await s.store.close();
  });
});

describe("a tick that fails as a whole", () => {
  test("is tried again after a wait that grows while the store cannot be written, and the work is done once it can", async () => {
    let ran = 0;
    const s = setup({ "withdrawal.settle": async () => void ran++ });
    await s.store.transaction((repos) => repos.jobs.enqueue(job("J-due", iso(s.deps.now()), "queued")));
    // The store refuses every transaction, as it does while the disk is full (SQLITE_FULL).
    let refused = 0;
    let full = true;
    const transaction = s.store.transaction.bind(s.store);
    s.store.transaction = (async (work: Parameters<typeof transaction>[0]) => {
      if (full) {
        refused++;
        throw new Error("database or disk is full");
      }
      return transaction(work);
    }) as typeof s.store.transaction;
    await s.worker.start().catch(() => undefined); // start's own requeue is refused too
    s.worker.wake();
    await new Promise((r) => setTimeout(r, 700));
    // The poll interval is 20 ms: waits of 20, 40, 80, 160 and 320 ms fit in 700 ms (a few more
    // with the first tick and timer slack). Retried at once, the job was tried about a thousand times.
    assert.ok(refused >= 3 && refused <= 8, `${refused} transactions tried in 700 ms`);
    for (let i = 0; i < 20; i++) s.worker.wake(); // new work while failing waits with the rest
    await new Promise((r) => setTimeout(r, 50));
    assert.ok(refused <= 9, `${refused} after waking the worker 20 times`);
    full = false;
    await waitUntil(() => ran === 1);
    assert.equal(ran, 1, "the job ran once the store could be written (within the longest wait)");
    await s.worker.stop();
    await s.store.close();
  });
});

describe("expiry sweeps", () => {
  /** A worker with one sweep and no jobs; the sweep of every second is the worker's default. */
  function sweeping(sweep: Sweep) {
    const store = new SqliteStore(openDatabase(":memory:"));
    let worker: Worker | undefined;
    const deps = testDeps(store, { wake: (at) => worker?.wake(at) });
    worker = new Worker(deps, {}, [sweep], new WebhookDispatcher(deps));
    return { store, worker };
  }

  test("a sweep that finds a full batch goes on at once: a backlog after a restart is not expired 100 a second", async () => {
    // A time audit: 350 charges overdue at a restart took 3.5 s to expire, and listings showed them pending meanwhile.
    const runs: number[] = [];
    const started = Date.now();
    const s = sweeping({ batch: 100, nextDue: async () => undefined, run: async () => (runs.push(Date.now() - started), runs.length <= 5 ? 100 : 0) });
    await s.worker.start();
    await waitUntil(() => runs.length >= 6);
    assert.ok(runs.length >= 6 && runs[5] < 500, `sweeps at ${runs.join(", ")} ms`);
    await s.worker.stop();
    await s.store.close();
  });

  test("a charge is expired when its time comes, not at the next sweep of the second", async () => {
    const runs: number[] = [];
    let dueAt = Infinity;
    const s = sweeping({
      batch: 100,
      nextDue: async () => (Number.isFinite(dueAt) ? new Date(dueAt).toISOString() : undefined),
      run: async () => {
        runs.push(Date.now());
        if (Date.now() >= dueAt) dueAt = Infinity;
        return 0;
      },
    });
    await s.worker.start();
    await waitUntil(() => runs.length >= 1);
    // Created now, due in 300 ms: the worker reads the next expiry after each tick (every 20 ms here).
    dueAt = Date.now() + 300;
    const due = dueAt;
    await waitUntil(() => runs.some((t) => t >= due));
    const late = runs.find((t) => t >= due)! - due;
    assert.ok(late < 150, `expired ${late} ms after its time`);
    await s.worker.stop();
    await s.store.close();
  });
});
