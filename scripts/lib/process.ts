/** Process helpers shared by the scripts (bench, schemathesis) and the tests that start servers. */
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/** A port that was free a moment ago (the OS picks it; the listener is closed again). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The node arguments of `npm start` (its V8 flags, then scripts/start.mjs), read from package.json. */
export function npmStartArgs(): string[] {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { scripts: { start: string } };
  return pkg.scripts.start.split(/\s+/).slice(1);
}
