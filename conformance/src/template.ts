/**
 * Templates of the declarative scenarios: `{{ expr }}` inside any string of a step. A string that
 * is exactly one `{{ expr }}` becomes the expression's value (a number stays a number, an object an
 * object); otherwise values are interpolated as text.
 *
 * Expressions: paths into the variables (`deposit.body.data.id`, `items[0].id`), numbers, quoted
 * strings, + - * / with exact decimals (see dec.ts), parentheses and the functions below.
 */
import { Dec } from "./dec.ts";
import { expectedFee, expectedSplitPart, expectedUsdtWithdrawalFee, expectedConversionCryptoFee, normalisedDocument, normalisedPhone, normalisedPixKey, type FeeValues } from "./rules.ts";

export type Vars = Record<string, unknown>;

type Token = { kind: "num" | "str" | "id" | "op"; text: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (/\d/.test(ch)) {
      const m = /^\d+(?:\.\d+)?/.exec(source.slice(i))!;
      tokens.push({ kind: "num", text: m[0] });
      i += m[0].length;
      continue;
    }
    if (ch === "'" || ch === '"') {
      const end = source.indexOf(ch, i + 1);
      if (end < 0) throw new Error(`unterminated string in "${source}"`);
      tokens.push({ kind: "str", text: source.slice(i + 1, end) });
      i = end + 1;
      continue;
    }
    if (/[A-Za-z_$@]/.test(ch)) {
      const m = /^[A-Za-z_$@][A-Za-z0-9_$@]*/.exec(source.slice(i))!;
      tokens.push({ kind: "id", text: m[0] });
      i += m[0].length;
      continue;
    }
    if ("+-*/().,[]".includes(ch)) {
      tokens.push({ kind: "op", text: ch });
      i++;
      continue;
    }
    throw new Error(`unexpected "${ch}" in expression "${source}"`);
  }
  return tokens;
}

const FUNCTIONS: Record<string, (...args: unknown[]) => unknown> = {
  fee: (amount, fees, places) => expectedFee(num(amount), fees as FeeValues, places === undefined ? 2 : Number(places)).toNumber(),
  floor: (x, places) =>
    Dec.of(num(x))
      .round(Number(places ?? 0), "down")
      .toNumber(),
  ceil: (x, places) =>
    Dec.of(num(x))
      .round(Number(places ?? 0), "up")
      .toNumber(),
  round: (x, places) =>
    Dec.of(num(x))
      .round(Number(places ?? 0), "halfUp")
      .toNumber(),
  max: (...xs) => Dec.max(...xs.map((x) => Dec.of(num(x)))).toNumber(),
  min: (...xs) => Dec.min(...xs.map((x) => Dec.of(num(x)))).toNumber(),
  abs: (x) => Math.abs(num(x)),
  split: (net, percent) => expectedSplitPart(num(net), num(percent)).toNumber(),
  usdtFee: (amount) => expectedUsdtWithdrawalFee(num(amount)).toNumber(),
  cryptoFee: (amount) => expectedConversionCryptoFee(num(amount)).toNumber(),
  phone: (s) => normalisedPhone(String(s)),
  document: (s) => normalisedDocument(String(s)),
  pixKey: (s) => normalisedPixKey(String(s)),
  lower: (s) => String(s).toLowerCase(),
  upper: (s) => String(s).toUpperCase(),
  len: (x) => (Array.isArray(x) || typeof x === "string" ? x.length : x && typeof x === "object" ? Object.keys(x).length : 0),
  sum: (xs, field) =>
    (Array.isArray(xs) ? xs : []).reduce((acc: Dec, item) => acc.plus(Dec.of(num(field === undefined ? item : (item as Record<string, unknown>)[String(field)]))), Dec.of(0)).toNumber(),
  pluck: (xs, path) => (Array.isArray(xs) ? xs.map((item) => readPath(item, String(path))) : []),
  /** Seconds from timestamp a to timestamp b. */
  seconds: (a, b) => (Date.parse(String(b)) - Date.parse(String(a))) / 1000,
  str: (x) => String(x),
  json: (x) => JSON.stringify(x),
};

function num(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && Dec.isDecimal(value)) return Number(value);
  throw new Error(`expected a number, got ${JSON.stringify(value)}`);
}

