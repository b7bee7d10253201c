/**
 * The examples are realistic and valid, not merely well-typed: ids are ULIDs, CPFs and CNPJs have
 * correct check digits, BR Codes carry a correct CRC and their PNG decodes to them, timestamps
 * have milliseconds, and every amount adds up with the demo company's fees.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { checkDynamicBrCode } from "../../conformance/src/checks/brcode.ts";
import { TIMESTAMP, ULID } from "../../conformance/src/rules.ts";
import { decodeQrDataUri } from "../../conformance/src/checks/qr.ts";
import { isTaxIdValid } from "../../conformance/src/checks/tax-id.ts";
import { isValidEvmAddress, isValidTronAddress } from "../../server/domain/crypto-address.ts";
import { loadCases, loadOpenApi, webhookExamples, type Case, type JsonObject } from "../helpers/contract.ts";

const cases = loadCases();
const doc = loadOpenApi();
const cents = (x: number) => Math.round(x * 100);
const micros = (x: number) => Math.round(x * 1e6);
const DEPOSIT_FEES = { fixed: 50, pctBasis: 150, min: 100 }; // 0.50 + 1.5%, minimum 1.00 (cents, 1/100 %)
const WITHDRAW_FEES = { fixed: 100, pctBasis: 50, min: 150 }; // 1.00 + 0.5%, minimum 1.50
const NETWORK_FEES: Record<string, number> = { trx: 1_500_000, eth: 4_000_000 };

function fee(amountCents: number, f: { fixed: number; pctBasis: number; min: number }): number {
  const variable = Math.floor((amountCents * f.pctBasis) / 10_000 + 0.5);
  return Math.max(f.min, f.fixed + variable);
}

/** Walks every object of a JSON value with its JSON path, leaving out the client's free-form `metadata`. */
function* objects(value: unknown, path = "$"): Generator<[string, JsonObject]> {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* objects(v, `${path}[${i}]`);
  } else if (value && typeof value === "object") {
    yield [path, value as JsonObject];
    for (const [k, v] of Object.entries(value)) if (k !== "metadata") yield* objects(v, `${path}.${k}`);
  }
}

const ULID_KEYS = new Set(["id", "walletId", "webhookId", "eventId", "depositId", "infractionId", "chargebackId", "paymentId", "sourceId"]);

/** Bodies meant to be valid: every answer, the requests of successful examples, and every webhook delivery. */
function validBodies(): [string, unknown][] {
  const out: [string, unknown][] = webhookExamples(doc).map((w) => [`webhook ${w.type} "${w.title}"`, w.body]);
  for (const c of cases) {
    out.push([`${c.id} answer`, c.response.body]);
    if (c.request && c.response.status < 300) out.push([`${c.id} request`, c.request]);
  }
  return out;
}


test("ids are ULIDs and timestamps carry milliseconds and Z", () => {
  const failures: string[] = [];
  for (const [where, body] of validBodies()) {
    for (const [path, obj] of objects(body)) {
      for (const [key, value] of Object.entries(obj)) {
        if (typeof value !== "string") continue;
        if (ULID_KEYS.has(key) && !path.endsWith(".bankData") && !ULID.test(value)) failures.push(`${where} ${path}.${key}=${value}`);
        if (/At$|Deadline$|^created(From|To)$/.test(key) && !TIMESTAMP.test(value)) failures.push(`${where} ${path}.${key}=${value}`);
      }
    }
  }
  assert.deepEqual(failures, []);
});

test("every CPF and CNPJ has correct check digits", () => {
  const failures: string[] = [];
  let seen = 0;
  for (const [where, body] of validBodies()) {
    for (const [path, obj] of objects(body)) {
      for (const key of ["document", "taxId"]) {
        const value = obj[key];
        if (typeof value !== "string") continue;
        seen++;
        if (!isTaxIdValid(value.replace(/[.\-/\s]/g, "").toUpperCase())) failures.push(`${where} ${path}.${key}=${value}`);
      }
    }
  }
  assert.ok(seen > 30, `only ${seen} documents checked`);
  assert.deepEqual(failures, []);
});

