/**
 * Pix keys: CPF, CNPJ, e-mail, phone (+55 with area code) or random key (EVP, a UUID). A key is
 * classified and returned unformatted; anything else is not a Pix key.
 */
import { isValidCnpj, isValidCpf, normalizeDocument } from "./documents.ts";
import { isBrazilianNumber } from "./phone.ts";

export type PixKeyType = "cpf" | "cnpj" | "email" | "phone" | "evp";

export interface PixKey {
  key: string;
  type: PixKeyType;
}

const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parsePixKey(raw: string): PixKey | undefined {
  const text = raw.trim();
  if (text.length === 0 || text.length > 77) return undefined;
  if (EVP.test(text)) return { key: text.toLowerCase(), type: "evp" };
  if (text.includes("@")) return EMAIL.test(text) && text.length <= 77 ? { key: text.toLowerCase(), type: "email" } : undefined;
  if (text.startsWith("+")) {
    const digits = text.slice(1).replace(/[\s().-]/g, "");
    return /^55\d{10,11}$/.test(digits) && isBrazilianNumber(digits.slice(2)) ? { key: `+${digits}`, type: "phone" } : undefined;
  }
  const document = normalizeDocument(text);
  if (/^\d{11}$/.test(document) && isValidCpf(document)) return { key: document, type: "cpf" };
  if (document.length === 14 && isValidCnpj(document)) return { key: document, type: "cnpj" };
  return undefined;
}

/** All but the last four characters replaced by `*` (the payload record's masking). */
export function maskKeepLast4(value: string): string {
  if (value.length <= 4) return value;
  return `${"*".repeat(value.length - 4)}${value.slice(-4)}`;
}
