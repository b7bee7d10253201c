/**
 * Kept-alive connections: the server keeps an idle connection open well past Node's 5 s default
 * and says so in `Keep-Alive`, so a client that reuses it after a pause is not reset.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { Agent, request, type IncomingMessage } from "node:http";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

function get(agent: Agent, path: string): Promise<{ res: IncomingMessage; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { agent, headers: { "x-api-key": server.apiKey, "x-api-secret": server.apiSecret } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ res, reused: req.reusedSocket }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("an idle connection is still open after 6 s and the answer announces 65 s", async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await get(agent, "/v1/company");
    assert.equal(first.res.statusCode, 200);
    assert.equal(first.res.headers["keep-alive"], "timeout=65");
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const second = await get(agent, "/v1/company/balance");
    assert.equal(second.res.statusCode, 200);
    assert.equal(second.reused, true, "the second request went on the first one's connection");
  } finally {
    agent.destroy();
  }
});
