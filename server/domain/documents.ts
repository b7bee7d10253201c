/**
 * Brazilian tax documents: CPF (11 digits) and CNPJ (14 characters, the 2026 alphanumeric form
 * included). Check digits are verified with the Receita Federal's modulo-11 rules; for the
 * alphanumeric CNPJ each character's value is its ASCII code minus 48, so digits keep their value.
 */

/** Strips the formatting a person types (dots, dashes, slashes, spaces) and upper-cases letters. */
export function normalizeDocument(raw: string): string {
  return raw.replace(/[.\-/\s]/g, "").toUpperCase();
}

function mod11CheckDigit(values: number[], weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i] * weights[i];
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** True when `digits` (already normalised) is a CPF with valid check digits. */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const values = [...digits].map(Number);
  const first = mod11CheckDigit(values.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11CheckDigit(values.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return values[9] === first && values[10] === second;
}

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** True when `value` (already normalised) is a CNPJ, numeric or alphanumeric, with valid check digits. */
export function isValidCnpj(value: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(value) || /^(\d)\1{13}$/.test(value)) return false;
  const values = [...value].map((c) => c.charCodeAt(0) - 48);
  const first = mod11CheckDigit(values.slice(0, 12), CNPJ_WEIGHTS_1);
  const second = mod11CheckDigit(values.slice(0, 13), CNPJ_WEIGHTS_2);
  return values[12] === first && values[13] === second;
}

export type DocumentKind = "cpf" | "cnpj";

/** Classifies a normalised document, or returns undefined when it is neither a valid CPF nor CNPJ. */
export function documentKind(normalized: string): DocumentKind | undefined {
  if (isValidCpf(normalized)) return "cpf";
  if (isValidCnpj(normalized)) return "cnpj";
  return undefined;
}

/** Appends the two check digits to a 9-digit CPF base or a 12-character CNPJ base. */
export function withCheckDigits(base: string): string {
  const values = [...base].map((c) => c.charCodeAt(0) - 48);
  if (base.length === 9) {
    const d1 = mod11CheckDigit(values, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
    const d2 = mod11CheckDigit([...values, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    return `${base}${d1}${d2}`;
  }
  if (base.length === 12) {
    const d1 = mod11CheckDigit(values, CNPJ_WEIGHTS_1);
    const d2 = mod11CheckDigit([...values, d1], CNPJ_WEIGHTS_2);
    return `${base}${d1}${d2}`;
  }
  throw new Error("withCheckDigits expects a 9-digit CPF base or a 12-character CNPJ base");
}
