/**
 * An independent model of the money of the reference server, written from the API reference
 * (/work/shared/reference/payments-api.md), DESIGN.md and the contract's descriptions
 * (generated/openapi.json), never from server/. The model-based audit
 * (test/reliability/money-model.test.ts) drives random sequences of operations against the server
 * and, after each one, compares balances, resources and the ledger with what this model books.
 *
 * Money is integer minor units (bigint): centavos for BRL, micro-USDT for USDT.
 *
 * Rules encoded, and where they come from:
 * - Fees (DESIGN "Fees", FeeSchedule): `fee = max(minimumFee, fixed + amount * percentage / 100)`,
 *   rounded half-up to the centavo; deposit `netAmount = amount - feeAmount`; Pix withdrawal
 *   `totalAmount = amount + feeAmount`. An amount that does not exceed its fee is VALIDATION_ERROR on
 *   `amount`, or SPLIT_EXCEEDS_DEPOSIT when a split line takes a share (POST /v1/deposits, rule 5).
 * - USDT withdrawal (UsdtWithdrawalRequest): `feeAmount = max(1.000000, amount * 0.5 / 100)` half-up
 *   to 6 decimals, `networkFee` 1.5 on TRX and 4 on ETH, `totalAmount = amount + feeAmount + networkFee`.
 *   The network's zero address ends `failed` (NETWORK_REJECTED) and releases the total.
 * - Balances (DESIGN "Balances", BalanceAmounts): per account (main or wallet) and currency,
 *   `available` and `blocked`, `total = available + blocked`, sums of the ledger rows. A pending
 *   withdrawal blocks its total (insufficient available: VALIDATION_ERROR on `amount`); paid debits
 *   it; failed or canceled releases it. A credit taking `total` past 10^15 - 1 minor units is refused.
 * - Ledger (Transaction, TransactionType, TransactionStatus): one row per movement per bucket, amount
 *   always positive with a direction; a move between buckets (`withdraw_hold`, `withdraw_release`,
 *   `infraction_hold`, `infraction_release`) is a debit on one bucket and a credit on the other. A
 *   row's `status` is its source's current status; a sandbox credit and a split part received from
 *   another company's deposit are `completed`.
 * - Split (reference 4.6, 4.7, CreateDepositRequest): percentages of the net, duplicate ids summed,
 *   sum <= 1, each destination gets floor(net * percent) at payment, the rest stays with the issuer;
 *   a wallet of the account is credited directly; on a wallet deposit the company's own id sends the
 *   part to the main account; the issuer (or the issuing wallet) as destination is
 *   SPLIT_SELF_REFERENCE; an unknown destination or an archived wallet is VALIDATION_ERROR; a wallet
 *   archived after the deposit was created is still credited.
 * - Conversions (CreateConversionRequest, ConversionStatus): Pix leg fee from the deposit schedule;
 *   crypto fee 0.5% half-up, network fee per network; BRL: crypto.amount = floor(pix.net / price);
 *   USDT: crypto.amount is the smallest amount whose net is `amount`, the charge the smallest BRL
 *   amount whose net covers crypto.amount * price rounded up. Completed books nothing in the
 *   account; failed credits the BRL net as `conversion_refund`.
 * - USDT deposits (POST /v1/crypto-deposits): what arrives is credited to USDT available, no fee.
 * - MED (Infraction, accept, sandbox resolve): opening blocks the disputed amount (as much as is
 *   available; `blockedAmount` is below `amount` only while the account lacks the money, and later
 *   credits top it up, oldest first); dismissed releases the blocked part; refunded (accept, or
 *   resolve `refunded`) debits the whole amount from the deposit's account, blocked part first, and
 *   is VALIDATION_ERROR on `amount` when the available balance cannot cover the rest; the fee and
 *   split parts are not taken back. The deposit becomes `refunded`.
 * - Wallets (reference part 3): archiving needs zero available and blocked in every currency
 *   (else 409 WALLET_HAS_BALANCE); an archived wallet refuses operations through X-Api-Wallet
 *   (403 WALLET_DISABLED) until reactivated, as do the feature turned off (WALLETS_NOT_ENABLED), a
 *   verification not approved (WALLET_KYC_*) and the wallet's own blocks (WALLET_OPERATION_BLOCKED);
 *   the retry of a creation gets its replay through an archived or blocked wallet.
 * - Idempotency (DESIGN "Idempotency"): the same reference with the same parameters returns the
 *   first resource with `Idempotent-Replayed: true` and books nothing, also when sent at once.
 *
 * The rules on which requests are refused by which wallet state live with the driver
 * (test/reliability/money-model.test.ts, `gate`); this file holds the arithmetic and the booking.
 */

export type Currency = "brl" | "usdt";
export const DECIMALS: Record<Currency, number> = { brl: 2, usdt: 6 };
/** BalanceAmounts: the most an account may hold in one currency, in minor units. */
export const ACCOUNT_MAX = 10n ** 15n - 1n;

