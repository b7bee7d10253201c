/**
 * The shared examples of the contract (request = null): answers every operation can give, whose
 * request the runner derives from the operation's success example and mutates as the example's
 * code says. Authentication (missing key, missing secret, wrong secret, an IP outside the
 * allowlist of a fresh sandbox company), transport (malformed JSON, text/plain, a body over
 * 1 MiB), X-Api-Wallet errors (feature off, unknown, archived, verification pending or rejected
 * terminally). RATE_LIMITED and INTERNAL_ERROR cannot be provoked from outside: their example
 * answers are checked against the schema and the envelope rules only, and reported as such.
 */
import { randomBytes } from "node:crypto";
import { walletFixture } from "../fixtures.ts";
import { isSafeMethod, type RequestSpec } from "../http.ts";
import type { CheckContext, CheckDef, Requirement } from "../model.ts";
import { fillPath, type Case, type OperationMeta, type Runtime } from "../runtime.ts";
import { envelopeProblems } from "../structural.ts";
import { SetupError, type Company } from "../world.ts";
import { compareWithExample, liven } from "./examples.ts";

type Obj = Record<string, unknown>;

/** A ULID no target has issued (random, so it is not the example's either). */
export function unknownUlid(): string {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  const bytes = randomBytes(25);
  return `7${[...bytes].map((b) => alphabet[b % 32]).join("")}`;
}

const TOO_LARGE = 1024 * 1024 + 64 * 1024;

interface Variant {
  id: (op: string) => string;
  tags: string[];
  requires: (meta: OperationMeta, rt: Runtime) => Requirement[];
  /** The request: the success example's, changed. */
  mutate: (ctx: CheckContext, meta: OperationMeta, base: RequestSpec) => Promise<RequestSpec>;
}

async function acting(ctx: CheckContext): Promise<Company> {
  return ctx.rt.options.readOnly || !ctx.rt.sandbox ? ctx.rt.world.given : ctx.rt.world.primary();
}

async function setup<T>(ctx: CheckContext, make: () => Promise<T>): Promise<T> {
  try {
    return await make();
  } catch (error) {
    if (error instanceof SetupError) {
      if ((error as SetupError & { code?: string }).code === "WALLETS_NOT_ENABLED") ctx.skip(`wallets are not enabled for this company: ${error.message}`);
      ctx.abort("setup", error.message, { transport: error.transport });
    }
    throw error;
  }
}

const sandboxIf = (meta: OperationMeta): Requirement[] => (meta.sandbox ? ["sandbox"] : []);

/** A check that sends the operation with usable credentials changes data unless the method is safe. */
const writeUnlessSafe = (meta: OperationMeta): Requirement[] => (isSafeMethod(meta.method) ? [] : ["write"]);

/**
 * The requirements of a check whose request lacks a usable credential (missing key, missing
 * secret, wrong secret). In --read-only it sends `{}` as the body and made-up ids in the path
 * (baseRequest), so it may run there when that request could not act on anything even if the
 * target ignored the credential's fault (a key alone still names the caller's company): a safe
 * method, an id in the path (the made-up one names nothing), or a body `{}` that the contract
 * refuses (a required field is missing). Otherwise, as an operation with no id and nothing
 * required in its body would, it changes data.
 */
function credentialLessRequires(meta: OperationMeta, rt: Runtime): Requirement[] {
  const inert = isSafeMethod(meta.method) || /\{\w+\}/.test(meta.path) || (meta.hasBody && rt.schemas.validateRequestBody(meta.operationId, {}).length > 0);
  return [...sandboxIf(meta), ...(inert ? [] : (["write"] as const))];
}

