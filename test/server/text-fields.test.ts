/**
 * Free text that travels on: names (a payer's, a Pix key holder's, a company's), e-mails and
 * evidence file names are checked alike wherever they are taken, so a value refused in one place
 * is not stored through another (input-validation audit), and a sandbox setting cannot lock its
 * company out for good.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { CUSTOMER, RECIPIENT, ref, startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const fields = (r: { body: { error?: { details?: { field: string }[] } } }) => r.body.error?.details?.map((d) => d.field) ?? [];

test("a name is 2 characters or more once trimmed, everywhere: a Pix key holder's and a company's as a payer's", async () => {
  for (const name of ["   ", " a "]) {
    const key = await server.api("POST", "/v1/sandbox/pix-keys", { key: `blank.${ref("k")}@example.com`.toLowerCase(), name, document: "111.444.777-35" });
    assert.equal(key.status, 422, JSON.stringify(key.body));
    assert.deepEqual(fields(key), ["name"]);
    const company = await server.api("POST", "/v1/sandbox/companies", { tradeName: "Loja Válida", legalName: name });
    assert.equal(company.status, 422, JSON.stringify(company.body));
    assert.deepEqual(fields(company), ["legalName"]);
    const payer = await server.api("POST", "/v1/deposits", { amount: 10, customer: { ...CUSTOMER, name }, reference: ref("name") });
    assert.deepEqual(fields(payer), ["customer.name"]);
  }
  const spaced = await server.api("POST", "/v1/sandbox/pix-keys", { key: "holder.spaced@example.com", name: "  Ana   Souza ", document: "111.444.777-35" });
  assert.equal(spaced.status, 200);
  assert.equal(spaced.body.data.name, "Ana Souza");
  const company = await server.api("POST", "/v1/sandbox/companies", { tradeName: "  Loja   Nova " });
  assert.equal(company.status, 201, JSON.stringify(company.body));
  assert.equal(company.body.data.company.tradeName, "Loja Nova");
  assert.equal(company.body.data.company.legalName, "Loja Nova");
});

test("a zero-width no-break space (U+FEFF) inside a name is kept, not made a visible space; a wallet's name is stored trimmed", async () => {
  // JavaScript's \s counts U+FEFF, which is no space in Unicode: "Hen\uFEFFrique" was stored "Hen rique".
  const payer = await server.api("POST", "/v1/deposits", { amount: 10, customer: { ...CUSTOMER, name: "Pedro Hen\uFEFFrique  Alves" }, reference: ref("bom") });
  assert.equal(payer.status, 200, JSON.stringify(payer.body));
  assert.equal(payer.body.data.customer.name, "Pedro Hen\uFEFFrique Alves");
  assert.equal((await server.api("GET", `/v1/deposits/${payer.body.data.id}`)).body.data.customer.name, "Pedro Hen\uFEFFrique Alves");
  // The contract says a wallet's name is stored without the spaces at either end.
  await server.api("PATCH", "/v1/sandbox/company", { walletsEnabled: true });
  const wallet = await server.api("POST", "/v1/wallets", { name: "  Loja  Sul " });
  assert.equal(wallet.status, 201, JSON.stringify(wallet.body));
  assert.equal(wallet.body.data.name, "Loja  Sul");
});

test("names refuse control characters and line separators, C1 and Unicode ones included", async () => {
  await server.api("PATCH", "/v1/sandbox/company", { walletsEnabled: true });
  const existing = (await server.api("POST", "/v1/wallets", { name: "Loja Controle" })).body.data;
  for (const name of ["Maria\u0000Silva", "Maria\u0085Silva", "Maria\u2028Silva", "Maria\tSilva"]) {
    const payer = await server.api("POST", "/v1/deposits", { amount: 10, customer: { ...CUSTOMER, name }, reference: ref("ctl") });
    assert.equal(payer.status, 422, JSON.stringify(name));
    assert.deepEqual(payer.body.error.details, [{ field: "customer.name", error: "O nome não pode conter caracteres de controle nem separadores de linha." }]);
    const company = await server.api("POST", "/v1/sandbox/companies", { tradeName: name });
    assert.deepEqual(fields(company), ["tradeName"], JSON.stringify(name));
    // A wallet's name travels into the payment webhooks' `wallet` field as a payer's does.
    const wallet = await server.api("POST", "/v1/wallets", { name });
    assert.deepEqual(wallet.body.error?.details, [{ field: "name", error: "O nome não pode conter caracteres de controle nem separadores de linha." }], JSON.stringify(name));
    assert.deepEqual(fields(await server.api("PATCH", `/v1/wallets/${existing.id}`, { name })), ["name"], JSON.stringify(name));
  }
  const accented = await server.api("POST", "/v1/deposits", { amount: 10, customer: { ...CUSTOMER, name: "João Conceição D'Ávila" }, reference: ref("ok") });
  assert.equal(accented.status, 200);
});

test("an empty name is told its minimum length, not that it holds control characters (REFX audit)", async () => {
  // "" fails the name's pattern (one or more characters, none a control one) as well as its
  // minimum of 2, and was told "O nome não pode conter caracteres de controle...".
  const told = [{ field: "customer.name", error: "Deve ter no mínimo 2 caracteres." }];
  assert.deepEqual((await server.api("POST", "/v1/deposits", { amount: 10, customer: { ...CUSTOMER, name: "" }, reference: ref("empty") })).body.error?.details, told);
  assert.deepEqual((await server.api("POST", "/v1/withdrawals", { amount: 1, pixKey: RECIPIENT.document, customer: { ...RECIPIENT, name: "" }, reference: ref("empty") })).body.error?.details, told);
  assert.deepEqual((await server.api("POST", "/v1/sandbox/companies", { tradeName: "" })).body.error?.details, [{ field: "tradeName", error: "Deve ter no mínimo 2 caracteres." }]);
  assert.deepEqual((await server.api("POST", "/v1/sandbox/pix-keys", { key: "empty.name@example.com", name: "", document: "111.444.777-35" })).body.error?.details, [{ field: "name", error: "Deve ter no mínimo 2 caracteres." }]);
  // One character that is a control character is still told what it holds.
  assert.deepEqual((await server.api("POST", "/v1/deposits", { amount: 10, customer: { ...CUSTOMER, name: "\u0001" }, reference: ref("ctl1") })).body.error?.details, [{ field: "customer.name", error: "O nome não pode conter caracteres de controle nem separadores de linha." }]);
});

test("an evidence file name refuses C1 controls and Unicode line separators as it does ASCII ones", async () => {
  await server.api("POST", "/v1/sandbox/balance", { amount: 100, currency: "brl" });
  const d = (await server.api("POST", "/v1/deposits", { amount: 50, customer: CUSTOMER, reference: ref("ev") })).body.data;
  await server.api("POST", `/v1/sandbox/deposits/${d.id}/pay`);
  const infraction = (await server.api("POST", "/v1/sandbox/infractions", { depositId: d.id, amount: 10 })).body.data;
  const evidence = (fileName: string) => server.api("POST", `/v1/infractions/${infraction.id}/evidences`, { description: "Comprovante", fileName, contentType: "application/pdf", contentBase64: "JVBERi0xLjQgc2FuZGJveCBldmlkZW5jZQ==" });
  for (const fileName of ["comprovante\u0085linha2.pdf", "comprovante\u2028linha2.pdf", "comprovante\nlinha2.pdf"]) {
    const r = await evidence(fileName);
    assert.equal(r.status, 422, JSON.stringify(fileName));
    assert.deepEqual(fields(r), ["fileName"]);
  }
  assert.equal((await evidence("comprovante-entrega.pdf")).status, 200);
  assert.equal((await server.api("GET", `/v1/infractions/${infraction.id}`)).body.data.evidences.length, 1, "the refused ones were not stored");
});

test("an e-mail is an RFC 5321 mailbox: no dot first, last or twice in its local part", async () => {
  for (const email of [".a..b.@example.com", "a..b@example.com", "a.@example.com", "a@-example.com"]) {
    const w = await server.api("POST", "/v1/withdrawals", { amount: 1, pixKey: "joao.pereira@example.com", customer: { ...RECIPIENT, email }, reference: ref("mail") });
    assert.equal(w.status, 422, email);
    assert.deepEqual(fields(w), ["customer.email"], email);
  }
  const fine = await server.api("POST", "/v1/deposits", { amount: 10, customer: { ...CUSTOMER, email: "maria.o+loja@sub.example.com.br" }, reference: ref("mail") });
  assert.equal(fine.status, 200, JSON.stringify(fine.body));
});

test("the IP allowlist cannot be switched on empty, which would refuse every request, its own undoing included", async () => {
  const c = await server.newCompany();
  const empty = await server.api("PATCH", "/v1/sandbox/company", { settings: { ipEnabled: true, ipAddresses: [] } }, { as: c });
  assert.equal(empty.status, 422);
  assert.deepEqual(fields(empty), ["settings.ipAddresses"]);
  const none = await server.api("PATCH", "/v1/sandbox/company", { settings: { ipEnabled: true } }, { as: c });
  assert.deepEqual(fields(none), ["settings.ipAddresses"], "none set before either");
  assert.equal((await server.api("GET", "/v1/company", undefined, { as: c })).status, 200, "still reachable");
  const on = await server.api("PATCH", "/v1/sandbox/company", { settings: { ipEnabled: true, ipAddresses: ["127.0.0.1", "::1"] } }, { as: c });
  assert.equal(on.status, 200);
  const emptied = await server.api("PATCH", "/v1/sandbox/company", { settings: { ipAddresses: [] } }, { as: c });
  assert.deepEqual(fields(emptied), ["settings.ipAddresses"], "emptying the list while it is on");
  const off = await server.api("PATCH", "/v1/sandbox/company", { settings: { ipEnabled: false, ipAddresses: [] } }, { as: c });
  assert.equal(off.status, 200, "off, an empty list is fine");
});

test("an amount too large for a double (1e400) is told so, not that it is no number", async () => {
  const r = await server.api("POST", "/v1/deposits", `{"amount": 1e400, "customer": ${JSON.stringify(CUSTOMER)}, "reference": "${ref("big")}"}`);
  assert.equal(r.status, 422);
  assert.deepEqual(r.body.error.details, [{ field: "amount", error: "O valor tem mais algarismos do que é possível ler com exatidão." }]);
});
