/**
 * The one application error. Use cases throw it with a code of the contract; the error middleware
 * turns it (and every other failure) into the envelope `{success: false, error: {code, message, details}}`.
 */
import type { components } from "../generated/openapi.ts";
import { loadOpenApiDocument } from "./http/openapi-document.ts";

export type ErrorCode = components["schemas"]["ErrorCode"];

export interface FieldProblem {
  field: string;
  error: string;
}

let statuses: Readonly<Record<string, number>> | undefined;

/**
 * The HTTP status of a code, as the contract gives it (`x-http-status` on `ErrorCode`, DESIGN.md's
 * table), read once from the generated document: a code without one fails the first error answered.
 */
export function statusOf(code: ErrorCode): number {
  statuses ??= (loadOpenApiDocument().json.components as { schemas: { ErrorCode: { "x-http-status"?: Record<string, number> } } }).schemas.ErrorCode["x-http-status"] ?? {};
  const status = statuses[code];
  if (!Number.isInteger(status)) throw new Error(`the contract gives no x-http-status to error code ${code}`);
  return status;
}

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
    this.status = statusOf(code);
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

/** 408 REQUEST_TIMEOUT: the request did not arrive in full in time (or its client went away). */
export function requestTimedOut(): AppError {
  return new AppError("REQUEST_TIMEOUT", "A requisição não chegou completa a tempo.");
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
