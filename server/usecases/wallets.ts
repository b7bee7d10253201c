/**
 * Wallets (reference 4.7 and part 3): creation with externalId de-duplication and the kyc mode,
 * the archive rule, reactivation, balances straight from the ledger, and the X-Api-Wallet rules
 * every wallet-scoped operation goes through.
 */
import { AppError, invalidState, notFound, validationError, type FieldProblem } from "../errors.ts";
import type { RequestContext } from "../http/operations.ts";
import type { Repositories, Store } from "../store/repositories.ts";
import type { CompanyRecord, VerificationStatus, WalletRecord } from "../store/records.ts";
import { iso, type Deps } from "./context.ts";
import { checkedCnpj, checkedPhone } from "./customers.ts";
import { checkMetadata } from "./payment-common.ts";
import { presentBalance, presentWallet, type Schemas } from "./present.ts";

const ONBOARDING_BASE = "https://onboarding.example.com/wallets/";

/** Reference 4.7: the wallet feature is enabled for the account by the operator; `details` say where a request used it. */
export function requireWalletsEnabled(company: CompanyRecord, details: FieldProblem[] | null = null): void {
  if (!company.walletsEnabled) throw new AppError("WALLETS_NOT_ENABLED", "O recurso de carteiras não está habilitado para esta conta.", details);
}

/** The first two X-Api-Wallet rules: the feature is on and the wallet is the company's. */
function findWallet(company: CompanyRecord, wallet: WalletRecord | undefined): WalletRecord {
  requireWalletsEnabled(company);
  if (!wallet) {
    throw new AppError("WALLET_NOT_FOUND", "Carteira não encontrada.", [{ field: "X-Api-Wallet", error: "Nenhuma carteira desta empresa tem este identificador." }]);
  }
  return wallet;
}

/** Reference part 7: any operation on a wallet whose verification was rejected terminally. */
const rejectedTerminally = () => new AppError("WALLET_KYC_REJECTED_TERMINAL", "A verificação da carteira foi rejeitada definitivamente.");

/**
 * The other X-Api-Wallet rules, in order: archive, terminal rejection, approval, and the block on
 * this kind of operation (`kind`, for the payment creations): why an existing wallet cannot take
 * the operation now, if it cannot.
 */
export function refusalOf(wallet: WalletRecord, kind?: "deposits" | "withdrawals"): AppError | undefined {
  if (wallet.status === "disabled") return new AppError("WALLET_DISABLED", "A carteira está arquivada e não aceita operações.");
  if (wallet.verificationStatus === "rejected_terminal") return rejectedTerminally();
  // Wallets created before verification existed (no verification status) remain operable.
  if (wallet.verificationStatus !== null && wallet.verificationStatus !== "approved") {
    return new AppError("WALLET_KYC_NOT_APPROVED", "A verificação da carteira ainda não foi aprovada.");
  }
  if (kind === "deposits" && wallet.depositsBlocked) return new AppError("WALLET_OPERATION_BLOCKED", "Depósitos estão bloqueados para esta carteira.");
  if (kind === "withdrawals" && wallet.withdrawalsBlocked) return new AppError("WALLET_OPERATION_BLOCKED", "Saques estão bloqueados para esta carteira.");
  return undefined;
}

/**
 * The X-Api-Wallet rules once more, as the first step of a write transaction through the header.
 * `resolve` checked the wallet when the request arrived, in a read of its own; an archive, a
 * block or a verification decision committed between that read and the write must still refuse
 * the operation, or a wallet archived empty meanwhile would be credited or charged (found by
 * racing DELETE /v1/wallets/{id} with a credit and a deposit through the header).
 */
export async function recheckWallet(repos: Repositories, ctx: RequestContext, kind?: "deposits" | "withdrawals"): Promise<void> {
  if (!ctx.wallet) return;
  const refusal = refusalOf(findWallet(ctx.company, await repos.wallets.get(ctx.company.id, ctx.wallet.id)), kind);
  if (refusal) throw refusal;
}

/**
 * A creation through an X-Api-Wallet wallet that cannot take it now (archived, verification not
 * approved, or this kind of operation blocked) is refused, unless its reference was already used
 * in that wallet: then it goes on, so that the retry of a request made before the wallet changed
 * still gets its replay (or DUPLICATE_REFERENCE), as any other retry does. A client whose first
 * answer was lost learns that its withdrawal exists instead of being told the wallet is blocked.
 * The write's own recheckWallet, after its replay lookup, refuses a new reference.
 */
export async function refuseUnlessReplay<T>(store: Store, ctx: RequestContext, kind: "deposits" | "withdrawals", findByReference: (repos: Repositories) => Promise<T | undefined>): Promise<void> {
  if (!ctx.wallet) return;
  const refusal = refusalOf(ctx.wallet, kind);
  if (refusal && (await store.read(findByReference)) === undefined) throw refusal;
}

