/**
 * The handler of every operation of the contract, keyed by operationId. Handlers only translate:
 * typed input in, a use case call, a typed answer out. A missing or mistyped handler fails the
 * type check against the generated types.
 */
import type { Services } from "../usecases/index.ts";
import { REPLAYED_HEADERS } from "../usecases/payment-common.ts";
import { created, ok, type HandlerMap } from "./operations.ts";

function page<Q extends { page?: number; limit?: number }>(q: Q): Omit<Q, "page" | "limit"> & { page: number; limit: number } {
  return { ...q, page: q.page ?? 1, limit: q.limit ?? 20 };
}

export function createHandlers(s: Services): HandlerMap {
  return {
    // Deposits
    createDeposit: async ({ body }, ctx) => {
      const { deposit, replayed } = await s.deposits.create(ctx, body);
      return ok(deposit, replayed ? REPLAYED_HEADERS : undefined);
    },
    getDeposit: async ({ path }, ctx) => ok(await s.deposits.get(ctx, path.id)),
    listDeposits: async ({ query }, ctx) => ok(await s.deposits.list(ctx, page(query))),

    // Withdrawals
    createWithdrawal: async ({ body }, ctx) => {
      const { withdrawal, replayed } = await s.withdrawals.create(ctx, body);
      return ok(withdrawal, replayed ? REPLAYED_HEADERS : undefined);
    },
    getWithdrawal: async ({ path }, ctx) => ok(await s.withdrawals.get(ctx, path.id)),
    getWithdrawalPayload: async ({ path }, ctx) => ok(await s.withdrawals.payload(ctx, path.id)),
    listWithdrawals: async ({ query }, ctx) => {
      const { method, ...rest } = page(query);
      return ok(await s.withdrawals.list(ctx, { ...rest, ...(method ? { where: { method } } : {}) }));
    },

    // Conversions
    createConversion: async ({ body }, ctx) => {
      const { conversion, replayed } = await s.conversions.create(ctx, body);
      return ok(conversion, replayed ? REPLAYED_HEADERS : undefined);
    },
    getConversion: async ({ path }, ctx) => ok(await s.conversions.get(ctx, path.id)),
    listConversions: async ({ query }, ctx) => ok(await s.conversions.list(ctx, page(query))),

    // USDT deposits
    createCryptoDeposit: async ({ body }, ctx) => {
      const { cryptoDeposit, replayed } = await s.cryptoDeposits.create(ctx, body);
      return ok(cryptoDeposit, replayed ? REPLAYED_HEADERS : undefined);
    },
    getCryptoDeposit: async ({ path }, ctx) => ok(await s.cryptoDeposits.get(ctx, path.id)),

    // Company
    getCompany: async (_input, ctx) => ok(await s.company.get(ctx)),
    getCompanyBalance: async (_input, ctx) => ok(await s.company.balance(ctx)),

    // Wallets
    createWallet: async ({ body }, ctx) => {
      const { wallet, existed } = await s.wallets.create(ctx, body);
      return existed ? { status: 200, body: { success: true, data: wallet }, headers: REPLAYED_HEADERS } : created(wallet);
    },
    listWallets: async ({ query }, ctx) => ok(await s.wallets.list(ctx, page(query))),
    getWallet: async ({ path }, ctx) => ok(await s.wallets.get(ctx, path.id)),
    updateWallet: async ({ path, body }, ctx) => ok(await s.wallets.update(ctx, path.id, body)),
    archiveWallet: async ({ path }, ctx) => ok(await s.wallets.archive(ctx, path.id)),
    getWalletBalance: async ({ path, query }, ctx) => ok(await s.wallets.balance(ctx, path.id, query.currency ?? "brl")),
    resendWalletVerification: async ({ path, body }, ctx) => ok(await s.wallets.resendVerification(ctx, path.id, body.email)),

    // Transactions
    listTransactions: async ({ query }, ctx) => ok(await s.transactions.list(ctx, page(query))),

    // Infractions and chargebacks
    listInfractions: async ({ query }, ctx) => ok(await s.infractions.list(ctx, page(query))),
    getInfraction: async ({ path }, ctx) => ok(await s.infractions.get(ctx, path.id)),
    addInfractionEvidence: async ({ path, body }, ctx) => ok(await s.infractions.addEvidence(ctx, path.id, body)),
    contestInfraction: async ({ path, body }, ctx) => ok(await s.infractions.contest(ctx, path.id, body.defense)),
    acceptInfraction: async ({ path }, ctx) => ok(await s.infractions.accept(ctx, path.id)),
    listChargebacks: async ({ query }, ctx) => ok(await s.infractions.listChargebacks(ctx, page(query))),
    getChargeback: async ({ path }, ctx) => ok(await s.infractions.getChargeback(ctx, path.id)),

    // Webhooks
    createWebhook: async ({ body }, ctx) => created(await s.webhooks.create(ctx, body)),
    listWebhooks: async ({ query }, ctx) => ok(await s.webhooks.list(ctx, page(query))),
    getWebhook: async ({ path }, ctx) => ok(await s.webhooks.get(ctx, path.id)),
    updateWebhook: async ({ path, body }, ctx) => ok(await s.webhooks.update(ctx, path.id, body)),
    deleteWebhook: async ({ path }, ctx) => ok(await s.webhooks.remove(ctx, path.id)),
    listWebhookDeliveries: async ({ path, query }, ctx) => ok(await s.webhooks.deliveries(ctx, path.id, page(query))),

    // Sandbox
    sandboxCreateCompany: async ({ body }) => created(await s.company.create(body)),
    sandboxUpdateCompany: async ({ body }, ctx) => ok(await s.company.update(ctx, body)),
    sandboxCreditBalance: async ({ body }, ctx) => ok(await s.sandbox.credit(ctx, body)),
    sandboxPayDeposit: async ({ path }, ctx) => ok(await s.deposits.pay(ctx.company.id, path.id)),
    sandboxExpireDeposit: async ({ path }, ctx) => ok(await s.deposits.expire(ctx.company.id, path.id)),
    sandboxPayConversion: async ({ path, body }, ctx) => ok(await s.conversions.pay(ctx.company.id, path.id, body?.outcome ?? "completed")),
    sandboxExpireConversion: async ({ path }, ctx) => ok(await s.conversions.expire(ctx.company.id, path.id)),
    sandboxPayCryptoDeposit: async ({ path, body }, ctx) => ok(await s.cryptoDeposits.pay(ctx.company.id, path.id, body?.amount)),
    sandboxExpireCryptoDeposit: async ({ path }, ctx) => ok(await s.cryptoDeposits.expireNow(ctx.company.id, path.id)),
    sandboxApproveWithdrawal: async ({ path }, ctx) => ok(await s.withdrawals.approve(ctx.company.id, path.id)),
    sandboxRejectWithdrawal: async ({ path }, ctx) => ok(await s.withdrawals.reject(ctx.company.id, path.id)),
    sandboxRemoveWithdrawalPayload: async ({ path }, ctx) => ok(await s.withdrawals.removePayload(ctx.company.id, path.id)),
    sandboxRegisterPixKey: async ({ body }, ctx) => ok(await s.sandbox.registerPixKey(ctx, body)),
    sandboxSetWalletVerification: async ({ path, body }, ctx) => ok(await s.wallets.setVerification(ctx.company.id, path.id, body.status)),
    sandboxOpenInfraction: async ({ body }, ctx) => ok(await s.infractions.open(ctx.company.id, body)),
    sandboxResolveInfraction: async ({ path, body }, ctx) => ok(await s.infractions.resolve(ctx.company.id, path.id, body.outcome)),
  };
}
