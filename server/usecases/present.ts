/**
 * Records to API shapes. Minor units become JSON numbers here and nowhere else; every function is
 * typed with the contract's generated schema so a shape drift fails the type check.
 */
import type { components } from "../../generated/openapi.ts";
import { decimalText, fromMinor, type Currency } from "../domain/money.ts";
import type { Repositories } from "../store/repositories.ts";
import type {
  BalanceRecord,
  ChargebackRecord,
  CompanyRecord,
  ConversionRecord,
  CryptoDepositRecord,
  CustomerSnapshot,
  DeliveryRecord,
  DepositRecord,
  EvidenceRecord,
  InfractionRecord,
  LedgerListingRecord,
  PayloadRecord,
  UserRecord,
  WalletRecord,
  WebhookRecord,
  WithdrawalRecord,
} from "../store/records.ts";

export type Schemas = components["schemas"];

const NETWORK_NAMES = { trx: "Tron (TRC-20)", eth: "Ethereum (ERC-20)" } as const;
export function networkName(network: "trx" | "eth"): string {
  return NETWORK_NAMES[network];
}

/** Looks wallets up once per call site, for the `wallet` field of payments. */
export class WalletRefs {
  private readonly cache = new Map<string, Schemas["WalletRef"] | undefined>();
  constructor(
    private readonly repos: Repositories,
    private readonly companyId: string,
  ) {}

  async get(walletId: string | null): Promise<Schemas["WalletRef"] | undefined> {
    if (!walletId) return undefined;
    if (!this.cache.has(walletId)) {
      const w = await this.repos.wallets.get(this.companyId, walletId);
      this.cache.set(walletId, w ? { id: w.id, name: w.name, ...(w.externalId ? { externalId: w.externalId } : {}) } : undefined);
    }
    return this.cache.get(walletId);
  }
}

function withWallet<T extends object>(value: T, wallet: Schemas["WalletRef"] | undefined): T {
  return wallet ? { ...value, wallet } : value;
}

export function presentCustomer(c: CustomerSnapshot): Schemas["Customer"] {
  return { id: c.id, name: c.name, ...(c.email ? { email: c.email } : {}), ...(c.phone ? { phone: c.phone } : {}), document: c.document };
}

export function presentBalance(b: BalanceRecord): Schemas["BalanceAmounts"] {
  return {
    total: fromMinor(b.availableMinor + b.blockedMinor, b.currency),
    available: fromMinor(b.availableMinor, b.currency),
    blocked: fromMinor(b.blockedMinor, b.currency),
  };
}

