/**
 * The runner's HTTP client against a raw TCP server that resets connections: a reset without an
 * answer is sent once more (a keep-alive connection closed by the server as the request was
 * written), and a target that resets every time is still reported as a transport failure. In a
 * read-only run the client itself refuses what could change data.
 */
import { after, test } from "node:test";
import assert from "node:assert/strict";
import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { describeResponse, HttpClient, mayResend, ReadOnlyRefusal } from "../../conformance/src/http.ts";

const servers: Server[] = [];
after(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

/** Resets the first `resets` connections once a request arrives on them; answers the others. */
async function resettingServer(resets: number): Promise<{ url: string; connections: () => number }> {
  let connections = 0;
  const server = createServer((socket: Socket) => {
    const n = ++connections;
    socket.once("data", () => {
      if (n <= resets) return void socket.resetAndDestroy();
      const body = JSON.stringify({ success: true, data: { n } });
      socket.end(`HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, connections: () => connections };
}

test("a request reset without an answer is sent once more, and the exchange says so", async () => {
  const target = await resettingServer(1);
  const exchange = await new HttpClient(target.url, 5000).send({ method: "GET", path: "/v1/company", as: null });
  assert.equal(exchange.error, undefined);
  assert.equal(exchange.response?.status, 200);
  assert.deepEqual(exchange.response?.json, { success: true, data: { n: 2 } });
  assert.equal(exchange.retriedAfter, "ECONNRESET");
  assert.equal(target.connections(), 2);
});

test("a target that resets every request is reported after the second try, in words", async () => {
  const target = await resettingServer(Infinity);
  const exchange = await new HttpClient(target.url, 5000).send({ method: "POST", path: "/v1/deposits", as: null, body: { amount: 1, reference: "r-1" } });
  assert.equal(exchange.response, undefined);
  assert.equal(exchange.error, "the target closed the connection without an answer (ECONNRESET)");
  assert.equal(exchange.errorCode, "ECONNRESET");
  assert.equal(target.connections(), 2);
});

test("a POST without an idempotency key is not sent again after a reset: the target may have acted on it", async () => {
  const target = await resettingServer(1);
  for (const body of [{ amount: 500, currency: "brl" }, { depositId: "01M5JFXT47N8717EY5EWRH6CQB", reason: "fraud" }]) {
    const before = target.connections();
    const exchange = await new HttpClient(target.url, 5000).send({ method: "POST", path: "/v1/sandbox/balance", as: null, body });
    if (before === 0) {
      assert.equal(exchange.response, undefined);
      assert.equal(exchange.retriedAfter, undefined);
      assert.match(exchange.error ?? "", /^the target closed the connection without an answer \(ECONNRESET\); not sent again: a POST without an idempotency key/);
      assert.equal(target.connections(), 1, "sent once");
    }
  }
  assert.equal(mayResend({ method: "POST" }, JSON.stringify({ amount: 10, reference: "a" })), true, "a creation with its reference is a replay when sent again");
  assert.equal(mayResend({ method: "POST" }, JSON.stringify({ name: "w", externalId: "a" })), true);
  assert.equal(mayResend({ method: "POST" }, JSON.stringify({ amount: 10 })), false);
  assert.equal(mayResend({ method: "PATCH" }, "{}"), false);
  assert.equal(mayResend({ method: "GET" }, undefined), true);
  assert.equal(mayResend({ method: "POST", operationId: "sandboxCreateCompany" }, "{}"), true);
});

test("a timeout reads once as no answer", async () => {
  const sockets: Socket[] = [];
  const server = createServer((socket: Socket) => void sockets.push(socket));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const exchange = await new HttpClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 200).send({ method: "GET", path: "/v1/company", as: null });
  assert.equal(exchange.error, "no answer within 200 ms");
  assert.equal(describeResponse(exchange), "no answer within 200 ms");
  for (const s of sockets) s.destroy();
});

test("an answer is never sent twice", async () => {
  const target = await resettingServer(0);
  const exchange = await new HttpClient(target.url, 5000).send({ method: "GET", path: "/v1/company", as: null });
  assert.equal(exchange.response?.status, 200);
  assert.equal(exchange.retriedAfter, undefined);
  assert.equal(target.connections(), 1);
});

test("the curl command of an exchange replays it: a real secret is printed as a variable, a made-up wrong one as sent", async () => {
  const target = await resettingServer(0);
  const client = new HttpClient(`${target.url}/api/`, 5000, "pk_given");
  const given = { label: "given", apiKey: "pk_given", apiSecret: "sk_real_secret_value" };
  const real = client.curl(await client.send({ method: "GET", path: "/v1/company", as: given }));
  assert.match(real, /'http:\/\/127\.0\.0\.1:\d+\/api\/v1\/company'/, "the base URL's path is kept");
  assert.match(real, /-H "X-Api-Secret: \$PAYMENTS_API_SECRET"/);
  assert.doesNotMatch(real, /sk_real_secret_value/);
  const wrong = client.curl(await client.send({ method: "GET", path: "/v1/company", as: given, secretOverride: "sk_wrong_abc", secretOverrideIsJunk: true }));
  assert.match(wrong, /-H 'X-Api-Secret: sk_wrong_abc'/, "the wrong secret the check sent, so the command gets the same 401");
  const other = client.curl(await client.send({ method: "GET", path: "/v1/company", as: given, secretOverride: "sk_of_a_webhook" }));
  assert.doesNotMatch(other, /sk_of_a_webhook/, "an override that may be a credential stays hidden");
});

test("in a read-only run the client sends safe methods, and others only without a usable credential and with an empty body", async () => {
  const target = await resettingServer(0);
  const client = new HttpClient(target.url, 5000, "pk_given");
  client.readOnly = true;
  const given = { label: "given", apiKey: "pk_given", apiSecret: "sk_given" };
  const refused = [
    { method: "POST", path: "/v1/deposits", as: given, body: { amount: 150 } },
    { method: "PATCH", path: "/v1/sandbox/company", as: given, body: {} },
    { method: "DELETE", path: "/v1/webhooks/01M5JFXT47N8717EY5EWRH6CQB", as: given },
    { method: "POST", path: "/v1/deposits", as: given, omitSecret: true, body: { amount: 150 } },
    { method: "POST", path: "/v1/deposits", as: given, omitKey: true, rawBody: "{", contentType: "application/json" },
    // Judged as sent: a step's own header puts back the credential the check left out.
    { method: "POST", path: "/v1/deposits", as: given, omitKey: true, headers: { "X-Api-Key": "pk_given" }, body: {} },
  ];
  for (const spec of refused) await assert.rejects(client.send(spec), ReadOnlyRefusal, `${spec.method} ${spec.path}`);
  assert.equal(target.connections(), 0, "nothing refused reached the target");
  const sent = [
    { method: "GET", path: "/v1/company", as: given },
    { method: "HEAD", path: "/v1/company", as: given },
    { method: "POST", path: "/v1/deposits", as: given, omitKey: true, body: {} },
    { method: "POST", path: "/v1/deposits", as: given, omitSecret: true, body: {} },
    { method: "DELETE", path: "/v1/webhooks/01M5JFXT47N8717EY5EWRH6CQB", as: given, secretOverride: "sk_wrong_x", secretOverrideIsJunk: true },
  ];
  for (const spec of sent) assert.equal((await client.send(spec)).error, undefined, `${spec.method} ${spec.path}`);
});

test("a step's header replaces the client's default whatever its case: one Content-Type is sent", async () => {
  let received: string | undefined;
  const server = createServer((socket: Socket) => {
    socket.once("data", (chunk) => {
      received = /^content-type:.*$/gim.exec(chunk.toString("latin1"))?.[0] + `|${(chunk.toString("latin1").match(/^content-type:/gim) ?? []).length}`;
      socket.end("HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n");
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const exchange = await new HttpClient(url, 5000).send({ method: "POST", path: "/v1/nowhere", as: null, rawBody: "{", headers: { "Content-Type": "text/plain" } });
  assert.equal(exchange.response?.status, 204);
  assert.equal(received, "content-type: text/plain|1");
  assert.deepEqual(Object.keys(exchange.request.headers).filter((h) => h.toLowerCase() === "content-type"), ["content-type"]);
});

test("a body sent with contentType null goes without Content-Type, and its curl line says so", async () => {
  let received = "";
  const server = createServer((socket: Socket) => {
    socket.on("data", (chunk) => {
      received += chunk.toString("utf8");
      if (!received.includes("\r\n\r\n") || !received.endsWith('{"amount":3}')) return;
      const body = JSON.stringify({ success: true, data: {} });
      socket.end(`HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const client = new HttpClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 5000);
  const exchange = await client.send({ method: "POST", path: "/v1/x", as: null, rawBody: '{"amount":3}', contentType: null });
  assert.equal(exchange.response?.status, 200);
  assert.doesNotMatch(received, /content-type/i, "fetch added no label of its own");
  assert.equal(exchange.request.headers["content-type"], undefined);
  assert.match(client.curl(exchange), /-H 'Content-Type:'/);
});
