/**
 * Everything the checks of one run share: the options, the HTTP client, the runner's own copy of
 * the contract (OpenAPI and paired cases, read from disk, never from the target), what the target
 * offers (sandbox), the companies, each company's fee schedule as last seen, and the structural
 * checks fed by every exchange.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { WebhookInbox } from "./dsl.ts";
import { HttpClient, type Exchange, type RequestSpec } from "./http.ts";
import { answerInvariants, newestFirstListings, type CompanyFees, type Problem, type QrBudget } from "./invariants.ts";
import { OpenApiSchemas } from "./openapi-schemas.ts";
import { Structural } from "./structural.ts";
import { World, type Company } from "./world.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Where the webhook receiver listens when --webhook-listen does not say. */
export const DEFAULT_WEBHOOK_LISTEN = "127.0.0.1";

export interface RunOptions {
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  /** Per-request timeout. */
  timeoutMs: number;
  /** How long a step may poll for an asynchronous outcome (withdrawal paid, webhook arrived). */
  waitMs: number;
  readOnly: boolean;
  only: string[];
  skip: string[];
  concurrency: number;
  /** Start the webhook receiver (false: --no-webhooks, the webhook checks are skipped). */
  webhooks: boolean;
  /** Run the checks that wait for the target's clock (--slow). */
  slow: boolean;
  /** Exit 1 when any selected check was skipped (--fail-on-skip). */
  failOnSkip?: boolean;
  /**
   * --webhook-listen (HOST, HOST:PORT, [IPv6]:PORT), parsed by cli.ts parseListen, with the text as
   * given for messages: a receiver that cannot listen there stops the run (exit 2). Undefined:
   * DEFAULT_WEBHOOK_LISTEN, port 0 (any free one), where a failure only leaves the webhook checks out.
   */
  webhookListen?: { host: string; port: number; text: string };
  /** URL the target should call instead of http://<listen>:<port> (a tunnel, a container host name). */
  webhookPublicUrl?: string;
  junitFile?: string;
  jsonFile?: string;
  openapiFile: string;
  casesFile: string;
  /** Prints one line; the CLI passes stdout. */
  log: (line: string) => void;
  /** Prints why the run could not happen (exit code 2); the CLI passes stderr. Default: `log`. */
  logError?: (line: string) => void;
  /** Prefix of every reference this run makes (made unique to the run by Runtime.refPrefix). */
  runId: string;
}

export interface Case {
  id: string;
  operationId: string;
  method: string;
  path: string;
  title: string;
  description?: string;
  request: { path: Record<string, Json>; query: Record<string, Json>; headers: Record<string, Json>; body?: Json } | null;
  response: { status: number; headers: Record<string, Json>; body: { [key: string]: Json } };
  errorCode?: string;
}

export const DEFAULT_OPENAPI = fileURLToPath(new URL("../../generated/openapi.json", import.meta.url));
export const DEFAULT_CASES = fileURLToPath(new URL("../../generated/cases.json", import.meta.url));

export interface OperationMeta {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  walletScoped: boolean;
  sandbox: boolean;
  hasBody: boolean;
  /** The example whose answer is 2xx and whose request is given: the template for derived requests. */
  success?: Case;
}

/** The path of an operation with its `{name}` parameters filled in (URL-encoded); a missing one gets `missing()`. */
export function fillPath(template: string, params: Record<string, unknown> | undefined, missing: (name: string) => string = () => ""): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(params?.[name] ?? missing(name))));
}

export class Runtime {
  readonly http: HttpClient;
  readonly schemas: OpenApiSchemas;
  readonly cases: Case[];
  readonly ops = new Map<string, OperationMeta>();
  readonly structural: Structural;
  readonly world: World;
  readonly companies: Company[] = [];
  /** Fee schedules by API key, as the target last reported them. */
  private readonly fees = new Map<string, CompanyFees>();
  sandbox = false;
  sandboxReason = "";
  /** How the given company opens wallets (`settings.walletMode` of its GET /v1/company), when it says. */
  givenWalletMode?: string;

  /**
   * Skips the check when `company` is the given one and it opens wallets in kyc mode: without the
   * sandbox the wallet it needs (`what`, said in the reason) wants the owner's data and then waits
   * for a verification only the sandbox gives, which says nothing about conformance.
   */
  skipWithoutKycWallet(ctx: { skip(reason: string): never }, company: unknown, what: string): void {
    if (company === this.world.given && this.givenWalletMode === "kyc") ctx.skip(`the given company opens its wallets in kyc mode (walletMode "kyc" in GET /v1/company), so ${what} without the sandbox`);
  }

