-- migrate: no transaction
-- Orders, notices and the sign-in calendar at any size of history (issue 18): the customer's and the operator's
-- order lists count nothing (their totals, and the reclog's rebate and points, are kept with the rows by
-- triggers), each filter reads an index of its own, and the public notice list reads its language's published
-- notices from an index with their number kept. The sign-in calendar already reads its month from the primary key
-- (user_id, day). Outside a transaction for CREATE INDEX CONCURRENTLY (orders is large in production); every
-- statement can run again (see migrate.ts).

-- One atomic statement: the counters, the triggers that keep them and their backfill. Creating a trigger locks its
-- table against writes until this block commits, so the backfill counts exactly the rows the triggers will not;
-- writers wait for the length of one count (about a second per million orders on the 2-core dev machine).
-- Triggers rather than the services keep the counts, so an instance of the previous version still running during a
-- rolling deploy (which writes orders without knowing of them) cannot make them wrong.
DO $$
BEGIN
  -- A customer's orders by status, and what their received orders earned (the reclog's rebate and points).
  CREATE TABLE IF NOT EXISTS order_totals (
    user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    placed bigint NOT NULL DEFAULT 0,
    shipped bigint NOT NULL DEFAULT 0,
    received bigint NOT NULL DEFAULT 0,
    cancelled bigint NOT NULL DEFAULT 0,
    rebate_cents bigint NOT NULL DEFAULT 0,
    points bigint NOT NULL DEFAULT 0
  );
  -- Every customer's orders by status, for the operator's list: spread over 64 rows by the writing connection, so
  -- concurrent buy batches (each holds its row until it commits) seldom wait for one another; the total is the sum.
  CREATE TABLE IF NOT EXISTS order_status_totals (
    shard smallint PRIMARY KEY,
    placed bigint NOT NULL DEFAULT 0,
    shipped bigint NOT NULL DEFAULT 0,
    received bigint NOT NULL DEFAULT 0,
    cancelled bigint NOT NULL DEFAULT 0
  );

  -- Per statement: what its rows add (new rows) or take away (old rows: a delete's, an update's before), per
  -- customer in user_id order (two statements naming the same customers lock their counters in one order), then on
  -- the connection's shard. Each trigger names its transition table changed_orders, so one function with static SQL
  -- (its plans kept between calls) serves them all; an update runs it twice, for its old rows and for its new.
  -- Whoever changes a customer's orders holds their cash account's lock first (a buy batch, a refund, a rebate) or
  -- changes the order before any other row of the customer (ship, a receipt without rebate): no lock cycle.
  CREATE OR REPLACE FUNCTION orders_counted() RETURNS trigger LANGUAGE plpgsql AS $f$
  DECLARE
    sign int := CASE WHEN TG_OP = 'DELETE' OR TG_ARGV[0] = 'old' THEN -1 ELSE 1 END;
  BEGIN
    INSERT INTO order_totals AS t (user_id, placed, shipped, received, cancelled, rebate_cents, points)
    SELECT user_id, sign * count(*) FILTER (WHERE status = 'placed'), sign * count(*) FILTER (WHERE status = 'shipped'),
           sign * count(*) FILTER (WHERE status = 'received'), sign * count(*) FILTER (WHERE status = 'cancelled'),
           sign * COALESCE(sum(rebate_cents) FILTER (WHERE status = 'received'), 0), sign * COALESCE(sum(points) FILTER (WHERE status = 'received'), 0)
    FROM changed_orders GROUP BY user_id ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET placed = t.placed + EXCLUDED.placed, shipped = t.shipped + EXCLUDED.shipped,
      received = t.received + EXCLUDED.received, cancelled = t.cancelled + EXCLUDED.cancelled,
      rebate_cents = t.rebate_cents + EXCLUDED.rebate_cents, points = t.points + EXCLUDED.points;
    INSERT INTO order_status_totals AS t (shard, placed, shipped, received, cancelled)
    SELECT pg_backend_pid() % 64, sign * count(*) FILTER (WHERE status = 'placed'), sign * count(*) FILTER (WHERE status = 'shipped'),
           sign * count(*) FILTER (WHERE status = 'received'), sign * count(*) FILTER (WHERE status = 'cancelled')
    FROM changed_orders HAVING count(*) > 0
    ON CONFLICT (shard) DO UPDATE SET placed = t.placed + EXCLUDED.placed, shipped = t.shipped + EXCLUDED.shipped,
      received = t.received + EXCLUDED.received, cancelled = t.cancelled + EXCLUDED.cancelled;
    RETURN NULL;
  END;
  $f$;
  DROP TRIGGER IF EXISTS orders_inserted ON orders;
  CREATE TRIGGER orders_inserted AFTER INSERT ON orders REFERENCING NEW TABLE AS changed_orders
    FOR EACH STATEMENT EXECUTE FUNCTION orders_counted();
  -- An update takes its old rows out, then puts its new rows in (a statement-level trigger with transition tables
  -- cannot name columns: an update of no status changes nothing in the end).
  DROP TRIGGER IF EXISTS orders_updated_old ON orders;
  CREATE TRIGGER orders_updated_old AFTER UPDATE ON orders REFERENCING OLD TABLE AS changed_orders
    FOR EACH STATEMENT EXECUTE FUNCTION orders_counted('old');
  DROP TRIGGER IF EXISTS orders_updated_new ON orders;
  CREATE TRIGGER orders_updated_new AFTER UPDATE ON orders REFERENCING NEW TABLE AS changed_orders
    FOR EACH STATEMENT EXECUTE FUNCTION orders_counted('new');
  DROP TRIGGER IF EXISTS orders_deleted ON orders;
  CREATE TRIGGER orders_deleted AFTER DELETE ON orders REFERENCING OLD TABLE AS changed_orders
    FOR EACH STATEMENT EXECUTE FUNCTION orders_counted();
  DELETE FROM order_totals;
  INSERT INTO order_totals (user_id, placed, shipped, received, cancelled, rebate_cents, points)
  SELECT user_id, count(*) FILTER (WHERE status = 'placed'), count(*) FILTER (WHERE status = 'shipped'),
         count(*) FILTER (WHERE status = 'received'), count(*) FILTER (WHERE status = 'cancelled'),
         COALESCE(sum(rebate_cents) FILTER (WHERE status = 'received'), 0), COALESCE(sum(points) FILTER (WHERE status = 'received'), 0)
  FROM orders GROUP BY user_id;
  DELETE FROM order_status_totals;
  INSERT INTO order_status_totals (shard, placed, shipped, received, cancelled)
  SELECT 0, count(*) FILTER (WHERE status = 'placed'), count(*) FILTER (WHERE status = 'shipped'),
         count(*) FILTER (WHERE status = 'received'), count(*) FILTER (WHERE status = 'cancelled')
  FROM orders;

  -- Published notices by language: the public list's total. Notices are written by the operator, one at a time.
  CREATE TABLE IF NOT EXISTS notice_totals (
    lang text PRIMARY KEY,
    published bigint NOT NULL DEFAULT 0
  );
  -- As orders_counted: one function over each trigger's changed_notices, an update's old rows out and new rows in.
  CREATE OR REPLACE FUNCTION notices_counted() RETURNS trigger LANGUAGE plpgsql AS $f$
  DECLARE
    sign int := CASE WHEN TG_OP = 'DELETE' OR TG_ARGV[0] = 'old' THEN -1 ELSE 1 END;
  BEGIN
    INSERT INTO notice_totals AS t (lang, published)
    SELECT lang, sign * count(*) FROM changed_notices WHERE status = 'published' GROUP BY lang ORDER BY lang
    ON CONFLICT (lang) DO UPDATE SET published = t.published + EXCLUDED.published;
    RETURN NULL;
  END;
  $f$;
  DROP TRIGGER IF EXISTS notices_inserted ON notices;
  CREATE TRIGGER notices_inserted AFTER INSERT ON notices REFERENCING NEW TABLE AS changed_notices
    FOR EACH STATEMENT EXECUTE FUNCTION notices_counted();
  DROP TRIGGER IF EXISTS notices_updated_old ON notices;
  CREATE TRIGGER notices_updated_old AFTER UPDATE ON notices REFERENCING OLD TABLE AS changed_notices
    FOR EACH STATEMENT EXECUTE FUNCTION notices_counted('old');
  DROP TRIGGER IF EXISTS notices_updated_new ON notices;
  CREATE TRIGGER notices_updated_new AFTER UPDATE ON notices REFERENCING NEW TABLE AS changed_notices
    FOR EACH STATEMENT EXECUTE FUNCTION notices_counted('new');
  DROP TRIGGER IF EXISTS notices_deleted ON notices;
  CREATE TRIGGER notices_deleted AFTER DELETE ON notices REFERENCING OLD TABLE AS changed_notices
    FOR EACH STATEMENT EXECUTE FUNCTION notices_counted();
  DELETE FROM notice_totals;
  INSERT INTO notice_totals (lang, published) SELECT lang, count(*) FROM notices WHERE status = 'published' GROUP BY lang;
