/**
 * Child processes for the operations tests: the server as `npm start` runs it and the Prism mock,
 * each on a free port picked here, with their output collected and waited on.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { repoRoot } from "../helpers/contract.ts";

/** Long enough for a cold start on a busy 2-core machine; only ever a deadline for failing. */
export const START_DEADLINE_MS = 60_000;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Child {
  process: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** The lines of stdout so far. */
  lines(): string[];
  /** Resolves when stdout or stderr matches (rejects when the process exits first or at the deadline). */
  waitFor(pattern: RegExp, deadlineMs?: number): Promise<RegExpMatchArray>;
  exited: Promise<Exit>;
  /** Ends the process and its children (SIGKILL to its group) if it still runs; clean-up after a failed test. */
  kill(): Promise<void>;
}

/** Runs `node <args>` in the repository root with `env` added to a clean copy of the environment. */
export function startNode(args: string[], env: Record<string, string>): Child {
  return startCommand(process.execPath, args, env);
}

/** Runs `npm <args>` (the npm running the tests when there is one) as startNode runs node. */
export function startNpm(args: string[], env: Record<string, string>): Child {
  const npmCli = process.env.npm_execpath;
  return npmCli && /\.c?js$/.test(npmCli) ? startCommand(process.execPath, [npmCli, ...args], env) : startCommand("npm", args, env);
}

function startCommand(command: string, args: string[], env: Record<string, string>): Child {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(PORT|HOST|LOG_LEVEL)$|^PAYMENTS_|^NODE_TEST/.test(name)));
  // Its own process group, so kill() also ends what it started (Prism under scripts/mock.ts).
  const child = spawn(command, args, { cwd: repoRoot, env: { ...inherited, ...env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let out = "";
  let err = "";
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((w) => w());
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    out += chunk;
    notify();
  });
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => {
    err += chunk;
    notify();
  });
  let done = false;
  const exited = new Promise<Exit>((resolve) =>
    child.on("exit", (code, signal) => {
      done = true;
      // Let the pipes drain before anyone reads the output.
      setImmediate(() => {
        resolve({ code, signal });
        notify();
      });
    }),
  );
  return {
    process: child,
    stdout: () => out,
    stderr: () => err,
    lines: () => out.split("\n").filter((line) => line !== ""),
    exited,
    waitFor(pattern, deadlineMs = START_DEADLINE_MS) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => finish(new Error(`no output matched ${pattern} within ${deadlineMs} ms\nstdout:\n${out}\nstderr:\n${err}`)), deadlineMs);
        const check = () => {
          const match = out.match(pattern) ?? err.match(pattern);
          if (match) finish(undefined, match);
          else if (done) finish(new Error(`the process exited before its output matched ${pattern}\nstdout:\n${out}\nstderr:\n${err}`));
        };
        const finish = (error?: Error, match?: RegExpMatchArray) => {
          clearTimeout(timer);
          waiters.delete(check);
          if (error) reject(error);
          else resolve(match!);
        };
        waiters.add(check);
        check();
      });
    },
    async kill() {
      const running = child.exitCode === null && child.signalCode === null;
      try {
        // The group, even when its leader has exited: a child it left behind (npm's shell without
        // exec leaves node) would keep running and hold the output pipes open.
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        if (running) child.kill("SIGKILL");
      }
      if (running) await exited;
      child.stdout!.destroy();
      child.stderr!.destroy();
    },
  };
}

/** Polls `url` until it answers at all (any status), or fails at the deadline. */
export async function waitUntilAnswering(url: string, init: RequestInit = {}, deadlineMs = START_DEADLINE_MS): Promise<Response> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (Date.now() > until) throw new Error(`${url} did not answer within ${deadlineMs} ms: ${error}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
