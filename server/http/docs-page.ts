/**
 * The static API reference page built into generated/ (served at /docs when present) and the
 * renderer it loads, Redoc's standalone bundle, served from node_modules at
 * /docs/redoc.standalone.js so the page works offline (scripts/docs-page.ts says why the bundle
 * is not inside the page).
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { generatedFile } from "../paths.ts";
import { once, servedDocsPage } from "./published-document.ts";

export interface StaticPage {
  contentType: string;
  /** The page, or how to make it at its first request. */
  body: string | Buffer | (() => string);
}

export function loadDocsPage(): string | undefined {
  const path = generatedFile("docs.html");
  return existsSync(path) ? readFileSync(path, "utf8") : undefined;
}

/** Redoc's standalone bundle from node_modules, or undefined when redoc is not installed. */
export function loadRedocBundle(): Buffer | undefined {
  try {
    return readFileSync(createRequire(import.meta.url).resolve("redoc/bundles/redoc.standalone.js"));
  } catch {
    return undefined;
  }
}

/**
 * The pages of the docs: /docs and the bundle it loads (each only when its file exists). The page
 * shows the document the server publishes (published-document.ts), made at its first request.
 */
export function loadDocsPages(sandbox = true): Record<string, StaticPage> {
  const pages: Record<string, StaticPage> = {};
  const docs = loadDocsPage();
  if (!docs) return pages;
  pages["/docs"] = { contentType: "text/html; charset=utf-8", body: once(() => servedDocsPage(docs, sandbox)) };
  const bundle = loadRedocBundle();
  if (bundle) pages["/docs/redoc.standalone.js"] = { contentType: "text/javascript; charset=utf-8", body: bundle };
  return pages;
}
