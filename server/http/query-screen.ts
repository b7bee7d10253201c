/**
 * Query parameters the validator would stop at: an unknown name, a declared one sent empty
 * (`?limit=`, `?limit`) or sent twice. express-openapi-validator throws at the first of these,
 * before checking anything else, so `?foo=1&limit=0` named only `foo` and a POST with `?foo=1`
 * hid every problem of its body. The screen takes them out of the URL the validator reads and
 * keeps one problem for each; they are answered together with every other problem of the
 * request, in one VALIDATION_ERROR (`withScreenedQuery`), or alone when there is no other.
 */
import type { NextFunction, Request, Response } from "express";
import { validationError, type AppError, type FieldProblem } from "../errors.ts";

type ScreenedRequest = Request & {
  openapi?: { schema?: { parameters?: { in?: string; name?: string }[] } };
  queryProblems?: FieldProblem[];
};

const declaredByOperation = new WeakMap<object, ReadonlySet<string>>();

function declaredQueryNames(schema: { parameters?: { in?: string; name?: string }[] }): ReadonlySet<string> {
  let names = declaredByOperation.get(schema);
  if (!names) {
    names = new Set((schema.parameters ?? []).filter((p) => p.in === "query" && p.name).map((p) => p.name as string));
    declaredByOperation.set(schema, names);
  }
  return names;
}

function decodedName(pair: string): string {
  const eq = pair.indexOf("=");
  const raw = eq < 0 ? pair : pair.slice(0, eq);
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return raw;
  }
}

/** Runs after the validator has found the operation (req.openapi) and before it checks the request. */
export function screenQuery(req: Request, _res: Response, next: NextFunction): void {
  const r = req as ScreenedRequest;
  const schema = r.openapi?.schema;
  const i = req.originalUrl.indexOf("?");
  if (!schema || i < 0) return next();
  const declared = declaredQueryNames(schema);
  const pairs = req.originalUrl.slice(i + 1).split("&").filter((p) => p !== "");
  const count = new Map<string, number>();
  for (const pair of pairs) count.set(decodedName(pair), (count.get(decodedName(pair)) ?? 0) + 1);
  const problems: FieldProblem[] = [];
  const reported = new Set<string>();
  const kept: string[] = [];
  for (const pair of pairs) {
    const name = decodedName(pair);
    const eq = pair.indexOf("=");
    let error: string | undefined;
    if (!declared.has(name)) error = "Parâmetro desconhecido.";
    else if ((count.get(name) ?? 0) > 1) error = "Parâmetro repetido: envie um único valor.";
    else if (eq < 0 || eq === pair.length - 1) error = "Parâmetro sem valor: informe um valor ou omita o parâmetro.";
    if (error === undefined) {
      kept.push(pair);
      continue;
    }
    if (reported.has(name)) continue;
    reported.add(name);
    problems.push({ field: name === "" ? "query" : name, error });
  }
  if (problems.length === 0) return next();
  r.queryProblems = problems;
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
