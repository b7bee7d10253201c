/**
 * Crash: the server is killed with SIGKILL in the middle of a write load of deposits, payments and
 * withdrawals, then restarted on the same database. Every request that got a 2xx is there, every
 * balance equals its ledger sum, queued jobs resume and every webhook event is delivered at least
 * once. Run by `npm run test:reliability` (it takes about half a minute).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServerProcess, type ServerProcess } from "../helpers/process.ts";
import { CUSTOMER, RECIPIENT } from "../helpers/server.ts";
import { startReceiver } from "../helpers/webhook-receiver.ts";

const KEY = "pk_crash_test_key_000001";
const SECRET = "sk_crash_test_secret_000001";
const headers = { "x-api-key": KEY, "x-api-secret": SECRET, "content-type": "application/json" };

test("SIGKILL during a write load loses nothing that was acknowledged", async () => {
  const dir = mkdtempSync(join(tmpdir(), "payments-crash-"));
  const dbPath = join(dir, "payments.sqlite");
  const env = { PAYMENTS_DB: dbPath, PAYMENTS_DEMO_API_KEY: KEY, PAYMENTS_DEMO_API_SECRET: SECRET, PAYMENTS_PROCESSING_DELAY_MS: "300", PAYMENTS_JOB_POLL_MS: "50", PAYMENTS_WEBHOOK_RETRY_BASE_MS: "200", PAYMENTS_WEBHOOK_TIMEOUT_MS: "1000", PAYMENTS_RATE_LIMIT: "1000000" };
  const receiver = await startReceiver();
  let server: ServerProcess = await startServerProcess(env);
  const acked = { deposits: [] as string[], paid: [] as string[], withdrawals: [] as string[] };
  let failedRequests = 0;
  try {
    const call = async (url: string, method: string, path: string, body?: unknown) => {
      const r = await fetch(`${url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: r.status, body: (await r.json()) as any };
    };
    assert.equal((await call(server.url, "POST", "/v1/webhooks", { url: receiver.url })).status, 201);
    assert.equal((await call(server.url, "POST", "/v1/sandbox/balance", { amount: 1_000_000, currency: "brl" })).status, 200);

    let stop = false;
    let n = 0;
    const worker = async (w: number) => {
      while (!stop) {
        n += 1;
        const i = n;
        try {
          const d = await call(server.url, "POST", "/v1/deposits", { amount: 10 + (i % 50), customer: CUSTOMER, reference: `crash-dep-${w}-${i}` });
          if (d.status === 200) acked.deposits.push(d.body.data.id);
          const paid = await call(server.url, "POST", `/v1/sandbox/deposits/${d.body.data.id}/pay`);
          if (paid.status === 200) acked.paid.push(d.body.data.id);
          const wd = await call(server.url, "POST", "/v1/withdrawals", { amount: 1 + (i % 20), pixKey: "joao.pereira@example.com", customer: RECIPIENT, reference: `crash-wd-${w}-${i}` });
          if (wd.status === 200) acked.withdrawals.push(wd.body.data.id);
        } catch {
          failedRequests += 1; // in flight when the process died: not acknowledged
          if (stop) return;
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    };
    const load = Array.from({ length: 8 }, (_, w) => worker(w));
    // Kill once enough was acknowledged (machine speed decides how long that takes), mid-load.
    const started = Date.now();
    while ((acked.deposits.length < 60 || acked.withdrawals.length < 30) && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 20));
    server.child.kill("SIGKILL");
    await server.exited;
    stop = true;
    await Promise.all(load);
    console.log(`before the kill: ${acked.deposits.length} deposits, ${acked.paid.length} payments, ${acked.withdrawals.length} withdrawals acknowledged; ${failedRequests} request(s) cut off`);
    assert.ok(acked.deposits.length > 20 && acked.withdrawals.length > 10, "the load ran");

    server = await startServerProcess(env);
    for (const id of acked.deposits) assert.equal((await call(server.url, "GET", `/v1/deposits/${id}`)).status, 200, `deposit ${id} survived`);
    for (const id of acked.paid) assert.equal((await call(server.url, "GET", `/v1/deposits/${id}`)).body.data.status, "paid", `payment of ${id} survived`);
    const deadline = Date.now() + 30_000;
    for (const id of acked.withdrawals) {
      for (;;) {
        const w = await call(server.url, "GET", `/v1/withdrawals/${id}`);
        assert.equal(w.status, 200, `withdrawal ${id} survived`);
        if (w.body.data.status === "paid") break;
        assert.ok(Date.now() < deadline, `withdrawal ${id} stuck in ${w.body.data.status}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const db = new Database(dbPath, { readonly: true });
    const eventIds = (db.prepare("SELECT id FROM events").all() as { id: string }[]).map((r) => r.id);
    db.close();
    const delivered = () => new Set(receiver.received.map((m) => m.headers["webhook-id"]));
    while (eventIds.some((id) => !delivered().has(id)) && Date.now() < deadline + 15_000) await new Promise((r) => setTimeout(r, 100));
    const missing = eventIds.filter((id) => !delivered().has(id));
    console.log(`after the restart: all acknowledged requests found, all ${acked.withdrawals.length} withdrawals paid, ${eventIds.length - missing.length}/${eventIds.length} events delivered`);
    assert.deepEqual(missing, [], "every event delivered at least once");
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    await receiver.close();
  }
  const db = new Database(dbPath, { readonly: true });
  const mismatches = db
    .prepare(
      `SELECT b.account_id, b.currency, b.available_minor, b.blocked_minor,
              COALESCE((SELECT SUM(amount_minor) FROM ledger_entries e WHERE e.account_id = b.account_id AND e.currency = b.currency AND e.bucket = 'available'), 0) AS sum_available,
              COALESCE((SELECT SUM(amount_minor) FROM ledger_entries e WHERE e.account_id = b.account_id AND e.currency = b.currency AND e.bucket = 'blocked'), 0) AS sum_blocked
         FROM balances b`,
    )
    .all()
    .filter((r: any) => r.available_minor !== r.sum_available || r.blocked_minor !== r.sum_blocked || r.available_minor < 0 || r.blocked_minor < 0);
  db.close();
  rmSync(dir, { recursive: true, force: true });
  assert.deepEqual(mismatches, [], "every balance equals its ledger sum");
});
