/**
 * Security guarantees: constant-time secret comparison, X-Forwarded-For believed only behind a
 * configured trusted proxy, per-key rate limit with Retry-After, and 404 for every read by id
 * across tenants and across wallets.
 */
import { after, before, describe, test, mock } from "node:test";
import assert from "node:assert/strict";
import crypto from "node:crypto";
import { syncBuiltinESMExports } from "node:module";
import { CUSTOMER, RECIPIENT, ref, startTestServer, type Credentials, type TestServer } from "../helpers/server.ts";

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

test("every answer says X-Content-Type-Options: nosniff and none X-Powered-By: API answers, errors, the docs page and the OpenAPI document (SEC audit)", async () => {
  const headers = { "x-api-key": server.apiKey, "x-api-secret": server.apiSecret };
  for (const path of ["/v1/company", "/v1/deposits/not-a-ulid", "/v1/no-such-route", "/docs", "/openapi.json", "/openapi.yaml", "/health"]) {
    const r = await fetch(`${server.url}${path}`, { headers });
    await r.arrayBuffer();
    assert.equal(r.headers.get("x-content-type-options"), "nosniff", `${path} (${r.status})`);
    assert.equal(r.headers.get("x-powered-by"), null, path);
  }
  const unauthenticated = await fetch(`${server.url}/v1/company`);
  await unauthenticated.arrayBuffer();
  assert.equal(unauthenticated.headers.get("x-content-type-options"), "nosniff", "a 400 before authentication");
});

describe("secret comparison", () => {
  test("every credential check goes through crypto.timingSafeEqual, unknown keys included", async () => {
    const spy = mock.method(crypto, "timingSafeEqual");
    syncBuiltinESMExports();
    try {
      const wrong = { ...server, apiSecret: "sk_wrong_secret_value_000000" } as Credentials;
      const unknown = { ...server, apiKey: "pk_unknown_key_000000000000" } as Credentials;
      for (const as of [undefined, wrong, unknown]) {
        const before = spy.mock.callCount();
        await server.api("GET", "/v1/company", undefined, { as });
        assert.equal(spy.mock.callCount(), before + 1, "one constant-time comparison per request");
        const [a, b] = spy.mock.calls.at(-1)!.arguments as [Buffer, Buffer];
        assert.equal(a.length, 32, "compares SHA-256 digests, so lengths never differ");
        assert.equal(b.length, 32);
      }
    } finally {
      spy.mock.restore();
      syncBuiltinESMExports();
    }
  });
});

describe("IP allowlist behind a proxy", () => {
  const allowlisted = async (s: TestServer) => {
    const c = await s.newCompany();
    await s.api("PATCH", "/v1/sandbox/company", { settings: { ipEnabled: true, ipAddresses: ["203.0.113.0/24"] } }, { as: c });
    return c;
  };

  test("without a trusted proxy, X-Forwarded-For is ignored (the socket address decides)", async () => {
    const c = await allowlisted(server);
    const r = await server.api("GET", "/v1/company", undefined, { as: c, headers: { "x-forwarded-for": "203.0.113.7" } });
    assert.equal(r.status, 403);
    assert.equal(r.body.error.code, "IP_NOT_ALLOWED");
  });

  test("behind a configured trusted proxy (loopback), X-Forwarded-For is honoured, IPv4 and IPv6", async () => {
    const proxied = await startTestServer({ PAYMENTS_TRUST_PROXY: "loopback" });
    try {
      const c = await allowlisted(proxied);
      assert.equal((await proxied.api("GET", "/v1/company", undefined, { as: c, headers: { "x-forwarded-for": "203.0.113.7" } })).status, 200);
      assert.equal((await proxied.api("GET", "/v1/company", undefined, { as: c, headers: { "x-forwarded-for": "198.51.100.7" } })).status, 403);
      await proxied.api("PATCH", "/v1/sandbox/company", { settings: { ipAddresses: ["2001:db8::/32"] } }, { as: await proxied.newCompany() });
      const v6 = await proxied.newCompany();
      await proxied.api("PATCH", "/v1/sandbox/company", { settings: { ipEnabled: true, ipAddresses: ["2001:db8::/32"] } }, { as: v6 });
      assert.equal((await proxied.api("GET", "/v1/company", undefined, { as: v6, headers: { "x-forwarded-for": "2001:db8::42" } })).status, 200);
      assert.equal((await proxied.api("GET", "/v1/company", undefined, { as: v6, headers: { "x-forwarded-for": "2001:db9::42" } })).status, 403);
    } finally {
      await proxied.close();
    }
  });
});

