-- migrate: no transaction
-- The operator console's lists at any size (issue 19): deposits, withdrawals and orders filtered by days, amounts
-- and customer and sorted by time or amount; customers found by the start of their username or mobile number; new
-- customers counted by day; the audit trail searched by operator, kind, target and days.
--
-- Each list page reads its ids from one of these, a status (a customer, an item) at a time, then merges them: the key
-- after the status or customer is what the page is sorted by (createtime or amount_cents, then id), so a range of
-- days or amounts is a range of the index and the order comes with it; what else the filters look at is carried
-- in INCLUDE, so a row that does not match is passed over in the index without a visit to the table. Everyone's
-- lists go status by status (a few each), so no index is led by the time or the amount alone: such an index would
-- also give a branch its order, and a walk of it past every other status's or customer's rows could look cheap.
--
-- Outside a transaction for CREATE INDEX CONCURRENTLY; every statement can run again (see migrate.ts).

-- A small table (a new or test database) gets its indexes at once: CONCURRENTLY waits for every older transaction
-- in the database to end, which there buys nothing. The statements below then find them made and skip.
DO $$
BEGIN
  IF pg_relation_size('deposits') < 8 * 1024 * 1024 THEN
    CREATE INDEX IF NOT EXISTS deposits_status_time_idx ON deposits (status, createtime, id) INCLUDE (amount_cents);
    CREATE INDEX IF NOT EXISTS deposits_status_amount_idx ON deposits (status, amount_cents, id) INCLUDE (createtime);
    CREATE INDEX IF NOT EXISTS deposits_user_time_idx ON deposits (user_id, createtime, id) INCLUDE (status, amount_cents);
    CREATE INDEX IF NOT EXISTS deposits_user_amount_idx ON deposits (user_id, amount_cents, id) INCLUDE (status, createtime);
  END IF;
  IF pg_relation_size('withdrawals') < 8 * 1024 * 1024 THEN
    CREATE INDEX IF NOT EXISTS withdrawals_status_time_idx ON withdrawals (status, createtime, id) INCLUDE (amount_cents);
    CREATE INDEX IF NOT EXISTS withdrawals_status_amount_idx ON withdrawals (status, amount_cents, id) INCLUDE (createtime);
    CREATE INDEX IF NOT EXISTS withdrawals_user_time_idx ON withdrawals (user_id, createtime, id) INCLUDE (status, amount_cents);
    CREATE INDEX IF NOT EXISTS withdrawals_user_amount_idx ON withdrawals (user_id, amount_cents, id) INCLUDE (status, createtime);
  END IF;
  IF pg_relation_size('orders') < 8 * 1024 * 1024 THEN
    CREATE INDEX IF NOT EXISTS orders_status_time_idx ON orders (status, createtime, id) INCLUDE (amount_cents);
    CREATE INDEX IF NOT EXISTS orders_status_amount_idx ON orders (status, amount_cents, id) INCLUDE (createtime);
    CREATE INDEX IF NOT EXISTS orders_user_time_idx ON orders (user_id, createtime, id) INCLUDE (status, amount_cents, goods_id);
    CREATE INDEX IF NOT EXISTS orders_user_amount_idx ON orders (user_id, amount_cents, id) INCLUDE (status, createtime, goods_id);
    CREATE INDEX IF NOT EXISTS orders_goods_time_idx ON orders (goods_id, createtime, id) INCLUDE (status, amount_cents);
    CREATE INDEX IF NOT EXISTS orders_goods_amount_idx ON orders (goods_id, amount_cents, id) INCLUDE (status, createtime);
  END IF;
  IF pg_relation_size('users') < 8 * 1024 * 1024 THEN
    CREATE INDEX IF NOT EXISTS users_username_prefix_idx ON users (lower(username) text_pattern_ops);
    CREATE INDEX IF NOT EXISTS users_mobile_prefix_idx ON users (mobile text_pattern_ops, id);
    CREATE INDEX IF NOT EXISTS users_createtime_idx ON users (createtime);
  END IF;
  IF pg_relation_size('audit_log') < 8 * 1024 * 1024 THEN
    CREATE INDEX IF NOT EXISTS audit_log_actor_time_idx ON audit_log (actor, createtime, id) INCLUDE (action, target_type, target_id);
    CREATE INDEX IF NOT EXISTS audit_log_action_time_idx ON audit_log (action, createtime, id) INCLUDE (actor, target_type, target_id);
    CREATE INDEX IF NOT EXISTS audit_log_type_time_idx ON audit_log (target_type, createtime, id) INCLUDE (actor, action, target_id);
  END IF;
