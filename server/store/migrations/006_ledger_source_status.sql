-- GET /v1/transactions filters by `status` like every listing (DESIGN), and a ledger movement's
-- status is the current status of the resource behind it. A view computes it per row, by primary
-- key, from the source's table, so it can never disagree with the resource. The column is named
-- `status` like every listed table's, so the listings' common filter applies to it unchanged. A
-- split part received from another company's deposit, and a sandbox credit, are 'completed':
-- nothing about them changes afterwards, and another company's deposit is not the receiver's to see.
CREATE VIEW ledger_entries_with_status AS
SELECT l.*,
  COALESCE(CASE l.source_type
    WHEN 'deposit' THEN (SELECT s.status FROM deposits s WHERE s.id = l.source_id AND s.company_id = l.company_id)
    WHEN 'withdraw' THEN (SELECT s.status FROM withdrawals s WHERE s.id = l.source_id)
    WHEN 'conversion' THEN (SELECT s.status FROM conversions s WHERE s.id = l.source_id)
    WHEN 'crypto_deposit' THEN (SELECT s.status FROM crypto_deposits s WHERE s.id = l.source_id)
    WHEN 'infraction' THEN (SELECT s.status FROM infractions s WHERE s.id = l.source_id)
    WHEN 'chargeback' THEN (SELECT s.status FROM chargebacks s WHERE s.id = l.source_id)
  END, 'completed') AS status
FROM ledger_entries l;
