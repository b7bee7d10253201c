-- Every listing takes ?status= (DESIGN). Withdrawals and conversions had only the listing index
-- (company_id, wallet_id, created_at, id): a page in a status was found by reading the account's
-- rows newest first and keeping those in it, so a status few rows have (failed, canceled,
-- expired, pending) read the whole account, row by row, with the server's one connection busy
-- meanwhile: ?status=failed on an account of 21,000 withdrawals, none failed, took 31 ms with its
-- pages cached (12 ms with this index), and the time grows with the account.
--
-- Partial: the status most rows end in (paid, completed) is left out. The listing index finds a
-- page of it at once, and each row leaves this index when it gets there instead of entering it
-- among all the others. Measured at 32 concurrent withdrawals (four alternating pairs each), the
-- full index cost 9% of the throughput (1,675-1,721 -> 1,496-1,566 a second); this one is within
-- the noise (1,635-1,734 -> 1,383-1,775). The repositories state `status <> 'paid'` (or
-- 'completed') in a listing of another status, so SQLite reads this index.
CREATE INDEX withdrawals_status_listing ON withdrawals(company_id, wallet_id, status, created_at DESC, id DESC) WHERE status <> 'paid';
CREATE INDEX conversions_status_listing ON conversions(company_id, wallet_id, status, created_at DESC, id DESC) WHERE status <> 'completed';
