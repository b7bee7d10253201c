/** Wallets: reference 4.7, the part 3 state table, KYC mode and every X-Api-Wallet rule. */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { CUSTOMER, RECIPIENT, ref, startTestServer, type Credentials, type TestServer } from "../helpers/server.ts";

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

async function createWallet(body: Record<string, unknown> = {}, as?: Credentials) {
  const r = await server.api("POST", "/v1/wallets", { name: "Loja Centro", ...body }, { as });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data;
}

describe("wallet lifecycle", () => {
  test("creation answers 201 with a zero balance and createdAt; the same externalId returns the existing wallet", async () => {
    const externalId = ref("ext");
    const w = await createWallet({ externalId, metadata: { region: "centro" } });
    assert.equal(w.status, "enabled");
    assert.deepEqual(w.balance, { total: 0, available: 0, blocked: 0 });
    assert.ok(w.createdAt);
    assert.equal(w.verification, undefined);
    const again = await server.api("POST", "/v1/wallets", { name: "Outro nome", externalId });
    assert.equal(again.status, 200);
    assert.equal(again.headers.get("idempotent-replayed"), "true");
    assert.equal(again.body.data.id, w.id);
    assert.equal(again.body.data.name, "Loja Centro");
    assert.equal(again.body.data.createdAt, w.createdAt, "the replay answers as the creation did");
    const detail = await server.api("GET", `/v1/wallets/${w.id}`);
    assert.equal(detail.status, 200);
    assert.equal(detail.body.data.createdAt, undefined, "createdAt only in the create response");
  });

  test("a name of spaces is refused on creation as on edit", async () => {
    const blank = await server.api("POST", "/v1/wallets", { name: "   " });
    assert.equal(blank.status, 422);
    assert.deepEqual(blank.body.error.details, [{ field: "name", error: "Deve ter no mínimo 1 caractere." }]);
  });

  test("an externalId with a space at either end, or of spaces, is refused everywhere: it would be a second id looking like the first", async () => {
    const message = "Não pode começar nem terminar com espaço, nem ter quebra de linha ou caractere de controle.";
    const id = ref("ext");
    const first = await server.api("POST", "/v1/wallets", { name: "Carteira", externalId: id });
    assert.equal(first.status, 201);
    for (const externalId of [` ${id}`, `${id} `, "   ", `a\nb`, `a\rb`, "\u001f", `a\u0085b`, `${id}\u00a0`, `\ufeff${id}`]) {
      const created = await server.api("POST", "/v1/wallets", { name: "Carteira", externalId });
      assert.deepEqual(created.body.error?.details, [{ field: "externalId", error: message }], JSON.stringify(externalId));
      const edited = await server.api("PATCH", `/v1/wallets/${first.body.data.id}`, { externalId });
      assert.deepEqual(edited.body.error?.details, [{ field: "externalId", error: message }], JSON.stringify(externalId));
      const listed = await server.api("GET", `/v1/wallets?externalId=${encodeURIComponent(externalId)}`);
      assert.deepEqual(listed.body.error?.details, [{ field: "externalId", error: message }], JSON.stringify(externalId));
    }
    const inner = await server.api("POST", "/v1/wallets", { name: "Carteira", externalId: `${id} filial 2` });
    assert.equal(inner.status, 201, "inner spaces are the client's to use");
  });

  test("an externalId with any printable character is found by the listing's filter, encoded or not", async () => {
    // encodeURIComponent leaves !'()* as they are, and the validator refused them as reserved.
    const externalId = `${ref("ext")}(1)!*'~`;
    const created = await server.api("POST", "/v1/wallets", { name: "Carteira", externalId });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    for (const query of [encodeURIComponent(externalId), externalId, encodeURIComponent(externalId).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)]) {
      const listed = await server.api("GET", `/v1/wallets?externalId=${query}`);
      assert.equal(listed.status, 200, `${query}: ${JSON.stringify(listed.body)}`);
      assert.deepEqual(listed.body.data.items.map((w: { id: string }) => w.id), [created.body.data.id], query);
    }
  });

  test("archive: refused with WALLET_HAS_BALANCE (409) while any balance is not zero, then allowed; reactivation with PATCH", async () => {
    const w = await createWallet();
    await server.api("POST", "/v1/sandbox/balance", { amount: 10, currency: "usdt" }, { wallet: w.id });
    const refused = await server.api("DELETE", `/v1/wallets/${w.id}`);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.error.code, "WALLET_HAS_BALANCE");
    assert.equal((await server.api("GET", `/v1/wallets/${w.id}`)).body.data.status, "enabled");

    const empty = await createWallet();
    const archived = await server.api("DELETE", `/v1/wallets/${empty.id}`);
    assert.equal(archived.status, 200);
    assert.equal(archived.body.data.status, "disabled");
    const active = await server.api("GET", "/v1/wallets?limit=100");
    assert.ok(!active.body.data.items.some((x: { id: string }) => x.id === empty.id), "archived wallets leave the default listing");
    const disabled = await server.api("GET", "/v1/wallets?status=disabled&limit=100");
    assert.ok(disabled.body.data.items.some((x: { id: string }) => x.id === empty.id));
    const op = await server.api("GET", "/v1/deposits", undefined, { wallet: empty.id });
    assert.equal(op.status, 403);
    assert.equal(op.body.error.code, "WALLET_DISABLED");
    const again = await server.api("DELETE", `/v1/wallets/${empty.id}`);
    assert.equal(again.status, 409);
    assert.equal(again.body.error.code, "INVALID_STATE");
    const back = await server.api("PATCH", `/v1/wallets/${empty.id}`, { status: "enabled" });
    assert.equal(back.status, 200);
    assert.equal(back.body.data.status, "enabled");
    assert.equal((await server.api("GET", "/v1/deposits", undefined, { wallet: empty.id })).status, 200);
  });

  test("a blocked balance (pending withdrawal) also prevents archiving", async () => {
    await server.api("PATCH", "/v1/sandbox/company", { settings: { autoApproveWithdrawals: false } });
    try {
      const w = await createWallet();
      await server.api("POST", "/v1/sandbox/balance", { amount: 100, currency: "brl" }, { wallet: w.id });
      const wd = await server.api("POST", "/v1/withdrawals", { amount: 98.5, pixKey: "joao.pereira@example.com", customer: RECIPIENT, reference: ref("wd") }, { wallet: w.id });
      assert.equal(wd.status, 200, JSON.stringify(wd.body));
      const balance = await server.api("GET", `/v1/wallets/${w.id}/balance`);
      assert.deepEqual(balance.body.data, { balance: { total: 100, available: 0, blocked: 100 }, currency: "brl" });
      assert.equal((await server.api("DELETE", `/v1/wallets/${w.id}`)).body.error.code, "WALLET_HAS_BALANCE");
    } finally {
      await server.api("PATCH", "/v1/sandbox/company", { settings: { autoApproveWithdrawals: true } });
    }
  });

  test("PATCH edits name, externalId, blocks and metadata; a taken externalId is DUPLICATE_REFERENCE", async () => {
    const a = await createWallet({ externalId: ref("a") });
    const b = await createWallet({ externalId: ref("b") });
    const edited = await server.api("PATCH", `/v1/wallets/${a.id}`, { name: "Loja Centro SP", depositsBlocked: true, metadata: { k: "v" } });
    assert.equal(edited.status, 200);
    assert.equal(edited.body.data.name, "Loja Centro SP");
    assert.equal(edited.body.data.depositsBlocked, true);
    assert.deepEqual(edited.body.data.metadata, { k: "v" });
    const blocked = await server.api("POST", "/v1/deposits", { amount: 10, customer: CUSTOMER, reference: ref() }, { wallet: a.id });
    assert.equal(blocked.status, 403);
    assert.equal(blocked.body.error.code, "WALLET_OPERATION_BLOCKED");
    const taken = await server.api("PATCH", `/v1/wallets/${a.id}`, { externalId: b.externalId });
    assert.equal(taken.status, 409);
    assert.equal(taken.body.error.code, "DUPLICATE_REFERENCE");
  });

  test("unknown wallet ids are 404 NOT_FOUND on the wallet paths, and another company's wallet too", async () => {
    const w = await createWallet();
    const other = await server.newCompany();
    for (const path of [`/v1/wallets/${w.id}`, `/v1/wallets/${w.id}/balance`]) {
      const r = await server.api("GET", path, undefined, { as: other });
      assert.equal(r.status, 404, path);
      assert.equal(r.body.error.code, "NOT_FOUND");
    }
    assert.equal((await server.api("DELETE", `/v1/wallets/${w.id}`, undefined, { as: other })).status, 404);
  });

  test("wallet balances per currency; USDT with ?currency=usdt", async () => {
    const w = await createWallet();
    await server.api("POST", "/v1/sandbox/balance", { amount: 75.5, currency: "usdt" }, { wallet: w.id });
    const usdt = await server.api("GET", `/v1/wallets/${w.id}/balance?currency=usdt`);
    assert.deepEqual(usdt.body.data, { balance: { total: 75.5, available: 75.5, blocked: 0 }, currency: "usdt" });
    const brl = await server.api("GET", `/v1/wallets/${w.id}/balance`);
    assert.deepEqual(brl.body.data, { balance: { total: 0, available: 0, blocked: 0 }, currency: "brl" });
  });
});

