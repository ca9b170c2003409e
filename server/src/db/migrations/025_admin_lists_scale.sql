-- The operator's admin lists at any size (issue 18): deposits and withdrawals (with or without a status), the
-- audit trail and the operators' messages answer their total from counters kept with the rows, so page 1 never
-- counts the whole table. Each page's ids are read from an index the tables already have (the primary key,
-- (status, id), (user_id, id DESC), (user_id, status, id DESC)), so no index is built here and the file runs in
-- one transaction. A customer's totals are bank_record_totals (migration 023).
--
-- Counters for the whole table are split into 16 slots, each statement adding to the slot of its connection
-- (pg_backend_pid() % 16): one counter row would be updated by every deposit, withdrawal and audited action in the
-- shop and hold them in line behind each other until each commits. A total is the sum of its slots (at most 48
-- rows); a slot may go below zero (a record counted in one slot can be reviewed from another), the sum cannot.
-- A transaction writes from one connection, so all its statements add to one slot of each counter.
--
-- The counts are taken with the tables locked against writes (SHARE ROW EXCLUSIVE, readers go on): what the
-- counts see, the triggers will not count again, and a writer waits for the length of the counts (about a second
-- for the scale test's 3,100,000 rows on the busy 2-core dev machine). Triggers rather than the services keep the counts, so an
-- instance of the previous version still running during a rolling deploy cannot make them wrong.

LOCK TABLE deposits, withdrawals, audit_log, operator_messages IN SHARE ROW EXCLUSIVE MODE;

-- Every customer's deposits and withdrawals by status.
CREATE TABLE IF NOT EXISTS bank_status_totals (
  record text NOT NULL CHECK (record IN ('deposits', 'withdrawals')),
  status smallint NOT NULL,
  slot smallint NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (record, status, slot)
);

-- Migration 023's customer counts, and now the whole table's beside them, in one trigger per operation.
CREATE OR REPLACE FUNCTION bank_records_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  own_slot smallint := pg_backend_pid() % 16;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO bank_record_totals AS t (user_id, record, status, n)
    SELECT user_id, TG_TABLE_NAME, status, count(*) FROM new_records GROUP BY user_id, status ORDER BY user_id, status
    ON CONFLICT (user_id, record, status) DO UPDATE SET n = t.n + EXCLUDED.n;
    INSERT INTO bank_status_totals AS t (record, status, slot, n)
    SELECT TG_TABLE_NAME, status, own_slot, count(*) FROM new_records GROUP BY status ORDER BY status
    ON CONFLICT (record, status, slot) DO UPDATE SET n = t.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE bank_record_totals t SET n = t.n - o.c
    FROM (SELECT user_id, status, count(*) AS c FROM old_records GROUP BY user_id, status) o
    WHERE t.user_id = o.user_id AND t.record = TG_TABLE_NAME AND t.status = o.status;
    INSERT INTO bank_status_totals AS t (record, status, slot, n)
    SELECT TG_TABLE_NAME, status, own_slot, -count(*) FROM old_records GROUP BY status ORDER BY status
    ON CONFLICT (record, status, slot) DO UPDATE SET n = t.n + EXCLUDED.n;
  ELSE
    -- A review: old rows leave their status and new rows join theirs, in one statement and in key order.
    INSERT INTO bank_record_totals AS t (user_id, record, status, n)
    SELECT user_id, TG_TABLE_NAME, status, sum(d) FROM (
      SELECT user_id, status, 1 AS d FROM new_records UNION ALL SELECT user_id, status, -1 FROM old_records) c
    GROUP BY user_id, status HAVING sum(d) <> 0 ORDER BY user_id, status
    ON CONFLICT (user_id, record, status) DO UPDATE SET n = t.n + EXCLUDED.n;
    INSERT INTO bank_status_totals AS t (record, status, slot, n)
    SELECT TG_TABLE_NAME, status, own_slot, sum(d) FROM (
      SELECT status, 1 AS d FROM new_records UNION ALL SELECT status, -1 FROM old_records) c
    GROUP BY status HAVING sum(d) <> 0 ORDER BY status
    ON CONFLICT (record, status, slot) DO UPDATE SET n = t.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END;
$$;

DELETE FROM bank_status_totals;
INSERT INTO bank_status_totals (record, status, slot, n)
SELECT 'deposits', status, 0, count(*) FROM deposits GROUP BY status
UNION ALL SELECT 'withdrawals', status, 0, count(*) FROM withdrawals GROUP BY status;

-- The audit trail's rows and the operators' messages.
CREATE TABLE IF NOT EXISTS operator_list_totals (
  list text NOT NULL CHECK (list IN ('audit_log', 'operator_messages')),
  slot smallint NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (list, slot)
);

CREATE OR REPLACE FUNCTION operator_lists_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO operator_list_totals AS t (list, slot, n)
  SELECT TG_TABLE_NAME, pg_backend_pid() % 16, CASE WHEN TG_OP = 'INSERT' THEN count(*) ELSE -count(*) END FROM changed_rows
  HAVING count(*) > 0
  ON CONFLICT (list, slot) DO UPDATE SET n = t.n + EXCLUDED.n;
  RETURN NULL;
END;
$$;

-- The audit trail is append-only (migration 006 refuses updates, deletes and truncation): inserts are all it has.
DROP TRIGGER IF EXISTS audit_log_counted ON audit_log;
CREATE TRIGGER audit_log_counted AFTER INSERT ON audit_log REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION operator_lists_counted();
DROP TRIGGER IF EXISTS operator_messages_counted_insert ON operator_messages;
CREATE TRIGGER operator_messages_counted_insert AFTER INSERT ON operator_messages REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION operator_lists_counted();
DROP TRIGGER IF EXISTS operator_messages_counted_delete ON operator_messages;
CREATE TRIGGER operator_messages_counted_delete AFTER DELETE ON operator_messages REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION operator_lists_counted();

DELETE FROM operator_list_totals;
INSERT INTO operator_list_totals (list, slot, n)
SELECT 'audit_log', 0, count(*) FROM audit_log
UNION ALL SELECT 'operator_messages', 0, count(*) FROM operator_messages;