const VARIANTS: Record<string, Variant> = {
  "missing-x-api-key": {
    id: (op) => `auth.missing-key.${op}`,
    tags: ["auth"],
    requires: credentialLessRequires,
    mutate: async (_ctx, _meta, base) => ({ ...base, omitKey: true }),
  },
  "missing-x-api-secret": {
    id: (op) => `auth.missing-secret.${op}`,
    tags: ["auth"],
    requires: credentialLessRequires,
    mutate: async (_ctx, _meta, base) => ({ ...base, omitSecret: true }),
  },
  "wrong-secret": {
    id: (op) => `auth.wrong-secret.${op}`,
    tags: ["auth"],
    requires: credentialLessRequires,
    mutate: async (_ctx, _meta, base) => ({ ...base, secretOverride: `sk_wrong_${randomBytes(18).toString("base64url")}`, secretOverrideIsJunk: true }),
  },
  "ip-not-allowed": {
    id: (op) => `auth.ip-not-allowed.${op}`,
    tags: ["auth", "ip-allowlist"],
    requires: () => ["sandbox", "write"],
    mutate: async (ctx, _meta, base) => ({ ...base, as: (await setup(ctx, () => ctx.rt.world.sharedCompany("ip-locked"))).creds }),
  },
  "malformed-json": {
    id: (op) => `transport.invalid-json.${op}`,
    tags: ["transport"],
    // With the caller's credentials and a body a target that does not conform might read.
    requires: (meta) => [...sandboxIf(meta), ...writeUnlessSafe(meta)],
    mutate: async (_ctx, _meta, base) => ({ ...base, body: undefined, rawBody: '{"amount": 10, "reference": ', contentType: "application/json" }),
  },
  "not-json": {
    id: (op) => `transport.unsupported-media-type.${op}`,
    tags: ["transport"],
    // With the caller's credentials and a body a target that does not conform might read.
    requires: (meta) => [...sandboxIf(meta), ...writeUnlessSafe(meta)],
    mutate: async (_ctx, _meta, base) => ({ ...base, body: undefined, rawBody: "amount=10&reference=abc", contentType: "text/plain" }),
  },
  "body-too-large": {
    id: (op) => `transport.too-large.${op}`,
    tags: ["transport"],
    // With the caller's credentials and a body a target that does not conform might read.
    requires: (meta) => [...sandboxIf(meta), ...writeUnlessSafe(meta)],
    mutate: async (_ctx, _meta, base) => ({
      ...base,
      body: undefined,
      rawBody: JSON.stringify({ padding: "x".repeat(TOO_LARGE) }),
      curlBody: `--data-binary "$(node -e 'process.stdout.write(JSON.stringify({padding:"x".repeat(${TOO_LARGE})}))')"`,
    }),
  },
  "wallets-not-enabled": {
    id: (op) => `wallet-header.wallets-not-enabled.${op}`,
    tags: ["wallet-header", "wallets"],
    requires: () => ["sandbox", "write"],
    mutate: async (ctx, meta, base) => ({ ...base, as: (await setup(ctx, () => ctx.rt.world.sharedCompany("no-wallets"))).creds, wallet: meta.walletScoped ? unknownUlid() : undefined }),
  },
  "unknown-wallet": {
    id: (op) => `wallet-header.unknown-wallet.${op}`,
    tags: ["wallet-header", "wallets"],
    // A creation with a real body is refused by a correct server, but would act on a broken one: not in --read-only.
    requires: (meta) => [...sandboxIf(meta), ...writeUnlessSafe(meta)],
    mutate: async (_ctx, _meta, base) => ({ ...base, wallet: unknownUlid() }),
  },
  "archived-wallet": {
    id: (op) => `wallet-header.archived-wallet.${op}`,
    tags: ["wallet-header", "wallets"],
    requires: (meta) => [...sandboxIf(meta), "write"],
    mutate: async (ctx, _meta, base) => {
      const company = await acting(ctx);
      ctx.rt.skipWithoutKycWallet(ctx, company, "the archived wallet this check needs is not made");
      return { ...base, as: company.creds, wallet: await setup(ctx, () => walletFixture(ctx.rt, company, "archived")) };
    },
  },
  "wallet-verification-pending": {
    id: (op) => `wallet-header.kyc-not-approved.${op}`,
    tags: ["wallet-header", "wallets", "kyc"],
    requires: () => ["sandbox", "write"],
    mutate: async (ctx, _meta, base) => {
      const kyc = await setup(ctx, () => ctx.rt.world.sharedCompany("kyc"));
      return { ...base, as: kyc.creds, wallet: await setup(ctx, () => walletFixture(ctx.rt, kyc, "kyc-pending")) };
    },
  },
  "wallet-verification-rejected": {
    id: (op) => `wallet-header.kyc-rejected-terminal.${op}`,
    tags: ["wallet-header", "wallets", "kyc"],
    requires: () => ["sandbox", "write"],
    mutate: async (ctx, _meta, base) => {
      const kyc = await setup(ctx, () => ctx.rt.world.sharedCompany("kyc"));
      return { ...base, as: kyc.creds, wallet: await setup(ctx, () => walletFixture(ctx.rt, kyc, "kyc-rejected-terminal")) };
    },
  },
};

