/**
 * Whether a file's bytes are of the media type declared for it, read from the signature every
 * file of that type starts with. An evidence file declared as a PDF that is not one reaches the
 * MED analyst as a file their viewer refuses, so the upload is refused instead.
 *
 * - PDF: `%PDF-` (ISO 32000-1, 7.5.2). Readers accept it anywhere in the first 1,024 bytes, and
 *   some producers write a few bytes before it, so it is looked for there.
 * - PNG: the eight signature bytes the QR image writer also starts its files with.
 * - JPEG: start-of-image `FF D8` and the first byte of the next marker, `FF` (ITU T.81, B.1.1.3).
 */
import { PNG_SIGNATURE } from "./qr-png.mjs";

const PDF_HEADER = Buffer.from("%PDF-", "latin1");
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);

export type SignedMediaType = "application/pdf" | "image/png" | "image/jpeg";

export function hasSignatureOf(content: Buffer, mediaType: SignedMediaType): boolean {
  switch (mediaType) {
    case "application/pdf":
      return content.subarray(0, 1024).includes(PDF_HEADER);
    case "image/png":
      return content.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE);
    case "image/jpeg":
      return content.subarray(0, JPEG_START.length).equals(JPEG_START);
  }
}
