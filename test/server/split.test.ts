/** Split on deposits (reference 4.6 and 4.7): validation with the named codes, booking on payment, and properties of the money arithmetic. */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { allocateByFractions, computeFee, decimalFromNumber, decimalText, feeScheduleFrom, formatMinor, fromMinor, toMinor } from "../../server/domain/money.ts";
import { CUSTOMER, ref, startTestServer, type Credentials, type TestServer } from "../helpers/server.ts";

let server: TestServer;
let issuer: Credentials;
let partner: Credentials;
before(async () => {
  server = await startTestServer();
  issuer = await server.newCompany("Emissora");
  partner = await server.newCompany("Parceira");
});
after(() => server.close());

const depositAs = (as: Credentials, body: Record<string, unknown>, wallet?: string) =>
  server.api("POST", "/v1/deposits", { amount: 200, customer: CUSTOMER, reference: ref("split"), ...body }, { as, wallet });
const available = async (as: Credentials, wallet?: string) =>
  wallet ? (await server.api("GET", `/v1/wallets/${wallet}/balance`, undefined, { as })).body.data.balance.available : (await server.api("GET", "/v1/company/balance", undefined, { as })).body.data.balance;

describe("split validation", () => {
  test("percent outside 0..1 and a bad ULID are VALIDATION_ERROR", async () => {
    for (const splits of [[{ id: partner.companyId, percent: 1.2 }], [{ id: partner.companyId, percent: -0.1 }], [{ id: "not-a-ulid", percent: 0.1 }]]) {
      const r = await depositAs(issuer, { splits });
      assert.equal(r.status, 422, JSON.stringify(splits));
      assert.equal(r.body.error.code, "VALIDATION_ERROR");
      assert.match(r.body.error.details[0].field, /^splits\[0\]\./);
    }
  });

  test("duplicate ids are summed before the 100% check", async () => {
    const r = await depositAs(issuer, { splits: [{ id: partner.companyId, percent: 0.6 }, { id: partner.companyId, percent: 0.5 }] });
    assert.equal(r.status, 422);
    assert.equal(r.body.error.code, "VALIDATION_ERROR");
    assert.equal(r.body.error.details[0].field, "splits");
    const ok = await depositAs(issuer, { splits: [{ id: partner.companyId, percent: 0.6 }, { id: partner.companyId, percent: 0.4 }] });
    assert.equal(ok.status, 200);
    assert.deepEqual(ok.body.data.splits, [{ id: partner.companyId, destination: "company", percent: 1, amount: 196.5 }]);
  });

  test("the issuing company is SPLIT_SELF_REFERENCE; an unknown destination is VALIDATION_ERROR", async () => {
    const self = await depositAs(issuer, { splits: [{ id: issuer.companyId, percent: 0.1 }] });
    assert.equal(self.status, 422);
    assert.equal(self.body.error.code, "SPLIT_SELF_REFERENCE");
    const unknown = await depositAs(issuer, { splits: [{ id: "01M5ZZZZZZZZZZZZZZZZZZZZZZ", percent: 0.1 }] });
    assert.equal(unknown.status, 422);
    assert.equal(unknown.body.error.code, "VALIDATION_ERROR");
    assert.equal(unknown.body.error.details[0].field, "splits[0].id");
  });

  test("a split on a deposit whose fee leaves nothing is SPLIT_EXCEEDS_DEPOSIT", async () => {
    const r = await depositAs(issuer, { amount: 1, splits: [{ id: partner.companyId, percent: 0.5 }] });
    assert.equal(r.status, 422);
    assert.equal(r.body.error.code, "SPLIT_EXCEEDS_DEPOSIT");
  });

  test("splits of 0% on a deposit the fee eats are the amount's VALIDATION_ERROR, and nothing is stored", async () => {
    for (const amount of [0.5, 1]) {
      const reference = ref("zero-split");
      const r = await depositAs(issuer, { amount, reference, splits: [{ id: partner.companyId, percent: 0 }] });
      assert.equal(r.status, 422, JSON.stringify(r.body));
      assert.equal(r.body.error.code, "VALIDATION_ERROR");
      assert.equal(r.body.error.details[0].field, "amount");
      const listed = await server.api("GET", `/v1/deposits?reference=${reference}`, undefined, { as: issuer });
      assert.equal(listed.status, 200);
      assert.equal(listed.body.data.total, 0);
    }
  });

  test("another company's wallet is not a destination of this account", async () => {
    const foreignWallet = (await server.api("POST", "/v1/wallets", { name: "Carteira da parceira" }, { as: partner })).body.data;
    const r = await depositAs(issuer, { splits: [{ id: foreignWallet.id, percent: 0.1 }] });
    assert.equal(r.status, 422);
    assert.equal(r.body.error.details[0].field, "splits[0].id");
  });
});

