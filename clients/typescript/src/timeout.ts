/**
 * A time limit on each attempt of a request, as a `fetch` wrapper under the retries. Without one a
 * server that accepts the connection and never answers holds the call until Node's fetch gives up
 * (five minutes). The limit covers the whole answer, body included. An attempt over it rejects
 * with a `TimeoutError` DOMException, as `AbortSignal.timeout` would; it is not retried, since
 * the server may have acted on it. The caller's own signal (openapi-fetch's `signal` option) still
 * aborts at any time.
 *
 * Not `AbortSignal.any([signal, AbortSignal.timeout(ms)])`: Node 20 links those signals, and the
 * attempt's Request to its signal, through weak references, and a garbage collection during the
 * wait dropped the link, so the limit never fired and the call waited for undici's five minutes
 * (seen in CI; test/client/retry.test.ts forces collections). Here a timer, which Node holds
 * strongly, owns the controller, and the attempt's Request is kept as long as its Response is.
 */
import type { FetchLike } from "./retry.js";

export const DEFAULT_TIMEOUT_MS = 30_000;

/** The longest delay a timer takes (2^31 - 1 ms, about 24.8 days); Node turns a longer one into 1 ms. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The limit in whole milliseconds, or undefined for none (0 or Infinity). Anything else a timer
 * cannot hold (negative, NaN, over 24.8 days) is misuse, refused when the client is created:
 * AbortSignal.timeout would throw on every call, or silently fire after 1 ms.
 */
export function timeoutLimit(timeoutMs: number): number | undefined {
  if (timeoutMs === 0 || timeoutMs === Number.POSITIVE_INFINITY) return undefined;
  if (typeof timeoutMs !== "number" || !(timeoutMs > 0) || Math.ceil(timeoutMs) > MAX_TIMER_MS) {
    throw new TypeError(`createPaymentsClient: \`timeoutMs\` must be 0 or Infinity (no limit) or from 1 to ${MAX_TIMER_MS} milliseconds (got ${String(timeoutMs)})`);
  }
  return Math.ceil(timeoutMs);
}

/** Each attempt's Request, alive while its Response is: the limit covers the body's reading too. */
const attempts = new WeakMap<Response, Request>();

/** `base` with each call limited to `limitMs` (undefined: no limit). */
export function withTimeout(base: FetchLike, limitMs: number | undefined): FetchLike {
  if (limitMs === undefined) return base;
  return async (request) => {
    const controller = new AbortController();
    // Not cleared on an answer: it may still have to stop the body. Unref'd, a timer left armed
    // keeps no process alive; firing after the body was read, it aborts nothing.
    const timer = setTimeout(() => controller.abort(new DOMException("The operation was aborted due to timeout", "TimeoutError")), limitMs);
    (timer as unknown as { unref?: () => void }).unref?.(); // Node; a browser timer is a number
    const follow = () => controller.abort(request.signal.reason);
    if (request.signal.aborted) follow();
    else request.signal.addEventListener("abort", follow, { once: true });
    const attempt = new Request(request, { signal: controller.signal });
    // Raced against the limit as well: a `fetch` of the caller's that does not pass the signal on
    // (one that builds its own request from the URL and headers) would otherwise never time out.
    const limit = new Promise<never>((_resolve, reject) => controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true }));
    let response: Response;
    try {
      response = await Promise.race([base(attempt), limit]);
    } catch (error) {
      clearTimeout(timer);
      throw error;
    }
    attempts.set(response, attempt);
    return response;
  };
}
