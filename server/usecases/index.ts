/** Every use case, wired to the same dependencies. */
import { companyUseCases } from "./company.ts";
import type { Deps } from "./context.ts";
import { conversionUseCases } from "./conversions.ts";
import { cryptoDepositUseCases } from "./crypto-deposits.ts";
import { depositUseCases } from "./deposits.ts";
import { infractionUseCases } from "./infractions.ts";
import { sandboxUseCases } from "./sandbox.ts";
import { transactionUseCases } from "./transactions.ts";
import { walletUseCases } from "./wallets.ts";
import { webhookUseCases } from "./webhooks.ts";
import { withdrawalUseCases } from "./withdrawals.ts";

export function createServices(deps: Deps) {
  const deposits = depositUseCases(deps);
  return {
    company: companyUseCases(deps),
    wallets: walletUseCases(deps),
    deposits,
    withdrawals: withdrawalUseCases(deps),
    conversions: conversionUseCases(deps),
    cryptoDeposits: cryptoDepositUseCases(deps),
    infractions: infractionUseCases(deps, deposits),
    transactions: transactionUseCases(deps),
    webhooks: webhookUseCases(deps),
    sandbox: sandboxUseCases(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
