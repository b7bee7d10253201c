/**
 * What a check is, what it reports, and the context it runs in. A check sends requests through
 * its context, which records every exchange (for the curl command of a failure) and applies the
 * invariants that hold for every answer of the contract (invariants.ts).
 */
import { describeResponse, type Exchange, type RequestSpec } from "./http.ts";
import type { Runtime } from "./runtime.ts";

export type CheckStatus = "pass" | "fail" | "skip";

/** What a check needs from the target. */
export type Requirement =
  /** The sandbox surface (PATCH /v1/sandbox/company answers 200). */
  | "sandbox"
  /** Requests that change data (never in --read-only). */
  | "write"
  /** A webhook receiver the target can reach. */
  | "webhooks";

export interface CheckDef {
  id: string;
  title: string;
  tags: string[];
  requires: Requirement[];
  /** The contract example this check replays, when it replays one. */
  example?: string;
  run(ctx: CheckContext): Promise<void>;
}

export interface Failure {
  /** What was compared: status, code, schema, fact, invariant, header, ... */
  aspect: string;
  message: string;
  expected?: unknown;
  actual?: unknown;
  curl?: string;
  response?: string;
}

/**
 * A check's failures as reported: a wrong HTTP status first (the problems found in that answer's
 * body follow from it), and each problem once (an example's echo rule and the invariants may both
 * find the same unechoed field in the same answer). Otherwise in the order found.
 */
export function reportedFailures(failures: readonly Failure[]): Failure[] {
  const seen = new Set<string>();
  const once = failures.filter((f) => {
    const key = `${f.message}\u0000${f.curl ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const first = (f: Failure) => (f.aspect === "status" || f.aspect === "5xx" ? 0 : 1);
  return once.map((f, i) => ({ f, i })).sort((a, b) => first(a.f) - first(b.f) || a.i - b.i).map(({ f }) => f);
}

export interface CheckResult {
  id: string;
  title: string;
  tags: string[];
  example?: string;
  status: CheckStatus;
  ms: number;
  failures: Failure[];
  skipReason?: string;
  notes: string[];
  requests: number;
}

export class SkipSignal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** A failure that makes the rest of the check meaningless (a setup step went wrong). */
export class AbortSignal_ extends Error {}

export interface SendOptions {
  /** Ignore this exchange in the invariant checks (deliberately broken requests). */
  noInvariants?: boolean;
}

export class CheckContext {
  readonly exchanges: Exchange[] = [];
  readonly failures: Failure[] = [];
  readonly notes: string[] = [];
  readonly vars: Record<string, unknown> = {};

  constructor(
    readonly check: CheckDef,
    readonly rt: Runtime,
    /** Unique prefix for references and external ids made by this check. */
    readonly ref: string,
  ) {}

  async send(spec: RequestSpec, options: SendOptions = {}): Promise<Exchange> {
    const exchange = await this.rt.http.send(spec);
    this.exchanges.push(exchange);
    if (!exchange.error && !options.noInvariants) {
      for (const problem of this.rt.invariants(spec, exchange)) this.fail("invariant", problem.message, { expected: problem.expected, actual: problem.actual, exchange });
    }
    return exchange;
  }

  fail(aspect: string, message: string, details: { expected?: unknown; actual?: unknown; exchange?: Exchange } = {}): void {
    const exchange = details.exchange;
    this.failures.push({
      aspect,
      message,
      ...("expected" in details ? { expected: details.expected } : {}),
      ...("actual" in details ? { actual: details.actual } : {}),
      ...(exchange ? { curl: this.rt.http.curl(exchange), response: describeResponse(exchange) } : {}),
    });
  }

  /** Records a failure and stops the check. */
  abort(aspect: string, message: string, details: { expected?: unknown; actual?: unknown; exchange?: Exchange } = {}): never {
    this.fail(aspect, message, details);
    throw new AbortSignal_(message);
  }

  skip(reason: string): never {
    throw new SkipSignal(reason);
  }

  note(text: string): void {
    this.notes.push(text);
  }
}