describe("X-Api-Wallet", () => {
  test("a reference is unique per account: the main account and two wallets may each use it, and each replays its own", async () => {
    const a = await createWallet();
    const b = await createWallet();
    const reference = ref("order-1001");
    const deposit = (wallet?: string, amount = 50) => server.api("POST", "/v1/deposits", { amount, customer: CUSTOMER, reference }, wallet ? { wallet } : {});
    const made = [await deposit(), await deposit(a.id), await deposit(b.id)];
    assert.deepEqual(made.map((r) => r.status), [200, 200, 200], JSON.stringify(made.map((r) => r.body)));
    assert.equal(new Set(made.map((r) => r.body.data.id)).size, 3, "three deposits");
    assert.deepEqual(made.map((r) => r.headers.get("idempotent-replayed")), [null, null, null]);
    const replays = [await deposit(), await deposit(a.id), await deposit(b.id)];
    assert.deepEqual(replays.map((r) => r.body.data.id), made.map((r) => r.body.data.id), "each account replays its own deposit");
    assert.deepEqual(replays.map((r) => r.headers.get("idempotent-replayed")), ["true", "true", "true"]);
    const conflict = await deposit(a.id, 51);
    assert.equal(conflict.status, 409);
    assert.equal(conflict.body.error.code, "DUPLICATE_REFERENCE");

    const withdrawal = (wallet?: string) => server.api("POST", "/v1/withdrawals", { amount: 1, pixKey: "joao.pereira@example.com", customer: RECIPIENT, reference }, wallet ? { wallet } : {});
    await server.api("POST", "/v1/sandbox/balance", { amount: 10, currency: "brl" }, { wallet: a.id });
    await server.api("POST", "/v1/sandbox/balance", { amount: 10, currency: "brl" });
    const withdrawals = [await withdrawal(), await withdrawal(a.id)];
    assert.deepEqual(withdrawals.map((r) => r.status), [200, 200], JSON.stringify(withdrawals.map((r) => r.body)));
    assert.notEqual(withdrawals[0].body.data.id, withdrawals[1].body.data.id);

    // ?reference= lists the account's own payment with it (looked up in the unique index of
    // references, whose key is the account): never another account's of the same reference.
    const listed = async (path: string, wallet?: string) => {
      const r = await server.api("GET", `${path}?reference=${reference}`, undefined, wallet ? { wallet } : {});
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return { ids: r.body.data.items.map((x: { id: string }) => x.id), total: r.body.data.total };
    };
    assert.deepEqual(await listed("/v1/deposits"), { ids: [made[0].body.data.id], total: 1 });
    assert.deepEqual(await listed("/v1/deposits", a.id), { ids: [made[1].body.data.id], total: 1 });
    assert.deepEqual(await listed("/v1/deposits", b.id), { ids: [made[2].body.data.id], total: 1 });
    assert.deepEqual(await listed("/v1/withdrawals"), { ids: [withdrawals[0].body.data.id], total: 1 });
    assert.deepEqual(await listed("/v1/withdrawals", a.id), { ids: [withdrawals[1].body.data.id], total: 1 });
    assert.deepEqual(await listed("/v1/withdrawals", b.id), { ids: [], total: 0 });
  });

  test("a creation retried after its wallet was blocked or archived still gets its replay; a new reference is refused", async () => {
    // A client whose first answer was lost retries: it must learn that its withdrawal exists, not
    // that the wallet is blocked now. Withdrawals without fees here, so the wallet can be emptied.
    const as = await server.newCompany();
    const setup = await server.api("PATCH", "/v1/sandbox/company", { walletsEnabled: true, fees: { withdraw: { fixed: 0, percentage: 0, minimumFee: 0 } } }, { as });
    assert.equal(setup.status, 200, JSON.stringify(setup.body));
    const w = await createWallet({}, as);
    await server.api("POST", "/v1/sandbox/balance", { amount: 5, currency: "brl" }, { as, wallet: w.id });
    const bodies = {
      "/v1/deposits": { amount: 50, customer: CUSTOMER, reference: ref("retry-dep") },
      "/v1/withdrawals": { amount: 5, pixKey: "joao.pereira@example.com", customer: RECIPIENT, reference: ref("retry-wd") },
      "/v1/conversions": { asset: "USDT", method: "PIX", network: "TRX", address: "TNzZ97UYXEHNdxQTFPLFzdssnyEkbzhuf1", amount: 100, currency: "BRL", customer: CUSTOMER, reference: ref("retry-conv") },
      "/v1/crypto-deposits": { network: "TRX", expectedAmount: 10, reference: ref("retry-usdt") },
    };
    const create = (path: string, body: Record<string, unknown>) => server.api("POST", path, body, { as, wallet: w.id });
    const first = new Map<string, string>();
    for (const [path, body] of Object.entries(bodies)) {
      const made = await create(path, body);
      assert.equal(made.status, 200, `${path}: ${JSON.stringify(made.body)}`);
      first.set(path, made.body.data.id);
    }
    const expectReplays = async (state: string) => {
      for (const [path, body] of Object.entries(bodies)) {
        const again = await create(path, body);
        assert.equal(again.status, 200, `${state} ${path}: ${JSON.stringify(again.body)}`);
        assert.equal(again.body.data.id, first.get(path), `${state} ${path}`);
        assert.equal(again.headers.get("idempotent-replayed"), "true", `${state} ${path}`);
        const changed = await create(path, { ...body, metadata: { changed: true } });
        assert.equal(changed.body.error?.code, "DUPLICATE_REFERENCE", `${state} ${path}: the reference with other parameters`);
      }
    };
    const expectRefused = async (state: string, code: string) => {
      for (const [path, body] of Object.entries(bodies)) {
        const fresh = await create(path, { ...body, reference: ref("retry-new") });
        assert.equal(fresh.body.error?.code, code, `${state} ${path}: ${JSON.stringify(fresh.body)}`);
      }
    };
    assert.equal((await server.api("PATCH", `/v1/wallets/${w.id}`, { depositsBlocked: true, withdrawalsBlocked: true }, { as })).status, 200);
    await expectReplays("blocked");
    await expectRefused("blocked", "WALLET_OPERATION_BLOCKED");
    // Archiving needs a zero balance: the withdrawal took the whole credit once paid.
    await server.eventually(async () => (await server.api("GET", `/v1/wallets/${w.id}/balance`, undefined, { as })).body.data.balance.total === 0, 10_000);
    const archived = await server.api("DELETE", `/v1/wallets/${w.id}`, undefined, { as });
    assert.equal(archived.status, 200, JSON.stringify(archived.body));
    await expectReplays("archived");
    await expectRefused("archived", "WALLET_DISABLED");
    assert.equal((await server.api("GET", "/v1/deposits", undefined, { as, wallet: w.id })).body.error.code, "WALLET_DISABLED", "reads stay refused");
  });

  test("scopes deposits, their listing, get by id and transactions to the wallet; any header case", async () => {
    const w = await createWallet();
    const inWallet = await server.api("POST", "/v1/deposits", { amount: 50, customer: CUSTOMER, reference: ref("w") }, { headers: { "X-API-WALLET": w.id } });
    assert.equal(inWallet.status, 200);
    assert.deepEqual(inWallet.body.data.wallet, { id: w.id, name: "Loja Centro" });
    const main = await server.api("POST", "/v1/deposits", { amount: 60, customer: CUSTOMER, reference: ref("m") });
    assert.equal(main.body.data.wallet, undefined);

    const walletList = await server.api("GET", "/v1/deposits?limit=100", undefined, { headers: { "x-api-wallet": w.id } });
    assert.deepEqual(walletList.body.data.items.map((d: { id: string }) => d.id), [inWallet.body.data.id]);
    const mainList = await server.api("GET", "/v1/deposits?limit=100");
    assert.ok(!mainList.body.data.items.some((d: { id: string }) => d.id === inWallet.body.data.id));
    assert.ok(mainList.body.data.items.some((d: { id: string }) => d.id === main.body.data.id));

    assert.equal((await server.api("GET", `/v1/deposits/${inWallet.body.data.id}`)).status, 404, "without the header a wallet's deposit is not found");
    assert.equal((await server.api("GET", `/v1/deposits/${main.body.data.id}`, undefined, { wallet: w.id })).status, 404, "with the header the main account's is not found");
    assert.equal((await server.api("GET", `/v1/deposits/${inWallet.body.data.id}`, undefined, { wallet: w.id })).status, 200);

    await server.api("POST", `/v1/sandbox/deposits/${inWallet.body.data.id}/pay`);
    const txs = await server.api("GET", "/v1/transactions", undefined, { wallet: w.id });
    assert.deepEqual(txs.body.data.items.map((t: { type: string }) => t.type).sort(), ["deposit", "deposit_fee"]);
    assert.ok(txs.body.data.items.every((t: { wallet?: { id: string } }) => t.wallet?.id === w.id));
    const balance = await server.api("GET", `/v1/wallets/${w.id}/balance`);
    assert.equal(balance.body.data.balance.available, 48.75, "50.00 - max(1.00, 0.50 + 0.75)");
  });

  test("an unknown wallet is 404 WALLET_NOT_FOUND naming the header; a malformed one is VALIDATION_ERROR", async () => {
    const r = await server.api("GET", "/v1/deposits", undefined, { wallet: "01M5ZZZZZZZZZZZZZZZZZZZZZZ" });
    assert.equal(r.status, 404);
    assert.equal(r.body.error.code, "WALLET_NOT_FOUND");
    assert.equal(r.body.error.details[0].field, "X-Api-Wallet");
    const other = await server.newCompany();
    const foreign = await createWallet({}, other);
    assert.equal((await server.api("GET", "/v1/deposits", undefined, { wallet: foreign.id })).body.error.code, "WALLET_NOT_FOUND");
    const bad = await server.api("GET", "/v1/deposits", undefined, { wallet: "loja-centro" });
    assert.equal(bad.status, 422);
    assert.equal(bad.body.error.details[0].field, "X-Api-Wallet");
    // Two wallets (the header sent twice arrives as this list): told so, not "not a ULID".
    const twice = await server.api("GET", "/v1/deposits", undefined, { wallet: `${foreign.id}, ${foreign.id}` });
    assert.equal(twice.status, 422);
    assert.deepEqual(twice.body.error.details, [{ field: "X-Api-Wallet", error: "Envie um único X-Api-Wallet, com um só identificador de carteira." }]);
  });

  test("WALLETS_NOT_ENABLED when the feature is off, on wallet paths and with the header", async () => {
    const other = await server.newCompany();
    const w = await createWallet({}, other);
    await server.api("PATCH", "/v1/sandbox/company", { walletsEnabled: false }, { as: other });
    for (const [method, path, wallet] of [["GET", "/v1/wallets"], ["POST", "/v1/wallets"], ["GET", `/v1/wallets/${w.id}`], ["GET", "/v1/deposits", w.id]] as const) {
      const r = await server.api(method, path, method === "POST" ? { name: "X" } : undefined, { as: other, wallet });
      assert.equal(r.status, 403, `${method} ${path}`);
      assert.equal(r.body.error.code, "WALLETS_NOT_ENABLED");
    }
    // A split line to one of its wallets uses the feature too (DESIGN: the wallet rules of 4.7
    // apply to split destinations); nothing is stored.
    const reference = ref("split-wallets-off");
    const split = await server.api("POST", "/v1/deposits", { amount: 100, customer: CUSTOMER, reference, splits: [{ id: w.id, percent: 0.5 }] }, { as: other });
    assert.equal(split.status, 403, JSON.stringify(split.body));
    assert.equal(split.body.error.code, "WALLETS_NOT_ENABLED");
    assert.equal(split.body.error.details[0].field, "splits[0].id");
    assert.equal((await server.api("GET", `/v1/deposits?reference=${reference}`, undefined, { as: other })).body.data.total, 0);
  });
});

