/**
 * The runner's HTTP client: one request, one recorded exchange (request as sent, answer as
 * received, time), a per-request timeout, and the exchange rendered as a copy-pasteable `curl`
 * command with real secrets replaced by variables (`$PAYMENTS_API_SECRET`).
 */

export interface Credentials {
  /** Who this is in reports: "given" (the credentials the runner was started with) or a sandbox company's role. */
  label: string;
  apiKey: string;
  apiSecret: string;
  companyId?: string;
}

export interface RequestSpec {
  operationId?: string;
  method: string;
  /** Path with its parameters already filled in. */
  path: string;
  query?: Record<string, unknown>;
  /** Credentials; null sends none. */
  as: Credentials | null;
  omitKey?: boolean;
  omitSecret?: boolean;
  /** Sent instead of the real secret (the wrong-secret check). */
  secretOverride?: string;
  /** The override is no credential (a made-up wrong secret): the curl command shows it as sent. */
  secretOverrideIsJunk?: boolean;
  wallet?: string;
  headers?: Record<string, string>;
  /** A JSON body (serialised here) ... */
  body?: unknown;
  /** ... or the exact bytes to send. */
  rawBody?: string;
  /** The body's Content-Type (default application/json); null sends the body without one. */
  contentType?: string | null;
  /** How to show a body too large to print in the curl command. */
  curlBody?: string;
  /** The check is about the rate limit: a 429 is the answer it judges, not sent again after Retry-After. */
  rateLimitIsAnswer?: boolean;
}

export interface Exchange {
  seq: number;
  operationId?: string;
  as?: string;
  /** `path` is the contract's (`/v1/...`), without the base URL's own path (`/api` of `https://host/api`). */
  request: { method: string; url: string; path: string; headers: Record<string, string>; bodyText?: string; bodyBytes: number; curlBody?: string; printableSecret?: boolean };
  response?: { status: number; headers: Record<string, string>; text: string; json?: unknown; isJson: boolean };
  /** Transport failure (refused, reset, timeout), in words: `the target closed the connection without an answer (UND_ERR_SOCKET)`. */
  error?: string;
  /** The failure's code as Node gives it (`UND_ERR_SOCKET`, `ECONNREFUSED`, `TIMEOUT`). */
  errorCode?: string;
  /** The code of a first attempt's reset, when the request was sent again (see TRANSIENT_RESETS, mayResend). */
  retriedAfter?: string;
  /** How many times the target answered 429 RATE_LIMITED and the request was sent again after its Retry-After. */
  rateLimited?: number;
  ms: number;
}

/**
 * Failures sent once more before they are reported. fetch keeps connections alive, and a server
 * may close an idle one just as the next request is written on it (Node's servers close them
 * after 5 s, and fetch's own idle timer is coarse): that request is reset without an answer,
 * through no fault of the request. It was seen in CI, four checks at once after a pause. A
 * server that resets the request itself resets the second try too, and is reported as before.
 */
export const TRANSIENT_RESETS: ReadonlySet<string> = new Set(["ECONNRESET", "EPIPE", "UND_ERR_SOCKET"]);

/**
 * Whether a request reset without an answer may be sent again. A reset does not say whether the
 * target acted on the request: it may close the connection after doing so. So only requests whose
 * repetition cannot do anything twice are sent again: the idempotent methods (GET, HEAD, OPTIONS,
 * PUT, DELETE, RFC 9110 9.2.2), a creation carrying its idempotency key (a `reference` or an
 * `externalId` in the body: the contract answers a repetition with the first resource), and a
 * sandbox company (a second throwaway one; the first, if made, is never used). A sandbox credit,
 * an infraction opened, a webhook registered, a PATCH or a sandbox action is not: sent twice, it
 * could credit twice or answer 409, and the check would blame the target for the runner's resend.
 */
export function mayResend(spec: { method: string; operationId?: string }, bodyText: string | undefined): boolean {
  if (["GET", "HEAD", "OPTIONS", "PUT", "DELETE"].includes(spec.method.toUpperCase())) return true;
  if (spec.operationId === "sandboxCreateCompany") return true;
  if (spec.method.toUpperCase() !== "POST" || bodyText === undefined) return false;
  try {
    const body = JSON.parse(bodyText) as Record<string, unknown> | null;
    return typeof body === "object" && body !== null && !Array.isArray(body) && (typeof body.reference === "string" || typeof body.externalId === "string");
  } catch {
    return false;
  }
}

