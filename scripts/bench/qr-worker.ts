/** Worker thread of the bench seeder: BR Codes and their PNG QR images for a batch of deposits. */
import { parentPort } from "node:worker_threads";
import { buildDynamicBrCode } from "../../server/domain/brcode.ts";
import { formatMinor } from "../../server/domain/money.ts";
import { qrDataUri } from "../../server/domain/qr-png.ts";

parentPort!.on("message", (batch: { id: string; amountMinor: number }[]) => {
  const out = batch.map(({ id, amountMinor }) => {
    const payload = buildDynamicBrCode({ location: `qr.pix.example.com/v2/${id}`, amount: formatMinor(amountMinor, "brl"), merchantName: "Loja Exemplo Ltda", merchantCity: "São Paulo", txid: id.slice(1) });
    return { payload, image: qrDataUri(payload) };
  });
  parentPort!.postMessage(out);
});
