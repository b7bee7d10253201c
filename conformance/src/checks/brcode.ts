/**
 * Reads a Pix BR Code (EMV MPM) independently of any server: splits it into ID-length-value
 * fields, recomputes the CRC16/CCITT-FALSE and reports what a payer's bank would refuse.
 */

export interface EmvField {
  id: string;
  value: string;
}

/** Splits EMV text into fields; throws on a length that runs past the end. */
export function parseEmv(text: string): EmvField[] {
  const fields: EmvField[] = [];
  let i = 0;
  while (i < text.length) {
    const id = text.slice(i, i + 2);
    const length = Number(text.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || i + 4 + length > text.length) {
      throw new Error(`malformed EMV field at position ${i}`);
    }
    fields.push({ id, value: text.slice(i + 4, i + 4 + length) });
    i += 4 + length;
  }
  return fields;
}

/** CRC16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let k = 0; k < 8; k++) crc = (crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

export interface BrCodeReport {
  problems: string[];
  /** Field 54, the amount text, when present. */
  amount?: string;
  merchantName?: string;
  location?: string;
}

/** Checks a dynamic BR Code as DESIGN.md profiles it; an empty `problems` means valid. */
export function checkDynamicBrCode(payload: string): BrCodeReport {
  const problems: string[] = [];
  let fields: EmvField[];
  try {
    fields = parseEmv(payload);
  } catch (error) {
    return { problems: [(error as Error).message] };
  }
  const get = (id: string) => fields.find((f) => f.id === id)?.value;
  if (fields[0]?.id !== "00" || get("00") !== "01") problems.push("field 00 must come first and be 01");
  if (get("01") !== "12") problems.push("field 01 must be 12 (dynamic, single use)");
  const account = get("26");
  let location: string | undefined;
  if (!account) problems.push("field 26 (merchant account) is missing");
  else {
    try {
      const inner = parseEmv(account);
      if (inner.find((f) => f.id === "00")?.value.toLowerCase() !== "br.gov.bcb.pix") problems.push("field 26-00 must be br.gov.bcb.pix");
      location = inner.find((f) => f.id === "25")?.value;
      if (!location) problems.push("field 26-25 (location URL) is missing");
      else if (/^https?:\/\//i.test(location)) problems.push("field 26-25 must not carry a scheme");
    } catch {
      problems.push("field 26 is not valid EMV");
    }
  }
  if (get("52") !== "0000") problems.push("field 52 must be 0000");
  if (get("53") !== "986") problems.push("field 53 must be 986 (BRL)");
  const amount = get("54");
  if (amount !== undefined && !/^\d+\.\d{2}$/.test(amount)) problems.push(`field 54 amount "${amount}" is not a decimal with 2 places`);
  if (get("58") !== "BR") problems.push("field 58 must be BR");
  const name = get("59");
  if (!name || name.length > 25) problems.push("field 59 (merchant name) must have 1 to 25 characters");
  const city = get("60");
  if (!city || city.length > 15) problems.push("field 60 (merchant city) must have 1 to 15 characters");
  const additional = get("62");
  if (!additional) problems.push("field 62 (additional data) is missing");
  else {
    try {
      const txid = parseEmv(additional).find((f) => f.id === "05")?.value;
      if (!txid || txid.length > 25) problems.push("field 62-05 (txid) must have 1 to 25 characters");
    } catch {
      problems.push("field 62 is not valid EMV");
    }
  }
  const last = fields[fields.length - 1];
  if (last?.id !== "63" || !/^[0-9A-F]{4}$/.test(last.value)) problems.push("field 63 (CRC) must close the payload with 4 upper-case hex digits");
  else {
    const expected = crc16CcittFalse(payload.slice(0, payload.length - 4));
    if (expected !== last.value) problems.push(`CRC is ${last.value}, expected ${expected}`);
  }
  return { problems, amount, merchantName: name, location };
}
