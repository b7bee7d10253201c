/** A fresh build reproduces generated/ byte for byte: generated files are never edited by hand. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import YAML from "yaml";
import { build } from "../../scripts/build.ts";
import { repoRoot } from "../helpers/contract.ts";

const BUILT_FILES = ["openapi.json", "openapi.yaml", "cases.json", "openapi.ts", "docs.html"];

test("npm run build reproduces every file of generated/ byte for byte", async () => {
  const out = await mkdtemp(join(tmpdir(), "drift-"));
  try {
    await build(out);
    const produced = (await readdir(out)).sort();
    assert.deepEqual(produced, [...BUILT_FILES].sort(), "the build writes exactly the known files");
    for (const name of BUILT_FILES) {
      const fresh = await readFile(join(out, name));
      const committed = await readFile(join(repoRoot, "generated", name)).catch(() => Buffer.alloc(0));
      assert.ok(fresh.equals(committed), `generated/${name} differs from a fresh build: run npm run build and commit`);
    }
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});

test("every generated file says it is generated", async () => {
  for (const name of BUILT_FILES) {
    const text = await readFile(join(repoRoot, "generated", name), "utf8");
    assert.match(text.slice(0, 300), /Generated from spec\/ by `npm run build`\. Do not edit by hand\./, name);
  }
});

test("the docs page shows generated/openapi.json as it is, with only the error-code table added to its description", async () => {
  const page = await readFile(join(repoRoot, "generated", "docs.html"), "utf8");
  const embedded = /<script id="openapi-document" type="application\/json">(.*?)<\/script>/s.exec(page);
  assert.ok(embedded, "the page embeds the document");
  // JSON.parse reads the \u003c escapes the page writes for "<".
  const shown = JSON.parse(embedded[1]!) as { info: { description: string } };
  const doc = JSON.parse(await readFile(join(repoRoot, "generated", "openapi.json"), "utf8")) as { info: { description: string } };
  assert.ok(shown.info.description.startsWith(doc.info.description.trimEnd()), "the description is the document's, then the table");
  assert.match(shown.info.description, /DUPLICATE_REFERENCE/);
  assert.deepEqual({ ...shown, info: { ...shown.info, description: "" } }, { ...doc, info: { ...doc.info, description: "" } });
});

test("openapi.yaml is the JSON document to YAML 1.2 and to YAML 1.1 readers (PyYAML) alike", async () => {
  const json = JSON.parse(await readFile(join(repoRoot, "generated", "openapi.json"), "utf8"));
  const text = await readFile(join(repoRoot, "generated", "openapi.yaml"), "utf8");
  assert.deepEqual(YAML.parse(text), json);
  // YAML 1.1 reads an unquoted 2026-11-21T14:03:07.123Z as a date and `yes` as true.
  assert.deepEqual(YAML.parse(text, { version: "1.1" }), json);
});
