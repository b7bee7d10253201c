/**
 * The precomputed route lookup (server/http/route-lookup.ts) answers exactly as the validator's
 * own: two Express apps behind express-openapi-validator on the real contract, one installed with
 * the original lookup and one with the precomputed one, are asked the same requests (every
 * operation, wrong methods, unknown paths, case and trailing-slash variants, encoded and
 * malformed parameters) and must report the same operation, parameters and errors.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { AddressInfo } from "node:net";
import express from "express";
import * as OpenApiValidator from "express-openapi-validator";
import { loadOpenApiDocument, routesOf } from "../../server/http/openapi-document.ts";
import { validatorFormats } from "../../server/http/pattern-formats.ts";
import { installedValidatorVersion, PATCHED_VERSION, precomputeRouteLookup } from "../../server/http/route-lookup.ts";

type Seen = { status: number; body: unknown; allow: string | null };

async function validatedApp(): Promise<{ ask: (method: string, path: string) => Promise<Seen>; close: () => Promise<void> }> {
  const app = express();
  app.use(
    OpenApiValidator.middleware({
      apiSpec: loadOpenApiDocument().forValidation as never,
      validateApiSpec: false,
      validateRequests: false,
      validateResponses: { allErrors: true },
      validateSecurity: false,
      formats: validatorFormats(),
      ignorePaths: (path: string) => !path.startsWith("/v1"),
      $refParser: { mode: "bundle" },
      fileUploader: false,
    }),
  );
  app.use((req, res) => {
    const o = (req as unknown as { openapi?: { expressRoute: string; openApiRoute: string; pathParams: unknown; schema: { operationId: string }; serial: number; _responseSchema?: { operationId: string } } }).openapi;
    // Not res.json: the validator checks answers sent through it, and this echo is no contract answer.
    res.type("application/json").end(JSON.stringify(o ? { expressRoute: o.expressRoute, openApiRoute: o.openApiRoute, pathParams: o.pathParams, params: req.params, operationId: o.schema.operationId, serialIsNumber: typeof o.serial === "number", response: o._responseSchema?.operationId } : { unmatched: req.path }));
  });
  app.use((error: { status?: number; message?: string; headers?: Record<string, string> }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (error.headers) res.set(error.headers);
    res.status(error.status ?? 500).json({ error: error.message });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    async ask(method, path) {
      const r = await fetch(base + path, { method });
      return { status: r.status, body: await r.json(), allow: r.headers.get("allow") };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test("the precomputed lookup reports every request as the validator's own lookup does", async () => {
  assert.equal(installedValidatorVersion(), PATCHED_VERSION, "express-openapi-validator changed version: compare its lookupRoute with server/http/route-lookup.ts, then update PATCHED_VERSION");
  // The validator picks its lookup at the first request: the original is installed in this one.
  const original = await validatedApp();
  await original.ask("GET", "/v1/company");
  assert.equal(precomputeRouteLookup(), true);
  const precomputed = await validatedApp();

  const id = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
  const requests: [string, string][] = [];
  for (const route of routesOf(loadOpenApiDocument())) {
    const path = route.path.replace(/\{[^}]+\}/g, id);
    requests.push([route.method.toUpperCase(), path], [route.method.toUpperCase(), `${path}?page=2&x=%20`], ["PUT", path], [route.method.toUpperCase(), path.toUpperCase()], [route.method.toUpperCase(), `${path}/`]);
    if (path.includes(id)) requests.push([route.method.toUpperCase(), path.replace(id, "caf%C3%A9%2F1")], [route.method.toUpperCase(), path.replace(id, "%E0%A4%A")]);
  }
  requests.push(["GET", "/v1"], ["GET", "/v1/"], ["GET", "/v1/nothing-here"], ["DELETE", "/v1/deposits"], ["GET", "/v1/deposits/a/b/c"], ["GET", "/health"], ["GET", "/openapi.json"]);

  const seen: Seen[] = [];
  for (const [method, path] of requests) {
    const [a, b] = await Promise.all([original.ask(method, path), precomputed.ask(method, path)]);
    assert.deepEqual(b, a, `${method} ${path}`);
    seen.push(b);
  }
  for (const status of [200, 400, 404, 405]) assert.ok(seen.some((s) => s.status === status), `the requests reach a ${status}`);
  const operations = new Set(seen.map((s) => (s.body as { operationId?: string }).operationId).filter(Boolean));
  assert.equal(operations.size, routesOf(loadOpenApiDocument()).length, "every operation was found, with its response schema");
  assert.ok(seen.every((s) => (s.body as { operationId?: string; response?: string }).response === (s.body as { operationId?: string }).operationId));
  assert.ok(seen.some((s) => s.allow), "a 405 names the allowed methods");
  await Promise.all([original.close(), precomputed.close()]);
});
