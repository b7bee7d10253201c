/**
 * Designed USDT deposit addresses: a deterministic valid address per deposit on its network, paid
 * through the sandbox (credited to the acting account's USDT balance, no fee) or expired.
 */
import { randomBytes } from "node:crypto";
import { evmAddressFromSeed, tronAddressFromSeed } from "../domain/crypto-address.ts";
import { networkOf } from "../domain/usdt.ts";
import { invalidState, notFound, validationError, type FieldProblem } from "../errors.ts";
import type { RequestContext } from "../http/operations.ts";
import type { Repositories } from "../store/repositories.ts";
import type { CryptoDepositRecord } from "../store/records.ts";
import { book } from "./booking.ts";
import { emitEvent, iso, type Deps } from "./context.ts";
import { customerSnapshot, normalizeCustomer, type NormalizedCustomer } from "./customers.ts";
import { accountOf, amountMinor, checkMetadata, expiredPatch, idempotencyHash, pastExpiry, presentNow, readExpiring, receivedBodyHash, replayOrConflict, scopeOf } from "./payment-common.ts";
import { presentCryptoDeposit, WalletRefs, type Schemas } from "./present.ts";
import { recheckWallet, refuseUnlessReplay } from "./wallets.ts";

export function cryptoDepositUseCases(deps: Deps) {
  const present = async (repos: Repositories, d: CryptoDepositRecord) => presentCryptoDeposit(d, await new WalletRefs(repos, d.companyId).get(d.walletId));

  async function expire(repos: Repositories, d: CryptoDepositRecord) {
    const patch = expiredPatch(d, iso(deps.now()));
    const updated = { ...d, ...patch };
    await repos.cryptoDeposits.update(d.id, patch);
    const view = await present(repos, updated);
    await emitEvent(deps, repos, d.companyId, "CRYPTO_DEPOSIT_EXPIRED", view);
    return view;
  }

  /** The sandbox's lookup of an address of the company. */
  async function load(repos: Repositories, companyId: string, id: string): Promise<CryptoDepositRecord> {
    const d = await repos.cryptoDeposits.getInCompany(companyId, id);
    if (!d) throw notFound("Depósito em USDT não encontrado.");
    return d;
  }

  const notPending = (status: string) => invalidState("O depósito em USDT não está pendente.", `Status do depósito em USDT: ${status}.`);

  return {
    async create(ctx: RequestContext, body: Schemas["CreateCryptoDepositRequest"]): Promise<{ cryptoDeposit: Schemas["CryptoDeposit"]; replayed: boolean }> {
      const scope = scopeOf(ctx);
      await refuseUnlessReplay(deps.store, ctx, "deposits", (r) => r.cryptoDeposits.findByReference(scope, body.reference));
      const problems: FieldProblem[] = [];
      const expected = body.expectedAmount !== undefined ? amountMinor(body.expectedAmount, "usdt", "expectedAmount", problems) : null;
      let customer: NormalizedCustomer | undefined;
      if (body.customer) customer = normalizeCustomer(body.customer, "customer", problems);
      const metadata = checkMetadata(body.metadata, problems);
      if (problems.length > 0) throw validationError(problems);
      const network = networkOf(body.network);
      const expiresIn = body.expiresIn ?? 86400;
      const hash = idempotencyHash({ expected, network, customer: customer ?? null, metadata, expiresIn, reference: body.reference }, scope);
      // Nothing slow comes before the write, so the reference is checked once, inside it.
      return deps.store.transaction(async (repos) => {
        const raced = replayOrConflict(await repos.cryptoDeposits.findByReference(scope, body.reference), hash, "um depósito em USDT", () => [receivedBodyHash(body, scope)]);
        // A replay is read as a USDT deposit by id is: expired first when past its expiry.
        if (raced) return { cryptoDeposit: await presentNow(deps, repos, raced, present, expire), replayed: true };
        await recheckWallet(repos, ctx, "deposits");
        const now = deps.now();
        const at = iso(now);
        const id = deps.newId();
        const record: CryptoDepositRecord = {
          id,
          companyId: ctx.company.id,
          walletId: scope.walletId,
          reference: body.reference,
          requestHash: hash,
          network,
          address: network === "trx" ? tronAddressFromSeed(`crypto-deposit:${id}`) : evmAddressFromSeed(`crypto-deposit:${id}`),
          status: "pending",
          expectedMinor: expected,
          amountMinor: null,
          txHash: null,
          customer: customer ? await customerSnapshot(repos, ctx.company.id, customer, at, deps.newId) : null,
          metadata,
          expiresAt: iso(new Date(now.getTime() + expiresIn * 1000)),
          paidAt: null,
          createdAt: at,
          updatedAt: at,
        };
        await repos.cryptoDeposits.insert(record);
        return { cryptoDeposit: await present(repos, record), replayed: false };
      });
    },

    async get(ctx: RequestContext, id: string): Promise<Schemas["CryptoDeposit"]> {
      return readExpiring(deps, (repos) => repos.cryptoDeposits.get(scopeOf(ctx), id), () => notFound("Depósito em USDT não encontrado."), present, expire);
    },

    /** Sandbox: USDT arrives at the address. */
    async pay(companyId: string, id: string, amount: number | undefined): Promise<Schemas["CryptoDeposit"]> {
      const problems: FieldProblem[] = [];
      const paidMinor = amount !== undefined ? amountMinor(amount, "usdt", "amount", problems) : undefined;
      if (problems.length > 0) throw validationError(problems);
      return deps.store.transaction(async (repos) => {
        const d = await load(repos, companyId, id);
        if (pastExpiry(deps, d)) await expire(repos, d);
        else if (d.status === "pending") {
          const received = paidMinor ?? d.expectedMinor;
          if (received === null || received === undefined) throw validationError([{ field: "amount", error: "Informe o valor recebido: este depósito não tem valor esperado." }]);
          const at = iso(deps.now());
          const account = accountOf(d);
          await book(
            deps,
            repos,
            [{ companyId: d.companyId, accountId: account, walletId: d.walletId, currency: "usdt", bucket: "available", amountMinor: received, type: "crypto_deposit", sourceType: "crypto_deposit", sourceId: d.id, reference: d.reference, description: `Depósito em USDT ${d.reference}` }],
            at,
          );
          const hash = randomBytes(32).toString("hex");
          const patch = { status: "paid" as const, amountMinor: received, txHash: d.network === "eth" ? `0x${hash}` : hash, paidAt: at, updatedAt: at };
          await repos.cryptoDeposits.update(d.id, patch);
          const view = await present(repos, { ...d, ...patch });
          await emitEvent(deps, repos, d.companyId, "CRYPTO_DEPOSIT_PAID", view);
          return view;
        }
        const current = await repos.cryptoDeposits.getInCompany(companyId, id);
        throw notPending(current?.status ?? d.status);
      });
    },

    /** Sandbox: a pending address expires now. */
    async expireNow(companyId: string, id: string): Promise<Schemas["CryptoDeposit"]> {
      return deps.store.transaction(async (repos) => {
        const d = await load(repos, companyId, id);
        if (d.status !== "pending") throw notPending(d.status);
        return expire(repos, d);
      });
    },

    async expireDue(limit = 100): Promise<number> {
      return deps.store.transaction(async (repos) => {
        const due = await repos.cryptoDeposits.dueForExpiry(iso(deps.now()), limit);
        for (const d of due) await expire(repos, d);
        return due.length;
      });
    },
  };
}

export type CryptoDepositUseCases = ReturnType<typeof cryptoDepositUseCases>;
