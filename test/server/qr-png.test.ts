/** The QR image path (byte-mode segment, fixed mask, our 1-bit PNG) decodes to its payload for any BR Code. */
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { decodeQrDataUri } from "../../conformance/src/checks/qr.ts";
import { buildDynamicBrCode } from "../../server/domain/brcode.ts";
import { qrDataUri } from "../../server/domain/qr-png.mjs";
import { createQrRenderer } from "../../server/domain/qr-renderer.ts";

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

test("the QR worker pool starts with the first image, not with the server, and close stops it", async () => {
  const payload = buildDynamicBrCode({ location: "qr.pix.example.com/v2/01JD5Q7Z3X8K2M4N6P8R0T2V4W", amount: "150.00", merchantName: "Loja Exemplo", merchantCity: "Sao Paulo", txid: "1JD5Q7Z3X8K2M4N6P8R0T2V4W" });
  const renderer = createQrRenderer(2);
  try {
    assert.equal(renderer.workersRunning(), 0, "no worker before the first image");
    const images = await Promise.all([renderer.render(payload), renderer.render(`${payload}`)]);
    assert.equal(renderer.workersRunning(), 2);
    for (const image of images) assert.equal(decodeQrDataUri(image), payload);
  } finally {
    await renderer.close();
  }
  assert.equal(renderer.workersRunning(), 0);
  // After close the images are still drawn (inline), so a request racing the shutdown gets one.
  assert.equal(decodeQrDataUri(await renderer.render(payload)), payload);
});
