-- Initial schema. Money is INTEGER minor units (centavos for BRL, micro-USDT for USDT).
-- Timestamps are ISO 8601 UTC text with milliseconds, which sorts chronologically.

CREATE TABLE companies (
  id TEXT PRIMARY KEY,
  trade_name TEXT NOT NULL,
  legal_name TEXT NOT NULL,
  tax_id TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  icon TEXT NOT NULL,
  address_json TEXT NOT NULL,
  ip_enabled INTEGER NOT NULL DEFAULT 0,
  ip_addresses_json TEXT NOT NULL DEFAULT '[]',
  auto_approve_withdrawals INTEGER NOT NULL DEFAULT 1,
  wallets_enabled INTEGER NOT NULL DEFAULT 1,
  wallet_mode TEXT NOT NULL DEFAULT 'simple' CHECK (wallet_mode IN ('simple', 'kyc')),
  fees_json TEXT NOT NULL,
  usdt_price_e8 TEXT,
  active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Secrets are stored only as SHA-256 digests (they are 256-bit random values, so no stretching is needed).
CREATE TABLE api_keys (
  api_key TEXT PRIMARY KEY,
  company_id TEXT NOT NULL REFERENCES companies(id),
  secret_sha256 TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  company_id TEXT NOT NULL REFERENCES companies(id),
  role TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX users_company ON users(company_id);

CREATE TABLE wallets (
  id TEXT PRIMARY KEY,
  company_id TEXT NOT NULL REFERENCES companies(id),
  name TEXT NOT NULL,
  external_id TEXT,
  status TEXT NOT NULL CHECK (status IN ('enabled', 'disabled')),
  deposits_blocked INTEGER NOT NULL DEFAULT 0,
  withdrawals_blocked INTEGER NOT NULL DEFAULT 0,
  metadata_json TEXT,
  tax_id TEXT,
  email TEXT,
  phone TEXT,
  verification_status TEXT CHECK (verification_status IN ('pending', 'approved', 'rejected', 'rejected_terminal')),
  verification_updated_at TEXT,
  onboarding_url TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX wallets_external_id ON wallets(company_id, external_id) WHERE external_id IS NOT NULL;
CREATE INDEX wallets_listing ON wallets(company_id, status, created_at DESC, id DESC);

CREATE TABLE customers (
  id TEXT PRIMARY KEY,
  company_id TEXT NOT NULL REFERENCES companies(id),
  document TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX customers_document ON customers(company_id, document);

-- An account is the company's main account (account_id = company id) or a wallet (account_id = wallet id).
CREATE TABLE ledger_entries (
  id TEXT PRIMARY KEY,
  company_id TEXT NOT NULL,
  account_id TEXT NOT NULL,
  wallet_id TEXT,
  currency TEXT NOT NULL CHECK (currency IN ('brl', 'usdt')),
  bucket TEXT NOT NULL CHECK (bucket IN ('available', 'blocked')),
  amount_minor INTEGER NOT NULL CHECK (amount_minor <> 0),
  type TEXT NOT NULL,
  source_type TEXT NOT NULL,
  source_id TEXT NOT NULL,
  reference TEXT,
  description TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX ledger_listing ON ledger_entries(account_id, created_at DESC, id DESC);
CREATE INDEX ledger_source ON ledger_entries(source_id);

-- Running sums of ledger_entries per account, currency and bucket, updated in the same transaction
-- as every entry; the CHECKs make a negative balance impossible whatever the code above does.
CREATE TABLE balances (
  account_id TEXT NOT NULL,
  currency TEXT NOT NULL,
  available_minor INTEGER NOT NULL DEFAULT 0 CHECK (available_minor >= 0),
  blocked_minor INTEGER NOT NULL DEFAULT 0 CHECK (blocked_minor >= 0),
  PRIMARY KEY (account_id, currency)
);

CREATE TABLE deposits (
  id TEXT PRIMARY KEY,
  company_id TEXT NOT NULL,
  wallet_id TEXT,
  reference TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  fee_minor INTEGER NOT NULL,
  net_minor INTEGER NOT NULL,
  status TEXT NOT NULL,
  customer_json TEXT NOT NULL,
  metadata_json TEXT NOT NULL,
  splits_json TEXT,
  qr_payload TEXT NOT NULL,
  qr_image TEXT NOT NULL,
  end_to_end_id TEXT,
  expires_at TEXT NOT NULL,
  paid_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX deposits_reference ON deposits(company_id, reference);
CREATE INDEX deposits_listing ON deposits(company_id, wallet_id, created_at DESC, id DESC);
CREATE INDEX deposits_status_listing ON deposits(company_id, wallet_id, status, created_at DESC, id DESC);
CREATE INDEX deposits_expiry ON deposits(expires_at) WHERE status = 'pending';

CREATE TABLE withdrawals (
  id TEXT PRIMARY KEY,
  company_id TEXT NOT NULL,
  wallet_id TEXT,
  reference TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('pix', 'usdt')),
  currency TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  fee_minor INTEGER NOT NULL,
  network_fee_minor INTEGER NOT NULL DEFAULT 0,
  total_minor INTEGER NOT NULL,
  status TEXT NOT NULL,
  pix_key TEXT,
  strict INTEGER NOT NULL DEFAULT 0,
  network TEXT,
  address TEXT,
  customer_json TEXT NOT NULL,
  metadata_json TEXT NOT NULL,
  details_json TEXT,
  failure_json TEXT,
  tx_hash TEXT,
  paid_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX withdrawals_reference ON withdrawals(company_id, reference);
CREATE INDEX withdrawals_listing ON withdrawals(company_id, wallet_id, created_at DESC, id DESC);

CREATE TABLE withdrawal_payloads (
  withdrawal_id TEXT PRIMARY KEY,
  company_id TEXT NOT NULL,
  wallet_id TEXT,
  received_at TEXT NOT NULL,
  processed_at TEXT NOT NULL,
  request_json TEXT NOT NULL,
  response_json TEXT NOT NULL
);

CREATE TABLE conversions (
  id TEXT PRIMARY KEY,
  company_id TEXT NOT NULL,
  wallet_id TEXT,
  reference TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  currency_mode TEXT NOT NULL CHECK (currency_mode IN ('BRL', 'USDT')),
  status TEXT NOT NULL,
  pix_status TEXT NOT NULL,
  crypto_status TEXT NOT NULL,
  pix_amount_minor INTEGER NOT NULL,
  pix_fee_minor INTEGER NOT NULL,
  pix_net_minor INTEGER NOT NULL,
  price_e8 TEXT NOT NULL,
  crypto_amount_minor INTEGER NOT NULL,
  crypto_fee_minor INTEGER NOT NULL,
  network_fee_minor INTEGER NOT NULL,
  crypto_net_minor INTEGER NOT NULL,
  network TEXT NOT NULL,
  address TEXT NOT NULL,
  tx_hash TEXT,
  qr_payload TEXT NOT NULL,
  qr_image TEXT NOT NULL,
  customer_json TEXT NOT NULL,
  metadata_json TEXT NOT NULL,
  outcome TEXT,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX conversions_reference ON conversions(company_id, reference);
CREATE INDEX conversions_listing ON conversions(company_id, wallet_id, created_at DESC, id DESC);
CREATE INDEX conversions_expiry ON conversions(expires_at) WHERE status = 'pending';

CREATE TABLE crypto_deposits (
  id TEXT PRIMARY KEY,
  company_id TEXT NOT NULL,
  wallet_id TEXT,
  reference TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  network TEXT NOT NULL,
  address TEXT NOT NULL,
  status TEXT NOT NULL,
  expected_minor INTEGER,
  amount_minor INTEGER,
  tx_hash TEXT,
  customer_json TEXT,
  metadata_json TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  paid_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX crypto_deposits_reference ON crypto_deposits(company_id, reference);
CREATE INDEX crypto_deposits_expiry ON crypto_deposits(expires_at) WHERE status = 'pending';

CREATE TABLE infractions (
  id TEXT PRIMARY KEY,
  company_id TEXT NOT NULL,
  wallet_id TEXT,
  deposit_id TEXT NOT NULL,
  reference TEXT NOT NULL,
  end_to_end_id TEXT NOT NULL,
  status TEXT NOT NULL,
  reason TEXT NOT NULL,
  description TEXT,
  amount_minor INTEGER NOT NULL,
  blocked_minor INTEGER NOT NULL,
  defense TEXT,
  chargeback_id TEXT,
  defense_deadline TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX infractions_listing ON infractions(company_id, wallet_id, created_at DESC, id DESC);

CREATE TABLE evidences (
  id TEXT PRIMARY KEY,
  infraction_id TEXT NOT NULL REFERENCES infractions(id),
  description TEXT NOT NULL,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  content BLOB NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX evidences_infraction ON evidences(infraction_id, created_at);

CREATE TABLE chargebacks (
  id TEXT PRIMARY KEY,
  company_id TEXT NOT NULL,
  wallet_id TEXT,
  infraction_id TEXT NOT NULL,
  deposit_id TEXT NOT NULL,
  reference TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX chargebacks_listing ON chargebacks(company_id, wallet_id, created_at DESC, id DESC);

-- Sandbox Pix directory, one per company so tenants never see each other's keys.
CREATE TABLE pix_keys (
  company_id TEXT NOT NULL,
  pix_key TEXT NOT NULL,
  key_type TEXT NOT NULL,
  name TEXT NOT NULL,
  document TEXT NOT NULL,
  PRIMARY KEY (company_id, pix_key)
);

CREATE TABLE webhooks (
  id TEXT PRIMARY KEY,
  company_id TEXT NOT NULL,
  url TEXT NOT NULL,
  events_json TEXT NOT NULL,
  description TEXT,
  enabled INTEGER NOT NULL DEFAULT 1,
  secret TEXT NOT NULL,
  deleted INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX webhooks_company ON webhooks(company_id, deleted, created_at DESC);

-- The outbox: events are written in the same transaction as the change they report.
CREATE TABLE events (
  id TEXT PRIMARY KEY,
  company_id TEXT NOT NULL,
  type TEXT NOT NULL,
  payload_json TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE deliveries (
  id TEXT PRIMARY KEY,
  company_id TEXT NOT NULL,
  webhook_id TEXT NOT NULL,
  event_id TEXT NOT NULL,
  event_type TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT,
  last_status_code INTEGER,
  last_error TEXT,
  delivered_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX deliveries_due ON deliveries(next_attempt_at) WHERE status = 'pending';
CREATE INDEX deliveries_listing ON deliveries(webhook_id, created_at DESC, id DESC);

-- Persisted job queue worked by the server process; a job whose lease expired is taken again.
CREATE TABLE jobs (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  payload_json TEXT NOT NULL,
  run_at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  lease_until TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX jobs_due ON jobs(run_at) WHERE status IN ('queued', 'running');
