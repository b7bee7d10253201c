-- Row counts per listing scope, kept by triggers in the same transaction as every insert and
-- status change, so that a listing's `total` does not need COUNT(*) over the company's rows (a
-- million deposits took tens of milliseconds to count). wallet_id '' stands for the main account.
CREATE TABLE listing_counts (
  tbl TEXT NOT NULL,
  company_id TEXT NOT NULL,
  wallet_id TEXT NOT NULL,
  status TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (tbl, company_id, wallet_id, status)
);

CREATE TRIGGER deposits_count_insert AFTER INSERT ON deposits BEGIN
  INSERT INTO listing_counts (tbl, company_id, wallet_id, status, n) VALUES ('deposits', NEW.company_id, COALESCE(NEW.wallet_id, ''), NEW.status, 1)
    ON CONFLICT (tbl, company_id, wallet_id, status) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER deposits_count_status AFTER UPDATE OF status ON deposits WHEN OLD.status <> NEW.status BEGIN
  UPDATE listing_counts SET n = n - 1 WHERE tbl = 'deposits' AND company_id = OLD.company_id AND wallet_id = COALESCE(OLD.wallet_id, '') AND status = OLD.status;
  INSERT INTO listing_counts (tbl, company_id, wallet_id, status, n) VALUES ('deposits', NEW.company_id, COALESCE(NEW.wallet_id, ''), NEW.status, 1)
    ON CONFLICT (tbl, company_id, wallet_id, status) DO UPDATE SET n = n + 1;
END;

INSERT INTO listing_counts (tbl, company_id, wallet_id, status, n)
  SELECT 'deposits', company_id, COALESCE(wallet_id, ''), status, COUNT(*) FROM deposits GROUP BY company_id, COALESCE(wallet_id, ''), status;

CREATE TRIGGER withdrawals_count_insert AFTER INSERT ON withdrawals BEGIN
  INSERT INTO listing_counts (tbl, company_id, wallet_id, status, n) VALUES ('withdrawals', NEW.company_id, COALESCE(NEW.wallet_id, ''), NEW.status, 1)
    ON CONFLICT (tbl, company_id, wallet_id, status) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER withdrawals_count_status AFTER UPDATE OF status ON withdrawals WHEN OLD.status <> NEW.status BEGIN
  UPDATE listing_counts SET n = n - 1 WHERE tbl = 'withdrawals' AND company_id = OLD.company_id AND wallet_id = COALESCE(OLD.wallet_id, '') AND status = OLD.status;
  INSERT INTO listing_counts (tbl, company_id, wallet_id, status, n) VALUES ('withdrawals', NEW.company_id, COALESCE(NEW.wallet_id, ''), NEW.status, 1)
    ON CONFLICT (tbl, company_id, wallet_id, status) DO UPDATE SET n = n + 1;
END;

INSERT INTO listing_counts (tbl, company_id, wallet_id, status, n)
  SELECT 'withdrawals', company_id, COALESCE(wallet_id, ''), status, COUNT(*) FROM withdrawals GROUP BY company_id, COALESCE(wallet_id, ''), status;

CREATE TRIGGER conversions_count_insert AFTER INSERT ON conversions BEGIN
  INSERT INTO listing_counts (tbl, company_id, wallet_id, status, n) VALUES ('conversions', NEW.company_id, COALESCE(NEW.wallet_id, ''), NEW.status, 1)
    ON CONFLICT (tbl, company_id, wallet_id, status) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER conversions_count_status AFTER UPDATE OF status ON conversions WHEN OLD.status <> NEW.status BEGIN
  UPDATE listing_counts SET n = n - 1 WHERE tbl = 'conversions' AND company_id = OLD.company_id AND wallet_id = COALESCE(OLD.wallet_id, '') AND status = OLD.status;
  INSERT INTO listing_counts (tbl, company_id, wallet_id, status, n) VALUES ('conversions', NEW.company_id, COALESCE(NEW.wallet_id, ''), NEW.status, 1)
    ON CONFLICT (tbl, company_id, wallet_id, status) DO UPDATE SET n = n + 1;
END;

INSERT INTO listing_counts (tbl, company_id, wallet_id, status, n)
  SELECT 'conversions', company_id, COALESCE(wallet_id, ''), status, COUNT(*) FROM conversions GROUP BY company_id, COALESCE(wallet_id, ''), status;

