/**
 * The API reference page at /docs, in a real browser: Debian's Chromium driven by playwright-core
 * (never a downloaded browser; .ci/setup/10-chromium.sh installs it). The reference server runs
 * in-process; screenshots land in test-results/docs/ (git-ignored) for a person to look at.
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createReadStream, existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { loadCases, loadOpenApi, repoRoot, type JsonObject } from "../helpers/contract.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const CHROMIUM = "/usr/bin/chromium";
const SCREENSHOTS = join(repoRoot, "test-results", "docs");
/**
 * Flags for Chromium as root on a machine without outside network. playwright's launch() gives
 * every run a fresh temporary profile (--user-data-dir) of its own.
 */
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const openapi = loadOpenApi();

/** operationId -> summary, for every operation of `paths` and of `webhooks`. */
function operationsOf(doc: JsonObject, sections: ("paths" | "webhooks")[] = ["paths", "webhooks"]): Map<string, string> {
  const operations = new Map<string, string>();
  for (const section of sections.map((name) => doc[name]) as JsonObject[]) {
    for (const pathItem of Object.values(section ?? {})) {
      for (const operation of Object.values(pathItem as JsonObject)) {
        const op = operation as JsonObject;
        if (op && typeof op === "object" && typeof op.operationId === "string") operations.set(op.operationId, String(op.summary));
      }
    }
  }
  return operations;
}

let server: TestServer;
let browser: Browser;
let page: Page;
/** Requests the page made to anything but the server (and blob:/data: URLs), with how they ended. */
const outside = new Map<string, string>();
const pageErrors: string[] = [];
/** The page's own requests to the server that were not answered 2xx/3xx (a favicon 404 shows as a console error). */
const refusedLocal: string[] = [];

async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is missing at ${CHROMIUM}: the docs browser test needs Debian's chromium. Install it with \`bash .ci/setup/10-chromium.sh\` (apt-get install -y chromium).`);
  }
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/** Waits until Redoc has rendered the document (the last tag's operations are in the page). */
async function rendered(p: Page): Promise<void> {
  await p.locator('[data-section-id="tag/Withdrawals/operation/createWithdrawal"]').waitFor({ timeout: 60_000 });
}