describe("kyc mode", () => {
  test("requires taxId, email and phone; wallets wait for verification; resend; terminal rejection", async () => {
    const other = await server.newCompany();
    await server.api("PATCH", "/v1/sandbox/company", { walletMode: "kyc" }, { as: other });
    const missing = await server.api("POST", "/v1/wallets", { name: "Franquia" }, { as: other });
    assert.equal(missing.status, 422);
    assert.deepEqual(missing.body.error.details.map((d: { field: string }) => d.field), ["taxId", "email", "phone"]);
    const badCnpj = await server.api("POST", "/v1/wallets", { name: "Franquia", taxId: "27.510.150/0001-01", email: "f@example.com", phone: "(19) 3232-4455" }, { as: other });
    assert.equal(badCnpj.body.error.details[0].field, "taxId");

    const kycBody = { name: "Franquia", externalId: "franquia-kyc", taxId: "12.ABC.345/01DE-35", email: "f@example.com", phone: "(19) 3232-4455" };
    const created = await server.api("POST", "/v1/wallets", kycBody, { as: other });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const w = created.body.data;
    assert.equal(w.verification.status, "pending");
    assert.match(w.onboardingUrl, /^https:\/\//);
    // A client whose 201 was lost retries and still gets the onboarding link.
    const retried = await server.api("POST", "/v1/wallets", kycBody, { as: other });
    assert.equal(retried.status, 200);
    assert.equal(retried.body.data.id, w.id);
    assert.equal(retried.body.data.onboardingUrl, w.onboardingUrl);
    assert.equal(retried.body.data.createdAt, w.createdAt);

    const pending = await server.api("GET", "/v1/deposits", undefined, { as: other, wallet: w.id });
    assert.equal(pending.status, 403);
    assert.equal(pending.body.error.code, "WALLET_KYC_NOT_APPROVED");

    const resend = await server.api("POST", `/v1/wallets/${w.id}/verification/resend`, { email: "novo@example.com" }, { as: other });
    assert.equal(resend.status, 200);
    assert.equal(resend.body.data.email, "novo@example.com");

    await server.api("POST", `/v1/sandbox/wallets/${w.id}/verification`, { status: "approved" }, { as: other });
    assert.equal((await server.api("GET", "/v1/deposits", undefined, { as: other, wallet: w.id })).status, 200);
    const noLonger = await server.api("POST", `/v1/wallets/${w.id}/verification/resend`, { email: "x@example.com" }, { as: other });
    assert.equal(noLonger.status, 409);

    await server.api("POST", `/v1/sandbox/wallets/${w.id}/verification`, { status: "rejected_terminal" }, { as: other });
    const terminal = await server.api("GET", "/v1/deposits", undefined, { as: other, wallet: w.id });
    assert.equal(terminal.status, 403);
    assert.equal(terminal.body.error.code, "WALLET_KYC_REJECTED_TERMINAL");
    const split = await server.api("POST", "/v1/deposits", { amount: 100, customer: CUSTOMER, reference: ref("kyc-split"), splits: [{ id: w.id, percent: 0.5 }] }, { as: other });
    assert.equal(split.status, 403, "a split would credit money the wallet can never move");
    assert.equal(split.body.error.code, "WALLET_KYC_REJECTED_TERMINAL");
    assert.equal(split.body.error.details[0].field, "splits[0].id");
    const undo = await server.api("POST", `/v1/sandbox/wallets/${w.id}/verification`, { status: "approved" }, { as: other });
    assert.equal(undo.status, 403, "a terminal rejection is final, in the sandbox too");
    assert.equal(undo.body.error.code, "WALLET_KYC_REJECTED_TERMINAL");
    // Reference part 7: an operation on a wallet rejected terminally is WALLET_KYC_REJECTED_TERMINAL.
    const resendAfter = await server.api("POST", `/v1/wallets/${w.id}/verification/resend`, { email: "x@example.com" }, { as: other });
    assert.equal(resendAfter.status, 403);
    assert.equal(resendAfter.body.error.code, "WALLET_KYC_REJECTED_TERMINAL");
    assert.equal((await server.api("GET", `/v1/wallets/${w.id}`, undefined, { as: other })).body.data.verification.status, "rejected_terminal");
  });

  test("wallets created before verification existed remain operable", async () => {
    const other = await server.newCompany();
    const old = await createWallet({}, other);
    await server.api("PATCH", "/v1/sandbox/company", { walletMode: "kyc" }, { as: other });
    assert.equal((await server.api("GET", "/v1/deposits", undefined, { as: other, wallet: old.id })).status, 200);
    const noVerification = await server.api("POST", `/v1/sandbox/wallets/${old.id}/verification`, { status: "approved" }, { as: other });
    assert.equal(noVerification.status, 409);
  });
});
