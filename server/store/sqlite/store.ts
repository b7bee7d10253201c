/**
 * The SQLite adapter of the repository interfaces. One connection; every group of write
 * transactions and every read runs alone (a promise-chain mutex), so a transaction's awaits can
 * never interleave with another's statements and a read never sees uncommitted work. Write
 * transactions queued together are committed together (SqliteStore.commitGroup).
 */
import type { Db } from "../db.ts";
import type { Currency } from "../../domain/money.ts";
import {
  BalanceLimitError,
  InsufficientFundsError,
  MAX_BALANCE_MINOR,
  type LedgerPosting,
  type Page,
  type Repositories,
  type ScopedListFilter,
  type Scope,
  type Store,
  TransactionAborted,
} from "../repositories.ts";
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
} from "../records.ts";
import type { Checkpointer } from "./checkpointer.ts";
import { ACCOUNT_KEY, listWhere, prepared, Table, type ListingIndexes } from "./table.ts";

const COMPANY_FIELDS = ["id", "tradeName", "legalName", "taxId", "email", "phone", "icon", "address", "ipEnabled", "ipAddresses", "autoApproveWithdrawals", "walletsEnabled", "walletMode", "fees", "usdtPriceE8", "active", "createdAt", "updatedAt"] as const;
const WALLET_FIELDS = ["id", "companyId", "name", "externalId", "status", "depositsBlocked", "withdrawalsBlocked", "metadata", "taxId", "email", "phone", "verificationStatus", "verificationUpdatedAt", "onboardingUrl", "createdAt", "updatedAt"] as const;
const DEPOSIT_FIELDS = ["id", "companyId", "walletId", "reference", "requestHash", "amountMinor", "feeMinor", "netMinor", "status", "customer", "metadata", "splits", "qrPayload", "qrImage", "endToEndId", "expiresAt", "paidAt", "createdAt", "updatedAt"] as const;
const WITHDRAWAL_FIELDS = ["id", "companyId", "walletId", "reference", "requestHash", "method", "currency", "amountMinor", "feeMinor", "networkFeeMinor", "totalMinor", "status", "pixKey", "strict", "network", "address", "customer", "metadata", "details", "failure", "txHash", "paidAt", "createdAt", "updatedAt"] as const;
const CONVERSION_FIELDS = ["id", "companyId", "walletId", "reference", "requestHash", "currencyMode", "status", "pixStatus", "cryptoStatus", "pixAmountMinor", "pixFeeMinor", "pixNetMinor", "priceE8", "cryptoAmountMinor", "cryptoFeeMinor", "networkFeeMinor", "cryptoNetMinor", "network", "address", "txHash", "qrPayload", "qrImage", "customer", "metadata", "outcome", "expiresAt", "createdAt", "updatedAt"] as const;
const CRYPTO_DEPOSIT_FIELDS = ["id", "companyId", "walletId", "reference", "requestHash", "network", "address", "status", "expectedMinor", "amountMinor", "txHash", "customer", "metadata", "expiresAt", "paidAt", "createdAt", "updatedAt"] as const;
const INFRACTION_FIELDS = ["id", "companyId", "walletId", "depositId", "reference", "endToEndId", "status", "reason", "description", "amountMinor", "blockedMinor", "defense", "chargebackId", "defenseDeadline", "createdAt", "updatedAt"] as const;
const EVIDENCE_FIELDS = ["id", "infractionId", "description", "fileName", "contentType", "size", "sha256", "content", "createdAt"] as const;
const CHARGEBACK_FIELDS = ["id", "companyId", "walletId", "infractionId", "depositId", "reference", "amountMinor", "status", "createdAt", "updatedAt"] as const;
const LEDGER_FIELDS = ["id", "companyId", "accountId", "walletId", "currency", "bucket", "amountMinor", "type", "sourceType", "sourceId", "reference", "description", "createdAt"] as const;
/** Read through the view that adds the status of each entry's source (migration 006). */
const LEDGER_LISTING_FIELDS = [...LEDGER_FIELDS, "status"] as const;
const WEBHOOK_FIELDS = ["id", "companyId", "url", "events", "description", "enabled", "secret", "deleted", "createdAt", "updatedAt"] as const;
const EVENT_FIELDS = ["id", "companyId", "type", "payload", "createdAt"] as const;
const DELIVERY_FIELDS = ["id", "companyId", "webhookId", "eventId", "eventType", "status", "attempts", "nextAttemptAt", "lastStatusCode", "lastError", "deliveredAt", "createdAt", "updatedAt"] as const;
const JOB_FIELDS = ["id", "type", "payload", "runAt", "status", "attempts", "leaseUntil", "lastError", "createdAt", "updatedAt"] as const;

