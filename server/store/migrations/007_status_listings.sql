-- Every listing takes ?status= (DESIGN). Withdrawals and conversions had only the listing index
-- (company_id, wallet_id, created_at, id): a page in a status was found by reading the account's
-- rows newest first and keeping those in it, so a status few rows have (failed, canceled,
-- expired) read the whole account, row by row, with the server's one connection busy meanwhile:
-- ?status=failed on an account of 21,000 withdrawals, none failed, took 31 ms with its pages cached
-- (12 ms with this index), and the time grows with the account. Deposits have had this index from
-- the start; a page in a status is now the same short index range for all three. It costs writes:
-- a withdrawal's insert and two status changes took 60 instead of 31 us in SQLite (measured alone).
CREATE INDEX withdrawals_status_listing ON withdrawals(company_id, wallet_id, status, created_at DESC, id DESC);
CREATE INDEX conversions_status_listing ON conversions(company_id, wallet_id, status, created_at DESC, id DESC);
