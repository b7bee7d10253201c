/**
 * Rules shared by the payment creations (deposits, withdrawals, conversions, USDT deposits):
 * amounts in minor units, metadata limits, the acting account, idempotency by reference.
 */
import { CURRENCY_DECIMALS, formatMinor, toMinor, type Currency } from "../domain/money.ts";
import { isValidAddress, networkOf, type Network } from "../domain/usdt.ts";
import { AppError, duplicateReference, type FieldProblem } from "../errors.ts";
import type { RequestContext } from "../http/operations.ts";
import type { Repositories, Scope } from "../store/repositories.ts";
import { iso, requestHash, type Deps } from "./context.ts";

/** Reads an amount the client sent; a problem when it has more decimals than the currency allows or is not positive. */
export function amountMinor(value: number, currency: Currency, field: string, problems: FieldProblem[]): number {
  const minor = toMinor(value, currency);
  if (minor === undefined) {
    problems.push({ field, error: `O valor deve ter no máximo ${CURRENCY_DECIMALS[currency]} casas decimais.` });
    return 0;
  }
  if (minor <= 0) problems.push({ field, error: "O valor deve ser maior que zero." });
  return minor;
}

/** The problem of a text that is no Pix key (parsePixKey). */
export const INVALID_PIX_KEY = "Chave Pix inválida: use CPF, CNPJ, e-mail, telefone +55 ou chave aleatória.";

/** The network a request names (`TRX`, `ETH`), with a problem on `address` unless the address is valid there. */
export function checkedAddress(networkInput: string, address: string, problems: FieldProblem[]): Network {
  const network = networkOf(networkInput);
  if (!isValidAddress(network, address)) problems.push({ field: "address", error: `Endereço inválido para a rede ${networkInput}.` });
  return network;
}

const METADATA_MAX_BYTES = 4096;

/**
 * Whether `value` written as JSON takes at most `limit` bytes (UTF-8), found without recursion and
 * stopping as soon as it does not fit. JSON.stringify of the whole value would do, but a body under
 * the 1 MiB limit can nest arrays 5,000 levels deep, and JSON.stringify then runs out of stack
 * (a 500 for the client's own input). What fits in 4 KB nests at most about 2,000 levels, which
 * the later JSON.stringify calls (the idempotency hash, the store, the answer) handle.
 */
export function jsonFits(value: unknown, limit: number): boolean {
  let bytes = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    if (Array.isArray(v)) {
      bytes += 2 + Math.max(0, v.length - 1); // brackets and commas
      for (const item of v) pending.push(item);
    } else if (v !== null && typeof v === "object") {
      const entries = Object.entries(v);
      bytes += 2 + Math.max(0, entries.length - 1); // braces and commas
      for (const [key, item] of entries) {
        bytes += Buffer.byteLength(JSON.stringify(key)) + 1; // the quoted key and its colon
        pending.push(item);
      }
    } else {
      bytes += Buffer.byteLength(JSON.stringify(v) ?? "null");
    }
    if (bytes > limit) return false;
  }
  return true;
}

export function checkMetadata(metadata: Record<string, unknown> | undefined, problems: FieldProblem[], field = "metadata"): Record<string, unknown> {
  if (metadata === undefined) return {};
  // At most 50 keys is the schema's (`maxProperties`, checked by the validator); its size as JSON
  // is no JSON Schema keyword, so it is checked here.
  if (!jsonFits(metadata, METADATA_MAX_BYTES)) problems.push({ field, error: "Deve ter no máximo 4 KB como JSON." });
  return metadata;
}

/** The account a request acts on: the X-Api-Wallet wallet, or the company's main account. */
export function scopeOf(ctx: RequestContext): Scope {
  return { companyId: ctx.company.id, walletId: ctx.wallet?.id ?? null };
}

export function accountOf(scope: Scope): string {
  return scope.walletId ?? scope.companyId;
}

/**
 * Hash of what makes two requests "the same parameters": the values the resource is made from,
 * after normalisation and defaults, and the wallet it acts in. Not the raw body: a field left out
 * and the same field sent with its default, a phone written two ways, or a field the API ignores
 * are the same request.
 */
export function idempotencyHash(parameters: Record<string, unknown>, scope: Scope): string {
  return requestHash({ parameters, walletId: scope.walletId });
}

/**
 * The hash a creation stored before 2026-11-21 (commit a3e5cee) carries: the body as received and
 * the wallet, where the parameters are hashed now. Without it, a database upgraded from then
 * answered the retry of such a creation DUPLICATE_REFERENCE. A match is safe (the same body is
 * the same request), and is looked for only when no newer hash matched (replayOrConflict's `older`).
 */
export function receivedBodyHash(body: unknown, scope: Scope): string {
  return requestHash({ body, walletId: scope.walletId });
}

