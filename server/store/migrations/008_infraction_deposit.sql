-- Opening an infraction asks whether its deposit already has one in progress (a deposit has at
-- most one: 409 INVALID_STATE). Without an index on deposit_id that question read every infraction
-- of every company.
CREATE INDEX infractions_deposit ON infractions(deposit_id);
