/**
 * The one error middleware: whatever failed (a use case's AppError, the validator, the body
 * parser, an unknown route, a bug), the answer is the envelope with the status of its code.
 * Nothing internal (stack, SQL, file paths) is ever sent; unexpected errors are logged instead.
 */
import type { ErrorRequestHandler, Request } from "express";
import type { Logger } from "pino";
import { AppError, envelopeOf, validationError, type FieldProblem } from "../errors.ts";
import { withScreenedQuery } from "./query-screen.ts";
import { hasBody, MISSING_BODY, NOT_JSON_BODY } from "./request-body.ts";
import { toFieldProblems, type ValidatorIssue } from "./validation-messages.ts";

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  errors?: ValidatorIssue[];
  message?: string;
  headers?: Record<string, string>;
  /** body-parser: the raw body of a parse failure; zlib: the decompression error's code. */
  body?: unknown;
  code?: string;
}

function isJson(text: unknown): boolean {
  if (typeof text !== "string") return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export interface ErrorMiddlewareOptions {
  logger: Logger;
  /** Lets an operation explain a failed `oneOf` better than AJV can (POST /v1/withdrawals). */
  explainBody?: (req: Request) => AppError | undefined;
  /**
   * The problems the operation's own field rules find in a body the schema refused, besides those
   * `reported` (server/usecases/field-rules.ts): one answer lists every field that failed.
   */
  moreProblems?: (req: Request, reported: FieldProblem[]) => FieldProblem[];
  /**
   * The problem of a money literal JSON.parse changed (server/http/exact-numbers.ts): `1e-400`
   * reaches the schema as 0, which AJV calls "not greater than 0"; what is wrong is the literal.
   */
  inexactMoney?: (req: Request) => FieldProblem | undefined;
}

/** The schema's problems with the inexact money literal's own in place of what AJV said of the number it was read as. */
function withInexactMoney(req: Request, details: FieldProblem[], options: ErrorMiddlewareOptions): FieldProblem[] {
  const inexact = options.inexactMoney?.(req);
  if (!inexact) return details;
  const at = details.findIndex((d) => d.field === inexact.field);
  if (at < 0) return [...details, inexact];
  return [...details.slice(0, at), inexact, ...details.slice(at + 1).filter((d) => d.field !== inexact.field)];
}

/** A body that does not decompress as its Content-Encoding says (gzip, deflate, br): zlib's error, given status 400 by the body parser. */
export function isDecompressionError(error: unknown): boolean {
  const e = (error ?? {}) as HttpLikeError;
  return (e.status ?? e.statusCode) === 400 && typeof e.code === "string" && /^(Z_|ERR__ERROR_)/.test(e.code);
}

/** Maps any thrown value to the AppError to answer with. */
export function toAppError(error: unknown, req: Request, options: ErrorMiddlewareOptions): AppError {
  if (error instanceof AppError) return error;
  const authError = (req as Request & { authError?: AppError }).authError;
  if (authError) return authError;
  const e = (error ?? {}) as HttpLikeError;
  const status = e.status ?? e.statusCode;
  if (e.type === "entity.parse.failed") {
    // The parser also refuses well-formed JSON that is not an object or array (`null`, `"x"`, `1`):
    // that is a body of the wrong type, answered as `[]` is, not malformed JSON.
    if (isJson(e.body)) return validationError([{ field: "body", error: "Deve ser do tipo objeto." }]);
    return new AppError("INVALID_JSON", "O corpo da requisição não é um JSON válido.");
  }
  if (isDecompressionError(e)) {
    return new AppError("INVALID_JSON", "O corpo da requisição não pôde ser lido conforme o cabeçalho Content-Encoding.");
  }
  if (e.type === "entity.too.large" || status === 413) return new AppError("REQUEST_TOO_LARGE", "O corpo da requisição excede o limite de 1 MiB.");
  if (e.type === "encoding.unsupported") {
    return new AppError("UNSUPPORTED_MEDIA_TYPE", "Content-Encoding não suportado: envie o corpo sem compressão, ou com gzip, deflate ou br.");
  }
  if (e.type === "entity.utf8.invalid") return new AppError("INVALID_JSON", "O corpo da requisição não é UTF-8 válido.");
  if (e.type === "entity.json.duplicate") {
    const member = String((e as { member?: unknown }).member);
    const shown = member.length > 64 ? `${member.slice(0, 64)}…` : member;
    return new AppError("INVALID_JSON", `O corpo da requisição repete o nome "${shown}" num mesmo objeto (RFC 7493): não se sabe qual valor vale.`);
  }
  if (e.type === "entity.unicode.invalid") {
    return new AppError("INVALID_JSON", "O corpo da requisição contém um escape \\u de surrogate sem par, que não representa um caractere (RFC 7493).");
  }
  if (e.type === "transfer.unsupported") {
    return new AppError("UNSUPPORTED_MEDIA_TYPE", "Transfer-Encoding não suportado: envie o corpo com Content-Length ou apenas chunked.");
  }
  if (e.type === "charset.unsupported") return new AppError("UNSUPPORTED_MEDIA_TYPE", "Charset não suportado: o corpo deve estar em UTF-8.");
  if (status === 415) {
    // The validator answers 415 to a request without Content-Type to an operation whose body is
    // required; with no body at all, what is wrong is the missing body, as with the header sent.
    if (!hasBody(req)) return validationError([MISSING_BODY]);
    return new AppError("UNSUPPORTED_MEDIA_TYPE", NOT_JSON_BODY);
  }
  if (status === 404) return new AppError("NOT_FOUND", "Rota não encontrada.");
  if (status === 405) {
    // RFC 9110: a 405 lists the methods the route has; the validator names them in lower case.
    // A route with GET also answers HEAD (app.ts).
    const methods = e.headers?.Allow?.split(",").map((m) => m.trim().toUpperCase()).filter(Boolean) ?? [];
    if (methods.includes("GET") && !methods.includes("HEAD")) methods.splice(methods.indexOf("GET") + 1, 0, "HEAD");
    const allow = methods.join(", ");
    return new AppError("METHOD_NOT_ALLOWED", "Método não permitido para esta rota.", null, allow ? { Allow: allow } : {});
  }
  if (status === 401) return new AppError("UNAUTHORIZED", "Falha na autenticação: chave ou segredo inválidos.");
  if (status === 400 && Array.isArray(e.errors)) {
    // An empty body fails as "every required field missing": it is one missing body, as it is
    // answered without a Content-Type (below) and by the dispatcher.
    if (!hasBody(req)) {
      const others = e.errors.filter((issue) => !/^[./]?body\b/.test(issue.path));
      if (others.length < e.errors.length) return validationError([...toFieldProblems(others), MISSING_BODY]);
    }
    const explained = options.explainBody?.(req);
    if (explained && (explained.code !== "VALIDATION_ERROR" || !explained.details)) return explained;
    const reported = explained?.details ?? toFieldProblems(e.errors, req.body);
    const details = withInexactMoney(req, [...reported, ...(options.moreProblems?.(req, reported) ?? [])], options);
    // A header sent twice reaches us joined into one list ("a, b", as HTTP reads it), which no
    // ULID pattern matches: say what is wrong with it, not that it is no ULID.
    if (req.get("x-api-wallet")?.includes(",")) {
      for (const d of details) if (d.field === "X-Api-Wallet") d.error = "Envie um único X-Api-Wallet, com um só identificador de carteira.";
    }
    return validationError(details.length > 0 ? details : [{ field: "body", error: "Requisição inválida." }]);
  }
  if (status === 400) return validationError([{ field: "body", error: "Requisição inválida." }]);
  return new AppError("INTERNAL_ERROR", "Erro interno. Tente novamente mais tarde.");
}

export function errorMiddleware(options: ErrorMiddlewareOptions): ErrorRequestHandler {
  return (error, req, res, _next) => {
    // Query parameters the screen took out of the validator's sight join any validation error.
    const appError = withScreenedQuery(req, toAppError(error, req, options));
    if (appError.code === "INTERNAL_ERROR") {
      options.logger.error({ err: error, requestId: (req as Request & { requestId?: string }).requestId }, "request failed");
    }
    if (res.headersSent) return;
    res.status(appError.status).set(appError.headers).json(envelopeOf(appError));
  };
}
