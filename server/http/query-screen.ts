/**
 * The query as the validator reads it. Each pair is written in its canonical encoding, and the
 * parameters the validator would stop at are taken out: an unknown name, a declared one sent empty
 * (`?limit=`, `?limit`) or sent twice. express-openapi-validator throws at the first of these,
 * before checking anything else, so `?foo=1&limit=0` named only `foo` and a POST with `?foo=1`
 * hid every problem of its body. The screen takes them out of the URL the validator reads and
 * keeps one problem for each; they are answered together with every other problem of the
 * request, in one VALIDATION_ERROR (`withScreenedQuery`), or alone when there is no other.
 *
 * An integer parameter must also be written in decimal digits (a leading `-` allowed, so that a
 * negative page is told the minimum): the validator's type coercion is JavaScript's Number(), which
 * read `?page=0x10` as 16, `?limit=1e1` as 10 and `?page=%201` as 1.
 */
import type { NextFunction, Request, Response } from "express";
import { validationError, type AppError, type FieldProblem } from "../errors.ts";

type Parameter = { in?: string; name?: string; schema?: { type?: unknown } };
type ScreenedRequest = Request & {
  openapi?: { schema?: { parameters?: Parameter[] } };
  queryProblems?: FieldProblem[];
};

/** An operation's query parameters by name: true for an integer one. */
type Declared = ReadonlyMap<string, boolean>;
const declaredByOperation = new WeakMap<object, Declared>();

function declaredQuery(schema: { parameters?: Parameter[] }): Declared {
  let declared = declaredByOperation.get(schema);
  if (!declared) {
    const query = (schema.parameters ?? []).filter((p) => p.in === "query" && p.name);
    declared = new Map(query.map((p) => [p.name as string, p.schema?.type === "integer"]));
    declaredByOperation.set(schema, declared);
  }
  return declared;
}

const DECIMAL_INTEGER = /^-?[0-9]+$/;

/**
 * encodeURIComponent, and also `!'()*`, which it leaves as they are (RFC 3986 counts them reserved
 * sub-delims): the validator refused them, so a wallet created with `externalId: "loja(1)"` could
 * not be found by `?externalId=loja%281%29` (fuzz audit).
 */
const encodeAll = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * One `name=value` pair, decoded, and written again with encodeAll: the validator refuses
 * reserved characters left unencoded (OpenAPI's allowReserved: false), so
 * `?createdFrom=2026-11-21T14:03:07.123Z` typed by hand would fail although it means exactly what
 * the encoded form means. A pair that does not decode is kept as sent (the validator judges it).
 */
function readPair(pair: string): { name: string; value: string | undefined; canonical: string } {
  const eq = pair.indexOf("=");
  const [rawName, rawValue] = eq < 0 ? [pair, undefined] : [pair.slice(0, eq), pair.slice(eq + 1)];
  const decode = (t: string) => decodeURIComponent(t.replace(/\+/g, " "));
  try {
    const name = decode(rawName);
    const value = rawValue === undefined ? undefined : decode(rawValue);
    return { name, value, canonical: value === undefined ? encodeAll(name) : `${encodeAll(name)}=${encodeAll(value)}` };
  } catch {
    return { name: rawName, value: rawValue, canonical: pair };
  }
}

/**
 * Runs after the validator has found the operation (req.openapi) and before it checks the
 * request: the query the validator reads is the canonical form of the declared, non-empty,
 * unrepeated parameters; the others become the request's query problems.
 */
export function screenQuery(req: Request, _res: Response, next: NextFunction): void {
  const r = req as ScreenedRequest;
  const schema = r.openapi?.schema;
  const i = req.originalUrl.indexOf("?");
  if (!schema || i < 0) return next();
  const declared = declaredQuery(schema);
  const pairs = req.originalUrl.slice(i + 1).split("&").filter((p) => p !== "").map(readPair);
  const count = new Map<string, number>();
  for (const { name } of pairs) count.set(name, (count.get(name) ?? 0) + 1);
  // One problem per field, the first found (a Map, not a search of the list: a 16 KB URL holds
  // some 2,000 names, and this runs before authentication).
  const problems = new Map<string, FieldProblem>();
  const kept: string[] = [];
  for (const { name, value, canonical } of pairs) {
    let error: string | undefined;
    if (!declared.has(name)) error = "Parâmetro desconhecido.";
    else if ((count.get(name) ?? 0) > 1) error = "Parâmetro repetido: envie um único valor.";
    else if (!value) error = "Parâmetro sem valor: informe um valor ou omita o parâmetro.";
    else if (declared.get(name) && !DECIMAL_INTEGER.test(value)) error = "Deve ser um número inteiro, escrito só com dígitos.";
    const field = name || "query";
    if (error === undefined) kept.push(canonical);
    else if (!problems.has(field)) problems.set(field, { field, error });
  }
  if (problems.size > 0) r.queryProblems = [...problems.values()];
  const query = kept.length > 0 ? `?${kept.join("&")}` : "";
  req.originalUrl = req.originalUrl.slice(0, i) + query;
  const j = req.url.indexOf("?");
  if (j >= 0) req.url = req.url.slice(0, j) + query;
  next();
}

/** The screened query problems of a request, if any. */
export function queryProblemsOf(req: Request): FieldProblem[] {
  return (req as ScreenedRequest).queryProblems ?? [];
}

/**
 * A VALIDATION_ERROR with the screened query problems added, first, as the validator named query
 * parameters first. A field the error already names keeps its own item (one item per field).
 */
export function withScreenedQuery(req: Request, error: AppError): AppError {
  const screened = queryProblemsOf(req);
  if (screened.length === 0 || error.code !== "VALIDATION_ERROR") return error;
  const details = error.details ?? [];
  const named = new Set(details.map((p) => p.field));
  return validationError([...screened.filter((p) => !named.has(p.field)), ...details]);
}
