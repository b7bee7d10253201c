/**
 * A response-altering HTTP proxy for fault injection: it sits between the conformance runner and
 * the reference server, forwards every request, and lets one seeded fault change the request on
 * its way in or the answer on its way out. Each fault breaks one promise of the contract the way
 * a buggy server would; the runner must notice every one of them.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { startTestServer, type TestServer } from "../helpers/server.ts";

export interface ProxiedRequest {
  method: string;
  /** Path and query, e.g. /v1/deposits?limit=20 */
  url: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface ProxiedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface ProxyState {
  /** Secrets seen working, by API key (learned from traffic and sandbox company creation). */
  secrets: Map<string, string>;
  /** Credentials that created a resource, by resource id. */
  owners: Map<string, { key: string; secret: string }>;
  /** Any state a fault wants to keep. */
  memo: Map<string, unknown>;
  /** Sends a request straight to the server (not through the fault). */
  upstream(req: ProxiedRequest): Promise<ProxiedResponse>;
}

export interface Fault {
  id: string;
  /** What a buggy server would do. */
  description: string;
  /** --only patterns of the runner that exercise this fault. */
  only: string[];
  /** Check id prefixes of which at least one must fail. */
  caughtBy: string[];
  request?(req: ProxiedRequest, state: ProxyState): ProxiedRequest | Promise<ProxiedRequest>;
  response?(req: ProxiedRequest, res: ProxiedResponse, state: ProxyState): ProxiedResponse | Promise<ProxiedResponse>;
}

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "host", "upgrade", "proxy-connection", "te", "trailer"]);

type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

export function jsonOf(res: ProxiedResponse | ProxiedRequest): unknown {
  try {
    return JSON.parse(res.body.toString("utf8"));
  } catch {
    return undefined;
  }
}

export function withJson<T extends ProxiedResponse | ProxiedRequest>(res: T, value: unknown): T {
  return { ...res, body: Buffer.from(JSON.stringify(value)) };
}

/** Applies `edit` to every object (at any depth) of a JSON answer for which `match` holds. */
export function editObjects(res: ProxiedResponse, match: (o: Obj) => boolean, edit: (o: Obj) => void): ProxiedResponse {
  const json = jsonOf(res);
  if (json === undefined) return res;
  let changed = false;
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!isObj(v)) return;
    if (match(v)) {
      edit(v);
      changed = true;
    }
    for (const child of Object.values(v)) visit(child);
  };
  visit(json);
  return changed ? withJson(res, json) : res;
}

export function pathOf(req: ProxiedRequest): string {
  return req.url.split("?")[0];
}

export function newUlid(): string {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  return `01${[...randomBytes(24)].map((b) => alphabet[b % 32]).join("")}`;
}

function headersOf(msg: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(msg.headers)) if (typeof v === "string") out[k] = v;
  return out;
}

export class FaultProxy {
  private server?: Server;
  url = "";
  fault?: Fault;
  /** When set, the proxy serves the API under this path (`/api`): requests must start with it, and it is removed before forwarding. */
  prefix?: string;
  readonly state: ProxyState;

  constructor(
    readonly target: string,
    secrets: Record<string, string> = {},
  ) {
    this.state = {
      secrets: new Map(Object.entries(secrets)),
      owners: new Map(),
      memo: new Map(),
      upstream: (req) => this.forward(req),
    };
  }

  private async forward(req: ProxiedRequest): Promise<ProxiedResponse> {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k)) headers[k] = v;
    const response = await fetch(`${this.target}${req.url}`, {
      method: req.method,
      headers,
      body: req.method === "GET" || req.method === "HEAD" || req.body.length === 0 ? undefined : new Uint8Array(req.body),
      redirect: "manual",
    });
    const out: Record<string, string> = {};
    response.headers.forEach((v, k) => {
      if (!HOP_BY_HOP.has(k)) out[k] = v;
    });
    return { status: response.status, headers: out, body: Buffer.from(await response.arrayBuffer()) };
  }

  /** What every fault may rely on: which secret works for which key, who created which resource. */
  private learn(req: ProxiedRequest, res: ProxiedResponse): void {
    const key = req.headers["x-api-key"];
    const secret = req.headers["x-api-secret"];
    if (key && secret && res.status !== 401 && res.status !== 400 && !this.state.secrets.has(key)) this.state.secrets.set(key, secret);
    const json = jsonOf(res);
    if (!isObj(json) || !isObj(json.data)) return;
    const data = json.data;
    if (typeof data.apiKey === "string" && typeof data.apiSecret === "string") this.state.secrets.set(data.apiKey, data.apiSecret);
    if (req.method === "POST" && res.status < 300 && typeof data.id === "string" && key && secret) this.state.owners.set(data.id, { key, secret });
  }

  async start(): Promise<string> {
    this.server = createServer((msg, out) => {
      const chunks: Buffer[] = [];
      msg.on("data", (c: Buffer) => chunks.push(c));
      msg.on("end", async () => {
        try {
          let url = msg.url ?? "/";
          if (this.prefix) {
            if (!url.startsWith(`${this.prefix}/`)) {
              out.writeHead(404, { "content-type": "text/plain" });
              out.end(`fault proxy: outside ${this.prefix}`);
              return;
            }
            url = url.slice(this.prefix.length);
          }
          let req: ProxiedRequest = { method: msg.method ?? "GET", url, headers: headersOf(msg), body: Buffer.concat(chunks) };
          const fault = this.fault;
          if (fault?.request) req = await fault.request(req, this.state);
          let res = await this.forward(req);
          this.learn(req, res);
          if (fault?.response) res = await fault.response(req, res, this.state);
          out.writeHead(res.status, { ...res.headers, "content-length": String(res.body.length) });
          out.end(res.body);
        } catch (error) {
          out.writeHead(502, { "content-type": "text/plain" });
          out.end(`fault proxy: ${(error as Error).message}`);
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", () => resolve()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async close(): Promise<void> {
    if (!this.server) return;
    const closed = new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server.closeAllConnections();
    await closed;
  }
}

/**
 * The reference server behind a FaultProxy, for a test file's `before` (`close` for its `after`).
 * The server does not validate its own answers, so a fault the proxy injects reaches the runner.
 */
export async function startProxiedServer(): Promise<{ server: TestServer; proxy: FaultProxy; close: () => Promise<void> }> {
  const server = await startTestServer({ PAYMENTS_VALIDATE_RESPONSES: "false" });
  const proxy = new FaultProxy(server.url, { [server.apiKey]: server.apiSecret });
  await proxy.start();
  return {
    server,
    proxy,
    async close() {
      await proxy.close();
      await server.close();
    },
  };
}
