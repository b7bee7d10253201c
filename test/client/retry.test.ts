/**
 * Retries: network failures and 5xx answers are retried with the very same request (so the same
 * `reference`, which the API makes idempotent), with exponential back-off; 4xx never. The client
 * is given a counting `fetch` in front of the real reference server.
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { freePort } from "../../scripts/lib/process.ts";
import { PaymentsApiError, PaymentsHttpError, wasReplayed, type RetryInfo } from "../../clients/typescript/src/index.ts";
import { retryDelay } from "../../clients/typescript/src/retry.ts";
import { CUSTOMER, ref, startTestServer, type TestServer } from "../helpers/server.ts";
import { clientFor } from "./support.ts";

let server: TestServer;
let closedPort: number;
before(async () => {
  server = await startTestServer();
  // A port nothing listens on: connecting to it is a genuine network error (ECONNREFUSED).
  closedPort = await freePort();
});
after(() => server.close());

interface Sent {
  method: string;
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** A fetch that records each request and answers with `script[n]` for the n-th call, the real server after the script. */
/**
 * Steps: "network-error" fails before the request reaches the server (connection refused);
 * "answer-lost" lets the server act on it, then fails as a dropped connection would (no code).
 */
function scriptedFetch(script: Array<"network-error" | "answer-lost" | ((request: Request) => Response)>) {
  const sent: Sent[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => (headers[key] = value));
    sent.push({ method: request.method, url: request.url, body: await request.clone().text(), headers });
    const step = script[sent.length - 1];
    if (step === "network-error") {
      const url = new URL(request.url);
      url.port = String(closedPort);
      return globalThis.fetch(new Request(url, request));
    }
    if (step === "answer-lost") {
      await (await globalThis.fetch(request)).arrayBuffer();
      throw new TypeError("fetch failed", { cause: new Error("other side closed") });
    }
    if (step) return step(request);
    return globalThis.fetch(request);
  };
  return { fetch, sent };
}

const unavailable = () => new Response("<html>503 Service Unavailable</html>", { status: 503, headers: { "content-type": "text/html" } });
const internalError = () =>
  Response.json({ success: false, error: { code: "INTERNAL_ERROR", message: "Erro interno.", details: null } }, { status: 500, headers: { "x-request-id": "01M7ZAMFY6K52HJSNZP882ZWVD" } });

