/** The QR image path (byte-mode segment, fixed mask, our 1-bit PNG) decodes to its payload for any BR Code. */
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { decodeQrDataUri } from "../../conformance/src/checks/qr.ts";
import { buildDynamicBrCode } from "../../server/domain/brcode.ts";
import { qrDataUri } from "../../server/domain/qr-png.ts";

test("every generated BR Code's PNG decodes back to it (jsQR)", () => {
  const ulidChar = fc.constantFrom(..."0123456789ABCDEFGHJKMNPQRSTVWXYZ");
  fc.assert(
    fc.property(
      fc.array(ulidChar, { minLength: 25, maxLength: 25 }).map((c) => `0${c.join("")}`),
      fc.integer({ min: 1, max: 1_000_000_000 }),
      fc.string({ minLength: 1, maxLength: 40 }),
      fc.string({ minLength: 1, maxLength: 30 }),
      (id, cents, name, city) => {
        const payload = buildDynamicBrCode({ location: `qr.pix.example.com/v2/${id}`, amount: (cents / 100).toFixed(2), merchantName: name, merchantCity: city, txid: id.slice(1) });
        assert.equal(decodeQrDataUri(qrDataUri(payload)), payload);
      },
    ),
    { numRuns: 300 },
  );
});
