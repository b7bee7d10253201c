/** The ledger listing: each movement's status is its source's current status, and `status` filters by it like every listing. */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { CUSTOMER, RECIPIENT, ref, startTestServer, type Credentials, type TestServer } from "../helpers/server.ts";

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

type Movement = { id: string; type: string; status: string; sourceId: string; amount: number; currency: string; reference?: string };
const movements = async (as: Credentials | undefined, query = "", { wallet, limit = 100 }: { wallet?: string; limit?: number } = {}) => {
  const r = await server.api("GET", `/v1/transactions?limit=${limit}${query}`, undefined, { as, wallet });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data as { items: Movement[]; total: number };
};
const kinds = (items: Movement[]) => items.map((m) => `${m.type}:${m.status}`).sort();

describe("GET /v1/transactions status", () => {
  test("a movement shows its source's current status, and ?status= lists only those movements, with their total", async () => {
    const c = await server.newCompany();
    await server.api("PATCH", "/v1/sandbox/company", { settings: { autoApproveWithdrawals: false } }, { as: c });
    await server.api("POST", "/v1/sandbox/balance", { amount: 1000, currency: "brl" }, { as: c });
    const withdraw = async () => (await server.api("POST", "/v1/withdrawals", { amount: 100, pixKey: "joao.pereira@example.com", customer: RECIPIENT, reference: ref("tx-wd") }, { as: c })).body.data;
    const kept = await withdraw();
    const rejected = await withdraw();
    assert.deepEqual(kinds((await movements(c)).items), ["sandbox_credit:completed", "withdraw_hold:pending", "withdraw_hold:pending", "withdraw_hold:pending", "withdraw_hold:pending"]);

    // The rejection changes the status of the hold that is already booked, not only of the release.
    assert.equal((await server.api("POST", `/v1/sandbox/withdrawals/${rejected.id}/reject`, undefined, { as: c })).status, 200);
    const all = await movements(c);
    assert.deepEqual(
      kinds(all.items.filter((m) => m.sourceId === rejected.id)),
      ["withdraw_hold:canceled", "withdraw_hold:canceled", "withdraw_release:canceled", "withdraw_release:canceled"],
    );
    assert.ok(all.items.filter((m) => m.sourceId === kept.id).every((m) => m.status === "pending"));

    const pending = await movements(c, "&status=pending");
    assert.deepEqual(new Set(pending.items.map((m) => m.sourceId)), new Set([kept.id]));
    assert.equal(pending.total, 2);
    const canceled = await movements(c, "&status=canceled&type=withdraw_release");
    assert.deepEqual([canceled.total, canceled.items.length], [2, 2]);
    assert.deepEqual((await movements(c, "&status=completed")).items.map((m) => m.type), ["sandbox_credit"]);
    assert.equal((await movements(c, "&status=paid")).total, 0);
  });

  test("an unknown status is VALIDATION_ERROR on status", async () => {
    const r = await server.api("GET", "/v1/transactions?status=booked", undefined);
    assert.equal(r.status, 422);
    assert.equal(r.body.error.code, "VALIDATION_ERROR");
    assert.equal(r.body.error.details[0].field, "status");
  });

  test("a paid deposit's movements are paid; a split part received from another company is completed, not that company's deposit status", async () => {
    const issuer = await server.newCompany("Emissora");
    const partner = await server.newCompany("Parceira");
    const d = (await server.api("POST", "/v1/deposits", { amount: 200, customer: CUSTOMER, reference: ref("tx-split"), splits: [{ id: partner.companyId, percent: 0.1 }] }, { as: issuer })).body.data;
    await server.api("POST", `/v1/sandbox/deposits/${d.id}/pay`, undefined, { as: issuer });
    assert.deepEqual(kinds((await movements(issuer)).items), ["deposit:paid", "deposit_fee:paid", "split_sent:paid"]);
    const received = await movements(partner);
    assert.deepEqual(kinds(received.items), ["split_received:completed"]);
    assert.equal(received.items[0].sourceId, d.id);
    assert.equal((await movements(partner, "&status=paid")).total, 0);
  });
});

