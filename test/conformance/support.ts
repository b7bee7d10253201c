/** Runs the conformance runner in-process (its CLI parsing included) or as the installed bin. */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseOptions } from "../../conformance/src/cli.ts";
import type { RunReport } from "../../conformance/src/report.ts";
import { runConformance } from "../../conformance/src/runner.ts";

export const BIN = fileURLToPath(new URL("../../conformance/bin/payments-conformance.js", import.meta.url));

export interface RunOutcome {
  exitCode: 0 | 1 | 2;
  report: RunReport;
  lines: string[];
}

/** The runner as the CLI would run it, in this process (so a test can keep its server in-process). */
export async function runInProcess(args: string[]): Promise<RunOutcome> {
  const lines: string[] = [];
  const options = parseOptions(args, {}, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
  if (options === "help") throw new Error("unexpected --help");
  const { exitCode, report } = await runConformance(options);
  return { exitCode, report, lines };
}

/** The installed bin in a child process; resolves with its exit code and output. */
export function runBin(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

export function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

/**
 * A small XML well-formedness check for the JUnit report: one root, balanced tags, quoted
 * attributes, only the five predefined entities or character references, no raw `<` or `&`.
 */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  const stack: string[] = [];
  let roots = 0;
  const token = /<\/?([A-Za-z_][\w.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  let m: RegExpExecArray | null;
  while ((m = token.exec(body))) {
    if (m[5]) {
      problems.push(`raw "<" at ${m.index}`);
      break;
    }
    if (m[4] !== undefined) {
      const text = m[4];
      const bad = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.exec(text);
      if (bad) problems.push(`raw "&" in text at ${m.index + bad.index}`);
      if (stack.length === 0 && text.trim() !== "") problems.push("text outside the root element");
      continue;
    }
    const [whole, name, attrs, selfClosing] = m;
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(attrs)) problems.push(`raw "&" in attributes of <${name}>`);
    if (whole.startsWith("</")) {
      if (stack.pop() !== name) problems.push(`</${name}> closes the wrong element`);
    } else {
      if (stack.length === 0) roots += 1;
      if (!selfClosing) stack.push(name);
    }
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(", ")}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}