  /** QR images of creation answers decoded by the invariants (each costs tens of milliseconds). */
  readonly qrBudget: QrBudget = { remaining: 40 };
  /** The listings the contract orders newest first, with their page schema (invariants.ts newestFirstListings). */
  readonly newestFirst: ReadonlyMap<string, string>;
  /** Set when the run found it cannot go on (target unreachable). */
  fatal?: string;
  /** The runner's webhook receiver, when one runs. */
  webhookUrl?: string;
  webhookInbox?: WebhookInbox;
  private readonly fixtures = new Map<string, Promise<unknown>>();
  /**
   * What every reference and external id of the run starts with: the run id and a few random
   * characters. A run id given twice (a CI job re-run with --run-id $JOB_ID) would otherwise make
   * the same references again, and where the checks act as the given company (no sandbox) the
   * second run would meet the first one's deposits and wallets (DUPLICATE_REFERENCE, replays).
   */
  readonly refPrefix: string;

  constructor(readonly options: RunOptions) {
    this.refPrefix = `${options.runId}-${randomBytes(3).toString("hex")}`;
    const doc = JSON.parse(readFileSync(options.openapiFile, "utf8"));
    this.schemas = new OpenApiSchemas(doc, { rejectUnknownProperties: true });
    this.newestFirst = newestFirstListings(doc);
    this.cases = (JSON.parse(readFileSync(options.casesFile, "utf8")) as { cases: Case[] }).cases;
    for (const op of this.schemas.operations()) {
      const params = (op.operation.parameters ?? []) as { $ref?: string; name?: string }[];
      const tags = (op.operation.tags ?? []) as string[];
      this.ops.set(op.operationId, {
        operationId: op.operationId,
        method: op.method,
        path: op.path,
        tag: tags[0] ?? "Other",
        walletScoped: params.some((p) => p.$ref === "#/components/parameters/WalletScope" || p.name === "X-Api-Wallet"),
        sandbox: tags.includes("Sandbox"),
        hasBody: op.operation.requestBody !== undefined,
        success: this.cases.find((c) => c.operationId === op.operationId && c.request && c.response.status < 300),
      });
    }
    this.http = new HttpClient(options.baseUrl, options.timeoutMs, options.apiKey);
    this.http.readOnly = options.readOnly;
    this.structural = new Structural(
      this.schemas,
      (e) => this.http.curl(e),
      (op) => this.ops.get(op)?.tag,
    );
    this.http.onExchange = (e) => {
      this.structural.observe(e);
      this.learnFees(e);
    };
    this.world = new World(this);
  }

  tagSlug(operationId: string): string {
    return (this.ops.get(operationId)?.tag ?? "other").toLowerCase().replace(/[^a-z0-9]+/g, "-");
  }

  private learnFees(e: Exchange): void {
    const r = e.response;
    if (!r || !r.isJson) return;
    const data = (r.json as { data?: Record<string, unknown> }).data;
    if (!data) return;
    const key = e.request.headers["x-api-key"];
    if ((e.operationId === "getCompany" || e.operationId === "sandboxUpdateCompany") && r.status === 200 && key && data.fees) this.fees.set(key, data.fees as unknown as CompanyFees);
    if (e.operationId === "sandboxCreateCompany" && r.status === 201 && typeof data.apiKey === "string") {
      const company = data.company as { fees?: CompanyFees } | undefined;
      if (company?.fees) this.fees.set(data.apiKey, company.fees);
    }
  }

  invariants(spec: RequestSpec, exchange: Exchange): Problem[] {
    return answerInvariants(spec, exchange, spec.as ? this.fees.get(spec.as.apiKey) : undefined, this.qrBudget, this.newestFirst);
  }

  /** Something several checks need, made once (a failure is remembered and reported by each). */
  fixture<T>(name: string, make: () => Promise<T>): Promise<T> {
    let p = this.fixtures.get(name) as Promise<T> | undefined;
    if (!p) {
      p = make();
      this.fixtures.set(name, p);
    }
    return p;
  }

  case(id: string): Case {
    const found = this.cases.find((c) => c.id === id);
    if (!found) throw new Error(`no example ${id} in the case file`);
    return found;
  }
}
