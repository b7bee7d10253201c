/** Killing the server (SIGKILL) mid-queue and starting it again on the same database loses no job and no event. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Webhook } from "standardwebhooks";
import { freePort } from "../../scripts/lib/process.ts";
import { startServerProcess } from "../helpers/process.ts";
import { CUSTOMER, RECIPIENT } from "../helpers/server.ts";
import { startReceiver } from "../helpers/webhook-receiver.ts";

const KEY = "pk_restart_test_key_0001";
const SECRET = "sk_restart_test_secret_0001";

test("a withdrawal queued and an event undelivered before SIGKILL complete after the restart", async () => {
  const dir = mkdtempSync(join(tmpdir(), "payments-restart-"));
  const env = {
    PAYMENTS_DB: join(dir, "payments.sqlite"),
    PAYMENTS_DEMO_API_KEY: KEY,
    PAYMENTS_DEMO_API_SECRET: SECRET,
    PAYMENTS_PROCESSING_DELAY_MS: "1500",
    PAYMENTS_JOB_POLL_MS: "50",
    PAYMENTS_WEBHOOK_RETRY_BASE_MS: "100",
    PAYMENTS_WEBHOOK_TIMEOUT_MS: "1000",
  };
  // The receiver is down (its port is free) until after the restart.
  const receiverPort = await freePort();
  const headers = { "x-api-key": KEY, "x-api-secret": SECRET, "content-type": "application/json" };
  let first = await startServerProcess(env);
  const secondPort = await freePort();
  try {
    const call = async (method: string, path: string, body?: unknown) => {
      const r = await fetch(`${first.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: r.status, body: (await r.json()) as any };
    };
    const hook = await call("POST", "/v1/webhooks", { url: `http://127.0.0.1:${receiverPort}/hooks` });
    assert.equal(hook.status, 201);
    await call("POST", "/v1/sandbox/balance", { amount: 500, currency: "brl" });
    const d = await call("POST", "/v1/deposits", { amount: 100, customer: CUSTOMER, reference: "restart-dep-1" });
    await call("POST", `/v1/sandbox/deposits/${d.body.data.id}/pay`);
    const w = await call("POST", "/v1/withdrawals", { amount: 50, pixKey: "joao.pereira@example.com", customer: RECIPIENT, reference: "restart-wd-1" });
    assert.equal(w.status, 200);
    assert.equal(w.body.data.status, "pending");

    first.child.kill("SIGKILL");
    await first.exited;

    const receiver = await startReceiver({ port: receiverPort });
    const { received } = receiver;
    try {
      first = await startServerProcess(env, secondPort);
      const get = async () => (await (await fetch(`${first.url}/v1/withdrawals/${w.body.data.id}`, { headers })).json()) as any;
      const deadline = Date.now() + 15_000;
      while ((await get()).data.status !== "paid" && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      assert.equal((await get()).data.status, "paid", "the queued withdrawal resumed");
      while (received.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const verifier = new Webhook(hook.body.data.secret);
      const types = received.map((m) => (verifier.verify(m.body, m.headers) as { type: string }).type);
      assert.ok(types.includes("DEPOSIT_PAID"), `the event written before the kill was delivered: ${types}`);
      assert.ok(types.includes("WITHDRAW_PROCESSING") && types.includes("WITHDRAW_PAID"), String(types));
      const balance = (await (await fetch(`${first.url}/v1/company/balance`, { headers })).json()) as any;
      assert.deepEqual(balance.data.balances.brl, { total: 546.5, available: 546.5, blocked: 0 }, "500 + 98.00 - (50 + 1.50)");
    } finally {
      await receiver.close();
    }
  } finally {
    first.child.kill("SIGKILL");
    await first.exited;
    rmSync(dir, { recursive: true, force: true });
  }
});
