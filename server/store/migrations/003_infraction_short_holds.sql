-- Open or contested infractions whose hold is still short of their amount: every BRL credit to an
-- account looks them up to top the hold up (DESIGN: an open infraction blocks its amount), so the
-- lookup must stay an index probe that finds nothing in the common case.
CREATE INDEX infractions_short_holds ON infractions(company_id, wallet_id, created_at, id)
  WHERE status IN ('open', 'contested') AND blocked_minor < amount_minor;
