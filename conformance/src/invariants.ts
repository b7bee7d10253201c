/**
 * Facts every successful answer of the contract must keep, whatever the check that provoked it:
 * the arithmetic of deposits, withdrawals, conversions and balances, the BR Code and its QR image,
 * page shapes, and, for creations, what the request promised (echoed fields, normalised customer,
 * the fee of the acting company's schedule, both conversion modes).
 */
import { checkDynamicBrCode } from "./checks/brcode.ts";
import { decodeQrDataUri } from "./checks/qr.ts";
import { Dec } from "./dec.ts";
import type { Exchange, RequestSpec } from "./http.ts";
import {
  expectedConversionCryptoFee,
  expectedFee,
  expectedSplitPart,
  expectedUsdtWithdrawalFee,
  NETWORK_FEES,
  normalisedDocument,
  normalisedPhone,
  normalisedPixKey,
  type FeeValues,
} from "./rules.ts";

export interface Problem {
  message: string;
  expected?: unknown;
  actual?: unknown;
}

export interface CompanyFees {
  deposit: FeeValues;
  withdraw: FeeValues;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

const qrCache = new Map<string, string | undefined>();
function decodeCached(image: string): string | undefined {
  if (!qrCache.has(image)) {
    if (qrCache.size > 2000) qrCache.clear();
    qrCache.set(image, decodeQrDataUri(image, { inversionAttempts: "dontInvert" }));
  }
  return qrCache.get(image);
}

/** Decoding a QR image costs tens of milliseconds: images are decoded while this allows. */
export interface QrBudget {
  remaining: number;
}

function eqNum(problems: Problem[], what: string, actual: unknown, expected: Dec | number | undefined): void {
  if (expected === undefined || !isNum(actual)) return;
  const e = Dec.of(expected);
  if (!Dec.of(actual).eq(e)) problems.push({ message: what, expected: e.toNumber(), actual });
}

let budget: QrBudget | undefined;

function checkQr(problems: Problem[], where: string, qr: unknown, amount: unknown): void {
  if (!isObj(qr) || typeof qr.payload !== "string") return;
  const report = checkDynamicBrCode(qr.payload);
  for (const p of report.problems) problems.push({ message: `${where}.payload is not a valid BR Code: ${p}`, actual: qr.payload });
  if (isNum(amount) && report.amount !== undefined && report.amount !== Dec.of(amount).toFixed(2)) {
    problems.push({ message: `${where}.payload field 54 must be the charge amount`, expected: amount, actual: report.amount });
  }
  if (typeof qr.imageEncoded === "string" && (qrCache.has(qr.imageEncoded) || (budget && budget.remaining > 0))) {
    if (!qrCache.has(qr.imageEncoded) && budget) budget.remaining -= 1;
    const decoded = decodeCached(qr.imageEncoded);
    if (decoded !== qr.payload) problems.push({ message: `${where}.imageEncoded must decode to ${where}.payload`, expected: qr.payload, actual: decoded ?? "(no QR code found in the image)" });
  }
}

function deposit(problems: Problem[], d: Obj, at: string): void {
  if (isNum(d.amount) && isNum(d.feeAmount)) eqNum(problems, `${at}.netAmount = amount - feeAmount`, d.netAmount, Dec.of(d.amount).minus(d.feeAmount));
  checkQr(problems, `${at}.qrCode`, d.qrCode, d.amount);
  if (Array.isArray(d.splits) && isNum(d.netAmount)) {
    let total = Dec.of(0);
    d.splits.forEach((line, i) => {
      if (!isObj(line) || !isNum(line.percent)) return;
      // Split rule 7: once paid, a line whose destination can no longer move money is 0.
      const settled = d.status !== "pending" && d.status !== "expired" && line.amount === 0;
      if (!settled) eqNum(problems, `${at}.splits[${i}].amount = floor(netAmount * percent, 2)`, line.amount, expectedSplitPart(d.netAmount as number, line.percent));
      if (isNum(line.amount)) total = total.plus(line.amount);
    });
    if (total.compare(d.netAmount) > 0) problems.push({ message: `${at}.splits add up to more than netAmount`, expected: `<= ${d.netAmount}`, actual: total.toNumber() });
  }
  if (d.status === "paid") {
    if (d.paidAt === undefined) problems.push({ message: `${at} is paid but has no paidAt` });
    if (d.endToEndId === undefined) problems.push({ message: `${at} is paid but has no endToEndId` });
  }
}

function withdrawal(problems: Problem[], w: Obj, at: string): void {
  if (w.method === "pix" && isNum(w.amount) && isNum(w.feeAmount)) {
    eqNum(problems, `${at}.totalAmount = amount + feeAmount`, w.totalAmount, Dec.of(w.amount).plus(w.feeAmount));
  }
  if (w.method === "usdt" && isNum(w.amount) && isNum(w.feeAmount) && isNum(w.networkFee)) {
    eqNum(problems, `${at}.totalAmount = amount + feeAmount + networkFee`, w.totalAmount, Dec.of(w.amount).plus(w.feeAmount).plus(w.networkFee));
    eqNum(problems, `${at}.feeAmount = max(1, 0.5% of amount)`, w.feeAmount, expectedUsdtWithdrawalFee(w.amount));
    if (typeof w.network === "string" && NETWORK_FEES[w.network] !== undefined) eqNum(problems, `${at}.networkFee of ${w.network}`, w.networkFee, NETWORK_FEES[w.network]);
  }
  if (w.status === "paid") {
    if (w.paidAt === undefined) problems.push({ message: `${at} is paid but has no paidAt` });
    if (w.method === "pix") {
      if (!isObj(w.details)) problems.push({ message: `${at} is paid but has no details` });
      else if (typeof w.details.endToEndId !== "string" || w.details.endToEndId.length !== 32)
        problems.push({ message: `${at}.details.endToEndId must have 32 characters`, actual: w.details.endToEndId });
    }
  }
  if (w.status === "failed" && !isObj(w.failure)) problems.push({ message: `${at} failed without a failure reason` });
}

function conversion(problems: Problem[], c: Obj, at: string): void {
  const pix = isObj(c.pix) ? c.pix : undefined;
  const crypto = isObj(c.crypto) ? c.crypto : undefined;
  if (pix && isNum(pix.amount) && isNum(pix.feeAmount)) eqNum(problems, `${at}.pix.netAmount = pix.amount - pix.feeAmount`, pix.netAmount, Dec.of(pix.amount).minus(pix.feeAmount));
  if (pix) checkQr(problems, `${at}.pix.qrCode`, pix.qrCode, pix.amount);
  if (crypto && isNum(crypto.amount) && isNum(crypto.feeAmount) && isNum(crypto.networkFee)) {
    eqNum(problems, `${at}.crypto.netAmount = crypto.amount - crypto.feeAmount - crypto.networkFee`, crypto.netAmount, Dec.of(crypto.amount).minus(crypto.feeAmount).minus(crypto.networkFee));
    eqNum(problems, `${at}.crypto.feeAmount = 0.5% of crypto.amount`, crypto.feeAmount, expectedConversionCryptoFee(crypto.amount));
  }
  if (pix && crypto && isNum(pix.netAmount) && isNum(crypto.price) && crypto.price > 0 && isNum(crypto.amount)) {
    const bought = Dec.of(pix.netAmount).div(crypto.price).round(6, "down");
    if (c.currency === "BRL") eqNum(problems, `${at}.crypto.amount = floor(pix.netAmount / crypto.price, 6) (currency BRL)`, crypto.amount, bought);
    else if (Dec.of(crypto.amount).compare(bought) > 0)
      problems.push({ message: `${at}.crypto.amount is more USDT than pix.netAmount buys at crypto.price`, expected: `<= ${bought.toNumber()}`, actual: crypto.amount });
  }
}

function balance(problems: Problem[], b: Obj, at: string): void {
  if (isNum(b.available) && isNum(b.blocked)) eqNum(problems, `${at}.total = available + blocked`, b.total, Dec.of(b.available).plus(b.blocked));
}

function walk(problems: Problem[], value: unknown, at: string): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => walk(problems, v, `${at}[${i}]`));
    return;
  }
  if (!isObj(value)) return;
  // A ledger row (Transaction: `direction`, `bucket`) shares `type` and `status` with the resource
  // it moved money for ("deposit", "paid") but is not that resource: it has no paidAt to ask for.
  if ("direction" in value && "bucket" in value) return;
  if (value.type === "deposit") deposit(problems, value, at);
  else if (value.type === "withdraw") withdrawal(problems, value, at);
  else if (value.type === "conversion") conversion(problems, value, at);
  else if (value.type === "crypto_deposit" && isNum(value.amount) && isNum(value.feeAmount)) {
    eqNum(problems, `${at}.netAmount = amount - feeAmount`, value.netAmount, Dec.of(value.amount).minus(value.feeAmount));
  }
  if ("total" in value && "available" in value && "blocked" in value) balance(problems, value, at);
  if (Array.isArray(value.items) && isNum(value.total) && isNum(value.limit)) {
    if (value.items.length > value.limit) problems.push({ message: `${at}.items has more entries than limit`, expected: `<= ${value.limit}`, actual: value.items.length });
    if (value.total < value.items.length) problems.push({ message: `${at}.total is smaller than the items on the page`, expected: `>= ${value.items.length}`, actual: value.total });
  }
  for (const [k, v] of Object.entries(value)) if (k !== "metadata") walk(problems, v, `${at}.${k}`);
}

