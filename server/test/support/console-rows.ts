import type { Database } from '../../src/db/database';
import type { AdminRows } from './admin-rows';

/**
 * What the operator console reads beyond admin-rows.ts (issue 19), grown by set-based SQL: orders of two brands
 * among the same customers (row k is the customer's when k ≤ 10 or every 20th after, dated a minute before row
 * k + 1, the millionth now), customers to search for, and the dashboard's quarter hours. Shared by the console's
 * scale test and the scale bench's admin part.
 */

/** Two brands with an item each: the brand filter's own and another's. */
export async function openConsoleGoods(db: Database): Promise<{ brand: number; goods: [number, number] }> {
  const rows = await db.query<{ brand_id: number; id: number }>(
    `WITH b AS (INSERT INTO brands (name_en, name_zh) VALUES ('Console A', '甲'), ('Console B', '乙') RETURNING id)
     INSERT INTO goods (brand_id, title_en, title_zh, images, price_cents, stock) SELECT id, 'Item ' || id, '商品', '[]', 10000, 1000 FROM b
     RETURNING brand_id, id`,
  );
  const [a, b] = rows.sort((x, y) => x.id - y.id);
  return { brand: a!.brand_id, goods: [a!.id, b!.id] };
}

/**
 * Orders k = first … last: the first brand's item every third row; placed 2%, shipped 3%, cancelled 8% (by a hash
 * of k), the rest received, with the times their status needs; amounts of 98.00 to 294.00 plus up to 0.96.
 */
const ORDERS = `
  INSERT INTO orders (user_id, goods_id, request_id, quantity, level, unit_price_cents, discount_bp, member_price_cents, amount_cents,
                      rebate_bp, rebate_cents, points, status, carrier, tracking_no, shop_day, createtime, shiptime, receivetime, canceltime)
  SELECT user_id, CASE WHEN k % 3 = 0 THEN $5::int ELSE $6::int END, 'console-' || k, 1 + k % 3, 1, 10000, 200, 9800, 9800 * (1 + k % 3) + k % 97,
         150, 147, 98, status, CASE WHEN status IN ('shipped', 'received') THEN 'SF' ELSE '' END,
         CASE WHEN status IN ('shipped', 'received') THEN 'SF' || k ELSE '' END, at::date, at,
         CASE WHEN status IN ('shipped', 'received') THEN at + interval '1 hour' END, CASE WHEN status = 'received' THEN at + interval '2 hours' END,
         CASE WHEN status = 'cancelled' THEN at + interval '10 minutes' END
  FROM (SELECT k, CASE WHEN k <= 10 OR k % 20 = 0 THEN $3::int ELSE ($4::int[])[1 + k % cardinality($4::int[])] END AS user_id,
               CASE WHEN h < 2 THEN 'placed' WHEN h < 5 THEN 'shipped' WHEN h < 13 THEN 'cancelled' ELSE 'received' END AS status,
               now() - make_interval(mins => 1000000 - k) AS at
        FROM generate_series($1::int, $2::int) k, LATERAL (SELECT (hashint4(k)::bigint & 2147483647) % 100 AS h) hashed) o
  ORDER BY k`;

/**
 * Loads a batch as pg_restore would, the counting triggers on: with `rebuildIndexes` the secondary indexes are
 * dropped and built again from their own definitions once the rows are in (several times faster than a million
 * inserts into each); the bench keeps them, as a shop that grew would.
 */
async function load(db: Database, table: string, sql: string, params: unknown[], rebuildIndexes: boolean) {
  await db.tx(async (q) => {
    await q.query(`ALTER TABLE ${table} DISABLE TRIGGER ALL`);
    await q.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
    const indexes = rebuildIndexes
      ? await q.query<{ name: string; def: string }>(
          `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS def FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
           WHERE i.indrelid = $1::regclass AND NOT i.indisprimary AND NOT i.indisunique`,
          [table],
        )
      : [];
    for (const { name } of indexes) await q.query(`DROP INDEX ${name}`);
    await q.query(sql, params);
    for (const { def } of indexes) await q.query(def);
    await q.query(`ALTER TABLE ${table} ENABLE TRIGGER ALL`);
  });
}

export async function growConsoleOrders(db: Database, rows: AdminRows, goods: [number, number], first: number, last: number, o = { rebuildIndexes: false }) {
  await load(db, 'orders', ORDERS, [first, last, rows.customer, rows.others, goods[0], goods[1]], o.rebuildIndexes);
  await db.query('VACUUM ANALYZE orders');
}

/**
 * Customers g = first … last to find: usernames finder0000001 …, mobiles 0810000001 …, customer g registered g
 * minutes ago (so the newest are the first grown, and a later growth adds history behind them).
 */
export async function growSearchUsers(db: Database, first: number, last: number) {
  await db.query(
    `INSERT INTO users (username, nickname, realname, mobile, password_hash, level, invite_code, createtime)
     SELECT 'finder' || lpad(g::text, 7, '0'), 'f', 'F', '081' || lpad(g::text, 7, '0'), 'x', (SELECT min(level) FROM vip_levels), 'FIND' || g,
            now() - make_interval(mins => g)
     FROM generate_series($1::int, $2::int) g`,
    [first, last],
  );
  await db.query('VACUUM ANALYZE users');
}

/**
 * The dashboard's quarter hours from `fromDay` to `toDay` days back from now, every kind it charts in each, as
 * migration 029's trigger keeps them (written here directly: the bench measures reading them, not the transfers).
 */
export async function growKindBuckets(db: Database, fromDay: number, toDay: number) {
  await db.query(
    `INSERT INTO ledger_kind_buckets (bucket, kind, amount, transfers)
     SELECT date_bin('15 minutes', now() - make_interval(mins => 15 * q), TIMESTAMPTZ '2000-01-01 00:00:00+00'), kind, 100 * (1 + q % 7), 1
     FROM generate_series($1::int * 96, $2::int * 96 - 1) q,
          unnest(ARRAY['deposit', 'withdraw_paid', 'order_pay', 'order_refund', 'vip_upgrade', 'lottery_bet', 'lottery_win']) kind
     ON CONFLICT (bucket, kind) DO UPDATE SET amount = ledger_kind_buckets.amount + EXCLUDED.amount, transfers = ledger_kind_buckets.transfers + 1`,
    [fromDay, toDay],
  );
  await db.query('VACUUM ANALYZE ledger_kind_buckets');
}