/** A wallet's name is stored trimmed, so one of spaces alone would be stored empty. */
function checkName(name: string, problems: FieldProblem[]): void {
  if (name.trim().length === 0) problems.push({ field: "name", error: "Deve ter no mínimo 1 caractere." });
}

async function hasAnyBalance(repos: Repositories, walletId: string): Promise<boolean> {
  return (await repos.ledger.balances(walletId)).some((b) => b.availableMinor !== 0 || b.blockedMinor !== 0);
}

export function walletUseCases(deps: Deps) {
  const view = async (repos: Repositories, w: WalletRecord, options?: { includeCreatedAt?: boolean }) => presentWallet(w, await repos.ledger.balance(w.id, "brl"), options);

  async function load(repos: Repositories, ctx: RequestContext, id: string): Promise<WalletRecord> {
    requireWalletsEnabled(ctx.company);
    const wallet = await repos.wallets.get(ctx.company.id, id);
    if (!wallet) throw notFound("Carteira não encontrada.");
    return wallet;
  }

  async function archive(repos: Repositories, wallet: WalletRecord): Promise<WalletRecord> {
    if (wallet.status === "disabled") throw invalidState("A carteira já está arquivada.");
    if (await hasAnyBalance(repos, wallet.id)) throw new AppError("WALLET_HAS_BALANCE", "A carteira possui saldo disponível ou bloqueado e não pode ser arquivada.");
    const at = iso(deps.now());
    await repos.wallets.update(wallet.id, { status: "disabled", updatedAt: at });
    return { ...wallet, status: "disabled", updatedAt: at };
  }

  return {
    /**
     * The X-Api-Wallet wallet, and why it cannot take operations now (archived, verification not
     * approved) if it cannot: the caller refuses the request, or lets a creation answer a replay.
     * A wallet that is not the company's, or the feature off, is thrown here.
     */
    async resolve(company: CompanyRecord, walletId: string): Promise<{ wallet: WalletRecord; refusal: AppError | undefined }> {
      requireWalletsEnabled(company);
      const wallet = findWallet(company, await deps.store.read((r) => r.wallets.get(company.id, walletId)));
      return { wallet, refusal: refusalOf(wallet) };
    },

    async create(ctx: RequestContext, body: Schemas["CreateWalletRequest"]): Promise<{ wallet: Schemas["Wallet"]; existed: boolean }> {
      requireWalletsEnabled(ctx.company);
      const problems: FieldProblem[] = [];
      const kyc = ctx.company.walletMode === "kyc";
      checkName(body.name, problems);
      let taxId: string | null = null;
      let phone: string | null = null;
      if (body.taxId !== undefined) {
        taxId = checkedCnpj(body.taxId, "taxId", problems);
      } else if (kyc) problems.push({ field: "taxId", error: "Obrigatório no modo kyc." });
      if (body.email === undefined && kyc) problems.push({ field: "email", error: "Obrigatório no modo kyc." });
      if (body.phone !== undefined) {
        phone = checkedPhone(body.phone, "phone", problems) ?? null;
      } else if (kyc) problems.push({ field: "phone", error: "Obrigatório no modo kyc." });
      const metadata = body.metadata === undefined ? null : checkMetadata(body.metadata, problems);
      if (problems.length > 0) throw validationError(problems);
      return deps.store.transaction(async (repos) => {
        if (body.externalId !== undefined) {
          const existing = await repos.wallets.findByExternalId(ctx.company.id, body.externalId);
          // The replay answers as the creation did (createdAt, and onboardingUrl in kyc mode): a
          // client whose first answer was lost gets the onboarding link back by retrying.
          if (existing) return { wallet: await view(repos, existing, { includeCreatedAt: true }), existed: true };
        }
        const at = iso(deps.now());
        const id = deps.newId();
        const record: WalletRecord = {
          id,
          companyId: ctx.company.id,
          name: body.name.trim(),
          externalId: body.externalId ?? null,
          status: "enabled",
          depositsBlocked: false,
          withdrawalsBlocked: false,
          metadata,
          taxId,
          email: body.email ?? null,
          phone,
          verificationStatus: kyc ? "pending" : null,
          verificationUpdatedAt: kyc ? at : null,
          onboardingUrl: kyc ? `${ONBOARDING_BASE}${id}` : null,
          createdAt: at,
          updatedAt: at,
        };
        await repos.wallets.insert(record);
        return { wallet: await view(repos, record, { includeCreatedAt: true }), existed: false };
      });
    },

    async list(ctx: RequestContext, query: { status?: "enabled" | "disabled"; externalId?: string; page: number; limit: number }): Promise<Schemas["WalletPage"]> {
      requireWalletsEnabled(ctx.company);
      return deps.store.read(async (repos) => {
        const page = await repos.wallets.list({ companyId: ctx.company.id, status: query.status ?? "enabled", externalId: query.externalId, page: query.page, limit: query.limit });
        return { items: await Promise.all(page.items.map((w) => view(repos, w))), total: page.total, page: query.page, limit: query.limit };
      });
    },

    async get(ctx: RequestContext, id: string): Promise<Schemas["Wallet"]> {
      return deps.store.read(async (repos) => view(repos, await load(repos, ctx, id)));
    },

    async update(ctx: RequestContext, id: string, body: Schemas["UpdateWalletRequest"]): Promise<Schemas["Wallet"]> {
      const problems: FieldProblem[] = [];
      if (body.metadata !== undefined) checkMetadata(body.metadata, problems);
      if (body.name !== undefined) checkName(body.name, problems);
      if (problems.length > 0) throw validationError(problems);
      return deps.store.transaction(async (repos) => {
        let wallet = await load(repos, ctx, id);
        if (body.externalId !== undefined && body.externalId !== wallet.externalId) {
          const taken = await repos.wallets.findByExternalId(ctx.company.id, body.externalId);
          if (taken) throw new AppError("DUPLICATE_REFERENCE", "Já existe uma carteira com este externalId.", [{ field: "externalId", error: "externalId já utilizado por outra carteira." }]);
        }
        if (body.status === "disabled" && wallet.status === "enabled") wallet = await archive(repos, wallet);
        const patch: Partial<WalletRecord> = {
          ...(body.name !== undefined ? { name: body.name.trim() } : {}),
          ...(body.externalId !== undefined ? { externalId: body.externalId } : {}),
          ...(body.status === "enabled" ? { status: "enabled" as const } : {}),
          ...(body.depositsBlocked !== undefined ? { depositsBlocked: body.depositsBlocked } : {}),
          ...(body.withdrawalsBlocked !== undefined ? { withdrawalsBlocked: body.withdrawalsBlocked } : {}),
          ...(body.metadata !== undefined ? { metadata: body.metadata } : {}),
          updatedAt: iso(deps.now()),
        };
        await repos.wallets.update(wallet.id, patch);
        return view(repos, { ...wallet, ...patch });
      });
    },

    async archive(ctx: RequestContext, id: string): Promise<Schemas["Wallet"]> {
      return deps.store.transaction(async (repos) => view(repos, await archive(repos, await load(repos, ctx, id))));
    },

    async balance(ctx: RequestContext, id: string, currency: "brl" | "usdt"): Promise<Schemas["WalletBalance"]> {
      return deps.store.read(async (repos) => {
        const wallet = await load(repos, ctx, id);
        const b = await repos.ledger.balance(wallet.id, currency);
        return { balance: presentBalance(b), currency };
      });
    },

    async resendVerification(ctx: RequestContext, id: string, email: string): Promise<Schemas["VerificationInvite"]> {
      return deps.store.transaction(async (repos) => {
        const wallet = await load(repos, ctx, id);
        // Reference part 7: an operation on a wallet rejected terminally is this code, not a conflict.
        if (wallet.verificationStatus === "rejected_terminal") throw rejectedTerminally();
        if (wallet.verificationStatus !== "pending" && wallet.verificationStatus !== "rejected") {
          throw invalidState("Esta carteira não aguarda verificação.", "A carteira não tem verificação pendente.", "verification.status");
        }
        const at = iso(deps.now());
        await repos.wallets.update(wallet.id, { email, updatedAt: at });
        return { walletId: wallet.id, email, onboardingUrl: wallet.onboardingUrl ?? `${ONBOARDING_BASE}${wallet.id}`, sentAt: at };
      });
    },

    /** Sandbox: the verification provider decides. */
    async setVerification(companyId: string, id: string, status: VerificationStatus): Promise<Schemas["Wallet"]> {
      return deps.store.transaction(async (repos) => {
        const wallet = await repos.wallets.get(companyId, id);
        if (!wallet) throw notFound("Carteira não encontrada.");
        if (wallet.verificationStatus === null) throw invalidState("Esta carteira não tem verificação.");
        // Terminal means terminal: a sandbox that could undo it would let integrators build a
        // recovery the real provider never offers. Reference part 7 names the code.
        if (wallet.verificationStatus === "rejected_terminal") throw rejectedTerminally();
        const at = iso(deps.now());
        await repos.wallets.update(wallet.id, { verificationStatus: status, verificationUpdatedAt: at, updatedAt: at });
        return view(repos, { ...wallet, verificationStatus: status, verificationUpdatedAt: at, updatedAt: at });
      });
    },
  };
}

export type WalletUseCases = ReturnType<typeof walletUseCases>;
