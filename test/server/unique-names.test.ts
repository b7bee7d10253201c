/** assertUniqueNames (server/http/request-body.ts): a JSON text naming a member twice in one object is refused, and only that. */
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { assertUniqueNames } from "../../server/http/request-body.ts";

test("no text JSON.stringify writes is refused: it never names a member twice", () => {
  fc.assert(fc.property(fc.json({ depthSize: "medium" }), (text) => assertUniqueNames(text)), { numRuns: 3000 });
  fc.assert(fc.property(fc.dictionary(fc.string({ unit: "binary" }), fc.jsonValue()), (value) => assertUniqueNames(JSON.stringify(value))), { numRuns: 2000 });
});

test("a member named twice in any object, at any depth, however escaped, is refused", () => {
  fc.assert(
    fc.property(fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 }), fc.jsonValue(), fc.nat({ max: 6 }), (value, again, depth) => {
      const name = Object.keys(value)[0]!;
      const escaped = JSON.stringify(name).replace(/[a-z]/, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
      let text = `${JSON.stringify(value).slice(0, -1)},${escaped}:${JSON.stringify(again)}}`;
      for (let i = 0; i < depth; i++) text = i % 2 ? `[1,${text}]` : `{"k${i}":${text}}`;
      assert.throws(() => assertUniqueNames(text), (e: { type?: string; member?: string }) => e.type === "entity.json.duplicate" && e.member === name);
    }),
    { numRuns: 2000 },
  );
});

test("names are per object: the same name in sibling and nested objects, or as a value, is fine", () => {
  for (const text of ['{"a":{"a":1},"b":{"a":2}}', '[{"a":1},{"a":2}]', '{"a":"a","b":["a","a"]}', '{"a\\"b":1,"a":2}', '{"":1,"x":{"":2}}']) assertUniqueNames(text);
  assert.throws(() => assertUniqueNames('{"":1,"":2}'));
  assert.throws(() => assertUniqueNames('{"a\\"b":1,"a\\u0022b":2}'));
});
