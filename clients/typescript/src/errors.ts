/**
 * Errors the client throws. A failed answer of the API (the envelope `{success: false, error}`)
 * becomes a {@link PaymentsApiError}; an answer that is not such an envelope (e.g. a proxy's 502
 * page) becomes a {@link PaymentsHttpError}. Network failures that outlive the retries are
 * rethrown as `fetch` raised them.
 */
import type { ErrorCode, FieldError } from "./types.js";

/** A non-2xx answer of the API, with the contract's error code. */
export class PaymentsApiError extends Error {
  override readonly name = "PaymentsApiError";
  /** HTTP status of the answer. */
  readonly status: number;
  /** Machine-readable code of the contract. */
  readonly code: ErrorCode;
  /** The fields that failed, or null when there is nothing to detail. */
  readonly details: FieldError[] | null;
  /** The `X-Request-Id` of the answer, for support requests. */
  readonly requestId: string | undefined;
  /** Seconds to wait before retrying (`Retry-After` of a 429), when given. */
  readonly retryAfter: number | undefined;

  constructor(init: { status: number; code: ErrorCode; message: string; details: FieldError[] | null; requestId?: string; retryAfter?: number }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
  }
}

/** An answer outside the contract: a failure without the API's error envelope (e.g. a proxy's 502 page), or a success without `{success, data}`. */
export class PaymentsHttpError extends Error {
  override readonly name = "PaymentsHttpError";
  readonly status: number;
  /** The body as received (parsed JSON when it was JSON, else text). */
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(status >= 200 && status < 300 ? `HTTP ${status} without the API's {success, data} envelope` : `HTTP ${status} without the API's error envelope`);
    this.status = status;
    this.body = body;
  }
}

/** The API's error envelope. */
export type ErrorEnvelope = { success: false; error: { code: string; message: string; details?: FieldError[] | null } };

/** Whether a failed answer's body is the API's error envelope. */
export function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== "object" || body === null) return false;
  const error = (body as { error?: unknown }).error;
  return typeof error === "object" && error !== null && typeof (error as { code?: unknown }).code === "string" && typeof (error as { message?: unknown }).message === "string";
}

/** Whether a successful answer's body is the API's `{success, data}` envelope. */
export function isSuccessEnvelope(body: unknown): body is { success: true; data: unknown } {
  return typeof body === "object" && body !== null && "data" in body;
}

/** The error to throw for a failed answer with the API's envelope (any other answer is a PaymentsHttpError before it gets here). */
export function errorFromResponse(response: Response, body: ErrorEnvelope): PaymentsApiError {
  const retryAfter = Number(response.headers.get("retry-after") ?? Number.NaN);
  return new PaymentsApiError({
    status: response.status,
    // The contract lists every code the API answers with; a code outside it would be a server bug.
    code: body.error.code as ErrorCode,
    message: body.error.message,
    details: body.error.details ?? null,
    requestId: response.headers.get("x-request-id") ?? undefined,
    retryAfter: Number.isFinite(retryAfter) ? retryAfter : undefined,
  });
}
