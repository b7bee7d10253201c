/**
 * Type tests of the client, with the TypeScript compiler: the positive usage file and the README's
 * examples compile; every line of the negative file after a `@ts-expect-error` fails to compile,
 * and fails for the reason written after the directive (checked on a copy without directives).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repoRoot } from "../helpers/contract.ts";
import { readmeExamples, typeCheck } from "./tsc.ts";

const clientDir = join(repoRoot, "clients/typescript");

const DIRECTIVE = /^(\s*)\/\/ @ts-expect-error (.+)$/;

test("the usage file and the README examples compile; each expected error is there, for its reason", async () => {
  const dir = await mkdtemp(join(tmpdir(), "client-types-"));
  try {
    const toPackage = (source: string) => source.replaceAll('from "../../src/index.js"', 'from "payments-api-client"');
    const usage = await readFile(join(clientDir, "test/types/usage.ts"), "utf8");
    const negative = await readFile(join(clientDir, "test/types/required-fields.ts"), "utf8");
    const expected: { line: number; reason: string }[] = [];
    const stripped = negative
      .split("\n")
      .map((text, index) => {
        const m = DIRECTIVE.exec(text);
        if (!m) return text;
        expected.push({ line: index + 2, reason: m[2]! });
        return `${m[1]}// expected error: ${m[2]}`;
      })
      .join("\n");
    assert.ok(expected.length >= 15, `only ${expected.length} directives found`);
    const examples = await readmeExamples();
    assert.ok(examples.length >= 6, `only ${examples.length} README examples found`);

    const files: Record<string, string> = {
      "usage.ts": toPackage(usage),
      "required-fields.ts": toPackage(negative),
      "required-fields-stripped.ts": toPackage(stripped),
      ...Object.fromEntries(examples.map((code, i) => [`readme-${i + 1}.ts`, code])),
    };
    for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
    await writeFile(join(dir, "package.json"), JSON.stringify({ type: "module", private: true }));
    await writeFile(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          lib: ["ES2023", "DOM"],
          module: "NodeNext",
          moduleResolution: "NodeNext",
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: ["node"],
          typeRoots: [join(repoRoot, "node_modules/@types")],
          // The sources, as a user of the package would import them.
          paths: { "payments-api-client": [join(clientDir, "src/index.ts")] },
        },
        files: Object.keys(files),
      }),
    );

    const diagnostics = await typeCheck(dir);
    const elsewhere = diagnostics.filter((d) => d.file !== "required-fields-stripped.ts");
    assert.deepEqual(elsewhere, [], "the usage file, the negative file with its directives and the README examples compile");
    const byLine = new Map<number, string>();
    for (const d of diagnostics) byLine.set(d.line, `${byLine.get(d.line) ?? ""}${d.message}\n`);
    assert.deepEqual(
      [...byLine.keys()].sort((a, b) => a - b),
      expected.map((e) => e.line),
      "errors exactly on the lines after the directives",
    );
    for (const { line, reason } of expected) {
      assert.ok(byLine.get(line)!.includes(reason), `line ${line} should fail for ${reason}, got:\n${byLine.get(line)}`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
