/** Decodes the QR image of a `data:image/png;base64,...` URI (pngjs to pixels, jsQR to text). */
import jsQRModule from "jsqr";
import { PNG } from "pngjs";

// jsqr ships CommonJS whose `default` is the decoder; under Node's ESM loader the import is the module object.
const jsQR = jsQRModule.default;

export interface DecodeOptions {
  /** Also try the colour-inverted image (jsQR's default); "dontInvert" halves the work for dark-on-light codes. */
  inversionAttempts?: "attemptBoth" | "dontInvert" | "onlyInvert" | "invertFirst";
}

export function decodeQrDataUri(dataUri: string, options: DecodeOptions = {}): string | undefined {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/]+=*)$/.exec(dataUri);
  if (!match) return undefined;
  let png: PNG;
  try {
    png = PNG.sync.read(Buffer.from(match[1], "base64"));
  } catch {
    return undefined;
  }
  const result = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height, options.inversionAttempts ? { inversionAttempts: options.inversionAttempts } : undefined);
  return result?.data;
}
