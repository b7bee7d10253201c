/**
 * Resources several checks share, made once per run through the API (and the sandbox): wallets in
 * each state the X-Api-Wallet errors need. A failure to make one is reported by every check that
 * needed it, with the answer that refused it.
 */
import type { Credentials } from "./http.ts";
import { fillPath, type Runtime } from "./runtime.ts";
import { SetupError, type Company } from "./world.ts";

type Obj = Record<string, unknown>;

export async function call(rt: Runtime, as: Credentials, operationId: string, options: { path?: Obj; body?: unknown; wallet?: string; query?: Obj } = {}): Promise<Obj> {
  const meta = rt.ops.get(operationId);
  if (!meta) throw new Error(`unknown operation ${operationId}`);
  const exchange = await rt.http.send({
    operationId,
    method: meta.method,
    path: fillPath(meta.path, options.path),
    query: options.query,
    as,
    wallet: options.wallet,
    body: options.body,
  });
  const r = exchange.response;
  if (!r || r.status >= 300) {
    const error = new SetupError(`${operationId} as ${as.label} answered ${exchange.error ?? `HTTP ${r?.status} ${r?.text.slice(0, 300)}`}`, exchange.error !== undefined);
    (error as SetupError & { code?: string }).code = (r?.json as { error?: { code?: string } } | undefined)?.error?.code;
    throw error;
  }
  return ((r.json as Obj).data ?? {}) as Obj;
}

/** A wallet of the company, in the state asked for. */
export function walletFixture(rt: Runtime, company: Company, state: "archived" | "kyc-pending" | "kyc-rejected-terminal"): Promise<string> {
  return rt.fixture(`wallet:${company.label}:${state}`, async () => {
    const body: Obj = { name: `Conformance ${state}`, externalId: `${rt.refPrefix}-${state}` };
    if (state !== "archived") Object.assign(body, { taxId: "27.510.150/0001-00", email: "financeiro@example.com", phone: "(19) 3232-4455" });
    const wallet = await call(rt, company.creds, "createWallet", { body });
    const id = String(wallet.id);
    if (state === "archived") await call(rt, company.creds, "archiveWallet", { path: { id } });
    if (state === "kyc-rejected-terminal") await call(rt, company.creds, "sandboxSetWalletVerification", { path: { id }, body: { status: "rejected_terminal" } });
    return id;
  });
}
