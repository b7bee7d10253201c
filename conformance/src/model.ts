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
  | "webhooks"
  /** Waiting for the target's own clock (a charge expiring), a minute or more: only with --slow. */
  | "slow";

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
  /** The answer shown is the second attempt: the first attempt's connection was reset with this code (http.ts). */
  resent?: string;
  /** The request got no answer at all (refused, reset, timed out): a transport error, not a wrong answer. */
  transport?: boolean;
}

/** The operation (and "(preparation)") an invariant's or a step's message starts with. */
const OPERATION_PREFIX = /^[A-Za-z][\w]*(?: \(preparation\))?: /;

/**
 * A check's failures as reported. Grouped by the answer they were found in, groups in the order
 * found; within an answer, a wrong HTTP status first (the problems found in its body follow from
 * it). Each problem once: an example's echo rule (`data.reference must echo the request's
 * body.reference`) and the invariants (`data.reference must echo the request's reference`) may
 * both find the same field with the same values in the same answer; both messages start with
 * the field's path.
 */
export function reportedFailures(failures: readonly Failure[]): Failure[] {
  const seen = new Set<string>();
  const groups = new Map<string, Failure[]>();
  for (const f of failures) {
    const answer = `${f.curl ?? ""}\u0000${f.response ?? ""}`;
    // The field's path, after the operation an invariant's message starts with (`createDeposit: data.reference ...`).
    const key = `${answer}\u0000${f.message.replace(OPERATION_PREFIX, "").split(" ")[0]}\u0000${JSON.stringify(f.expected)}\u0000${JSON.stringify(f.actual)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const group = groups.get(answer);
    if (group) group.push(f);
    else groups.set(answer, [f]);
  }
  const statusFirst = (f: Failure) => (f.aspect === "status" || f.aspect === "5xx" ? 0 : 1);
  return [...groups.values()].flatMap((group) => group.map((f, i) => ({ f, i })).sort((a, b) => statusFirst(a.f) - statusFirst(b.f) || a.i - b.i).map(({ f }) => f));
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
  /**
   * Set while the steps that prepare the check's subject run (an example's `before` steps): their
   * failures say "(preparation)" after the operation, and the check says when its own request was
   * then never sent (see notSentAfterPreparation).
   */
  preparing = false;

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
      // Named like a step's [status] and [fact] lines: the operation first, so the line alone says which answer broke it.
      const op = `${spec.operationId ?? `${spec.method} ${spec.path}`}${this.preparing ? " (preparation)" : ""}`;
      for (const problem of this.rt.invariants(spec, exchange)) this.fail("invariant", `${op}: ${problem.message}`, { expected: problem.expected, actual: problem.actual, exchange });
    }
    return exchange;
  }

  /**
   * After a preparation step failed and stopped the check: its failures say that the check's own
   * request (`subject`, e.g. `createDeposit (POST /v1/deposits)`) was not sent, so its subject was
   * not tested, only what it needed.
   */
  notSentAfterPreparation(subject: string): void {
    for (const f of this.failures) f.message += ` [a preparation step: the check's own request, ${subject}, was not sent]`;
  }

  /** `transport`: the failure is a request that got no answer, though no exchange of this check shows it (a shared company's or fixture's setup). */
  fail(aspect: string, message: string, details: { expected?: unknown; actual?: unknown; exchange?: Exchange; transport?: boolean } = {}): void {
    const exchange = details.exchange;
    this.failures.push({
      aspect,
      message,
      ...("expected" in details ? { expected: details.expected } : {}),
      ...("actual" in details ? { actual: details.actual } : {}),
      ...(exchange ? { curl: this.rt.http.curl(exchange), response: describeResponse(exchange) } : {}),
      ...(exchange?.retriedAfter ? { resent: exchange.retriedAfter } : {}),
      ...(exchange?.error || details.transport ? { transport: true } : {}),
    });
  }

  /** Records a failure and stops the check. */
  abort(aspect: string, message: string, details: { expected?: unknown; actual?: unknown; exchange?: Exchange; transport?: boolean } = {}): never {
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