describe("GET /v1/transactions description", () => {
  test("amounts in a row's description are written as Brazilians write them, each currency with its decimals", async () => {
    const c = await server.newCompany();
    await server.api("POST", "/v1/sandbox/balance", { amount: 1234.5, currency: "brl" }, { as: c });
    await server.api("POST", "/v1/sandbox/balance", { amount: 100.1, currency: "usdt" }, { as: c });
    const r = await server.api("GET", "/v1/transactions?limit=10", undefined, { as: c });
    const descriptions = (r.body.data.items as { description: string }[]).map((m) => m.description).sort();
    assert.deepEqual(descriptions, ["Crédito de sandbox de 100,100000 USDT", "Crédito de sandbox de R$ 1.234,50"]);
  });
});

describe("GET /v1/transactions type, currency and reference", () => {
  test("each filter, alone or with another, lists exactly the account's movements that match, newest first, with their total", async () => {
    const c = await server.newCompany();
    // Held for approval: no movement is booked later, between two of the listings below.
    await server.api("PATCH", "/v1/sandbox/company", { settings: { autoApproveWithdrawals: false } }, { as: c });
    await server.api("POST", "/v1/sandbox/balance", { amount: 1000, currency: "brl" }, { as: c });
    await server.api("POST", "/v1/sandbox/balance", { amount: 50, currency: "usdt" }, { as: c });
    const references: string[] = [];
    for (const amount of [120, 80]) {
      const reference = ref("tx-filter");
      references.push(reference);
      const d = (await server.api("POST", "/v1/deposits", { amount, customer: CUSTOMER, reference }, { as: c })).body.data;
      assert.equal((await server.api("POST", `/v1/sandbox/deposits/${d.id}/pay`, undefined, { as: c })).status, 200);
    }
    const withdrawal = ref("tx-filter-wd");
    references.push(withdrawal);
    assert.equal((await server.api("POST", "/v1/withdrawals", { amount: 30, pixKey: "joao.pereira@example.com", customer: RECIPIENT, reference: withdrawal }, { as: c })).status, 200);
    // Another account of another company with the same kinds of movement, which no filter may show.
    const wallet = (await server.api("POST", "/v1/wallets", { name: "Filtros" })).body.data;
    await server.api("POST", "/v1/sandbox/balance", { amount: 7, currency: "usdt" }, { wallet: wallet.id });

    const all = await movements(c);
    assert.equal(all.total, all.items.length);
    const filters: Record<string, string>[] = [
      { type: "deposit" }, { type: "deposit_fee" }, { type: "sandbox_credit" }, { type: "withdraw_hold" }, { type: "crypto_deposit" },
      { currency: "brl" }, { currency: "usdt" },
      { type: "sandbox_credit", currency: "usdt" }, { type: "deposit", currency: "brl" }, { type: "deposit", currency: "usdt" },
      { reference: references[0] }, { reference: references[2] }, { reference: references[1], type: "deposit_fee" }, { reference: references[1], currency: "usdt" },
    ];
    for (const filter of filters) {
      const expected = all.items.filter((m) => Object.entries(filter).every(([k, v]) => (m as Record<string, unknown>)[k] === v));
      const got = await movements(c, `&${new URLSearchParams(filter)}`);
      assert.deepEqual(got.items.map((m) => m.id), expected.map((m) => m.id), JSON.stringify(filter));
      assert.equal(got.total, expected.length, JSON.stringify(filter));
    }
    assert.ok(all.items.filter((m) => m.type === "deposit").length === 2 && all.items.some((m) => m.currency === "usdt"));

    // Paged: the second deposit movement alone, with the total of both.
    const second = await movements(c, "&type=deposit&page=2", { limit: 1 });
    assert.deepEqual([second.items.map((m) => m.id), second.total], [[all.items.filter((m) => m.type === "deposit")[1].id], 2]);
    // Past the last page: no items, the same total.
    assert.deepEqual(await movements(c, "&currency=usdt&page=3", { limit: 1 }), { items: [], total: 1, page: 3, limit: 1 });

    const inWallet = await movements(undefined, "&currency=usdt", { wallet: wallet.id });
    assert.deepEqual([inWallet.items.map((m) => m.type), inWallet.total], [["sandbox_credit"], 1]);
  });
});
