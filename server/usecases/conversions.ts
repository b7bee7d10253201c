/**
 * Pix-to-USDT conversions (reference 4.4): both `currency` modes priced at request time, a Pix
 * charge for the BRL leg, and the lifecycle pending -> processing -> completed | failed, or
 * expired. A failed delivery credits the charge's BRL net amount to the acting account.
 */
import { randomBytes } from "node:crypto";
import { legsFromBrl, legsFromUsdt } from "../domain/conversion-math.ts";
import { feeScheduleFrom } from "../domain/money.ts";
import { addressIdentity, NETWORK_FEE_MICRO, ZERO_ADDRESS } from "../domain/usdt.ts";
import { invalidState, notFound, validationError, type FieldProblem } from "../errors.ts";
import type { RequestContext } from "../http/operations.ts";
import type { Repositories, ScopedListFilter } from "../store/repositories.ts";
import type { ConversionRecord } from "../store/records.ts";
import { book } from "./booking.ts";
import { emitEvent, enqueueJob, iso, later, type Deps } from "./context.ts";
import { customerSnapshot, normalizeCustomer } from "./customers.ts";
import { pixCharge } from "./deposits.ts";
import { accountOf, DEFAULT_EXPIRES_IN_SECONDS, amountMinor, checkedAddress, checkMetadata, expiredPatch, idempotencyHash, pastExpiry, presentNow, readExpiring, receivedBodyHash, replayOrConflict, scopeOf } from "./payment-common.ts";
import { presentConversion, WalletRefs, type Schemas } from "./present.ts";
import { recheckWallet, refuseUnlessReplay } from "./wallets.ts";
import { checkCreatedRange } from "./list-filters.ts";