test("every BR Code is valid and its QR image decodes to it", () => {
  const checked = new Map<string, string>();
  for (const [where, body] of validBodies()) {
    for (const [path, obj] of objects(body)) {
      if (typeof obj.payload !== "string" || typeof obj.imageEncoded !== "string") continue;
      const report = checkDynamicBrCode(obj.payload);
      assert.deepEqual(report.problems, [], `${where} ${path}`);
      if (!checked.has(obj.imageEncoded)) checked.set(obj.imageEncoded, decodeQrDataUri(obj.imageEncoded) ?? "");
      assert.equal(checked.get(obj.imageEncoded), obj.payload, `${where} ${path}: the image does not decode to the payload`);
    }
  }
  assert.ok(checked.size >= 4, `${checked.size} distinct QR images`);
});

test("deposits: fee formula, net amount, BR Code amount and split parts add up", () => {
  let seen = 0;
  for (const [where, body] of validBodies()) {
    for (const [path, d] of objects(body)) {
      if (d.type !== "deposit" || !d.qrCode) continue;
      seen++;
      const amount = cents(d.amount as number);
      assert.equal(cents(d.feeAmount as number), fee(amount, DEPOSIT_FEES), `${where} ${path} fee`);
      assert.equal(cents(d.netAmount as number), amount - cents(d.feeAmount as number), `${where} ${path} net`);
      const qr = checkDynamicBrCode((d.qrCode as JsonObject).payload as string);
      assert.equal(qr.amount, (amount / 100).toFixed(2), `${where} ${path} BR Code amount`);
      if (Array.isArray(d.splits)) {
        const net = cents(d.netAmount as number);
        let allocated = 0;
        for (const line of d.splits as JsonObject[]) {
          const part = Math.floor(net * (line.percent as number) + 1e-9);
          assert.equal(cents(line.amount as number), part, `${where} ${path} split ${line.id}`);
          allocated += part;
        }
        assert.ok(allocated <= net);
      }
    }
  }
  assert.ok(seen >= 6, `${seen} deposits`);
});

test("withdrawals: Pix and USDT totals and fees add up, USDT addresses are valid", () => {
  let pix = 0;
  let usdt = 0;
  for (const [where, body] of validBodies()) {
    for (const [path, w] of objects(body)) {
      if (w.type !== "withdraw") continue;
      if (w.method === "pix") {
        pix++;
        const amount = cents(w.amount as number);
        assert.equal(cents(w.feeAmount as number), fee(amount, WITHDRAW_FEES), `${where} ${path} fee`);
        assert.equal(cents(w.totalAmount as number), amount + cents(w.feeAmount as number), `${where} ${path} total`);
        if (w.details) assert.equal(((w.details as JsonObject).endToEndId as string).length, 32);
      } else {
        usdt++;
        const amount = micros(w.amount as number);
        const expectedFee = Math.max(1_000_000, Math.floor((amount * 50) / 10_000 + 0.5));
        assert.equal(micros(w.feeAmount as number), expectedFee, `${where} ${path} fee`);
        assert.equal(micros(w.networkFee as number), NETWORK_FEES[w.network as string], `${where} ${path} network fee`);
        assert.equal(micros(w.totalAmount as number), amount + expectedFee + NETWORK_FEES[w.network as string], `${where} ${path} total`);
        const valid = w.network === "trx" ? isValidTronAddress(w.address as string) : isValidEvmAddress(w.address as string);
        assert.ok(valid, `${where} ${path} address`);
      }
    }
  }
  assert.ok(pix > 5 && usdt > 1);
});

test("conversions: both legs add up and the quotation converts the net", () => {
  let seen = 0;
  for (const [where, body] of validBodies()) {
    for (const [path, c] of objects(body)) {
      if (c.type !== "conversion") continue;
      seen++;
      const pixLeg = c.pix as JsonObject;
      const crypto = c.crypto as JsonObject;
      const pixAmount = cents(pixLeg.amount as number);
      assert.equal(cents(pixLeg.feeAmount as number), fee(pixAmount, DEPOSIT_FEES), `${where} ${path} pix fee`);
      assert.equal(cents(pixLeg.netAmount as number), pixAmount - cents(pixLeg.feeAmount as number), `${where} ${path} pix net`);
      const gross = micros(crypto.amount as number);
      assert.equal(micros(crypto.feeAmount as number), Math.floor((gross * 50) / 10_000 + 0.5), `${where} ${path} crypto fee`);
      assert.equal(micros(crypto.networkFee as number), NETWORK_FEES[crypto.network as string]);
      assert.equal(micros(crypto.netAmount as number), gross - micros(crypto.feeAmount as number) - micros(crypto.networkFee as number), `${where} ${path} crypto net`);
      const priceE4 = Math.round((crypto.price as number) * 1e4);
      const boughtWithNet = Math.floor((cents(pixLeg.netAmount as number) * 1e8) / priceE4);
      if (c.currency === "BRL") assert.equal(gross, boughtWithNet, `${where} ${path}: crypto.amount is the net BRL at the price, rounded down`);
      else assert.ok(gross <= boughtWithNet, `${where} ${path}: the charge covers the USDT bought`);
      assert.ok(checkDynamicBrCode((pixLeg.qrCode as JsonObject).payload as string).amount === (pixAmount / 100).toFixed(2));
    }
  }
  assert.ok(seen >= 3);
});

