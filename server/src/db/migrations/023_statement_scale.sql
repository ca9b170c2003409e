-- migrate: no transaction
-- The statement (moneylog) and the deposit and withdrawal records at any size of history (issue 18): totals kept
-- with the rows they count, so page 1 never counts a customer's whole history, and the indexes each filter reads.
-- Outside a transaction for CREATE INDEX CONCURRENTLY (ledger_transfers is the largest table); every statement can
-- run again (see migrate.ts).

-- One atomic statement: the counters, the triggers that keep them and their backfill. Creating a trigger locks its
-- table against writes until this block commits, so the backfill counts exactly the rows the triggers will not.
-- Triggers rather than the services keep the counts, so an instance of the previous version still running during a
-- rolling deploy (which writes transfers and records without knowing of them) cannot make them wrong.
DO $$
BEGIN
  -- An account's statement lines by kind: the unfiltered total is the sum of a few rows, a kind's total is one.
  CREATE TABLE IF NOT EXISTS ledger_statement_totals (
    account_id bigint NOT NULL REFERENCES ledger_accounts (id),
    kind text NOT NULL,
    lines bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (account_id, kind)
  );
  -- Each transfer is a line on both its accounts. Whoever inserts a transfer has already changed (so locked) both
  -- accounts' balances, so two transactions never update one account's counters crosswise.
  CREATE OR REPLACE FUNCTION ledger_statement_counted() RETURNS trigger LANGUAGE plpgsql AS $f$
  BEGIN
    INSERT INTO ledger_statement_totals AS t (account_id, kind, lines)
    SELECT account, kind, count(*) FROM (
      SELECT debit_account_id AS account, kind FROM new_transfers
      UNION ALL SELECT credit_account_id, kind FROM new_transfers) legs
    GROUP BY account, kind ORDER BY account, kind
    ON CONFLICT (account_id, kind) DO UPDATE SET lines = t.lines + EXCLUDED.lines;
    RETURN NULL;
  END;
  $f$;
  DROP TRIGGER IF EXISTS ledger_transfers_counted ON ledger_transfers;
  -- Transfers are append-only (migration 004): inserting is the only change to count.
  CREATE TRIGGER ledger_transfers_counted AFTER INSERT ON ledger_transfers REFERENCING NEW TABLE AS new_transfers
    FOR EACH STATEMENT EXECUTE FUNCTION ledger_statement_counted();
  DELETE FROM ledger_statement_totals;
  INSERT INTO ledger_statement_totals (account_id, kind, lines)
  SELECT account, kind, count(*) FROM (
    SELECT debit_account_id AS account, kind FROM ledger_transfers
    UNION ALL SELECT credit_account_id, kind FROM ledger_transfers) legs
  GROUP BY account, kind;

  -- A customer's deposits and withdrawals by status: a review moves one from pending to its outcome.
  CREATE TABLE IF NOT EXISTS bank_record_totals (
    user_id integer NOT NULL REFERENCES users (id),
    record text NOT NULL CHECK (record IN ('deposits', 'withdrawals')),
    status smallint NOT NULL,
    n bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, record, status)
  );
  -- A statement's transition tables exist only for its own operation, so each operation has its own query.
  CREATE OR REPLACE FUNCTION bank_records_counted() RETURNS trigger LANGUAGE plpgsql AS $f$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO bank_record_totals AS t (user_id, record, status, n)
      SELECT user_id, TG_TABLE_NAME, status, count(*) FROM new_records GROUP BY user_id, status ORDER BY user_id, status
      ON CONFLICT (user_id, record, status) DO UPDATE SET n = t.n + EXCLUDED.n;
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE bank_record_totals t SET n = t.n - o.c
      FROM (SELECT user_id, status, count(*) AS c FROM old_records GROUP BY user_id, status) o
      WHERE t.user_id = o.user_id AND t.record = TG_TABLE_NAME AND t.status = o.status;
    ELSE
      -- A review: old rows leave their status and new rows join theirs, in one statement and in key order.
      INSERT INTO bank_record_totals AS t (user_id, record, status, n)
      SELECT user_id, TG_TABLE_NAME, status, sum(d) FROM (
        SELECT user_id, status, 1 AS d FROM new_records UNION ALL SELECT user_id, status, -1 FROM old_records) c
      GROUP BY user_id, status HAVING sum(d) <> 0 ORDER BY user_id, status
      ON CONFLICT (user_id, record, status) DO UPDATE SET n = t.n + EXCLUDED.n;
    END IF;
    RETURN NULL;
  END;
  $f$;
  DROP TRIGGER IF EXISTS deposits_counted_insert ON deposits;
  CREATE TRIGGER deposits_counted_insert AFTER INSERT ON deposits REFERENCING NEW TABLE AS new_records
    FOR EACH STATEMENT EXECUTE FUNCTION bank_records_counted();
  DROP TRIGGER IF EXISTS deposits_counted_update ON deposits;
  CREATE TRIGGER deposits_counted_update AFTER UPDATE ON deposits REFERENCING OLD TABLE AS old_records NEW TABLE AS new_records
    FOR EACH STATEMENT EXECUTE FUNCTION bank_records_counted();
  DROP TRIGGER IF EXISTS deposits_counted_delete ON deposits;
  CREATE TRIGGER deposits_counted_delete AFTER DELETE ON deposits REFERENCING OLD TABLE AS old_records
    FOR EACH STATEMENT EXECUTE FUNCTION bank_records_counted();
  DROP TRIGGER IF EXISTS withdrawals_counted_insert ON withdrawals;
  CREATE TRIGGER withdrawals_counted_insert AFTER INSERT ON withdrawals REFERENCING NEW TABLE AS new_records
    FOR EACH STATEMENT EXECUTE FUNCTION bank_records_counted();
  DROP TRIGGER IF EXISTS withdrawals_counted_update ON withdrawals;
  CREATE TRIGGER withdrawals_counted_update AFTER UPDATE ON withdrawals REFERENCING OLD TABLE AS old_records NEW TABLE AS new_records
    FOR EACH STATEMENT EXECUTE FUNCTION bank_records_counted();
  DROP TRIGGER IF EXISTS withdrawals_counted_delete ON withdrawals;
  CREATE TRIGGER withdrawals_counted_delete AFTER DELETE ON withdrawals REFERENCING OLD TABLE AS old_records
    FOR EACH STATEMENT EXECUTE FUNCTION bank_records_counted();
  DELETE FROM bank_record_totals;
  INSERT INTO bank_record_totals (user_id, record, status, n)
  SELECT user_id, 'deposits', status, count(*) FROM deposits GROUP BY user_id, status
  UNION ALL SELECT user_id, 'withdrawals', status, count(*) FROM withdrawals GROUP BY user_id, status;