describe("split booking", () => {
  test("on payment: parts to another company and to a wallet of the account, floor to the centavo, remainder to the issuer", async () => {
    const wallet = (await server.api("POST", "/v1/wallets", { name: "Filial" }, { as: issuer })).body.data;
    const before = { issuer: await available(issuer), partner: await available(partner), wallet: await available(issuer, wallet.id) };
    // 200.00 - 3.50 = 196.50 net; 10% = 19.65 to the partner; 33.3333% = 65.4993... -> 65.49 to the wallet.
    const d = await depositAs(issuer, { splits: [{ id: partner.companyId, percent: 0.1 }, { id: wallet.id, percent: 0.333333 }] });
    assert.equal(d.status, 200, JSON.stringify(d.body));
    assert.deepEqual(d.body.data.splits, [
      { id: partner.companyId, destination: "company", percent: 0.1, amount: 19.65 },
      { id: wallet.id, destination: "wallet", percent: 0.333333, amount: 65.49 },
    ]);
    assert.equal(await available(partner), before.partner, "nothing moves before payment");
    await server.api("POST", `/v1/sandbox/deposits/${d.body.data.id}/pay`, undefined, { as: issuer });
    assert.equal(await available(partner), before.partner + 19.65);
    assert.equal(await available(issuer, wallet.id), before.wallet + 65.49);
    assert.equal(Math.round((await available(issuer)) * 100), Math.round(before.issuer * 100) + 11136, "196.50 - 19.65 - 65.49 = 111.36 stays with the issuer");
    const partnerTx = await server.api("GET", "/v1/transactions?type=split_received", undefined, { as: partner });
    assert.ok(partnerTx.body.data.items.some((t: { amount: number; sourceId: string }) => t.amount === 19.65 && t.sourceId === d.body.data.id));
  });

  test("from a wallet deposit, the account's company id sends the part to the company's general balance; the wallet itself is self-reference", async () => {
    const wallet = (await server.api("POST", "/v1/wallets", { name: "Loja" }, { as: issuer })).body.data;
    const selfWallet = await depositAs(issuer, { splits: [{ id: wallet.id, percent: 0.1 }] }, wallet.id);
    assert.equal(selfWallet.body.error.code, "SPLIT_SELF_REFERENCE");
    const mainBefore = await available(issuer);
    const d = await depositAs(issuer, { splits: [{ id: issuer.companyId, percent: 0.05 }] }, wallet.id);
    assert.equal(d.status, 200, JSON.stringify(d.body));
    assert.equal(d.body.data.splits[0].destination, "general_balance");
    await server.api("POST", `/v1/sandbox/deposits/${d.body.data.id}/pay`, undefined, { as: issuer });
    assert.equal(await available(issuer), mainBefore + 9.82, "5% of 196.50 = 9.825 -> 9.82 to the general balance");
    assert.equal(await available(issuer, wallet.id), 186.68, "196.50 - 9.82 stays in the wallet");
  });

  test("a destination that can no longer move money when the payment comes gets nothing: its share stays with the issuer", async () => {
    // Checked when the deposit is created; by the time the payer pays, a wallet may be terminally
    // rejected or a company inactive (neither could ever move the money). An archived wallet still
    // receives its part (reference 4.6 rule 6) and can be reopened.
    const kyc = await server.newCompany("Emissora KYC");
    await server.api("PATCH", "/v1/sandbox/company", { walletMode: "kyc" }, { as: kyc });
    const archived = (await server.api("POST", "/v1/wallets", { name: "Fechada", taxId: "12.ABC.345/01DE-35", email: "a@example.com", phone: "(19) 3232-4455" }, { as: kyc })).body.data;
    const rejected = (await server.api("POST", "/v1/wallets", { name: "Recusada", taxId: "12.ABC.345/01DE-35", email: "r@example.com", phone: "(19) 3232-4455" }, { as: kyc })).body.data;
    const kept = (await server.api("POST", "/v1/wallets", { name: "Aberta", taxId: "12.ABC.345/01DE-35", email: "k@example.com", phone: "(19) 3232-4455" }, { as: kyc })).body.data;
    const inactive = await server.newCompany("Parceira que fechou");
    // 200.00 - 3.50 = 196.50 net: 10% = 19.65 to each line.
    const d = await depositAs(kyc, { splits: [archived, rejected, kept, { id: inactive.companyId }].map((x) => ({ id: x.id, percent: 0.1 })) });
    assert.equal(d.status, 200, JSON.stringify(d.body));
    assert.deepEqual(d.body.data.splits.map((l: { amount: number }) => l.amount), [19.65, 19.65, 19.65, 19.65]);
    assert.equal((await server.api("DELETE", `/v1/wallets/${archived.id}`, undefined, { as: kyc })).body.data.status, "disabled");
    assert.equal((await server.api("POST", `/v1/sandbox/wallets/${rejected.id}/verification`, { status: "rejected_terminal" }, { as: kyc })).status, 200);
    await server.runtime.store.transaction((r) => r.companies.update(inactive.companyId, { active: false }));

    const paid = await server.api("POST", `/v1/sandbox/deposits/${d.body.data.id}/pay`, undefined, { as: kyc });
    assert.equal(paid.body.data.status, "paid");
    assert.deepEqual(paid.body.data.splits.map((l: { id: string; amount: number }) => [l.id, l.amount]), [[archived.id, 19.65], [rejected.id, 0], [kept.id, 19.65], [inactive.companyId, 0]]);
    assert.deepEqual((await server.api("GET", `/v1/deposits/${d.body.data.id}`, undefined, { as: kyc })).body.data.splits, paid.body.data.splits);
    const brl = async (account: string) => (await server.runtime.store.read((r) => r.ledger.balance(account, "brl"))).availableMinor;
    assert.equal(await brl(archived.id), 1965, "an archived wallet receives its part");
    assert.equal(await brl(rejected.id), 0, "nothing credited to a terminally rejected wallet");
    assert.equal(await brl(kept.id), 1965);
    assert.equal(await brl(kyc.companyId), 19650 - 2 * 1965, "196.50 - 2 * 19.65 stays with the issuer");
    assert.equal(await brl(inactive.companyId), 0, "nothing credited to the inactive company");
    const sent = await server.api("GET", "/v1/transactions?type=split_sent", undefined, { as: kyc });
    assert.deepEqual(sent.body.data.items.map((t: { amount: number }) => t.amount), [19.65, 19.65], "two splits booked");
    const reopened = await server.api("PATCH", `/v1/wallets/${archived.id}`, { status: "enabled" }, { as: kyc });
    assert.equal(reopened.body.data.balance.available, 19.65, "reopened, the archived wallet holds its part");
  });

  test("ledger sums equal the reported balances after split payments", async () => {
    for (const c of [issuer, partner]) {
      const sums = await server.runtime.store.read((r) => r.ledger.sums(c.companyId));
      const balances = await server.runtime.store.read((r) => r.ledger.balances(c.companyId));
      assert.deepEqual(sums, balances);
    }
  });
});

