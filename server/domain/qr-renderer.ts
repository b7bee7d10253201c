/**
 * Draws QR images off the main thread. A deposit's PNG is the largest piece of CPU in
 * POST /v1/deposits (about a third of it); on worker threads it no longer holds up the requests
 * the event loop could be serving meanwhile. With zero workers images are drawn inline.
 *
 * The workers start with the first image, not with the server: each is a Node environment of its
 * own (about 20 MB of resident memory once it has drawn a few thousand images, measured), which a
 * server that is only read from never needs, and starting them would add to the time to ready.
 */
import { Worker } from "node:worker_threads";
import { QR_WORKER } from "../paths.ts";
import { qrDataUri } from "./qr-png.mjs";

export interface QrRenderer {
  /** The `data:image/png;base64,...` URI of the QR code of `payload`. */
  render(payload: string): Promise<string>;
  /** Worker threads running now (0 before the first image and after close). */
  workersRunning(): number;
  close(): Promise<void>;
}

export function createQrRenderer(workers: number): QrRenderer {
  if (workers <= 0) {
    return { render: async (payload) => qrDataUri(payload), workersRunning: () => 0, close: async () => {} };
  }
  const pending = new Map<number, { resolve: (image: string) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let pool: Worker[] = [];
  let turn = 0;
  let broken = false;
  let closed = false;

  const spawn = (): Worker => {
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
    worker.on("exit", () => {
      if (!closed) broken = true;
    });
    return worker;
  };

  return {
    render(payload) {
      // A dead worker must not leave charges without an image: draw inline from then on.
      if (broken || closed) return Promise.resolve(qrDataUri(payload));
      if (pool.length === 0) pool = Array.from({ length: workers }, spawn);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        pool[turn++ % pool.length].postMessage({ id, payload });
      });
    },
    workersRunning: () => pool.length,
    async close() {
      closed = true;
      const stopping = pool;
      pool = [];
      await Promise.all(stopping.map((w) => w.terminate()));
    },
  };
}