describe("retries", () => {
  test("a network error, then a 503, then success: the same request three times, one deposit", async () => {
    const { fetch, sent } = scriptedFetch(["network-error", unavailable]);
    const retries: RetryInfo[] = [];
    const client = clientFor(server, { fetch, retry: { attempts: 3, baseDelayMs: 5, maxDelayMs: 100, onRetry: (info) => retries.push(info) } });
    const reference = ref("retry");

    const deposit = await client.deposits.create({ amount: 77.7, customer: CUSTOMER, reference });

    assert.equal(sent.length, 3);
    assert.deepEqual(new Set(sent.map((s) => s.body)).size, 1, "every attempt sends the same body");
    assert.equal(JSON.parse(sent[0]!.body).reference, reference);
    assert.ok(sent.every((s) => s.method === "POST" && s.url === `${server.url}/v1/deposits` && s.headers["x-api-key"] === server.apiKey));
    assert.equal(deposit.reference, reference);
    assert.equal(deposit.amount, 77.7);
    // Back-off doubles: 5 ms, then 10 ms.
    assert.deepEqual(
      retries.map((r) => [r.attempt, r.delayMs, "status" in r.reason ? r.reason.status : "error"]),
      [
        [1, 5, "error"],
        [2, 10, 503],
      ],
    );
    const first = retries[0]!.reason;
    assert.ok("error" in first && first.error instanceof TypeError);

    const listed = await clientFor(server).deposits.list({ reference });
    assert.equal(listed.total, 1);
    assert.equal(listed.items[0]!.id, deposit.id);
  });

  test("GETs are retried too", async () => {
    const { fetch, sent } = scriptedFetch(["network-error", internalError]);
    const client = clientFor(server, { fetch, retry: { baseDelayMs: 1 } });
    const company = await client.company.get();
    assert.equal(company.id, server.companyId);
    assert.equal(sent.length, 3);
  });

  test("attempts are bounded: the last 5xx answer is thrown", async () => {
    const { fetch, sent } = scriptedFetch([internalError, internalError, internalError, internalError]);
    const client = clientFor(server, { fetch, retry: { attempts: 3, baseDelayMs: 1 } });
    const error = await client.company.balance().catch((e: unknown) => e);
    assert.ok(error instanceof PaymentsApiError);
    assert.equal(error.code, "INTERNAL_ERROR");
    assert.equal(error.status, 500);
    assert.equal(error.requestId, "01M7ZAMFY6K52HJSNZP882ZWVD");
    assert.equal(sent.length, 3);

    const proxy = scriptedFetch([unavailable, unavailable]);
    const httpError = await clientFor(server, { fetch: proxy.fetch, retry: { attempts: 2, baseDelayMs: 1 } })
      .company.get()
      .catch((e: unknown) => e);
    assert.ok(httpError instanceof PaymentsHttpError);
    assert.equal(httpError.status, 503);
    assert.match(String(httpError.body), /Service Unavailable/);
    assert.equal(proxy.sent.length, 2);
  });

  test("a success whose body is not JSON (a host's own 200 page) is a PaymentsHttpError with the text", async () => {
    const page = scriptedFetch([() => new Response("<html>hello</html>", { status: 200, headers: { "content-type": "text/html" } })]);
    const error = await clientFor(server, { fetch: page.fetch, retry: false })
      .company.get()
      .catch((e: unknown) => e);
    assert.ok(error instanceof PaymentsHttpError, String(error));
    assert.equal(error.status, 200);
    assert.equal(error.body, "<html>hello</html>");
  });

  test("the raw calls throw what their types cannot hold: a failure without the error envelope, a success without a body", async () => {
    // A proxy's 502 page arrived in `error`, typed as the envelope: `error.error.code` threw a TypeError.
    const proxy = scriptedFetch([() => new Response("<html>bad gateway</html>", { status: 502, headers: { "content-type": "text/html" } })]);
    const gateway = await clientFor(server, { fetch: proxy.fetch, retry: false })
      .GET("/v1/company")
      .catch((e: unknown) => e);
    assert.ok(gateway instanceof PaymentsHttpError, String(gateway));
    assert.equal(gateway.status, 502);
    assert.equal(gateway.body, "<html>bad gateway</html>");
    const notEnvelope = scriptedFetch([() => Response.json({ message: "no" }, { status: 404 })]);
    const other = await clientFor(server, { fetch: notEnvelope.fetch, retry: false })
      .GET("/v1/company")
      .catch((e: unknown) => e);
    assert.ok(other instanceof PaymentsHttpError, String(other));
    assert.deepEqual(other.body, { message: "no" });
    // An empty success answered {data: undefined, error: undefined}.
    const empty = scriptedFetch([() => new Response(null, { status: 200, headers: { "content-length": "0" } })]);
    const nothing = await clientFor(server, { fetch: empty.fetch, retry: false })
      .GET("/v1/company")
      .catch((e: unknown) => e);
    assert.ok(nothing instanceof PaymentsHttpError, String(nothing));
    assert.equal(nothing.status, 200);
    // JSON, but not the {success, data} envelope its type says.
    const bare = scriptedFetch([() => Response.json({ id: "x" })]);
    const notSuccess = await clientFor(server, { fetch: bare.fetch, retry: false })
      .GET("/v1/company")
      .catch((e: unknown) => e);
    assert.ok(notSuccess instanceof PaymentsHttpError, String(notSuccess));
    assert.deepEqual(notSuccess.body, { id: "x" });
    // The API's own failures still arrive in `error`.
    const missing = await clientFor(server, {}).GET("/v1/deposits/{id}", { params: { path: { id: "01ARZ3NDEKTSV4RRFFQ69G5FAV" } } });
    assert.equal(missing.error?.error.code, "NOT_FOUND");
  });

  test("a redirect is not followed: the credentials and the body never reach where it points", async () => {
    const { createServer } = await import("node:http");
    const reached: string[] = [];
    const elsewhere = createServer((req, res) => {
      reached.push(`${req.method} ${req.url} ${req.headers["x-api-secret"]}`);
      res.end("{}");
    });
    const redirecting = createServer((req, res) => {
      const { port } = elsewhere.address() as { port: number };
      res.writeHead(307, { location: `http://127.0.0.1:${port}${req.url}` }).end();
    });
    await Promise.all([elsewhere, redirecting].map((s) => new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve))));
    try {
      const { port } = redirecting.address() as { port: number };
      const client = clientFor(server, { baseUrl: `http://127.0.0.1:${port}`, retry: false });
      for (const call of [() => client.company.get(), () => client.deposits.create({ amount: 10, customer: CUSTOMER, reference: ref("redirect") })]) {
        const error = await call().catch((e: unknown) => e);
        assert.ok(error instanceof PaymentsHttpError, String(error));
        assert.equal(error.status, 307);
      }
      assert.deepEqual(reached, []);
    } finally {
      for (const s of [elsewhere, redirecting]) {
        s.closeAllConnections();
        await new Promise((resolve) => s.close(resolve));
      }
    }
  });

  test("the time limit holds with a fetch of the caller's that does not pass the signal on", async () => {
    // Such a fetch builds its own request (to add a dispatcher, say) and never sees the abort.
    const deaf = (request: Request) => new Promise<Response>(() => void request.url);
    const started = Date.now();
    const error = await clientFor(server, { fetch: deaf, timeoutMs: 200, retry: false })
      .company.get()
      .catch((e: unknown) => e);
    assert.equal((error as Error).name, "TimeoutError", String(error));
    assert.ok(Date.now() - started < 2_000, `${Date.now() - started} ms`);
  });

  test("retry options a client cannot use are refused when it is created", () => {
    for (const attempts of [Number.NaN, Number.POSITIVE_INFINITY, 0, 2.5, -1]) assert.throws(() => clientFor(server, { retry: { attempts } }), /retry\.attempts/, String(attempts));
    for (const baseDelayMs of [Number.NaN, -1, Number.POSITIVE_INFINITY]) assert.throws(() => clientFor(server, { retry: { baseDelayMs } }), /retry\.baseDelayMs/, String(baseDelayMs));
    assert.throws(() => clientFor(server, { retry: { maxDelayMs: Number.NaN } }), /retry\.maxDelayMs/);
    assert.ok(clientFor(server, { retry: { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 } }));
  });

  test("network errors that outlive the attempts are thrown as fetch threw them", async () => {
    const { fetch, sent } = scriptedFetch(["network-error", "network-error"]);
    const error = await clientFor(server, { fetch, retry: { attempts: 2, baseDelayMs: 1 } })
      .deposits.get("01ARZ3NDEKTSV4RRFFQ69G5FAV")
      .catch((e: unknown) => e);
    assert.ok(error instanceof TypeError);
    assert.equal(sent.length, 2);
  });

  test("4xx answers are never retried", async () => {
    const { fetch, sent } = scriptedFetch([]);
    const client = clientFor(server, { fetch, retry: { attempts: 5, baseDelayMs: 1 } });

    const invalid = await client.deposits.create({ amount: 0, customer: CUSTOMER, reference: ref("v") }).catch((e: unknown) => e);
    assert.ok(invalid instanceof PaymentsApiError && invalid.code === "VALIDATION_ERROR");
    assert.equal(sent.length, 1);

    const missing = await client.deposits.get("01ARZ3NDEKTSV4RRFFQ69G5FAV").catch((e: unknown) => e);
    assert.ok(missing instanceof PaymentsApiError && missing.code === "NOT_FOUND");
    assert.equal(sent.length, 2);

    const reference = ref("dup");
    await client.deposits.create({ amount: 10, customer: CUSTOMER, reference });
    const duplicate = await client.deposits.create({ amount: 11, customer: CUSTOMER, reference }).catch((e: unknown) => e);
    assert.ok(duplicate instanceof PaymentsApiError && duplicate.code === "DUPLICATE_REFERENCE");
    assert.equal(sent.length, 4);

    const limited = scriptedFetch([
      () => Response.json({ success: false, error: { code: "RATE_LIMITED", message: "Limite de requisições excedido.", details: null } }, { status: 429, headers: { "retry-after": "7" } }),
    ]);
    const rateLimited = await clientFor(server, { fetch: limited.fetch, retry: { attempts: 5, baseDelayMs: 1 } })
      .company.get()
      .catch((e: unknown) => e);
    assert.ok(rateLimited instanceof PaymentsApiError);
    assert.equal(rateLimited.code, "RATE_LIMITED");
    assert.equal(rateLimited.retryAfter, 7);
    assert.equal(limited.sent.length, 1);
  });

  test("a POST without a reference (not idempotent) is sent once", async () => {
    const { fetch, sent } = scriptedFetch([unavailable]);
    const error = await clientFor(server, { fetch, retry: { attempts: 5, baseDelayMs: 1 } })
      .sandbox.creditBalance({ amount: 10, currency: "brl" })
      .catch((e: unknown) => e);
    assert.ok(error instanceof PaymentsHttpError);
    assert.equal(error.status, 503);
    assert.equal(sent.length, 1);
  });

  test("a DELETE whose answer was lost is not sent again (a second DELETE would answer 404 for a deletion that happened)", async () => {
    const client = clientFor(server);
    const webhook = await client.webhooks.create({ url: "https://hooks.example.com/retry-delete" });
    const { fetch, sent } = scriptedFetch(["answer-lost"]);
    const error = await clientFor(server, { fetch, retry: { attempts: 3, baseDelayMs: 1 } })
      .webhooks.delete(webhook.id)
      .catch((e: unknown) => e);
    assert.ok(error instanceof TypeError, String(error));
    assert.equal(sent.length, 1);
    const gone = await client.webhooks.get(webhook.id).catch((e: unknown) => e);
    assert.ok(gone instanceof PaymentsApiError && gone.code === "NOT_FOUND", "the first DELETE did delete it");
  });

  test("a DELETE or a POST without a reference is retried when the connection was refused (it never reached the server)", async () => {
    const client = clientFor(server);
    const webhook = await client.webhooks.create({ url: "https://hooks.example.com/retry-refused" });
    const del = scriptedFetch(["network-error"]);
    await clientFor(server, { fetch: del.fetch, retry: { attempts: 3, baseDelayMs: 1 } }).webhooks.delete(webhook.id);
    assert.equal(del.sent.length, 2);

    const before = (await client.company.balance()).balances.brl.available;
    const credit = scriptedFetch(["network-error"]);
    await clientFor(server, { fetch: credit.fetch, retry: { attempts: 3, baseDelayMs: 1 } }).sandbox.creditBalance({ amount: 10, currency: "brl" });
    assert.equal(credit.sent.length, 2);
    assert.equal(Math.round(((await client.company.balance()).balances.brl.available - before) * 100), 1000, "credited once");
  });

  test("an attempt without an answer within timeoutMs rejects with a TimeoutError and is not retried", async () => {
    const { createServer } = await import("node:http");
    let requests = 0;
    const silent = createServer(() => void requests++);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const port = (silent.address() as { port: number }).port;
      const client = clientFor(server, { baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 300, retry: { attempts: 3, baseDelayMs: 1 } });
      const started = Date.now();
      const error = await client.company.get().catch((e: unknown) => e);
      assert.equal((error as Error).name, "TimeoutError", String(error));
      assert.ok(Date.now() - started < 3_000, `${Date.now() - started} ms`);
      assert.equal(requests, 1);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  test("the time limit fires although garbage collections run while the attempt waits, for the answer and for its body", { timeout: 20_000 }, async () => {
    // AbortSignal.any + AbortSignal.timeout lost their link in a collection (Node 20): the call
    // then waited for undici's five minutes. Collections are forced every 10 ms here.
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const { createServer } = await import("node:http");
    const silent = createServer(() => {});
    const stalling = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"success": true, "data": ');
    });
    await Promise.all([silent, stalling].map((s) => new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve))));
    const collecting = setInterval(gc, 10);
    try {
      for (const target of [silent, stalling]) {
        const port = (target.address() as { port: number }).port;
        const client = clientFor(server, { baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 300, retry: false });
        const started = Date.now();
        const error = await client.company.get().catch((e: unknown) => e);
        assert.equal((error as Error).name, "TimeoutError", String(error));
        assert.ok(Date.now() - started < 3_000, `${target === silent ? "no answer" : "a stalled body"}: ${Date.now() - started} ms`);
      }
    } finally {
      clearInterval(collecting);
      for (const s of [silent, stalling]) {
        s.closeAllConnections();
        await new Promise((resolve) => s.close(resolve));
      }
    }
  });

  test("wasReplayed: a retry answering the client's own lost first attempt is one call, not a replay", async () => {
    const reference = ref("own-retry");
    const lost = scriptedFetch(["answer-lost"]);
    const created = await clientFor(server, { fetch: lost.fetch, retry: { attempts: 3, baseDelayMs: 1 } }).deposits.create({ amount: 31.4, customer: CUSTOMER, reference });
    assert.equal(lost.sent.length, 2);
    assert.equal(wasReplayed(created), false, "the server answered the retry as a replay of the lost attempt");
    // A true replay stays one, even when the call's first attempt was refused (it never reached the server).
    const refused = scriptedFetch(["network-error"]);
    const again = await clientFor(server, { fetch: refused.fetch, retry: { attempts: 3, baseDelayMs: 1 } }).deposits.create({ amount: 31.4, customer: CUSTOMER, reference });
    assert.equal(refused.sent.length, 2);
    assert.equal(again.id, created.id);
    assert.equal(wasReplayed(again), true);
  });

  test("timeoutMs: 0 and Infinity mean no limit, fractions round up, what a timer cannot hold is refused", async () => {
    for (const timeoutMs of [0, Number.POSITIVE_INFINITY, 1500.5]) assert.ok((await clientFor(server, { timeoutMs }).company.get()).id, String(timeoutMs));
    for (const timeoutMs of [-1, Number.NaN, 2 ** 31, 3e9]) assert.throws(() => clientFor(server, { timeoutMs }), /timeoutMs/, String(timeoutMs));
  });

  test("retry: false sends once", async () => {
    const { fetch, sent } = scriptedFetch(["network-error"]);
    const error = await clientFor(server, { fetch, retry: false })
      .company.get()
      .catch((e: unknown) => e);
    assert.ok(error instanceof TypeError);
    assert.equal(sent.length, 1);
  });

  test("the raw openapi-fetch client shares credentials and retries", async () => {
    const { fetch, sent } = scriptedFetch([unavailable]);
    const client = clientFor(server, { fetch, retry: { baseDelayMs: 1 } });
    const { data, response } = await client.raw.GET("/v1/company/balance");
    assert.equal(response.status, 200);
    assert.equal(data?.success, true);
    assert.equal(sent.length, 2);
  });

  test("back-off doubles from the base, is capped, and honours a longer Retry-After", () => {
    const options = { baseDelayMs: 200, maxDelayMs: 2000 };
    assert.deepEqual(
      [1, 2, 3, 4, 5].map((n) => retryDelay(n, options)),
      [200, 400, 800, 1600, 2000],
    );
    assert.equal(retryDelay(1, options, "1"), 1000);
    assert.equal(retryDelay(1, options, "30"), 2000);
    assert.equal(retryDelay(3, options, "0"), 800);
  });
});
