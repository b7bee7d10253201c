/**
 * Dynamic Pix BR Code (EMV Merchant-Presented Mode, as the Banco Central do Brasil's Pix manual
 * profiles it). The payload is a sequence of ID-length-value fields closed by a CRC16/CCITT-FALSE
 * (poly 0x1021, init 0xFFFF) computed over everything before the CRC value, "6304" included.
 */

/** CRC16/CCITT-FALSE of every byte value, so the checksum takes one lookup per byte instead of eight shifts. */
const CRC_TABLE = Uint16Array.from({ length: 256 }, (_, byte) => {
  let crc = byte << 8;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  return crc;
});

/** CRC16/CCITT-FALSE as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) crc = ((crc << 8) & 0xffff) ^ CRC_TABLE[(crc >> 8) ^ byte]!;
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

function field(id: string, value: string): string {
  const length = Buffer.byteLength(value, "utf8");
  if (length > 99) throw new Error(`BR Code field ${id} is longer than 99 bytes`);
  return `${id}${String(length).padStart(2, "0")}${value}`;
}

/** Upper-case ASCII without diacritics, as Pix readers expect in the name and city fields. */
export function emvText(text: string, maxLength: number): string {
  const plain = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 .\-]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toUpperCase();
  return plain.slice(0, maxLength).trim() || "PAGAMENTOS";
}

export interface DynamicBrCodeInput {
  /** Location of the charge, without scheme (field 26-25), at most 77 characters. */
  location: string;
  /** Amount in BRL as the decimal text of field 54, e.g. "150.00". */
  amount: string;
  merchantName: string;
  merchantCity: string;
  /** Reference label of field 62-05, at most 25 characters. */
  txid: string;
}

/** Builds the complete copy-and-paste payload, CRC included. */
export function buildDynamicBrCode(input: DynamicBrCodeInput): string {
  if (input.location.length > 77) throw new Error("BR Code location is longer than 77 characters");
  const body =
    field("00", "01") +
    field("01", "12") +
    field("26", field("00", "br.gov.bcb.pix") + field("25", input.location)) +
    field("52", "0000") +
    field("53", "986") +
    field("54", input.amount) +
    field("58", "BR") +
    field("59", emvText(input.merchantName, 25)) +
    field("60", emvText(input.merchantCity, 15)) +
    field("62", field("05", input.txid.slice(0, 25))) +
    "6304";
  return body + crc16(body);
}
