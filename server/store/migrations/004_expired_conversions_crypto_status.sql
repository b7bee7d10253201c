-- A conversion whose Pix charge expired unpaid used to keep its USDT leg at `pending`, as if the
-- USDT could still be bought. That leg now expires with the charge; conversions expired before
-- this change are brought in line.
UPDATE conversions SET crypto_status = 'expired' WHERE status = 'expired' AND crypto_status = 'pending';
