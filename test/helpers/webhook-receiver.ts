/**
 * A local webhook receiver for the tests: every POST is kept (headers and the raw body, as a
 * Standard Webhooks verifier needs them) and answered 204, or 500 for the first `failFirst`
 * attempts. `port` fixes the port (a test that registers the URL before the receiver is up).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
}

export interface TestReceiver {
  /** http://127.0.0.1:<port>/hooks */
  url: string;
  /** Deliveries answered 204, in arrival order. */
  received: ReceivedWebhook[];
  /** Every POST, failed ones included. */
  attempts: number;
  close(): Promise<void>;
}

export async function startReceiver(options: { failFirst?: number; port?: number } = {}): Promise<TestReceiver> {
  const failFirst = options.failFirst ?? 0;
  const receiver: Omit<TestReceiver, "url" | "close"> = { received: [], attempts: 0 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      receiver.attempts += 1;
      if (receiver.attempts <= failFirst) {
        res.writeHead(500).end("boom");
        return;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers[name] = value;
      receiver.received.push({ headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
