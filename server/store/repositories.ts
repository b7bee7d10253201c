/**
 * Repository interfaces: what the use cases need from storage, nothing about SQL. Every method is
 * asynchronous so that an adapter over a networked database (PostgreSQL) can implement them; the
 * SQLite adapter in ./sqlite answers at once.
 */
import type { Currency } from "../domain/money.ts";
import type {
  BalanceRecord,
  ChargebackRecord,
  CompanyRecord,
  ConversionRecord,
  CryptoDepositRecord,
  DeliveryRecord,
  DepositRecord,
  EventRecord,
  EvidenceRecord,
  InfractionRecord,
  JobRecord,
  LedgerEntryRecord,
  LedgerListingRecord,
  PayloadRecord,
  PixKeyRecord,
  UserRecord,
  WalletRecord,
  WebhookRecord,
  WithdrawalRecord,
} from "./records.ts";

export interface PageRequest {
  /** From 1. */
  page: number;
  limit: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/** Filters of the payment listings; `walletId` null means the main account only. */
export interface ScopedListFilter extends PageRequest {
  companyId: string;
  walletId: string | null;
  status?: string;
  reference?: string;
  createdFrom?: string;
  createdTo?: string;
  /** Extra equality filters on named fields (e.g. withdrawal `method`). */
  where?: Record<string, string>;
}

/** Where a resource is looked up: a company, and the main account (null) or one wallet. */
export interface Scope {
  companyId: string;
  walletId: string | null;
}

/** Insert, patch and scoped reads shared by every payment-like resource. */
export interface ScopedResourceRepository<T extends { id: string }> {
  insert(record: T): Promise<void>;
  update(id: string, patch: Partial<T>): Promise<void>;
  /** The resource if it belongs to this company and this account (main or wallet). */
  get(scope: Scope, id: string): Promise<T | undefined>;
  /** The resource if it belongs to this company, whatever its account (sandbox actions). */
  getInCompany(companyId: string, id: string): Promise<T | undefined>;
  list(filter: ScopedListFilter): Promise<Page<T>>;
}

export interface ReferencedRepository<T extends { id: string }> extends ScopedResourceRepository<T> {
  /**
   * The resource with this reference in this account (the main account or the wallet): a
   * reference is unique per account, as an idempotency key is, not across a company's wallets.
   */
  findByReference(scope: Scope, reference: string): Promise<T | undefined>;
}

export interface ExpiringRepository<T extends { id: string }> {
  /** Pending resources whose expiry is at or before `now`, oldest first. */
  dueForExpiry(now: string, limit: number): Promise<T[]>;
  /** The earliest expiry of a pending resource. */
  nextExpiry(): Promise<string | undefined>;
}

export interface CompanyRepository {
  insert(record: CompanyRecord): Promise<void>;
  update(id: string, patch: Partial<CompanyRecord>): Promise<void>;
  get(id: string): Promise<CompanyRecord | undefined>;
  count(): Promise<number>;
}

export interface ApiKeyRepository {
  insert(record: { apiKey: string; companyId: string; secretSha256: string; createdAt: string }): Promise<void>;
  find(apiKey: string): Promise<{ companyId: string; secretSha256: string } | undefined>;
}

export interface UserRepository {
  insert(record: UserRecord): Promise<void>;
  listByCompany(companyId: string): Promise<UserRecord[]>;
}

export interface WalletRepository {
  insert(record: WalletRecord): Promise<void>;
  update(id: string, patch: Partial<WalletRecord>): Promise<void>;
  get(companyId: string, id: string): Promise<WalletRecord | undefined>;
  findByExternalId(companyId: string, externalId: string): Promise<WalletRecord | undefined>;
  list(filter: PageRequest & { companyId: string; status: "enabled" | "disabled"; externalId?: string }): Promise<Page<WalletRecord>>;
}

export interface CustomerRepository {
  /** The stable customer id of a document within a company, created on first use. */
  idFor(companyId: string, document: string, at: string, newId: () => string): Promise<string>;
}

/** A movement to book; ids and times are assigned by the ledger. */
export type LedgerPosting = Omit<LedgerEntryRecord, "id" | "createdAt">;

export class InsufficientFundsError extends Error {
  constructor(
    readonly accountId: string,
    readonly currency: Currency,
  ) {
    super(`account ${accountId} has insufficient ${currency}`);
  }
}

/**
 * Most minor units a balance may hold: 15 significant digits, the most that any decimal text keeps
 * through a double. Past it the JSON number of a balance (BRL 90071992547409.91 prints back as
 * 90071992547409.9) no longer says every unit.
 */
export const MAX_BALANCE_MINOR = 10 ** 15 - 1;

/** A credit would take an account's balance of a currency past MAX_BALANCE_MINOR. */
export class BalanceLimitError extends Error {
  constructor(
    readonly accountId: string,
    readonly currency: Currency,
  ) {
    super(`account ${accountId} would hold more ${currency} than can be represented exactly`);
  }
}

export interface LedgerRepository {
  /**
   * Books the postings and updates the running balances in the caller's transaction. Throws
   * InsufficientFundsError, booking nothing, when any bucket would go below zero, and
   * BalanceLimitError when a balance would pass MAX_BALANCE_MINOR.
   */
  post(postings: LedgerPosting[], at: string, newId: () => string): Promise<void>;
  balance(accountId: string, currency: Currency): Promise<BalanceRecord>;
  /** Every currency's balance of the account, BRL then USDT (zero where nothing was booked). */
  balances(accountId: string): Promise<BalanceRecord[]>;
  /** The account's entries, newest first; `status` matches the current status of each entry's source. */
  list(
    filter: PageRequest & { accountId: string; status?: string; type?: string; currency?: string; reference?: string; createdFrom?: string; createdTo?: string },
  ): Promise<Page<LedgerListingRecord>>;
  /** Sums of the entries themselves, per currency and bucket (to audit the running balances). */
  sums(accountId: string): Promise<BalanceRecord[]>;
}

export interface DepositRepository extends ReferencedRepository<DepositRecord>, ExpiringRepository<DepositRecord> {}
export interface WithdrawalRepository extends ReferencedRepository<WithdrawalRecord> {}
export interface ConversionRepository extends ReferencedRepository<ConversionRecord>, ExpiringRepository<ConversionRecord> {}
export interface CryptoDepositRepository extends ReferencedRepository<CryptoDepositRecord>, ExpiringRepository<CryptoDepositRecord> {}
export interface ChargebackRepository extends ScopedResourceRepository<ChargebackRecord> {}

export interface InfractionRepository extends ScopedResourceRepository<InfractionRecord> {
  addEvidence(record: EvidenceRecord): Promise<void>;
  evidences(infractionId: string): Promise<Omit<EvidenceRecord, "content">[]>;
  /** Infractions of a deposit that are still open or contested. */
  activeForDeposit(depositId: string): Promise<InfractionRecord[]>;
  /** Open or contested infractions of an account whose hold is below their amount, oldest first. */
  shortHolds(companyId: string, walletId: string | null): Promise<InfractionRecord[]>;
}

export interface PayloadRepository {
  insert(record: PayloadRecord): Promise<void>;
  get(scope: Scope, withdrawalId: string): Promise<PayloadRecord | undefined>;
  getInCompany(companyId: string, withdrawalId: string): Promise<PayloadRecord | undefined>;
  remove(companyId: string, withdrawalId: string): Promise<void>;
}

export interface PixKeyRepository {
  upsert(record: PixKeyRecord): Promise<void>;
  find(companyId: string, pixKey: string): Promise<PixKeyRecord | undefined>;
}

export interface WebhookRepository {
  insert(record: WebhookRecord): Promise<void>;
  update(id: string, patch: Partial<WebhookRecord>): Promise<void>;
  get(companyId: string, id: string): Promise<WebhookRecord | undefined>;
  list(filter: PageRequest & { companyId: string }): Promise<Page<WebhookRecord>>;
  /** Endpoints of the company (enabled or paused, not removed) that take this event type. */
  subscribers(companyId: string, eventType: WebhookRecord["events"][number]): Promise<WebhookRecord[]>;
}

export interface EventRepository {
  insertEvent(record: EventRecord): Promise<void>;
  getEvent(id: string): Promise<EventRecord | undefined>;
  insertDelivery(record: DeliveryRecord): Promise<void>;
  updateDelivery(id: string, patch: Partial<DeliveryRecord>): Promise<void>;
  getDelivery(id: string): Promise<DeliveryRecord | undefined>;
  /** Pending deliveries due at or before `now`, oldest first, leaving out those of the endpoints and companies named, and keeping to `onlyWebhookIds` when given. */
  dueDeliveries(now: string, limit: number, exclude?: { webhookIds: string[]; companyIds: string[]; onlyWebhookIds?: string[] }): Promise<DeliveryRecord[]>;
  /** When the next pending delivery is due. */
  nextDeliveryAt(): Promise<string | undefined>;
  listDeliveries(filter: PageRequest & { webhookId: string; status?: string; eventType?: string }): Promise<Page<DeliveryRecord>>;
  /** Drops the pending deliveries of a removed endpoint. */
  cancelPendingDeliveries(webhookId: string, at: string): Promise<void>;
  /** Holds the pending deliveries of a paused endpoint: pending with no next attempt time. */
  pauseDeliveries(webhookId: string, at: string): Promise<void>;
  /** Makes the held deliveries of a resumed endpoint due at `at`. */
  resumeDeliveries(webhookId: string, at: string): Promise<void>;
}

export interface JobRepository {
  enqueue(record: JobRecord): Promise<void>;
  /** Takes up to `limit` due jobs (queued, or running with an expired lease), leasing them until `leaseUntil`. */
  claimDue(now: string, leaseUntil: string, limit: number): Promise<JobRecord[]>;
  complete(id: string, at: string): Promise<void>;
  retry(id: string, runAt: string, error: string, at: string): Promise<void>;
  fail(id: string, error: string, at: string): Promise<void>;
  /** When the next queued job is due. */
  nextRunAt(): Promise<string | undefined>;
  /** Queues again the jobs a previous process left running (one process works a database). */
  requeueRunning(at: string): Promise<number>;
}

export interface Repositories {
  companies: CompanyRepository;
  apiKeys: ApiKeyRepository;
  users: UserRepository;
  wallets: WalletRepository;
  customers: CustomerRepository;
  ledger: LedgerRepository;
  deposits: DepositRepository;
  withdrawals: WithdrawalRepository;
  payloads: PayloadRepository;
  conversions: ConversionRepository;
  cryptoDeposits: CryptoDepositRepository;
  infractions: InfractionRepository;
  chargebacks: ChargebackRepository;
  pixKeys: PixKeyRepository;
  webhooks: WebhookRepository;
  events: EventRepository;
  jobs: JobRepository;
  /**
   * Runs `fn` as a nested step of the current transaction: if it throws, its writes are undone,
   * the error is rethrown and the transaction goes on without them. Only inside a transaction.
   */
  savepoint<T>(fn: () => Promise<T>): Promise<T>;
}

/**
 * Thrown by `savepoint` when SQLite answered the step's error by rolling back the whole
 * transaction (full disk, I/O error): nothing is left to go on with, so the caller must not.
 */
export class TransactionAborted extends Error {
  constructor(cause: unknown) {
    super(`transaction rolled back: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * Transactions over the repositories. `transaction` runs its function atomically and in
 * isolation from every other transaction; `read` sees only committed data.
 */
export interface Store {
  transaction<T>(fn: (repos: Repositories) => Promise<T>): Promise<T>;
  read<T>(fn: (repos: Repositories) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