CREATE TRIGGER crypto_deposits_count_insert AFTER INSERT ON crypto_deposits BEGIN
  INSERT INTO listing_counts (tbl, company_id, wallet_id, status, n) VALUES ('crypto_deposits', NEW.company_id, COALESCE(NEW.wallet_id, ''), NEW.status, 1)
    ON CONFLICT (tbl, company_id, wallet_id, status) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER crypto_deposits_count_status AFTER UPDATE OF status ON crypto_deposits WHEN OLD.status <> NEW.status BEGIN
  UPDATE listing_counts SET n = n - 1 WHERE tbl = 'crypto_deposits' AND company_id = OLD.company_id AND wallet_id = COALESCE(OLD.wallet_id, '') AND status = OLD.status;
  INSERT INTO listing_counts (tbl, company_id, wallet_id, status, n) VALUES ('crypto_deposits', NEW.company_id, COALESCE(NEW.wallet_id, ''), NEW.status, 1)
    ON CONFLICT (tbl, company_id, wallet_id, status) DO UPDATE SET n = n + 1;
END;

INSERT INTO listing_counts (tbl, company_id, wallet_id, status, n)
  SELECT 'crypto_deposits', company_id, COALESCE(wallet_id, ''), status, COUNT(*) FROM crypto_deposits GROUP BY company_id, COALESCE(wallet_id, ''), status;

CREATE TRIGGER infractions_count_insert AFTER INSERT ON infractions BEGIN
  INSERT INTO listing_counts (tbl, company_id, wallet_id, status, n) VALUES ('infractions', NEW.company_id, COALESCE(NEW.wallet_id, ''), NEW.status, 1)
    ON CONFLICT (tbl, company_id, wallet_id, status) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER infractions_count_status AFTER UPDATE OF status ON infractions WHEN OLD.status <> NEW.status BEGIN
  UPDATE listing_counts SET n = n - 1 WHERE tbl = 'infractions' AND company_id = OLD.company_id AND wallet_id = COALESCE(OLD.wallet_id, '') AND status = OLD.status;
  INSERT INTO listing_counts (tbl, company_id, wallet_id, status, n) VALUES ('infractions', NEW.company_id, COALESCE(NEW.wallet_id, ''), NEW.status, 1)
    ON CONFLICT (tbl, company_id, wallet_id, status) DO UPDATE SET n = n + 1;
END;

INSERT INTO listing_counts (tbl, company_id, wallet_id, status, n)
  SELECT 'infractions', company_id, COALESCE(wallet_id, ''), status, COUNT(*) FROM infractions GROUP BY company_id, COALESCE(wallet_id, ''), status;

CREATE TRIGGER chargebacks_count_insert AFTER INSERT ON chargebacks BEGIN
  INSERT INTO listing_counts (tbl, company_id, wallet_id, status, n) VALUES ('chargebacks', NEW.company_id, COALESCE(NEW.wallet_id, ''), NEW.status, 1)
    ON CONFLICT (tbl, company_id, wallet_id, status) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER chargebacks_count_status AFTER UPDATE OF status ON chargebacks WHEN OLD.status <> NEW.status BEGIN
  UPDATE listing_counts SET n = n - 1 WHERE tbl = 'chargebacks' AND company_id = OLD.company_id AND wallet_id = COALESCE(OLD.wallet_id, '') AND status = OLD.status;
  INSERT INTO listing_counts (tbl, company_id, wallet_id, status, n) VALUES ('chargebacks', NEW.company_id, COALESCE(NEW.wallet_id, ''), NEW.status, 1)
    ON CONFLICT (tbl, company_id, wallet_id, status) DO UPDATE SET n = n + 1;
END;

INSERT INTO listing_counts (tbl, company_id, wallet_id, status, n)
  SELECT 'chargebacks', company_id, COALESCE(wallet_id, ''), status, COUNT(*) FROM chargebacks GROUP BY company_id, COALESCE(wallet_id, ''), status;

-- The ledger's listing scope is the account; entries are never updated.
CREATE TABLE ledger_counts (
  account_id TEXT PRIMARY KEY,
  n INTEGER NOT NULL
);

CREATE TRIGGER ledger_count_insert AFTER INSERT ON ledger_entries BEGIN
  INSERT INTO ledger_counts (account_id, n) VALUES (NEW.account_id, 1)
    ON CONFLICT (account_id) DO UPDATE SET n = n + 1;
END;

INSERT INTO ledger_counts (account_id, n) SELECT account_id, COUNT(*) FROM ledger_entries GROUP BY account_id;
