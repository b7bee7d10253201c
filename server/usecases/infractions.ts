/**
 * MED infractions and chargebacks (designed): opened on a paid deposit by the payer's bank
 * (sandbox), blocking the disputed amount (what is available at once, the rest from later credits:
 * see booking.ts); evidence and a defence while open; ended by the company's acceptance or the
 * analysis, either refunding the payer through a chargeback (the deposit becomes refunded) or
 * dismissing it (the amount is released).
 */
import { hasSignatureOf } from "../domain/file-signature.ts";
import { sha256Hex } from "../domain/hash.ts";
import { invalidState, notFound, validationError, type FieldProblem } from "../errors.ts";
import type { RequestContext } from "../http/operations.ts";
import { InsufficientFundsError, type Repositories, type ScopedListFilter } from "../store/repositories.ts";
import type { InfractionRecord } from "../store/records.ts";
import { book, infractionPostings } from "./booking.ts";
import { emitEvent, iso, type Deps } from "./context.ts";
import type { DepositUseCases } from "./deposits.ts";
import { accountOf, amountMinor, formatAmount, scopeOf } from "./payment-common.ts";
import { presentChargeback, viewInfraction, WalletRefs, type Schemas } from "./present.ts";
import { recheckWallet } from "./wallets.ts";
import { checkCreatedRange } from "./list-filters.ts";

const DEFENSE_WINDOW_MS = 7 * 24 * 3600 * 1000;
const MAX_EVIDENCE_BYTES = 512 * 1024;
/**
 * Files per infraction. Every evidence is listed in the infraction, and so in each
 * INFRACTION_UPDATED event, one per evidence added: without a cap a client grew the events table
 * quadratically (1,500 tiny evidences wrote 1 GB of event payloads in 35 s, SEC audit).
 */
export const MAX_EVIDENCES = 20;

/**
 * Evidence and a defence are taken until `defenseDeadline`; after it the infraction can still be
 * accepted (refunded) or decided, but no longer argued.
 */
function refuseAfterDeadline(i: InfractionRecord, now: Date): void {
  if (now.getTime() > Date.parse(i.defenseDeadline)) throw invalidState("O prazo de defesa terminou.", `O prazo terminou em ${i.defenseDeadline}.`, "defenseDeadline");
}

