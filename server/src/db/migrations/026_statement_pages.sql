-- migrate: no transaction
-- The statement's page at any size of history (issue 18): each side's (account, id) index also carries the line's
-- time and kind, so a page over a range of days (or of one kind) takes its ids from that index alone, newest
-- first, reading only this account's lines. Without them the planner may walk the primary key backwards, which
-- on paper costs the same and in fact reads every newer line of every other account first. Same number of
-- indexes as before: each replaces migration 004's narrower one. Outside a transaction for CONCURRENTLY; every
-- statement can run again (see migrate.ts).

-- A small table (a new or test database) gets them at once: CONCURRENTLY waits for every older transaction in the
-- database to end, which there buys nothing. The statements below then find them made and skip.
DO $$
BEGIN
  IF pg_relation_size('ledger_transfers') < 8 * 1024 * 1024 THEN
    CREATE INDEX IF NOT EXISTS ledger_transfers_debit_page_idx ON ledger_transfers (debit_account_id, id) INCLUDE (createtime, kind);
    CREATE INDEX IF NOT EXISTS ledger_transfers_credit_page_idx ON ledger_transfers (credit_account_id, id) INCLUDE (createtime, kind);
    DROP INDEX IF EXISTS ledger_transfers_debit_idx;
    DROP INDEX IF EXISTS ledger_transfers_credit_idx;
  END IF;
END;
$$;

CREATE INDEX CONCURRENTLY IF NOT EXISTS ledger_transfers_debit_page_idx ON ledger_transfers (debit_account_id, id) INCLUDE (createtime, kind);
CREATE INDEX CONCURRENTLY IF NOT EXISTS ledger_transfers_credit_page_idx ON ledger_transfers (credit_account_id, id) INCLUDE (createtime, kind);
DROP INDEX CONCURRENTLY IF EXISTS ledger_transfers_debit_idx;
DROP INDEX CONCURRENTLY IF EXISTS ledger_transfers_credit_idx;
