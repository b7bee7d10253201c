// `npm start`: builds what is missing, then runs the reference server (DESIGN.md "Running it").
//
// 1. generated/ is committed; it is rebuilt (`scripts/build.ts`) only in a tree where it was deleted.
// 2. dist/server.mjs is server/ bundled by esbuild (packages stay in node_modules), rebuilt when
//    it is missing or older than any file of server/. Plain node on the bundle is ready in about
//    half the time of the TypeScript sources through tsx (measured: ~1.9 s -> ~1.0 s); tests and
//    development keep running the sources directly (`node --import tsx server/main.ts`).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { stopWhenOrphanedUnderNpm } from "./lib/parent-watch.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const generated = ["openapi.json", "openapi.yaml", "docs.html"].map((f) => join(root, "generated", f));
if (!generated.every((f) => existsSync(f))) {
  console.log("generated/ is incomplete: running the contract build first");
  const build = spawnSync(process.execPath, ["--import", "tsx", join(root, "scripts", "build.ts")], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const bundle = join(root, "dist", "server.mjs");
const sourcesChanged = () => newestMtime(join(root, "server")) > statSync(bundle).mtimeMs || statSync(join(root, "package.json")).mtimeMs > statSync(bundle).mtimeMs;
if (!existsSync(bundle) || sourcesChanged()) {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [join(root, "server", "main.ts")],
    outfile: bundle,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
    write: false,
  });
  // Written beside and renamed into place, so a server starting at the same moment never reads half a file.
  mkdirSync(dirname(bundle), { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

stopWhenOrphanedUnderNpm();
await import(pathToFileURL(bundle).href);
