/**
 * Phone numbers in responses are `+` and digits. A Brazilian number typed without country code
 * (10 or 11 digits: area code + number) gets `+55`. A Brazilian number must be one that can
 * exist: an area code (DDD) of two digits 1-9 (11 to 99, none holds a 0), then 9 digits starting
 * with 9 (mobile) or 8 digits not starting with 0 or 1 (fixed lines; the old 8-digit mobiles).
 */
export function normalizePhone(raw: string): string | undefined {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, "");
  let e164: string;
  if (trimmed.startsWith("+")) e164 = `+${digits}`;
  else if (digits.length === 10 || digits.length === 11) e164 = `+55${digits}`;
  else if (digits.startsWith("55") && (digits.length === 12 || digits.length === 13)) e164 = `+${digits}`;
  else return undefined;
  if (e164.startsWith("+55") && !isBrazilianNumber(e164.slice(3))) return undefined;
  return /^\+[1-9]\d{9,14}$/.test(e164) ? e164 : undefined;
}

/** Area code and number, digits only: "11987654321", "1932324455". */
export function isBrazilianNumber(national: string): boolean {
  return /^[1-9]{2}(?:9\d{8}|[2-9]\d{7})$/.test(national);
}
