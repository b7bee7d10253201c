/**
 * Pix deposits: creation (fees, customer, split validation, BR Code and QR image, idempotency),
 * reads scoped to the acting account, and the lifecycle pending -> paid | expired, paid -> refunded.
 * Payment books the gross amount, the fee and the split parts in the ledger in one transaction.
 */
import { randomBytes } from "node:crypto";
import { buildDynamicBrCode } from "../domain/brcode.ts";
import { addDecimals, allocateByFractions, compareDecimals, computeFee, decimalFromNumber, decimalText, feeScheduleFrom, formatMinor, type Decimal } from "../domain/money.ts";
import { AppError, invalidState, notFound, validationError, type FieldProblem } from "../errors.ts";
import type { RequestContext } from "../http/operations.ts";
import type { LedgerPosting, Repositories, ScopedListFilter } from "../store/repositories.ts";
import type { CompanyRecord, DepositRecord, SplitAllocationRecord } from "../store/records.ts";
import { book } from "./booking.ts";
import { emitEvent, iso, type Deps } from "./context.ts";
import { customerSnapshot, normalizeCustomer, type CustomerInput } from "./customers.ts";
import { accountOf, DEFAULT_EXPIRES_IN_SECONDS, amountMinor, checkMetadata, expiredPatch, formatAmount, idempotencyHash, pastExpiry, presentNow, readExpiring, receivedBodyHash, replayOrConflict, scopeOf } from "./payment-common.ts";
import { presentDeposit, WalletRefs, type Schemas } from "./present.ts";
import { recheckWallet, refuseUnlessReplay, requireWalletsEnabled } from "./wallets.ts";
import { checkCreatedRange } from "./list-filters.ts";

export interface CreateDepositInput {
  amount: number;
  customer: CustomerInput;
  reference: string;
  metadata?: Record<string, unknown>;
  splits?: { id: string; percent: number }[];
  expiresIn?: number;
}

/** Where the Pix location URL of a charge points (field 26-25 of the BR Code, no scheme). */
const PIX_LOCATION_HOST = "qr.pix.example.com/v2/";
/** ISPB used for the payer side of sandbox payments. */
const SANDBOX_PAYER_ISPB = "12345678";

/** Builds a dynamic BR Code for a charge and its PNG QR image. */
export async function pixCharge(deps: Deps, id: string, amountMinor: number, company: CompanyRecord): Promise<{ payload: string; image: string }> {
  const payload = buildDynamicBrCode({
    location: `${PIX_LOCATION_HOST}${id}`,
    amount: formatMinor(amountMinor, "brl"),
    merchantName: company.legalName,
    merchantCity: company.address.city,
    txid: id.slice(1),
  });
  return { payload, image: await deps.qr.render(payload) };
}

/** A 32-character Pix end-to-end id: E + ISPB + yyyyMMddHHmm + 11 alphanumerics. */
export function endToEndId(ispb: string, at: Date): string {
  const stamp = at.toISOString().replace(/[-:T]/g, "").slice(0, 12);
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const random = [...randomBytes(11)].map((b) => alphabet[b % alphabet.length]).join("");
  return `E${ispb}${stamp}${random}`;
}

interface SplitPlan {
  lines: { id: string; percent: Decimal; field: string }[];
}

/** True when some split line takes a share of the net amount (lines of 0% take nothing). */
function takesAShare(plan: SplitPlan): boolean {
  return plan.lines.some((l) => l.percent.units > 0n);
}

/** Groups duplicate ids (summing their percents) and checks the sum; problems go to `splits`. */
export function planSplits(splits: CreateDepositInput["splits"], problems: FieldProblem[]): SplitPlan {
  const byId = new Map<string, { percents: Decimal[]; index: number }>();
  for (const [index, line] of (splits ?? []).entries()) {
    const entry = byId.get(line.id) ?? { percents: [], index };
    entry.percents.push(decimalFromNumber(line.percent));
    byId.set(line.id, entry);
  }
  const lines = [...byId].map(([id, e]) => ({ id, percent: addDecimals(e.percents), field: `splits[${e.index}].id` }));
  const total = addDecimals(lines.map((l) => l.percent));
  if (compareDecimals(total, { units: 1n, scale: 0 }) > 0) problems.push({ field: "splits", error: "A soma dos percentuais do split não pode exceder 100%." });
  for (const l of lines) {
    if (compareDecimals(l.percent, { units: 1n, scale: 0 }) > 0) problems.push({ field: l.field.replace(".id", ".percent"), error: "O percentual somado deste destino excede 1." });
  }
  return { lines };
}

