/**
 * `npm run build:clients`: generated/openapi.json -> clients/python and clients/go, by stock generators
 * at pinned versions (the tools come from .ci/setup/20-python-tools.sh and 30-go-tools.sh):
 *   clients/python/payments-api-client/     openapi-python-client (--meta uv: a whole installable project)
 *   clients/go/payments/payments.gen.go     oapi-codegen (models and client)
 * Nothing generated is edited afterwards: what trips a generator is fixed in spec/ (see scripts/build.ts).
 * test/clients-generated/drift.test.ts regenerates into a temporary folder and compares byte for byte.
 */
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, access } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
export const repoRoot = resolve(fileURLToPath(import.meta.url), "../..");
const openapiPath = join(repoRoot, "generated/openapi.json");

export const PYTHON_VENV = join(repoRoot, ".venv-tools");
export const GO_BIN = join(repoRoot, ".tools/go/bin");
/** The generated parts, relative to the clients folder. */
export const PYTHON_PROJECT = "python/payments-api-client";
export const GO_FILE = "go/payments/payments.gen.go";

export class MissingToolError extends Error {}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** The version pinned for `name` in requirements-tools.txt (`name==1.2.3`). */
export async function pythonPin(name: string): Promise<string> {
  const text = await readFile(join(repoRoot, "requirements-tools.txt"), "utf8");
  const match = new RegExp(`^${name.replace(/[-_.]/g, "[-_.]")}==(\\S+)$`, "im").exec(text);
  if (!match) throw new Error(`requirements-tools.txt pins no ${name}`);
  return match[1];
}

/** The version pinned for the command `name` in go-tools.txt (`module/cmd/name@v1.2.3`). */
export async function goPin(name: string): Promise<string> {
  const text = await readFile(join(repoRoot, "go-tools.txt"), "utf8");
  const match = new RegExp(`^\\S*/${name}@(\\S+)$`, "m").exec(text);
  if (!match) throw new Error(`go-tools.txt pins no ${name}`);
  return match[1];
}

/** Fails with what to run when a tool is missing or not at its pinned version. */
export async function checkTools(): Promise<{ pythonGenerator: string; goGenerator: string }> {
  const pythonGenerator = join(PYTHON_VENV, "bin/openapi-python-client");
  const goGenerator = join(GO_BIN, "oapi-codegen");
  if (!(await exists(pythonGenerator))) {
    throw new MissingToolError(`openapi-python-client is not installed in .venv-tools/: run bash .ci/setup/20-python-tools.sh`);
  }
  if (!(await exists(goGenerator))) throw new MissingToolError(`oapi-codegen is not installed in .tools/go/bin: run bash .ci/setup/30-go-tools.sh`);
  const pyWanted = await pythonPin("openapi-python-client");
  const pyHave = (await run(pythonGenerator, ["--version"])).stdout;
  if (!pyHave.includes(pyWanted)) {
    throw new MissingToolError(`.venv-tools/ has ${pyHave.trim()}, requirements-tools.txt pins ${pyWanted}: run bash .ci/setup/20-python-tools.sh`);
  }
  const goWanted = await goPin("oapi-codegen");
  const goHave = (await run(goGenerator, ["--version"])).stdout;
  if (!goHave.split(/\s+/).includes(goWanted)) {
    throw new MissingToolError(`.tools/go/bin/oapi-codegen is ${goHave.trim().split(/\s+/).pop()}, go-tools.txt pins ${goWanted}: run bash .ci/setup/30-go-tools.sh`);
  }
  return { pythonGenerator, goGenerator };
}

/** Generates both clients into `clientsDir` (clients/ unless a test asks for another folder). */
export async function buildClients(clientsDir: string = join(repoRoot, "clients")): Promise<void> {
  const { pythonGenerator, goGenerator } = await checkTools();

  // Python: into a fresh folder, then swapped in whole, so a file the generator no longer writes goes.
  const scratch = await mkdtemp(join(tmpdir(), "clients-python-"));
  try {
    const out = join(scratch, "payments-api-client");
    await run(
      pythonGenerator,
      ["generate", "--path", openapiPath, "--meta", "uv", "--config", join(repoRoot, "clients/python/openapi-python-client.yaml"), "--output-path", out, "--fail-on-warning"],
      // The post hooks find ruff on PATH: the venv's, at the pinned version, never another one.
      { cwd: repoRoot, env: { ...process.env, PATH: `${join(PYTHON_VENV, "bin")}:${process.env.PATH ?? ""}`, RUFF_NO_CACHE: "true", NO_COLOR: "1" }, maxBuffer: 16 << 20 },
    );
    await rm(join(out, ".ruff_cache"), { recursive: true, force: true });
    const target = join(clientsDir, PYTHON_PROJECT);
    await rm(target, { recursive: true, force: true });
    await mkdir(dirname(target), { recursive: true });
    await cp(out, target, { recursive: true });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }

  // Go: one file, written in place.
  const goFile = join(clientsDir, GO_FILE);
  await mkdir(dirname(goFile), { recursive: true });
  await run(goGenerator, ["-config", join(repoRoot, "clients/go/oapi-codegen.yaml"), "-o", goFile, openapiPath], { cwd: repoRoot, maxBuffer: 16 << 20 });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  buildClients().then(
    () => console.log(`clients/: ${PYTHON_PROJECT} and ${GO_FILE} generated in ${((performance.now() - started) / 1000).toFixed(1)} s`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
