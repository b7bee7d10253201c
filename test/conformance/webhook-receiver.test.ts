/**
 * The runner's webhook receiver counts only deliveries (a POST to its URL with a webhook-id): a
 * stray request to a public URL (a scanner, a health probe) must not make the runner believe the
 * target reaches it. Under FAIL_FIRST the first attempt of each webhook-id is answered 500.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { FAIL_FIRST } from "../../conformance/src/dsl.ts";
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