describe("API reference page (/docs) in Chromium", { timeout: 180_000 }, () => {
  before(async () => {
    browser = await launch();
    server = await startTestServer();
    await mkdir(SCREENSHOTS, { recursive: true });
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const local = (url: string) => url.startsWith(`${server.url}/`) || url.startsWith("blob:") || url.startsWith("data:");
    page.on("requestfinished", (r) => void (local(r.url()) || outside.set(r.url(), "loaded")));
    page.on("requestfailed", (r) => void (local(r.url()) || outside.set(r.url(), r.failure()?.errorText ?? "failed")));
    page.on("pageerror", (error) => void pageErrors.push(error.message));
    page.on("response", (r) => void (local(r.url()) && r.status() >= 400 && refusedLocal.push(`${r.status()} ${r.url()}`)));
    const response = await page.goto(`${server.url}/docs`);
    assert.equal(response?.status(), 200);
    await rendered(page);
    await page.screenshot({ path: join(SCREENSHOTS, "overview.png") });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test("Redoc rendered without errors", async () => {
    assert.deepEqual(pageErrors, []);
    assert.deepEqual(refusedLocal, [], "every request of the page to the server is answered");
    // Its own (empty) icon, so a browser does not ask for /favicon.ico, which would be a 404 in the console.
    assert.equal(await page.locator('link[rel="icon"]').getAttribute("href"), "data:,");
    assert.equal(await page.locator("#docs-status").count(), 0, "the loading/error notice is gone once Redoc has rendered");
    assert.match(await page.title(), /^Payments API .*API reference$/);
  });

  test("every operation and webhook of the OpenAPI has a section titled with its summary and a menu entry", async () => {
    const expected = operationsOf(openapi);
    assert.ok(expected.size >= 50, `the OpenAPI has ${expected.size} operations`);
    const sections = await page.$$eval('[data-section-id*="/operation/"]', (elements) =>
      elements.map((e) => ({ id: e.getAttribute("data-section-id")!.split("/operation/")[1], heading: e.querySelector("h2")?.textContent?.replace(/\s+/g, " ").trim() ?? "" })),
    );
    assert.deepEqual(sections.map((s) => s.id).sort(), [...expected.keys()].sort(), "one section per operationId");
    const webhooks = operationsOf(openapi, ["webhooks"]);
    // Redoc marks a webhook's heading with a "Webhook" badge.
    for (const { id, heading } of sections) assert.equal(heading, webhooks.has(id) ? `${expected.get(id)} Webhook` : expected.get(id), `heading of ${id}`);
    const menu = await page.$$eval('li[data-item-id*="/operation/"]', (items) => items.map((li) => [li.getAttribute("data-item-id")!.split("/operation/")[1], li.getAttribute("aria-label")]));
    assert.deepEqual(new Map(menu as [string, string][]), expected, "the sidebar lists every operation by its summary");
  });

  test("POST /v1/withdrawals shows both body variants, Pix and USDT, with their own fields", async () => {
    const operation = page.locator('[data-section-id="tag/Withdrawals/operation/createWithdrawal"]');
    const pix = operation.getByRole("button", { name: "PixWithdrawalRequest", exact: true });
    const usdt = operation.getByRole("button", { name: "UsdtWithdrawalRequest", exact: true });
    await pix.scrollIntoViewIfNeeded();
    assert.ok(await pix.isVisible(), "PixWithdrawalRequest is offered");
    assert.ok(await usdt.isVisible(), "UsdtWithdrawalRequest is offered");
    // The fields of the chosen variant: the table right after the "One of" buttons.
    const bodyFields = () => pix.locator("xpath=../following-sibling::table[1]/tbody/tr/td[@kind='field']").evaluateAll((cells) => cells.map((c) => c.getAttribute("title")));
    const pixFields = await bodyFields();
    for (const field of ["amount", "pixKey", "customer", "reference"]) assert.ok(pixFields.includes(field), `Pix variant shows ${field}: ${pixFields}`);
    assert.ok(!pixFields.includes("network"), "the Pix variant has no network");
    await usdt.click();
    const usdtFields = await bodyFields();
    for (const field of ["amount", "network", "address", "reference"]) assert.ok(usdtFields.includes(field), `USDT variant shows ${field}: ${usdtFields}`);
    assert.ok(!usdtFields.includes("pixKey"), "the USDT variant has no pixKey");
    await usdt.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    await page.screenshot({ path: join(SCREENSHOTS, "withdrawal-usdt-variant.png") });
    await pix.click();
    assert.ok((await bodyFields()).includes("pixKey"), "back to the Pix variant");
  });

  test("the error-code table gives the HTTP status of every error example's code", async () => {
    const rows = await page.locator('[data-section-id="section/Error-codes"] table tbody tr').evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll("td"), (td) => td.textContent?.trim() ?? "")),
    );
    const statusOf = new Map<string, string>();
    for (const [status, codes] of rows) for (const code of codes.split(/\s+/)) statusOf.set(code, status);
    const examples = loadCases().filter((c) => c.errorCode);
    assert.ok(examples.length > 0);
    for (const c of examples) assert.equal(statusOf.get(c.errorCode!), String(c.response.status), `${c.id}: ${c.errorCode}`);
    const declared = ((openapi.components as JsonObject).schemas as JsonObject).ErrorCode as JsonObject;
    assert.ok(Array.isArray(declared.enum) && declared.enum.length >= 20, "ErrorCode is one flat enum of every code");
    const section = page.locator('[data-section-id="section/Error-codes"]');
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, "error-codes.png") });
    const sectionText = await section.innerText();
    for (const code of declared.enum as string[]) assert.ok(sectionText.includes(code), `${code} is in the error-code section`);
  });

  test("works offline: the renderer comes from the server, nothing else is fetched", async () => {
    const bundle = await fetch(`${server.url}/docs/redoc.standalone.js`);
    assert.equal(bundle.status, 200);
    assert.match(bundle.headers.get("content-type") ?? "", /^text\/javascript/);
    assert.ok((await bundle.arrayBuffer()).byteLength > 500_000, "the whole standalone bundle");
    // Redoc's footer asks its CDN for a logo; the page's Content-Security-Policy blocks it.
    for (const [url, outcome] of outside) assert.equal(outcome, "csp", `${url} left the server (${outcome})`);
  });

  test("generated/docs.html opened from disk renders with the bundle from node_modules", async () => {
    const file = await browser.newPage();
    const failed: string[] = [];
    file.on("requestfailed", (r) => void (r.url().startsWith("file:") && failed.push(`${r.url()}: ${r.failure()?.errorText}`)));
    try {
      await file.goto(pathToFileURL(join(repoRoot, "generated", "docs.html")).href);
      await rendered(file);
      assert.equal(await file.locator('[data-section-id*="/operation/"]').count(), operationsOf(openapi).size);
      assert.deepEqual(failed, [], "opened from disk, the page asks for the bundle where it is first");
    } finally {
      await file.close();
    }
  });

  test("published on a static site under a sub-path, with the bundle copied next to it, the page renders and its links work", async () => {
    // What the README tells a publisher to copy: the page, the two documents and the bundle.
    const files: Record<string, string> = {
      "docs.html": join(repoRoot, "generated", "docs.html"),
      "openapi.json": join(repoRoot, "generated", "openapi.json"),
      "openapi.yaml": join(repoRoot, "generated", "openapi.yaml"),
      "redoc.standalone.js": join(repoRoot, "node_modules", "redoc", "bundles", "redoc.standalone.js"),
    };
    const asked: string[] = [];
    const site = createServer((req, res) => {
      asked.push(req.url ?? "");
      const name = req.url?.startsWith("/project/") ? req.url.slice("/project/".length) : undefined;
      const path = name !== undefined ? files[name] : undefined;
      if (!path) return void res.writeHead(404).end();
      res.writeHead(200, { "content-type": name!.endsWith(".html") ? "text/html" : name!.endsWith(".js") ? "text/javascript" : "application/octet-stream" });
      createReadStream(path).pipe(res);
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}/project/`;
    const hosted = await browser.newPage();
    try {
      await hosted.goto(`${base}docs.html`);
      await rendered(hosted);
      assert.equal(await hosted.locator('[data-section-id*="/operation/"]').count(), operationsOf(openapi).size);
      for (const name of ["openapi.json", "openapi.yaml"]) {
        // Redoc's download link, resolved by the browser against the page's address.
        const link = await hosted.locator(`a[href$="${name}"]`).first().evaluate((el) => (el as HTMLAnchorElement).href);
        assert.equal(link, `${base}${name}`, `${name} is linked beside the page`);
        assert.equal((await fetch(link)).status, 200, link);
      }
      // Only the bundle beside the page: /docs/redoc.standalone.js on a shared origin could be another site's script.
      assert.deepEqual(asked.filter((url) => !url.startsWith("/project/")), [], "nothing asked outside the project's folder");
    } finally {
      await hosted.close();
      site.closeAllConnections();
      await new Promise<void>((resolve) => site.close(() => resolve()));
    }
  });
});
