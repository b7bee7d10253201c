/**
 * Phone numbers in responses are `+` and digits. A Brazilian number typed without country code
 * (10 or 11 digits: area code + number) gets `+55`.
 */
export function normalizePhone(raw: string): string | undefined {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, "");
  let e164: string;
  if (trimmed.startsWith("+")) e164 = `+${digits}`;
  else if (digits.length === 10 || digits.length === 11) e164 = `+55${digits}`;
  else if (digits.startsWith("55") && (digits.length === 12 || digits.length === 13)) e164 = `+${digits}`;
  else return undefined;
  return /^\+[1-9]\d{9,14}$/.test(e164) ? e164 : undefined;
}
