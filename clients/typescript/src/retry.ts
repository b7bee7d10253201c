/**
 * Retries of network failures and 5xx answers, as a `fetch` wrapper under openapi-fetch (so the
 * raw client gets them too). A retry re-sends the very same request: same method, URL, headers
 * and body bytes, hence the same `reference`, which the API makes idempotent (a replay answers
 * the resource created the first time). 4xx answers are never retried.
 *
 * Requests whose repetition has the effect and the answer of the first are retried on network
 * errors and 5xx answers:
 * - GET, HEAD, OPTIONS, PUT, and PATCH: every PATCH of this API sets the fields it names to the
 *   given values, so applying it twice is applying it once;
 * - POST whose JSON body carries a string `reference` (deposits, withdrawals, conversions, USDT
 *   deposits) or `externalId` (wallets: an existing wallet with it is returned, not duplicated).
 * Every other request is retried only when the error proves it never reached the server (the
 * connection was refused, the host name did not resolve):
 * - DELETE: idempotent in effect, but not in answer. A second DELETE of a webhook is 404 and of an
 *   archived wallet 409, so retrying one whose first answer was lost would report a failure for a
 *   deletion that happened;
 * - other POSTs (sandbox actions and credits, webhook registration, infraction evidence, contest
 *   and accept): repeating one whose first answer was lost could do it twice.
 */

/** The `fetch` the client calls: openapi-fetch always passes a `Request`. */
export type FetchLike = (request: Request) => Promise<Response>;

export interface RetryOptions {
  /** Attempts in all, the first included (default 3). 1 turns retries off. */
  attempts?: number;
  /** Wait before the first retry, in milliseconds (default 200); it doubles at each retry. */
  baseDelayMs?: number;
  /** The longest single wait, in milliseconds (default 2000); also caps a `Retry-After`. */
  maxDelayMs?: number;
  /** Called before each wait, e.g. to log it. */
  onRetry?: (info: RetryInfo) => void;
}

export interface RetryInfo {
  /** The attempt that failed, from 1. */
  attempt: number;
  /** How long the client waits before the next attempt. */
  delayMs: number;
  method: string;
  url: string;
  /** The 5xx status, or the network error. */
  reason: { status: number } | { error: unknown };
}

export const RETRY_DEFAULTS = { attempts: 3, baseDelayMs: 200, maxDelayMs: 2000 } as const;

/**
 * Answers to a retry after an earlier attempt of the same call may have reached the server (its
 * answer lost, or a 5xx that a proxy may have put in place of a success). Their
 * `Idempotent-Replayed: true` may answer the client's own earlier attempt: for the caller that is
 * one call, not a replay.
 */
const retryAnswers = new WeakSet<Response>();

/** Whether this answer came from a retry after an attempt of the same call that may have acted. */
export function answeredARetry(response: Response): boolean {
  return retryAnswers.has(response);
}

const REPEATABLE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT", "PATCH"]);

async function isSafeToRepeat(request: Request): Promise<boolean> {
  if (REPEATABLE_METHODS.has(request.method)) return true;
  if (request.method !== "POST" || request.body === null) return false;
  try {
    const body: unknown = JSON.parse(await request.clone().text());
    if (typeof body !== "object" || body === null) return false;
    const { reference, externalId } = body as { reference?: unknown; externalId?: unknown };
    return (typeof reference === "string" && reference !== "") || (typeof externalId === "string" && externalId !== "");
  } catch {
    return false;
  }
}

/** fetch rejects with a TypeError on a network error, and with an AbortError/TimeoutError when aborted. */
function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/** Codes (Node's fetch puts them on the error's `cause`) of failures before any byte was sent. */
const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN"]);

/** A network error proving the request never reached the server. */
function neverSent(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return isNetworkError(error) && typeof code === "string" && NOT_SENT_CODES.has(code);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** The wait before retry number `attempt` (1-based): exponential, capped, a `Retry-After` honoured. */
export function retryDelay(attempt: number, options: Required<Pick<RetryOptions, "baseDelayMs" | "maxDelayMs">>, retryAfterHeader?: string | null): number {
  const exponential = options.baseDelayMs * 2 ** (attempt - 1);
  const retryAfter = retryAfterHeader ? Number(retryAfterHeader) * 1000 : Number.NaN;
  const wanted = Number.isFinite(retryAfter) && retryAfter > exponential ? retryAfter : exponential;
  return Math.min(wanted, options.maxDelayMs);
}

/** `base` with retries per `options` (`false` or `attempts: 1`: no retries). */
export function withRetries(base: FetchLike, options: RetryOptions | false | undefined): FetchLike {
  if (options === false) return base;
  const attempts = options?.attempts ?? RETRY_DEFAULTS.attempts;
  // Misuse is refused when the client is created: NaN or Infinity attempts retried for ever (NaN
  // is never equal to the attempt number), and a NaN delay waited about 1 ms.
  if (!Number.isInteger(attempts) || attempts < 1) throw new TypeError(`createPaymentsClient: \`retry.attempts\` must be a whole number from 1 (got ${String(attempts)})`);
  const delays = { baseDelayMs: options?.baseDelayMs ?? RETRY_DEFAULTS.baseDelayMs, maxDelayMs: options?.maxDelayMs ?? RETRY_DEFAULTS.maxDelayMs };
  for (const [name, value] of Object.entries(delays)) {
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0) throw new TypeError(`createPaymentsClient: \`retry.${name}\` must be a finite number of milliseconds from 0 (got ${String(value)})`);
  }
  if (attempts === 1) return base;
  return async (request) => {
    // Not safe to repeat: retried only when the attempt provably never reached the server.
    const unsentOnly = !(await isSafeToRepeat(request));
    let earlierMayHaveActed = false;
    for (let attempt = 1; ; attempt++) {
      const last = attempt === attempts;
      // Each attempt gets a copy; the body bytes are the same every time.
      const current = last ? request : request.clone();
      let reason: RetryInfo["reason"];
      let retryAfter: string | null = null;
      try {
        const response = await base(current);
        if (response.status < 500 || last || unsentOnly) {
          if (earlierMayHaveActed) retryAnswers.add(response);
          return response;
        }
        earlierMayHaveActed = true;
        reason = { status: response.status };
        retryAfter = response.headers.get("retry-after");
        await response.body?.cancel();
      } catch (error) {
        const unsent = neverSent(error);
        if (last || !(unsentOnly ? unsent : isNetworkError(error)) || request.signal.aborted) throw error;
        if (!unsent) earlierMayHaveActed = true;
        reason = { error };
      }
      const delayMs = retryDelay(attempt, delays, retryAfter);
      options?.onRetry?.({ attempt, delayMs, method: request.method, url: request.url, reason });
      await sleep(delayMs, request.signal);
    }
  };
}
