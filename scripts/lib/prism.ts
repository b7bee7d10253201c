/**
 * How every part of the package starts the Prism mock (`npm run mock`, the bench, the conformance
 * test against a mock), so they all run the same mock: Prism's own CLI under this Node (no shell,
 * the same on every OS), on the generated OpenAPI, with the same flags.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(import.meta.url), "../../..");
const require = createRequire(import.meta.url);
const prismPackage = require.resolve("@stoplight/prism-cli/package.json");
const prismBin = join(dirname(prismPackage), (JSON.parse(readFileSync(prismPackage, "utf8")) as { bin: { prism: string } }).bin.prism);

/** Arguments for `spawn(process.execPath, ...)`: a Prism mock of generated/openapi.json on host:port. */
export function prismMockArgs(port: number | string, host = "127.0.0.1"): string[] {
  // fillProperties=false: with `Prefer: dynamic=true`, generated bodies hold the schema's
  // properties only, not invented extra ones a strict client would refuse.
  return [prismBin, "mock", join(root, "generated/openapi.json"), "--port", String(port), "--host", host, "--json-schema-faker-fillProperties=false"];
}