/**
 * Total of a listing from listing_counts (kept by triggers, see migration 002) when the filter is
 * only the scope and maybe a status; undefined when another filter needs a real COUNT(*).
 */
function countedTotal(db: Db, table: string, filter: ScopedListFilter): number | undefined {
  if (filter.reference !== undefined || filter.createdFrom !== undefined || filter.createdTo !== undefined || Object.keys(filter.where ?? {}).length > 0) return undefined;
  const sql = `SELECT COALESCE(SUM(n), 0) AS n FROM listing_counts WHERE tbl = ? AND company_id = ? AND wallet_id = ?${filter.status !== undefined ? " AND status = ?" : ""}`;
  const params = [table, filter.companyId, filter.walletId ?? "", ...(filter.status !== undefined ? [filter.status] : [])];
  return (prepared(db, sql).get(params) as { n: number }).n;
}

/**
 * Total of a transactions listing from ledger_kind_counts (kept by a trigger, see migration 009)
 * when the filter is only the account and maybe a type and a currency; undefined when another
 * filter needs a real COUNT(*).
 */
function countedLedgerTotal(db: Db, filter: Parameters<Repositories["ledger"]["list"]>[0]): number | undefined {
  if (filter.status !== undefined || filter.reference !== undefined || filter.createdFrom !== undefined || filter.createdTo !== undefined) return undefined;
  const sql = `SELECT COALESCE(SUM(n), 0) AS n FROM ledger_kind_counts WHERE account_id = ?${filter.type !== undefined ? " AND type = ?" : ""}${filter.currency !== undefined ? " AND currency = ?" : ""}`;
  const params = [filter.accountId, ...(filter.type !== undefined ? [filter.type] : []), ...(filter.currency !== undefined ? [filter.currency] : [])];
  return (prepared(db, sql).get(params) as { n: number }).n;
}

/** get / getInCompany / list / insert / update of a table whose rows carry company_id and wallet_id. */
function scopedRepository<T extends { id: string }>(table: Table<T>, indexes: ListingIndexes = {}) {
  return {
    async insert(record: T) {
      table.insert(record);
    },
    async update(id: string, patch: Partial<T>) {
      table.update("id" as keyof T & string, id, patch);
    },
    async get(scope: Scope, id: string) {
      const inScope = listWhere(scope);
      return table.one(`id = ? AND ${inScope.sql}`, [id, ...inScope.params]);
    },
    async getInCompany(companyId: string, id: string) {
      return table.one("id = ? AND company_id = ?", [id, companyId]);
    },
    async list(filter: ScopedListFilter): Promise<Page<T>> {
      const where = listWhere(filter, (f) => table.column(f as keyof T & string), indexes);
      return table.page(where.sql, where.params, filter.page, filter.limit, countedTotal(table.db, table.name, filter));
    },
  };
}

function referenced<T extends { id: string }>(table: Table<T>, indexes: Omit<ListingIndexes, "referenceIndex"> = {}) {
  return {
    ...scopedRepository(table, { ...indexes, referenceIndex: true }),
    async findByReference(scope: Scope, reference: string) {
      // Written as the unique index (migration 005) is, so the lookup is that index's probe.
      return table.one(`company_id = ? AND ${ACCOUNT_KEY} AND reference = ?`, [scope.companyId, scope.walletId ?? "", reference]);
    },
  };
}