/** Minor units from a decimal string or a JSON number; throws when it has more decimals than allowed. */
export function toMinor(value: number | string, decimals: number): bigint {
  let text = typeof value === "number" ? String(value) : value;
  if (/e/i.test(text)) text = Number(text).toFixed(decimals);
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new Error(`not a decimal: ${text}`);
  const frac = (m[3] ?? "").replace(/0+$/, "");
  if (frac.length > decimals) throw new Error(`${text} has more than ${decimals} decimals`);
  const v = BigInt(m[2]) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, "0") || "0");
  return m[1] ? -v : v;
}

/** A decimal string from minor units ("12.5" for 1250n with 2 decimals). */
export function fromMinor(v: bigint, decimals: number): string {
  const neg = v < 0n;
  const a = neg ? -v : v;
  const unit = 10n ** BigInt(decimals);
  const frac = (a % unit).toString().padStart(decimals, "0").replace(/0+$/, "");
  return `${neg ? "-" : ""}${a / unit}${frac ? `.${frac}` : ""}`;
}

/** A rational number as numerator / denominator (bigint), read from a decimal string. */
export function ratio(text: string): [bigint, bigint] {
  const [i, f = ""] = text.split(".");
  return [BigInt(i + f), 10n ** BigInt(f.length)];
}

/** Fee schedule in minor units: fixed and minimum in centavos, percentage as a decimal string. */
export interface FeeSchedule {
  fixed: bigint;
  percentage: string;
  minimumFee: bigint;
}

const halfUpDiv = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);
const ceilDiv = (n: bigint, d: bigint) => (n + d - 1n) / d;

/** DESIGN "Fees": max(minimumFee, fixed + amount * percentage / 100), half-up to the centavo. */
export function fee(s: FeeSchedule, amount: bigint): bigint {
  const [pn, pd] = ratio(s.percentage);
  // fixed + amount * pn / (pd * 100), rounded half-up as one value (fixed is whole centavos).
  const v = s.fixed + halfUpDiv(amount * pn, pd * 100n);
  return v > s.minimumFee ? v : s.minimumFee;
}

export const USDT_NETWORK_FEE: Record<"TRX" | "ETH", bigint> = { TRX: 1_500_000n, ETH: 4_000_000n };
/** UsdtWithdrawalRequest: max(1 USDT, 0.5%) half-up to the micro-USDT. */
export const usdtWithdrawFee = (amount: bigint) => {
  const v = halfUpDiv(amount * 5n, 1000n);
  return v > 1_000_000n ? v : 1_000_000n;
};
/** CreateConversionRequest: crypto.feeAmount = crypto.amount * 0.5 / 100 half-up. */
export const conversionCryptoFee = (amount: bigint) => halfUpDiv(amount * 5n, 1000n);

export interface ConversionQuote {
  pixAmount: bigint;
  pixFee: bigint;
  pixNet: bigint;
  cryptoAmount: bigint;
  cryptoFee: bigint;
  networkFee: bigint;
  cryptoNet: bigint;
}

/** CreateConversionRequest arithmetic; `price` is the BRL per USDT decimal string; undefined: VALIDATION_ERROR on amount. */
export function quoteConversion(currency: "BRL" | "USDT", amount: bigint, price: string, network: "TRX" | "ETH", depositFees: FeeSchedule): ConversionQuote | undefined {
  const [pn, pd] = ratio(price); // BRL per USDT = pn / pd
  const networkFee = USDT_NETWORK_FEE[network];
  const cryptoNetOf = (x: bigint) => x - conversionCryptoFee(x) - networkFee;
  let pixAmount: bigint, cryptoAmount: bigint;
  if (currency === "BRL") {
    pixAmount = amount;
    const pixNet = pixAmount - fee(depositFees, pixAmount);
    // USDT bought with pixNet centavos: pixNet / 100 / (pn / pd) USDT, in micro-USDT, rounded down.
    cryptoAmount = pixNet <= 0n ? 0n : (pixNet * 10_000n * pd) / pn;
  } else {
    // smallest x with cryptoNetOf(x) == amount (cryptoNetOf is non-decreasing in steps of 0 or 1)
    let lo = amount + networkFee,
      hi = (amount + networkFee) * 2n + 10n;
    while (lo < hi) {
      const mid = (lo + hi) / 2n;
      if (cryptoNetOf(mid) >= amount) hi = mid;
      else lo = mid + 1n;
    }
    cryptoAmount = lo;
    // BRL needed for cryptoAmount micro-USDT, rounded up to the centavo: x * pn / pd / 10^4 centavos.
    const needed = ceilDiv(cryptoAmount * pn, pd * 10_000n);
    let a = needed,
      b = needed * 2n + 10_000_000_000n;
    while (a < b) {
      const mid = (a + b) / 2n;
      if (mid - fee(depositFees, mid) >= needed) b = mid;
      else a = mid + 1n;
    }
    pixAmount = a;
  }
  const pixFee = fee(depositFees, pixAmount);
  const cryptoFee = conversionCryptoFee(cryptoAmount);
  const cryptoNet = cryptoAmount - cryptoFee - networkFee;
  if (cryptoNet <= 0n || pixAmount > 1_000_000_000n || cryptoAmount > 1_000_000_000_000_000n) return undefined;
  return { pixAmount, pixFee, pixNet: pixAmount - pixFee, cryptoAmount, cryptoFee, networkFee, cryptoNet };
}

