/**
 * Files the server reads at run time, found from the package root so that the same code works
 * from the TypeScript sources (tsx, tests) and from the bundle `npm start` runs (dist/server.mjs).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, "utf8")) as { name?: string }).name === "payments-api-contract") return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error("payments-api-contract package root not found above the server code");
    dir = parent;
  }
}

export const ROOT = packageRoot();

/** A file of generated/ (the contract build). */
export const generatedFile = (name: string): string => join(ROOT, "generated", name);

/** The SQL migrations applied when a database opens. */
export const MIGRATIONS_DIR = join(ROOT, "server", "store", "migrations");

/** The plain-JavaScript entry of the QR worker threads. */
export const QR_WORKER = join(ROOT, "server", "domain", "qr-worker.mjs");

/** The plain-JavaScript entry of the WAL checkpoint worker thread. */
export const CHECKPOINT_WORKER = join(ROOT, "server", "store", "sqlite", "checkpoint-worker.mjs");
