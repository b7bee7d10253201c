/**
 * Plain records the repositories return: money in integer minor units, timestamps as ISO text,
 * free-form parts already parsed. Use cases turn them into API shapes (see ../usecases/present.ts).
 */
import type { components } from "../../generated/openapi.ts";
import type { Currency } from "../domain/money.ts";

/** The contract's own enumerations: a record holds the values the answers show, never a copy of the list. */
type Contract = components["schemas"];

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

export type WalletMode = Contract["WalletMode"];

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
  role: Contract["UserRole"];
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

export type VerificationStatus = Contract["VerificationStatus"];

export interface WalletRecord {
  id: string;
  companyId: string;
  name: string;
  externalId: string | null;
  status: Contract["WalletStatus"];
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

export type Bucket = Contract["BalanceBucket"];

export interface LedgerEntryRecord {
  id: string;
  companyId: string;
  accountId: string;
  walletId: string | null;
  currency: Currency;
  bucket: Bucket;
  /** Signed: positive credits, negative debits. */
  amountMinor: number;
  type: Contract["TransactionType"];
  sourceType: Contract["TransactionSource"];
  sourceId: string;
  reference: string | null;
  description: string;
  createdAt: string;
}

/** A ledger entry as listed: with the current status of the resource behind it. */
export interface LedgerListingRecord extends LedgerEntryRecord {
  status: Contract["TransactionStatus"];
}

export interface BalanceRecord {
  currency: Currency;
  availableMinor: number;
  blockedMinor: number;
}

export interface SplitAllocationRecord {
  id: string;
  destination: Contract["SplitDestination"];
  /** Decimal text of the summed percent, exactly as sent. */
  percent: string;
  amountMinor: number;
  /** The account credited. */
  accountId: string;
  /** The company owning that account. */
  accountCompanyId: string;
}

export type DepositStatus = Contract["DepositStatus"];

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

export type WithdrawalStatus = Contract["WithdrawalStatus"];

export interface WithdrawalRecord {
  id: string;
  companyId: string;
  walletId: string | null;
  reference: string;
  requestHash: string;
  method: Contract["WithdrawalMethod"];
  currency: Currency;
  amountMinor: number;
  feeMinor: number;
  networkFeeMinor: number;
  totalMinor: number;
  status: WithdrawalStatus;
  pixKey: string | null;
  strict: boolean;
  network: Contract["UsdtNetwork"] | null;
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
  status: Contract["ConversionStatus"];
  pixStatus: Contract["ConversionPixStatus"];
  cryptoStatus: Contract["ConversionCryptoStatus"];
  pixAmountMinor: number;
  pixFeeMinor: number;
  pixNetMinor: number;
  priceE8: string;
  cryptoAmountMinor: number;
  cryptoFeeMinor: number;
  networkFeeMinor: number;
  cryptoNetMinor: number;
  network: Contract["UsdtNetwork"];
  address: string;
  txHash: string | null;
  qrPayload: string;
  qrImage: string;
  customer: CustomerSnapshot;
  metadata: Record<string, unknown>;
  /** What the sandbox asked the delivery to do. */
  outcome: Contract["SandboxConversionOutcome"] | null;
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
  network: Contract["UsdtNetwork"];
  address: string;
  status: Contract["CryptoDepositStatus"];
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

export type InfractionStatus = Contract["InfractionStatus"];

export interface InfractionRecord {
  id: string;
  companyId: string;
  walletId: string | null;
  depositId: string;
  reference: string;
  endToEndId: string;
  status: InfractionStatus;
  reason: Contract["InfractionReason"];
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
  contentType: Contract["EvidenceContentType"];
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
  keyType: Contract["PixKeyType"];
  name: string;
  document: string;
}

export interface WebhookRecord {
  id: string;
  companyId: string;
  url: string;
  events: Contract["WebhookEventType"][];
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
  type: Contract["WebhookEventType"];
  payload: Record<string, unknown>;
  createdAt: string;
}

export interface DeliveryRecord {
  id: string;
  companyId: string;
  webhookId: string;
  eventId: string;
  eventType: Contract["WebhookEventType"];
  status: Contract["DeliveryStatus"];
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