export function conversionUseCases(deps: Deps) {
  const present = async (repos: Repositories, c: ConversionRecord) => presentConversion(c, await new WalletRefs(repos, c.companyId).get(c.walletId));

  async function update(repos: Repositories, c: ConversionRecord, patch: Partial<ConversionRecord>, event: "CONVERSION_PROCESSING" | "CONVERSION_COMPLETED" | "CONVERSION_FAILED" | "CONVERSION_EXPIRED", at = iso(deps.now())) {
    const updated = { ...c, ...patch, updatedAt: at };
    await repos.conversions.update(c.id, { ...patch, updatedAt: at });
    const view = await present(repos, updated);
    await emitEvent(deps, repos, c.companyId, event, view);
    return view;
  }

  const expire = (repos: Repositories, c: ConversionRecord) => {
    const patch = expiredPatch(c, iso(deps.now()));
    return update(repos, c, { ...patch, pixStatus: "expired", cryptoStatus: "expired" }, "CONVERSION_EXPIRED", patch.updatedAt);
  };

  async function load(repos: Repositories, companyId: string, id: string) {
    const c = await repos.conversions.getInCompany(companyId, id);
    if (!c) throw notFound("Conversão não encontrada.");
    return c;
  }

  return {
    async create(ctx: RequestContext, body: Schemas["CreateConversionRequest"]): Promise<{ conversion: Schemas["Conversion"]; replayed: boolean }> {
      const scope = scopeOf(ctx);
      await refuseUnlessReplay(deps.store, ctx, "deposits", (r) => r.conversions.findByReference(scope, body.reference));
      const problems: FieldProblem[] = [];
      const amount = amountMinor(body.amount, body.currency === "BRL" ? "brl" : "usdt", "amount", problems);
      const network = checkedAddress(body.network, body.address, problems);
      const customer = normalizeCustomer(body.customer, "customer", problems);
      const metadata = checkMetadata(body.metadata, problems);
      if (problems.length > 0) throw validationError(problems);
      // expiresIn is a parameter like the others (as for deposits): the same reference asking for
      // another lifetime is DUPLICATE_REFERENCE, not a replay of a charge expiring at another time.
      const expiresIn = body.expiresIn ?? DEFAULT_EXPIRES_IN_SECONDS;
      // The address as its network reads it: the same EVM address in another case is a retry, not
      // other parameters. Conversions stored before were hashed with the address as sent.
      const parametersWith = (address: string) => idempotencyHash({ amount, currency: body.currency, network, address, customer, metadata, expiresIn, reference: body.reference }, scope);
      const hash = parametersWith(addressIdentity(network, body.address));
      // Conversions stored before 2026-11-22 (commit 51140bb) were hashed without expiresIn, and
      // before that as the body received.
      const older = () => [parametersWith(body.address), receivedBodyHash(body, scope), idempotencyHash({ amount, currency: body.currency, network, address: body.address, customer, metadata, reference: body.reference }, scope)];
      // Checked before drawing the QR image (outside the lock) so a replay draws none, and again inside the write.
      // A replay is read as a conversion by id is: expired first when past its expiry.
      const earlier = await readExpiring(deps, async (r) => replayOrConflict(await r.conversions.findByReference(scope, body.reference), hash, "uma conversão", older), undefined, present, expire);
      if (earlier) return { conversion: earlier, replayed: true };
      // Quoted only for a new conversion: a replay answers the conversion as it was quoted, even
      // when today's price or fees would refuse its body (a money-model audit).
      const priceE8 = ctx.company.usdtPriceE8 ? BigInt(ctx.company.usdtPriceE8) : deps.config.usdtPriceE8;
      const fees = feeScheduleFrom(ctx.company.fees.deposit, "brl");
      const legs = body.currency === "BRL" ? legsFromBrl(amount, priceE8, fees, NETWORK_FEE_MICRO[network]) : legsFromUsdt(amount, priceE8, fees, NETWORK_FEE_MICRO[network]);
      if (legs.cryptoNet <= 0 || legs.pixNet <= 0) throw validationError([{ field: "amount", error: "O valor é insuficiente para cobrir as tarifas da conversão." }]);
      if (legs.pixAmount > 1_000_000_000) throw validationError([{ field: "amount", error: "A cobrança Pix resultante excede o limite de R$ 10.000.000,00." }]);
      // At a (sandbox) price near zero the USDT leg could pass what a JSON number carries exactly.
      if (legs.cryptoAmount > 1_000_000_000_000_000) throw validationError([{ field: "amount", error: "O valor em USDT resultante excede o limite de 1.000.000.000 USDT." }]);

      const id = deps.newId();
      const charge = await pixCharge(deps, id, legs.pixAmount, ctx.company);
      return deps.store.transaction(async (repos) => {
        const raced = replayOrConflict(await repos.conversions.findByReference(scope, body.reference), hash, "uma conversão", older);
        if (raced) return { conversion: await presentNow(deps, repos, raced, present, expire), replayed: true };
        await recheckWallet(repos, ctx, "deposits");
        const now = deps.now();
        const at = iso(now);
        const record: ConversionRecord = {
          id,
          companyId: ctx.company.id,
          walletId: scope.walletId,
          reference: body.reference,
          requestHash: hash,
          currencyMode: body.currency,
          status: "pending",
          pixStatus: "pending",
          cryptoStatus: "pending",
          pixAmountMinor: legs.pixAmount,
          pixFeeMinor: legs.pixFee,
          pixNetMinor: legs.pixNet,
          priceE8: priceE8.toString(),
          cryptoAmountMinor: legs.cryptoAmount,
          cryptoFeeMinor: legs.cryptoFee,
          networkFeeMinor: legs.networkFee,
          cryptoNetMinor: legs.cryptoNet,
          network,
          address: body.address,
          txHash: null,
          qrPayload: charge.payload,
          qrImage: charge.image,
          customer: await customerSnapshot(repos, ctx.company.id, customer, at, deps.newId),
          metadata,
          outcome: null,
          expiresAt: iso(new Date(now.getTime() + expiresIn * 1000)),
          createdAt: at,
          updatedAt: at,
        };
        await repos.conversions.insert(record);
        return { conversion: await present(repos, record), replayed: false };
      });
    },

    async get(ctx: RequestContext, id: string): Promise<Schemas["Conversion"]> {
      return readExpiring(deps, (repos) => repos.conversions.get(scopeOf(ctx), id), () => notFound("Conversão não encontrada."), present, expire);
    },

    async list(ctx: RequestContext, filter: Omit<ScopedListFilter, "companyId" | "walletId">): Promise<Schemas["ConversionPage"]> {
      checkCreatedRange(filter);
      return deps.store.read(async (repos) => {
        const page = await repos.conversions.list({ ...filter, ...scopeOf(ctx) });
        const refs = new WalletRefs(repos, ctx.company.id);
        return { items: await Promise.all(page.items.map(async (c) => presentConversion(c, await refs.get(c.walletId)))), total: page.total, page: filter.page, limit: filter.limit };
      });
    },

    /** Sandbox: the payer pays the charge; the USDT delivery is queued with the requested outcome. */
    async pay(companyId: string, id: string, outcome: "completed" | "failed"): Promise<Schemas["Conversion"]> {
      return deps.store.transaction(async (repos) => {
        let c = await load(repos, companyId, id);
        if (pastExpiry(deps, c)) {
          await expire(repos, c);
          c = { ...c, status: "expired" };
        }
        if (c.status !== "pending") throw invalidState("A conversão não está pendente.", `Status da conversão: ${c.status}.`);
        const view = await update(repos, c, { status: "processing", pixStatus: "paid", cryptoStatus: "processing", outcome }, "CONVERSION_PROCESSING");
        await enqueueJob(deps, repos, "conversion.deliver", { companyId, conversionId: c.id }, later(deps, deps.config.processingDelayMs));
        return view;
      });
    },

    /** Sandbox: the charge expires now. */
    async expire(companyId: string, id: string): Promise<Schemas["Conversion"]> {
      return deps.store.transaction(async (repos) => {
        const c = await load(repos, companyId, id);
        if (c.status !== "pending") throw invalidState("A conversão não está pendente.", `Status da conversão: ${c.status}.`);
        return expire(repos, c);
      });
    },

    /**
     * Job, in the worker's transaction: the USDT is sent (or fails, crediting the BRL net amount
     * back). The network refuses its zero address, as for a USDT withdrawal, whatever the sandbox
     * asked: USDT sent there would be lost.
     */
    async deliverJob(repos: Repositories, companyId: string, conversionId: string): Promise<void> {
      const c = await repos.conversions.getInCompany(companyId, conversionId);
      if (!c || c.status !== "processing") return;
      if (c.outcome === "failed" || c.address === ZERO_ADDRESS[c.network]) {
        const account = accountOf(c);
        await book(
          deps,
          repos,
          [{ companyId: c.companyId, accountId: account, walletId: c.walletId, currency: "brl", bucket: "available", amountMinor: c.pixNetMinor, type: "conversion_refund", sourceType: "conversion", sourceId: c.id, reference: c.reference, description: `Conversão ${c.reference} não entregue: valor líquido creditado` }],
          iso(deps.now()),
        );
        await update(repos, c, { status: "failed", cryptoStatus: "failed" }, "CONVERSION_FAILED");
        return;
      }
      const hash = randomBytes(32).toString("hex");
      await update(repos, c, { status: "completed", cryptoStatus: "sent", txHash: c.network === "eth" ? `0x${hash}` : hash }, "CONVERSION_COMPLETED");
    },

    async expireDue(limit = 100): Promise<number> {
      return deps.store.transaction(async (repos) => {
        const due = await repos.conversions.dueForExpiry(iso(deps.now()), limit);
        for (const c of due) await expire(repos, c);
        return due.length;
      });
    },
  };
}

export type ConversionUseCases = ReturnType<typeof conversionUseCases>;
