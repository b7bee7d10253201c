/**
 * Every non-integer number of the contract is `format: decimal` (the OpenAPI format registry's exact
 * decimal): money, prices, fee percentages and split percents. Generators map it to an exact type
 * (Java BigDecimal, C# decimal); `double`, the previous format, gave Java users binary floating
 * point for money.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadOpenApi, type Json } from "../helpers/contract.ts";

test("every number schema of the contract is format decimal", () => {
  const numbers: { at: string; format: unknown }[] = [];
  const walk = (node: Json, at: string): void => {
    if (Array.isArray(node)) return node.forEach((child, i) => walk(child, `${at}/${i}`));
    if (node === null || typeof node !== "object") return;
    if (node.type === "number" || (Array.isArray(node.type) && node.type.includes("number"))) numbers.push({ at, format: node.format });
    for (const [key, value] of Object.entries(node)) if (key !== "examples" && key !== "example") walk(value, `${at}/${key}`);
  };
  walk(loadOpenApi(), "#");
  assert.ok(numbers.length >= 10, `found ${numbers.length} number schemas`);
  assert.deepEqual(numbers.filter((n) => n.format !== "decimal"), []);
});
