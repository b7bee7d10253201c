/** Webhooks: management, Standard Webhooks signatures, at-least-once delivery with back-off, the delivery log. */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { CUSTOMER, RECIPIENT, ref, startTestServer, type Credentials, type TestServer } from "../helpers/server.ts";
import { startReceiver } from "../helpers/webhook-receiver.ts";
import { WebhookDispatcher } from "../../server/jobs/webhook-dispatcher.ts";
import { loadConfig } from "../../server/config.ts";
import type { Deps } from "../../server/usecases/context.ts";

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

async function register(as: Credentials, url: string, events?: string[]) {
  const r = await server.api("POST", "/v1/webhooks", { url, ...(events ? { events } : {}) }, { as });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data;
}

describe("webhook management", () => {
  test("the secret is shown once; list, get, patch and delete", async () => {
    const c = await server.newCompany();
    const w = await register(c, "https://hooks.example.com/payments", ["DEPOSIT_PAID"]);
    assert.match(w.secret, /^whsec_[A-Za-z0-9+/]+=*$/);
    const got = await server.api("GET", `/v1/webhooks/${w.id}`, undefined, { as: c });
    assert.equal(got.body.data.secret, undefined);
    assert.equal((await server.api("GET", "/v1/webhooks", undefined, { as: c })).body.data.total, 1);
    const paused = await server.api("PATCH", `/v1/webhooks/${w.id}`, { enabled: false, events: [] }, { as: c });
    assert.deepEqual([paused.body.data.enabled, paused.body.data.events], [false, []]);
    assert.equal((await server.api("DELETE", `/v1/webhooks/${w.id}`, undefined, { as: c })).status, 200);
    assert.equal((await server.api("GET", `/v1/webhooks/${w.id}`, undefined, { as: c })).status, 404);
    const other = await server.newCompany();
    const w2 = await register(c, "https://hooks.example.com/2");
    assert.equal((await server.api("GET", `/v1/webhooks/${w2.id}`, undefined, { as: other })).status, 404);
  });

  test("a company holds at most 100 endpoints: the 101st is 409 INVALID_STATE naming webhooks; a deleted one frees its place; another company is not counted", async () => {
    const c = await server.newCompany();
    const ids: string[] = [];
    for (let i = 0; i < 100; i++) ids.push((await register(c, `https://hooks.example.com/${i}`, i % 2 ? [] : ["DEPOSIT_PAID"])).id);
    await server.api("PATCH", `/v1/webhooks/${ids[0]}`, { enabled: false }, { as: c });
    const over = await server.api("POST", "/v1/webhooks", { url: "https://hooks.example.com/101" }, { as: c });
    assert.equal(over.status, 409, JSON.stringify(over.body));
    assert.deepEqual(over.body, { success: false, error: { code: "INVALID_STATE", message: "A empresa já tem o máximo de 100 endpoints de webhook; remova um antes de cadastrar outro.", details: [{ field: "webhooks", error: "Endpoints cadastrados: 100." }] } });
    assert.equal((await server.api("GET", "/v1/webhooks?limit=1", undefined, { as: c })).body.data.total, 100, "nothing was registered");
    assert.equal((await server.newCompany().then((o) => server.api("POST", "/v1/webhooks", { url: "https://hooks.example.com/other" }, { as: o }))).status, 201);
    assert.equal((await server.api("DELETE", `/v1/webhooks/${ids[1]}`, undefined, { as: c })).status, 200);
    assert.equal((await server.api("POST", "/v1/webhooks", { url: "https://hooks.example.com/101" }, { as: c })).status, 201);
  });

  test("URLs must be absolute http(s), each refusal one item naming what is wrong", async () => {
    const c = await server.newCompany();
    const hook = await register(c, "https://hooks.example.com/ok");
    const notHttp = "A URL deve usar http ou https e só caracteres de URI (RFC 3986): um domínio internacional na forma xn--, outros caracteres codificados com %.";
    const notAbsolute = "Deve ser uma URL absoluta.";
    for (const [url, error] of [["ftp://hooks.example.com/x", notHttp], ["hooks.example.com", notAbsolute], ["http:hooks.example.com/x", notAbsolute], ["https:/hooks.example.com", notAbsolute]]) {
      for (const r of [await server.api("POST", "/v1/webhooks", { url }, { as: c }), await server.api("PATCH", `/v1/webhooks/${hook.id}`, { url }, { as: c })]) {
        assert.equal(r.status, 422, url);
        assert.deepEqual(r.body.error.details, [{ field: "url", error }], url);
      }
    }
  });

  test("a URL is stored as sent, so it must be an RFC 3986 URI: non-ASCII text and bad percent-encoding are refused, their URI forms kept", async () => {
    // The listings answer the URL back as a `uri`: "https://exämple.com/h" had been stored and
    // answered as written, which strict readers of the contract (Schemathesis, Python) refuse.
    const c = await server.newCompany();
    const hook = await register(c, "https://hooks.example.com/ok");
    for (const url of ["https://exämple.com/h", "http://\u2460\u2461\u2466.0.0.1/h", "https://hooks.example.com/pedido/ção", "https://hooks.example.com/a|b", "https://hooks.example.com/{x}", "https://hooks.example.com/a%zz", 'https://hooks.example.com/a"b']) {
      for (const r of [await server.api("POST", "/v1/webhooks", { url }, { as: c }), await server.api("PATCH", `/v1/webhooks/${hook.id}`, { url }, { as: c })]) {
        assert.equal(r.status, 422, url);
        assert.deepEqual(r.body.error.details.map((d: { field: string }) => d.field), ["url"], url);
      }
    }
    for (const url of ["https://xn--exmple-cua.com/h", "https://hooks.example.com/pedido/%C3%A7%C3%A3o?x=1&y=(2)#f", "http://[2001:db8::1]:8080/h"]) {
      const r = await server.api("POST", "/v1/webhooks", { url }, { as: c });
      assert.equal(r.status, 201, url);
      assert.equal(r.body.data.url, url);
    }
  });

  test("outside sandbox mode, loopback and private addresses are refused", async () => {
    const prod = await startTestServer({ PAYMENTS_SANDBOX: "false" });
    try {
      for (const url of ["http://127.0.0.1:8080/h", "http://10.0.0.5/h", "http://[::1]/h", "http://localhost/h", "http://localhost./h", "http://api.localhost./h", "http://192.168.1.10/h"]) {
        const r = await prod.api("POST", "/v1/webhooks", { url });
        assert.equal(r.status, 422, url);
        assert.equal(r.body.error.details[0].field, "url");
      }
      assert.equal((await prod.api("POST", "/v1/webhooks", { url: "https://hooks.example.com/p" })).status, 201);
      assert.equal((await prod.api("POST", "/v1/sandbox/balance", { amount: 1, currency: "brl" })).status, 404, "no sandbox surface");
    } finally {
      await prod.close();
    }
  });
});

