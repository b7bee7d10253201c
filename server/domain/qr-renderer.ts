/**
 * Draws QR images off the main thread. A deposit's PNG is the largest piece of CPU in
 * POST /v1/deposits (about a third of it); on worker threads it no longer holds up the requests
 * the event loop could be serving meanwhile. With zero workers images are drawn inline.
 */
import { Worker } from "node:worker_threads";
import { QR_WORKER } from "../paths.ts";
import { qrDataUri } from "./qr-png.mjs";

export interface QrRenderer {
  /** The `data:image/png;base64,...` URI of the QR code of `payload`. */
  render(payload: string): Promise<string>;
  close(): Promise<void>;
}

export function createQrRenderer(workers: number): QrRenderer {
  if (workers <= 0) {
    return { render: async (payload) => qrDataUri(payload), close: async () => {} };
  }
  const pending = new Map<number, { resolve: (image: string) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const pool = Array.from({ length: workers }, () => {
    const worker = new Worker(QR_WORKER);
    worker.unref();
    worker.on("message", (m: { id: number; image?: string; error?: string }) => {
      const waiting = pending.get(m.id);
      pending.delete(m.id);
      if (m.image !== undefined) waiting?.resolve(m.image);
      else waiting?.reject(new Error(m.error ?? "QR worker failed"));
    });
    worker.on("error", (error) => {
      for (const w of pending.values()) w.reject(error);
      pending.clear();
    });
    return worker;
  });
  let turn = 0;
  let broken = false;
  for (const worker of pool) worker.on("exit", () => (broken = true));
  return {
    render(payload) {
      // A dead worker must not leave charges without an image: draw inline from then on.
      if (broken) return Promise.resolve(qrDataUri(payload));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        pool[turn++ % pool.length].postMessage({ id, payload });
      });
    },
    async close() {
      broken = true;
      await Promise.all(pool.map((w) => w.terminate()));
    },
  };
}
