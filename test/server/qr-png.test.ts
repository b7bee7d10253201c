/** The QR image path (byte-mode segment, fixed mask, our 1-bit PNG) decodes to its payload for any BR Code. */
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { decodeQrDataUri } from "../../conformance/src/checks/qr.ts";
import { buildDynamicBrCode } from "../../server/domain/brcode.ts";
import { qrDataUri } from "../../server/domain/qr-png.mjs";

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

test("with PAYMENTS_QR_WORKERS the images are drawn on worker threads and still decode to the BR Code", async () => {
  const { startTestServer, CUSTOMER, ref } = await import("../helpers/server.ts");
  const server = await startTestServer({ PAYMENTS_QR_WORKERS: "2" });
  try {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => server.api("POST", "/v1/deposits", { amount: 10 + i, customer: CUSTOMER, reference: ref("qrw") })));
    for (const a of answers) {
      assert.equal(a.status, 200);
      assert.equal(decodeQrDataUri(a.body.data.qrCode.imageEncoded), a.body.data.qrCode.payload);
    }
  } finally {
    await server.close();
  }
});
