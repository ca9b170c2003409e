-- migrate: no transaction
-- Everyone's deposits and withdrawals in a narrow amount range, newest first (issue 27): the console's search for a
-- payment of "120.00 to 120.50". 028's indexes give either the time order, with the amount a condition on each entry
-- (a walk past every newer record of other amounts: 66 ms at 1,000,000 deposits when a million of them were made
-- since the last match), or the amount range, with every match sorted by time (10,000 entries for that range). Led
-- by the status and the amount's whole unit, then the time, a page reads each unit's newest entries in order and
-- merges them (server/src/db/branch-page.ts amountUnits): about offset + limit entries per status and unit, whatever
-- else the table holds. The cents carried in INCLUDE keep the range's ends a condition read in the index.
--
-- Outside a transaction for CREATE INDEX CONCURRENTLY; every statement can run again (see migrate.ts).

-- A small table (a new or test database) gets its indexes at once, as in 028.
DO $$
BEGIN
  IF pg_relation_size('deposits') < 8 * 1024 * 1024 THEN
    CREATE INDEX IF NOT EXISTS deposits_status_unit_time_idx ON deposits (status, (amount_cents / 100), createtime, id) INCLUDE (amount_cents);
  END IF;
  IF pg_relation_size('withdrawals') < 8 * 1024 * 1024 THEN
    CREATE INDEX IF NOT EXISTS withdrawals_status_unit_time_idx ON withdrawals (status, (amount_cents / 100), createtime, id) INCLUDE (amount_cents);
  END IF;
END;
$$;

CREATE INDEX CONCURRENTLY IF NOT EXISTS deposits_status_unit_time_idx ON deposits (status, (amount_cents / 100), createtime, id) INCLUDE (amount_cents);
CREATE INDEX CONCURRENTLY IF NOT EXISTS withdrawals_status_unit_time_idx ON withdrawals (status, (amount_cents / 100), createtime, id) INCLUDE (amount_cents);