describe("rate limit", () => {
  test("beyond the per-key limit the answer is 429 RATE_LIMITED with Retry-After; other keys are not affected", async () => {
    const limited = await startTestServer({ PAYMENTS_RATE_LIMIT: "5", PAYMENTS_RATE_LIMIT_WINDOW_MS: "60000" });
    try {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 7; i++) {
        last = await limited.api("GET", "/v1/company/balance");
        statuses.push(last.status);
      }
      assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429]);
      assert.equal(last!.body.error.code, "RATE_LIMITED");
      const retryAfter = Number(last!.headers.get("retry-after"));
      assert.ok(retryAfter >= 1 && retryAfter <= 60, String(retryAfter));
      const other = await fetch(`${limited.url}/v1/company`, { headers: { "x-api-key": "pk_other_key_00000000000", "x-api-secret": "sk_x" } });
      assert.equal(other.status, 401, "another key still gets through to authentication");
    } finally {
      await limited.close();
    }
  });

  test("wrong secrets do not use up the key owner's limit; they are limited per client address, which is then refused whatever it sends", async () => {
    const limited = await startTestServer({ PAYMENTS_RATE_LIMIT: "5", PAYMENTS_RATE_LIMIT_WINDOW_MS: "60000", PAYMENTS_TRUST_PROXY: "loopback" });
    try {
      const guesser = { "x-forwarded-for": "203.0.113.7" };
      const guesses: number[] = [];
      for (let i = 0; i < 7; i++) guesses.push((await limited.api("GET", "/v1/company", undefined, { headers: { ...guesser, "x-api-secret": `sk_wrong_guess_${i}` } })).status);
      assert.deepEqual(guesses, [401, 401, 401, 401, 401, 429, 429]);
      // A right guess from that address is not told apart from a wrong one: guessing is slowed.
      const rightGuess = await limited.api("GET", "/v1/company", undefined, { headers: guesser });
      assert.equal(rightGuess.status, 429);
      assert.equal(rightGuess.body.error.code, "RATE_LIMITED");
      assert.ok(Number(rightGuess.headers.get("retry-after")) >= 1);
      const owner = await limited.api("GET", "/v1/company/balance", undefined, { headers: { "x-forwarded-for": "198.51.100.2" } });
      assert.equal(owner.status, 200, "the company's own requests, from its own address, still go through");
    } finally {
      await limited.close();
    }
  });
});