export function presentCompany(c: CompanyRecord, users: UserRecord[], balance: BalanceRecord): Schemas["Company"] {
  return {
    id: c.id,
    icon: c.icon,
    taxId: c.taxId,
    tradeName: c.tradeName,
    legalName: c.legalName,
    email: c.email,
    phone: c.phone,
    address: c.address,
    settings: {
      ipEnabled: c.ipEnabled,
      ipAddresses: c.ipAddresses,
      autoApproveWithdrawals: c.autoApproveWithdrawals,
      walletsEnabled: c.walletsEnabled,
      walletMode: c.walletMode,
    },
    fees: c.fees,
    users: users.map((u) => ({ id: u.id, role: u.role, active: u.active, createdAt: u.createdAt, updatedAt: u.updatedAt })),
    balance: fromMinor(balance.availableMinor, "brl"),
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

export function presentWallet(w: WalletRecord, balance: BalanceRecord, options: { includeCreatedAt?: boolean } = {}): Schemas["Wallet"] {
  return {
    id: w.id,
    name: w.name,
    ...(w.externalId ? { externalId: w.externalId } : {}),
    status: w.status,
    balance: presentBalance(balance),
    depositsBlocked: w.depositsBlocked,
    withdrawalsBlocked: w.withdrawalsBlocked,
    ...(w.metadata ? { metadata: w.metadata } : {}),
    ...(options.includeCreatedAt ? { createdAt: w.createdAt } : {}),
    ...(w.verificationStatus ? { verification: { status: w.verificationStatus, ...(w.verificationUpdatedAt ? { updatedAt: w.verificationUpdatedAt } : {}) } } : {}),
    ...(w.onboardingUrl && options.includeCreatedAt ? { onboardingUrl: w.onboardingUrl } : {}),
  };
}

export function presentDeposit(d: DepositRecord, wallet: Schemas["WalletRef"] | undefined): Schemas["Deposit"] {
  return withWallet(
    {
      id: d.id,
      type: "deposit" as const,
      amount: fromMinor(d.amountMinor, "brl"),
      feeAmount: fromMinor(d.feeMinor, "brl"),
      netAmount: fromMinor(d.netMinor, "brl"),
      method: "pix" as const,
      status: d.status,
      qrCode: { payload: d.qrPayload, imageEncoded: d.qrImage },
      customer: presentCustomer(d.customer),
      metadata: d.metadata,
      reference: d.reference,
      ...(d.splits
        ? { splits: d.splits.map((s) => ({ id: s.id, destination: s.destination, percent: Number(s.percent), amount: fromMinor(s.amountMinor, "brl") })) }
        : {}),
      expiresAt: d.expiresAt,
      ...(d.paidAt ? { paidAt: d.paidAt } : {}),
      ...(d.endToEndId ? { endToEndId: d.endToEndId } : {}),
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
    },
    wallet,
  );
}

export function presentWithdrawal(w: WithdrawalRecord, wallet: Schemas["WalletRef"] | undefined): Schemas["Withdrawal"] {
  const common = {
    id: w.id,
    type: "withdraw" as const,
    status: w.status,
    customer: presentCustomer(w.customer),
    metadata: w.metadata,
    reference: w.reference,
    ...(w.failure ? { failure: w.failure as Schemas["WithdrawalFailure"] } : {}),
    createdAt: w.createdAt,
    updatedAt: w.updatedAt,
  };
  if (w.method === "pix") {
    return withWallet(
      {
        ...common,
        method: "pix" as const,
        currency: "brl" as const,
        amount: fromMinor(w.amountMinor, "brl"),
        feeAmount: fromMinor(w.feeMinor, "brl"),
        totalAmount: fromMinor(w.totalMinor, "brl"),
        pixKey: w.pixKey ?? "",
        strict: w.strict,
        ...(w.paidAt ? { paidAt: w.paidAt } : {}),
        ...(w.details ? { details: w.details as Schemas["WithdrawalDetails"] } : {}),
      },
      wallet,
    );
  }
  return withWallet(
    {
      ...common,
      method: "usdt" as const,
      currency: "usdt" as const,
      network: w.network ?? "trx",
      amount: fromMinor(w.amountMinor, "usdt"),
      feeAmount: fromMinor(w.feeMinor, "usdt"),
      networkFee: fromMinor(w.networkFeeMinor, "usdt"),
      totalAmount: fromMinor(w.totalMinor, "usdt"),
      address: w.address ?? "",
      ...(w.txHash ? { txHash: w.txHash } : {}),
      ...(w.paidAt ? { paidAt: w.paidAt } : {}),
    },
    wallet,
  );
}

export function presentPayload(p: PayloadRecord): Schemas["WithdrawalPayload"] {
  return {
    paymentId: p.withdrawalId,
    method: "POST",
    path: "/v1/withdrawals",
    receivedAt: p.receivedAt,
    processedAt: p.processedAt,
    request: p.request as Schemas["PayloadRequest"],
    response: p.response as Schemas["PayloadResponse"],
  };
}

/** USDT/BRL price as the JSON number of its decimal text (exact for <= 8 decimals). */
export function priceNumber(priceE8: string): number {
  return Number(decimalText({ units: BigInt(priceE8), scale: 8 }));
}

export function presentConversion(c: ConversionRecord, wallet: Schemas["WalletRef"] | undefined): Schemas["Conversion"] {
  return withWallet(
    {
      id: c.id,
      type: "conversion" as const,
      asset: "usdt" as const,
      method: "pix" as const,
      status: c.status,
      currency: c.currencyMode,
      customer: presentCustomer(c.customer),
      pix: {
        status: c.pixStatus,
        qrCode: { payload: c.qrPayload, imageEncoded: c.qrImage },
        amount: fromMinor(c.pixAmountMinor, "brl"),
        feeAmount: fromMinor(c.pixFeeMinor, "brl"),
        netAmount: fromMinor(c.pixNetMinor, "brl"),
      },
      crypto: {
        asset: "usdt" as const,
        price: priceNumber(c.priceE8),
        address: c.address,
        status: c.cryptoStatus,
        amount: fromMinor(c.cryptoAmountMinor, "usdt"),
        feeAmount: fromMinor(c.cryptoFeeMinor, "usdt"),
        netAmount: fromMinor(c.cryptoNetMinor, "usdt"),
        network: c.network,
        networkFee: fromMinor(c.networkFeeMinor, "usdt"),
        networkName: networkName(c.network),
        ...(c.txHash ? { txHash: c.txHash } : {}),
      },
      metadata: c.metadata,
      reference: c.reference,
      expiresAt: c.expiresAt,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
    },
    wallet,
  );
}

export function presentCryptoDeposit(d: CryptoDepositRecord, wallet: Schemas["WalletRef"] | undefined): Schemas["CryptoDeposit"] {
  return withWallet(
    {
      id: d.id,
      type: "crypto_deposit" as const,
      asset: "usdt" as const,
      network: d.network,
      networkName: networkName(d.network),
      address: d.address,
      status: d.status,
      ...(d.expectedMinor !== null ? { expectedAmount: fromMinor(d.expectedMinor, "usdt") } : {}),
      ...(d.amountMinor !== null ? { amount: fromMinor(d.amountMinor, "usdt"), feeAmount: 0, netAmount: fromMinor(d.amountMinor, "usdt") } : {}),
      ...(d.txHash ? { txHash: d.txHash } : {}),
      ...(d.customer ? { customer: presentCustomer(d.customer) } : {}),
      metadata: d.metadata,
      reference: d.reference,
      expiresAt: d.expiresAt,
      ...(d.paidAt ? { paidAt: d.paidAt } : {}),
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
    },
    wallet,
  );
}

export function presentTransaction(e: LedgerListingRecord, wallet: Schemas["WalletRef"] | undefined): Schemas["Transaction"] {
  return withWallet(
    {
      id: e.id,
      type: e.type,
      currency: e.currency,
      amount: fromMinor(Math.abs(e.amountMinor), e.currency as Currency),
      direction: e.amountMinor > 0 ? ("credit" as const) : ("debit" as const),
      bucket: e.bucket,
      sourceType: e.sourceType,
      sourceId: e.sourceId,
      status: e.status,
      ...(e.reference ? { reference: e.reference } : {}),
      description: e.description,
      createdAt: e.createdAt,
    },
    wallet,
  );
}

/** An infraction as GET returns it, read with its evidences and its wallet's reference. */
export async function viewInfraction(repos: Repositories, i: InfractionRecord): Promise<Schemas["Infraction"]> {
  return presentInfraction(i, await repos.infractions.evidences(i.id), await new WalletRefs(repos, i.companyId).get(i.walletId));
}

export function presentInfraction(i: InfractionRecord, evidences: Omit<EvidenceRecord, "content">[], wallet: Schemas["WalletRef"] | undefined): Schemas["Infraction"] {
  return withWallet(
    {
      id: i.id,
      status: i.status,
      reason: i.reason,
      ...(i.description ? { description: i.description } : {}),
      depositId: i.depositId,
      reference: i.reference,
      endToEndId: i.endToEndId,
      amount: fromMinor(i.amountMinor, "brl"),
      blockedAmount: fromMinor(i.blockedMinor, "brl"),
      defenseDeadline: i.defenseDeadline,
      evidences: evidences.map((e) => ({
        id: e.id,
        description: e.description,
        fileName: e.fileName,
        contentType: e.contentType,
        size: e.size,
        sha256: e.sha256,
        createdAt: e.createdAt,
      })),
      ...(i.defense ? { defense: i.defense } : {}),
      ...(i.chargebackId ? { chargebackId: i.chargebackId } : {}),
      createdAt: i.createdAt,
      updatedAt: i.updatedAt,
    },
    wallet,
  );
}

export function presentChargeback(c: ChargebackRecord, wallet: Schemas["WalletRef"] | undefined): Schemas["Chargeback"] {
  return withWallet(
    {
      id: c.id,
      status: c.status,
      infractionId: c.infractionId,
      depositId: c.depositId,
      amount: fromMinor(c.amountMinor, "brl"),
      reference: c.reference,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
    },
    wallet,
  );
}

export function presentWebhook(w: WebhookRecord): Schemas["Webhook"] {
  return {
    id: w.id,
    url: w.url,
    events: w.events,
    ...(w.description ? { description: w.description } : {}),
    enabled: w.enabled,
    createdAt: w.createdAt,
    updatedAt: w.updatedAt,
  };
}

/** The answer to a registration, the only one that shows the signing secret. */
export function presentRegisteredWebhook(w: WebhookRecord): Schemas["RegisteredWebhook"] {
  return { ...presentWebhook(w), secret: w.secret };
}

export function presentDelivery(d: DeliveryRecord): Schemas["WebhookDelivery"] {
  return {
    id: d.id,
    webhookId: d.webhookId,
    eventId: d.eventId,
    eventType: d.eventType,
    status: d.status,
    attempts: d.attempts,
    ...(d.lastStatusCode !== null ? { lastStatusCode: d.lastStatusCode } : {}),
    ...(d.lastError ? { lastError: d.lastError } : {}),
    ...(d.nextAttemptAt && d.status === "pending" ? { nextAttemptAt: d.nextAttemptAt } : {}),
    ...(d.deliveredAt ? { deliveredAt: d.deliveredAt } : {}),
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}
