/**
 * The business rules of the reference and DESIGN.md as the runner computes them, independently of
 * any server: fees, split parts, customer normalisation, payload masking, USDT and conversion fees.
 */
import { Dec } from "./dec.ts";

export interface FeeValues {
  fixed: number;
  percentage: number;
  minimumFee: number;
}

/** DESIGN "Fees": max(minimumFee, fixed + amount * percentage / 100), half-up to the currency unit. */
export function expectedFee(amount: number | Dec, fees: FeeValues, places = 2): Dec {
  const variable = Dec.of(fees.fixed).plus(Dec.of(amount).times(fees.percentage).div(100));
  return Dec.max(Dec.of(fees.minimumFee), variable.round(places, "halfUp"));
}

/** DESIGN "Split": each line gets net * percent rounded down to the centavo. */
export function expectedSplitPart(net: number | Dec, percent: number): Dec {
  return Dec.of(net).times(percent).round(2, "down");
}

/** Designed USDT withdrawal fee: max(1 USDT, 0.5% of the amount) half-up to the micro-USDT. */
export function expectedUsdtWithdrawalFee(amount: number): Dec {
  return Dec.max(Dec.of(1), Dec.of(amount).times(0.005).round(6, "halfUp"));
}

/** Designed conversion fee on the USDT leg: 0.5% of crypto.amount, half-up to the micro-USDT. */
export function expectedConversionCryptoFee(cryptoAmount: number): Dec {
  return Dec.of(cryptoAmount).times(0.005).round(6, "halfUp");
}

/** Designed flat network fees, in USDT. */
export const NETWORK_FEES: Record<string, number> = { trx: 1.5, eth: 4 };

/**
 * Reference part 2 and DESIGN "Conventions": `+` and digits; a Brazilian number typed without the
 * country code (10 or 11 digits) gets +55. Undefined when the input is not a phone we can predict.
 */
export function normalisedPhone(raw: string): string | undefined {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) return `+${digits}`;
  if (digits.length === 10 || digits.length === 11) return `+55${digits}`;
  if (digits.startsWith("55") && (digits.length === 12 || digits.length === 13)) return `+${digits}`;
  return undefined;
}

/** Digits only (upper-case letters kept for the alphanumeric CNPJ). */
export function normalisedDocument(raw: string): string {
  return raw.replace(/[^0-9A-Za-z]/g, "").toUpperCase();
}

/** Pix keys come back unformatted: CPF/CNPJ keys as digits, e-mails lower-cased, phones `+` digits. */
export function normalisedPixKey(raw: string): string {
  const text = raw.trim();
  if (text.includes("@")) return text.toLowerCase();
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)) return text.toLowerCase();
  if (text.startsWith("+")) return `+${text.slice(1).replace(/\D/g, "")}`;
  return normalisedDocument(text);
}

/** Reference "Withdrawal payload record": only the last four characters visible. */
export function isMaskedKeepLast4(masked: string, original: string): boolean {
  if (original.length <= 4) return masked === original;
  if (masked.length !== original.length) return false;
  return masked.slice(-4) === original.slice(-4) && /^\*+$/.test(masked.slice(0, -4));
}

/** Timestamps: UTC ISO 8601 with milliseconds and Z. */
export const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

/**
 * The HTTP status of each error code, as the contract gives it (`x-http-status` on `ErrorCode`,
 * DESIGN.md "Status codes of the error codes"); empty for a contract that gives none.
 */
export function statusOfCodes(doc: Record<string, unknown>): Readonly<Record<string, number>> {
  const errorCode = ((doc.components as Record<string, unknown> | undefined)?.schemas as Record<string, Record<string, unknown>> | undefined)?.ErrorCode;
  const map = errorCode?.["x-http-status"];
  return typeof map === "object" && map !== null ? (map as Record<string, number>) : {};
}

/** Text that gives away internals: stack frames, source paths, SQL, exception class names. */
export function leaksInternals(text: string): string | undefined {
  const patterns: [RegExp, string][] = [
    [/\bat [\w$.<>]+ \(?[^\s()]+:\d+:\d+\)?/, "a stack frame"],
    [/\bat (?:async )?[^\s()]*\/[^\s()]+:\d+:\d+/, "a stack frame"],
    [/node_modules|\/src\/|\.ts:\d+|\.js:\d+/, "a source path"],
    [/\b(?:TypeError|ReferenceError|SyntaxError|RangeError|SqliteError)\b/, "an exception class"],
    [/\bSELECT\b.+\bFROM\b|\bINSERT INTO\b|SQLITE_/i, "SQL"],
  ];
  for (const [re, what] of patterns) if (re.test(text)) return what;
  return undefined;
}

/**
 * Words that mark a text as Portuguese: an accented letter (ã, ç, é, ...), or a common word that
 * English does not have (não, de, da, para, com, em, deve, inválido, requisição, encontrado, ...).
 * "do" and "no" are left out: English has them too.
 */
const PORTUGUESE_WORDS = new Set([
  "nao", "de", "da", "das", "dos", "para", "com", "em", "na", "nas", "nos", "um", "uma", "ou", "deve", "devem", "pode",
  "invalido", "invalida", "requisicao", "encontrado", "encontrada", "obrigatorio", "obrigatoria", "esta", "este", "sem", "ao", "pelo", "pela",
]);

/** Common English words of error messages: function words, and the words "Request failed: not found" is made of. */
const ENGLISH_WORDS = new Set([
  "the", "is", "are", "was", "were", "be", "been", "not", "of", "to", "for", "with", "and", "or", "this", "that", "must", "has", "have",
  "an", "in", "on", "by", "from", "it", "its", "cannot", "does", "did", "should", "your", "you", "no", "please", "too", "than", "only",
  "request", "failed", "found", "invalid", "missing", "required", "error", "unknown", "exceeds", "exceeded", "allowed", "already", "exists",
  "unauthorized", "forbidden", "internal", "server", "such", "method", "route", "validation",
]);

/**
 * Why an error `message` is plainly not Portuguese (the reference, §7: "human text in
 * Portuguese"), or undefined. A heuristic, meant to pass any Portuguese sentence and fail an
 * English one: the message fails when it has two or more common English words (ENGLISH_WORDS) and
 * no Portuguese marker (an accented letter, or a word of PORTUGUESE_WORDS). A message of one or
 * two unknown words ("Erro", "Unauthorized") passes: too short to tell.
 */
export function notPortuguese(message: string): string | undefined {
  if (/[\u00c0-\u00ff]/.test(message)) return undefined;
  const words = message.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
  if (words.some((w) => PORTUGUESE_WORDS.has(w))) return undefined;
  const english = words.filter((w) => ENGLISH_WORDS.has(w));
  if (english.length < 2) return undefined;
  return `error.message must be in Portuguese (the reference, §7 Errors), and ${JSON.stringify(message.slice(0, 120))} reads as English: it has the English words ${[...new Set(english)].join(", ")} and no Portuguese one (no accented letter, nor não, de, da, para, com, em, deve, ...)`;
}
