/**
 * express-openapi-validator 5.6.2 finds each request's operation (`lookupRoute` in
 * dist/middlewares/openapi.metadata.js) by walking every path of the document and, for each one,
 * rebuilding its route pair, re-reading both documents, asking the app twice for its routing
 * flags and compiling the path's regular expression: 41 paths of that on every request, 4 to 6%
 * of a read's CPU in a profile even with the expressions memoised. Nothing it reads changes after
 * the validator is installed, so this module installs the same middleware with the walk
 * precomputed: one entry per path (its expression per routing-flag pair, its operation and
 * response schemas per method), tried in the validator's own order, first match wins. What the
 * middleware answers is unchanged: the same `req.openapi`, `req.params`, 404 and 405 (with Allow)
 * and malformed-URI 400 (status and message), as test/server/route-lookup.test.ts checks against
 * the original. One addition: the malformed-URI error's issue names the parameter that did not
 * decode (`/params/id`), where the original named the whole path, so the answer's `details` say
 * `id` (test/server/auth-and-errors.test.ts).
 *
 * Only the exact version this was read from is patched: another version keeps its own lookup
 * (correct, slower), and that test fails so the next reader compares the two again.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
export const PATCHED_VERSION = "5.6.2";

type Req = {
  path: string;
  baseUrl: string;
  url: string;
  originalUrl: string;
  method: string;
  params: unknown;
  openapi?: unknown;
  app: { enabled(setting: string): boolean };
};
type Next = (error?: unknown) => void;
type Methods = Record<string, unknown> & { basePath: string };
interface Context {
  expressRouteMap: Record<string, Methods>;
  openApiRouteMap: Record<string, Methods>;
  apiDoc: { paths: Record<string, Record<string, unknown>> };
  useRequestUrl: boolean;
  ignoreUndocumented: boolean;
  serial: number;
  shouldIgnoreRoute(path: string): boolean;
  isManagedRoute(path: string): boolean;
  routePair(route: string): { expressRoute: string; openApiRoute: string } | null;
}
type ResponseDoc = { paths: Record<string, Record<string, unknown>> } | undefined;
type Issue = { path: string; message: string; errorCode?: string };
type HttpError = new (init: { path: string; message: string; headers?: Record<string, string>; errors?: Issue[] }) => Error;

interface Entry {
  expressRoute: string;
  openApiRoute: string;
  operations: Record<string, unknown>;
  responses: Record<string, unknown> | undefined;
  /** The compiled expression per (sensitive, strict) pair, compiled on first use. */
  compiled: ({ regexp: RegExp; keys: string[] } | undefined)[];
}

/** The validator's package folder, found from its main entry (it declares no `exports`). */
function packageDir(): string {
  return join(dirname(require.resolve("express-openapi-validator")), "..");
}

export function installedValidatorVersion(): string {
  return (require(join(packageDir(), "package.json")) as { version: string }).version;
}

