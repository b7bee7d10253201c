/**
 * JSON numbers a double cannot hold as written. JSON.parse turns `10.0000000000000001` into 10 and
 * `12345678901234567890` into 12345678901234567000 before any use case sees them, so an amount
 * with too many decimals would pass as a valid one. The raw body is scanned for such literals
 * before it is parsed; only bodies with a run of 16 or more digits are scanned at all, since a
 * literal of 15 significant digits or fewer always reads back exactly.
 */

/** Digits without leading/trailing zeros and the power of ten of the last one: "120.50" -> ["1205", -1]. */
function exactDecimal(literal: string): [string, number] {
  const match = /^-?(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(literal);
  if (!match) return [literal, 0];
  const [, whole, fraction = "", exponent = "0"] = match;
  let digits = (whole + fraction).replace(/^0+/, "");
  let power = Number(exponent) - fraction.length;
  const trimmed = digits.replace(/0+$/, "");
  power += digits.length - trimmed.length;
  digits = trimmed;
  return digits === "" ? ["0", 0] : [digits, power];
}

/** True when the number the literal becomes is not the number the literal writes. */
export function isInexact(literal: string): boolean {
  const [digits, power] = exactDecimal(literal);
  const [readDigits, readPower] = exactDecimal(String(Math.abs(Number(literal))));
  return digits !== readDigits || power !== readPower;
}

const LONG_DIGIT_RUN = /\d[\d.]{15}/;

/**
 * The first number literal of a JSON text that a double cannot hold exactly, with the name of the
 * property it is the value of (or of the array holding it), or undefined. The text is expected to
 * be JSON; on anything else the scan just stops finding literals.
 */
export function findInexactNumber(text: string): { field: string; literal: string } | undefined {
  if (!LONG_DIGIT_RUN.test(text)) return undefined;
  let lastKey = "body";
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      let j = i + 1;
      while (j < text.length && text.charCodeAt(j) !== 34) j += text.charCodeAt(j) === 92 /* \ */ ? 2 : 1;
      const content = text.slice(i + 1, j);
      let k = j + 1;
      while (k < text.length && /\s/.test(text[k])) k++;
      if (text[k] === ":") {
        try {
          lastKey = JSON.parse(`"${content}"`) as string;
        } catch {
          lastKey = content;
        }
      }
      i = j;
    } else if (c === 45 /* - */ || (c >= 48 && c <= 57)) {
      const literal = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 400))?.[0];
      if (!literal) continue;
      if (literal.replace(/\D/g, "").length >= 16 && isInexact(literal)) return { field: lastKey, literal };
      i += literal.length - 1;
    }
  }
  return undefined;
}
