-- migrate: no transaction
-- The customer's messages at any size of history (issue 18): the list's total and the unread badge kept with the
-- rows they count, so neither counts a customer's messages, and the index mark-all-read finds the unread through.
-- Outside a transaction for CREATE INDEX CONCURRENTLY (messages is large in production); every statement can run
-- again (see migrate.ts). The list's ORDER BY id DESC is already read through messages_user_idx (user_id, id DESC).

-- One atomic statement: the counters, the trigger that keeps them and their backfill. Creating a trigger locks
-- messages against writes until this block commits, so the backfill counts exactly the rows the trigger will not;
-- writers wait for the length of one count (about 0.1 s per million narrow rows on the 2-core dev machine).
-- A trigger rather than the service keeps the counts, so an instance of the previous version still running during
-- a rolling deploy (which writes messages without knowing of them) cannot make them wrong.
DO $$
BEGIN
  CREATE TABLE IF NOT EXISTS message_totals (
    user_id integer PRIMARY KEY REFERENCES users (id),
    messages bigint NOT NULL DEFAULT 0,
    unread bigint NOT NULL DEFAULT 0
  );

  -- Per statement: what its new rows add less what its old rows took away, per customer. Customers in user_id
  -- order, so two batches naming the same customers lock their counters in one order and cannot deadlock.
  CREATE OR REPLACE FUNCTION messages_counted() RETURNS trigger LANGUAGE plpgsql AS $f$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO message_totals AS t (user_id, messages, unread)
      SELECT user_id, count(*), count(*) FILTER (WHERE read_at IS NULL) FROM new_messages GROUP BY user_id ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET messages = t.messages + EXCLUDED.messages, unread = t.unread + EXCLUDED.unread;
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE message_totals t SET messages = t.messages - d.n, unread = t.unread - d.u
      FROM (SELECT user_id, count(*) AS n, count(*) FILTER (WHERE read_at IS NULL) AS u FROM old_messages GROUP BY user_id) d
      WHERE t.user_id = d.user_id;
    ELSE
      INSERT INTO message_totals AS t (user_id, messages, unread)
      SELECT user_id, sum(n), sum(u) FROM (
        SELECT user_id, 1 AS n, (read_at IS NULL)::int AS u FROM new_messages
        UNION ALL SELECT user_id, -1, -(read_at IS NULL)::int FROM old_messages
      ) d GROUP BY user_id HAVING sum(n) <> 0 OR sum(u) <> 0 ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET messages = t.messages + EXCLUDED.messages, unread = t.unread + EXCLUDED.unread;
    END IF;
    RETURN NULL;
  END;
  $f$;
  DROP TRIGGER IF EXISTS messages_inserted ON messages;
  CREATE TRIGGER messages_inserted AFTER INSERT ON messages REFERENCING NEW TABLE AS new_messages
    FOR EACH STATEMENT EXECUTE FUNCTION messages_counted();
  -- Any update (a statement-level trigger with transition tables cannot name columns): one that changes neither
  -- read_at nor user_id adds nothing.
  DROP TRIGGER IF EXISTS messages_updated ON messages;
  CREATE TRIGGER messages_updated AFTER UPDATE ON messages REFERENCING OLD TABLE AS old_messages NEW TABLE AS new_messages
    FOR EACH STATEMENT EXECUTE FUNCTION messages_counted();
  DROP TRIGGER IF EXISTS messages_deleted ON messages;
  CREATE TRIGGER messages_deleted AFTER DELETE ON messages REFERENCING OLD TABLE AS old_messages
    FOR EACH STATEMENT EXECUTE FUNCTION messages_counted();
  DELETE FROM message_totals;
  INSERT INTO message_totals (user_id, messages, unread)
  SELECT user_id, count(*), count(*) FILTER (WHERE read_at IS NULL) FROM messages GROUP BY user_id;
END;
$$;

-- A small table (a new or test database) gets its index at once: CONCURRENTLY waits for every older transaction
-- in the database to end, which there buys nothing. The statement below then finds it made and skips.
DO $$
BEGIN
  IF pg_relation_size('messages') < 8 * 1024 * 1024 THEN
    CREATE INDEX IF NOT EXISTS messages_user_unread_idx ON messages (user_id, id) WHERE read_at IS NULL;
  END IF;
END;
$$;

-- Mark all read: the customer's unread messages alone, not every message they ever had.
CREATE INDEX CONCURRENTLY IF NOT EXISTS messages_user_unread_idx ON messages (user_id, id) WHERE read_at IS NULL;
