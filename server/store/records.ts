/**
 * Plain records the repositories return: money in integer minor units, timestamps as ISO text,
 * free-form parts already parsed. Use cases turn them into API shapes (see ../usecases/present.ts).
 */
import type { Currency } from "../domain/money.ts";

export interface FeeValues {
  fixed: number;
  percentage: number;
  minimumFee: number;
}

export interface AddressRecord {
  line1: string;
  line2?: string;
  district: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
}

export type WalletMode = "simple" | "kyc";

export interface CompanyRecord {
  id: string;
  tradeName: string;
  legalName: string;
  taxId: string;
  email: string;
  phone: string;
  icon: string;
  address: AddressRecord;
  ipEnabled: boolean;
  ipAddresses: string[];
  autoApproveWithdrawals: boolean;
  walletsEnabled: boolean;
  walletMode: WalletMode;
  fees: { deposit: FeeValues; withdraw: FeeValues };
  /** Sandbox override of the USDT/BRL price, 1e-8 BRL; null uses the server's. */
  usdtPriceE8: string | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface UserRecord {
  id: string;
  companyId: string;
  role: "master" | "admin";
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

export type VerificationStatus = "pending" | "approved" | "rejected" | "rejected_terminal";

export interface WalletRecord {
  id: string;
  companyId: string;
  name: string;
  externalId: string | null;
  status: "enabled" | "disabled";
  depositsBlocked: boolean;
  withdrawalsBlocked: boolean;
  metadata: Record<string, unknown> | null;
  taxId: string | null;
  email: string | null;
  phone: string | null;
  verificationStatus: VerificationStatus | null;
  verificationUpdatedAt: string | null;
  onboardingUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A customer as stored with each payment (its id is stable per company and document). */
export interface CustomerSnapshot {
  id: string;
  name: string;
  email?: string;
  phone?: string;
  document: string;
}

export type Bucket = "available" | "blocked";

export interface LedgerEntryRecord {
  id: string;
  companyId: string;
  accountId: string;
  walletId: string | null;
  currency: Currency;
  bucket: Bucket;
  /** Signed: positive credits, negative debits. */
  amountMinor: number;
  type: string;
  sourceType: string;
  sourceId: string;
  reference: string | null;
  description: string;
  createdAt: string;
}

/** A ledger entry as listed: with the current status of the resource behind it. */
export interface LedgerListingRecord extends LedgerEntryRecord {
  status: string;
}

export interface BalanceRecord {
  currency: Currency;
  availableMinor: number;
  blockedMinor: number;
}

export interface SplitAllocationRecord {
  id: string;
  destination: "company" | "wallet" | "general_balance";
  /** Decimal text of the summed percent, exactly as sent. */
  percent: string;
  amountMinor: number;
  /** The account credited. */
  accountId: string;
  /** The company owning that account. */
  accountCompanyId: string;
}

export type DepositStatus = "pending" | "paid" | "expired" | "refunded";

export interface DepositRecord {
  id: string;
  companyId: string;
  walletId: string | null;
  reference: string;
  requestHash: string;
  amountMinor: number;
  feeMinor: number;
  netMinor: number;
  status: DepositStatus;
  customer: CustomerSnapshot;
  metadata: Record<string, unknown>;
  splits: SplitAllocationRecord[] | null;
  qrPayload: string;
  qrImage: string;
  endToEndId: string | null;
  expiresAt: string;
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export type WithdrawalStatus = "pending" | "processing" | "paid" | "failed" | "canceled";

export interface WithdrawalRecord {
  id: string;
  companyId: string;
  walletId: string | null;
  reference: string;
  requestHash: string;
  method: "pix" | "usdt";
  currency: Currency;
  amountMinor: number;
  feeMinor: number;
  networkFeeMinor: number;
  totalMinor: number;
  status: WithdrawalStatus;
  pixKey: string | null;
  strict: boolean;
  network: "trx" | "eth" | null;
  address: string | null;
  customer: CustomerSnapshot;
  metadata: Record<string, unknown>;
  details: Record<string, unknown> | null;
  failure: { code: string; message: string } | null;
  txHash: string | null;
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PayloadRecord {
  withdrawalId: string;
  companyId: string;
  walletId: string | null;
  receivedAt: string;
  processedAt: string;
  request: Record<string, unknown>;
  response: Record<string, unknown>;
}

export interface ConversionRecord {
  id: string;
  companyId: string;
  walletId: string | null;
  reference: string;
  requestHash: string;
  currencyMode: "BRL" | "USDT";
  status: "pending" | "processing" | "completed" | "failed" | "expired";
  pixStatus: "pending" | "paid" | "expired";
  cryptoStatus: "pending" | "processing" | "sent" | "failed" | "expired";
  pixAmountMinor: number;
  pixFeeMinor: number;
  pixNetMinor: number;
  priceE8: string;
  cryptoAmountMinor: number;
  cryptoFeeMinor: number;
  networkFeeMinor: number;
  cryptoNetMinor: number;
  network: "trx" | "eth";
  address: string;
  txHash: string | null;
  qrPayload: string;
  qrImage: string;
  customer: CustomerSnapshot;
  metadata: Record<string, unknown>;
  /** What the sandbox asked the delivery to do. */
  outcome: "completed" | "failed" | null;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface CryptoDepositRecord {
  id: string;
  companyId: string;
  walletId: string | null;
  reference: string;
  requestHash: string;
  network: "trx" | "eth";
  address: string;
  status: "pending" | "paid" | "expired";
  expectedMinor: number | null;
  amountMinor: number | null;
  txHash: string | null;
  customer: CustomerSnapshot | null;
  metadata: Record<string, unknown>;
  expiresAt: string;
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export type InfractionStatus = "open" | "contested" | "refunded" | "dismissed";

export interface InfractionRecord {
  id: string;
  companyId: string;
  walletId: string | null;
  depositId: string;
  reference: string;
  endToEndId: string;
  status: InfractionStatus;
  reason: string;
  description: string | null;
  amountMinor: number;
  blockedMinor: number;
  defense: string | null;
  chargebackId: string | null;
  defenseDeadline: string;
  createdAt: string;
  updatedAt: string;
}

export interface EvidenceRecord {
  id: string;
  infractionId: string;
  description: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  content: Buffer;
  createdAt: string;
}

export interface ChargebackRecord {
  id: string;
  companyId: string;
  walletId: string | null;
  infractionId: string;
  depositId: string;
  reference: string;
  amountMinor: number;
  status: "completed";
  createdAt: string;
  updatedAt: string;
}

export interface PixKeyRecord {
  companyId: string;
  pixKey: string;
  keyType: "cpf" | "cnpj" | "email" | "phone" | "evp";
  name: string;
  document: string;
}

export interface WebhookRecord {
  id: string;
  companyId: string;
  url: string;
  events: string[];
  description: string | null;
  enabled: boolean;
  secret: string;
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface EventRecord {
  id: string;
  companyId: string;
  type: string;
  payload: Record<string, unknown>;
  createdAt: string;
}

export interface DeliveryRecord {
  id: string;
  companyId: string;
  webhookId: string;
  eventId: string;
  eventType: string;
  status: "pending" | "succeeded" | "failed";
  attempts: number;
  nextAttemptAt: string | null;
  lastStatusCode: number | null;
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface JobRecord {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  runAt: string;
  status: "queued" | "running" | "done" | "failed";
  attempts: number;
  leaseUntil: string | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}
