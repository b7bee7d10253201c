/**
 * Booking for the use cases: postings go to the ledger through book(), so that money arriving in
 * an account first goes where the rules send it. An open MED infraction blocks its amount
 * (DESIGN); when it was opened the account may have held less, and the hold took only what was
 * available. Every later BRL credit to that account tops the hold up, oldest infraction first,
 * until it covers the amount, so a refund never finds the money spent; each top-up is reported
 * as INFRACTION_UPDATED, since the client did not ask for it. A credit that would take a
 * balance past what a JSON number holds exactly is refused as a VALIDATION_ERROR on `amount`.
 */
import { validationError } from "../errors.ts";
import { BalanceLimitError, type LedgerPosting, type Repositories, type Scope } from "../store/repositories.ts";
import type { InfractionRecord } from "../store/records.ts";
import { emitEvent, type Deps } from "./context.ts";
import { accountOf, formatAmount } from "./payment-common.ts";
import { viewInfraction } from "./present.ts";

export async function book(deps: Deps, repos: Repositories, postings: LedgerPosting[], at: string): Promise<void> {
  try {
    await repos.ledger.post(postings, at, deps.newId);
  } catch (error) {
    if (error instanceof BalanceLimitError) throw validationError([{ field: "amount", error: "O saldo resultante excederia o máximo que a conta pode registrar." }]);
    throw error;
  }
  const credited = new Map<string, Scope>();
  for (const p of postings) {
    if (p.currency === "brl" && p.bucket === "available" && p.amountMinor > 0) credited.set(p.accountId, { companyId: p.companyId, walletId: p.walletId });
  }
  for (const account of credited.values()) await topUpMedHolds(deps, repos, account, at);
}

/** BRL postings of an infraction's account, moving money between its available and blocked buckets. */
export function infractionPostings(
  i: InfractionRecord,
  entries: { bucket: LedgerPosting["bucket"]; amountMinor: number }[],
  type: LedgerPosting["type"],
  description: string,
  sourceType: LedgerPosting["sourceType"] = "infraction",
  sourceId = i.id,
): LedgerPosting[] {
  const account = accountOf(i);
  return entries
    .filter((e) => e.amountMinor !== 0)
    .map((e) => ({ companyId: i.companyId, accountId: account, walletId: i.walletId, currency: "brl" as const, bucket: e.bucket, amountMinor: e.amountMinor, type, sourceType, sourceId, reference: i.reference, description }));
}

async function topUpMedHolds(deps: Deps, repos: Repositories, account: Scope, at: string): Promise<void> {
  const short = await repos.infractions.shortHolds(account.companyId, account.walletId);
  if (short.length === 0) return;
  let available = (await repos.ledger.balance(accountOf(account), "brl")).availableMinor;
  for (const i of short) {
    if (available <= 0) return;
    const more = Math.min(i.amountMinor - i.blockedMinor, available);
    await repos.ledger.post(
      infractionPostings(i, [{ bucket: "available", amountMinor: -more }, { bucket: "blocked", amountMinor: more }], "infraction_hold", `Complemento do bloqueio cautelar MED de ${formatAmount(more, "brl")} (${i.reference})`),
      at,
      deps.newId,
    );
    const topped = { ...i, blockedMinor: i.blockedMinor + more, updatedAt: at };
    await repos.infractions.update(i.id, { blockedMinor: topped.blockedMinor, updatedAt: at });
    await emitEvent(deps, repos, i.companyId, "INFRACTION_UPDATED", await viewInfraction(repos, topped));
    available -= more;
  }
}
