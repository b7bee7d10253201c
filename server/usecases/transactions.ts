/** The ledger of the acting account (main or wallet), newest first. */
import type { RequestContext } from "../http/operations.ts";
import type { Deps } from "./context.ts";
import { accountOf, scopeOf } from "./payment-common.ts";
import { presentTransaction, WalletRefs, type Schemas } from "./present.ts";
import { checkCreatedRange } from "./list-filters.ts";

export function transactionUseCases(deps: Deps) {
  return {
    async list(
      ctx: RequestContext,
      q: { page: number; limit: number; status?: string; type?: string; currency?: string; reference?: string; createdFrom?: string; createdTo?: string },
    ): Promise<Schemas["TransactionPage"]> {
      checkCreatedRange(q);
      const scope = scopeOf(ctx);
      return deps.store.read(async (repos) => {
        const page = await repos.ledger.list({ ...q, accountId: accountOf(scope) });
        const wallet = await new WalletRefs(repos, scope.companyId).get(scope.walletId);
        return { items: page.items.map((e) => presentTransaction(e, wallet)), total: page.total, page: q.page, limit: q.limit };
      });
    },
  };
}
