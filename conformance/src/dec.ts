/**
 * Exact decimals for the runner's arithmetic (fees, splits, conversions), written independently
 * of the server: a value is an integer `units` scaled by 10^-scale, built from a JSON number's
 * shortest decimal text, so 0.1 + 0.2 is 0.3 and 147.25 * 0.1 is 14.725 exactly.
 */

export class Dec {
  private constructor(
    readonly units: bigint,
    readonly scale: number,
  ) {}

  static of(value: number | string | bigint | Dec): Dec {
    if (value instanceof Dec) return value;
    if (typeof value === "bigint") return new Dec(value, 0);
    const text = typeof value === "number" ? numberText(value) : value.trim();
    const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
    if (!match) throw new Error(`not a decimal: ${String(value)}`);
    const fraction = match[3] ?? "";
    const units = BigInt(`${match[2]}${fraction}`) * (match[1] === "-" ? -1n : 1n);
    return new Dec(units, fraction.length).trim();
  }

  static isDecimal(value: unknown): value is number | string {
    if (typeof value === "number") return Number.isFinite(value);
    return typeof value === "string" && /^-?\d+(?:\.\d+)?$/.test(value.trim());
  }

  private trim(): Dec {
    let { units, scale } = this;
    while (scale > 0 && units % 10n === 0n) {
      units /= 10n;
      scale -= 1;
    }
    return new Dec(units, scale);
  }

  private at(scale: number): bigint {
    return this.units * 10n ** BigInt(scale - this.scale);
  }

  plus(other: Dec | number): Dec {
    const o = Dec.of(other);
    const scale = Math.max(this.scale, o.scale);
    return new Dec(this.at(scale) + o.at(scale), scale).trim();
  }

  minus(other: Dec | number): Dec {
    return this.plus(Dec.of(other).negate());
  }

  negate(): Dec {
    return new Dec(-this.units, this.scale);
  }

  times(other: Dec | number): Dec {
    const o = Dec.of(other);
    return new Dec(this.units * o.units, this.scale + o.scale).trim();
  }

  /** Division carried to 18 decimal places, truncated (callers round explicitly afterwards). */
  div(other: Dec | number): Dec {
    const o = Dec.of(other);
    if (o.units === 0n) throw new Error("division by zero");
    const scale = 18;
    const numerator = this.units * 10n ** BigInt(scale + o.scale);
    const denominator = o.units * 10n ** BigInt(this.scale);
    return new Dec(numerator / denominator, scale).trim();
  }

  compare(other: Dec | number): number {
    const o = Dec.of(other);
    const scale = Math.max(this.scale, o.scale);
    const a = this.at(scale);
    const b = o.at(scale);
    return a < b ? -1 : a > b ? 1 : 0;
  }

  eq(other: Dec | number): boolean {
    return this.compare(other) === 0;
  }

  /** Rounds to `places` decimals: "down" toward minus infinity, "up" toward plus infinity, "halfUp" half away from zero. */
  round(places: number, mode: "down" | "up" | "halfUp"): Dec {
    if (this.scale <= places) return this;
    const divisor = 10n ** BigInt(this.scale - places);
    let q = this.units / divisor;
    const r = this.units % divisor;
    if (r !== 0n) {
      if (mode === "down" && this.units < 0n) q -= 1n;
      else if (mode === "up" && this.units > 0n) q += 1n;
      else if (mode === "halfUp") {
        const twice = (r < 0n ? -r : r) * 2n;
        if (twice >= divisor) q += this.units < 0n ? -1n : 1n;
      }
    }
    return new Dec(q, places).trim();
  }

  toString(): string {
    const negative = this.units < 0n;
    const digits = (negative ? -this.units : this.units).toString().padStart(this.scale + 1, "0");
    const whole = digits.slice(0, digits.length - this.scale);
    const fraction = digits.slice(digits.length - this.scale);
    return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
  }

  /** Text with exactly `places` decimals (half-up when it has more). */
  toFixed(places: number): string {
    const r = this.round(places, "halfUp");
    const text = r.toString();
    const [whole, fraction = ""] = text.split(".");
    return places === 0 ? whole : `${whole}.${fraction.padEnd(places, "0")}`;
  }

  toNumber(): number {
    return Number(this.toString());
  }

  static max(...values: Dec[]): Dec {
    return values.reduce((a, b) => (a.compare(b) >= 0 ? a : b));
  }

  static min(...values: Dec[]): Dec {
    return values.reduce((a, b) => (a.compare(b) <= 0 ? a : b));
  }
}

/** The shortest decimal text of a finite number, never in exponent notation. */
function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  const [mantissa, exponentText] = text.toLowerCase().split("e");
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith("-");
  const [whole, fraction = ""] = mantissa.replace("-", "").split(".");
  const digits = whole + fraction;
  const point = whole.length + exponent;
  let out: string;
  if (point <= 0) out = `0.${"0".repeat(-point)}${digits}`;
  else if (point >= digits.length) out = digits + "0".repeat(point - digits.length);
  else out = `${digits.slice(0, point)}.${digits.slice(point)}`;
  return `${negative ? "-" : ""}${out}`;
}
