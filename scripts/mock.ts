/**
 * `npm run mock`: a Prism mock server answering with the examples of generated/openapi.json, on
 * PORT (default 4010) and HOST (default 127.0.0.1). No database, no state: every request is
 * validated against the contract and answered with the operation's first example of the first
 * declared status, or with the one a `Prefer` header picks:
 *   Prefer: example=USDT withdrawal created     an example by its title
 *   Prefer: code=404                            the first example of that status
 *   Prefer: dynamic=true                        data generated from the schema
 * Runs Prism as scripts/lib/prism.ts does for every part of the package, and passes SIGINT/SIGTERM
 * on to it.
 */
import { spawn } from "node:child_process";
import { stopWhenOrphanedUnderNpm } from "./lib/parent-watch.mjs";
import { prismMockArgs } from "./lib/prism.ts";

const port = process.env.PORT && process.env.PORT !== "" ? process.env.PORT : "4010";
const host = process.env.HOST && process.env.HOST !== "" ? process.env.HOST : "127.0.0.1";
if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) {
  console.error(`PORT must be an integer from 0 to 65535, got "${port}"`);
  process.exit(2);
}

console.log(`Prism mock of generated/openapi.json on http://${host}:${port} (any X-Api-Key and X-Api-Secret are accepted)`);
const prism = spawn(process.execPath, prismMockArgs(port, host), { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => prism.kill(signal));
stopWhenOrphanedUnderNpm();
prism.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
