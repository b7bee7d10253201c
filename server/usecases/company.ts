/**
 * The calling company, its balance, and company creation (the demo company of a new database and
 * the sandbox's POST /v1/sandbox/companies), with credentials stored only as digests.
 */
import { randomBytes } from "node:crypto";
import { isCidrText, withPrefix } from "../domain/cidr.ts";
import { withCheckDigits } from "../domain/documents.ts";
import { decimalFromNumber } from "../domain/money.ts";
import { notFound, validationError, type FieldProblem } from "../errors.ts";
import { sha256Hex } from "../domain/hash.ts";
import type { RequestContext } from "../http/operations.ts";
import type { CompanyRecord, FeeValues } from "../store/records.ts";
import { iso, type Deps } from "./context.ts";
import { checkedCnpj, checkedName } from "./customers.ts";
import { presentBalance, presentCompany, type Schemas } from "./present.ts";

export const DEFAULT_FEES: CompanyRecord["fees"] = {
  deposit: { fixed: 0.5, percentage: 1.5, minimumFee: 1.0 },
  withdraw: { fixed: 1.0, percentage: 0.5, minimumFee: 1.5 },
};

export interface NewCompanyInput {
  tradeName: string;
  legalName?: string;
  taxId?: string;
  email?: string;
  apiKey?: string;
  apiSecret?: string;
}

export function randomCredential(prefix: string): string {
  return `${prefix}_${randomBytes(24).toString("base64url")}`;
}

function randomCnpj(): string {
  const base = `${String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, "0")}0001`;
  return withCheckDigits(base);
}

/** The three fields of a fee schedule; other properties a body carries are neither read nor stored. */
function feeValues(fees: FeeValues): FeeValues {
  return { fixed: fees.fixed, percentage: fees.percentage, minimumFee: fees.minimumFee };
}

function checkFees(fees: FeeValues, field: string, problems: FieldProblem[]): void {
  for (const [name, value] of Object.entries(feeValues(fees)) as [keyof FeeValues, number][]) {
    const places = decimalFromNumber(value).scale;
    const max = name === "percentage" ? 4 : 2;
    if (places > max) problems.push({ field: `${field}.${name}`, error: `Deve ter no máximo ${max} casas decimais.` });
  }
}