/** Resolves each split destination against the account rules of reference 4.6 and 4.7. */
async function resolveSplits(repos: Repositories, ctx: RequestContext, plan: SplitPlan, netMinor: number): Promise<SplitAllocationRecord[]> {
  const problems: FieldProblem[] = [];
  const resolved: Omit<SplitAllocationRecord, "amountMinor">[] = [];
  for (const line of plan.lines) {
    if (line.id === ctx.company.id) {
      if (!ctx.wallet) throw new AppError("SPLIT_SELF_REFERENCE", "A empresa emissora da cobrança não pode ser destino do split.", [{ field: line.field, error: "O destino é a própria empresa emissora." }]);
      resolved.push({ id: line.id, destination: "general_balance", percent: decimalText(line.percent), accountId: ctx.company.id, accountCompanyId: ctx.company.id });
      continue;
    }
    if (ctx.wallet && line.id === ctx.wallet.id) {
      throw new AppError("SPLIT_SELF_REFERENCE", "A carteira emissora da cobrança não pode ser destino do split.", [{ field: line.field, error: "O destino é a própria carteira emissora." }]);
    }
    const wallet = await repos.wallets.get(ctx.company.id, line.id);
    if (wallet) {
      // A split to a wallet uses the wallet feature (DESIGN: "wallet rules of reference part 4.7 apply").
      requireWalletsEnabled(ctx.company, [{ field: line.field, error: "A carteira de destino não pode receber valores enquanto o recurso de carteiras estiver desabilitado." }]);
      // Reference part 7: any operation on a terminally rejected wallet is refused; a split would
      // credit money that the wallet could never move again.
      if (wallet.verificationStatus === "rejected_terminal") {
        throw new AppError("WALLET_KYC_REJECTED_TERMINAL", "A verificação da carteira de destino foi rejeitada definitivamente.", [{ field: line.field, error: "A carteira de destino não pode receber valores." }]);
      }
      if (wallet.status !== "enabled") problems.push({ field: line.field, error: "A carteira de destino está arquivada." });
      resolved.push({ id: line.id, destination: "wallet", percent: decimalText(line.percent), accountId: wallet.id, accountCompanyId: ctx.company.id });
      continue;
    }
    const company = await repos.companies.get(line.id);
    if (company && company.active) {
      resolved.push({ id: line.id, destination: "company", percent: decimalText(line.percent), accountId: company.id, accountCompanyId: company.id });
      continue;
    }
    problems.push({ field: line.field, error: "Destino do split não encontrado: use o id de uma empresa ou de uma carteira desta conta." });
  }
  if (problems.length > 0) throw validationError(problems);
  if (takesAShare(plan) && netMinor <= 0) {
    throw new AppError("SPLIT_EXCEEDS_DEPOSIT", "A soma dos splits excede o valor líquido do depósito.", [{ field: "splits", error: `O valor líquido após a tarifa é ${formatAmount(Math.max(0, netMinor), "brl")}.` }]);
  }
  const { parts } = allocateByFractions(Math.max(0, netMinor), plan.lines.map((l) => l.percent));
  return resolved.map((r, i) => ({ ...r, amountMinor: parts[i] }));
}

/**
 * The split lines as they are paid. Reference 4.6 rule 6: each destination receives its computed
 * amount, and so does a wallet archived since the deposit was created (PATCH `status: enabled`
 * reopens it). But a destination that can never move money again gets nothing: a wallet whose
 * verification was rejected terminally (every operation on it is refused, reference part 7) or a
 * deactivated company. Such a line is not booked: its amount becomes 0 and its share stays with
 * the issuer, as the remainder of the rounding does. The same array when nothing changed.
 */
async function splitsStillReceivable(repos: Repositories, deposit: DepositRecord): Promise<SplitAllocationRecord[] | null> {
  if (!deposit.splits) return deposit.splits;
  let changed = false;
  const lines: SplitAllocationRecord[] = [];
  for (const line of deposit.splits) {
    let receives = true;
    if (line.amountMinor > 0 && line.destination === "wallet") {
      const wallet = await repos.wallets.get(deposit.companyId, line.accountId);
      receives = wallet !== undefined && wallet.verificationStatus !== "rejected_terminal";
    } else if (line.amountMinor > 0 && line.destination === "company") {
      receives = (await repos.companies.get(line.accountId))?.active === true;
    }
    changed ||= !receives;
    lines.push(receives ? line : { ...line, amountMinor: 0 });
  }
  return changed ? lines : deposit.splits;
}

