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

test("generators and docs pages get the same texts: x-enum-descriptions in enum order, x-enumDescriptions except on the per-status error codes", () => {
  for (const [name, schema] of Object.entries(schemas) as [string, Schema & Record<string, unknown>][]) {
    const lines = memberLines(name);
    if (lines.size === 0) continue;
    assert.deepEqual(schema["x-enum-descriptions"], schema.enum!.map((value) => lines.get(value) ?? ""), name);
    const perStatus = name !== "ErrorCode" && schema.enum!.every((code) => memberLines("ErrorCode").has(code));
    assert.deepEqual(schema["x-enumDescriptions"], perStatus ? undefined : Object.fromEntries(lines), name);
  }
  assert.ok(schemas.TransactionType && "x-enumDescriptions" in schemas.TransactionType);
  assert.ok(schemas.BadRequestCode && !("x-enumDescriptions" in schemas.BadRequestCode));
});

test("the docs page explains every error code once, after the table of statuses", async () => {
  const page = await readFile(join(repoRoot, "generated", "docs.html"), "utf8");
  const embedded = /<script id="openapi-document" type="application\/json">(.*?)<\/script>/s.exec(page);
  const description = (JSON.parse(embedded![1]!) as { info: { description: string } }).info.description;
  const section = description.slice(description.indexOf("## Error codes"));
  for (const [code, text] of memberLines("ErrorCode")) assert.ok(section.includes(`- \`${code}\`: ${text}`), code);
});