/**
 * The success example's request, made live: unique references, example ids kept (they exist
 * nowhere). In --read-only the body is `{}` and every path id is made up, so that a request
 * without a usable credential cannot act on anything (credentialLessRequires).
 */
function baseRequest(ctx: CheckContext, meta: OperationMeta, as: Company): RequestSpec {
  const readOnly = ctx.rt.options.readOnly;
  const request = meta.success?.request;
  const path = fillPath(meta.path, readOnly ? {} : request?.path, unknownUlid);
  let body: unknown;
  if (meta.hasBody) body = readOnly ? {} : liven(request?.body ?? {}, ctx.ref, {});
  return { operationId: meta.operationId, method: meta.method, path, query: (request?.query ?? {}) as Obj, as: as.creds, body };
}

function offlineCheck(rt: Runtime, example: Case): CheckDef {
  const [op, name] = example.id.split(":");
  return {
    id: `offline.${op}.${name}`,
    title: `${example.title} (cannot be provoked from outside: example answer checked against the schema only)`,
    tags: ["offline", "schema", op, rt.tagSlug(op)],
    requires: [],
    example: example.id,
    run: async (ctx) => {
      const problems = rt.schemas.validateResponse(op, example.response.status, example.response.body);
      for (const p of problems) ctx.fail("schema", `example answer ${p.at || "(root)"}: ${p.message}`);
      for (const p of envelopeProblems(
        example.response.status,
        Object.fromEntries(Object.entries(example.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)])),
        example.response.body,
        true,
        rt.schemas.statusOfCode,
      )) {
        ctx.fail("envelope", `example answer: ${p}`);
      }
      if (example.response.status === 429 && !("Retry-After" in example.response.headers)) ctx.fail("header", "the RATE_LIMITED example must show Retry-After");
      ctx.note("schema only: this answer cannot be provoked from outside");
    },
  };
}

export function sharedChecks(rt: Runtime): CheckDef[] {
  const checks: CheckDef[] = [];
  for (const example of rt.cases) {
    if (example.request) continue;
    const [op, name] = example.id.split(":");
    if (name === "rate-limited" || name === "internal-error") {
      checks.push(offlineCheck(rt, example));
      continue;
    }
    const variant = VARIANTS[name];
    const meta = rt.ops.get(op)!;
    if (!variant) {
      checks.push({
        id: `shared.${op}.${name}`,
        title: example.title,
        tags: ["shared", op],
        requires: [],
        example: example.id,
        run: async (ctx) => ctx.skip(`no way to provoke "${name}" is known to the runner`),
      });
      continue;
    }
    checks.push({
      id: variant.id(op),
      title: `${op}: ${example.title}`,
      tags: [...variant.tags, op, rt.tagSlug(op)],
      requires: variant.requires(meta, rt),
      example: example.id,
      run: async (ctx) => {
        const base = baseRequest(ctx, meta, await acting(ctx));
        const spec = await variant.mutate(ctx, meta, base);
        const exchange = await ctx.send(spec, { noInvariants: true });
        if (exchange.error) ctx.abort("transport", exchange.error, { exchange });
        const code = (exchange.response?.json as { error?: { code?: string } } | undefined)?.error?.code;
        if (variant.tags.includes("wallet-header") && name !== "wallets-not-enabled" && code === "WALLETS_NOT_ENABLED" && spec.as === ctx.rt.world.given.creds) {
          ctx.skip("wallets are not enabled for the given company, so X-Api-Wallet cannot be checked with it");
        }
        compareWithExample(ctx, example, { query: {}, path: {} }, { query: {}, path: {} }, exchange, {}, []);
      },
    });
  }
  return checks;
}
