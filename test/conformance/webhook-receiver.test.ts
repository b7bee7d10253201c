/**
 * The runner's webhook receiver counts only deliveries (a POST to its URL with a webhook-id): a
 * stray request to a public URL (a scanner, a health probe) must not make the runner believe the
 * target reaches it. Under FAIL_FIRST the first attempt of each webhook-id is answered 500.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { Webhook } from "standardwebhooks";
import { FAIL_FIRST, type ReceivedWebhook } from "../../conformance/src/dsl.ts";
import { WebhookReceiver } from "../../conformance/src/webhook-receiver.ts";

test("only deliveries to the receiver's URL are kept and counted; the first attempt under fail-first is answered 500", async () => {
  const receiver = new WebhookReceiver();
  const url = await receiver.start("/conformance/run1");
  const base = url.slice(0, url.indexOf("/conformance"));
  try {
    const post = (path: string, id?: string) =>
      fetch(base + path, { method: "POST", headers: { "content-type": "application/json", ...(id ? { "webhook-id": id } : {}) }, body: JSON.stringify({ type: "DEPOSIT_PAID" }) });
    assert.equal((await fetch(`${base}/favicon.ico`)).status, 404);
    assert.equal((await fetch(url)).status, 404, "a GET of the receiver's own URL");
    assert.equal((await post("/elsewhere", "msg_1")).status, 404);
    assert.equal(receiver.count(), 0);

    assert.equal((await post("/conformance/run1", "msg_1")).status, 204);
    assert.equal((await post("/conformance/run1")).status, 204, "kept, but without a webhook-id it is not counted");
    assert.equal(receiver.count(), 1);

    assert.equal((await post(`/conformance/run1${FAIL_FIRST}`, "msg_2")).status, 500);
    assert.equal((await post(`/conformance/run1${FAIL_FIRST}`, "msg_2")).status, 204, "the retry, same webhook-id");
    assert.equal((await post(`/conformance/run1${FAIL_FIRST}`, "msg_3")).status, 500, "another message's first attempt");
    const accepted = await receiver.waitFor((w) => w.at === FAIL_FIRST && w.answered === 204, 100);
    assert.equal(accepted?.headers["webhook-id"], "msg_2");
  } finally {
    await receiver.close();
  }
});

test("a good signature from a target whose clock is off is told as the clock, not as the signature", () => {
  const secret = "whsec_" + Buffer.from("0123456789abcdef0123456789abcdef").toString("base64");
  const body = JSON.stringify({ id: "01M8HK4D45A3VQGF7T5HGBS1NN", type: "DEPOSIT_PAID" });
  const delivery = (at: Date, signWith = secret): ReceivedWebhook => ({
    headers: { "webhook-id": "msg_1", "webhook-timestamp": String(Math.floor(at.getTime() / 1000)), "webhook-signature": new Webhook(signWith).sign("msg_1", at, body) },
    body,
    json: JSON.parse(body),
    receivedAt: Date.now(),
    at: "",
    answered: 204,
  });
  const receiver = new WebhookReceiver();
  assert.equal(receiver.verify(secret, delivery(new Date())), undefined);
  assert.equal(receiver.verify(secret, delivery(new Date(Date.now() - 120_000))), undefined, "two minutes off is within the libraries' tolerance");
  const ahead = receiver.verify(secret, delivery(new Date(Date.now() + 600_000)));
  assert.equal(ahead?.aspect, "clock");
  assert.match(ahead!.message, /^the signature verifies, but webhook-timestamp \d+ is (599|600|601) s ahead of this machine's clock/);
  assert.match(receiver.verify(secret, delivery(new Date(Date.now() - 600_000)))!.message, / s behind this machine's clock/);
  const other = "whsec_" + Buffer.from("fedcba9876543210fedcba9876543210").toString("base64");
  assert.deepEqual(receiver.verify(secret, delivery(new Date(), other)), { aspect: "signature", message: "the signature does not verify with the endpoint's secret", expected: "a valid Standard Webhooks signature" });
  const twoSignatures = delivery(new Date());
  twoSignatures.headers["webhook-signature"] = `${new Webhook(other).sign("msg_1", new Date(), body)} ${twoSignatures.headers["webhook-signature"]}`;
  assert.equal(receiver.verify(secret, twoSignatures), undefined, "any one of the signatures may match (rotation)");
  const tampered = delivery(new Date());
  tampered.body = body.replace("DEPOSIT_PAID", "DEPOSIT_EXPIRED");
  assert.equal(receiver.verify(secret, tampered)?.aspect, "signature");
});
