-- A reference is unique within the account that made the request, the main account or the wallet
-- named by X-Api-Wallet, as an idempotency key is per account: two wallets of a marketplace may
-- each have an order "1001". It was unique across the whole company, so one wallet's reference
-- was refused as DUPLICATE_REFERENCE because another wallet had used it. The main account is the
-- empty string in the key (wallet ids are ULIDs), so its references stay unique among themselves.
DROP INDEX deposits_reference;
CREATE UNIQUE INDEX deposits_reference ON deposits(company_id, COALESCE(wallet_id, ''), reference);
DROP INDEX withdrawals_reference;
CREATE UNIQUE INDEX withdrawals_reference ON withdrawals(company_id, COALESCE(wallet_id, ''), reference);
DROP INDEX conversions_reference;
CREATE UNIQUE INDEX conversions_reference ON conversions(company_id, COALESCE(wallet_id, ''), reference);
DROP INDEX crypto_deposits_reference;
CREATE UNIQUE INDEX crypto_deposits_reference ON crypto_deposits(company_id, COALESCE(wallet_id, ''), reference);
