#!/usr/bin/env node
// The CLI entry: loads the TypeScript sources through tsx's ESM loader, runs, and exits with the
// run's code (0 passed, 1 a check failed, 2 could not run) once the output is flushed.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/cli.ts");
const code = await main(process.argv.slice(2));
process.stdout.write("", () => process.stderr.write("", () => process.exit(code)));
