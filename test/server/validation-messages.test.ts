/** The Portuguese `details` the server makes of the validator's errors (server/http/validation-messages.ts). */
import { test } from "node:test";
import assert from "node:assert/strict";
import { toFieldProblems } from "../../server/http/validation-messages.ts";
import { loadOpenApi, type Json, type JsonObject } from "../helpers/contract.ts";

const issue = (keyword: string, message: string, path = "/body/x") => ({ path, message, errorCode: `${keyword}.openapi.validation` });

/** Every `pattern` a request can be checked against: request bodies and parameters, through `$ref`s. */
function requestPatterns(doc: JsonObject): Set<string> {
  const found = new Set<string>();
  const seen = new Set<Json>();
  const resolve = (ref: string): Json => ref.slice(2).split("/").reduce<Json>((node, key) => (node as JsonObject)[key], doc);
  const walk = (node: Json): void => {
    if (!node || typeof node !== "object" || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node.$ref === "string") walk(resolve(node.$ref));
    if (typeof node.pattern === "string") found.add(node.pattern);
    for (const [key, value] of Object.entries(node)) if (key !== "examples" && key !== "example") walk(value);
  };
  for (const item of Object.values(doc.paths as JsonObject)) {
    for (const op of Object.values(item as JsonObject)) {
      const operation = op as JsonObject;
      walk(operation.parameters ?? null);
      walk(operation.requestBody ?? null);
    }
  }
  return found;
}

test("every pattern a request is checked against has its own message, so none is told only 'Formato inválido.'", () => {
  const patterns = requestPatterns(loadOpenApi());
  assert.ok(patterns.size >= 7, `found ${patterns.size} patterns`);
  for (const pattern of patterns) {
    const [problem] = toFieldProblems([issue("pattern", `must match pattern "${pattern}"`)]);
    assert.notEqual(problem.error, "Formato inválido.", pattern);
  }
});

test("a field breaking several rules gets one item: the most basic rule first, then the most telling", () => {
  const cases: [issues: ReturnType<typeof issue>[], error: string][] = [
    // Wrong type before anything about its value.
    [[issue("type", "must be integer"), issue("minimum", "must be >= 60"), issue("format", 'must match format "int32"')], "Deve ser do tipo número inteiro."],
    // Not a URL at all: the format, not the narrower scheme pattern.
    [[issue("pattern", String.raw`must match pattern "^[Hh][Tt][Tt][Pp][Ss]?:(?:[A-Za-z0-9._~:/?#@!$&'()*+,;=\[\]-]|%[0-9A-Fa-f]{2})*$"`), issue("format", 'must match format "uri"')], "Deve ser uma URL absoluta."],
    // A pattern with a message of its own says more than a length.
    [[issue("minLength", "must NOT have fewer than 4 characters"), issue("pattern", 'must match pattern "^[0-7][0-9A-HJKMNP-TV-Z]{25}$"')], "Deve ser um ULID válido."],
    // An empty text is told it is empty.
    [[issue("minLength", "must NOT have fewer than 1 characters"), issue("pattern", 'must match pattern "^[0-7][0-9A-HJKMNP-TV-Z]{25}$"')], "Deve ter no mínimo 1 caractere."],
    // The maximum, not the 32-bit bound, for a number over both.
    [[issue("format", 'must match format "int32"'), issue("maximum", "must be <= 100")], "Deve ser no máximo 100."],
    // A generic pattern says less than a length.
    [[issue("pattern", 'must match pattern "^x+$"'), issue("maxLength", "must NOT have more than 5 characters")], "Deve ter no máximo 5 caracteres."],
  ];
  for (const [issues, error] of cases) {
    assert.deepEqual(toFieldProblems(issues), [{ field: "x", error }], JSON.stringify(issues));
    assert.deepEqual(toFieldProblems([...issues].reverse()), [{ field: "x", error }], `reversed: ${JSON.stringify(issues)}`);
  }
});

test("fields keep the order the validator first named them in", () => {
  const problems = toFieldProblems([issue("required", "must have required property 'b'", "/body/b"), issue("type", "must be string", "/body/a"), issue("minLength", "must NOT have fewer than 2 characters", "/body/b")]);
  assert.deepEqual(problems.map((p) => p.field), ["b", "a"]);
  assert.equal(problems[0].error, "Campo obrigatório.");
});
