// Grows a sound ledger to a given number of transfers with set-based SQL (generate_series), fast enough to reach
// 1,000,000 transfers in a bench: customers get grants from one house account and now and then pay part back, so
// most transfers share one debit account (a bulk grant or a deposit import does that; the shape that took the old
// verify 224 s at 100,000 transfers). Every balance-after is the running sum of its account's transfers in id
// order, and every account's balance is the sum of its transfers, so verify must answer "ok".
import type { Queryable } from 'server/src/db/database';

export interface BenchLedger {
  customers: number;
  house: bigint;
  /** Transfers written so far by this ledger; the id of transfer k is base + k. */
  transfers: number;
  base: bigint;
  /**
   * When transfer k was made: start + (k - 1) × stepSeconds, so a date range holds a known part of the history
   * (the scale bench's statement). Without a clock every transfer is made now.
   */
  clock?: { start: Date; stepSeconds: number };
}

/** Bench customers (users and their spendable cash accounts) and the house account they trade with. */
export async function openBenchLedger(q: Queryable, customers: number): Promise<BenchLedger> {
  await q.query(
    `INSERT INTO users (username, nickname, realname, mobile, password_hash, level, invite_code)
     SELECT 'ledger-bench-' || g, 'bench', 'Bench', '0900000000', 'x', (SELECT min(level) FROM vip_levels), 'lb-' || g
     FROM generate_series(1, $1::int) g`,
    [customers],
  );
  await q.query(
    `INSERT INTO ledger_accounts (owner_kind, user_id, code, asset)
     SELECT 'user', id, 'main', 'cash' FROM users WHERE username LIKE 'ledger-bench-%' ORDER BY id`,
  );
  // Customer c (0 … customers-1) of transfer k is k % customers; this table maps it to the account.
  await q.query('CREATE TABLE bench_customers (c int PRIMARY KEY, account_id bigint NOT NULL)');
  await q.query(
    `INSERT INTO bench_customers
     SELECT (row_number() OVER (ORDER BY a.id) - 1)::int, a.id
     FROM ledger_accounts a JOIN users u ON u.id = a.user_id WHERE u.username LIKE 'ledger-bench-%'`,
  );
  const [house] = await q.query<{ id: bigint }>(
    "INSERT INTO ledger_accounts (owner_kind, code, asset) VALUES ('house', 'bench-grants', 'cash') RETURNING id",
  );
  const [top] = await q.query<{ max: bigint }>('SELECT COALESCE(max(id), 0)::bigint AS max FROM ledger_transfers');
  return { customers, house: house!.id, transfers: 0, base: top!.max };
}

/**
 * Adds transfers up to `total`. Transfer k goes to customer k % customers; in rounds (k / customers) 0 to 8 of every 10
 * the house grants 100 to 112 cents (kind 'grant'), in round 9 the customer pays 50 back (kind 'payback'), so no
 * customer ever goes below zero. The balances-after continue from the accounts' balances, then the balances take on
 * the new transfers.
 */
export async function growBenchLedger(q: Queryable, ledger: BenchLedger, total: number): Promise<void> {
  if (total <= ledger.transfers) return;
  const from = ledger.transfers + 1;
  await q.query(
    `WITH legs AS (
       SELECT k, b.account_id AS customer, (k / $3::int) % 10 <> 9 AS grant_,
              COALESCE($6::timestamptz + make_interval(secs => (k - 1) * $7::float8), now()) AS at,
              CASE WHEN (k / $3::int) % 10 <> 9 THEN 100 + k % 13 ELSE 50 END::bigint AS amount
       FROM generate_series($1::int, $2::int) k JOIN bench_customers b ON b.c = k % $3::int),
     run AS (
       SELECT l.*, cb.balance + sum(CASE WHEN grant_ THEN amount ELSE -amount END) OVER (PARTITION BY customer ORDER BY k) AS customer_after,
              (SELECT balance FROM ledger_accounts WHERE id = $4) + sum(CASE WHEN grant_ THEN -amount ELSE amount END) OVER (ORDER BY k) AS house_after
       FROM legs l JOIN ledger_accounts cb ON cb.id = l.customer)
     INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, asset, amount, kind, ref_type, ref_id,
                                   debit_balance_after, credit_balance_after, createtime)
     SELECT $5::bigint + k, CASE WHEN grant_ THEN $4 ELSE customer END, CASE WHEN grant_ THEN customer ELSE $4 END, 'cash', amount,
            CASE WHEN grant_ THEN 'grant' ELSE 'payback' END, 'bench', k, CASE WHEN grant_ THEN house_after ELSE customer_after END,
            CASE WHEN grant_ THEN customer_after ELSE house_after END, at
     FROM run ORDER BY k`,
    [from, total, ledger.customers, ledger.house, ledger.base, ledger.clock?.start ?? null, ledger.clock?.stepSeconds ?? null],
  );
  await q.query(
    `UPDATE ledger_accounts a SET balance = a.balance + d.delta FROM (
       SELECT account, sum(delta)::bigint AS delta FROM (
         SELECT debit_account_id AS account, -amount AS delta FROM ledger_transfers WHERE id BETWEEN $1::bigint AND $2::bigint
         UNION ALL
         SELECT credit_account_id, amount FROM ledger_transfers WHERE id BETWEEN $1::bigint AND $2::bigint) legs
       GROUP BY account) d
     WHERE a.id = d.account`,
    [ledger.base + BigInt(from), ledger.base + BigInt(total)],
  );
  await q.query("SELECT setval(pg_get_serial_sequence('ledger_transfers', 'id'), (SELECT max(id) FROM ledger_transfers))");
  ledger.transfers = total;
}
