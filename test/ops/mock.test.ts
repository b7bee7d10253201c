/**
 * `npm run mock` (scripts/mock.ts): Prism serving the examples of generated/openapi.json on PORT.
 * Started on a free port, asked for a few examples, stopped with SIGTERM.
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { loadOpenApi, type JsonObject } from "../helpers/contract.ts";
import { CUSTOMER, RECIPIENT } from "../helpers/server.ts";
import { freePort } from "../../scripts/lib/process.ts";
import { startNode, waitUntilAnswering, type Child } from "./child.ts";

const openapi = loadOpenApi();
const AUTH = { "x-api-key": "any-key-the-mock-accepts", "x-api-secret": "any-secret-the-mock-accepts" };

/** The examples of an operation's answer, in the order the spec writes them. */
function examplesOf(path: string, method: string, status: string): Record<string, JsonObject> {
  const operation = ((openapi.paths as JsonObject)[path] as JsonObject)[method] as JsonObject;
  const content = ((operation.responses as JsonObject)[status] as JsonObject).content as JsonObject;
  return (content["application/json"] as JsonObject).examples as Record<string, JsonObject>;
}

describe("npm run mock (Prism)", { timeout: 120_000 }, () => {
  let mock: Child;
  let url: string;
  before(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    mock = startNode(["--import", "tsx", "scripts/mock.ts"], { PORT: String(port) });
    await mock.waitFor(/Prism mock of generated\/openapi\.json/);
    await waitUntilAnswering(`${url}/v1/company`, { headers: AUTH });
  });
  after(() => mock?.kill());

  test("GET /v1/company answers the spec's first example", async () => {
    const r = await fetch(`${url}/v1/company`, { headers: AUTH });
    assert.equal(r.status, 200);
    const [first] = Object.values(examplesOf("/v1/company", "get", "200"));
    assert.deepEqual(await r.json(), first.value);
  });

  test("POST /v1/withdrawals: Prefer picks the USDT example; a body of neither variant is a 422", async () => {
    const usdt = { amount: 100, network: "TRX", address: "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL", customer: RECIPIENT, reference: "mock-usdt-1" };
    const r = await fetch(`${url}/v1/withdrawals`, { method: "POST", headers: { ...AUTH, "content-type": "application/json", prefer: "example=USDT withdrawal created" }, body: JSON.stringify(usdt) });
    assert.equal(r.status, 200);
    assert.deepEqual(await r.json(), examplesOf("/v1/withdrawals", "post", "200")["USDT withdrawal created"].value);
    const neither = await fetch(`${url}/v1/withdrawals`, { method: "POST", headers: { ...AUTH, "content-type": "application/json" }, body: JSON.stringify({ amount: 10, customer: CUSTOMER, reference: "mock-neither" }) });
    assert.equal(neither.status, 422);
    const body = (await neither.json()) as { success: boolean; error: { code: string } };
    assert.equal(body.success, false);
    assert.equal(body.error.code, "VALIDATION_ERROR");
  });

  test("SIGTERM stops it", async () => {
    mock.process.kill("SIGTERM");
    assert.deepEqual(await mock.exited, { code: 0, signal: null });
    await assert.rejects(fetch(`${url}/v1/company`, { headers: AUTH }), "nothing listens any more");
  });
});
