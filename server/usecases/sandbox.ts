/**
 * Sandbox actions that belong to no single resource: crediting an account and the Pix directory
 * the `strict` check consults (one directory per company, so tenants never see each other's keys).
 */
import { parsePixKey } from "../domain/pix-key.ts";
import { validationError, type FieldProblem } from "../errors.ts";
import type { RequestContext } from "../http/operations.ts";
import { book } from "./booking.ts";
import { iso, type Deps } from "./context.ts";
import { checkedDocument, checkedName } from "./customers.ts";
import { accountOf, amountMinor, formatAmount, INVALID_PIX_KEY, scopeOf } from "./payment-common.ts";
import { presentBalance, WalletRefs, type Schemas } from "./present.ts";
import { recheckWallet } from "./wallets.ts";

export function sandboxUseCases(deps: Deps) {
  return {
    async credit(ctx: RequestContext, body: Schemas["SandboxCreditRequest"]): Promise<Schemas["AccountBalance"]> {
      const problems: FieldProblem[] = [];
      const amount = amountMinor(body.amount, body.currency, "amount", problems);
      if (problems.length > 0) throw validationError(problems);
      const scope = scopeOf(ctx);
      return deps.store.transaction(async (repos) => {
        await recheckWallet(repos, ctx);
        const account = accountOf(scope);
        const id = deps.newId();
        await book(
          deps,
          repos,
          [{ companyId: scope.companyId, accountId: account, walletId: scope.walletId, currency: body.currency, bucket: "available", amountMinor: amount, type: "sandbox_credit", sourceType: "sandbox", sourceId: id, reference: null, description: `Crédito de sandbox de ${formatAmount(amount, body.currency)}` }],
          iso(deps.now()),
        );
        const wallet = await new WalletRefs(repos, scope.companyId).get(scope.walletId);
        return { currency: body.currency, balance: presentBalance(await repos.ledger.balance(account, body.currency)), ...(wallet ? { wallet } : {}) };
      });
    },

    async registerPixKey(ctx: RequestContext, body: Schemas["SandboxPixKeyRequest"]): Promise<Schemas["PixKeyHolder"]> {
      const problems: FieldProblem[] = [];
      const key = parsePixKey(body.key);
      if (!key) problems.push({ field: "key", error: INVALID_PIX_KEY });
      const name = checkedName(body.name, "name", problems);
      const document = checkedDocument(body.document, "document", problems);
      if (problems.length > 0 || !key) throw validationError(problems);
      const record = { companyId: ctx.company.id, pixKey: key.key, keyType: key.type, name, document };
      await deps.store.transaction((repos) => repos.pixKeys.upsert(record));
      return { key: key.key, keyType: key.type, name: record.name, document };
    },
  };
}

export type SandboxUseCases = ReturnType<typeof sandboxUseCases>;
