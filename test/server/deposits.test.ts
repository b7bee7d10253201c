import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { checkDynamicBrCode } from "../../conformance/src/checks/brcode.ts";
import { decodeQrDataUri } from "../../conformance/src/checks/qr.ts";
import { CUSTOMER, ref, startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

describe("POST /v1/deposits", () => {
  test("creates a pending deposit with fees, normalised customer, valid BR Code and QR image", async () => {
    const reference = ref("dep");
    const r = await server.api("POST", "/v1/deposits", { amount: 150, customer: CUSTOMER, reference, metadata: { orderId: "123" } });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const d = r.body.data;
    assert.equal(d.status, "pending");
    assert.equal(d.amount, 150);
    assert.equal(d.feeAmount, 2.75);
    assert.equal(d.netAmount, 147.25);
    assert.equal(d.customer.phone, "+5511987654321");
    assert.equal(d.customer.document, "52998224725");
    assert.deepEqual(d.metadata, { orderId: "123" });
    assert.equal(d.reference, reference);
    const report = checkDynamicBrCode(d.qrCode.payload);
    assert.deepEqual(report.problems, []);
    assert.equal(report.amount, "150.00");
    assert.equal(decodeQrDataUri(d.qrCode.imageEncoded), d.qrCode.payload);
    assert.equal(Date.parse(d.expiresAt) - Date.parse(d.createdAt), 3600_000);
  });
});