END;
$$;

-- Deposits and withdrawals: everyone's of one status by time or by amount; one customer's by time or by amount.
CREATE INDEX CONCURRENTLY IF NOT EXISTS deposits_status_time_idx ON deposits (status, createtime, id) INCLUDE (amount_cents);
CREATE INDEX CONCURRENTLY IF NOT EXISTS deposits_status_amount_idx ON deposits (status, amount_cents, id) INCLUDE (createtime);
CREATE INDEX CONCURRENTLY IF NOT EXISTS deposits_user_time_idx ON deposits (user_id, createtime, id) INCLUDE (status, amount_cents);
CREATE INDEX CONCURRENTLY IF NOT EXISTS deposits_user_amount_idx ON deposits (user_id, amount_cents, id) INCLUDE (status, createtime);
CREATE INDEX CONCURRENTLY IF NOT EXISTS withdrawals_status_time_idx ON withdrawals (status, createtime, id) INCLUDE (amount_cents);
CREATE INDEX CONCURRENTLY IF NOT EXISTS withdrawals_status_amount_idx ON withdrawals (status, amount_cents, id) INCLUDE (createtime);
CREATE INDEX CONCURRENTLY IF NOT EXISTS withdrawals_user_time_idx ON withdrawals (user_id, createtime, id) INCLUDE (status, amount_cents);
CREATE INDEX CONCURRENTLY IF NOT EXISTS withdrawals_user_amount_idx ON withdrawals (user_id, amount_cents, id) INCLUDE (status, createtime);
-- Orders likewise, and a brand's item by item: a brand's orders are read through its goods, so a brand that sold
-- little, or long ago, costs its own orders and not everyone's since (a customer's carry the goods instead).
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_status_time_idx ON orders (status, createtime, id) INCLUDE (amount_cents);
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_status_amount_idx ON orders (status, amount_cents, id) INCLUDE (createtime);
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_user_time_idx ON orders (user_id, createtime, id) INCLUDE (status, amount_cents, goods_id);
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_user_amount_idx ON orders (user_id, amount_cents, id) INCLUDE (status, createtime, goods_id);
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_goods_time_idx ON orders (goods_id, createtime, id) INCLUDE (status, amount_cents);
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_goods_amount_idx ON orders (goods_id, amount_cents, id) INCLUDE (status, createtime);
-- Customers by the start of their username (any letter case) or mobile number, whatever the database's collation;
-- and by when they registered (the dashboard's new customers per day).
CREATE INDEX CONCURRENTLY IF NOT EXISTS users_username_prefix_idx ON users (lower(username) text_pattern_ops);
CREATE INDEX CONCURRENTLY IF NOT EXISTS users_mobile_prefix_idx ON users (mobile text_pattern_ops, id);
CREATE INDEX CONCURRENTLY IF NOT EXISTS users_createtime_idx ON users (createtime);
-- The audit trail newest first by operator, by kind (one index range per kind the prefix names), by target type
-- (days alone: each type in turn); an exact target reads 006's (target_type, target_id).
CREATE INDEX CONCURRENTLY IF NOT EXISTS audit_log_actor_time_idx ON audit_log (actor, createtime, id) INCLUDE (action, target_type, target_id);
CREATE INDEX CONCURRENTLY IF NOT EXISTS audit_log_action_time_idx ON audit_log (action, createtime, id) INCLUDE (actor, target_type, target_id);
CREATE INDEX CONCURRENTLY IF NOT EXISTS audit_log_type_time_idx ON audit_log (target_type, createtime, id) INCLUDE (actor, action, target_id);