describe("deliveries", () => {
  test("every event of a lifecycle arrives signed, with the wallet field, verified with the standardwebhooks package", async () => {
    const r = await startReceiver();
    try {
      const c = await server.newCompany();
      const hook = await register(c, r.url);
      const wallet = (await server.api("POST", "/v1/wallets", { name: "Loja", externalId: "loja-9" }, { as: c })).body.data;
      const d = (await server.api("POST", "/v1/deposits", { amount: 300, customer: CUSTOMER, reference: ref("wh") }, { as: c, wallet: wallet.id })).body.data;
      await server.api("POST", `/v1/sandbox/deposits/${d.id}/pay`, undefined, { as: c });
      const w = (await server.api("POST", "/v1/withdrawals", { amount: 100, pixKey: "joao.pereira@example.com", customer: RECIPIENT, reference: ref("wh") }, { as: c, wallet: wallet.id })).body.data;
      await server.eventually(async () => r.received.length >= 3, 8000);
      const verifier = new Webhook(hook.secret);
      const events = r.received.map((m) => verifier.verify(m.body, m.headers) as { id: string; type: string; createdAt: string; data: { id: string; wallet?: unknown; updatedAt: string } });
      assert.deepEqual(events.map((e) => e.type).sort(), ["DEPOSIT_PAID", "WITHDRAW_PAID", "WITHDRAW_PROCESSING"]);
      for (const e of events) {
        assert.deepEqual(e.data.wallet, { id: wallet.id, name: "Loja", externalId: "loja-9" });
        assert.match(e.createdAt, /\.\d{3}Z$/);
        // One instant for one change: the event happened when the resource changed.
        assert.equal(e.createdAt, e.data.updatedAt, e.type);
      }
      assert.equal(events.find((e) => e.type === "DEPOSIT_PAID")!.data.id, d.id);
      assert.equal(events.find((e) => e.type === "WITHDRAW_PAID")!.data.id, w.id);
      const tampered = r.received[0];
      assert.throws(() => verifier.verify(tampered.body.replace("300", "900"), tampered.headers));
      assert.equal(r.received[0].headers["webhook-id"], events[0].id);
    } finally {
      await r.close();
    }
  });

  test("a receiver that fails gets the same event again (same webhook-id), and the log shows the attempts", async () => {
    const r = await startReceiver({ failFirst: 2 });
    try {
      const c = await server.newCompany();
      const hook = await register(c, r.url, ["DEPOSIT_PAID"]);
      const d = (await server.api("POST", "/v1/deposits", { amount: 20, customer: CUSTOMER, reference: ref("retry") }, { as: c })).body.data;
      await server.api("POST", `/v1/sandbox/deposits/${d.id}/pay`, undefined, { as: c });
      await server.eventually(async () => r.received.length === 1, 8000);
      assert.equal(r.attempts, 3);
      const log = await server.eventually(async () => {
        const l = await server.api("GET", `/v1/webhooks/${hook.id}/deliveries`, undefined, { as: c });
        return l.body.data.items[0]?.status === "succeeded" ? l.body.data : undefined;
      });
      assert.equal(log.total, 1);
      assert.deepEqual([log.items[0].attempts, log.items[0].eventType, log.items[0].lastStatusCode], [3, "DEPOSIT_PAID", 204]);
      assert.equal(log.items[0].eventId, r.received[0].headers["webhook-id"]);
    } finally {
      await r.close();
    }
  });

  test("deliveries that keep failing end as failed after the configured attempts", async () => {
    const s = await startTestServer({ PAYMENTS_WEBHOOK_MAX_ATTEMPTS: "3", PAYMENTS_WEBHOOK_RETRY_BASE_MS: "20" });
    const r = await startReceiver({ failFirst: 1000 });
    try {
      const hook = (await s.api("POST", "/v1/webhooks", { url: r.url })).body.data;
      const d = (await s.api("POST", "/v1/deposits", { amount: 20, customer: CUSTOMER, reference: ref("dead") })).body.data;
      await s.api("POST", `/v1/sandbox/deposits/${d.id}/pay`);
      const item = await s.eventually(async () => {
        const l = await s.api("GET", `/v1/webhooks/${hook.id}/deliveries?status=failed`);
        return l.body.data.items[0];
      }, 8000);
      assert.equal(item.attempts, 3);
      assert.equal(item.lastStatusCode, 500);
      assert.equal(r.attempts, 3);
    } finally {
      await r.close();
      await s.close();
    }
  });

  test("retries follow the contract's schedule: 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, then failed", () => {
    const config = loadConfig({});
    assert.equal(config.webhookMaxAttempts, 9, "the first attempt and eight retries");
    const dispatcher = new WebhookDispatcher({ config } as Deps);
    const minutes = [1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => dispatcher.backoffMs(attempt) / 60_000);
    assert.deepEqual(minutes, [5 / 60, 0.5, 2, 10, 30, 60, 120, 240]);
  });

  test("a paused endpoint keeps its events and gets them on resume, a failed attempt's retry included", async () => {
    const s = await startTestServer({ PAYMENTS_WEBHOOK_RETRY_BASE_MS: "3000" });
    const r = await startReceiver({ failFirst: 1 });
    try {
      const hook = (await s.api("POST", "/v1/webhooks", { url: r.url })).body.data;
      const pay = async (reference: string) => {
        const d = (await s.api("POST", "/v1/deposits", { amount: 20, customer: CUSTOMER, reference: ref(reference) })).body.data;
        await s.api("POST", `/v1/sandbox/deposits/${d.id}/pay`);
      };
      const deliveries = async () => (await s.api("GET", `/v1/webhooks/${hook.id}/deliveries`)).body.data.items as { status: string; attempts: number; nextAttemptAt?: string }[];
      await pay("before-pause");
      await s.eventually(async () => ((await deliveries())[0]?.attempts === 1 ? true : undefined), 5000);
      assert.equal(r.attempts, 1, "the first attempt failed (500) and waits 3 s for its retry");

      assert.equal((await s.api("PATCH", `/v1/webhooks/${hook.id}`, { enabled: false })).body.data.enabled, false);
      await pay("during-pause");
      const held = await deliveries();
      assert.equal(held.length, 2, "the event of the pause is recorded for the endpoint");
      for (const d of held) assert.deepEqual([d.status, d.nextAttemptAt], ["pending", undefined]);
      await new Promise((resolve) => setTimeout(resolve, 3500));
      assert.equal(r.attempts, 1, "nothing is sent while paused, not even the due retry");
      assert.deepEqual((await deliveries()).map((d) => d.status), ["pending", "pending"]);

      await s.api("PATCH", `/v1/webhooks/${hook.id}`, { enabled: true });
      const done = await s.eventually(async () => {
        const items = await deliveries();
        return items.every((d) => d.status === "succeeded") ? items : undefined;
      }, 5000);
      assert.deepEqual(done.map((d) => d.attempts).sort(), [1, 2]);
      assert.equal(r.received.length, 2, "both events arrived once the endpoint was resumed");
    } finally {
      await r.close();
      await s.close();
    }
  });

  test("an attempt in flight when its endpoint is paused, failing after the pause, is held like the others: no nextAttemptAt while paused, sent on resume", async () => {
    // The retry of such an attempt was scheduled a back-off ahead (up to 4 h) and shown in the log while the endpoint was paused (HOOKS2 audit).
    const s = await startTestServer({ PAYMENTS_WEBHOOK_RETRY_BASE_MS: "60000" });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    const receiver = createServer((req, res) => {
      posts += 1;
      req.resume();
      req.on("end", () => void released.then(() => res.writeHead(500).end()));
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", () => resolve()));
    try {
      const hook = (await s.api("POST", "/v1/webhooks", { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks` })).body.data;
      const d = (await s.api("POST", "/v1/deposits", { amount: 20, customer: CUSTOMER, reference: ref("in-flight-pause") })).body.data;
      await s.api("POST", `/v1/sandbox/deposits/${d.id}/pay`);
      await s.eventually(async () => posts === 1 || undefined, 5000);
      assert.equal((await s.api("PATCH", `/v1/webhooks/${hook.id}`, { enabled: false })).body.data.enabled, false);
      release();
      const [held] = await s.eventually(async () => {
        const items = (await s.api("GET", `/v1/webhooks/${hook.id}/deliveries`)).body.data.items as { status: string; attempts: number; lastStatusCode?: number; nextAttemptAt?: string }[];
        return items[0]?.attempts === 1 ? items : undefined;
      }, 5000);
      assert.deepEqual([held.status, held.lastStatusCode, held.nextAttemptAt], ["pending", 500, undefined], "the contract: nextAttemptAt is absent while the endpoint is paused");
      await s.api("PATCH", `/v1/webhooks/${hook.id}`, { enabled: true });
      await s.eventually(async () => posts === 2 || undefined, 5000);
    } finally {
      receiver.closeAllConnections();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
      await s.close();
    }
  });
});
