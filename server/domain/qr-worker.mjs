// Worker thread of the QR renderer: plain JavaScript end to end, so it needs no TypeScript loader.
import { parentPort } from "node:worker_threads";
import { qrDataUri } from "./qr-png.mjs";

parentPort.on("message", ({ id, payload }) => {
  try {
    parentPort.postMessage({ id, image: qrDataUri(payload) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
