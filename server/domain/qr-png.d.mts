/** Types of qr-png.mjs (plain JavaScript so QR worker threads load it without a TypeScript loader). */
export interface QrPngOptions {
  /** Pixels per module (default 4). */
  scale?: number;
  /** Quiet zone in modules on each side (default 4, as the QR standard asks). */
  margin?: number;
}

/** The eight bytes every PNG file starts with (PNG specification, 5.2). */
export const PNG_SIGNATURE: Buffer;

/** Encodes `text` as a QR code (error correction M) and returns the PNG bytes. */
export function qrPng(text: string, options?: QrPngOptions): Buffer;

/** The PNG as a `data:image/png;base64,...` URI, the form `qrCode.imageEncoded` carries. */
export function qrDataUri(text: string, options?: QrPngOptions): string;