const CREATES = new Set(["createDeposit", "createWithdrawal", "createConversion", "createCryptoDeposit"]);

/** What a creation's request promises about its answer. */
function promises(problems: Problem[], spec: RequestSpec, exchange: Exchange, data: Obj, fees: CompanyFees | undefined): void {
  const req = isObj(spec.body) ? spec.body : undefined;
  if (!req) return;
  const replayed = exchange.response?.headers["idempotent-replayed"] === "true";
  if (typeof req.reference === "string" && data.reference !== req.reference)
    problems.push({ message: "data.reference must echo the request's reference", expected: req.reference, actual: data.reference });
  const metadata = isObj(req.metadata) ? req.metadata : {};
  if (JSON.stringify(sortKeys(data.metadata)) !== JSON.stringify(sortKeys(metadata)))
    problems.push({ message: "data.metadata must echo the request's metadata", expected: metadata, actual: data.metadata });
  if (spec.wallet !== undefined) {
    const wallet = isObj(data.wallet) ? data.wallet.id : undefined;
    if (wallet !== spec.wallet) problems.push({ message: "data.wallet.id must be the X-Api-Wallet wallet", expected: spec.wallet, actual: wallet });
  } else if (data.wallet !== undefined) problems.push({ message: "a request without X-Api-Wallet acts on the main account: data.wallet must be absent", expected: undefined, actual: data.wallet });
  const customerIn = isObj(req.customer) ? req.customer : undefined;
  const customerOut = isObj(data.customer) ? data.customer : undefined;
  if (customerIn && customerOut) {
    if (typeof customerIn.name === "string" && customerOut.name !== customerIn.name.trim())
      problems.push({ message: "data.customer.name must echo the request", expected: customerIn.name.trim(), actual: customerOut.name });
    if (typeof customerIn.email === "string" && String(customerOut.email).toLowerCase() !== customerIn.email.trim().toLowerCase())
      problems.push({ message: "data.customer.email must echo the request", expected: customerIn.email, actual: customerOut.email });
    if (typeof customerIn.phone === "string") {
      const phone = normalisedPhone(customerIn.phone);
      if (phone && customerOut.phone !== phone) problems.push({ message: `data.customer.phone must be "+" and digits ("${customerIn.phone}" sent)`, expected: phone, actual: customerOut.phone });
    }
    if (typeof customerIn.document === "string" && customerOut.document !== normalisedDocument(customerIn.document)) {
      problems.push({ message: `data.customer.document must be digits only ("${customerIn.document}" sent)`, expected: normalisedDocument(customerIn.document), actual: customerOut.document });
    }
  }
  const op = spec.operationId;
  if (op === "createDeposit") {
    eqNum(problems, "data.amount must echo the request's amount", data.amount, isNum(req.amount) ? req.amount : undefined);
    if (fees && !replayed && isNum(req.amount))
      eqNum(problems, "data.feeAmount = max(minimumFee, fixed + amount * percentage / 100) with the company's deposit fees", data.feeAmount, expectedFee(req.amount, fees.deposit));
    if (Array.isArray(req.splits) && !Array.isArray(data.splits)) problems.push({ message: "a deposit created with splits must list them in data.splits" });
  }
  if (op === "createWithdrawal") {
    eqNum(problems, "data.amount must echo the request's amount", data.amount, isNum(req.amount) ? req.amount : undefined);
    if (typeof req.pixKey === "string") {
      if (data.pixKey !== normalisedPixKey(req.pixKey)) problems.push({ message: "data.pixKey must be the request's key, unformatted", expected: normalisedPixKey(req.pixKey), actual: data.pixKey });
      if (fees && !replayed && isNum(req.amount))
        eqNum(problems, "data.feeAmount = max(minimumFee, fixed + amount * percentage / 100) with the company's withdraw fees", data.feeAmount, expectedFee(req.amount, fees.withdraw));
      if (!replayed && data.status !== "pending") problems.push({ message: "a new withdrawal is pending", expected: "pending", actual: data.status });
    }
    if (typeof req.address === "string" && data.address !== req.address) problems.push({ message: "data.address must echo the request", expected: req.address, actual: data.address });
  }
  if (op === "createConversion") {
    const pix = isObj(data.pix) ? data.pix : {};
    const crypto = isObj(data.crypto) ? data.crypto : {};
    if (req.currency === "BRL") eqNum(problems, "currency BRL: data.pix.amount must equal the requested amount", pix.amount, isNum(req.amount) ? req.amount : undefined);
    if (req.currency === "USDT") eqNum(problems, "currency USDT: data.crypto.netAmount must equal the requested amount", crypto.netAmount, isNum(req.amount) ? req.amount : undefined);
    if (fees && !replayed && isNum(pix.amount)) eqNum(problems, "data.pix.feeAmount follows the company's deposit fees", pix.feeAmount, expectedFee(pix.amount, fees.deposit));
    if (typeof req.address === "string" && crypto.address !== req.address) problems.push({ message: "data.crypto.address must echo the request", expected: req.address, actual: crypto.address });
  }
}

