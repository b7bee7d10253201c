/**
 * Patterns the validator checks through a hand-written function instead of AJV's regular
 * expression. The rule is the contract's, unchanged; only the engine differs. The QR image of a
 * deposit is a ~1,100-character data URI and a listing page carries twenty of them: V8 spent
 * about 8 µs per image on `^data:image/png;base64,[A-Za-z0-9+/]+=*$` (13% of a listing page's
 * CPU in a profile), the loop below 2.4 to 3 µs, and Node's own base64 decoder and encoder 0.56
 * µs (measured on 2,000 stored images, rounds alternated). test/server/pattern-formats.test.ts
 * checks that each function agrees with its pattern.
 */

import { isRfc3339DateTime } from "./date-time-format.ts";

const BASE64_ALPHABET = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") BASE64_ALPHABET[c.charCodeAt(0)] = 1;

const PNG_DATA_URI_PREFIX = "data:image/png;base64,";

/** Reused by every check (the validator runs on one thread, and a check never yields). */
const scratch = Buffer.allocUnsafe(64 * 1024);

/**
 * `^data:image/png;base64,[A-Za-z0-9+/]+=*$`. The fast path: whatever Node's decoder made of the
 * text, its encoder writes `[A-Za-z0-9+/]+={0,2}` for any non-empty input, so a non-empty text
 * equal to that output matches the pattern. Every image the server draws is such a text; any
 * other (no padding, extra '=', a stray or non-ASCII character) is decided by the loop.
 */
export function isPngDataUri(value: string): boolean {
  if (!value.startsWith(PNG_DATA_URI_PREFIX)) return false;
  const encoded = value.length - PNG_DATA_URI_PREFIX.length;
  if (encoded > 0 && encoded <= (scratch.length / 3) * 4) {
    const text = value.slice(PNG_DATA_URI_PREFIX.length);
    if (scratch.toString("base64", 0, scratch.write(text, "base64")) === text) return true;
  }
  return matchesBase64Loop(value);
}

function matchesBase64Loop(value: string): boolean {
  let end = value.length;
  while (end > PNG_DATA_URI_PREFIX.length && value.charCodeAt(end - 1) === 61) end--;
  if (end === PNG_DATA_URI_PREFIX.length) return false;
  for (let i = PNG_DATA_URI_PREFIX.length; i < end; i++) {
    const c = value.charCodeAt(i);
    if (c > 127 || BASE64_ALPHABET[c] !== 1) return false;
  }
  return true;
}

export const PATTERN_FORMATS: readonly { pattern: string; format: string; validate: (value: string) => boolean }[] = [
  { pattern: "^data:image/png;base64,[A-Za-z0-9+/]+=*$", format: "x-png-data-uri", validate: isPngDataUri },
];

/**
 * `email`: RFC 5321's Mailbox as ajv-formats checks it in its "full" mode (dot-atom local part:
 * no dot first, last or twice; domain labels of letters, digits and inner hyphens). The "fast"
 * mode the validator otherwise uses let `.a..b.@example.com` through, into a Pix charge's payer.
 */
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/**
 * Every format the validator must know: PATTERN_FORMATS, `date-time` as RFC 3339 defines it
 * (date-time-format.ts; it replaces ajv-formats' shape-only check), `email` (above), and `decimal` from the OpenAPI format
 * registry, which the contract gives its money (so generators give Java BigDecimal and C#
 * decimal). Any JSON number is a decimal here; whether the literal states its value exactly is
 * checked against the raw body by exact-numbers.ts.
 */
export function validatorFormats(): Record<string, { type: "string"; validate: (value: string) => boolean } | { type: "number"; validate: (value: number) => boolean }> {
  const patterns = Object.fromEntries(PATTERN_FORMATS.map((p) => [p.format, { type: "string" as const, validate: p.validate }]));
  return { ...patterns, "date-time": { type: "string", validate: isRfc3339DateTime }, email: { type: "string", validate: (value) => EMAIL.test(value) }, decimal: { type: "number", validate: () => true } };
}

/** A string schema with one of PATTERN_FORMATS' patterns gets its format instead (in place). */
export function patternsAsFormats(schema: Record<string, unknown>): void {
  if (schema.type !== "string" || typeof schema.pattern !== "string" || schema.format !== undefined) return;
  const known = PATTERN_FORMATS.find((p) => p.pattern === schema.pattern);
  if (!known) return;
  delete schema.pattern;
  schema.format = known.format;
}