END;
$$;

-- A small table (a new or test database) gets its indexes at once: CONCURRENTLY waits for every older transaction
-- in the database to end, which there buys nothing. The statements below then find them made and skip.
DO $$
BEGIN
  IF pg_relation_size('ledger_transfers') < 8 * 1024 * 1024 THEN
    CREATE INDEX IF NOT EXISTS ledger_transfers_debit_kind_idx ON ledger_transfers (debit_account_id, kind, id);
    CREATE INDEX IF NOT EXISTS ledger_transfers_credit_kind_idx ON ledger_transfers (credit_account_id, kind, id);
    CREATE INDEX IF NOT EXISTS ledger_transfers_debit_time_idx ON ledger_transfers (debit_account_id, createtime) INCLUDE (kind);
    CREATE INDEX IF NOT EXISTS ledger_transfers_credit_time_idx ON ledger_transfers (credit_account_id, createtime) INCLUDE (kind);
  END IF;
  IF pg_relation_size('deposits') < 8 * 1024 * 1024 THEN
    CREATE INDEX IF NOT EXISTS deposits_user_status_idx ON deposits (user_id, status, id DESC);
  END IF;
  IF pg_relation_size('withdrawals') < 8 * 1024 * 1024 THEN
    CREATE INDEX IF NOT EXISTS withdrawals_user_status_idx ON withdrawals (user_id, status, id DESC);
  END IF;
END;
$$;

-- moneylog with a kind: the account's lines of that kind newest first, from each side of the transfer.
CREATE INDEX CONCURRENTLY IF NOT EXISTS ledger_transfers_debit_kind_idx ON ledger_transfers (debit_account_id, kind, id);
CREATE INDEX CONCURRENTLY IF NOT EXISTS ledger_transfers_credit_kind_idx ON ledger_transfers (credit_account_id, kind, id);
-- moneylog with dates: the lines of the range, and their count (with or without a kind) from the index alone.
CREATE INDEX CONCURRENTLY IF NOT EXISTS ledger_transfers_debit_time_idx ON ledger_transfers (debit_account_id, createtime) INCLUDE (kind);
CREATE INDEX CONCURRENTLY IF NOT EXISTS ledger_transfers_credit_time_idx ON ledger_transfers (credit_account_id, createtime) INCLUDE (kind);
-- rechargelist and withdrawlist with a status: that status's records newest first.
CREATE INDEX CONCURRENTLY IF NOT EXISTS deposits_user_status_idx ON deposits (user_id, status, id DESC);
CREATE INDEX CONCURRENTLY IF NOT EXISTS withdrawals_user_status_idx ON withdrawals (user_id, status, id DESC);