function payloadRecord(problems: Problem[], data: Obj, spec: RequestSpec): void {
  const request = isObj(data.request) ? data.request : {};
  const response = isObj(data.response) && isObj(data.response.data) ? data.response.data : {};
  const id = /\/withdrawals\/([^/]+)\/payload$/.exec(spec.path)?.[1];
  if (data.paymentId !== id) problems.push({ message: "payload.paymentId must be the withdrawal's id", expected: id, actual: data.paymentId });
  if (response.id !== data.paymentId) problems.push({ message: "payload.response.data.id must be the withdrawal's id", expected: data.paymentId, actual: response.id });
  if (typeof request.pixKey === "string" && !/^\*+.{1,4}$|^.{1,4}$/.test(request.pixKey))
    problems.push({ message: "payload.request.pixKey must be masked: only its last four characters visible", actual: request.pixKey });
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (isObj(v))
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, sortKeys(v[k])]),
    );
  return v;
}

/**
 * The operations whose page the contract describes as newest first, with the page schema's name:
 * the 200 answer's `data` is a schema whose `items` say "newest first" (DepositPage,
 * WithdrawalPage, WalletPage, WebhookDeliveryPage, ...). Read from the runner's copy of the
 * contract, so a listing the contract adds is checked too.
 */
export function newestFirstListings(doc: Record<string, unknown>): Map<string, string> {
  const out = new Map<string, string>();
  const schemas = ((doc.components as Obj | undefined)?.schemas ?? {}) as Record<string, Obj>;
  const refName = (v: unknown) => (isObj(v) && typeof v.$ref === "string" ? v.$ref.replace("#/components/schemas/", "") : undefined);
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Obj>)) {
    const get = item.get;
    if (!isObj(get) || typeof get.operationId !== "string") continue;
    const content = ((get.responses as Obj | undefined)?.["200"] as Obj | undefined)?.content as Obj | undefined;
    const envelope = schemas[refName((content?.["application/json"] as Obj | undefined)?.schema) ?? ""];
    const pageName = refName((envelope?.properties as Obj | undefined)?.data);
    const items = pageName ? ((schemas[pageName]?.properties as Obj | undefined)?.items as Obj | undefined) : undefined;
    if (pageName && typeof items?.description === "string" && /newest first/i.test(items.description)) out.set(get.operationId, pageName);
  }
  return out;
}

