// Worker thread of the QR renderer. Worker threads do not inherit tsx's loader from the main
// thread, so it is registered here before the TypeScript module that draws the image is loaded.
import { parentPort } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { qrDataUri } = await import("./qr-png.ts");
parentPort.on("message", ({ id, payload }) => {
  try {
    parentPort.postMessage({ id, image: qrDataUri(payload) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
