#!/usr/bin/env node
// The CLI entry: loads the TypeScript sources through tsx's ESM loader, runs, and exits with the
// run's code (0 passed, 1 a check failed, 2 could not run) once the output is flushed.
import { register } from "tsx/esm/api";

// Output piped into a reader that stops early (`| head`): the run goes on (its --json and --junit
// files are still written, its exit code still says how it went), its further lines are dropped,
// and no EPIPE stack trace is printed.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error) => {
    if (error.code !== "EPIPE" && error.code !== "ERR_STREAM_DESTROYED") throw error;
  });
}
register();
const { main } = await import("../src/cli.ts");
const code = await main(process.argv.slice(2));
process.stdout.write("", () => process.stderr.write("", () => process.exit(code)));