/** Certificates this machine does not trust (a private CA, a self-signed certificate): Node's codes. */
const UNTRUSTED_CERTIFICATE = new Set(["UNABLE_TO_VERIFY_LEAF_SIGNATURE", "SELF_SIGNED_CERT_IN_CHAIN", "DEPTH_ZERO_SELF_SIGNED_CERT", "UNABLE_TO_GET_ISSUER_CERT_LOCALLY", "UNABLE_TO_GET_ISSUER_CERT", "CERT_UNTRUSTED"]);

/**
 * The longest Retry-After the runner waits before sending a request answered 429 again, and how
 * many times it does so. A deployment's rate limit may be below the run's pace (a full run sends
 * about 1,700 requests in 20 s, most of them with one sandbox company's key): a 429 refuses the
 * request without acting on it, so waiting and sending it again is what a client does, and the
 * checks then judge the answer, not the run's pace. A request still refused after that many waits
 * says that waiting does not help (a firewall answering 429 to everything): the run stops waiting
 * altogether, rather than spend minutes on every request.
 */
export const RATE_LIMIT_MAX_WAIT_MS = 120_000;
export const RATE_LIMIT_MAX_RESENDS = 3;

/** Retry-After in milliseconds: delay-seconds or an HTTP date (RFC 9110 10.2.3); undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** A transport failure in words, its code kept in parentheses. */
export function transportFailureText(code: string, timeoutMs: number): string {
  if (code === "TIMEOUT") return `no answer within ${timeoutMs} ms`;
  // A deployment behind HTTPS: said in words, with what to do, not as a bare OpenSSL code.
  if (UNTRUSTED_CERTIFICATE.has(code)) return `the target's TLS certificate is not trusted by this machine (${code}); for a private or self-signed CA, name its certificate in NODE_EXTRA_CA_CERTS=/path/to/ca.pem`;
  if (code === "CERT_HAS_EXPIRED" || code === "CERT_NOT_YET_VALID") return `the target's TLS certificate is outside its validity dates (${code})`;
  if (code === "ERR_TLS_CERT_ALTNAME_INVALID") return `the target's TLS certificate does not name the base URL's host (${code})`;
  if (code === "ERR_SSL_WRONG_VERSION_NUMBER" || code === "ERR_SSL_PACKET_LENGTH_TOO_LONG") return `the TLS handshake failed: the port does not answer in TLS (an http:// port given as https://?) (${code})`;
  if (TRANSIENT_RESETS.has(code)) return `the target closed the connection without an answer (${code})`;
  if (code === "ECONNREFUSED") return `the connection was refused (${code})`;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return `the target's host name could not be resolved (${code})`;
  return code;
}

/** What a failure's exchange adds when the runner sent its request twice. */
export function sentTwiceText(code: string): string {
  return `sent twice: the first attempt's connection was reset, ${code}`;
}

/** The methods that change nothing (RFC 9110 9.2.1): the only ones a --read-only run sends with usable credentials. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

/**
 * A request no target may act on: as it will be sent (`headers`, the step's own included), it
 * lacks a usable credential (no key, no secret, or the made-up wrong secret) and its body is none
 * or `{}`. A key without its secret still names the caller's company, so a target that ignores the
 * missing secret would act as it: the body is what must then create nothing.
 */
export function carriesNoUsableCredentials(spec: RequestSpec, headers: Record<string, string>): boolean {
  const key = headers["x-api-key"];
  const secret = headers["x-api-secret"];
  const madeUpSecret = spec.secretOverrideIsJunk === true && secret === spec.secretOverride;
  const credentialLess = key === undefined || secret === undefined || madeUpSecret;
  const emptyBody =
    spec.rawBody === undefined && (spec.body === undefined || (typeof spec.body === "object" && spec.body !== null && !Array.isArray(spec.body) && Object.keys(spec.body).length === 0));
  return credentialLess && emptyBody;
}

/**
 * Thrown instead of sending a request a --read-only run must not send. The catalog leaves such
 * checks out before they run (the `write` requirement); this is the last line, so that a check
 * classified wrongly is skipped instead of writing.
 */
