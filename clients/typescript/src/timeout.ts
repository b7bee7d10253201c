/**
 * A time limit on each attempt of a request, as a `fetch` wrapper under the retries. Without one a
 * server that accepts the connection and never answers holds the call until Node's fetch gives up
 * (five minutes). An attempt over the limit rejects with the `TimeoutError` DOMException that
 * `AbortSignal.timeout` raises; it is not retried, since the server may have acted on it. The
 * caller's own signal (openapi-fetch's `signal` option) still aborts at any time.
 */
import type { FetchLike } from "./retry.js";

export const DEFAULT_TIMEOUT_MS = 30_000;

/** `base` with each call limited to `timeoutMs` (0: no limit). */
export function withTimeout(base: FetchLike, timeoutMs: number): FetchLike {
  if (!(timeoutMs > 0)) return base;
  return (request) => base(new Request(request, { signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]) }));
}