export function depositUseCases(deps: Deps) {
  const present = async (repos: Repositories, d: DepositRecord) => presentDeposit(d, await new WalletRefs(repos, d.companyId).get(d.walletId));

  /** pending -> paid: books gross, fee and split parts, emits DEPOSIT_PAID. */
  async function markPaid(repos: Repositories, deposit: DepositRecord): Promise<DepositRecord> {
    const now = deps.now();
    const at = iso(now);
    const account = accountOf(deposit);
    const source = { sourceType: "deposit" as const, sourceId: deposit.id };
    const postings: LedgerPosting[] = [
      { companyId: deposit.companyId, accountId: account, walletId: deposit.walletId, currency: "brl", bucket: "available", amountMinor: deposit.amountMinor, type: "deposit", ...source, reference: deposit.reference, description: `Depósito Pix ${deposit.reference}` },
    ];
    if (deposit.feeMinor > 0) {
      postings.push({ companyId: deposit.companyId, accountId: account, walletId: deposit.walletId, currency: "brl", bucket: "available", amountMinor: -deposit.feeMinor, type: "deposit_fee", ...source, reference: deposit.reference, description: `Tarifa do depósito ${deposit.reference}` });
    }
    const splits = await splitsStillReceivable(repos, deposit);
    for (const split of splits ?? []) {
      if (split.amountMinor === 0) continue;
      postings.push({ companyId: deposit.companyId, accountId: account, walletId: deposit.walletId, currency: "brl", bucket: "available", amountMinor: -split.amountMinor, type: "split_sent", ...source, reference: deposit.reference, description: `Split do depósito ${deposit.reference}` });
      postings.push({
        companyId: split.accountCompanyId,
        accountId: split.accountId,
        walletId: split.destination === "wallet" ? split.accountId : null,
        currency: "brl",
        bucket: "available",
        amountMinor: split.amountMinor,
        type: "split_received",
        ...source,
        reference: split.accountCompanyId === deposit.companyId ? deposit.reference : null,
        description: "Split recebido de depósito Pix",
      });
    }
    await book(deps, repos, postings, at);
    const patch = { status: "paid" as const, paidAt: at, endToEndId: endToEndId(SANDBOX_PAYER_ISPB, now), updatedAt: at, ...(splits !== deposit.splits ? { splits } : {}) };
    await repos.deposits.update(deposit.id, patch);
    const paid = { ...deposit, ...patch };
    await emitEvent(deps, repos, deposit.companyId, "DEPOSIT_PAID", await present(repos, paid));
    return paid;
  }

  async function markExpired(repos: Repositories, deposit: DepositRecord): Promise<DepositRecord> {
    const patch = expiredPatch(deposit, iso(deps.now()));
    await repos.deposits.update(deposit.id, patch);
    const expired = { ...deposit, ...patch };
    await emitEvent(deps, repos, deposit.companyId, "DEPOSIT_EXPIRED", await present(repos, expired));
    return expired;
  }

  /** Expires a deposit and answers it. */
  const expireView = async (repos: Repositories, d: DepositRecord) => present(repos, await markExpired(repos, d));

  /** A pending deposit past its expiry is expired before anything else looks at it. */
  async function settleExpiry(repos: Repositories, deposit: DepositRecord): Promise<DepositRecord> {
    if (pastExpiry(deps, deposit)) return markExpired(repos, deposit);
    return deposit;
  }

  return {
    async create(ctx: RequestContext, body: CreateDepositInput): Promise<{ deposit: Schemas["Deposit"]; replayed: boolean }> {
      const scope = scopeOf(ctx);
      await refuseUnlessReplay(deps.store, ctx, "deposits", (r) => r.deposits.findByReference(scope, body.reference));
      const problems: FieldProblem[] = [];
      const amount = amountMinor(body.amount, "brl", "amount", problems);
      const customer = normalizeCustomer(body.customer, "customer", problems);
      const metadata = checkMetadata(body.metadata, problems);
      const plan = planSplits(body.splits, problems);
      if (problems.length > 0) throw validationError(problems);
      const expiresIn = body.expiresIn ?? DEFAULT_EXPIRES_IN_SECONDS;
      // Split lines are hashed as a set of destinations (merged per id, sorted): a retry listing
      // them in another order asks for the same split. Deposits stored before that were hashed
      // with the lines in the order sent; a retry of one sent the same way still matches.
      const lines = plan.lines.map((l) => [l.id, decimalText(l.percent)]);
      const parametersWith = (splits: string[][]) => idempotencyHash({ amount, customer, metadata, splits, expiresIn, reference: body.reference }, scope);
      const hash = parametersWith([...lines].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
      const older = () => [parametersWith(lines), receivedBodyHash(body, scope)];
      // Checked before drawing the QR image (outside the lock) so a replay draws none, and again inside the write.
      // A replay is read as a deposit by id is: expired first when past its expiry.
      const earlier = await readExpiring(deps, async (r) => replayOrConflict(await r.deposits.findByReference(scope, body.reference), hash, "um depósito", older), undefined, present, expireView);
      if (earlier) return { deposit: earlier, replayed: true };
      // Charged only for a new deposit: a replay answers the deposit as it was created, even when
      // today's fees would refuse its amount (a money-model audit).
      const fee = computeFee(amount, feeScheduleFrom(ctx.company.fees.deposit, "brl"));
      const net = amount - fee;
      // Splits that take a share of nothing leave the fee check to the amount: SPLIT_EXCEEDS_DEPOSIT
      // (in resolveSplits) is for splits that would share a net amount there is not.
      if (net <= 0 && !takesAShare(plan)) {
        throw validationError([{ field: "amount", error: `O valor deve ser maior que a tarifa de ${formatAmount(fee, "brl")}.` }]);
      }

      const id = deps.newId();
      const charge = await pixCharge(deps, id, amount, ctx.company);
      return deps.store.transaction(async (repos) => {
        const raced = replayOrConflict(await repos.deposits.findByReference(scope, body.reference), hash, "um depósito", older);
        if (raced) return { deposit: await presentNow(deps, repos, raced, present, expireView), replayed: true };
        await recheckWallet(repos, ctx, "deposits");
        const splits = plan.lines.length > 0 ? await resolveSplits(repos, ctx, plan, net) : null;
        const now = deps.now();
        const at = iso(now);
        const record: DepositRecord = {
          id,
          companyId: ctx.company.id,
          walletId: scope.walletId,
          reference: body.reference,
          requestHash: hash,
          amountMinor: amount,
          feeMinor: fee,
          netMinor: net,
          status: "pending",
          customer: await customerSnapshot(repos, ctx.company.id, customer, at, deps.newId),
          metadata,
          splits,
          qrPayload: charge.payload,
          qrImage: charge.image,
          endToEndId: null,
          expiresAt: iso(new Date(now.getTime() + expiresIn * 1000)),
          paidAt: null,
          createdAt: at,
          updatedAt: at,
        };
        await repos.deposits.insert(record);
        return { deposit: await present(repos, record), replayed: false };
      });
    },

    async get(ctx: RequestContext, id: string): Promise<Schemas["Deposit"]> {
      return readExpiring(
        deps,
        (repos) => repos.deposits.get(scopeOf(ctx), id),
        () => notFound("Depósito não encontrado."),
        present,
        expireView,
      );
    },

    async list(ctx: RequestContext, filter: Omit<ScopedListFilter, "companyId" | "walletId">): Promise<Schemas["DepositPage"]> {
      checkCreatedRange(filter);
      return deps.store.read(async (repos) => {
        const page = await repos.deposits.list({ ...filter, ...scopeOf(ctx) });
        const refs = new WalletRefs(repos, ctx.company.id);
        return { items: await Promise.all(page.items.map(async (d) => presentDeposit(d, await refs.get(d.walletId)))), total: page.total, page: filter.page, limit: filter.limit };
      });
    },

    /** Sandbox: the payer pays. */
    async pay(companyId: string, id: string): Promise<Schemas["Deposit"]> {
      return deps.store.transaction(async (repos) => {
        const found = await repos.deposits.getInCompany(companyId, id);
        if (!found) throw notFound("Depósito não encontrado.");
        const current = await settleExpiry(repos, found);
        if (current.status !== "pending") throw invalidState("O depósito não está pendente.", `Status do depósito: ${current.status}.`);
        return present(repos, await markPaid(repos, current));
      });
    },

    /** Sandbox: the charge expires now. */
    async expire(companyId: string, id: string): Promise<Schemas["Deposit"]> {
      return deps.store.transaction(async (repos) => {
        const found = await repos.deposits.getInCompany(companyId, id);
        if (!found) throw notFound("Depósito não encontrado.");
        if (found.status !== "pending") throw invalidState("O depósito não está pendente.", `Status do depósito: ${found.status}.`);
        return present(repos, await markExpired(repos, found));
      });
    },

    /** Expires pending deposits whose time is up (run by the worker). Returns how many. */
    async expireDue(limit = 100): Promise<number> {
      return deps.store.transaction(async (repos) => {
        const due = await repos.deposits.dueForExpiry(iso(deps.now()), limit);
        for (const d of due) await markExpired(repos, d);
        return due.length;
      });
    },

    markRefunded: async (repos: Repositories, deposit: DepositRecord): Promise<void> => {
      const at = iso(deps.now());
      await repos.deposits.update(deposit.id, { status: "refunded", updatedAt: at });
      await emitEvent(deps, repos, deposit.companyId, "DEPOSIT_REFUNDED", await present(repos, { ...deposit, status: "refunded", updatedAt: at }));
    },
  };
}

export type DepositUseCases = ReturnType<typeof depositUseCases>;