export function infractionUseCases(deps: Deps, deposits: DepositUseCases) {
  async function load(repos: Repositories, ctx: RequestContext, id: string): Promise<InfractionRecord> {
    const i = await repos.infractions.get(scopeOf(ctx), id);
    if (!i) throw notFound("Infração não encontrada.");
    return i;
  }

  async function change(repos: Repositories, i: InfractionRecord, patch: Partial<InfractionRecord>, event: "INFRACTION_CONTESTED" | "INFRACTION_REFUNDED" | "INFRACTION_DISMISSED") {
    const at = iso(deps.now());
    const updated = { ...i, ...patch, updatedAt: at };
    await repos.infractions.update(i.id, { ...patch, updatedAt: at });
    const view = await viewInfraction(repos, updated);
    await emitEvent(deps, repos, i.companyId, event, view);
    return view;
  }

  /** Refunds the payer: a chargeback debits the blocked part, then the rest from available. */
  async function refund(repos: Repositories, i: InfractionRecord) {
    const at = iso(deps.now());
    const chargebackId = deps.newId();
    const fromAvailable = i.amountMinor - i.blockedMinor;
    try {
      await book(
        deps,
        repos,
        infractionPostings(i, [{ bucket: "blocked", amountMinor: -i.blockedMinor }, { bucket: "available", amountMinor: -fromAvailable }], "chargeback", `Devolução MED do depósito ${i.reference}`, "chargeback", chargebackId),
        at,
      );
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw validationError([{ field: "amount", error: "Saldo insuficiente para a devolução." }]);
      throw error;
    }
    await repos.chargebacks.insert({ id: chargebackId, companyId: i.companyId, walletId: i.walletId, infractionId: i.id, depositId: i.depositId, reference: i.reference, amountMinor: i.amountMinor, status: "completed", createdAt: at, updatedAt: at });
    const deposit = await repos.deposits.getInCompany(i.companyId, i.depositId);
    if (deposit && deposit.status === "paid") await deposits.markRefunded(repos, deposit);
    return change(repos, i, { status: "refunded", blockedMinor: 0, chargebackId }, "INFRACTION_REFUNDED");
  }

  return {
    async list(ctx: RequestContext, filter: Omit<ScopedListFilter, "companyId" | "walletId">): Promise<Schemas["InfractionPage"]> {
      checkCreatedRange(filter);
      return deps.store.read(async (repos) => {
        const page = await repos.infractions.list({ ...filter, ...scopeOf(ctx) });
        return { items: await Promise.all(page.items.map((i) => viewInfraction(repos, i))), total: page.total, page: filter.page, limit: filter.limit };
      });
    },

    async get(ctx: RequestContext, id: string): Promise<Schemas["Infraction"]> {
      return deps.store.read(async (repos) => viewInfraction(repos, await load(repos, ctx, id)));
    },

    async addEvidence(ctx: RequestContext, id: string, body: Schemas["AddEvidenceRequest"]): Promise<Schemas["Infraction"]> {
      const content = Buffer.from(body.contentBase64, "base64");
      const problems: FieldProblem[] = [];
      // Node decodes leniently (stray characters and padding are skipped): the text must be what
      // encoding the bytes gives, with its padding or without it.
      const canonical = content.toString("base64");
      if (content.length === 0 || (body.contentBase64 !== canonical && body.contentBase64 !== canonical.replace(/=+$/, ""))) problems.push({ field: "contentBase64", error: "Deve ser um conteúdo base64 válido." });
      else if (content.length > MAX_EVIDENCE_BYTES) problems.push({ field: "contentBase64", error: "O arquivo deve ter no máximo 512 KiB." });
      else if (!hasSignatureOf(content, body.contentType)) problems.push({ field: "contentBase64", error: `O conteúdo não é um arquivo ${body.contentType}.` });
      if (problems.length > 0) throw validationError(problems);
      return deps.store.transaction(async (repos) => {
        await recheckWallet(repos, ctx);
        const i = await load(repos, ctx, id);
        if (i.status !== "open") throw invalidState("A infração não aceita mais evidências.", `Status da infração: ${i.status}.`);
        refuseAfterDeadline(i, deps.now());
        const attached = (await repos.infractions.evidences(i.id)).length;
        if (attached >= MAX_EVIDENCES) throw invalidState(`A infração já tem o máximo de ${MAX_EVIDENCES} evidências.`, `Evidências anexadas: ${attached}.`, "evidences");
        const at = iso(deps.now());
        await repos.infractions.addEvidence({
          id: deps.newId(),
          infractionId: i.id,
          description: body.description,
          fileName: body.fileName,
          contentType: body.contentType,
          size: content.length,
          sha256: sha256Hex(content),
          content,
          createdAt: at,
        });
        await repos.infractions.update(i.id, { updatedAt: at });
        const view = await viewInfraction(repos, { ...i, updatedAt: at });
        await emitEvent(deps, repos, i.companyId, "INFRACTION_UPDATED", view);
        return view;
      });
    },

    async contest(ctx: RequestContext, id: string, defense: string): Promise<Schemas["Infraction"]> {
      // The contract's 10 characters count the defence as stored, trimmed: blanks around a short
      // text would otherwise pass and close the infraction to evidence with nothing said.
      const text = defense.trim();
      if (text.length < 10) throw validationError([{ field: "defense", error: "A defesa deve ter ao menos 10 caracteres, sem contar espaços nas pontas." }]);
      return deps.store.transaction(async (repos) => {
        await recheckWallet(repos, ctx);
        const i = await load(repos, ctx, id);
        if (i.status !== "open") throw invalidState("A infração não pode ser contestada no status atual.", `Status da infração: ${i.status}.`);
        refuseAfterDeadline(i, deps.now());
        return change(repos, i, { status: "contested", defense: text }, "INFRACTION_CONTESTED");
      });
    },

    async accept(ctx: RequestContext, id: string): Promise<Schemas["Infraction"]> {
      return deps.store.transaction(async (repos) => {
        await recheckWallet(repos, ctx);
        const i = await load(repos, ctx, id);
        if (i.status !== "open" && i.status !== "contested") throw invalidState("A infração não pode ser aceita no status atual.", `Status da infração: ${i.status}.`);
        return refund(repos, i);
      });
    },

    /** Sandbox: the payer's bank opens an infraction on a paid deposit. */
    async open(companyId: string, body: Schemas["SandboxOpenInfractionRequest"]): Promise<Schemas["Infraction"]> {
      const problems: FieldProblem[] = [];
      const requested = body.amount !== undefined ? amountMinor(body.amount, "brl", "amount", problems) : undefined;
      if (problems.length > 0) throw validationError(problems);
      return deps.store.transaction(async (repos) => {
        const deposit = await repos.deposits.getInCompany(companyId, body.depositId);
        if (!deposit) throw notFound("Depósito não encontrado.");
        // The contract's example names the request field at fault (depositId), not the deposit's status.
        if (deposit.status !== "paid") throw invalidState("Só é possível abrir infração sobre um depósito pago.", `Status do depósito: ${deposit.status}.`, "depositId");
        if ((await repos.infractions.activeForDeposit(deposit.id)).length > 0) throw invalidState("Já existe uma infração em andamento para este depósito.");
        const amount = requested ?? deposit.amountMinor;
        if (amount > deposit.amountMinor) throw validationError([{ field: "amount", error: "O valor não pode exceder o do depósito." }]);
        const now = deps.now();
        const at = iso(now);
        const account = accountOf(deposit);
        const available = (await repos.ledger.balance(account, "brl")).availableMinor;
        const blocked = Math.min(amount, available);
        const record: InfractionRecord = {
          id: deps.newId(),
          companyId,
          walletId: deposit.walletId,
          depositId: deposit.id,
          reference: deposit.reference,
          endToEndId: deposit.endToEndId ?? "",
          status: "open",
          reason: body.reason ?? "fraud",
          description: body.description ?? null,
          amountMinor: amount,
          blockedMinor: blocked,
          defense: null,
          chargebackId: null,
          defenseDeadline: iso(new Date(now.getTime() + DEFENSE_WINDOW_MS)),
          createdAt: at,
          updatedAt: at,
        };
        await repos.infractions.insert(record);
        await book(
          deps,
          repos,
          infractionPostings(record, [{ bucket: "available", amountMinor: -blocked }, { bucket: "blocked", amountMinor: blocked }], "infraction_hold", `Bloqueio cautelar MED de ${formatAmount(blocked, "brl")} (${deposit.reference})`),
          at,
        );
        const view = await viewInfraction(repos, record);
        await emitEvent(deps, repos, companyId, "INFRACTION_OPENED", view);
        return view;
      });
    },

    /** Sandbox: the analysis of a contested infraction ends. */
    async resolve(companyId: string, id: string, outcome: "refunded" | "dismissed"): Promise<Schemas["Infraction"]> {
      return deps.store.transaction(async (repos) => {
        const i = await repos.infractions.getInCompany(companyId, id);
        if (!i) throw notFound("Infração não encontrada.");
        if (i.status !== "contested") throw invalidState("A infração não está em análise.", `Status da infração: ${i.status}.`);
        if (outcome === "refunded") return refund(repos, i);
        // Dismissed before the release is booked: the released money may top up other holds of the
        // account, and this infraction must no longer be one of them.
        const view = await change(repos, i, { status: "dismissed", blockedMinor: 0 }, "INFRACTION_DISMISSED");
        await book(
          deps,
          repos,
          infractionPostings(i, [{ bucket: "blocked", amountMinor: -i.blockedMinor }, { bucket: "available", amountMinor: i.blockedMinor }], "infraction_release", `Liberação do bloqueio MED (${i.reference})`),
          iso(deps.now()),
        );
        return view;
      });
    },

    async listChargebacks(ctx: RequestContext, filter: Omit<ScopedListFilter, "companyId" | "walletId">): Promise<Schemas["ChargebackPage"]> {
      checkCreatedRange(filter);
      return deps.store.read(async (repos) => {
        const page = await repos.chargebacks.list({ ...filter, ...scopeOf(ctx) });
        const refs = new WalletRefs(repos, ctx.company.id);
        return { items: await Promise.all(page.items.map(async (c) => presentChargeback(c, await refs.get(c.walletId)))), total: page.total, page: filter.page, limit: filter.limit };
      });
    },

    async getChargeback(ctx: RequestContext, id: string): Promise<Schemas["Chargeback"]> {
      return deps.store.read(async (repos) => {
        const c = await repos.chargebacks.get(scopeOf(ctx), id);
        if (!c) throw notFound("Estorno não encontrado.");
        return presentChargeback(c, await new WalletRefs(repos, c.companyId).get(c.walletId));
      });
    },
  };
}

export type InfractionUseCases = ReturnType<typeof infractionUseCases>;
