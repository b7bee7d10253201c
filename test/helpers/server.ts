/**
 * Starts the reference server in-process on 127.0.0.1, port 0, with an in-memory database and
 * short sandbox timings, and gives tests a small JSON client. Each test file starts its own.
 */
import { loadConfig, type Config } from "../../server/config.ts";
import { startRuntime, type Runtime } from "../../server/runtime.ts";

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface Credentials {
  apiKey: string;
  apiSecret: string;
  companyId: string;
}

export interface TestServer extends Credentials {
  url: string;
  runtime: Runtime;
  /** Calls the API as the demo company (or `as`), JSON in and out. */
  api<T = any>(method: string, path: string, body?: unknown, options?: { headers?: Record<string, string>; as?: Credentials; wallet?: string }): Promise<ApiResponse<T>>;
  /** A second tenant, created through the sandbox. */
  newCompany(tradeName?: string): Promise<Credentials>;
  /** Polls until `check` returns a value (or the time runs out). */
  eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

export const FAST_ENV = {
  PORT: "0",
  HOST: "127.0.0.1",
  PAYMENTS_DB: ":memory:",
  LOG_LEVEL: "silent",
  PAYMENTS_PROCESSING_DELAY_MS: "20",
  PAYMENTS_JOB_POLL_MS: "20",
  PAYMENTS_WEBHOOK_RETRY_BASE_MS: "50",
  PAYMENTS_WEBHOOK_TIMEOUT_MS: "2000",
  // Each test file starts several servers: draw QR images inline rather than start worker threads each time.
  PAYMENTS_QR_WORKERS: "0",
};

export async function startTestServer(env: Record<string, string> = {}, overrides: Partial<Config> = {}): Promise<TestServer> {
  const runtime = await startRuntime(loadConfig({ ...FAST_ENV, ...env }, overrides));
  const demo = runtime.demo!;
  const self: Credentials = { apiKey: demo.apiKey, apiSecret: demo.apiSecret!, companyId: demo.companyId };
  const api: TestServer["api"] = async (method, path, body, options = {}) => {
    const who = options.as ?? self;
    const headers: Record<string, string> = { "x-api-key": who.apiKey, "x-api-secret": who.apiSecret, ...(options.wallet ? { "x-api-wallet": options.wallet } : {}), ...options.headers };
    if (body !== undefined) headers["content-type"] ??= "application/json";
    const response = await fetch(`${runtime.url}${path}`, { method, headers, body: body === undefined ? undefined : typeof body === "string" ? body : body instanceof Uint8Array ? new Uint8Array(body) : JSON.stringify(body) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: left as text for the assertion to show
    }
    return { status: response.status, headers: response.headers, body: parsed as never };
  };
  return {
    ...self,
    url: runtime.url,
    runtime,
    api,
    async newCompany(tradeName = "Outra Empresa") {
      const r = await api("POST", "/v1/sandbox/companies", { tradeName });
      if (r.status !== 201) throw new Error(`could not create a company: ${JSON.stringify(r.body)}`);
      return { apiKey: r.body.data.apiKey, apiSecret: r.body.data.apiSecret, companyId: r.body.data.company.id };
    },
    async eventually(check, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const value = await check();
        if (value !== undefined && value !== false) return value as never;
        if (Date.now() > until) throw new Error("condition not met in time");
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => runtime.close(),
  };
}

/** Valid inputs tests reuse. */
export const CUSTOMER = { name: "Maria Oliveira Santos", email: "maria.santos@example.com", phone: "(11) 98765-4321", document: "529.982.247-25" };
export const RECIPIENT = { name: "João Pereira Lima", email: "joao.pereira@example.com", phone: "+55 21 99876-5432", document: "111.444.777-35" };
let counter = 0;
/** A reference unique within the test run. */
export function ref(prefix = "ref"): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}`;
}
