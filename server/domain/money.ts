/**
 * Money as integer minor units. JSON carries amounts as numbers; on the way in each number is read
 * through its shortest decimal text (what the client wrote), checked against the currency's
 * decimals and turned into an integer. Arithmetic happens on integers (BigInt where a product could
 * leave the safe range) with a named rounding mode; on the way out minor units become numbers again.
 */

export type Currency = "brl" | "usdt";

/** Decimal places of each currency: centavos for BRL, micro-USDT for USDT. */
export const CURRENCY_DECIMALS: Record<Currency, number> = { brl: 2, usdt: 6 };

export type Rounding = "halfUp" | "down" | "up";

/** An exact decimal: value = units / 10^scale. */
export interface Decimal {
  units: bigint;
  scale: number;
}

/** Reads a JSON number as the exact decimal it was written as (handles exponent notation). */
export function decimalFromNumber(value: number): Decimal {
  if (!Number.isFinite(value)) throw new RangeError("not a finite number");
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(text);
  if (!match) throw new RangeError(`cannot read ${text} as a decimal`);
  const [, sign, intPart, fracPart = "", expPart] = match;
  const exponent = expPart ? Number(expPart) : 0;
  let digits = intPart + fracPart;
  let scale = fracPart.length - exponent;
  if (scale < 0) {
    digits += "0".repeat(-scale);
    scale = 0;
  }
  const units = BigInt(sign + digits);
  return trimDecimal({ units, scale });
}

function trimDecimal(d: Decimal): Decimal {
  let { units, scale } = d;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units, scale };
}

/** Divides with the given rounding; `denominator` must be positive. */
export function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (denominator <= 0n) throw new RangeError("denominator must be positive");
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n) return quotient;
  const negative = numerator < 0n;
  switch (rounding) {
    case "down":
      return negative ? quotient - 1n : quotient;
    case "up":
      return negative ? quotient : quotient + 1n;
    case "halfUp": {
      const twice = (remainder < 0n ? -remainder : remainder) * 2n;
      if (twice >= denominator) return negative ? quotient - 1n : quotient + 1n;
      return quotient;
    }
  }
}

/** Converts a decimal to integer units of `scale` decimals, rounding as named. */
export function rescale(d: Decimal, scale: number, rounding: Rounding): bigint {
  if (d.scale <= scale) return d.units * 10n ** BigInt(scale - d.scale);
  return divideRounded(d.units, 10n ** BigInt(d.scale - scale), rounding);
}

/**
 * Minor units of a JSON amount, or undefined when it has more decimals than the currency allows.
 * Never rounds: an amount the client wrote with too many decimals is an input error.
 */
export function toMinor(value: number, currency: Currency): number | undefined {
  const d = decimalFromNumber(value);
  const decimals = CURRENCY_DECIMALS[currency];
  if (d.scale > decimals) return undefined;
  const minor = rescale(d, decimals, "down");
  if (minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < -BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
  return Number(minor);
}

/** Text of a non-negative integer's digits with `scale` of them after the point: ("5", 2) -> "0.05". */
function withPoint(digits: string, scale: number): string {
  if (scale === 0) return digits;
  const text = digits.padStart(scale + 1, "0");
  return `${text.slice(0, text.length - scale)}.${text.slice(text.length - scale)}`;
}

/** Plain decimal text of an exact decimal, every digit of its scale kept: {units: 1050n, scale: 3} -> "1.050". */
export function decimalText(d: Decimal): string {
  return d.units < 0n ? `-${withPoint((-d.units).toString(), d.scale)}` : withPoint(d.units.toString(), d.scale);
}

/** The JSON number for minor units (exact below 10^15 minor units: 15 significant digits print back the same). */
export function fromMinor(minor: number, currency: Currency): number {
  return Number(formatMinor(minor, currency));
}

/** Fixed decimal text of minor units, e.g. 15000 BRL -> "150.00" (the BR Code amount field). */
export function formatMinor(minor: number, currency: Currency): string {
  return `${minor < 0 ? "-" : ""}${withPoint(String(Math.abs(minor)), CURRENCY_DECIMALS[currency])}`;
}

/** A fee schedule with every value already in exact form. */
export interface FeeSchedule {
  /** Fixed part, minor units. */
  fixedMinor: number;
  /** Percentage (1.5 means 1.5%) as an exact decimal. */
  percentage: Decimal;
  /** Minimum fee, minor units. */
  minimumMinor: number;
}

/**
 * fee = max(minimumFee, fixed + amount * percentage / 100), rounded half-up to the currency unit;
 * in BigInt for amounts past what a double counts in units (conversion-math.ts chargeForNet).
 */
export function feeMinor(amountMinor: bigint, schedule: FeeSchedule): bigint {
  const { units, scale } = schedule.percentage;
  const fee = BigInt(schedule.fixedMinor) + divideRounded(amountMinor * units, 100n * 10n ** BigInt(scale), "halfUp");
  const minimum = BigInt(schedule.minimumMinor);
  return fee > minimum ? fee : minimum;
}

/** feeMinor of an amount a double holds. */
export function computeFee(amountMinor: number, schedule: FeeSchedule): number {
  return Number(feeMinor(BigInt(amountMinor), schedule));
}

/** Builds a schedule from the JSON numbers a company's settings hold. */
export function feeScheduleFrom(
  fees: { fixed: number; percentage: number; minimumFee: number },
  currency: Currency,
): FeeSchedule {
  const decimals = CURRENCY_DECIMALS[currency];
  return {
    fixedMinor: Number(rescale(decimalFromNumber(fees.fixed), decimals, "halfUp")),
    percentage: decimalFromNumber(fees.percentage),
    minimumMinor: Number(rescale(decimalFromNumber(fees.minimumFee), decimals, "halfUp")),
  };
}

/**
 * Splits `netMinor` by fractions: each line gets floor(net * fraction) (rounded down to the minor
 * unit) and whatever is left is the remainder that stays with the issuer. Fractions must add up to
 * at most 1; the parts plus the remainder always equal the net amount.
 */
export function allocateByFractions(netMinor: number, fractions: Decimal[]): { parts: number[]; remainder: number } {
  const parts = fractions.map((f) => Number(divideRounded(BigInt(netMinor) * f.units, 10n ** BigInt(f.scale), "down")));
  const allocated = parts.reduce((a, b) => a + b, 0);
  return { parts, remainder: netMinor - allocated };
}

/** Adds exact decimals. */
export function addDecimals(values: Decimal[]): Decimal {
  const scale = values.reduce((m, v) => Math.max(m, v.scale), 0);
  const units = values.reduce((sum, v) => sum + v.units * 10n ** BigInt(scale - v.scale), 0n);
  return trimDecimal({ units, scale });
}

/** Compares two exact decimals: -1, 0 or 1. */
export function compareDecimals(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const x = a.units * 10n ** BigInt(scale - a.scale);
  const y = b.units * 10n ** BigInt(scale - b.scale);
  return x < y ? -1 : x > y ? 1 : 0;
}
