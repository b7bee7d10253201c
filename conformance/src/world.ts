/**
 * The companies the checks act as. Without the sandbox there is only the company of the given
 * credentials. With it, the runner creates its own sandbox companies (POST /v1/sandbox/companies)
 * so that nothing it does depends on, or disturbs, the state of the given company: a shared
 * `primary`, a `partner` (split destination), a second tenant, and companies in special settings
 * (wallets off, kyc wallets, manual approval, an IP allowlist that locks the runner out).
 */
import type { Credentials } from "./http.ts";
import type { Runtime } from "./runtime.ts";

export interface Company {
  label: string;
  id: string;
  creds: Credentials;
}

/** Sandbox company settings (PATCH /v1/sandbox/company bodies) of the shared companies. */
export const SHARED_COMPANIES: Record<string, Record<string, unknown> | undefined> = {
  primary: undefined,
  partner: undefined,
  "tenant-b": undefined,
  /** Where the negative checks of sandbox operations act, so a server that accepts them disturbs nobody. */
  negatives: undefined,
  "no-wallets": { walletsEnabled: false },
  kyc: { walletMode: "kyc" },
  manual: { settings: { autoApproveWithdrawals: false } },
  // TEST-NET-1 and the IPv6 documentation prefix: no real caller is inside them.
  "ip-locked": { settings: { ipEnabled: true, ipAddresses: ["192.0.2.0/24", "2001:db8::/32"] } },
};

export class SetupError extends Error {
  /** `transport`: the request that failed got no answer at all (refused, reset, timed out), not a wrong one. */
  constructor(
    message: string,
    readonly transport = false,
  ) {
    super(message);
  }
}

export class World {
  given!: Company;
  private readonly shared = new Map<string, Promise<Company>>();
  private freshCount = 0;

  constructor(private readonly rt: Runtime) {}

  /** The company most checks act as: a sandbox company of the runner, or the given one. */
  primary(): Promise<Company> {
    return this.rt.sandbox ? this.sharedCompany("primary") : Promise.resolve(this.given);
  }

  sharedCompany(label: string): Promise<Company> {
    if (!this.rt.sandbox) return Promise.reject(new SetupError(`the "${label}" company needs the sandbox`));
    let p = this.shared.get(label);
    if (!p) {
      p = this.fresh(label, SHARED_COMPANIES[label]);
      this.shared.set(label, p);
    }
    return p;
  }

  /** A new sandbox company, optionally with its settings changed. */
  async fresh(label: string, patch?: Record<string, unknown>): Promise<Company> {
    const n = ++this.freshCount;
    const created = await this.rt.http.send({
      operationId: "sandboxCreateCompany",
      method: "POST",
      path: "/v1/sandbox/companies",
      as: this.given.creds,
      body: { tradeName: `Conformance ${label} ${this.rt.options.runId}-${n}`.slice(0, 100) },
    });
    const body = created.response?.json as { data?: { apiKey?: string; apiSecret?: string; company?: { id?: string } } } | undefined;
    if (created.response?.status !== 201 || !body?.data?.apiKey || !body.data.apiSecret || !body.data.company?.id) {
      throw new SetupError(`could not create the sandbox company "${label}": ${created.error ?? `HTTP ${created.response?.status} ${created.response?.text.slice(0, 300)}`}`, created.error !== undefined);
    }
    const company: Company = { label, id: body.data.company.id, creds: { label, apiKey: body.data.apiKey, apiSecret: body.data.apiSecret, companyId: body.data.company.id } };
    this.rt.companies.push(company);
    if (patch) {
      const patched = await this.rt.http.send({ operationId: "sandboxUpdateCompany", method: "PATCH", path: "/v1/sandbox/company", as: company.creds, body: patch });
      if (patched.response?.status !== 200)
        throw new SetupError(`could not configure the sandbox company "${label}": ${patched.error ?? `HTTP ${patched.response?.status} ${patched.response?.text.slice(0, 300)}`}`, patched.error !== undefined);
    }
    return company;
  }
}
