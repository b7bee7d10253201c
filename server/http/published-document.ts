/**
 * The contract as the server publishes it at /openapi.json, /openapi.yaml and inside the /docs page
 * (which carries its own copy): the generated document, naming as its server the one that serves
 * it. With the sandbox off (PAYMENTS_SANDBOX=false) the sandbox's operations answer 404, so the
 * published document leaves them out, with the Sandbox tag and the components only they used: the
 * docs page of a deployment, and a client generated from its document, show what it serves.
 */
import YAML from "yaml";
import type { OpenApiDocument } from "./openapi-document.ts";

type Json = Record<string, unknown>;

const SANDBOX_PREFIX = "/v1/sandbox";
const SANDBOX_TAG = "Sandbox";

/** The `#/components/...` references reachable from `roots`, following references into components. */
export function reachable(doc: Json, roots: unknown[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) pending.push(...node);
    else if (node !== null && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "$ref" && typeof value === "string" && value.startsWith("#/components/") && !seen.has(value)) {
          seen.add(value);
          const [, , kind, name] = value.split("/");
          pending.push(((doc.components as Json | undefined)?.[kind] as Json | undefined)?.[name]);
        } else pending.push(value);
      }
    }
  }
  return seen;
}

/** The roots of a document: everything but its components. */
const rootsOf = (doc: Json) => Object.entries(doc).filter(([key]) => key !== "components").map(([, value]) => value);

/** The document without the sandbox's paths, its tag and the components nothing else uses. */
export function withoutSandbox(doc: Json): Json {
  const paths = Object.fromEntries(Object.entries(doc.paths as Json).filter(([path]) => path !== SANDBOX_PREFIX && !path.startsWith(`${SANDBOX_PREFIX}/`)));
  const tags = (doc.tags as { name: string }[] | undefined)?.filter((tag) => tag.name !== SANDBOX_TAG);
  const out: Json = { ...doc, paths, ...(tags ? { tags } : {}) };
  // Only what the sandbox alone reached goes: a component no path used before stays, as published.
  const before = reachable(doc, rootsOf(doc));
  const after = reachable(out, rootsOf(out));
  const components: Json = {};
  for (const [kind, entries] of Object.entries((doc.components as Json | undefined) ?? {})) {
    if (entries === null || typeof entries !== "object") {
      components[kind] = entries;
      continue;
    }
    components[kind] = Object.fromEntries(Object.entries(entries).filter(([name]) => {
      const ref = `#/components/${kind}/${name}`;
      return !before.has(ref) || after.has(ref);
    }));
  }
  return { ...out, components };
}

/**
 * The server a published document names: the one it was read from. The generated files name the
 * reference server as `npm start` runs it (http://127.0.0.1:3000, sandbox on), which every server
 * on another port or host, or with the sandbox off, published as its own address, so a client
 * generated from its document called the wrong one. A relative URL is resolved against the
 * document's own address (OpenAPI 3.1, 4.8.5.1), so it names the host the document came from; "/"
 * is that host's root, so behind a proxy that serves the API under a path prefix a client is
 * given the prefix as its base URL (README, "API reference page"). "." would keep the prefix
 * but makes `//v1/...` in tools that join it to the paths as text.
 */
function thisServer(sandbox: boolean): { url: string; description: string } {
  return { url: "/", description: `This server: the one that published this document (sandbox ${sandbox ? "on" : "off"}).` };
}

/** The document a server publishes: the generated one with its own address, and without the sandbox when it is off. */
export function servedDocument(doc: Json, sandbox: boolean): Json {
  return { ...(sandbox ? doc : withoutSandbox(doc)), servers: [thisServer(sandbox)] };
}

/**
 * The <script> that carries the document inside the docs page (scripts/docs-page.ts writes it,
 * servedDocsPage rewrites it): JSON made safe there, no "</script>", no "<!--".
 */
export function embeddedDocument(doc: unknown): string {
  const json = JSON.stringify(doc).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
  return `<script id="openapi-document" type="application/json">${json}</script>`;
}

/** embeddedDocument's script in a page; its JSON has no "<". */
const EMBEDDED_DOCUMENT = /<script id="openapi-document" type="application\/json">([^<]*)<\/script>/;

/** The docs page with its embedded document as the server publishes it (servedDocument). */
export function servedDocsPage(html: string, sandbox: boolean): string {
  const match = EMBEDDED_DOCUMENT.exec(html);
  if (!match) throw new Error("generated/docs.html has no embedded OpenAPI document to publish");
  return `${html.slice(0, match.index)}${embeddedDocument(servedDocument(JSON.parse(match[1]) as Json, sandbox))}${html.slice(match.index + match[0].length)}`;
}

/** A value made on first use and kept. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * The document as YAML that YAML 1.1 and 1.2 readers read alike: written as YAML 1.1, it quotes
 * the strings 1.1 would take for something else (each example's `2026-11-21T14:03:07.123Z` is a
 * date to PyYAML, 257 of them, and `yes`/`on` booleans), which 1.2 readers read as the same strings.
 */
export function openApiYaml(doc: unknown): string {
  return YAML.stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false, version: "1.1" });
}

/**
 * The texts served at /openapi.json and /openapi.yaml. Each is made at its first request, not at
 * start: writing the YAML took about 200 ms of a start that should be ready in well under a second
 * and a half.
 */
export function publishedTexts(openapi: OpenApiDocument, sandbox: boolean): { json: () => string; yaml: () => string } {
  const doc = once(() => servedDocument(JSON.parse(openapi.jsonText) as Json, sandbox));
  const header = openapi.yamlText.startsWith("#") ? `${openapi.yamlText.slice(0, openapi.yamlText.indexOf("\n") + 1)}` : "";
  return { json: once(() => `${JSON.stringify(doc(), null, 2)}\n`), yaml: once(() => `${header}${openApiYaml(doc())}`) };
}