test("ledger pages: a hold is two rows, and no bucket goes below zero read oldest first", () => {
  let seen = 0;
  for (const [where, body] of validBodies()) {
    for (const [path, page] of objects(body)) {
      const rows = page.items as JsonObject[] | undefined;
      if (!Array.isArray(rows) || !rows.some((r) => typeof r.bucket === "string" && typeof r.direction === "string")) continue;
      seen++;
      const buckets = new Map<string, number>();
      for (const row of [...rows].reverse()) {
        const key = `${row.currency} ${row.bucket}`;
        const signed = (row.direction === "credit" ? 1 : -1) * (row.currency === "usdt" ? micros(row.amount as number) : cents(row.amount as number));
        buckets.set(key, (buckets.get(key) ?? 0) + signed);
        assert.ok(buckets.get(key)! >= 0, `${where} ${path}: ${key} negative after ${row.id}`);
      }
      for (const hold of rows.filter((r) => r.type === "withdraw_hold" || r.type === "withdraw_release")) {
        const pair: JsonObject[] = rows.filter((r) => r.type === hold.type && r.sourceId === hold.sourceId && r.amount === hold.amount && r.bucket !== hold.bucket && r.direction !== hold.direction);
        assert.equal(pair.length, 1, `${where} ${path}: ${hold.type} ${hold.id} without its other half`);
      }
    }
  }
  assert.ok(seen >= 1, `${seen} ledger pages`);
});

test("balances: total = available + blocked", () => {
  for (const [where, body] of validBodies()) {
    for (const [path, b] of objects(body)) {
      if (typeof b.total === "number" && typeof b.available === "number" && typeof b.blocked === "number") {
        assert.equal(micros(b.total), micros(b.available) + micros(b.blocked), `${where} ${path}`);
      }
    }
  }
});

test("payload records mask the Pix key to its last four characters", () => {
  const payloads = cases.filter((c: Case) => c.operationId === "getWithdrawalPayload" && c.response.status === 200);
  assert.ok(payloads.length > 0);
  for (const c of payloads) {
    const key = ((c.response.body.data as JsonObject).request as JsonObject).pixKey as string;
    assert.match(key, /^\*+.{4}$/, c.id);
  }
});

test("every error answer is the envelope, with details a list or null", () => {
  for (const c of cases) {
    if (c.response.status < 400) continue;
    const body = c.response.body;
    assert.equal(body.success, false, c.id);
    const error = body.error as JsonObject;
    assert.equal(typeof error.code, "string", c.id);
    assert.equal(typeof error.message, "string", c.id);
    assert.ok(error.details === null || Array.isArray(error.details), c.id);
    if (c.errorCode === "PAYLOAD_NOT_FOUND") assert.equal(error.details, null, c.id);
  }
});

test("an example answering an unknown query parameter sends that parameter in its request", () => {
  const unknownParameterCases = cases.filter((c) => ((c.response.body.error as JsonObject | undefined)?.details as JsonObject[] | null | undefined)?.some((d) => d.error === "Parâmetro desconhecido."));
  assert.ok(unknownParameterCases.length >= 2);
  for (const c of unknownParameterCases) {
    const named = ((c.response.body.error as JsonObject).details as JsonObject[]).filter((d) => d.error === "Parâmetro desconhecido.").map((d) => d.field as string);
    for (const name of named) assert.ok(c.request && name in c.request.query, `${c.id}: its request has no ${name}`);
  }
});
