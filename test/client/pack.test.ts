/**
 * The packed package is self-contained: `npm pack` of clients/typescript (its prepack builds
 * dist/, contract types included), installed into a new project outside the repository, type-checks
 * the usage files and the README's examples with that project's view of the package (declaration
 * files checked too: skipLibCheck off), and runs against the reference server under plain Node.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { repoRoot } from "../helpers/contract.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { readmeExamples, typeCheck } from "./tsc.ts";

const run = promisify(execFile);
const clientDir = join(repoRoot, "clients/typescript");

let server: TestServer;
let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), "client-pack-"));
  server = await startTestServer();
});
after(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

test("npm pack, install into a new project, type-check and run it", async () => {
  const { stdout: packed } = await run("npm", ["pack", "--pack-destination", dir, "--json"], { cwd: clientDir });
  const [info] = JSON.parse(packed.slice(packed.search(/^\[$/m))) as [{ filename: string; files: { path: string }[] }];
  const files = info.files.map((f) => f.path).sort();
  for (const needed of ["package.json", "README.md", "dist/clients/typescript/src/index.js", "dist/clients/typescript/src/index.d.ts", "dist/generated/openapi.d.ts"]) {
    assert.ok(files.includes(needed), `${needed} missing from the tarball: ${files.join(", ")}`);
  }
  assert.deepEqual(
    files.filter((f) => !f.startsWith("dist/") && f !== "package.json" && f !== "README.md"),
    [],
    "only the build, the README and package.json are packed",
  );

  const project = join(dir, "project");
  await mkdir(project);
  await writeFile(join(project, "package.json"), JSON.stringify({ name: "pack-check", private: true, type: "module" }));
  // From the npm cache when it has them, else from the registry.
  await run("npm", ["install", join(dir, info.filename), "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts"], { cwd: project });
  const installed = JSON.parse(await readFile(join(project, "node_modules/payments-api-client/package.json"), "utf8"));
  const rootManifest = JSON.parse(await readFile(join(repoRoot, "package.json"), "utf8"));
  assert.deepEqual(installed.dependencies, { "openapi-fetch": rootManifest.dependencies["openapi-fetch"], standardwebhooks: rootManifest.dependencies.standardwebhooks });
  for (const dep of ["openapi-fetch", "standardwebhooks"]) {
    const manifest = JSON.parse(await readFile(join(project, "node_modules", dep, "package.json"), "utf8"));
    assert.equal(manifest.version, installed.dependencies[dep]);
  }

  // Type-check what a user writes, against the installed package only.
  const toPackage = (source: string) => source.replaceAll('from "../../src/index.js"', 'from "payments-api-client"');
  const sources: Record<string, string> = {
    "usage.ts": toPackage(await readFile(join(clientDir, "test/types/usage.ts"), "utf8")),
    "required-fields.ts": toPackage(await readFile(join(clientDir, "test/types/required-fields.ts"), "utf8")),
    ...Object.fromEntries((await readmeExamples()).map((code, i) => [`readme-${i + 1}.ts`, code])),
  };
  for (const [name, text] of Object.entries(sources)) {
    assert.match(text, /from "payments-api-client"/, name);
    await writeFile(join(project, name), text);
  }
  await writeFile(
    join(project, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        lib: ["ES2023", "DOM"],
        module: "NodeNext",
        moduleResolution: "NodeNext",
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: ["node"],
        typeRoots: [join(repoRoot, "node_modules/@types")],
      },
      files: Object.keys(sources),
    }),
  );
  assert.deepEqual(await typeCheck(project), []);

  // Run it: plain Node, the package's ESM build, its dependencies resolved from the project.
  await writeFile(
    join(project, "run.mjs"),
    `import { createPaymentsClient, PaymentsApiError, verifyWebhook } from "payments-api-client";
import { Webhook } from "standardwebhooks";
const client = createPaymentsClient({ baseUrl: process.env.URL, apiKey: process.env.KEY, apiSecret: process.env.SECRET });
const company = await client.company.get();
const deposit = await client.deposits.create({ amount: 12.34, customer: { name: "Maria Oliveira Santos", document: "52998224725" }, reference: "pack-" + Date.now() });
let code;
try { await client.deposits.get("01ARZ3NDEKTSV4RRFFQ69G5FAV"); } catch (e) { code = e instanceof PaymentsApiError ? e.code : String(e); }
const secret = "whsec_" + Buffer.from("a secret for the packed test").toString("base64");
const body = JSON.stringify({ id: "01ARZ3NDEKTSV4RRFFQ69G5FAV", type: "DEPOSIT_PAID", createdAt: new Date().toISOString(), data: deposit });
const now = new Date();
const event = verifyWebhook(body, { "webhook-id": "01ARZ3NDEKTSV4RRFFQ69G5FAV", "webhook-timestamp": String(Math.floor(now / 1000)), "webhook-signature": new Webhook(secret).sign("01ARZ3NDEKTSV4RRFFQ69G5FAV", now, body) }, secret);
console.log(JSON.stringify({ company: company.id, status: deposit.status, code, event: event.type }));
`,
  );
  const { stdout } = await run(process.execPath, ["run.mjs"], { cwd: project, env: { ...process.env, URL: server.url, KEY: server.apiKey, SECRET: server.apiSecret } });
  assert.deepEqual(JSON.parse(stdout), { company: server.companyId, status: "pending", code: "NOT_FOUND", event: "DEPOSIT_PAID" });
});