/**
 * A page the contract orders newest first: each item's createdAt is not after the one before it.
 * Items created in the same millisecond have equal createdAt and may come in either order.
 */
export function newestFirstProblem(items: unknown[], pageName: string): Problem | undefined {
  for (let i = 1; i < items.length; i++) {
    const a = isObj(items[i - 1]) ? (items[i - 1] as Obj).createdAt : undefined;
    const b = isObj(items[i]) ? (items[i] as Obj).createdAt : undefined;
    if (typeof a !== "string" || typeof b !== "string") continue;
    const ta = Date.parse(a);
    const tb = Date.parse(b);
    if (Number.isNaN(ta) || Number.isNaN(tb)) continue;
    if (tb > ta)
      return {
        message: `data.items must be newest first (the contract's ${pageName}): data.items[${i}].createdAt is after data.items[${i - 1}].createdAt`,
        expected: `data.items[${i}].createdAt <= ${a}`,
        actual: items.map((it) => (isObj(it) ? it.createdAt : undefined)),
      };
  }
  return undefined;
}

/** Every problem of one successful answer; `newestFirst` names the listings ordered newest first (newestFirstListings). */
export function answerInvariants(spec: RequestSpec, exchange: Exchange, fees: CompanyFees | undefined, qrBudget?: QrBudget, newestFirst?: ReadonlyMap<string, string>): Problem[] {
  const r = exchange.response;
  if (!r || r.status < 200 || r.status >= 300 || !isObj(r.json)) return [];
  // The contract declares `success` a plain boolean (generators), so the schema no longer says it
  // is true on every 2xx answer: this does.
  if (r.json.success !== true) return [{ message: "a 2xx answer carries success: true", expected: true, actual: r.json.success as never }];
  const problems: Problem[] = [];
  const data = r.json.data;
  // QR images are decoded for creations (each new image once), within the run's budget.
  budget = spec.operationId === "createDeposit" || spec.operationId === "createConversion" ? qrBudget : undefined;
  try {
    walk(problems, data, "data");
  } finally {
    budget = undefined;
  }
  if (spec.operationId && CREATES.has(spec.operationId) && isObj(data)) promises(problems, spec, exchange, data, fees);
  if ((spec.operationId === "getWithdrawalPayload" || spec.operationId === "sandboxRemoveWithdrawalPayload") && isObj(data)) payloadRecord(problems, data, spec);
  if (isObj(data) && Array.isArray(data.items) && isNum(data.page) && isNum(data.limit)) {
    const q = spec.query ?? {};
    const page = q.page === undefined ? 1 : Number(q.page);
    const limit = q.limit === undefined ? 20 : Number(q.limit);
    if (data.page !== page) problems.push({ message: "data.page must be the page asked for (default 1)", expected: page, actual: data.page });
    if (data.limit !== limit) problems.push({ message: "data.limit must be the limit asked for (default 20)", expected: limit, actual: data.limit });
    const pageName = spec.operationId ? newestFirst?.get(spec.operationId) : undefined;
    const order = pageName ? newestFirstProblem(data.items, pageName) : undefined;
    if (order) problems.push(order);
  }
  return problems;
}