class Parser {
  private pos = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly vars: Vars,
    private readonly source: string,
  ) {}

  parse(): unknown {
    const value = this.additive();
    if (this.pos < this.tokens.length) throw new Error(`unexpected "${this.tokens[this.pos].text}" in "${this.source}"`);
    return value;
  }

  private peek(text?: string): Token | undefined {
    const t = this.tokens[this.pos];
    return t && (text === undefined || (t.kind === "op" && t.text === text)) ? t : undefined;
  }

  private expect(text: string): void {
    if (!this.peek(text)) throw new Error(`expected "${text}" in "${this.source}"`);
    this.pos++;
  }

  private additive(): unknown {
    let left = this.multiplicative();
    for (;;) {
      if (this.peek("+")) {
        this.pos++;
        const right = this.multiplicative();
        left =
          typeof left === "string" || typeof right === "string"
            ? `${String(left)}${String(right)}`
            : Dec.of(num(left))
                .plus(Dec.of(num(right)))
                .toNumber();
      } else if (this.peek("-")) {
        this.pos++;
        left = Dec.of(num(left))
          .minus(Dec.of(num(this.multiplicative())))
          .toNumber();
      } else return left;
    }
  }

  private multiplicative(): unknown {
    let left = this.unary();
    for (;;) {
      if (this.peek("*")) {
        this.pos++;
        left = Dec.of(num(left))
          .times(Dec.of(num(this.unary())))
          .toNumber();
      } else if (this.peek("/")) {
        this.pos++;
        left = Dec.of(num(left))
          .div(Dec.of(num(this.unary())))
          .toNumber();
      } else return left;
    }
  }

  private unary(): unknown {
    if (this.peek("-")) {
      this.pos++;
      return -num(this.unary());
    }
    return this.primary();
  }

  private primary(): unknown {
    const t = this.tokens[this.pos];
    if (!t) throw new Error(`unexpected end of "${this.source}"`);
    if (t.kind === "num") {
      this.pos++;
      return Number(t.text);
    }
    if (t.kind === "str") {
      this.pos++;
      return t.text;
    }
    if (t.kind === "op" && t.text === "(") {
      this.pos++;
      const value = this.additive();
      this.expect(")");
      return value;
    }
    if (t.kind === "id") {
      this.pos++;
      if (this.peek("(")) {
        this.pos++;
        const args: unknown[] = [];
        if (!this.peek(")")) {
          args.push(this.additive());
          while (this.peek(",")) {
            this.pos++;
            args.push(this.additive());
          }
        }
        this.expect(")");
        const fn = FUNCTIONS[t.text];
        if (!fn) throw new Error(`unknown function ${t.text}() in "${this.source}"`);
        return fn(...args);
      }
      if (t.text === "true") return true;
      if (t.text === "false") return false;
      if (t.text === "null") return null;
      let value: unknown = this.vars[t.text];
      if (!(t.text in this.vars)) throw new Error(`unknown variable "${t.text}" in "${this.source}"`);
      for (;;) {
        if (this.peek(".")) {
          this.pos++;
          const name = this.tokens[this.pos];
          if (!name || (name.kind !== "id" && name.kind !== "num")) throw new Error(`expected a name after "." in "${this.source}"`);
          this.pos++;
          value = access(value, name.text);
        } else if (this.peek("[")) {
          this.pos++;
          const key = this.additive();
          this.expect("]");
          value = access(value, String(key));
        } else return value;
      }
    }
    throw new Error(`unexpected "${t.text}" in "${this.source}"`);
  }
}

function access(value: unknown, key: string): unknown {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return /^\d+$/.test(key) ? value[Number(key)] : key === "length" ? value.length : undefined;
  if (typeof value === "object") return (value as Record<string, unknown>)[key];
  return undefined;
}

export function evaluate(expression: string, vars: Vars): unknown {
  return new Parser(tokenize(expression), vars, expression).parse();
}

const WHOLE = /^\{\{([^{}]+)\}\}$/;
const PART = /\{\{([^{}]+)\}\}/g;

/** Resolves every template in a JSON-like value. */
export function resolve<T>(value: T, vars: Vars): T {
  if (typeof value === "string") {
    const whole = WHOLE.exec(value);
    if (whole) return evaluate(whole[1], vars) as T;
    return value.replace(PART, (_m, expr: string) => {
      const v = evaluate(expr, vars);
      return typeof v === "string" ? v : JSON.stringify(v);
    }) as T;
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, vars)) as T;
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const resolved = resolve(v, vars);
      if (resolved !== undefined) out[k] = resolved;
    }
    return out as T;
  }
  return value;
}

/** Reads a dotted path (`data.items[0].id`, `data.items.*.id` collects) from a value. */
export function readPath(value: unknown, path: string): unknown {
  if (path === "" || path === "$") return value;
  const segments = path
    .replace(/\[(\d+|\*)\]/g, ".$1")
    .split(".")
    .filter((s) => s !== "");
  let current: unknown[] = [value];
  let collecting = false;
  for (const segment of segments) {
    if (segment === "*") {
      collecting = true;
      current = current.flatMap((v) => (Array.isArray(v) ? v : []));
      continue;
    }
    current = current.map((v) => access(v, segment));
  }
  return collecting ? current : current[0];
}