function expiring<T extends { id: string }>(table: Table<T>) {
  return {
    async dueForExpiry(now: string, limit: number) {
      return table.many("status = 'pending' AND expires_at <= ?", [now], `ORDER BY expires_at LIMIT ${Number(limit)}`);
    },
    async nextExpiry() {
      // The first entry of the partial expiry index (migration 001): one probe.
      const row = table.statement(`SELECT MIN(expires_at) AS t FROM ${table.name} WHERE status = 'pending'`).get() as { t: string | null };
      return row.t ?? undefined;
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

export function createRepositories(db: Db): Repositories {
  const companies = new Table<CompanyRecord>(db, "companies", COMPANY_FIELDS, { address: "json", ipEnabled: "bool", ipAddresses: "json", autoApproveWithdrawals: "bool", walletsEnabled: "bool", fees: "json", active: "bool" });
  const wallets = new Table<WalletRecord>(db, "wallets", WALLET_FIELDS, { depositsBlocked: "bool", withdrawalsBlocked: "bool", metadata: "json" });
  const users = new Table<UserRecord>(db, "users", ["id", "companyId", "role", "active", "createdAt", "updatedAt"], { active: "bool" });
  const deposits = new Table<DepositRecord>(db, "deposits", DEPOSIT_FIELDS, { customer: "json", metadata: "json", splits: "json" });
  const withdrawals = new Table<WithdrawalRecord>(db, "withdrawals", WITHDRAWAL_FIELDS, { strict: "bool", customer: "json", metadata: "json", details: "json", failure: "json" });
  const payloads = new Table<PayloadRecord>(db, "withdrawal_payloads", ["withdrawalId", "companyId", "walletId", "receivedAt", "processedAt", "request", "response"], { request: "json", response: "json" });
  const conversions = new Table<ConversionRecord>(db, "conversions", CONVERSION_FIELDS, { customer: "json", metadata: "json" });
  const cryptoDeposits = new Table<CryptoDepositRecord>(db, "crypto_deposits", CRYPTO_DEPOSIT_FIELDS, { customer: "json", metadata: "json" });
  const infractions = new Table<InfractionRecord>(db, "infractions", INFRACTION_FIELDS);
  const evidences = new Table<EvidenceRecord>(db, "evidences", EVIDENCE_FIELDS);
  const chargebacks = new Table<ChargebackRecord>(db, "chargebacks", CHARGEBACK_FIELDS);
  const ledger = new Table<LedgerEntryRecord>(db, "ledger_entries", LEDGER_FIELDS);
  const ledgerListing = new Table<LedgerListingRecord>(db, "ledger_entries_with_status", LEDGER_LISTING_FIELDS);
  const pixKeys = new Table<PixKeyRecord>(db, "pix_keys", ["companyId", "pixKey", "keyType", "name", "document"]);
  const webhooks = new Table<WebhookRecord>(db, "webhooks", WEBHOOK_FIELDS, { events: "json", enabled: "bool", deleted: "bool" });
  const events = new Table<EventRecord>(db, "events", EVENT_FIELDS, { payload: "json" });
  const deliveries = new Table<DeliveryRecord>(db, "deliveries", DELIVERY_FIELDS);
  const jobs = new Table<JobRecord>(db, "jobs", JOB_FIELDS, { payload: "json" });

  const balanceOf = (accountId: string, currency: Currency): BalanceRecord => {
    const row = ledger.statement("SELECT available_minor AS a, blocked_minor AS b FROM balances WHERE account_id = ? AND currency = ?").get(accountId, currency) as { a: number; b: number } | undefined;
    return { currency, availableMinor: row?.a ?? 0, blockedMinor: row?.b ?? 0 };
  };
  // UPDATE then INSERT rather than an UPSERT: SQLite checks an UPSERT's candidate row (a lone
  // debit, negative) against the CHECKs before it sees the conflict.
  // RETURNING the new total lets a credit past MAX_BALANCE_MINOR be refused in the same step.
  const addToBalance = db.prepare("UPDATE balances SET available_minor = available_minor + ?, blocked_minor = blocked_minor + ? WHERE account_id = ? AND currency = ? RETURNING available_minor + blocked_minor AS total");
  const insertBalance = db.prepare("INSERT INTO balances (account_id, currency, available_minor, blocked_minor) VALUES (?, ?, ?, ?)");
  /** Adds to a balance; its new total. */
  const applyBalance = (accountId: string, currency: Currency, available: number, blocked: number): number => {
    const row = addToBalance.get(available, blocked, accountId, currency) as { total: number } | undefined;
    if (row !== undefined) return row.total;
    insertBalance.run(accountId, currency, available, blocked);
    return available + blocked;
  };
  const postAtomically = db.transaction((postings: LedgerPosting[], at: string, newId: () => string) => {
    // The limit is checked on each balance's total once every row is applied, and only where the
    // rows added to it. A release (+available, then -blocked) moves money between the buckets; row
    // by row, its first row read as a total past the limit for an account at it, and a withdrawal
    // there could be neither canceled nor failed.
    const changed = new Map<string, { accountId: string; currency: Currency; total: number; added: number }>();
    for (const p of postings) {
      ledger.insert({ ...p, id: newId(), createdAt: at });
      let total: number;
      try {
        total = applyBalance(p.accountId, p.currency, p.bucket === "available" ? p.amountMinor : 0, p.bucket === "blocked" ? p.amountMinor : 0);
      } catch (error) {
        if (error instanceof Error && /CHECK constraint failed/.test(error.message)) throw new InsufficientFundsError(p.accountId, p.currency);
        throw error;
      }
      const key = `${p.accountId} ${p.currency}`;
      const balance = changed.get(key);
      if (balance) {
        balance.total = total;
        balance.added += p.amountMinor;
      } else changed.set(key, { accountId: p.accountId, currency: p.currency, total, added: p.amountMinor });
    }
    for (const b of changed.values()) if (b.added > 0 && b.total > MAX_BALANCE_MINOR) throw new BalanceLimitError(b.accountId, b.currency);
  });

  // Every authenticated request reads its company, and companies change rarely, so committed rows
  // are kept (frozen, shared). Only a read outside a transaction fills the cache (a row read inside
  // one could still be rolled back); every write drops the entry. Reads and transactions never
  // interleave (the store's mutex), so no read sees a write that is not yet committed.
  const companyCache = new Map<string, CompanyRecord>();
  return {
    companies: {
      async insert(record) {
        companyCache.delete(record.id);
        companies.insert(record);
      },
      async update(id, patch) {
        companyCache.delete(id);
        companies.update("id", id, patch);
      },
      async get(id) {
        const cached = companyCache.get(id);
        if (cached) return cached;
        const row = companies.one("id = ?", [id]);
        if (!row || db.inTransaction) return row;
        // Full: the oldest entry goes, not every entry (the companies in use were all read again).
        if (companyCache.size >= 10_000) companyCache.delete(companyCache.keys().next().value!);
        companyCache.set(id, deepFreeze(row));
        return row;
      },
      async count() {
        return (companies.statement("SELECT COUNT(*) AS n FROM companies").get() as { n: number }).n;
      },
    },
    apiKeys: {
      async insert(record) {
        prepared(db, "INSERT INTO api_keys (api_key, company_id, secret_sha256, created_at) VALUES (?, ?, ?, ?)").run(record.apiKey, record.companyId, record.secretSha256, record.createdAt);
      },
      async find(apiKey) {
        const row = prepared(db, "SELECT company_id AS companyId, secret_sha256 AS secretSha256 FROM api_keys WHERE api_key = ?").get(apiKey) as { companyId: string; secretSha256: string } | undefined;
        return row;
      },
    },
    users: {
      async insert(record) {
        users.insert(record);
      },
      async listByCompany(companyId) {
        return users.many("company_id = ?", [companyId], "ORDER BY created_at, id");
      },
    },
    wallets: {
      async insert(record) {
        wallets.insert(record);
      },
      async update(id, patch) {
        wallets.update("id", id, patch);
      },
      async get(companyId, id) {
        return wallets.one("id = ? AND company_id = ?", [id, companyId]);
      },
      async findByExternalId(companyId, externalId) {
        return wallets.one("company_id = ? AND external_id = ?", [companyId, externalId]);
      },
      async list(filter) {
        const where = listWhere({ companyId: filter.companyId, status: filter.status, where: filter.externalId ? { externalId: filter.externalId } : undefined });
        return wallets.page(where.sql, where.params, filter.page, filter.limit);
      },
    },
    customers: {
      async idFor(companyId, document, at, newId) {
        const found = prepared(db, "SELECT id FROM customers WHERE company_id = ? AND document = ?").get(companyId, document) as { id: string } | undefined;
        if (found) return found.id;
        const id = newId();
        prepared(db, "INSERT INTO customers (id, company_id, document, created_at) VALUES (?, ?, ?, ?)").run(id, companyId, document, at);
        return id;
      },
    },
    ledger: {
      async post(postings, at, newId) {
        postAtomically(postings, at, newId);
      },
      async balance(accountId, currency) {
        return balanceOf(accountId, currency);
      },
      async balances(accountId) {
        const rows = ledger.statement("SELECT currency, available_minor AS a, blocked_minor AS b FROM balances WHERE account_id = ?").all(accountId) as { currency: Currency; a: number; b: number }[];
        return (["brl", "usdt"] as const).map((currency) => {
          const row = rows.find((r) => r.currency === currency);
          return { currency, availableMinor: row?.a ?? 0, blockedMinor: row?.b ?? 0 };
        });
      },
      async list(filter) {
        // With a type, `+currency`: SQLite then reads the type's index, not the currency's (a type
        // has fewer movements than a currency, and a type of the other currency only has none,
        // which its count answers first).
        const columnOf = (field: string) => (field === "currency" && filter.type ? "+currency" : ledgerListing.column(field as keyof LedgerListingRecord & string));
        const where = listWhere({ status: filter.status, reference: filter.reference, createdFrom: filter.createdFrom, createdTo: filter.createdTo, where: { accountId: filter.accountId, ...(filter.type ? { type: filter.type } : {}), ...(filter.currency ? { currency: filter.currency } : {}) } }, columnOf);
        const total = countedLedgerTotal(db, filter);
        if (total === 0) return { items: [], total };
        return ledgerListing.page(where.sql, where.params, filter.page, filter.limit, total);
      },
      async sums(accountId) {
        const rows = ledger.statement("SELECT currency, bucket, SUM(amount_minor) AS total FROM ledger_entries WHERE account_id = ? GROUP BY currency, bucket").all(accountId) as { currency: Currency; bucket: string; total: number }[];
        return (["brl", "usdt"] as const).map((currency) => ({
          currency,
          availableMinor: rows.find((r) => r.currency === currency && r.bucket === "available")?.total ?? 0,
          blockedMinor: rows.find((r) => r.currency === currency && r.bucket === "blocked")?.total ?? 0,
        }));
      },
    },
    deposits: { ...referenced(deposits), ...expiring(deposits) },
    withdrawals: referenced(withdrawals, { statusIndexLeavesOut: "paid" }),
    conversions: { ...referenced(conversions, { statusIndexLeavesOut: "completed" }), ...expiring(conversions) },
    cryptoDeposits: { ...referenced(cryptoDeposits), ...expiring(cryptoDeposits) },
    chargebacks: scopedRepository(chargebacks),
    infractions: {
      ...scopedRepository(infractions),
      async addEvidence(record) {
        evidences.insert(record);
      },
      async evidences(infractionId) {
        return evidences.many("infraction_id = ?", [infractionId], "ORDER BY created_at, id").map(({ content: _content, ...rest }) => rest);
      },
      async activeForDeposit(depositId) {
        return infractions.many("deposit_id = ? AND status IN ('open', 'contested')", [depositId]);
      },
      async shortHolds(companyId, walletId) {
        return infractions.many("company_id = ? AND wallet_id IS ? AND status IN ('open', 'contested') AND blocked_minor < amount_minor", [companyId, walletId], "ORDER BY created_at, id");
      },
    },
    payloads: {
      async insert(record) {
        payloads.insert(record);
      },
      async get(scope, withdrawalId) {
        const inScope = listWhere(scope);
        return payloads.one(`withdrawal_id = ? AND ${inScope.sql}`, [withdrawalId, ...inScope.params]);
      },
      async getInCompany(companyId, withdrawalId) {
        return payloads.one("withdrawal_id = ? AND company_id = ?", [withdrawalId, companyId]);
      },
      async remove(companyId, withdrawalId) {
        payloads.statement("DELETE FROM withdrawal_payloads WHERE withdrawal_id = ? AND company_id = ?").run(withdrawalId, companyId);
      },
    },
    pixKeys: {
      async upsert(record) {
        pixKeys
          .statement("INSERT INTO pix_keys (company_id, pix_key, key_type, name, document) VALUES (?, ?, ?, ?, ?) ON CONFLICT (company_id, pix_key) DO UPDATE SET key_type = excluded.key_type, name = excluded.name, document = excluded.document")
          .run(record.companyId, record.pixKey, record.keyType, record.name, record.document);
      },
      async find(companyId, pixKey) {
        return pixKeys.one("company_id = ? AND pix_key = ?", [companyId, pixKey]);
      },
    },
    webhooks: {
      async insert(record) {
        webhooks.insert(record);
      },
      async update(id, patch) {
        webhooks.update("id", id, patch);
      },
      async get(companyId, id) {
        return webhooks.one("id = ? AND company_id = ? AND deleted = 0", [id, companyId]);
      },
      async list(filter) {
        return webhooks.page("company_id = ? AND deleted = 0", [filter.companyId], filter.page, filter.limit);
      },
      async subscribers(companyId, eventType) {
        return webhooks
          .many("company_id = ? AND deleted = 0", [companyId], "ORDER BY created_at, id")
          .filter((w) => w.events.length === 0 || w.events.includes(eventType));
      },
    },
    events: {
      async insertEvent(record) {
        events.insert(record);
      },
      async getEvent(id) {
        return events.one("id = ?", [id]);
      },
      async insertDelivery(record) {
        deliveries.insert(record);
      },
      async updateDelivery(id, patch) {
        deliveries.update("id", id, patch);
      },
      async getDelivery(id) {
        return deliveries.one("id = ?", [id]);
      },
      async dueDeliveries(now, limit, exclude = { webhookIds: [], companyIds: [] }) {
        // The lists travel as JSON arrays: one statement text, whatever their length.
        const only = exclude.onlyWebhookIds ? JSON.stringify(exclude.onlyWebhookIds) : null;
        return deliveries.many(
          "status = 'pending' AND next_attempt_at <= ? AND webhook_id NOT IN (SELECT value FROM json_each(?)) AND company_id NOT IN (SELECT value FROM json_each(?)) AND (? IS NULL OR webhook_id IN (SELECT value FROM json_each(?)))",
          [now, JSON.stringify(exclude.webhookIds), JSON.stringify(exclude.companyIds), only, only],
          `ORDER BY next_attempt_at, id LIMIT ${Number(limit)}`,
        );
      },
      async nextDeliveryAt() {
        const row = deliveries.statement("SELECT MIN(next_attempt_at) AS t FROM deliveries WHERE status = 'pending'").get() as { t: string | null };
        return row.t ?? undefined;
      },
      async listDeliveries(filter) {
        const where = listWhere({ status: filter.status, where: { webhookId: filter.webhookId, ...(filter.eventType ? { eventType: filter.eventType } : {}) } });
        return deliveries.page(where.sql, where.params, filter.page, filter.limit);
      },
      async cancelPendingDeliveries(webhookId, at) {
        deliveries.statement("UPDATE deliveries SET status = 'failed', last_error = 'Webhook removido.', next_attempt_at = NULL, updated_at = ? WHERE webhook_id = ? AND status = 'pending'").run(at, webhookId);
      },
      async pauseDeliveries(webhookId, at) {
        deliveries.statement("UPDATE deliveries SET next_attempt_at = NULL, updated_at = ? WHERE webhook_id = ? AND status = 'pending'").run(at, webhookId);
      },
      async resumeDeliveries(webhookId, at) {
        deliveries.statement("UPDATE deliveries SET next_attempt_at = ?, updated_at = ? WHERE webhook_id = ? AND status = 'pending' AND next_attempt_at IS NULL").run(at, at, webhookId);
      },
    },
    jobs: {
      async enqueue(record) {
        jobs.insert(record);
      },
      async claimDue(now, leaseUntil, limit) {
        // Written so SQLite searches the partial index jobs_due (a running job was claimed after its
        // run_at, so `run_at <= now` holds for it too): an OR of the two cases hid the index and
        // every claim scanned the whole table, done jobs included, and that table only grows.
        const due = jobs.many(
          "status IN ('queued', 'running') AND run_at <= ? AND (status = 'queued' OR lease_until <= ?)",
          [now, now],
          `ORDER BY run_at, id LIMIT ${Number(limit)}`,
        );
        for (const job of due) jobs.update("id", job.id, { status: "running", leaseUntil, attempts: job.attempts + 1, updatedAt: now });
        return due.map((j) => ({ ...j, status: "running" as const, leaseUntil, attempts: j.attempts + 1 }));
      },
      async complete(id, at) {
        jobs.update("id", id, { status: "done", leaseUntil: null, updatedAt: at });
      },
      async retry(id, runAt, error, at) {
        jobs.update("id", id, { status: "queued", runAt, leaseUntil: null, lastError: error, updatedAt: at });
      },
      async fail(id, error, at) {
        jobs.update("id", id, { status: "failed", leaseUntil: null, lastError: error, updatedAt: at });
      },
      async nextRunAt() {
        const row = jobs.statement("SELECT MIN(CASE WHEN status = 'queued' THEN run_at ELSE lease_until END) AS t FROM jobs WHERE status IN ('queued', 'running')").get() as { t: string | null };
        return row.t ?? undefined;
      },
      async requeueRunning(at) {
        // The partial index's own condition, written out, lets SQLite read the queue through
        // jobs_due: `status = 'running'` alone read every job ever run, at every start.
        return jobs.statement("UPDATE jobs SET status = 'queued', lease_until = NULL, updated_at = ? WHERE status IN ('queued', 'running') AND status = 'running'").run(at).changes;
      },
    },
    async savepoint(fn) {
      db.exec("SAVEPOINT step");
      try {
        const result = await fn();
        db.exec("RELEASE step");
        return result;
      } catch (error) {
        if (!db.inTransaction) throw new TransactionAborted(error);
        db.exec("ROLLBACK TO step; RELEASE step");
        throw error;
      }
    },
  };
}

export interface SqliteStoreOptions {
  /** Checkpoints the WAL off the main thread (file databases); without it SQLite's automatic ones run. */
  checkpointer?: Checkpointer;
  /** Committed transactions between two checkpoints (default 50). */
  checkpointEveryTransactions?: number;
}

interface QueuedWrite {
  fn: (repos: Repositories) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Write transactions committed together at most. */
const MAX_GROUP = 32;

export class SqliteStore implements Store {
  private readonly repos: Repositories;
  private tail: Promise<unknown> = Promise.resolve();
  private closed = false;
  /** Set while a checkpoint runs: new write transactions wait for it, reads go on. */
  private writesPaused: Promise<unknown> | undefined;
  private transactionsSinceCheckpoint = 0;
  /** Write transactions waiting for the next group (commitGroup). */
  private readonly queuedWrites: QueuedWrite[] = [];
  private groupScheduled = false;
  private scheduledGroup: Promise<unknown> | undefined;
  /** The connection's total_changes() at the last counted commit. */
  private changesCounted = 0;

  constructor(
    readonly db: Db,
    private readonly options: SqliteStoreOptions = {},
  ) {
    this.repos = createRepositories(db);
  }

  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error("store is closed"));
    const result = this.tail.then(fn);
    this.tail = result.catch(() => undefined);
    return result;
  }

  transaction<T>(fn: (repos: Repositories) => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error("store is closed"));
    return new Promise<T>((resolve, reject) => {
      this.queuedWrites.push({ fn, resolve, reject } as QueuedWrite);
      this.scheduleGroup();
    });
  }

  /**
   * The next group starts after the event loop's poll phase (setImmediate), so the writes of every
   * request read in that phase are in it, and after a checkpoint under way.
   */
  private scheduleGroup(): void {
    if (this.groupScheduled) return;
    this.groupScheduled = true;
    const group = new Promise((resolve) => setImmediate(resolve))
      .then(() => this.writesPaused)
      .then(() => this.exclusive(() => this.commitGroup()))
      .catch((error: unknown) => {
        // Only a closed store refuses to run the group: whatever is still queued fails with it.
        this.groupScheduled = false;
        for (const write of this.queuedWrites.splice(0)) write.reject(error);
      })
      .finally(() => {
        if (this.scheduledGroup === group) this.scheduledGroup = undefined;
      });
    this.scheduledGroup = group;
  }

  /**
   * Group commit: runs the queued write transactions (at most MAX_GROUP) in one SQLite
   * transaction, each in a savepoint of its own (`repos.savepoint`), and commits once. A
   * transaction that throws leaves none of its writes and does not disturb the others; each caller
   * hears of its outcome only after the commit, so nothing is answered that could still be lost.
   * The pages the transactions share (balances, the right edges of tables and indexes, listing
   * counts) are written to the log once per group instead of once per transaction: under 32
   * concurrent withdrawals this took the server from about 500 to about 850 per second.
   */
  private async commitGroup(): Promise<void> {
    this.groupScheduled = false;
    const batch = this.queuedWrites.splice(0, MAX_GROUP);
    if (this.queuedWrites.length > 0) this.scheduleGroup();
    if (batch.length === 0) return;
    const done: { write: QueuedWrite; value: unknown }[] = [];
    let committed = false;
    let failure: unknown;
    try {
      this.db.exec("BEGIN IMMEDIATE");
      for (let i = 0; i < batch.length; i++) {
        const write = batch[i];
        try {
          done.push({ write, value: await this.repos.savepoint(() => write.fn(this.repos)) });
        } catch (error) {
          if (!(error instanceof TransactionAborted)) {
            write.reject(error);
            continue;
          }
          // SQLite answered with a rollback of the whole transaction (full disk, I/O error): the
          // writes before are gone too; the ones after have not run and go to the next group.
          write.reject(error.cause);
          this.queuedWrites.unshift(...batch.splice(i + 1));
          this.scheduleGroup();
          throw error.cause;
        }
      }
      this.db.exec("COMMIT");
      committed = true;
    } catch (error) {
      failure = error;
      if (this.db.inTransaction) this.db.exec("ROLLBACK");
    }
    if (committed) {
      for (const { write, value } of done) write.resolve(value);
      this.countCommit(done.length);
      return;
    }
    for (const { write } of done) write.reject(new TransactionAborted(failure));
    // The rest of the batch, had the store's own statement failed (settled promises ignore this).
    for (const write of batch) write.reject(failure);
  }

  /**
   * Every `checkpointEveryTransactions` committed transactions that wrote rows: what is queued now
   * finishes, then the checkpointer copies the log back while reads go on and writes wait, so no
   * commit lands during the copy and the log can start again from its beginning at the next write.
   * A commit that changed nothing (the job worker's claim when nothing is due) adds nothing to the
   * log and is not counted, so an idle server never checkpoints. Counted in transactions, not
   * commits: a group of 30 fills the log more than a group of 1. 50 rather than 100 since group
   * commit: the pause (mostly syncing the log under synchronous=NORMAL, when it was measured) is
   * about halved, and the withdrawal and deposit runs were no slower for the extra checkpoints.
   */
  private countCommit(transactions: number): void {
    const { checkpointer, checkpointEveryTransactions = 50 } = this.options;
    if (!checkpointer) return;
    const changes = (prepared(this.db, "SELECT total_changes() AS n").get() as { n: number }).n;
    if (changes === this.changesCounted) return;
    this.changesCounted = changes;
    this.transactionsSinceCheckpoint += transactions;
    if (this.transactionsSinceCheckpoint < checkpointEveryTransactions) return;
    this.transactionsSinceCheckpoint = 0;
    const paused = this.tail
      .then(() => checkpointer.checkpoint())
      .finally(() => {
        if (this.writesPaused === paused) this.writesPaused = undefined;
      });
    this.writesPaused = paused;
  }

  read<T>(fn: (repos: Repositories) => Promise<T>): Promise<T> {
    return this.exclusive(() => fn(this.repos));
  }

  async close(): Promise<void> {
    // Whatever is queued or under way finishes first: groups, the checkpoints they start, reads.
    let waited: unknown[];
    do {
      waited = [this.scheduledGroup, this.tail, this.writesPaused];
      await Promise.all(waited);
    } while (waited[0] !== this.scheduledGroup || waited[1] !== this.tail || waited[2] !== this.writesPaused);
    this.closed = true;
    await this.options.checkpointer?.close();
    this.db.close();
  }
}