/** DESIGN "Split": floor(net * percent) to the centavo. */
export function splitPart(net: bigint, percent: string): bigint {
  const [n, d] = ratio(percent);
  return (net * n) / d;
}

/** Sum of decimal strings, exact, as a decimal string. */
export function addPercents(a: string, b: string): string {
  const [an, ad] = ratio(a);
  const [bn, bd] = ratio(b);
  const d = ad > bd ? ad : bd;
  const n = an * (d / ad) + bn * (d / bd);
  const places = d.toString().length - 1;
  return fromMinor(n, places) || "0";
}

export type Bucket = "available" | "blocked";
export type Direction = "credit" | "debit";
export type SourceType = "deposit" | "withdraw" | "conversion" | "crypto_deposit" | "infraction" | "chargeback" | "sandbox";

/** One expected ledger row. `status` is read from the source when compared (it changes). */
export interface Row {
  type: string;
  currency: Currency;
  direction: Direction;
  bucket: Bucket;
  amount: bigint;
  sourceType: SourceType;
  sourceId: string;
  /** Fixed status (sandbox credit, split received from another company), else the source's current one. */
  fixedStatus?: string;
  reference?: string;
}

export interface Amounts {
  available: bigint;
  blocked: bigint;
}

export class Account {
  readonly balances: Record<Currency, Amounts> = { brl: { available: 0n, blocked: 0n }, usdt: { available: 0n, blocked: 0n } };
  readonly rows: Row[] = [];
  constructor(
    readonly key: string,
    readonly companyId: string,
    readonly walletId?: string,
  ) {}

  book(row: Row) {
    if (row.amount <= 0n) return; // a movement of nothing is no movement
    this.rows.push(row);
    const b = this.balances[row.currency];
    b[row.bucket] += row.direction === "credit" ? row.amount : -row.amount;
  }

  /** Two rows: `amount` from one bucket to the other. */
  move(type: string, currency: Currency, from: Bucket, amount: bigint, source: Omit<Row, "type" | "currency" | "direction" | "bucket" | "amount">) {
    const to: Bucket = from === "available" ? "blocked" : "available";
    this.book({ type, currency, direction: "debit", bucket: from, amount, ...source });
    this.book({ type, currency, direction: "credit", bucket: to, amount, ...source });
  }

  total(c: Currency) {
    return this.balances[c].available + this.balances[c].blocked;
  }
  isEmpty() {
    return (["brl", "usdt"] as const).every((c) => this.balances[c].available === 0n && this.balances[c].blocked === 0n);
  }
}

/** Flows across all accounts of all companies, for conservation: balances = in - out. */
export interface Flows {
  brlIn: bigint; // sandbox credits, deposits paid (gross), conversion refunds
  brlFees: bigint; // deposit fees
  brlOut: bigint; // withdrawals paid (total, fee included), chargebacks
  usdtIn: bigint;
  usdtOut: bigint;
}

export function newFlows(): Flows {
  return { brlIn: 0n, brlFees: 0n, brlOut: 0n, usdtIn: 0n, usdtOut: 0n };
}

export interface Infraction {
  id: string;
  account: Account;
  depositId: string;
  reference: string;
  amount: bigint;
  blocked: bigint;
  status: "open" | "contested" | "refunded" | "dismissed";
  chargebackId?: string;
  openedSeq: number;
}

/**
 * After any change: each in-progress infraction whose blocked part is short takes what the account
 * has available, oldest first ("Below `amount` only while the account lacks the money: later BRL
 * credits to the account top it up, oldest infraction first").
 */
export function topUpInfractions(account: Account, infractions: Infraction[]) {
  const short = infractions.filter((i) => i.account === account && (i.status === "open" || i.status === "contested") && i.blocked < i.amount).sort((a, b) => a.openedSeq - b.openedSeq);
  for (const i of short) {
    const available = account.balances.brl.available;
    if (available <= 0n) break;
    const take = i.amount - i.blocked < available ? i.amount - i.blocked : available;
    account.move("infraction_hold", "brl", "available", take, { sourceType: "infraction", sourceId: i.id, reference: i.reference });
    i.blocked += take;
  }
}
