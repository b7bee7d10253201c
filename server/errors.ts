/**
 * The one application error. Use cases throw it with a code of the contract; the error middleware
 * turns it (and every other failure) into the envelope `{success: false, error: {code, message, details}}`.
 */
import type { components } from "../generated/openapi.ts";

export type ErrorCode = components["schemas"]["ErrorCode"];

export interface FieldProblem {
  field: string;
  error: string;
}

/** HTTP status of every code (DESIGN.md "Status codes of the error codes"). */
export const STATUS_OF: Record<ErrorCode, number> = {
  MISSING_API_KEY: 400,
  MISSING_API_SECRET: 400,
  INVALID_JSON: 400,
  MALFORMED_REQUEST: 400,
  UNAUTHORIZED: 401,
  IP_NOT_ALLOWED: 403,
  WALLETS_NOT_ENABLED: 403,
  WALLET_DISABLED: 403,
  WALLET_KYC_NOT_APPROVED: 403,
  WALLET_KYC_REJECTED_TERMINAL: 403,
  WALLET_OPERATION_BLOCKED: 403,
  NOT_FOUND: 404,
  WALLET_NOT_FOUND: 404,
  PAYLOAD_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  DUPLICATE_REFERENCE: 409,
  WALLET_HAS_BALANCE: 409,
  INVALID_STATE: 409,
  REQUEST_TIMEOUT: 408,
  REQUEST_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_ERROR: 422,
  SPLIT_SELF_REFERENCE: 422,
  SPLIT_EXCEEDS_DEPOSIT: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
};

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: FieldProblem[] | null = null,
    /** Extra response headers (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = STATUS_OF[code];
  }
}

/** The error envelope every non-2xx answer carries. */
export function envelopeOf(error: AppError): { success: false; error: { code: ErrorCode; message: string; details: FieldProblem[] | null } } {
  return { success: false, error: { code: error.code, message: error.message, details: error.details } };
}

export const VALIDATION_MESSAGE = "Erro de validação nos dados enviados.";

export function validationError(details: FieldProblem[]): AppError {
  return new AppError("VALIDATION_ERROR", VALIDATION_MESSAGE, details);
}

export function notFound(message: string): AppError {
  return new AppError("NOT_FOUND", message);
}

/** 409 INVALID_STATE; `detail` names what is in the way, on `field` (the resource's status unless said). */
export function invalidState(message: string, detail?: string, field = "status"): AppError {
  return new AppError("INVALID_STATE", message, detail ? [{ field, error: detail }] : null);
}

export function duplicateReference(message: string): AppError {
  return new AppError("DUPLICATE_REFERENCE", message, [{ field: "reference", error: "Referência já utilizada." }]);
}
