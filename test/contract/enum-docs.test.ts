/**
 * What each enum value means reaches the published document: TypeSpec drops enum members' doc
 * comments, and the build writes them into the enum's description (scripts/build.ts).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { repoRoot } from "../helpers/contract.ts";

type Schema = { enum?: string[]; description?: string };
const doc = JSON.parse(await readFile(join(repoRoot, "generated", "openapi.json"), "utf8")) as { components: { schemas: Record<string, Schema> } };
const schemas = doc.components.schemas;

/** The `- \`value\`: text` lines of an enum's description. */
function memberLines(name: string): Map<string, string> {
  const description = schemas[name]?.description ?? "";
  return new Map([...description.matchAll(/^- `([^`]+)`: (.+)$/gm)].map((m) => [m[1]!, m[2]!]));
}

test("every error code, webhook event type and ledger movement type is described in its enum", () => {
  for (const name of ["ErrorCode", "WebhookEventType", "TransactionType"]) {
    const lines = memberLines(name);
    assert.deepEqual([...lines.keys()], schemas[name]!.enum, name);
    for (const [value, text] of lines) assert.ok(text.length > 10, `${name}.${value}`);
  }
});

test("error codes the API reference does not name are marked designed; the ones it names are not", () => {
  // reference part 7: the codes it names (HTTP 400/401 it gives without a code).
  const fromReference = new Set(["VALIDATION_ERROR", "PAYLOAD_NOT_FOUND", "SPLIT_SELF_REFERENCE", "SPLIT_EXCEEDS_DEPOSIT", "WALLET_KYC_NOT_APPROVED", "WALLET_KYC_REJECTED_TERMINAL", "WALLET_HAS_BALANCE"]);
  for (const [code, text] of memberLines("ErrorCode")) {
    assert.equal(/^Designed\b/.test(text), !fromReference.has(code), `${code}: ${text}`);
  }
  // Each per-status enum lists the same lines for its own codes.
  for (const [name, schema] of Object.entries(schemas)) {
    if (!/Code$/.test(name) || name === "ErrorCode" || !schema.enum?.every((code) => memberLines("ErrorCode").has(code))) continue;
    assert.deepEqual([...memberLines(name).keys()], schema.enum, name);
  }
});
