/**
 * The rate limiter's windows: a key that used its window up waits at most one window, whatever
 * the wall clock does meanwhile.
 */
import { test, mock } from "node:test";
import assert from "node:assert/strict";
import { setTimeout as sleep } from "node:timers/promises";
import { RateLimiter } from "../../server/http/rate-limit.ts";

test("a window ends after its length even when the wall clock steps back an hour", async (t) => {
  let wall = Date.now();
  mock.method(Date, "now", () => wall);
  t.after(() => mock.restoreAll());
  const limiter = new RateLimiter(2, 300);
  assert.deepEqual([limiter.hit("k"), limiter.hit("k")], [0, 0]);
  assert.equal(limiter.hit("k"), 1, "the third request of the window waits, at most the window (1 s rounded up)");
  wall -= 3_600_000;
  assert.equal(limiter.exhausted("k"), 1, "Retry-After stays within the window");
  await sleep(350);
  assert.equal(limiter.exhausted("k"), 0, "the window ended after its length");
  assert.equal(limiter.hit("k"), 0);
});
