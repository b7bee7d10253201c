/**
 * Webhooks through the client: register an endpoint, let the reference server deliver real
 * signed events to a local receiver, verify them with verifyWebhook, reject tampered ones.
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { Webhook } from "standardwebhooks";
import { verifyWebhook, WebhookVerificationError, type PaymentsClient, type WebhookEvent } from "../../clients/typescript/src/index.ts";
import { CUSTOMER, RECIPIENT, ref, startTestServer, type TestServer } from "../helpers/server.ts";
import { clientFor } from "./support.ts";

interface Received {
  body: Buffer;
  headers: IncomingHttpHeaders;
}

let server: TestServer;
let client: PaymentsClient;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];

before(async () => {
  server = await startTestServer();
  client = clientFor(server);
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ body: Buffer.concat(chunks), headers: req.headers });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks`;
});
after(async () => {
  await server.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

function deliveryOf(type: string, dataId: string): Promise<Received> {
  return server.eventually(async () => received.find((r) => JSON.parse(r.body.toString()).type === type && JSON.parse(r.body.toString()).data.id === dataId));
}

describe("verifyWebhook", () => {
  let secret: string;
  let webhookId: string;
  let depositDelivery: Received;
  let depositId: string;

  before(async () => {
    const webhook = await client.webhooks.create({ url: receiverUrl, events: ["DEPOSIT_PAID", "WITHDRAW_PAID"], description: "testes do cliente" });
    assert.equal(webhook.enabled, true);
    assert.match(webhook.secret, /^whsec_/);
    secret = webhook.secret;
    webhookId = webhook.id;
    const deposit = await client.deposits.create({ amount: 99.9, customer: CUSTOMER, reference: ref("hook") });
    depositId = deposit.id;
    await client.sandbox.payDeposit(deposit.id);
    depositDelivery = await deliveryOf("DEPOSIT_PAID", deposit.id);
  });

  test("accepts a delivery the server signed and types the event by its type", () => {
    const event: WebhookEvent = verifyWebhook(depositDelivery.body, depositDelivery.headers, secret);
    assert.equal(event.type, "DEPOSIT_PAID");
    assert.equal(event.id, depositDelivery.headers["webhook-id"]);
    if (event.type !== "DEPOSIT_PAID") return;
    // Narrowed by `type`: `data` is a Deposit.
    assert.equal(event.data.id, depositId);
    assert.equal(event.data.status, "paid");
    assert.equal(event.data.qrCode.payload.slice(0, 6), "000201");
    // Text bodies and fetch Headers are accepted too.
    const again = verifyWebhook(depositDelivery.body.toString("utf8"), new Headers(depositDelivery.headers as Record<string, string>), secret);
    assert.deepEqual(again, event);
  });

  test("a withdrawal event's data is typed as a Pix or USDT withdrawal", async () => {
    await client.sandbox.creditBalance({ amount: 50, currency: "brl" });
    const withdrawal = await client.withdrawals.create({ amount: 5, pixKey: RECIPIENT.email, customer: RECIPIENT, reference: ref("hookwd") });
    const delivery = await deliveryOf("WITHDRAW_PAID", withdrawal.id);
    const event = verifyWebhook(delivery.body, delivery.headers, secret);
    assert.equal(event.type, "WITHDRAW_PAID");
    if (event.type !== "WITHDRAW_PAID") return;
    assert.equal(event.data.method, "pix");
    if (event.data.method !== "pix") return;
    assert.equal(event.data.pixKey, RECIPIENT.email);
    assert.equal(event.data.details?.endToEndId.length, 32);
  });

  test("rejects a tampered body, a wrong secret, a missing or stale signature", () => {
    const tampered = Buffer.from(depositDelivery.body.toString().replace('"amount":99.9', '"amount":9999.9'));
    assert.notDeepEqual(tampered, depositDelivery.body);
    assert.throws(() => verifyWebhook(tampered, depositDelivery.headers, secret), WebhookVerificationError);

    const otherSecret = `whsec_${Buffer.from("another secret of 24 bytes").toString("base64")}`;
    assert.throws(() => verifyWebhook(depositDelivery.body, depositDelivery.headers, otherSecret), WebhookVerificationError);

    const { "webhook-signature": _dropped, ...unsigned } = depositDelivery.headers;
    assert.throws(() => verifyWebhook(depositDelivery.body, unsigned, secret), /Missing required headers/);

    // Correctly signed, but ten minutes old: a replay.
    const stale = new Date(Date.now() - 10 * 60_000);
    const body = depositDelivery.body.toString();
    const id = String(depositDelivery.headers["webhook-id"]);
    const staleHeaders = { "webhook-id": id, "webhook-timestamp": String(Math.floor(stale.getTime() / 1000)), "webhook-signature": new Webhook(secret).sign(id, stale, body) };
    assert.throws(() => verifyWebhook(body, staleHeaders, secret), /too old/);
  });

  test("a signed body that is not an event is refused", () => {
    const now = new Date();
    const body = JSON.stringify({ hello: "world" });
    const headers = { "webhook-id": "01M7ZAMFY6K52HJSNZP882ZWVD", "webhook-timestamp": String(Math.floor(now.getTime() / 1000)), "webhook-signature": new Webhook(secret).sign("01M7ZAMFY6K52HJSNZP882ZWVD", now, body) };
    assert.throws(() => verifyWebhook(body, headers, secret), /not a webhook event/);
  });

  test("a secret that is not whsec_ and base64 is misuse, a TypeError that says so", () => {
    assert.throws(() => verifyWebhook(depositDelivery.body, depositDelivery.headers, "whsec_not base64!"), (error: unknown) => error instanceof TypeError && /the secret is not the endpoint's `whsec_...` secret/.test(error.message));
  });

  test("the delivery log and endpoint management go through the client", async () => {
    // The receiver has both events; the server records the outcome right after the receiver answers.
    const deliveries = await server.eventually(async () => {
      const all = [];
      // One per page: two events, two pages.
      for await (const d of client.webhooks.iterateDeliveries(webhookId, { limit: 1 })) all.push(d);
      return all.every((d) => d.status === "succeeded") && all;
    });
    assert.deepEqual(deliveries.map((d) => d.eventType).sort(), ["DEPOSIT_PAID", "WITHDRAW_PAID"]);
    assert.ok(deliveries.every((d) => d.lastStatusCode === 204 && d.webhookId === webhookId), JSON.stringify(deliveries));
    assert.equal((await client.webhooks.deliveries(webhookId, { eventType: "DEPOSIT_PAID" })).items.length, 1);

    const updated = await client.webhooks.update(webhookId, { enabled: false });
    assert.equal(updated.enabled, false);
    assert.equal("secret" in updated, false, "only the registration shows the secret");
    assert.equal((await client.webhooks.get(webhookId)).enabled, false);
    const all = [];
    for await (const w of client.webhooks.iterate()) all.push(w.id);
    assert.deepEqual(all, [webhookId]);
    await client.webhooks.delete(webhookId);
    assert.equal((await client.webhooks.list()).total, 0);
  });
});
