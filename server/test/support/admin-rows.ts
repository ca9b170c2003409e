import type { Database, Queryable } from '../../src/db/database';

/**
 * The rows behind the operator's lists (issue 18), grown by set-based SQL so a million of each takes seconds:
 * deposits, withdrawals, audit records and operator messages, shared by the admin-lists scale test and the scale
 * bench's admin part. Row k of each table is the customer's when k ≤ 10 (the whole small size) or every 20th after
 * (50,000 of 1,000,000), else one of the others'. Statuses: k % 3 for the first ten, so each has a few at the
 * small size, then by a hash of k: 2% still pending, 10% rejected, the rest approved, with the review's time,
 * reviewer and reason as a review writes them. The ledger transfers a review writes are left out: the lists read
 * none of them. Operator messages, which the shop writes far more rarely (a withdrawn canary), are rows k ≤ 10
 * and every tenth after. Row k is dated a minute before row k + 1, the millionth now.
 */
export interface AdminRows {
  customer: number;
  others: number[];
  channelId: number;
}

/** Bench customers, a deposit channel and the customer whose records the user filter reads. */
export async function openAdminRows(q: Queryable, customer: number, others = 1000): Promise<AdminRows> {
  const made = await q.query<{ id: number }>(
    `INSERT INTO users (username, nickname, realname, mobile, password_hash, level, invite_code)
     SELECT 'admin-rows-' || g, 'o', 'O', '0900000000', 'x', (SELECT min(level) FROM vip_levels), 'ar-' || g
     FROM generate_series(1, $1::int) g RETURNING id`,
    [others],
  );
  const [channel] = await q.query<{ id: number }>(
    `INSERT INTO deposit_channels (name_en, name_zh, instructions_en, instructions_zh, min_cents, max_cents)
     VALUES ('Bank transfer', '银行转账', 'Pay to the account shown', '转账到所示账户', 100, 10000000) RETURNING id`,
  );
  return { customer, others: made.map((r) => r.id).sort((a, b) => a - b), channelId: channel!.id };
}

/** Row k's owner, its status (0 pending, 1 approved, 2 rejected) and its time. */
const ROWS = `SELECT k, CASE WHEN k <= 10 OR k % 20 = 0 THEN $3::int ELSE ($4::int[])[1 + k % cardinality($4::int[])] END AS user_id,
    CASE WHEN k <= 10 THEN k % 3 WHEN h < 2 THEN 0 WHEN h < 12 THEN 2 ELSE 1 END::smallint AS status, now() - make_interval(mins => 1000000 - k) AS at
  FROM generate_series($1::int, $2::int) k, LATERAL (SELECT (hashint4(k)::bigint & 2147483647) % 100 AS h) hashed`;

const REVIEW = `CASE WHEN status = 2 THEN 'No payment under this reference' ELSE '' END,
    CASE WHEN status = 0 THEN NULL ELSE at + interval '5 minutes' END, CASE WHEN status = 0 THEN '' ELSE 'operator:op' || k % 3 END`;

/** Each table's batch: its rows k = $1 … $2 ($3 the customer, $4 the others, for the tables whose rows have owners). */
const BATCHES: Record<string, (channelId: number) => string> = {
  deposits: (channelId) => `INSERT INTO deposits (user_id, channel_id, amount_cents, reference, status, createtime, reason, reviewtime, reviewer)
    SELECT user_id, ${channelId}, 10000 + k % 5000, 'REF' || k, status, at, ${REVIEW} FROM (${ROWS}) r ORDER BY k`,
  withdrawals: () => `INSERT INTO withdrawals (user_id, amount_cents, fee_cents, card_name, bank_name, card_no, status, createtime, reason, reviewtime, reviewer)
    SELECT user_id, 20000 + k % 5000, 100, 'Card Holder', 'Bank', '6222000011112222', status, at, ${REVIEW} FROM (${ROWS}) r ORDER BY k`,
  // Outside the hash chain (migration 037 wants a place and a hash on every new row): these suites time lists, not the chain.
  audit_log: () => `INSERT INTO audit_log (seq, hash, actor, action, target_type, target_id, before, after, reason, createtime)
    SELECT -k, 'not chained: a scale fixture', 'operator:op' || k % 3, CASE WHEN k % 2 = 0 THEN 'deposit.' ELSE 'withdraw.' END || CASE WHEN status = 2 THEN 'reject' ELSE 'approve' END,
           CASE WHEN k % 2 = 0 THEN 'deposit' ELSE 'withdrawal' END, k, '{"status":0}',
           jsonb_build_object('status', CASE WHEN status = 2 THEN 2 ELSE 1 END, 'amount', (100 + k % 50)::text || '.00'),
           CASE WHEN status = 2 THEN 'No payment under this reference' ELSE '' END, at
    FROM (${ROWS}) r ORDER BY k`,
  operator_messages: () => `INSERT INTO operator_messages (kind, title, body, created_at)
    SELECT 'release.canaryWithdrawn', 'Canary withdrawn: mf-bank ' || k, 'The canary of release ' || k || ' failed 3 of 40 loads and was withdrawn.',
           now() - make_interval(mins => 1000000 - k)
    FROM generate_series($1::int, $2::int) k WHERE k <= 10 OR k % 10 = 0`,
};

/**
 * Loads one table's batch as pg_restore would: the foreign-key checks off (every row names a customer and a channel
 * that exist), the counting triggers on (their totals are what the lists answer), and with `rebuildIndexes` the
 * secondary indexes dropped and built again from their own definitions once the rows are in, which is several
 * times faster than a million inserts into each (the scale test's budget); the bench keeps them, as a shop that
 * grew would.
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

/**
 * Rows first … last of every table, the tables side by side (each on a connection of its own), then VACUUM ANALYZE
 * as autovacuum would leave tables this size: once every load has committed, since a transaction still open
 * elsewhere keeps VACUUM from marking the new rows visible to all, and the plans rest on index-only scans.
 */
export async function growAdminRows(db: Database, rows: AdminRows, first: number, last: number, o = { rebuildIndexes: false }): Promise<void> {
  const owned = [first, last, rows.customer, rows.others];
  await Promise.all(
    Object.entries(BATCHES).map(([table, sql]) =>
      load(db, table, sql(rows.channelId), table === 'operator_messages' ? [first, last] : owned, o.rebuildIndexes),
    ),
  );
  await db.query(`VACUUM ANALYZE ${Object.keys(BATCHES).join(', ')}`);
}
