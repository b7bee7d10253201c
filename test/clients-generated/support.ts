/** Shared by the tests of the generated Python and Go clients: the tools, and running them as subprocesses. */
import { spawn } from "node:child_process";
import { access } from "node:fs/promises";
import { join } from "node:path";
import { PYTHON_VENV, repoRoot } from "../../scripts/build-clients.ts";

export { repoRoot };

/** Fixed demo credentials of the servers these tests start. */
export const DEMO_KEY = "pk_sandbox_generated_clients";
export const DEMO_SECRET = "sk_sandbox_generated_clients";

/** A fresh in-memory server with fast sandbox timings and the fixed demo credentials. */
export const SERVER_ENV = {
  PAYMENTS_DEMO_API_KEY: DEMO_KEY,
  PAYMENTS_DEMO_API_SECRET: DEMO_SECRET,
  PAYMENTS_DB: ":memory:",
  PAYMENTS_PROCESSING_DELAY_MS: "50",
  PAYMENTS_JOB_POLL_MS: "25",
  LOG_LEVEL: "warn",
};

/** Paths of the tools, failing with what to run when one is missing. */
export async function tool(name: "pytest" | "schemathesis" | "go"): Promise<string> {
  if (name === "go") {
    const found = await which("go");
    if (!found) throw new Error("go is not on PATH: install Go 1.24 or later, then run bash .ci/setup/30-go-tools.sh");
    return found;
  }
  const path = join(PYTHON_VENV, "bin", name);
  const ok = await access(path).then(
    () => true,
    () => false,
  );
  if (!ok) throw new Error(`${name} is not installed in .venv-tools/: run bash .ci/setup/20-python-tools.sh`);
  return path;
}

async function which(command: string): Promise<string | undefined> {
  for (const dir of (process.env.PATH ?? "").split(":")) {
    if (!dir) continue;
    const candidate = join(dir, command);
    if (await access(candidate).then(() => true, () => false)) return candidate;
  }
  return undefined;
}

export interface RunResult {
  code: number | null;
  output: string;
}

/** Runs a command to its end (or `timeoutMs`), stdout and stderr interleaved in `output`. */
export function runCommand(command: string, args: string[], options: { cwd: string; env?: Record<string, string>; timeoutMs: number }): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      output += `\n[killed after ${options.timeoutMs} ms]\n`;
      child.kill("SIGKILL");
    }, options.timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Prints a subprocess's output under a heading, indented, so it reads as part of the test's report. */
export function show(title: string, result: RunResult): void {
  console.log(`---- ${title} (exit ${result.code}) ----\n${result.output.trimEnd()}\n---- end of ${title} ----`);
}
