/**
 * Configuration from the environment, validated once at start. Every problem is reported at once
 * with the variable's name, what it must be and what it was, so a misconfigured server never starts.
 */
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import express from "express";

export interface Config {
  /** TCP port (0 picks a free one). */
  port: number;
  /** Interface to listen on. */
  host: string;
  /** SQLite file, or ":memory:". */
  dbPath: string;
  /** The sandbox surface (/v1/sandbox/...) and sandbox conveniences (loopback webhook URLs). */
  sandbox: boolean;
  /** Fixed demo credentials for a new database; random ones are generated when absent. */
  demoApiKey?: string;
  demoApiSecret?: string;
  /** Validate every response against the OpenAPI (a contract bug becomes INTERNAL_ERROR). */
  validateResponses: boolean;
  /** Delay between the asynchronous steps of a payment (approval, processing, settlement). */
  processingDelayMs: number;
  /** How often the job worker looks for due work when nothing woke it. */
  jobPollMs: number;
  /** First webhook retry delay; the later ones are the contract's schedule in multiples of it (5 s, 30 s, 2 min, 10 min, ... 4 h by default; webhook-dispatcher.ts). */
  webhookRetryBaseMs: number;
  /** Attempts before a delivery is marked failed. */
  webhookMaxAttempts: number;
  /** How long a webhook receiver has to answer. */
  webhookTimeoutMs: number;
  /** Requests per API key per window before 429. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Express `trust proxy` value: only then is X-Forwarded-For believed. */
  trustProxy: string | false;
  /** Worker threads drawing QR images (0 draws them on the main thread). */
  qrWorkers: number;
  /** On SIGTERM, how long connections still open may take before they are cut. */
  shutdownGraceMs: number;
  /** Default USDT/BRL price, 1e-8 BRL units. */
  usdtPriceE8: bigint;
  /** pino level. */
  logLevel: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const problems: string[] = [];

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    const value = Number(raw);
    if (!/^-?\d+$/.test(raw.trim()) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    if (/^(true|1|yes|on)$/i.test(raw)) return true;
    if (/^(false|0|no|off)$/i.test(raw)) return false;
    problems.push(`${name} must be true or false, got "${raw}"`);
    return fallback;
  };
  const credential = (name: string): string | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === "") return undefined;
    if (!/^[A-Za-z0-9_\-.]{16,128}$/.test(raw)) {
      problems.push(`${name} must be 16 to 128 characters of letters, digits, "_", "-" or ".", got ${raw.length} characters`);
      return undefined;
    }
    return raw;
  };

  const port = int("PORT", 3000, 0, 65535);
  const demoApiKey = credential("PAYMENTS_DEMO_API_KEY");
  const demoApiSecret = credential("PAYMENTS_DEMO_API_SECRET");
  if ((demoApiKey === undefined) !== (demoApiSecret === undefined) && !problems.some((p) => p.startsWith("PAYMENTS_DEMO"))) {
    problems.push("PAYMENTS_DEMO_API_KEY and PAYMENTS_DEMO_API_SECRET must be set together");
  }
  let usdtPriceE8 = 542_310_000n;
  const priceRaw = env.PAYMENTS_USDT_PRICE;
  if (priceRaw !== undefined && priceRaw !== "") {
    const match = /^(\d{1,4})(?:\.(\d{1,8}))?$/.exec(priceRaw.trim());
    if (!match || Number(priceRaw) <= 0) problems.push(`PAYMENTS_USDT_PRICE must be a BRL price from 0.00000001 to 9999.99999999 (at most 8 decimals), got "${priceRaw}"`);
    else usdtPriceE8 = BigInt(match[1]) * 100_000_000n + BigInt((match[2] ?? "").padEnd(8, "0"));
  }
  const trustRaw = env.PAYMENTS_TRUST_PROXY;
  let trustProxy: string | false = false;
  if (trustRaw !== undefined && trustRaw !== "" && !/^(false|0|no|off)$/i.test(trustRaw)) {
    const refused = trustProxyProblem(trustRaw);
    if (refused) problems.push(`PAYMENTS_TRUST_PROXY must list proxy addresses or CIDRs (or loopback, linklocal, uniquelocal), separated by commas, got "${trustRaw}": ${refused}`);
    else trustProxy = trustRaw;
  }
  const logLevel = env.LOG_LEVEL || "info";
  if (!["fatal", "error", "warn", "info", "debug", "trace", "silent"].includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "${logLevel}"`);
  }
  const host = env.HOST && env.HOST !== "" ? env.HOST : "127.0.0.1";
  if (!isIP(host) && !isHostName(host)) problems.push(`HOST must be an IP address or a host name (letters, digits, "-" and "."), got "${host}"`);
  const dbPath = databasePath(env.PAYMENTS_DB, problems);
  const config: Config = {
    port,
    host,
    dbPath,
    sandbox: bool("PAYMENTS_SANDBOX", true),
    demoApiKey,
    demoApiSecret,
    validateResponses: bool("PAYMENTS_VALIDATE_RESPONSES", true),
    processingDelayMs: int("PAYMENTS_PROCESSING_DELAY_MS", 1000, 0, 3_600_000),
    jobPollMs: int("PAYMENTS_JOB_POLL_MS", 250, 5, 60_000),
    webhookRetryBaseMs: int("PAYMENTS_WEBHOOK_RETRY_BASE_MS", 5000, 1, 3_600_000),
    webhookMaxAttempts: int("PAYMENTS_WEBHOOK_MAX_ATTEMPTS", 9, 1, 50),
    webhookTimeoutMs: int("PAYMENTS_WEBHOOK_TIMEOUT_MS", 10_000, 100, 120_000),
    rateLimitMax: int("PAYMENTS_RATE_LIMIT", 6000, 1, 10_000_000),
    rateLimitWindowMs: int("PAYMENTS_RATE_LIMIT_WINDOW_MS", 60_000, 100, 3_600_000),
    trustProxy,
    qrWorkers: int("PAYMENTS_QR_WORKERS", Math.min(2, availableParallelism() - 1), 0, 16),
    shutdownGraceMs: int("PAYMENTS_SHUTDOWN_GRACE_MS", 10_000, 0, 600_000),
    usdtPriceE8,
    logLevel,
    ...overrides,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * PAYMENTS_DB, or the default file when it is unset or empty. better-sqlite3 trims the name it is
 * given, so spaces around it would open another file than the one locked (`<name>.lock`) and shown
 * in the banner, and a name of spaces only an anonymous temporary database, lost at every restart.
 */
function databasePath(raw: string | undefined, problems: string[]): string {
  if (raw === undefined || raw === "") return "./data/payments.sqlite";
  if (raw.trim() !== raw) problems.push(`PAYMENTS_DB must be a file path or :memory:, without leading or trailing spaces, got "${raw}"`);
  return raw;
}

/**
 * A host name as RFC 1123 writes one: labels of letters, digits and hyphens (none first or last),
 * at most 63 characters each and 253 in all. One whose last label is all digits is a mistyped IPv4
 * address (999.1.1.1), which the resolver would be asked for and fail on only once the database
 * was opened.
 */
function isHostName(value: string): boolean {
  const labels = value.split(".");
  return value.length <= 253 && labels.every((label) => /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(label)) && !/^\d+$/.test(labels.at(-1)!);
}

/**
 * Why Express would refuse PAYMENTS_TRUST_PROXY as `trust proxy` (app.ts sets it), or undefined
 * when it takes it: Express compiles it here as it would when the app is made, so a bad mask or an
 * empty entry is a configuration problem instead of a failed start. Each address must also be one
 * node:net calls an IP address: Express takes `1` as the address 0.0.0.1 (a hop count only when
 * given as a number, never from this string), which would silently trust nobody.
 */
function trustProxyProblem(raw: string): string | undefined {
  for (const entry of raw.split(",").map((e) => e.trim())) {
    if (/^(loopback|linklocal|uniquelocal)$/.test(entry)) continue;
    const address = entry.split("/")[0];
    if (!isIP(address)) return `"${entry}" is not an IP address, CIDR or one of those names`;
  }
  try {
    express().set("trust proxy", raw);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
