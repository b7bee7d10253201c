/**
 * express-openapi-validator 5.6.2 finds the operation of a request by compiling the regular
 * expression of every route of the document, in turn, on every request (`lookupRoute` in
 * dist/middlewares/openapi.metadata.js calls path-to-regexp's `pathToRegexp` inside its loop): with
 * 41 paths that was 8% of a read's CPU in a profile. `pathToRegexp` is a pure function of its
 * arguments and its result is only read, so it is memoised here on the shared path-to-regexp
 * module the validator requires. Express's router compiles its routes once and is unaffected.
 */
import { createRequire } from "node:module";

/** The options path-to-regexp 8 reads. */
type PathToRegexp = (path: unknown, options?: { sensitive?: boolean; strict?: boolean; end?: boolean; trailing?: boolean; delimiter?: string; start?: boolean }) => unknown;

const require = createRequire(import.meta.url);
const MARK = Symbol.for("payments-api.pathToRegexp.memoised");

export function memoiseRouteRegexps(): void {
  const module = require("path-to-regexp") as { pathToRegexp: PathToRegexp; [MARK]?: true };
  if (module[MARK]) return;
  const original = module.pathToRegexp;
  // Keyed by path, then by the two flags the validator passes (it calls this once per route per
  // request, so the key is not built as a string each time); other options are not cached.
  const cache = new Map<string, unknown[]>();
  module.pathToRegexp = (path, options) => {
    const o = options ?? {};
    if (typeof path !== "string" || o.end !== undefined || o.trailing !== undefined || o.delimiter !== undefined || o.start !== undefined) return original(path, options);
    let variants = cache.get(path);
    if (variants === undefined) {
      if (cache.size >= 10_000) return original(path, options);
      cache.set(path, (variants = []));
    }
    const slot = (o.sensitive ? 2 : 0) + (o.strict ? 1 : 0);
    return (variants[slot] ??= original(path, options));
  };
  module[MARK] = true;
}