/**
 * Idempotency by reference: the earlier resource when the parameters are the same, undefined when
 * the reference is new, DUPLICATE_REFERENCE when it was used with other parameters. `hash` is the
 * one a new record stores; `older` gives the hashes records stored by earlier readings of the same
 * request carry (split lines in the order sent, an address as sent, receivedBodyHash), computed
 * only when a record has the reference and `hash` is not its.
 */
export function replayOrConflict<T extends { requestHash: string }>(existing: T | undefined, hash: string, what: string, older?: () => readonly string[]): T | undefined {
  if (!existing) return undefined;
  const same = existing.requestHash === hash || (older?.().includes(existing.requestHash) ?? false);
  if (!same) throw duplicateReference(`Já existe ${what} com esta referência e parâmetros diferentes.`);
  return existing;
}

export const REPLAYED_HEADERS = { "Idempotent-Replayed": "true" };

/**
 * An amount as Brazilians write it, for messages and a ledger row's description: formatMinor's
 * digits with "." between thousands and "," before the decimals, BRL after "R$ " and USDT before
 * " USDT" (123450 BRL -> "R$ 1.234,50"; 1234500000 USDT -> "1.234,500000 USDT").
 */
export function formatAmount(minor: number, currency: Currency): string {
  const [units, decimals] = formatMinor(Math.abs(minor), currency).split(".");
  const number = `${units!.replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${decimals}`;
  return `${minor < 0 ? "-" : ""}${currency === "brl" ? `R$ ${number}` : `${number} USDT`}`;
}

/** `expiresIn` when a deposit or conversion request leaves it out: the contract's default (spec models). */
export const DEFAULT_EXPIRES_IN_SECONDS = 3600;

/** A pending charge past its expiry: it is expired before anyone sees or acts on it. */
export function pastExpiry(deps: Deps, record: { status: string; expiresAt: string }): boolean {
  return record.status === "pending" && record.expiresAt <= iso(deps.now());
}

/**
 * The change that expires a record at `at`. Its `expiresAt` stays its own when that time has come,
 * and becomes `at` when it is expired early (the sandbox's "expires now"), so an expired charge
 * never shows an expiry still in the future.
 */
export function expiredPatch(record: { expiresAt: string }, at: string): { status: "expired"; expiresAt: string; updatedAt: string } {
  return { status: "expired", expiresAt: record.expiresAt <= at ? record.expiresAt : at, updatedAt: at };
}

type Expiring = { status: string; expiresAt: string };

/** A record as it is now, in the caller's write: expired first when it is pending past its expiry. */
export function presentNow<R extends Expiring, V>(
  deps: Deps,
  repos: Repositories,
  record: R,
  present: (repos: Repositories, record: R) => Promise<V>,
  expire: (repos: Repositories, record: R) => Promise<V>,
): Promise<V> {
  return pastExpiry(deps, record) ? expire(repos, record) : present(repos, record);
}

/**
 * Reads one record (by id, or a creation's replay by reference) for an answer. Only a pending
 * record past its expiry needs a write (it is expired before anyone sees it): that case alone
 * opens a transaction, reading the record again inside it so a payment that raced in wins; every
 * other read takes no write lock. Without `missing`, no record is undefined.
 */
export async function readExpiring<R extends Expiring, V>(deps: Deps, load: (repos: Repositories) => Promise<R | undefined>, missing: () => AppError, present: (repos: Repositories, record: R) => Promise<V>, expire: (repos: Repositories, record: R) => Promise<V>): Promise<V>;
export async function readExpiring<R extends Expiring, V>(deps: Deps, load: (repos: Repositories) => Promise<R | undefined>, missing: undefined, present: (repos: Repositories, record: R) => Promise<V>, expire: (repos: Repositories, record: R) => Promise<V>): Promise<V | undefined>;
export async function readExpiring<R extends Expiring, V>(
  deps: Deps,
  load: (repos: Repositories) => Promise<R | undefined>,
  missing: (() => AppError) | undefined,
  present: (repos: Repositories, record: R) => Promise<V>,
  expire: (repos: Repositories, record: R) => Promise<V>,
): Promise<V | undefined> {
  const loaded = async (repos: Repositories): Promise<R | undefined> => {
    const record = await load(repos);
    if (!record && missing) throw missing();
    return record;
  };
  const answered = await deps.store.read(async (repos) => {
    const record = await loaded(repos);
    if (!record) return { view: undefined };
    return pastExpiry(deps, record) ? undefined : { view: await present(repos, record) };
  });
  if (answered) return answered.view;
  return deps.store.transaction(async (repos) => {
    const record = await loaded(repos);
    return record && presentNow(deps, repos, record, present, expire);
  });
}
