/** The QR image path (byte-mode segment, fixed mask, our 1-bit PNG) decodes to its payload for any BR Code. */
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { PNG } from "pngjs";
import QRCode from "qrcode";
import { decodeQrDataUri } from "../../conformance/src/checks/qr.ts";
import { buildDynamicBrCode } from "../../server/domain/brcode.ts";
import { qrDataUri, qrPng } from "../../server/domain/qr-png.mjs";
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

test("every pixel is its module's colour, the quiet zone white, for any scale and margin (rows written with the Up filter included)", () => {
  const payload = buildDynamicBrCode({ location: "qr.pix.example.com/v2/01JD5Q7Z3X8K2M4N6P8R0T2V4W", amount: "150.00", merchantName: "Loja Exemplo", merchantCity: "Sao Paulo", txid: "1JD5Q7Z3X8K2M4N6P8R0T2V4W" });
  const qr = QRCode.create([{ data: Buffer.from(payload, "utf8"), mode: "byte" }], { errorCorrectionLevel: "M", maskPattern: 0 });
  const size = qr.modules.size;
  for (const [scale, margin] of [[1, 0], [1, 4], [4, 0], [4, 4], [3, 2]]) {
    const png = PNG.sync.read(qrPng(payload, { scale, margin }));
    const width = (size + 2 * margin) * scale;
    assert.equal(png.width, width);
    assert.equal(png.height, width);
    let wrong = 0;
    for (let y = 0; y < width; y++) {
      for (let x = 0; x < width; x++) {
        const mx = Math.floor(x / scale) - margin;
        const my = Math.floor(y / scale) - margin;
        const dark = mx >= 0 && my >= 0 && mx < size && my < size && qr.modules.data[my * size + mx] === 1;
        if ((png.data[(y * width + x) * 4] === 0) !== dark) wrong++;
      }
    }
    assert.equal(wrong, 0, `scale ${scale}, margin ${margin}`);
  }
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
