/**
 * The runner's webhook receiver: an HTTP server (127.0.0.1, port 0 by default; --webhook-listen
 * HOST[:PORT] says otherwise) that accepts every
 * POST to its URL, answers 204, and keeps what arrived so a scenario can wait for an event and
 * verify its Standard Webhooks signature (the `standardwebhooks` package) with the endpoint's
 * secret. Under FAIL_FIRST it answers the first attempt of each webhook-id 500, to see the retry;
 * under REDIRECT_FIRST 302 with a Location (its own URL), to see a redirect retried, not followed.
 * Anything else (another path, another method) is answered 404 and not kept.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { FAIL_FIRST, REDIRECT_FIRST, firstAttemptAnswer, type ReceivedWebhook, type WebhookInbox, type WebhookProblem } from "./dsl.ts";

/** How far a webhook-timestamp may be from the receiver's clock: the `standardwebhooks` libraries' tolerance. */
const TIMESTAMP_TOLERANCE_S = 5 * 60;

export class WebhookReceiver implements WebhookInbox {
  private readonly received: ReceivedWebhook[] = [];
  private readonly waiters = new Set<() => void>();
  private server?: Server;
  url = "";

  constructor(
    private readonly host = "127.0.0.1",
    private readonly publicUrl?: string,
    /** 0: any free port. */
    private readonly port = 0,
  ) {}

  /**
   * Whether a receiver could listen on host:port, found by listening and closing at once: the run
   * checks --webhook-listen this way before its first request, and starts the receiver itself only
   * once the target has answered (a run stopped by an unreachable target leaves no listener behind).
   * Rejects with the listen error.
   */
  static async canListen(host: string, port = 0): Promise<void> {
    const probe = createServer();
    await listen(probe, port, host);
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  }

  async start(path: string): Promise<string> {
    this.server = createServer((req, res) => {
      // A public URL may put a prefix before the path (a tunnel): the path is found at the end.
      const url = (req.url ?? "").split("?")[0];
      const at = url.endsWith(path + FAIL_FIRST) ? FAIL_FIRST : url.endsWith(path + REDIRECT_FIRST) ? REDIRECT_FIRST : url.endsWith(path) ? "" : undefined;
      // Only deliveries are kept: a scanner's or a health probe's request to a public URL is not
      // one, and would make the runner think the target reaches it.
      if (req.method !== "POST" || at === undefined) {
        res.statusCode = 404;
        res.end();
        req.resume();
        return;
      }
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          json = undefined;
        }
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k] = v;
        const id = headers["webhook-id"];
        const firstAttempt = at !== "" && !this.received.some((w) => w.at === at && w.headers["webhook-id"] === id);
        const answered = at !== "" && firstAttempt ? firstAttemptAnswer(at) : 204;
        this.received.push({ headers, body, json, receivedAt: Date.now(), at, answered });
        for (const wake of this.waiters) wake();
        res.statusCode = answered;
        // Where a target that follows redirects would go: the plain URL, which accepts, so such a
        // target never retries at REDIRECT_FIRST and the awaited second attempt does not come.
        if (answered === 302) res.setHeader("location", this.url);
        res.end();
      });
    });
    await listen(this.server, this.port, this.host);
    const port = (this.server.address() as AddressInfo).port;
    const base = (this.publicUrl ?? `http://${this.host.includes(":") ? `[${this.host}]` : this.host}:${port}`).replace(/\/$/, "");
    this.url = `${base}${path}`;
    return this.url;
  }

  async waitFor(match: (w: ReceivedWebhook) => boolean, timeoutMs: number): Promise<ReceivedWebhook | undefined> {
    const found = this.received.find(match);
    if (found) return found;
    return new Promise((resolve) => {
      const wake = () => {
        const hit = this.received.find(match);
        if (hit) {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve(hit);
        }
      };
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        resolve(undefined);
      }, timeoutMs);
      this.waiters.add(wake);
    });
  }

  /** Everything kept so far, in the order it arrived. */
  arrivals(): readonly ReceivedWebhook[] {
    return [...this.received];
  }

  count(): number {
    return this.received.filter((w) => w.headers["webhook-id"] !== undefined).length;
  }

  /**
   * undefined when the signature verifies; the problem otherwise. The HMAC and the timestamp are
   * told apart: `standardwebhooks` refuses a timestamp more than 5 minutes from this machine's
   * clock with the same error as a wrong signature, which sent an implementer whose only fault
   * was the clock to their signing code (a time audit).
   */
  verify(secret: string, w: ReceivedWebhook): WebhookProblem | undefined {
    const bad = (message: string): WebhookProblem => ({ aspect: "signature", message, expected: "a valid Standard Webhooks signature" });
    for (const h of ["webhook-id", "webhook-timestamp", "webhook-signature"]) if (!w.headers[h]) return bad(`header ${h} is missing`);
    const stamp = w.headers["webhook-timestamp"]!;
    if (!/^\d{1,12}$/.test(stamp)) return bad(`webhook-timestamp ${JSON.stringify(stamp)} is not Unix time in seconds`);
    let expected: string;
    try {
      expected = new Webhook(secret).sign(w.headers["webhook-id"]!, new Date(Number(stamp) * 1000), w.body).split(",")[1];
    } catch (error) {
      return bad(`the endpoint's secret cannot sign: ${(error as Error).message}`);
    }
    const given = w.headers["webhook-signature"]!.split(" ").map((s) => s.split(","));
    if (!given.some(([version, signature]) => version === "v1" && signature === expected)) return bad("the signature does not verify with the endpoint's secret");
    const skew = Number(stamp) - Math.floor(Date.now() / 1000);
    if (Math.abs(skew) > TIMESTAMP_TOLERANCE_S) {
      return {
        aspect: "clock",
        message: `the signature verifies, but webhook-timestamp ${stamp} is ${Math.abs(skew)} s ${skew > 0 ? "ahead of" : "behind"} this machine's clock: Standard Webhooks receivers refuse more than ${TIMESTAMP_TOLERANCE_S} s, so the target's clock (or this machine's) is wrong`,
        expected: `a webhook-timestamp within ${TIMESTAMP_TOLERANCE_S} s of the receiver's clock`,
      };
    }
    return undefined;
  }

  async close(): Promise<void> {
    for (const wake of this.waiters) wake();
    if (!this.server) return;
    const closed = new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server.closeAllConnections();
    await closed;
  }
}

/** Listens; rejects with the listen error (an address not on this machine, a port taken). */
function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
}
