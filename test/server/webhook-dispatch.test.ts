/**
 * Webhook dispatch under hostile receivers and destinations: hanging endpoints of one company do
 * not hold back another's deliveries, and outside sandbox mode a destination is checked at the
 * address the socket connects to (names resolving to a private address, IPv6 literals).
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createServer, type Server } from "node:http";
import { createServer as createNetServer, type AddressInfo, type Socket } from "node:net";
import type { LookupAddress } from "node:dns";
import { CUSTOMER, ref, startTestServer, type Credentials, type TestServer } from "../helpers/server.ts";
import { startReceiver } from "../helpers/webhook-receiver.ts";
import { NOT_ALLOWED, postWebhook, publicOnlyLookup, type ResolveAll } from "../../server/jobs/webhook-post.ts";
import { isNonPublicAddress } from "../../server/domain/private-address.ts";

/** A receiver that reads requests and never answers them. */
async function startHangingReceiver(): Promise<{ url: string; hits: () => number; close: () => Promise<void> }> {
  let hits = 0;
  const server: Server = createServer(() => {
    hits += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/slow`,
    hits: () => hits,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe("fair dispatch", () => {
  let server: TestServer;
  before(async () => {
    // Receivers have 3 s to answer; the hanging ones use all of it.
    server = await startTestServer({ PAYMENTS_WEBHOOK_TIMEOUT_MS: "3000" });
  });
  after(() => server.close());

  /** Registers an endpoint at `url` for DEPOSIT_PAID. */
  const subscribe = async (as: Credentials, url: string) => assert.equal((await server.api("POST", "/v1/webhooks", { url, events: ["DEPOSIT_PAID"] }, { as })).status, 201);
  /** A new deposit's id. */
  const deposit = async (as: Credentials, label: string): Promise<string> => (await server.api("POST", "/v1/deposits", { amount: 10, customer: CUSTOMER, reference: ref(label) }, { as })).body.data.id;
  /** The payer pays: one DEPOSIT_PAID for each endpoint of the company. */
  const pay = (as: Credentials, id: string) => server.api("POST", `/v1/sandbox/deposits/${id}/pay`, undefined, { as });
  /** `companies` new companies with `endpoints` endpoints each at the receiver `url`, each paying `events` deposits. */
  async function companiesAt(url: string, label: string, companies: number, endpoints: number, events: number): Promise<void> {
    for (let c = 0; c < companies; c++) {
      const noisy = await server.newCompany(`Empresa ${label} ${c}`);
      for (let i = 0; i < endpoints; i++) await subscribe(noisy, `${url}?${label}=${c}&n=${i}`);
      for (let i = 0; i < events; i++) await pay(noisy, await deposit(noisy, label));
    }
  }

  /** Pays a new deposit of `as` and measures, from just before the payment, until `healthy` has its `nth` delivery. */
  async function timedDelivery(as: Credentials, healthy: Awaited<ReturnType<typeof startReceiver>>, nth: number, timeoutMs: number): Promise<{ id: string; waited: number }> {
    const id = await deposit(as, "quiet");
    const paidAt = Date.now();
    await pay(as, id);
    await server.eventually(async () => healthy.received.length === nth, timeoutMs);
    return { id, waited: Date.now() - paidAt };
  }

  /** Runs `test` with a receiver that never answers and one that does, closed afterwards. */
  async function withReceivers(test: (hanging: Awaited<ReturnType<typeof startHangingReceiver>>, healthy: Awaited<ReturnType<typeof startReceiver>>) => Promise<void>): Promise<void> {
    const hanging = await startHangingReceiver();
    const healthy = await startReceiver();
    try {
      await test(hanging, healthy);
    } finally {
      await hanging.close();
      await healthy.close();
    }
  }

  test("one company's hanging endpoints do not delay another company's delivery", () =>
    withReceivers(async (hanging, healthy) => {
      await companiesAt(hanging.url, "lenta", 1, 12, 3);
      // 36 deliveries now hang for 3 s each: more than every slot there is.
      await server.eventually(async () => hanging.hits() >= 8);

      const quiet = await server.newCompany("Empresa Pontual");
      await subscribe(quiet, healthy.url);
      const { id, waited } = await timedDelivery(quiet, healthy, 1, 5000);
      assert.ok(waited < 1500, `the other company's event waited ${waited} ms behind the hanging receivers`);
      assert.equal(JSON.parse(healthy.received[0].body).data.id, id);
      assert.ok(hanging.hits() <= 8, `one company held ${hanging.hits()} slots at once`);
    }));

  test("hanging endpoints of several companies, each within its share, do not hold back another company's delivery at their retries", () =>
    withReceivers(async (hanging, healthy) => {
      // Six companies, two hanging endpoints each, three events: 36 deliveries, each company at
      // its share of 8, together more than the 32 slots endpoints not seen to answer may hold.
      // Retries come 50 ms after each timeout.
      await companiesAt(hanging.url, "retries", 6, 2, 3);
      // The first attempts take those 32 slots until they time out; then the endpoints are
      // failing and their retries may take 16 of the 48.
      await server.eventually(async () => hanging.hits() >= 40, 10_000);
      const quiet = await server.newCompany("Empresa Pontual");
      await subscribe(quiet, healthy.url);
      const waits: number[] = [];
      for (let i = 0; i < 3; i++) {
        waits.push((await timedDelivery(quiet, healthy, i + 1, 8000)).waited);
        await new Promise((r) => setTimeout(r, 700));
      }
      assert.ok(waits.every((w) => w < 1500), `the other company's events waited ${waits.join(", ")} ms behind the hanging receivers' retries`);
    }));

  test("a burst of new companies whose receivers hang takes no slot from an endpoint that has been answering", () =>
    withReceivers(async (hanging, healthy) => {
      const quiet = await server.newCompany("Empresa Antiga");
      await subscribe(quiet, healthy.url);
      await pay(quiet, await deposit(quiet, "quiet"));
      await server.eventually(async () => healthy.received.length === 1, 5000);
      // Six new companies, two new endpoints each that never answer, three events: 36 first
      // attempts, each company within its share of 8, together more than the 32 slots endpoints
      // not seen to answer may hold.
      await companiesAt(hanging.url, "nova", 6, 2, 3);
      await server.eventually(async () => hanging.hits() >= 30, 5000);
      const { id, waited } = await timedDelivery(quiet, healthy, 2, 8000);
      assert.ok(waited < 1500, `the answering endpoint's event waited ${waited} ms behind new hanging receivers`);
      assert.equal(JSON.parse(healthy.received[1].body).data.id, id);
      assert.ok(hanging.hits() <= 32, `endpoints not seen to answer held ${hanging.hits()} slots`);
    }));
});

