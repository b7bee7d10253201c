/** The static API reference page built into generated/ (served at /docs when present). */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export function loadDocsPage(): string | undefined {
  const path = fileURLToPath(new URL("../../generated/docs.html", import.meta.url));
  return existsSync(path) ? readFileSync(path, "utf8") : undefined;
}
