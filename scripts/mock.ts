/**
 * `npm run mock`: a Prism mock server answering with the examples of generated/openapi.json, on
 * PORT (default 4010) and HOST (default 127.0.0.1). No database, no state: every request is
 * validated against the contract and answered with the operation's first example of the first
 * declared status, or with the one a `Prefer` header picks:
 *   Prefer: example=USDT withdrawal created     an example by its title
 *   Prefer: code=404                            the first example of that status
 *   Prefer: dynamic=true                        data generated from the schema
 * Runs Prism's own CLI with this Node (no shell), so it works the same on every OS, and passes
 * SIGINT/SIGTERM on to it.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(import.meta.url), "../..");
const require = createRequire(import.meta.url);
const prismPackage = require.resolve("@stoplight/prism-cli/package.json");
const prismBin = join(dirname(prismPackage), (JSON.parse(readFileSync(prismPackage, "utf8")) as { bin: { prism: string } }).bin.prism);

const port = process.env.PORT && process.env.PORT !== "" ? process.env.PORT : "4010";
const host = process.env.HOST && process.env.HOST !== "" ? process.env.HOST : "127.0.0.1";
if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) {
  console.error(`PORT must be an integer from 0 to 65535, got "${port}"`);
  process.exit(2);
}

console.log(`Prism mock of generated/openapi.json on http://${host}:${port} (any X-Api-Key and X-Api-Secret are accepted)`);
const prism = spawn(
  process.execPath,
  [prismBin, "mock", join(root, "generated/openapi.json"), "--port", port, "--host", host, "--json-schema-faker-fillProperties=false"],
  { stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => prism.kill(signal));
prism.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