describe("destinations outside sandbox mode", () => {
  const fakeResolver =
    (answers: Record<string, string[]>, calls: string[] = []): ResolveAll =>
    (hostname, _options, callback) => {
      calls.push(hostname);
      const addresses = answers[hostname];
      if (!addresses) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }), []);
      callback(null, addresses.map((address): LookupAddress => ({ address, family: address.includes(":") ? 6 : 4 })));
    };

  test("a name resolving to a private address is refused at the socket, and no request leaves", async () => {
    const r = await startReceiver();
    try {
      const port = new URL(r.url).port;
      for (const answer of [["127.0.0.1"], ["93.184.215.14", "127.0.0.1"], ["64:ff9b::7f00:1"]]) {
        const post = postWebhook({ url: new URL(`http://hooks.test:${port}/hooks`), body: "{}", headers: {}, timeoutMs: 2000, publicOnly: true, resolveAll: fakeResolver({ "hooks.test": answer }) });
        await assert.rejects(post, (e: Error) => e.message === NOT_ALLOWED, answer.join(","));
      }
      assert.equal(r.attempts, 0);
      // The same name in sandbox mode is delivered (the resolver is not consulted there).
      const status = await postWebhook({ url: new URL(`http://127.0.0.1:${port}/hooks`), body: "{}", headers: {}, timeoutMs: 2000, publicOnly: false });
      assert.equal(status, 204);
    } finally {
      await r.close();
    }
  });

  test("a redirect is the answer, never followed: a 3xx pointing at another address (a private one, say) sends nothing there", async () => {
    const target = await startReceiver();
    let hits = 0;
    const redirecting: Server = createServer((_req, res) => {
      hits += 1;
      res.writeHead(307, { Location: `${target.url}?from=redirect` }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, "127.0.0.1", resolve));
    try {
      const url = new URL(`http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/hooks`);
      assert.equal(await postWebhook({ url, body: "{}", headers: {}, timeoutMs: 2000, publicOnly: false }), 307);
      assert.deepEqual([hits, target.attempts], [1, 0]);
    } finally {
      redirecting.closeAllConnections();
      await new Promise<void>((resolve) => redirecting.close(() => resolve()));
      await target.close();
    }
  });

  test("an IPv6 literal is connected to as an address, never looked up as a name", async () => {
    const calls: string[] = [];
    // A public address on a port nothing answers, with a short timeout: whatever the network
    // does with it, the attempt must not fail as an unknown name.
    const post = postWebhook({ url: new URL("http://[2606:4700:4700::1111]:9/hook"), body: "{}", headers: {}, timeoutMs: 300, publicOnly: true, resolveAll: fakeResolver({}, calls) });
    await assert.rejects(post, (e: Error) => !/ENOTFOUND|não permitido/.test(e.message));
    assert.deepEqual(calls, []);
    await assert.rejects(postWebhook({ url: new URL("http://[::1]:9/hook"), body: "{}", headers: {}, timeoutMs: 300, publicOnly: true }), (e: Error) => e.message === NOT_ALLOWED);
    await assert.rejects(postWebhook({ url: new URL("http://[64:ff9b::a00:1]:9/hook"), body: "{}", headers: {}, timeoutMs: 300, publicOnly: true }), (e: Error) => e.message === NOT_ALLOWED);
  });

  test("a 2xx is the answer once its status line is read: a body that never ends (HTTP/1.1 without Content-Length on a kept-alive connection) does not turn it into a timeout", async () => {
    // Python's http.server with protocol_version "HTTP/1.1" answering send_response(200) without a length: the receiver had
    // answered 200 at once, and the delivery was logged "Sem resposta" and retried until it failed (HOOKS2 audit).
    const sockets = new Set<Socket>();
    const server = createNetServer((socket) => {
      sockets.add(socket);
      socket.once("data", () => socket.write("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nok"));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const started = performance.now();
      const status = await postWebhook({ url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`), body: "{}", headers: {}, timeoutMs: 3000, publicOnly: false });
      assert.equal(status, 200);
      assert.ok(performance.now() - started < 1000, "answered when the status came, not at the timeout");
      // A declared body that never comes is read until the time limit (the attempt keeps its slot meanwhile), then cut: the status stands.
      const declared = createNetServer((socket) => {
        sockets.add(socket);
        socket.once("data", () => socket.write("HTTP/1.1 201 Created\r\nContent-Length: 100\r\n\r\nok"));
      });
      await new Promise<void>((resolve) => declared.listen(0, "127.0.0.1", resolve));
      const t0 = performance.now();
      assert.equal(await postWebhook({ url: new URL(`http://127.0.0.1:${(declared.address() as AddressInfo).port}/hooks`), body: "{}", headers: {}, timeoutMs: 500, publicOnly: false }), 201);
      assert.ok(performance.now() - t0 >= 450, "the attempt lasted until the time limit");
      // The receiver cutting its declared body: the status stands too.
      const cut = createNetServer((socket) => {
        sockets.add(socket);
        socket.once("data", () => socket.end("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nok"));
      });
      await new Promise<void>((resolve) => cut.listen(0, "127.0.0.1", resolve));
      assert.equal(await postWebhook({ url: new URL(`http://127.0.0.1:${(cut.address() as AddressInfo).port}/hooks`), body: "{}", headers: {}, timeoutMs: 2000, publicOnly: false }), 200);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => declared.close(() => resolve()));
      await new Promise<void>((resolve) => cut.close(() => resolve()));
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  test("the lookup answers every address, or one, as the socket asks", async () => {
    const lookup = publicOnlyLookup(fakeResolver({ "two.test": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"] }));
    const all = await new Promise<unknown>((resolve, reject) => lookup("two.test", { all: true }, (e, a) => (e ? reject(e) : resolve(a))));
    assert.deepEqual(all, [
      { address: "93.184.215.14", family: 4 },
      { address: "2606:2800:21f:cb07:6820:80da:af6b:8b2c", family: 6 },
    ]);
    const one = await new Promise<unknown>((resolve, reject) => lookup("two.test", {}, (e, a, f) => (e ? reject(e) : resolve([a, f]))));
    assert.deepEqual(one, ["93.184.215.14", 4]);
  });

  test("addresses that carry a private IPv4 address inside IPv6 are private", () => {
    for (const a of ["64:ff9b::7f00:1", "64:ff9b::a00:5", "2002:7f00:1::", "2002:c0a8:101::1", "::ffff:10.1.2.3", "::127.0.0.1", "2001:db8::1", "192.0.2.1"]) assert.equal(isNonPublicAddress(a), true, a);
    for (const a of ["64:ff9b::101:101", "2002:101:101::1", "::ffff:1.1.1.1", "2606:4700:4700::1111", "8.8.8.8"]) assert.equal(isNonPublicAddress(a), false, a);
  });
});