describe("money properties (fast-check)", () => {
  test("split parts plus the remainder always equal the net amount, and no part exceeds its share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }).filter((ws) => ws.reduce((a, b) => a + b, 0) <= 1_000_000),
        (net, millionths) => {
          const fractions = millionths.map((m) => ({ units: BigInt(m), scale: 6 }));
          const { parts, remainder } = allocateByFractions(net, fractions);
          assert.equal(parts.reduce((a, b) => a + b, 0) + remainder, net);
          assert.ok(remainder >= 0);
          parts.forEach((p, i) => {
            assert.ok(p >= 0 && p * 1_000_000 <= net * millionths[i], "each part is rounded down");
            assert.ok((p + 1) * 1_000_000 > net * millionths[i], "and by less than a centavo");
          });
        },
      ),
      { numRuns: 2000 },
    );
  });

  test("fees follow max(minimumFee, fixed + amount * percentage / 100), half-up, for any amount and schedule", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 5000 }),
        (amount, fixedCents, pctHundredths, minCents) => {
          const schedule = feeScheduleFrom({ fixed: fixedCents / 100, percentage: pctHundredths / 100, minimumFee: minCents / 100 }, "brl");
          const fee = computeFee(amount, schedule);
          // Exact reference computation in BigInt: variable = amount * pct / 10000 (pct in hundredths of a percent), half-up.
          const num = BigInt(amount) * BigInt(pctHundredths);
          const variable = Number((num * 2n + 10_000n) / 20_000n);
          assert.equal(fee, Math.max(minCents, fixedCents + variable));
        },
      ),
      { numRuns: 3000 },
    );
  });

  test("amounts are read as the decimal the client wrote, never through float arithmetic", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), (cents) => {
        const asNumber = cents / 100;
        assert.equal(toMinor(asNumber, "brl"), cents);
        assert.equal(decimalFromNumber(asNumber).scale <= 2, true);
      }),
      { numRuns: 5000 },
    );
    assert.equal(toMinor(0.1 + 0.2, "brl"), undefined, "0.30000000000000004 has too many decimals");
  });

  test("minor units go out as the number and the text they mean, every digit of the currency kept", () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), fc.constantFrom("brl" as const, "usdt" as const), (minor, currency) => {
        const scale = currency === "brl" ? 2 : 6;
        const text = formatMinor(minor, currency);
        assert.match(text, new RegExp(`^-?\\d+\\.\\d{${scale}}$`));
        assert.equal(BigInt(text.replace(".", "")), BigInt(minor), text);
        assert.equal(decimalText({ units: BigInt(minor), scale }), text);
        // 15 significant digits always print back from a double.
        if (Math.abs(minor) < 1e15) assert.equal(toMinor(fromMinor(minor, currency), currency), minor === 0 ? 0 : minor);
      }),
      { numRuns: 5000 },
    );
    assert.equal(formatMinor(5, "brl"), "0.05");
    assert.equal(formatMinor(-15000, "brl"), "-150.00");
    assert.equal(decimalText({ units: 1050n, scale: 3 }), "1.050");
    assert.equal(decimalText({ units: 7n, scale: 0 }), "7");
    assert.equal(decimalText({ units: -5n, scale: 8 }), "-0.00000005");
  });
});