export function companyUseCases(deps: Deps) {
  return {
    async create(input: NewCompanyInput): Promise<{ company: Schemas["Company"]; apiKey: string; apiSecret: string }> {
      const problems: FieldProblem[] = [];
      const tradeName = checkedName(input.tradeName, "tradeName", problems);
      const legalName = input.legalName === undefined ? tradeName : checkedName(input.legalName, "legalName", problems);
      let taxId = randomCnpj();
      if (input.taxId !== undefined) {
        taxId = checkedCnpj(input.taxId, "taxId", problems);
      }
      if (problems.length > 0) throw validationError(problems);
      const apiKey = input.apiKey ?? randomCredential("pk_sandbox");
      const apiSecret = input.apiSecret ?? randomCredential("sk_sandbox");
      const at = iso(deps.now());
      const id = deps.newId();
      const record: CompanyRecord = {
        id,
        tradeName,
        legalName,
        taxId,
        email: input.email ?? `contato+${id.toLowerCase()}@example.com`,
        phone: "+551140000000",
        icon: "https://assets.example.com/companies/default.png",
        address: { line1: "Avenida Paulista, 1000", line2: "Conjunto 101", district: "Bela Vista", city: "São Paulo", state: "SP", postalCode: "01310100", countryCode: "BR" },
        ipEnabled: false,
        ipAddresses: [],
        autoApproveWithdrawals: true,
        walletsEnabled: true,
        walletMode: "simple",
        fees: DEFAULT_FEES,
        usdtPriceE8: null,
        active: true,
        createdAt: at,
        updatedAt: at,
      };
      return deps.store.transaction(async (repos) => {
        await repos.companies.insert(record);
        await repos.users.insert({ id: deps.newId(), companyId: id, role: "master", active: true, createdAt: at, updatedAt: at });
        await repos.apiKeys.insert({ apiKey, companyId: id, secretSha256: sha256Hex(apiSecret), createdAt: at });
        const users = await repos.users.listByCompany(id);
        return { company: presentCompany(record, users, await repos.ledger.balance(id, "brl")), apiKey, apiSecret };
      });
    },

    async get(ctx: RequestContext): Promise<Schemas["Company"]> {
      return deps.store.read(async (repos) => {
        const company = await repos.companies.get(ctx.company.id);
        if (!company) throw notFound("Empresa não encontrada.");
        return presentCompany(company, await repos.users.listByCompany(company.id), await repos.ledger.balance(company.id, "brl"));
      });
    },

    async balance(ctx: RequestContext): Promise<Schemas["CompanyBalance"]> {
      return deps.store.read(async (repos) => {
        const [brl, usdt] = await repos.ledger.balances(ctx.company.id);
        return { balance: presentBalance(brl).available, balances: { brl: presentBalance(brl), usdt: presentBalance(usdt) } };
      });
    },

    /** Sandbox: the operator changes the calling company. */
    async update(ctx: RequestContext, body: Schemas["SandboxUpdateCompanyRequest"]): Promise<Schemas["Company"]> {
      const problems: FieldProblem[] = [];
      for (const [i, range] of (body.settings?.ipAddresses ?? []).entries()) {
        if (!isCidrText(range)) problems.push({ field: `settings.ipAddresses[${i}]`, error: "Deve ser uma faixa CIDR IPv4 ou IPv6 válida." });
      }
      if (body.fees?.deposit) checkFees(body.fees.deposit, "fees.deposit", problems);
      if (body.fees?.withdraw) checkFees(body.fees.withdraw, "fees.withdraw", problems);
      let usdtPriceE8: string | undefined;
      if (body.usdtPrice !== undefined) {
        const d = decimalFromNumber(body.usdtPrice);
        if (d.scale > 8) problems.push({ field: "usdtPrice", error: "Deve ter no máximo 8 casas decimais." });
        else usdtPriceE8 = (d.units * 10n ** BigInt(8 - d.scale)).toString();
      }
      if (problems.length > 0) throw validationError(problems);
      return deps.store.transaction(async (repos) => {
        const company = await repos.companies.get(ctx.company.id);
        if (!company) throw notFound("Empresa não encontrada.");
        // An allowlist switched on with no range would refuse every request, this one's undoing too.
        if ((body.settings?.ipEnabled ?? company.ipEnabled) && (body.settings?.ipAddresses ?? company.ipAddresses).length === 0) {
          throw validationError([{ field: "settings.ipAddresses", error: "Informe ao menos uma faixa com ipEnabled true: sem nenhuma, toda requisição da empresa seria recusada, inclusive a que desfaz isto." }]);
        }
        const patch: Partial<CompanyRecord> = {
          ...(body.settings?.ipEnabled !== undefined ? { ipEnabled: body.settings.ipEnabled } : {}),
          ...(body.settings?.ipAddresses !== undefined ? { ipAddresses: body.settings.ipAddresses.map(withPrefix) } : {}),
          ...(body.settings?.autoApproveWithdrawals !== undefined ? { autoApproveWithdrawals: body.settings.autoApproveWithdrawals } : {}),
          ...(body.walletsEnabled !== undefined ? { walletsEnabled: body.walletsEnabled } : {}),
          ...(body.walletMode !== undefined ? { walletMode: body.walletMode } : {}),
          ...(body.fees ? { fees: { deposit: body.fees.deposit ? feeValues(body.fees.deposit) : company.fees.deposit, withdraw: body.fees.withdraw ? feeValues(body.fees.withdraw) : company.fees.withdraw } } : {}),
          ...(usdtPriceE8 !== undefined ? { usdtPriceE8 } : {}),
          updatedAt: iso(deps.now()),
        };
        await repos.companies.update(company.id, patch);
        const updated = { ...company, ...patch };
        return presentCompany(updated, await repos.users.listByCompany(company.id), await repos.ledger.balance(company.id, "brl"));
      });
    },
  };
}

export type CompanyUseCases = ReturnType<typeof companyUseCases>;
