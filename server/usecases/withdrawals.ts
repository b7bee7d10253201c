/**
 * Withdrawals, Pix and USDT: creation (fees, balance hold, payload record, idempotency), the
 * asynchronous lifecycle pending -> processing -> paid | failed and pending -> canceled, the
 * `strict` check against the Pix directory, and reads scoped to the acting account.
 *
 * Money: creation moves totalAmount from available to blocked (the database refuses a negative
 * balance, which is how "insufficient balance" is detected under any concurrency); paid debits
 * the blocked total; failed and canceled move it back to available.
 */
import { createHash, randomBytes } from "node:crypto";
import { sha256Hex } from "../domain/hash.ts";
import { computeFee, feeScheduleFrom, fromMinor } from "../domain/money.ts";
import { maskKeepLast4, parsePixKey } from "../domain/pix-key.ts";
import { addressIdentity, NETWORK_FEE_MICRO, usdtWithdrawalFee, ZERO_ADDRESS } from "../domain/usdt.ts";
import { invalidState, notFound, validationError, AppError, type FieldProblem } from "../errors.ts";
import type { RequestContext } from "../http/operations.ts";
import { InsufficientFundsError, type LedgerPosting, type Repositories, type ScopedListFilter } from "../store/repositories.ts";
import type { WithdrawalRecord } from "../store/records.ts";
import { book } from "./booking.ts";
import { emitEvent, enqueueJob, iso, later, type Deps } from "./context.ts";
import { customerSnapshot, normalizeCustomer } from "./customers.ts";
import { endToEndId } from "./deposits.ts";
import { accountOf, amountMinor, checkedAddress, checkMetadata, idempotencyHash, INVALID_PIX_KEY, receivedBodyHash, replayOrConflict, scopeOf } from "./payment-common.ts";
import { presentPayload, presentWithdrawal, WalletRefs, type Schemas } from "./present.ts";
import { recheckWallet, refuseUnlessReplay } from "./wallets.ts";
import { checkCreatedRange } from "./list-filters.ts";

export const STRICT_MISMATCH_MESSAGE = "A chave Pix não corresponde ao documento informado.";
/** ISPB of the sandbox institution that pays withdrawals. */
const SANDBOX_ISPB = "99999999";

type CreateBody = Schemas["CreateWithdrawalRequest"];

function isPix(body: CreateBody): body is Schemas["PixWithdrawalRequest"] {
  return "pixKey" in body && typeof (body as { pixKey?: unknown }).pixKey === "string";
}

/** Deterministic sandbox bank data for a key holder (so the same key always lands in the same account). */
function receiverBank(pixKey: string): { id: string; name: string; agency: string; account: string } {
  const h = createHash("sha256").update(pixKey).digest();
  return {
    id: "12345678",
    name: "Banco Recebedor S.A.",
    agency: String(h.readUInt16BE(0) % 10000).padStart(4, "0"),
    account: `${String(h.readUInt32BE(2) % 100000).padStart(5, "0")}-${h[6] % 10}`,
  };
}

