/**
 * express-openapi-validator 5.6.2 finds the operation of a request by compiling the regular
 * expression of every route of the document, in turn, on every request (`lookupRoute` in
 * dist/middlewares/openapi.metadata.js calls path-to-regexp's `pathToRegexp` inside its loop): with
 * 41 paths that was 8% of a read's CPU in a profile. `pathToRegexp` is a pure function of its
 * arguments and its result is only read, so it is memoised here on the shared path-to-regexp
 * module the validator requires. Express's router compiles its routes once and is unaffected.
 */
import { createRequire } from "node:module";

/** The options path-to-regexp 8 reads; the cache key is built from them, not from a JSON dump. */
type PathToRegexp = (path: unknown, options?: { sensitive?: boolean; strict?: boolean; end?: boolean; trailing?: boolean; delimiter?: string; start?: boolean }) => unknown;

const require = createRequire(import.meta.url);
const MARK = Symbol.for("payments-api.pathToRegexp.memoised");

export function memoiseRouteRegexps(): void {
  const module = require("path-to-regexp") as { pathToRegexp: PathToRegexp; [MARK]?: true };
  if (module[MARK]) return;
  const original = module.pathToRegexp;
  const cache = new Map<string, unknown>();
  module.pathToRegexp = (path, options) => {
    if (typeof path !== "string") return original(path, options);
    const o = options ?? {};
    const key = `${path}\u0000${o.sensitive}\u0000${o.strict}\u0000${o.end}\u0000${o.trailing}\u0000${o.delimiter}\u0000${o.start}`;
    let compiled = cache.get(key);
    if (compiled === undefined) {
      compiled = original(path, options);
      if (cache.size < 10_000) cache.set(key, compiled);
    }
    return compiled;
  };
  module[MARK] = true;
}
