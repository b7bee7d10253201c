/** Type-checking helpers of the client tests: the README's examples and a tsc run with its diagnostics. */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { repoRoot } from "../helpers/contract.ts";

const run = promisify(execFile);
const clientDir = join(repoRoot, "clients/typescript");
const tsc = join(repoRoot, "node_modules/.bin/tsc");

/** The README's ```ts blocks, each a module of its own. */
export async function readmeExamples(): Promise<string[]> {
  const readme = await readFile(join(clientDir, "README.md"), "utf8");
  return [...readme.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
}

export interface Diagnostic {
  file: string;
  line: number;
  message: string;
}

/** Runs tsc on a project directory; its diagnostics (`--pretty false`), continuation lines joined. */
export async function typeCheck(projectDir: string): Promise<Diagnostic[]> {
  const result = await run(tsc, ["-p", projectDir, "--pretty", "false"], { cwd: projectDir }).then(
    ({ stdout }) => stdout,
    (error: { stdout?: string; code?: number }) => {
      if (typeof error.stdout !== "string" || error.stdout === "") throw error;
      return error.stdout;
    },
  );
  const diagnostics: Diagnostic[] = [];
  for (const line of result.split("\n")) {
    const m = /^(.+?)\((\d+),\d+\): error (TS\d+: .*)$/.exec(line);
    if (m) diagnostics.push({ file: m[1]!, line: Number(m[2]), message: m[3]! });
    else if (line.trim() !== "" && diagnostics.length > 0) diagnostics.at(-1)!.message += `\n${line}`;
    else if (line.trim() !== "") diagnostics.push({ file: "", line: 0, message: line });
  }
  return diagnostics;
}