export function withdrawalUseCases(deps: Deps) {
  const present = async (repos: Repositories, w: WithdrawalRecord) => presentWithdrawal(w, await new WalletRefs(repos, w.companyId).get(w.walletId));

  function holdPostings(w: WithdrawalRecord, sign: 1 | -1, type: LedgerPosting["type"], description: string): LedgerPosting[] {
    const account = accountOf(w);
    const base = { companyId: w.companyId, accountId: account, walletId: w.walletId, currency: w.currency, type, sourceType: "withdraw" as const, sourceId: w.id, reference: w.reference, description };
    return [
      { ...base, bucket: "available", amountMinor: -sign * w.totalMinor },
      { ...base, bucket: "blocked", amountMinor: sign * w.totalMinor },
    ];
  }

  async function transition(repos: Repositories, w: WithdrawalRecord, patch: Partial<WithdrawalRecord>, event: "WITHDRAW_PROCESSING" | "WITHDRAW_PAID" | "WITHDRAW_FAILED" | "WITHDRAW_CANCELED") {
    const updated = { ...w, ...patch, updatedAt: iso(deps.now()) };
    await repos.withdrawals.update(w.id, { ...patch, updatedAt: updated.updatedAt });
    const view = await present(repos, updated);
    await emitEvent(deps, repos, w.companyId, event, view);
    return view;
  }

  /** pending -> processing; queues the settlement. */
  async function approve(repos: Repositories, w: WithdrawalRecord) {
    const view = await transition(repos, w, { status: "processing" }, "WITHDRAW_PROCESSING");
    await enqueueJob(deps, repos, "withdrawal.settle", { companyId: w.companyId, withdrawalId: w.id }, later(deps, deps.config.processingDelayMs));
    return view;
  }

  async function fail(repos: Repositories, w: WithdrawalRecord, failure: { code: string; message: string }) {
    await book(deps, repos, holdPostings(w, -1, "withdraw_release", `Estorno do bloqueio do saque ${w.reference}`), iso(deps.now()));
    return transition(repos, w, { status: "failed", failure }, "WITHDRAW_FAILED");
  }

  async function pay(repos: Repositories, w: WithdrawalRecord, extra: Partial<WithdrawalRecord>) {
    const account = accountOf(w);
    await book(
      deps,
      repos,
      [{ companyId: w.companyId, accountId: account, walletId: w.walletId, currency: w.currency, bucket: "blocked", amountMinor: -w.totalMinor, type: "withdraw", sourceType: "withdraw", sourceId: w.id, reference: w.reference, description: `Saque ${w.method === "pix" ? "Pix" : "USDT"} ${w.reference}` }],
      iso(deps.now()),
    );
    return transition(repos, w, { status: "paid", paidAt: iso(deps.now()), ...extra }, "WITHDRAW_PAID");
  }

  /** processing -> paid | failed: the Pix directory decides `strict`; the network refuses its zero address (ZERO_ADDRESS). */
  async function settle(repos: Repositories, w: WithdrawalRecord) {
    if (w.method === "usdt") {
      // Each zero address has one valid spelling (no letters in the EVM one), so equality suffices.
      if (w.network && w.address === ZERO_ADDRESS[w.network]) {
        return fail(repos, w, { code: "NETWORK_REJECTED", message: "A rede recusou a transferência para o endereço nulo." });
      }
      const hash = randomBytes(32).toString("hex");
      return pay(repos, w, { txHash: w.network === "eth" ? `0x${hash}` : hash });
    }
    const key = w.pixKey ?? "";
    const registered = await repos.pixKeys.find(w.companyId, key);
    const parsed = parsePixKey(key);
    // A CPF/CNPJ key not registered belongs to that document; any other unregistered key to the customer.
    const holder = registered ?? {
      name: w.customer.name,
      document: parsed && (parsed.type === "cpf" || parsed.type === "cnpj") ? parsed.key : w.customer.document,
    };
    if (w.strict && w.customer.document && holder.document !== w.customer.document) {
      return fail(repos, w, { code: "PIX_KEY_DOCUMENT_MISMATCH", message: STRICT_MISMATCH_MESSAGE });
    }
    const company = await repos.companies.get(w.companyId);
    const details = {
      payer: {
        fullName: company?.legalName ?? "",
        document: company?.taxId ?? "",
        bankData: { id: SANDBOX_ISPB, name: "Banco Sandbox S.A.", agency: "0001", account: `${String(parseInt(sha256Hex(w.companyId).slice(0, 8), 16) % 10_000_000).padStart(7, "0")}-0` },
      },
      receiver: { fullName: holder.name, document: holder.document, bankData: { ...receiverBank(key), pixKey: key } },
      endToEndId: endToEndId(SANDBOX_ISPB, deps.now()),
    };
    return pay(repos, w, { details });
  }

  async function loadInCompany(repos: Repositories, companyId: string, id: string) {
    const w = await repos.withdrawals.getInCompany(companyId, id);
    if (!w) throw notFound("Saque não encontrado.");
    return w;
  }

  return {
    async create(ctx: RequestContext, body: CreateBody): Promise<{ withdrawal: Schemas["Withdrawal"]; replayed: boolean }> {
      const scope = scopeOf(ctx);
      await refuseUnlessReplay(deps.store, ctx, "withdrawals", (r) => r.withdrawals.findByReference(scope, body.reference));
      // A body naming both kinds never gets here: each variant is closed (additionalProperties
      // false), so the other kind's members fail both and the body explainer answers it.
      const problems: FieldProblem[] = [];
      const customer = normalizeCustomer(body.customer, "customer", problems);
      const metadata = checkMetadata(body.metadata, problems);
      let fields: Pick<WithdrawalRecord, "method" | "currency" | "amountMinor" | "feeMinor" | "networkFeeMinor" | "totalMinor" | "pixKey" | "strict" | "network" | "address">;
      let payloadRequest: Record<string, unknown>;
      if (isPix(body)) {
        const amount = amountMinor(body.amount, "brl", "amount", problems);
        const key = parsePixKey(body.pixKey);
        if (!key) problems.push({ field: "pixKey", error: INVALID_PIX_KEY });
        const fee = computeFee(amount, feeScheduleFrom(ctx.company.fees.withdraw, "brl"));
        fields = { method: "pix", currency: "brl", amountMinor: amount, feeMinor: fee, networkFeeMinor: 0, totalMinor: amount + fee, pixKey: key?.key ?? body.pixKey, strict: body.strict ?? false, network: null, address: null };
        payloadRequest = { amount: fromMinor(amount, "brl"), method: "pix", pixKey: maskKeepLast4(key?.key ?? body.pixKey), reference: body.reference };
      } else {
        const amount = amountMinor(body.amount, "usdt", "amount", problems);
        const network = checkedAddress(body.network, body.address, problems);
        const fee = usdtWithdrawalFee(amount);
        const networkFee = NETWORK_FEE_MICRO[network];
        fields = { method: "usdt", currency: "usdt", amountMinor: amount, feeMinor: fee, networkFeeMinor: networkFee, totalMinor: amount + fee + networkFee, pixKey: null, strict: false, network, address: body.address };
        payloadRequest = { amount: fromMinor(amount, "usdt"), method: "usdt", network, address: maskKeepLast4(body.address), reference: body.reference };
      }
      if (problems.length > 0) throw validationError(problems);
      const { method, amountMinor: amount, pixKey, strict, network, address } = fields;
      // The address as its network reads it: the same EVM address in another case is a retry, not
      // other parameters. Withdrawals stored before were hashed with the address as sent.
      const parametersWith = (to: string | null) => idempotencyHash({ method, amount, pixKey, strict, network, address: to, customer, metadata, reference: body.reference }, scope);
      const hash = parametersWith(network && address ? addressIdentity(network, address) : address);
      // Nothing slow comes before the write, so the reference is checked once, inside it.
      return deps.store.transaction(async (repos) => {
        const raced = replayOrConflict(await repos.withdrawals.findByReference(scope, body.reference), hash, "um saque", () => [parametersWith(address), receivedBodyHash(body, scope)]);
        if (raced) return { withdrawal: await present(repos, raced), replayed: true };
        await recheckWallet(repos, ctx, "withdrawals");
        const at = iso(deps.now());
        const record: WithdrawalRecord = {
          id: deps.newId(),
          companyId: ctx.company.id,
          walletId: scope.walletId,
          reference: body.reference,
          requestHash: hash,
          ...fields,
          status: "pending",
          customer: await customerSnapshot(repos, ctx.company.id, customer, at, deps.newId),
          metadata,
          details: null,
          failure: null,
          txHash: null,
          paidAt: null,
          createdAt: at,
          updatedAt: at,
        };
        try {
          await book(deps, repos, holdPostings(record, 1, "withdraw_hold", `Bloqueio do saque ${record.method === "pix" ? "Pix" : "USDT"} ${record.reference}`), at);
        } catch (error) {
          if (error instanceof InsufficientFundsError) throw validationError([{ field: "amount", error: "Saldo insuficiente para realizar o saque." }]);
          throw error;
        }
        await repos.withdrawals.insert(record);
        await repos.payloads.insert({
          withdrawalId: record.id,
          companyId: record.companyId,
          walletId: record.walletId,
          receivedAt: ctx.receivedAt,
          processedAt: at,
          request: payloadRequest,
          response: { success: true, data: { id: record.id, status: "pending" } },
        });
        if (ctx.company.autoApproveWithdrawals) {
          await enqueueJob(deps, repos, "withdrawal.approve", { companyId: record.companyId, withdrawalId: record.id }, later(deps, deps.config.processingDelayMs));
        }
        return { withdrawal: await present(repos, record), replayed: false };
      });
    },

    async get(ctx: RequestContext, id: string): Promise<Schemas["Withdrawal"]> {
      return deps.store.read(async (repos) => {
        const w = await repos.withdrawals.get(scopeOf(ctx), id);
        if (!w) throw notFound("Saque não encontrado.");
        return present(repos, w);
      });
    },

    async payload(ctx: RequestContext, id: string): Promise<Schemas["WithdrawalPayload"]> {
      return deps.store.read(async (repos) => {
        const p = await repos.payloads.get(scopeOf(ctx), id);
        if (!p) throw new AppError("PAYLOAD_NOT_FOUND", "Payload da transação não encontrado.", null);
        return presentPayload(p);
      });
    },

    async list(ctx: RequestContext, filter: Omit<ScopedListFilter, "companyId" | "walletId">): Promise<Schemas["WithdrawalPage"]> {
      checkCreatedRange(filter);
      return deps.store.read(async (repos) => {
        const page = await repos.withdrawals.list({ ...filter, ...scopeOf(ctx) });
        const refs = new WalletRefs(repos, ctx.company.id);
        return { items: await Promise.all(page.items.map(async (w) => presentWithdrawal(w, await refs.get(w.walletId)))), total: page.total, page: filter.page, limit: filter.limit };
      });
    },

    /** Sandbox: the approver approves. */
    async approve(companyId: string, id: string): Promise<Schemas["Withdrawal"]> {
      return deps.store.transaction(async (repos) => {
        const w = await loadInCompany(repos, companyId, id);
        if (w.status !== "pending") throw invalidState("O saque não está pendente.", `Status do saque: ${w.status}.`);
        return approve(repos, w);
      });
    },

    /** Sandbox: the approver rejects; the hold is released. */
    async reject(companyId: string, id: string): Promise<Schemas["Withdrawal"]> {
      return deps.store.transaction(async (repos) => {
        const w = await loadInCompany(repos, companyId, id);
        if (w.status !== "pending") throw invalidState("O saque não está pendente.", `Status do saque: ${w.status}.`);
        await book(deps, repos, holdPostings(w, -1, "withdraw_release", `Estorno do bloqueio do saque ${w.reference}`), iso(deps.now()));
        return transition(repos, w, { status: "canceled" }, "WITHDRAW_CANCELED");
      });
    },

    /** Sandbox: removes the payload record. */
    async removePayload(companyId: string, id: string): Promise<Schemas["WithdrawalPayload"]> {
      return deps.store.transaction(async (repos) => {
        const p = await repos.payloads.getInCompany(companyId, id);
        if (!p) throw new AppError("PAYLOAD_NOT_FOUND", "Payload da transação não encontrado.", null);
        await repos.payloads.remove(companyId, id);
        return presentPayload(p);
      });
    },

    /**
     * Job, in the worker's transaction: automatic approval (company with autoApproveWithdrawals).
     * A withdrawal no longer pending is left alone.
     */
    async approveJob(repos: Repositories, companyId: string, withdrawalId: string): Promise<void> {
      const w = await repos.withdrawals.getInCompany(companyId, withdrawalId);
      if (w?.status === "pending") await approve(repos, w);
    },

    /** Job, in the worker's transaction: settlement of a processing withdrawal. */
    async settleJob(repos: Repositories, companyId: string, withdrawalId: string): Promise<void> {
      const w = await repos.withdrawals.getInCompany(companyId, withdrawalId);
      if (w?.status === "processing") await settle(repos, w);
    },
  };
}

export type WithdrawalUseCases = ReturnType<typeof withdrawalUseCases>;
