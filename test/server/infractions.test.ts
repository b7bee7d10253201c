/** MED infractions and chargebacks: blocked amounts and refunds booked in the ledger. */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { CUSTOMER, ref, startTestServer, type Credentials, type TestServer } from "../helpers/server.ts";

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

async function paidDeposit(as: Credentials, amount = 150, wallet?: string) {
  const d = (await server.api("POST", "/v1/deposits", { amount, customer: CUSTOMER, reference: ref("med") }, { as, wallet })).body.data;
  await server.api("POST", `/v1/sandbox/deposits/${d.id}/pay`, undefined, { as });
  return d;
}
const brl = async (as: Credentials) => (await server.api("GET", "/v1/company/balance", undefined, { as })).body.data.balances.brl;

describe("MED", () => {
  test("opening blocks the amount; accepting refunds through a chargeback and the deposit becomes refunded", async () => {
    const c = await server.newCompany();
    const d = await paidDeposit(c); // net 147.25
    assert.deepEqual(await brl(c), { total: 147.25, available: 147.25, blocked: 0 });
    const opened = await server.api("POST", "/v1/sandbox/infractions", { depositId: d.id, amount: 100, reason: "fraud" }, { as: c });
    assert.equal(opened.status, 200, JSON.stringify(opened.body));
    const i = opened.body.data;
    assert.deepEqual([i.status, i.amount, i.blockedAmount, i.depositId, i.reference], ["open", 100, 100, d.id, d.reference]);
    assert.equal(i.endToEndId.length, 32);
    assert.deepEqual(await brl(c), { total: 147.25, available: 47.25, blocked: 100 });

    const evidence = await server.api("POST", `/v1/infractions/${i.id}/evidences`, { description: "Comprovante", fileName: "c.pdf", contentType: "application/pdf", contentBase64: Buffer.from("%PDF-1.4 prova").toString("base64") }, { as: c });
    assert.equal(evidence.status, 200);
    assert.equal(evidence.body.data.evidences.length, 1);
    assert.equal(evidence.body.data.evidences[0].size, 14);

    const accepted = await server.api("POST", `/v1/infractions/${i.id}/accept`, undefined, { as: c });
    assert.equal(accepted.status, 200);
    assert.equal(accepted.body.data.status, "refunded");
    assert.equal(accepted.body.data.blockedAmount, 0);
    assert.deepEqual(await brl(c), { total: 47.25, available: 47.25, blocked: 0 });
    assert.equal((await server.api("GET", `/v1/deposits/${d.id}`, undefined, { as: c })).body.data.status, "refunded");
    const cb = await server.api("GET", `/v1/chargebacks/${accepted.body.data.chargebackId}`, undefined, { as: c });
    assert.deepEqual([cb.body.data.amount, cb.body.data.status, cb.body.data.infractionId], [100, "completed", i.id]);
    assert.equal((await server.api("GET", "/v1/chargebacks", undefined, { as: c })).body.data.total, 1);
    assert.equal((await server.api("POST", `/v1/infractions/${i.id}/accept`, undefined, { as: c })).status, 409);
    const types = server.runtime.store.db.prepare("SELECT type FROM events WHERE company_id = ? AND type NOT LIKE 'DEPOSIT_PAID'").all(c.companyId).map((r: any) => r.type);
    assert.deepEqual(types, ["INFRACTION_OPENED", "INFRACTION_UPDATED", "DEPOSIT_REFUNDED", "INFRACTION_REFUNDED"], "the evidence is reported too");
    const updated = JSON.parse((server.runtime.store.db.prepare("SELECT payload_json AS payload FROM events WHERE company_id = ? AND type = 'INFRACTION_UPDATED'").get(c.companyId) as { payload: string }).payload);
    assert.equal(updated.data.evidences.length, 1);
  });

  test("an evidence file must be of its declared type: a PNG declared as a PDF is refused and nothing is attached", async () => {
    const c = await server.newCompany();
    const d = await paidDeposit(c);
    const i = (await server.api("POST", "/v1/sandbox/infractions", { depositId: d.id, amount: 10, reason: "fraud" }, { as: c })).body.data;
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
    const upload = (contentType: string, content: Buffer) => server.api("POST", `/v1/infractions/${i.id}/evidences`, { description: "x", fileName: "x", contentType, contentBase64: content.toString("base64") }, { as: c });
    for (const [contentType, content] of [["application/pdf", png], ["image/png", jpeg], ["image/jpeg", Buffer.from("%PDF-1.7")], ["image/png", png.subarray(0, 6)]] as const) {
      const refused = await upload(contentType, content);
      assert.equal(refused.status, 422, contentType);
      assert.equal(refused.body.error.code, "VALIDATION_ERROR");
      assert.deepEqual(refused.body.error.details, [{ field: "contentBase64", error: `O conteúdo não é um arquivo ${contentType}.` }]);
    }
    assert.equal((await server.api("GET", `/v1/infractions/${i.id}`, undefined, { as: c })).body.data.evidences.length, 0);
    for (const [contentType, content] of [["image/png", png], ["image/jpeg", jpeg], ["application/pdf", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("%PDF-1.4")])]] as const) {
      assert.equal((await upload(contentType, content)).status, 200, contentType);
    }
  });

  test("evidence base64 is the file's own encoding: padding may be left out, but stray '=' or characters are refused", async () => {
    const c = await server.newCompany();
    const d = await paidDeposit(c);
    const i = (await server.api("POST", "/v1/sandbox/infractions", { depositId: d.id, amount: 10, reason: "fraud" }, { as: c })).body.data;
    const upload = (contentBase64: string) => server.api("POST", `/v1/infractions/${i.id}/evidences`, { description: "x", fileName: "x.pdf", contentType: "application/pdf", contentBase64 }, { as: c });
    const encoded = Buffer.from("%PDF-1.4 a").toString("base64"); // 10 bytes: ends in "==".
    assert.ok(encoded.endsWith("=="));
    for (const bad of [`${encoded}=`, `${encoded}==`, `${encoded.slice(0, -1)}`, `JVBE Ri0x`, `${encoded.slice(0, -2)}===`]) {
      const refused = await upload(bad);
      assert.equal(refused.status, 422, bad);
      assert.deepEqual(refused.body.error.details, [{ field: "contentBase64", error: "Deve ser um conteúdo base64 válido." }], bad);
    }
    for (const good of [encoded, encoded.replace(/=+$/, ""), Buffer.from("%PDF-1.4 ab").toString("base64"), Buffer.from("%PDF-1.4 ab").toString("base64").replace(/=$/, "")]) {
      assert.equal((await upload(good)).status, 200, good);
    }
    const stored = (await server.api("GET", `/v1/infractions/${i.id}`, undefined, { as: c })).body.data.evidences;
    assert.deepEqual(stored.map((e: { size: number }) => e.size), [10, 10, 11, 11]);
  });

  test("an evidence file name may not hold a path separator or a control character", async () => {
    const c = await server.newCompany();
    const d = await paidDeposit(c);
    const i = (await server.api("POST", "/v1/sandbox/infractions", { depositId: d.id, amount: 10, reason: "fraud" }, { as: c })).body.data;
    const upload = (fileName: string) => server.api("POST", `/v1/infractions/${i.id}/evidences`, { description: "x", fileName, contentType: "application/pdf", contentBase64: Buffer.from("%PDF-1.4").toString("base64") }, { as: c });
    for (const bad of ["a/b.pdf", "a\\b.pdf", "a\r\nb.pdf", "a\u0000b.pdf", "a\tb.pdf", "a\u007fb.pdf"]) {
      const refused = await upload(bad);
      assert.equal(refused.status, 422, JSON.stringify(bad));
      assert.deepEqual(refused.body.error.details, [{ field: "fileName", error: "O nome do arquivo não pode conter /, \\, caracteres de controle nem separadores de linha." }], JSON.stringify(bad));
    }
    for (const good of ["comprovante de transferência (1).pdf", "ação.pdf", "\u00a0nbsp.pdf"]) assert.equal((await upload(good)).status, 200, good);
  });

  test("after the defence deadline, evidence and a contest are refused with 409 naming defenseDeadline; accepting still works", async () => {
    const c = await server.newCompany();
    const d = await paidDeposit(c);
    const i = (await server.api("POST", "/v1/sandbox/infractions", { depositId: d.id, amount: 10, reason: "fraud" }, { as: c })).body.data;
    assert.ok(Date.parse(i.defenseDeadline) - Date.parse(i.createdAt) === 7 * 24 * 3600 * 1000, "seven days to defend");
    const passed = "2020-01-01T00:00:00.000Z";
    server.runtime.store.db.prepare("UPDATE infractions SET defense_deadline = ? WHERE id = ?").run(passed, i.id);
    const evidence = await server.api("POST", `/v1/infractions/${i.id}/evidences`, { description: "x", fileName: "x.pdf", contentType: "application/pdf", contentBase64: Buffer.from("%PDF-1.4").toString("base64") }, { as: c });
    const contest = await server.api("POST", `/v1/infractions/${i.id}/contest`, { defense: "Entrega comprovada pelo cliente." }, { as: c });
    for (const refused of [evidence, contest]) {
      assert.equal(refused.status, 409);
      assert.equal(refused.body.error.code, "INVALID_STATE");
      assert.deepEqual(refused.body.error.details, [{ field: "defenseDeadline", error: `O prazo terminou em ${passed}.` }]);
    }
    const after = (await server.api("GET", `/v1/infractions/${i.id}`, undefined, { as: c })).body.data;
    assert.deepEqual([after.status, after.evidences.length], ["open", 0]);
    assert.equal((await server.api("POST", `/v1/infractions/${i.id}/accept`, undefined, { as: c })).body.data.status, "refunded");
  });

  test("at most 20 evidences per infraction: the 21st is 409 INVALID_STATE naming evidences, and nothing is attached or reported (each evidence is listed in every INFRACTION_UPDATED event, so an unbounded count grew the events quadratically)", async () => {
    const c = await server.newCompany();
    const d = await paidDeposit(c);
    const i = (await server.api("POST", "/v1/sandbox/infractions", { depositId: d.id, amount: 10, reason: "fraud" }, { as: c })).body.data;
    const upload = () => server.api("POST", `/v1/infractions/${i.id}/evidences`, { description: "x", fileName: "x.pdf", contentType: "application/pdf", contentBase64: Buffer.from("%PDF-1.4").toString("base64") }, { as: c });
    for (let n = 1; n <= 20; n++) assert.equal((await upload()).body.data?.evidences.length, n);
    const refused = await upload();
    assert.equal(refused.status, 409);
    assert.deepEqual(refused.body.error, { code: "INVALID_STATE", message: "A infração já tem o máximo de 20 evidências.", details: [{ field: "evidences", error: "Evidências anexadas: 20." }] });
    assert.equal((await server.api("GET", `/v1/infractions/${i.id}`, undefined, { as: c })).body.data.evidences.length, 20);
    const updates = server.runtime.store.db.prepare("SELECT COUNT(*) AS n FROM events WHERE company_id = ? AND type = 'INFRACTION_UPDATED'").get(c.companyId) as { n: number };
    assert.equal(updates.n, 20);
    assert.equal((await server.api("POST", `/v1/infractions/${i.id}/contest`, { defense: "Entrega comprovada pelo cliente." }, { as: c })).body.data.status, "contested", "the infraction can still be contested");
  });

  test("contest then dismissed releases the blocked amount; contest then refunded makes a chargeback", async () => {
    const c = await server.newCompany();
    const d1 = await paidDeposit(c, 100);
    const i1 = (await server.api("POST", "/v1/sandbox/infractions", { depositId: d1.id }, { as: c })).body.data;
    assert.equal(i1.amount, 100);
    assert.equal(i1.blockedAmount, 98, "only what is available (100.00 - 2.00 fee) can be blocked");
    const short = await server.api("POST", `/v1/infractions/${i1.id}/contest`, { defense: "curta" }, { as: c });
    assert.equal(short.status, 422);
    const blank = await server.api("POST", `/v1/infractions/${i1.id}/contest`, { defense: "   curta      " }, { as: c });
    assert.equal(blank.status, 422, "ten characters counted after trimming");
    assert.equal(blank.body.error.details[0].field, "defense");
    assert.equal((await server.api("GET", `/v1/infractions/${i1.id}`, undefined, { as: c })).body.data.status, "open", "a refused defence leaves the infraction open to evidence");
    const contested = await server.api("POST", `/v1/infractions/${i1.id}/contest`, { defense: "A mercadoria foi entregue; segue o comprovante." }, { as: c });
    assert.equal(contested.body.data.status, "contested");
    assert.equal((await server.api("POST", `/v1/infractions/${i1.id}/evidences`, { description: "x", fileName: "x.png", contentType: "image/png", contentBase64: "iVBORw0KGgo=" }, { as: c })).status, 409);
    const dismissed = await server.api("POST", `/v1/sandbox/infractions/${i1.id}/resolve`, { outcome: "dismissed" }, { as: c });
    assert.equal(dismissed.body.data.status, "dismissed");
    assert.deepEqual(await brl(c), { total: 98, available: 98, blocked: 0 });

    const d2 = await paidDeposit(c, 50);
    const i2 = (await server.api("POST", "/v1/sandbox/infractions", { depositId: d2.id, amount: 20 }, { as: c })).body.data;
    await server.api("POST", `/v1/infractions/${i2.id}/contest`, { defense: "Contestação com justificativa suficiente." }, { as: c });
    const refunded = await server.api("POST", `/v1/sandbox/infractions/${i2.id}/resolve`, { outcome: "refunded" }, { as: c });
    assert.equal(refunded.body.data.status, "refunded");
    assert.deepEqual(await brl(c), { total: 126.75, available: 126.75, blocked: 0 }, "98.00 + 48.75 - 20.00");
  });

  test("an infraction on an unpaid deposit or above its amount is refused; a second one while active too", async () => {
    const c = await server.newCompany();
    const unpaid = (await server.api("POST", "/v1/deposits", { amount: 10, customer: CUSTOMER, reference: ref() }, { as: c })).body.data;
    assert.equal((await server.api("POST", "/v1/sandbox/infractions", { depositId: unpaid.id }, { as: c })).status, 409);
    const d = await paidDeposit(c, 10);
    assert.equal((await server.api("POST", "/v1/sandbox/infractions", { depositId: d.id, amount: 10.01 }, { as: c })).status, 422);
    assert.equal((await server.api("POST", "/v1/sandbox/infractions", { depositId: d.id }, { as: c })).status, 200);
    assert.equal((await server.api("POST", "/v1/sandbox/infractions", { depositId: d.id }, { as: c })).status, 409);
  });

  test("infractions of a wallet deposit belong to the wallet; another tenant sees nothing", async () => {
    const c = await server.newCompany();
    const wallet = (await server.api("POST", "/v1/wallets", { name: "Loja" }, { as: c })).body.data;
    const d = await paidDeposit(c, 100, wallet.id);
    const i = (await server.api("POST", "/v1/sandbox/infractions", { depositId: d.id }, { as: c })).body.data;
    assert.equal(i.wallet.id, wallet.id);
    assert.equal((await server.api("GET", `/v1/infractions/${i.id}`, undefined, { as: c })).status, 404);
    assert.equal((await server.api("GET", `/v1/infractions/${i.id}`, undefined, { as: c, wallet: wallet.id })).status, 200);
    const walletBalance = (await server.api("GET", `/v1/wallets/${wallet.id}/balance`, undefined, { as: c })).body.data.balance;
    assert.deepEqual(walletBalance, { total: 98, available: 0, blocked: 98 });
    const other = await server.newCompany();
    assert.equal((await server.api("GET", `/v1/infractions/${i.id}`, undefined, { as: other })).status, 404);
    assert.equal((await server.api("GET", "/v1/infractions", undefined, { as: other })).body.data.total, 0);
  });

  test("a hold short of its amount is topped up by later credits to its own account, oldest infraction first", async () => {
    const c = await server.newCompany();
    const blockedOf = async (id: string) => (await server.api("GET", `/v1/infractions/${id}`, undefined, { as: c })).body.data.blockedAmount;
    const d1 = await paidDeposit(c, 100); // net 98.00
    const i1 = (await server.api("POST", "/v1/sandbox/infractions", { depositId: d1.id }, { as: c })).body.data;
    assert.equal(i1.blockedAmount, 98);

    const wallet = (await server.api("POST", "/v1/wallets", { name: "Filial" }, { as: c })).body.data;
    await paidDeposit(c, 100, wallet.id);
    assert.equal(await blockedOf(i1.id), 98, "a wallet's credit does not top up the main account's hold");
    assert.deepEqual((await server.api("GET", `/v1/wallets/${wallet.id}/balance`, undefined, { as: c })).body.data.balance, { total: 98, available: 98, blocked: 0 });

    const d2 = await paidDeposit(c, 2.5); // fee is the 1.00 minimum: net 1.50, all of it to i1
    assert.equal(await blockedOf(i1.id), 99.5);
    assert.deepEqual(await brl(c), { total: 99.5, available: 0, blocked: 99.5 });
    const i2 = (await server.api("POST", "/v1/sandbox/infractions", { depositId: d2.id }, { as: c })).body.data;
    assert.equal(i2.blockedAmount, 0);

    await server.api("POST", "/v1/sandbox/balance", { currency: "brl", amount: 1 }, { as: c });
    assert.deepEqual([await blockedOf(i1.id), await blockedOf(i2.id)], [100, 0.5], "the older hold is filled first");
    assert.deepEqual(await brl(c), { total: 100.5, available: 0, blocked: 100.5 });
    const spend = await server.api("POST", "/v1/withdrawals", { amount: 1, pixKey: "12345678909", reference: ref("med-wd") }, { as: c });
    assert.equal(spend.status, 422, "blocked money cannot be withdrawn");

    await server.api("POST", `/v1/infractions/${i1.id}/contest`, { defense: "O pagador recebeu a mercadoria; segue o comprovante." }, { as: c });
    const dismissed = await server.api("POST", `/v1/sandbox/infractions/${i1.id}/resolve`, { outcome: "dismissed" }, { as: c });
    assert.deepEqual([dismissed.body.data.status, dismissed.body.data.blockedAmount], ["dismissed", 0]);
    assert.equal(await blockedOf(i2.id), 2.5, "the released money tops up the other hold, not the dismissed one");
    assert.deepEqual(await brl(c), { total: 100.5, available: 98, blocked: 2.5 });

    const accepted = await server.api("POST", `/v1/infractions/${i2.id}/accept`, undefined, { as: c });
    assert.equal(accepted.body.data.status, "refunded");
    assert.deepEqual(await brl(c), { total: 98, available: 98, blocked: 0 });

    // Every top-up is reported, with the infraction's new blockedAmount: the client did not ask for it.
    const updates = server.runtime.store.db
      .prepare("SELECT payload_json AS payload FROM events WHERE company_id = ? AND type = 'INFRACTION_UPDATED' ORDER BY rowid")
      .all(c.companyId)
      .map((r: any) => JSON.parse(r.payload).data)
      .map((d: any) => [d.id === i1.id ? "i1" : "i2", d.blockedAmount]);
    assert.deepEqual(updates, [["i1", 99.5], ["i1", 100], ["i2", 0.5], ["i2", 2.5]]);
    // The ledger says each top-up in the currency's own writing, as its other movements do.
    const topUps = (await server.api("GET", "/v1/transactions?limit=100", undefined, { as: c })).body.data.items.filter((t: { description: string }) => t.description.startsWith("Complemento"));
    const said = new Set(topUps.map((t: { description: string }) => t.description.replace(/ \(.*\)$/, "")));
    assert.deepEqual([...said].sort(), ["Complemento do bloqueio cautelar MED de R$ 0,50", "Complemento do bloqueio cautelar MED de R$ 1,50", "Complemento do bloqueio cautelar MED de R$ 2,00"]);
  });
});
