/** The memoised path-to-regexp the validator's route lookup calls once per route per request. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { memoiseRouteRegexps } from "../../server/http/route-regexp-cache.ts";

type Compiled = { regexp: RegExp; keys: { name: string }[] };
const require = createRequire(import.meta.url);

test("a route compiles once per path and flags, and matches as path-to-regexp's own result does", () => {
  memoiseRouteRegexps();
  const { pathToRegexp } = require("path-to-regexp") as { pathToRegexp: (path: string, options?: object) => Compiled };
  const a = pathToRegexp("/v1/deposits/:id", { sensitive: false, strict: false });
  assert.equal(pathToRegexp("/v1/deposits/:id", { sensitive: false, strict: false }), a, "the second call returns the compiled route");
  const sensitive = pathToRegexp("/v1/deposits/:id", { sensitive: true, strict: false });
  assert.notEqual(sensitive, a);
  assert.deepEqual(a.keys.map((k) => k.name), ["id"]);
  assert.equal(a.regexp.exec("/V1/DEPOSITS/x")?.[1], "x");
  assert.equal(sensitive.regexp.exec("/V1/DEPOSITS/x"), null, "the case-sensitive variant is its own entry");
  assert.equal(sensitive.regexp.exec("/v1/deposits/x")?.[1], "x");
  const ended = pathToRegexp("/v1/deposits", { end: false });
  assert.notEqual(ended, pathToRegexp("/v1/deposits", {}), "options outside the cache's key are compiled each time");
  assert.ok(ended.regexp.test("/v1/deposits/anything"));
});
