/**
 * The copy of the contract express-openapi-validator gets (openapi-document.ts, forTheValidator):
 * every reference written out but the error bodies', so that the validator walks and compiles a
 * small document on each operation's first request and compiles only the error bodies at start,
 * and it still says everything the contract says.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadOpenApiDocument } from "../../server/http/openapi-document.ts";

type Node = Record<string, unknown>;

function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsIn(item, found);
  else if (node && typeof node === "object") {
    const ref = (node as Node).$ref;
    if (typeof ref === "string") found.push(ref);
    for (const value of Object.values(node)) refsIn(value, found);
  }
  return found;
}

/** A schema with its references followed, as plain data (what a validator sees through them). */
function resolved(node: unknown, schemas: Node): unknown {
  if (Array.isArray(node)) return node.map((n) => resolved(n, schemas));
  if (!node || typeof node !== "object") return node;
  const ref = (node as Node).$ref;
  if (typeof ref === "string") return resolved(schemas[ref.split("/").pop()!], schemas);
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolved(v, schemas)]));
}

test("the validator's copy keeps references only to the error bodies, which it holds; parameters are written out", () => {
  const doc = loadOpenApiDocument();
  const copy = doc.forValidation as { paths: Record<string, Record<string, { parameters?: Node[]; responses: Record<string, { content?: Record<string, { schema: Node }> }> }>>; components: { schemas: Node } };
  const kept = Object.keys(copy.components.schemas);
  assert.ok(kept.length >= 5 && kept.every((name) => /Error$/.test(name)), kept.join(", "));
  const refs = new Set(refsIn(copy.paths).concat(refsIn(copy.components)));
  assert.deepEqual([...refs].sort(), kept.map((name) => `#/components/schemas/${name}`).sort());
  for (const [path, item] of Object.entries(copy.paths)) {
    for (const [method, op] of Object.entries(item)) {
      for (const p of op.parameters ?? []) assert.equal(typeof p.name, "string", `${method} ${path}: a parameter left as a reference`);
      for (const [status, response] of Object.entries(op.responses)) {
        for (const media of Object.values(response.content ?? {})) {
          if (Number(status) >= 400) assert.match(String(media.schema.$ref), /^#\/components\/schemas\/\w+Error$/, `${method} ${path} ${status}`);
        }
      }
    }
  }
});

test("the validator's copy says what the contract says: every operation, parameter and body schema, followed through its references", () => {
  const doc = loadOpenApiDocument();
  const bundled = doc.bundled as { paths: Node; components: { schemas: Node; parameters: Node } };
  const copy = doc.forValidation as { paths: Node; components: { schemas: Node } };
  const withParameters = (paths: unknown) => resolved(paths, { ...bundled.components.schemas, ...bundled.components.parameters });
  assert.deepEqual(resolved(copy.paths, copy.components.schemas), withParameters(bundled.paths));
});
