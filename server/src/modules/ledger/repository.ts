import type { Queryable } from '../../db/database';

export type Asset = 'cash' | 'points';
/** A user's spendable account or the one holding withdrawals under review; or one of the house's. */
export type AccountRef = { user: number; code: 'main' | 'hold' } | { house: string };

export interface AccountRow {
  id: bigint;
  balance: bigint;
  owner_kind: 'user' | 'house';
}

export interface TransferRow {
  id: bigint;
  debit_account_id: bigint;
  credit_account_id: bigint;
  asset: Asset;
  amount: bigint;
  kind: string;
  ref_type: string;
  ref_id: bigint;
  memo: string;
  debit_balance_after: bigint;
  credit_balance_after: bigint;
  createtime: Date;
}

/** The account's id, creating it (balance 0) on first use; safe under concurrency. */
export async function accountId(q: Queryable, ref: AccountRef, asset: Asset): Promise<bigint> {
  const user = 'user' in ref;
  const conflict = user ? '(user_id, code, asset) WHERE owner_kind = \'user\'' : '(code, asset) WHERE owner_kind = \'house\'';
  const params = [user ? 'user' : 'house', user ? ref.user : null, user ? ref.code : ref.house, asset];
  await q.query(
    `INSERT INTO ledger_accounts (owner_kind, user_id, code, asset) VALUES ($1, $2, $3, $4) ON CONFLICT ${conflict} DO NOTHING`,
    params,
  );
  const [row] = await q.query<{ id: bigint }>(
    `SELECT id FROM ledger_accounts WHERE owner_kind = $1 AND user_id IS NOT DISTINCT FROM $2 AND code = $3 AND asset = $4`,
    params,
  );
  return row!.id;
}

/** The account's id if it exists: reads never create one. */
export async function existingAccountId(q: Queryable, userId: number, code: string, asset: Asset): Promise<bigint | undefined> {
  const [row] = await q.query<{ id: bigint }>(
    "SELECT id FROM ledger_accounts WHERE owner_kind = 'user' AND user_id = $1 AND code = $2 AND asset = $3",
    [userId, code, asset],
  );
  return row?.id;
}

/**
 * Locks accounts in id order, so two transfers between the same accounts never wait on each other crosswise; where
 * this comes among a transaction's other locks is lock-order.md (beside this file).
 */
export async function lockAccounts(q: Queryable, ids: bigint[]): Promise<Map<bigint, AccountRow>> {
  const rows = await q.query<AccountRow>(
    'SELECT id, balance, owner_kind FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Moves the amount between two locked accounts; answers both balances after. */
export async function applyTransfer(q: Queryable, debit: bigint, credit: bigint, amount: bigint) {
  const [d] = await q.query<{ balance: bigint }>('UPDATE ledger_accounts SET balance = balance - $2 WHERE id = $1 RETURNING balance', [debit, amount]);
  const [c] = await q.query<{ balance: bigint }>('UPDATE ledger_accounts SET balance = balance + $2 WHERE id = $1 RETURNING balance', [credit, amount]);
  return { debitAfter: d!.balance, creditAfter: c!.balance };
}

export interface NewTransfer {
  debit: bigint;
  credit: bigint;
  asset: Asset;
  amount: bigint;
  kind: string;
  refType: string;
  refId: number | bigint;
  memo: string;
  debitAfter: bigint;
  creditAfter: bigint;
}

export async function insertTransfer(q: Queryable, t: NewTransfer): Promise<TransferRow> {
  const [row] = await q.query<TransferRow>(
    `INSERT INTO ledger_transfers (debit_account_id, credit_account_id, asset, amount, kind, ref_type, ref_id, memo,
                                   debit_balance_after, credit_balance_after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [t.debit, t.credit, t.asset, t.amount, t.kind, t.refType, t.refId, t.memo, t.debitAfter, t.creditAfter],
  );
  return row!;
}

/** A user's balances by account code and asset; accounts not yet used count as zero. */
export async function userBalances(q: Queryable, userId: number) {
  return q.query<{ code: string; asset: Asset; balance: bigint }>(
    "SELECT code, asset, balance FROM ledger_accounts WHERE owner_kind = 'user' AND user_id = $1",
    [userId],
  );
}

/** The accounts of these users with this code and asset, created (balance 0) where missing: one round trip each way. */
export async function userAccountIds(q: Queryable, userIds: number[], code: string, asset: Asset): Promise<Map<number, bigint>> {
  await q.query(
    `INSERT INTO ledger_accounts (owner_kind, user_id, code, asset) SELECT 'user', u, $2, $3 FROM unnest($1::int[]) u
     ON CONFLICT (user_id, code, asset) WHERE owner_kind = 'user' DO NOTHING`,
    [userIds, code, asset],
  );
  const rows = await q.query<{ id: bigint; user_id: number }>(
    "SELECT id, user_id FROM ledger_accounts WHERE owner_kind = 'user' AND user_id = ANY($1::int[]) AND code = $2 AND asset = $3",
    [userIds, code, asset],
  );
  return new Map(rows.map((r) => [r.user_id, r.id]));
}

/** Locks, in id order, the spendable cash accounts of these users and these house cash accounts that exist. */
export async function lockCashAccounts(q: Queryable, userIds: number[], houses: string[]) {
  return q.query<{ id: bigint; owner_kind: 'user' | 'house'; user_id: number | null; code: string; balance: bigint }>(
    `SELECT id, owner_kind, user_id, code, balance FROM ledger_accounts
     WHERE asset = 'cash' AND ((owner_kind = 'user' AND code = 'main' AND user_id = ANY($1::int[]))
                               OR (owner_kind = 'house' AND code = ANY($2::text[])))
     ORDER BY id FOR UPDATE`,
    [userIds, houses],
  );
}

/** Adds each net change to its (locked) account and writes the transfers, in one statement. */
export async function applyAndInsert(q: Queryable, deltas: Map<bigint, bigint>, list: NewTransfer[]): Promise<void> {
  const ids = [...deltas.keys()];
  const column = <K extends keyof NewTransfer>(k: K) => list.map((t) => String(t[k]));
  await q.query(
    `WITH changed AS (
       UPDATE ledger_accounts a SET balance = a.balance + d.delta
       FROM unnest($1::bigint[], $2::bigint[]) AS d(id, delta) WHERE a.id = d.id RETURNING a.id)
     INSERT INTO ledger_transfers (debit_account_id, credit_account_id, asset, amount, kind, ref_type, ref_id, memo,
                                   debit_balance_after, credit_balance_after)
     SELECT * FROM unnest($3::bigint[], $4::bigint[], $5::text[], $6::bigint[], $7::text[], $8::text[], $9::bigint[],
                          $10::text[], $11::bigint[], $12::bigint[])`,
    [
      ids.map(String),
      ids.map((id) => deltas.get(id)!.toString()),
      column('debit'),
      column('credit'),
      column('asset'),
      column('amount'),
      column('kind'),
      column('refType'),
      column('refId'),
      column('memo'),
      column('debitAfter'),
      column('creditAfter'),
    ],
  );
}