/** The middleware the validator installs, with the route walk precomputed. */
function precomputedOpenApiMetadata(openApiContext: Context, responseApiDoc: ResponseDoc): (req: Req, res: unknown, next: Next) => void {
  const dist = join(packageDir(), "dist");
  const { pathToRegexp } = require("path-to-regexp") as { pathToRegexp: (path: string, options: { sensitive: boolean; strict: boolean; trailing: boolean }) => { regexp: RegExp; keys: { name: string }[] } };
  const types = require(join(dist, "framework", "types.js")) as { MethodNotAllowed: HttpError; NotFound: HttpError; BadRequest: HttpError };
  const { httpMethods } = require(join(dist, "middlewares", "parsers", "schema.preprocessor.js")) as { httpMethods: Set<string> };

  let entries: Entry[] | undefined;
  const build = (): Entry[] =>
    Object.entries(openApiContext.expressRouteMap).map(([expressRoute, methods]) => {
      const openApiRoute = openApiContext.routePair(expressRoute)!.openApiRoute;
      const pathKey = openApiRoute.substring(methods.basePath.length);
      return { expressRoute, openApiRoute, operations: openApiContext.apiDoc.paths[pathKey], responses: responseApiDoc?.paths[pathKey], compiled: [] };
    });

  const lookupRoute = (req: Req) => {
    const path = (openApiContext.useRequestUrl ? req.url : req.originalUrl).split("?")[0];
    const method = req.method.toLowerCase();
    const sensitive = !!req.app.enabled("case sensitive routing");
    const strict = !!req.app.enabled("strict routing");
    const slot = (sensitive ? 2 : 0) + (strict ? 1 : 0);
    for (const entry of (entries ??= build())) {
      let compiled = entry.compiled[slot];
      if (!compiled) {
        // path-to-regexp 8 has no `strict` (the validator's own lookup passes it, to no effect):
        // `trailing: false` is what keeps /v1/deposits/ from matching /v1/deposits, as Express's
        // router does under "strict routing".
        const { regexp, keys } = pathToRegexp(entry.expressRoute, { sensitive, strict, trailing: !strict });
        compiled = entry.compiled[slot] = { regexp, keys: keys.map((k) => k.name) };
      }
      const found = compiled.regexp.exec(path);
      if (!found) continue;
      const pathParams: Record<string, string> = {};
      for (let i = 0; i < compiled.keys.length; i++) {
        try {
          pathParams[compiled.keys[i]] = decodeURIComponent(found[i + 1]);
        } catch {
          // The original's status and message; its one issue names the parameter (`id`), not the
          // whole path, so the answer's details say which field is wrong.
          const issue = { path: `/params/${compiled.keys[i]}`, message: `malformed uri'`, errorCode: "malformedUri" };
          throw new types.BadRequest({ path: req.path, message: issue.message, errors: [issue] });
        }
      }
      return { expressRoute: entry.expressRoute, openApiRoute: entry.openApiRoute, pathParams, schema: entry.operations[method], _responseSchema: entry.responses?.[method] };
    }
    return null;
  };

  // The body below is the original's, line for line, around the faster lookup.
  return (req, _res, next) => {
    const path = req.path.startsWith(req.baseUrl) ? req.path : `${req.baseUrl}/${req.path}`;
    if (openApiContext.shouldIgnoreRoute(path)) return next();
    const matched = lookupRoute(req);
    if (matched) {
      const { expressRoute, openApiRoute, pathParams, schema } = matched;
      if (!schema) {
        if (openApiContext.ignoreUndocumented) return next();
        throw new types.MethodNotAllowed({
          path: req.path,
          message: `${req.method} method not allowed`,
          headers: { Allow: Object.keys(openApiContext.openApiRouteMap[openApiRoute]).filter((key) => httpMethods.has(key.toLowerCase())).join(", ") },
        });
      }
      const openapi: Record<string, unknown> = { expressRoute, openApiRoute, pathParams, schema, serial: openApiContext.serial };
      req.openapi = openapi;
      req.params = pathParams;
      if (responseApiDoc) openapi._responseSchema = matched._responseSchema;
    } else if (openApiContext.isManagedRoute(path) && !openApiContext.ignoreUndocumented) {
      throw new types.NotFound({ path: req.path, message: "not found" });
    }
    next();
  };
}

/**
 * Makes the validator install the precomputed lookup (call before `OpenApiValidator.middleware`).
 * Returns whether it did: false on any other version of the validator.
 */
export function precomputeRouteLookup(): boolean {
  if (installedValidatorVersion() !== PATCHED_VERSION) return false;
  // Installing twice (every createApp calls this) assigns the same function again.
  const metadata = require(join(packageDir(), "dist", "middlewares", "openapi.metadata.js")) as { applyOpenApiMetadata: unknown };
  metadata.applyOpenApiMetadata = precomputedOpenApiMetadata;
  return true;
}