describe("tenant and wallet isolation", () => {
  test("every read by id answers 404 to another company, and across the main account and a wallet", async () => {
    const a = await server.newCompany("Tenant A");
    const b = await server.newCompany("Tenant B");
    const wallet = (await server.api("POST", "/v1/wallets", { name: "Carteira A" }, { as: a })).body.data;
    await server.api("POST", "/v1/sandbox/balance", { amount: 1000, currency: "brl" }, { as: a });
    await server.api("POST", "/v1/sandbox/balance", { amount: 1000, currency: "brl" }, { as: a, wallet: wallet.id });
    await server.api("POST", "/v1/sandbox/balance", { amount: 100, currency: "usdt" }, { as: a });

    /** One of each resource in the given account of A. */
    const make = async (w?: string) => {
      const d = (await server.api("POST", "/v1/deposits", { amount: 100, customer: CUSTOMER, reference: ref("iso") }, { as: a, wallet: w })).body.data;
      await server.api("POST", `/v1/sandbox/deposits/${d.id}/pay`, undefined, { as: a });
      const wd = (await server.api("POST", "/v1/withdrawals", { amount: 10, pixKey: "joao.pereira@example.com", customer: RECIPIENT, reference: ref("iso") }, { as: a, wallet: w })).body.data;
      const conv = (await server.api("POST", "/v1/conversions", { asset: "USDT", method: "PIX", network: "TRX", address: "TNzZ97UYXEHNdxQTFPLFzdssnyEkbzhuf1", amount: 100, currency: "BRL", customer: CUSTOMER, reference: ref("iso") }, { as: a, wallet: w })).body.data;
      const cd = (await server.api("POST", "/v1/crypto-deposits", { network: "TRX", reference: ref("iso") }, { as: a, wallet: w })).body.data;
      const inf = (await server.api("POST", "/v1/sandbox/infractions", { depositId: d.id, amount: 10 }, { as: a })).body.data;
      const accepted = (await server.api("POST", `/v1/infractions/${inf.id}/accept`, undefined, { as: a, wallet: w })).body.data;
      return { d, wd, conv, cd, inf, cb: accepted.chargebackId as string };
    };
    const main = await make();
    const inWallet = await make(wallet.id);
    const webhook = (await server.api("POST", "/v1/webhooks", { url: "https://hooks.example.com/a" }, { as: a })).body.data;

    const reads = (r: Awaited<ReturnType<typeof make>>) => [
      `/v1/deposits/${r.d.id}`,
      `/v1/withdrawals/${r.wd.id}`,
      `/v1/withdrawals/${r.wd.id}/payload`,
      `/v1/conversions/${r.conv.id}`,
      `/v1/crypto-deposits/${r.cd.id}`,
      `/v1/infractions/${r.inf.id}`,
      `/v1/chargebacks/${r.cb}`,
    ];
    for (const path of reads(main)) {
      assert.equal((await server.api("GET", path, undefined, { as: a })).status, 200, `A reads its own ${path}`);
      assert.equal((await server.api("GET", path, undefined, { as: b })).status, 404, `B reads ${path}`);
      assert.equal((await server.api("GET", path, undefined, { as: a, wallet: wallet.id })).status, 404, `A within the wallet reads the main account's ${path}`);
    }
    for (const path of reads(inWallet)) {
      assert.equal((await server.api("GET", path, undefined, { as: a, wallet: wallet.id })).status, 200, `A within the wallet reads ${path}`);
      assert.equal((await server.api("GET", path, undefined, { as: a })).status, 404, `A without the header reads the wallet's ${path}`);
      assert.equal((await server.api("GET", path, undefined, { as: b })).status, 404, `B reads ${path}`);
    }
    for (const path of [`/v1/wallets/${wallet.id}`, `/v1/wallets/${wallet.id}/balance`, `/v1/webhooks/${webhook.id}`, `/v1/webhooks/${webhook.id}/deliveries`]) {
      assert.equal((await server.api("GET", path, undefined, { as: b })).status, 404, `B reads ${path}`);
    }
    for (const [method, path] of [["POST", `/v1/sandbox/deposits/${main.d.id}/expire`], ["POST", `/v1/sandbox/withdrawals/${main.wd.id}/reject`], ["POST", `/v1/sandbox/conversions/${main.conv.id}/expire`], ["DELETE", `/v1/webhooks/${webhook.id}`], ["DELETE", `/v1/wallets/${wallet.id}`]]) {
      assert.equal((await server.api(method, path, undefined, { as: b })).status, 404, `B acts on ${path}`);
    }
    for (const path of ["/v1/deposits", "/v1/withdrawals", "/v1/conversions", "/v1/infractions", "/v1/chargebacks", "/v1/transactions", "/v1/webhooks", "/v1/wallets"]) {
      assert.equal((await server.api("GET", path, undefined, { as: b })).body.data.total, 0, `B lists ${path}`);
    }
  });
});
