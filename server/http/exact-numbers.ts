/**
 * Money literals JSON.parse would change. JSON.parse turns `10.0000000000000001` into 10 and
 * `100.00999999999999999` into 100.01 before any use case sees them, so an amount written with more
 * decimals than its currency allows (DESIGN: VALIDATION_ERROR on that field) would pass as a valid
 * one. The raw body is kept for a second look only when a money key is followed by a literal that
 * could be changed (16 or more digits, or an exponent: any decimal of at most 15 significant digits
 * reads back as written), and only the money fields the request's operation declares
 * (server/http/money-fields.ts) are looked at: a literal in an ignored field is never a reason to
 * refuse a request.
 */
import { validationError, type AppError } from "../errors.ts";
import { scanJson, type JsonFrame } from "./json-text.ts";
import { isExactField } from "./money-fields.ts";

/** The decimal a literal writes, as `<sign><digits>e<power>` without leading or trailing zeros: "-120.50" -> "-1205e-1", "0.0" -> "0e0". */
function canonical(literal: string): string {
  const match = /^(-?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(literal);
  if (!match) return literal;
  const [, sign, whole, fraction = "", exponent = "0"] = match;
  const all = (whole + fraction).replace(/^0+/, "");
  const digits = all.replace(/0+$/, "");
  if (digits === "") return "0e0";
  return `${sign}${digits}e${Number(exponent) - fraction.length + (all.length - digits.length)}`;
}

/**
 * True when the number JSON.parse makes of a JSON number literal is not the number it writes. The
 * server reads a number through its shortest round-trip text (server/domain/money.ts), so `0.1`
 * is exact (the double nearest to one tenth reads back as "0.1"); an integer a double holds
 * exactly (2^60) is exact too, although its shortest text is another ("1152921504606847000").
 */
export function isInexact(literal: string): boolean {
  const value = Number(literal);
  if (!Number.isFinite(value)) return true;
  const written = canonical(literal);
  if (written === canonical(String(value))) return false;
  const [digits, power] = written.split("e");
  return !(Number(power) >= 0 && Number.isInteger(value) && BigInt(value) === BigInt(digits) * 10n ** BigInt(power));
}

/**
 * A quick test of the raw body: a money key followed by a literal of 16 or more digits or with an
 * exponent, or a free-form object's key (`freeFormKeys`: "metadata") anywhere in a body holding
 * such a literal anywhere. A body holding any `\u` escape goes to the full scan, which decodes keys
 * (`"am\u006funt"` is `amount`): a pattern for "a key holding an escape" backtracks over every
 * escape of a long text (quadratic: 16,000 escapes took 1.4 s, before authentication), while the
 * scan is linear.
 */
export function moneyPreTest(keys: string[], freeFormKeys: string[] = []): { test(text: string): boolean } {
  const plainKey = new RegExp(`"(?:${keys.join("|")})"\\s*:\\s*-?${LONG_LITERAL}`);
  const freeForm = freeFormKeys.map((key) => `"${key}"`);
  const anyLiteral = new RegExp(`[:,[]\\s*-?${LONG_LITERAL}`);
  return { test: (text) => text.includes("\\u") || plainKey.test(text) || (freeForm.some((key) => text.includes(key)) && anyLiteral.test(text)) };
}

/** The start of a number literal JSON.parse may change: 16 or more digits, or an exponent. */
const LONG_LITERAL = "(?:\\d(?:\\.?\\d){15}|[\\d.]+[eE])";

/** "splits[0].percent"; with `anyIndex`, "splits[].percent". */
function nameOf(stack: readonly JsonFrame[], anyIndex: boolean): string {
  let name = "";
  for (const f of stack) name += "names" in f ? (name ? `.${f.name}` : `${f.name}`) : anyIndex ? "[]" : `[${f.index}]`;
  return name;
}

/**
 * The first number in a JSON text that is the value of one of `fields` (named as the server names
 * fields, any index as `[]`) and is inexact, named with its indices ("splits[0].percent"). The
 * text is the body JSON.parse accepted (json-text.ts reads it).
 */
export function findInexactMoney(text: string, fields: ReadonlySet<string>): { field: string; literal: string } | undefined {
  let found: { field: string; literal: string } | undefined;
  scanJson(text, {
    number(literal, stack) {
      if (!isExactField(fields, nameOf(stack, true)) || !isInexact(literal)) return false;
      found = { field: nameOf(stack, false), literal };
      return true;
    },
  });
  return found;
}

/** The VALIDATION_ERROR for the first inexact money literal of the body, or undefined. */
export function inexactMoneyError(text: string, fields: ReadonlySet<string>): AppError | undefined {
  const inexact = findInexactMoney(text, fields);
  if (!inexact) return undefined;
  if (!fields.has(inexact.field.replace(/\[\d+\]/g, "[]"))) {
    return validationError([{ field: inexact.field, error: "Este número não seria devolvido como foi enviado (mais algarismos do que um número JSON guarda com exatidão); envie-o como texto." }]);
  }
  const what = canonical(inexact.literal).includes("e-") ? "casas decimais" : "algarismos";
  return validationError([{ field: inexact.field, error: `O valor tem mais ${what} do que é possível ler com exatidão.` }]);
}