END;
$$;

-- A small table (a new or test database) gets its indexes at once: CONCURRENTLY waits for every older transaction
-- in the database to end, which there buys nothing. The statements below then find them made and skip.
DO $$
BEGIN
  IF pg_relation_size('orders') < 8 * 1024 * 1024 THEN
    CREATE INDEX IF NOT EXISTS orders_user_status_idx ON orders (user_id, status, id DESC);
    CREATE INDEX IF NOT EXISTS orders_user_in_progress_idx ON orders (user_id, id DESC) WHERE status IN ('placed', 'shipped');
    DROP INDEX IF EXISTS orders_in_progress_idx;
  END IF;
  IF pg_relation_size('notices') < 8 * 1024 * 1024 THEN
    CREATE INDEX IF NOT EXISTS notices_published_idx ON notices (lang, createtime DESC, id DESC) WHERE status = 'published';
  END IF;
END;
$$;

-- buylog with a status, and the operator's list of one customer's orders with a status: that status's orders
-- newest first, their ids from the index alone.
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_user_status_idx ON orders (user_id, status, id DESC);
-- recentorder, and the quota's orders in progress: the few placed or shipped orders of the customer, newest first.
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_user_in_progress_idx ON orders (user_id, id DESC) WHERE status IN ('placed', 'shipped');
-- The index above answers what this one did (the count of a customer's orders in progress) and more.
DROP INDEX CONCURRENTLY IF EXISTS orders_in_progress_idx;
-- The public notice list: a language's published notices newest first.
CREATE INDEX CONCURRENTLY IF NOT EXISTS notices_published_idx ON notices (lang, createtime DESC, id DESC) WHERE status = 'published';
