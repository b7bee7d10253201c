/** Deposits: creation rules, idempotency, reads, listings, lifecycle and expiry. */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { checkDynamicBrCode } from "../../conformance/src/checks/brcode.ts";
import { decodeQrDataUri } from "../../conformance/src/checks/qr.ts";
import { idempotencyHash } from "../../server/usecases/payment-common.ts";
import { normalizeCustomer } from "../../server/usecases/customers.ts";
import { CUSTOMER, ref, startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const deposit = (body: Record<string, unknown> = {}, options?: Parameters<TestServer["api"]>[3]) =>
  server.api("POST", "/v1/deposits", { amount: 150, customer: CUSTOMER, reference: ref("dep"), ...body }, options);

describe("POST /v1/deposits", () => {
  test("creates a pending deposit with fees, normalised customer, valid BR Code and QR image", async () => {
    const reference = ref("dep");
    const r = await server.api("POST", "/v1/deposits", { amount: 150, customer: CUSTOMER, reference, metadata: { orderId: "123" } });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const d = r.body.data;
    assert.equal(d.type, "deposit");
    assert.equal(d.method, "pix");
    assert.equal(d.status, "pending");
    assert.equal(d.amount, 150);
    assert.equal(d.feeAmount, 2.75);
    assert.equal(d.netAmount, 147.25);
    assert.match(d.id, /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
    assert.match(d.customer.id, /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
    assert.equal(d.customer.phone, "+5511987654321");
    assert.equal(d.customer.document, "52998224725");
    assert.equal(d.customer.email, CUSTOMER.email);
    assert.deepEqual(d.metadata, { orderId: "123" });
    assert.equal(d.reference, reference);
    const report = checkDynamicBrCode(d.qrCode.payload);
    assert.deepEqual(report.problems, []);
    assert.equal(report.amount, "150.00");
    assert.ok(report.location?.endsWith(d.id));
    assert.equal(decodeQrDataUri(d.qrCode.imageEncoded), d.qrCode.payload);
    assert.equal(Date.parse(d.expiresAt) - Date.parse(d.createdAt), 3600_000);
    for (const t of [d.createdAt, d.updatedAt, d.expiresAt]) assert.match(t, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  test("the same payer gets the same customer id", async () => {
    const a = await deposit();
    const b = await deposit({ customer: { ...CUSTOMER, document: "52998224725" } });
    assert.equal(a.body.data.customer.id, b.body.data.customer.id);
  });

  test("fee formula follows the company's schedule, with the minimum", async () => {
    const cases: [number, number][] = [[150, 2.75], [10, 1], [0.99, 1.0], [1234.57, 19.02]]; // 0.5 + 1.5% = 19.01855 -> 19.02
    for (const [amount, fee] of cases) {
      const r = await deposit({ amount });
      if (amount <= fee) {
        assert.equal(r.status, 422, `amount ${amount}`);
        assert.equal(r.body.error.details[0].field, "amount");
        continue;
      }
      assert.equal(r.body.data.feeAmount, fee, `fee of ${amount}`);
      assert.equal(Math.round(r.body.data.netAmount * 100), Math.round(amount * 100) - Math.round(fee * 100));
    }
  });

  test("customer documents: CPF, CNPJ and the alphanumeric CNPJ, formatted or not; bad check digits refused", async () => {
    for (const [document, expected] of [["529.982.247-25", "52998224725"], ["45.378.069/0001-91", "45378069000191"], ["12.abc.345/01de-35", "12ABC34501DE35"]]) {
      const r = await deposit({ customer: { ...CUSTOMER, document } });
      assert.equal(r.status, 200, document);
      assert.equal(r.body.data.customer.document, expected);
    }
    for (const document of ["529.982.247-24", "11111111111", "12ABC34501DE36"]) {
      const r = await deposit({ customer: { ...CUSTOMER, document } });
      assert.equal(r.status, 422, document);
      assert.deepEqual(r.body.error.details, [{ field: "customer.document", error: "CPF ou CNPJ inválido." }]);
    }
  });

  test("phones come back as + and digits, +55 added when missing", async () => {
    for (const [phone, expected] of [["(11) 98765-4321", "+5511987654321"], ["+55 21 99876-5432", "+5521998765432"], ["1932324455", "+551932324455"], ["5511987654321", "+5511987654321"]]) {
      const r = await deposit({ customer: { ...CUSTOMER, phone } });
      assert.equal(r.body.data.customer.phone, expected, phone);
    }
    const bad = await deposit({ customer: { ...CUSTOMER, phone: "98765-4321" } });
    assert.equal(bad.status, 422);
    assert.equal(bad.body.error.details[0].field, "customer.phone");
    // A Brazilian number that cannot exist: area code 00, 01 or 10 (no area code holds a 0), a
    // 9-digit number not starting with 9, an 8-digit one starting with 0.
    for (const phone of ["0000000000", "(01) 98765-4321", "+55 10 98765-4321", "(11) 88765-4321", "+55 11 0876-5432"]) {
      const r = await deposit({ customer: { ...CUSTOMER, phone } });
      assert.equal(r.status, 422, phone);
      assert.deepEqual(r.body.error.details, [{ field: "customer.phone", error: "Telefone inválido: informe DDD e número, com ou sem +55." }], phone);
    }
    // Other countries keep their own rules.
    const abroad = await deposit({ customer: { ...CUSTOMER, phone: "+1 (212) 555-0100" } });
    assert.equal(abroad.body.data.customer.phone, "+12125550100");
  });

  test("amounts: more than 2 decimals, zero and negative are VALIDATION_ERROR on amount", async () => {
    for (const amount of [10.001, 0, -5]) {
      const r = await deposit({ amount });
      assert.equal(r.status, 422, String(amount));
      assert.equal(r.body.error.code, "VALIDATION_ERROR");
      assert.equal(r.body.error.details[0].field, "amount");
    }
  });

  test("expiresIn sets expiresAt (60 to 86400 seconds)", async () => {
    const r = await deposit({ expiresIn: 600 });
    assert.equal(Date.parse(r.body.data.expiresAt) - Date.parse(r.body.data.createdAt), 600_000);
    assert.equal((await deposit({ expiresIn: 30 })).status, 422);
  });
});

describe("idempotency by reference", () => {
  test("a retry is its replay even when today's fee would refuse its amount", async () => {
    // A money-model audit: the fee check ran before the reference was looked up.
    const shop = await server.newCompany();
    const body = { amount: 5, customer: CUSTOMER, reference: ref("fee-rose") };
    const first = await server.api("POST", "/v1/deposits", body, { as: shop });
    assert.deepEqual([first.status, first.body.data?.feeAmount, first.body.data?.netAmount], [200, 1, 4]);
    await server.api("PATCH", "/v1/sandbox/company", { fees: { deposit: { fixed: 10, percentage: 0, minimumFee: 10 } } }, { as: shop });
    assert.equal((await server.api("POST", "/v1/deposits", { ...body, reference: ref("fee-new") }, { as: shop })).status, 422, "a new deposit of that amount is refused");
    const retry = await server.api("POST", "/v1/deposits", body, { as: shop });
    assert.equal(retry.status, 200, JSON.stringify(retry.body));
    assert.equal(retry.headers.get("idempotent-replayed"), "true");
    assert.deepEqual(retry.body.data, first.body.data);
  });

  test("same reference and parameters replay the deposit with Idempotent-Replayed; other parameters are DUPLICATE_REFERENCE", async () => {
    const body = { amount: 80, customer: CUSTOMER, reference: ref("idem") };
    const first = await server.api("POST", "/v1/deposits", body);
    assert.equal(first.headers.get("idempotent-replayed"), null);
    const second = await server.api("POST", "/v1/deposits", body);
    assert.equal(second.status, 200);
    assert.equal(second.headers.get("idempotent-replayed"), "true");
    assert.deepEqual(second.body.data, first.body.data);
    // The same parameters written otherwise: defaults spelled out, the phone formatted another way.
    const spelledOut = await server.api("POST", "/v1/deposits", { ...body, metadata: {}, splits: [], expiresIn: 3600, customer: { ...CUSTOMER, phone: "+55 11 98765-4321" } });
    assert.equal(spelledOut.status, 200, JSON.stringify(spelledOut.body));
    assert.equal(spelledOut.headers.get("idempotent-replayed"), "true");
    assert.equal(spelledOut.body.data.id, first.body.data.id);
    for (const other of [{ ...body, amount: 81 }, { ...body, metadata: { pedido: "1" } }, { ...body, expiresIn: 600 }]) {
      const conflict = await server.api("POST", "/v1/deposits", other);
      assert.equal(conflict.status, 409, JSON.stringify(other));
      assert.equal(conflict.body.error.code, "DUPLICATE_REFERENCE");
    }
  });

  test("split lines are a set of destinations: a retry listing them in another order, or one split in two, is the same deposit", async () => {
    const [b, c] = [await server.newCompany(), await server.newCompany()];
    const body = { amount: 90, customer: CUSTOMER, reference: ref("split-order"), splits: [{ id: b.companyId, percent: 0.1 }, { id: c.companyId, percent: 0.2 }] };
    const first = await server.api("POST", "/v1/deposits", body);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    for (const splits of [
      [{ id: c.companyId, percent: 0.2 }, { id: b.companyId, percent: 0.1 }],
      [{ id: c.companyId, percent: 0.2 }, { id: b.companyId, percent: 0.05 }, { id: b.companyId, percent: 0.05 }],
    ]) {
      const retry = await server.api("POST", "/v1/deposits", { ...body, splits });
      assert.equal(retry.status, 200, JSON.stringify(retry.body));
      assert.equal(retry.headers.get("idempotent-replayed"), "true");
      assert.deepEqual(retry.body.data, first.body.data);
    }
    const other = await server.api("POST", "/v1/deposits", { ...body, splits: [{ id: c.companyId, percent: 0.1 }, { id: b.companyId, percent: 0.2 }] });
    assert.equal(other.status, 409);
    assert.equal(other.body.error.code, "DUPLICATE_REFERENCE");
  });

  test("a deposit stored before split lines were hashed as a set still replays a retry sent as before", async () => {
    const [b, c] = [await server.newCompany(), await server.newCompany()];
    const [first, second] = [b.companyId, c.companyId].sort().reverse(); // out of id order
    const body = { amount: 90, customer: CUSTOMER, reference: ref("legacy-hash"), splits: [{ id: first, percent: 0.1 }, { id: second, percent: 0.2 }] };
    const created = await server.api("POST", "/v1/deposits", body);
    assert.equal(created.status, 200, JSON.stringify(created.body));
    // What the earlier code stored: the lines hashed in the order sent.
    const legacy = idempotencyHash(
      { amount: 9000, customer: normalizeCustomer(CUSTOMER, "customer", []), metadata: {}, splits: [[first, "0.1"], [second, "0.2"]], expiresIn: 3600, reference: body.reference },
      { companyId: server.companyId, walletId: null },
    );
    server.runtime.store.db.prepare("UPDATE deposits SET request_hash = ? WHERE id = ?").run(legacy, created.body.data.id);
    const retry = await server.api("POST", "/v1/deposits", body);
    assert.equal(retry.status, 200, JSON.stringify(retry.body));
    assert.equal(retry.body.data.id, created.body.data.id);
    server.runtime.store.db.prepare("UPDATE deposits SET request_hash = ? WHERE id = ?").run("0".repeat(64), created.body.data.id);
    assert.equal((await server.api("POST", "/v1/deposits", body)).status, 409, "the legacy hash is what matched, not any hash");
  });

  test("twenty identical requests at once create exactly one deposit", async () => {
    const body = { amount: 33.33, customer: CUSTOMER, reference: ref("burst") };
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.api("POST", "/v1/deposits", body)));
    assert.ok(answers.every((a) => a.status === 200));
    assert.equal(new Set(answers.map((a) => a.body.data.id)).size, 1);
    assert.equal(answers.filter((a) => a.headers.get("idempotent-replayed") !== "true").length, 1);
    const listed = await server.api("GET", `/v1/deposits?reference=${body.reference}`);
    assert.equal(listed.body.data.total, 1);
  });
});

describe("reads and listings", () => {
  test("GET by id; another company's deposit is 404 NOT_FOUND", async () => {
    const d = (await deposit()).body.data;
    const got = await server.api("GET", `/v1/deposits/${d.id}`);
    assert.deepEqual(got.body.data, d);
    const other = await server.newCompany();
    const foreign = await server.api("GET", `/v1/deposits/${d.id}`, undefined, { as: other });
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.error.code, "NOT_FOUND");
    const list = await server.api("GET", "/v1/deposits?limit=100", undefined, { as: other });
    assert.equal(list.body.data.total, 0);
  });

  test("listing filters by status, reference and creation time, pages newest first", async () => {
    const other = await server.newCompany();
    const made: any[] = [];
    for (let i = 0; i < 5; i++) made.push((await deposit({ amount: 10 + i }, { as: other })).body.data);
    await server.api("POST", `/v1/sandbox/deposits/${made[1].id}/pay`, undefined, { as: other });
    const page1 = await server.api("GET", "/v1/deposits?limit=2&page=1", undefined, { as: other });
    assert.equal(page1.body.data.total, 5);
    assert.deepEqual(page1.body.data.items.map((d: { id: string }) => d.id), [made[4].id, made[3].id]);
    assert.deepEqual([page1.body.data.page, page1.body.data.limit], [1, 2]);
    const page3 = await server.api("GET", "/v1/deposits?limit=2&page=3", undefined, { as: other });
    assert.deepEqual(page3.body.data.items.map((d: { id: string }) => d.id), [made[0].id]);
    const paid = await server.api("GET", "/v1/deposits?status=paid", undefined, { as: other });
    assert.deepEqual(paid.body.data.items.map((d: { id: string }) => d.id), [made[1].id]);
    const byRef = await server.api("GET", `/v1/deposits?reference=${made[2].reference}`, undefined, { as: other });
    assert.deepEqual(byRef.body.data.items.map((d: { id: string }) => d.id), [made[2].id]);
    const from = await server.api("GET", `/v1/deposits?createdFrom=${made[3].createdAt}`, undefined, { as: other });
    assert.ok(from.body.data.items.every((d: { createdAt: string }) => d.createdAt >= made[3].createdAt));
    const tooBig = await server.api("GET", "/v1/deposits?limit=101", undefined, { as: other });
    assert.equal(tooBig.status, 422);
  });
});

describe("lifecycle", () => {
  test("pay books net into the balance; paying twice is INVALID_STATE", async () => {
    const other = await server.newCompany();
    const d = (await deposit({ amount: 200 }, { as: other })).body.data;
    const paid = await server.api("POST", `/v1/sandbox/deposits/${d.id}/pay`, undefined, { as: other });
    assert.equal(paid.status, 200);
    assert.equal(paid.body.data.status, "paid");
    assert.match(paid.body.data.endToEndId, /^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
    assert.equal(paid.body.data.endToEndId.length, 32);
    const balance = await server.api("GET", "/v1/company/balance", undefined, { as: other });
    assert.equal(balance.body.data.balance, 196.5);
    const again = await server.api("POST", `/v1/sandbox/deposits/${d.id}/pay`, undefined, { as: other });
    assert.equal(again.status, 409);
    assert.equal(again.body.error.code, "INVALID_STATE");
  });

  test("expire now, and expiry by time (the worker's sweep and reads see it)", async () => {
    const d = (await deposit()).body.data;
    const expired = await server.api("POST", `/v1/sandbox/deposits/${d.id}/expire`);
    assert.equal(expired.body.data.status, "expired");
    // Expired now: expiresAt is that moment, not the hour it would have lasted.
    assert.ok(expired.body.data.expiresAt < d.expiresAt, `${expired.body.data.expiresAt} should come before ${d.expiresAt}`);
    assert.equal(expired.body.data.expiresAt, expired.body.data.updatedAt);
    assert.equal((await server.api("GET", `/v1/deposits/${d.id}`)).body.data.expiresAt, expired.body.data.expiresAt);
    assert.equal((await server.api("POST", `/v1/sandbox/deposits/${d.id}/pay`)).status, 409);

    const timed = (await deposit({ expiresIn: 60 })).body.data;
    const realNow = server.runtime.deps.now;
    server.runtime.deps.now = () => new Date(realNow().getTime() + 61_000);
    try {
      const seen = await server.api("GET", `/v1/deposits/${timed.id}`);
      assert.equal(seen.body.data.status, "expired");
      assert.equal(seen.body.data.expiresAt, timed.expiresAt, "expired on time: it keeps its own expiresAt");
      const swept = (await deposit({ expiresIn: 60 })).body.data;
      server.runtime.deps.now = () => new Date(realNow().getTime() + 122_000);
      server.runtime.worker.wake();
      await server.eventually(async () => (await server.runtime.store.read((r) => r.deposits.getInCompany(server.companyId, swept.id)))?.status === "expired");
    } finally {
      server.runtime.deps.now = realNow;
    }
  });
});

describe("listing totals", () => {
  test("counters kept by triggers agree with COUNT(*) for every scope and status", async () => {
    const db = server.runtime.store.db;
    const rows = db.prepare("SELECT tbl, company_id, wallet_id, status, n FROM listing_counts").all() as { tbl: string; company_id: string; wallet_id: string; status: string; n: number }[];
    assert.ok(rows.length > 0);
    for (const r of rows) {
      const actual = (db.prepare(`SELECT COUNT(*) AS n FROM ${r.tbl} WHERE company_id = ? AND COALESCE(wallet_id, '') = ? AND status = ?`).get(r.company_id, r.wallet_id, r.status) as { n: number }).n;
      assert.equal(r.n, actual, `${r.tbl} ${r.status}`);
    }
    const ledger = db.prepare("SELECT account_id, type, currency, n FROM ledger_kind_counts").all() as { account_id: string; type: string; currency: string; n: number }[];
    assert.ok(ledger.length > 0);
    for (const r of ledger) {
      const actual = (db.prepare("SELECT COUNT(*) AS n FROM ledger_entries WHERE account_id = ? AND type = ? AND currency = ?").get(r.account_id, r.type, r.currency) as { n: number }).n;
      assert.equal(r.n, actual, `${r.type} ${r.currency}`);
    }
    // Every kind of movement booked is counted.
    assert.equal((db.prepare("SELECT COALESCE(SUM(n), 0) AS n FROM ledger_kind_counts").get() as { n: number }).n, (db.prepare("SELECT COUNT(*) AS n FROM ledger_entries").get() as { n: number }).n);
  });
});