export class ReadOnlyRefusal extends Error {}

/** The variable the output names a throwaway sandbox company's secret by: `PAYMENTS_API_SECRET_<LABEL>` (report.ts's export command spells the same rule). */
export function secretVariable(label: string): string {
  return `PAYMENTS_API_SECRET_${label.toUpperCase().replace(/[^A-Z0-9]/g, "_")}`;
}

/** Quoted for a POSIX shell (the curl commands, report.ts's export command). */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export class HttpClient {
  private seq = 0;
  /** Answers 429 the runner waited out and sent again (RATE_LIMIT_MAX_WAIT_MS), over the run. */
  rateLimitedResends = 0;
  /** Set once a request was still refused 429 after RATE_LIMIT_MAX_RESENDS waits: no 429 is waited out after that. */
  rateLimitWaitsStopped = false;
  /** Send only safe methods, or requests without usable credentials (--read-only). */
  readOnly = false;
  /** Called with every completed exchange (the structural checks listen here). */
  onExchange?: (exchange: Exchange) => void;

  constructor(
    readonly baseUrl: string,
    readonly timeoutMs: number,
    /** The key whose secret may be printed as $PAYMENTS_API_SECRET; others are printed as $SECRET_<label>. */
    readonly givenKey?: string,
  ) {}

  url(path: string, query?: Record<string, unknown>): string {
    const url = new URL(this.baseUrl.replace(/\/$/, "") + path);
    for (const [k, v] of Object.entries(query ?? {})) {
      if (v === undefined) continue;
      for (const item of Array.isArray(v) ? v : [v]) url.searchParams.append(k, typeof item === "string" ? item : JSON.stringify(item));
    }
    return url.toString();
  }

  async send(spec: RequestSpec): Promise<Exchange> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (spec.as && !spec.omitKey) headers["x-api-key"] = spec.as.apiKey;
    if (spec.as && !spec.omitSecret) headers["x-api-secret"] = spec.secretOverride ?? spec.as.apiSecret;
    if (spec.wallet !== undefined) headers["x-api-wallet"] = spec.wallet;
    let bodyText: string | undefined;
    if (spec.rawBody !== undefined) bodyText = spec.rawBody;
    else if (spec.body !== undefined) bodyText = JSON.stringify(spec.body);
    if (bodyText !== undefined && spec.contentType !== null) headers["content-type"] = spec.contentType ?? "application/json";
    // By lower-case name, so a step's `Content-Type` replaces the default instead of joining it
    // (two names differing in case are sent as one header holding both values).
    for (const [name, value] of Object.entries(spec.headers ?? {})) headers[name.toLowerCase()] = value;
    if (this.readOnly && !isSafeMethod(spec.method) && !carriesNoUsableCredentials(spec, headers)) {
      throw new ReadOnlyRefusal(`the check would send ${spec.method} ${spec.path} with usable credentials or a body, which a read-only run never does`);
    }
    const url = this.url(spec.path, spec.query);
    const exchange: Exchange = {
      seq: ++this.seq,
      operationId: spec.operationId,
      as: spec.as?.label,
      request: { method: spec.method, url, path: spec.path, headers, bodyText, bodyBytes: bodyText === undefined ? 0 : Buffer.byteLength(bodyText), curlBody: spec.curlBody, printableSecret: spec.secretOverride !== undefined && spec.secretOverrideIsJunk === true },
      ms: 0,
    };
    const started = performance.now();
    const failure = await this.attempt(exchange);
    if (failure !== undefined && TRANSIENT_RESETS.has(failure)) {
      if (mayResend(spec, bodyText)) {
        exchange.retriedAfter = failure;
        exchange.error = undefined;
        exchange.errorCode = undefined;
        await this.attempt(exchange);
      } else exchange.error += `; not sent again: a ${spec.method} without an idempotency key (a reference) could be acted on twice`;
    }
    // The target's rate limit, reached by the run's pace: waited out, as its Retry-After says.
    for (let n = 0; !spec.rateLimitIsAnswer && !this.rateLimitWaitsStopped && exchange.response?.status === 429; n++) {
      if (n === RATE_LIMIT_MAX_RESENDS) {
        this.rateLimitWaitsStopped = true;
        break;
      }
      const wait = retryAfterMs(exchange.response.headers["retry-after"]);
      if (wait === undefined || wait > RATE_LIMIT_MAX_WAIT_MS) break;
      this.rateLimitedResends += 1;
      exchange.rateLimited = (exchange.rateLimited ?? 0) + 1;
      // The 429 itself is an answer too: the structural checks hold it to the envelope and Retry-After.
      this.onExchange?.({ ...exchange, ms: Math.round(performance.now() - started) });
      // Spread a little, so that the checks refused at once do not all come back at once.
      await new Promise((resolve) => setTimeout(resolve, wait + Math.floor(Math.random() * 500)));
      exchange.response = undefined;
      await this.attempt(exchange);
    }
    exchange.ms = Math.round(performance.now() - started);
    this.onExchange?.(exchange);
    return exchange;
  }

  /** One try of the exchange's request: fills `exchange.response`, or `exchange.error` and returns it. */
  private async attempt(exchange: Exchange): Promise<string | undefined> {
    const { url, method, headers, bodyText } = exchange.request;
    try {
      // Bytes when no Content-Type is set: fetch labels a string body text/plain of its own accord.
      const body = bodyText !== undefined && headers["content-type"] === undefined ? Buffer.from(bodyText) : bodyText;
      const response = await fetch(url, { method, headers, body, redirect: "manual", signal: AbortSignal.timeout(this.timeoutMs) });
      const text = await response.text();
      const responseHeaders: Record<string, string> = {};
      response.headers.forEach((value, key) => {
        responseHeaders[key] = value;
      });
      let json: unknown;
      let isJson = false;
      try {
        json = JSON.parse(text);
        isJson = true;
      } catch {
        // left as text: the content checks report it
      }
      exchange.response = { status: response.status, headers: responseHeaders, text, json, isJson };
      return undefined;
    } catch (error) {
      const e = error as Error & { cause?: { code?: string; message?: string } };
      const code = e.name === "TimeoutError" ? "TIMEOUT" : (e.cause?.code ?? e.cause?.message ?? e.message);
      exchange.errorCode = code;
      exchange.error = transportFailureText(code, this.timeoutMs);
      return code;
    }
  }

  /** The exchange's request as a shell command; real secrets are never printed, a made-up wrong one is (so it replays). */
  curl(exchange: Exchange): string {
    const q = shellQuote;
    const parts = [`curl -sS -i -X ${exchange.request.method} ${q(exchange.request.url)}`];
    for (const [name, value] of Object.entries(exchange.request.headers)) {
      if (name === "accept") continue;
      if (name === "x-api-secret" && !exchange.request.printableSecret) {
        const variable =
          exchange.request.headers["x-api-key"] === this.givenKey || exchange.as === "given"
            ? "PAYMENTS_API_SECRET"
            : secretVariable(exchange.as ?? "other");
        const shown = value === "" ? "" : `$${variable}`;
        parts.push(`-H "X-Api-Secret: ${shown}"`);
        continue;
      }
      parts.push(`-H ${q(`${headerName(name)}: ${value}`)}`);
    }
    // curl labels --data-binary as a form unless told otherwise; an empty value sends no header.
    if (exchange.request.bodyText !== undefined && exchange.request.headers["content-type"] === undefined) parts.push(`-H 'Content-Type:'`);
    if (exchange.request.curlBody) parts.push(exchange.request.curlBody);
    else if (exchange.request.bodyText !== undefined) {
      const text = exchange.request.bodyText;
      parts.push(text.length > 4096 ? `--data-binary ${q(`${text.slice(0, 200)}...`)}  # body of ${text.length} bytes shortened here` : `--data-binary ${q(text)}`);
    }
    return parts.join(" \\\n  ");
  }
}

function headerName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_m, dash: string, ch: string) => `${dash}${ch.toUpperCase()}`);
}

/** A short, printable view of an answer. */
export function describeResponse(exchange: Exchange, max = 600): string {
  if (exchange.error) return exchange.error.startsWith("no answer") ? exchange.error : `no answer: ${exchange.error}`;
  const r = exchange.response!;
  const body = r.text.length > max ? `${r.text.slice(0, max)}... (${r.text.length} bytes)` : r.text;
  return `HTTP ${r.status} ${r.headers["content-type"] ?? "(no content-type)"} ${body}`;
}
