/**
 * CPF and CNPJ (numeric and 2026 alphanumeric) check digits, written for the conformance runner
 * independently of the reference server's implementation so a shared mistake cannot hide.
 */

function checkDigit(chars: string, firstWeight: number, wrapAt: number): number {
  let weight = firstWeight;
  let total = 0;
  for (const ch of chars) {
    total += (ch.charCodeAt(0) - 48) * weight;
    weight = weight === 2 ? wrapAt : weight - 1;
  }
  const mod = total % 11;
  return mod < 2 ? 0 : 11 - mod;
}

/** True for 11 digits (CPF) or 12 alphanumerics plus 2 digits (CNPJ) with correct check digits. */
export function isTaxIdValid(value: string): boolean {
  if (/^\d{11}$/.test(value)) {
    if (/^(.)\1+$/.test(value)) return false;
    const d1 = checkDigit(value.slice(0, 9), 10, 10);
    const d2 = checkDigit(value.slice(0, 10), 11, 11);
    return value.endsWith(`${d1}${d2}`);
  }
  if (/^[0-9A-Z]{12}\d{2}$/.test(value)) {
    if (/^(.)\1+$/.test(value)) return false;
    const d1 = checkDigit(value.slice(0, 12), 5, 9);
    const d2 = checkDigit(value.slice(0, 13), 6, 9);
    return value.endsWith(`${d1}${d2}`);
  }
  return false;
}
