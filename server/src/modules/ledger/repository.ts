import type { TransferKind, TransferRef } from '@snapmall/shared/contract';
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

export interface StatementFilter {
  kind?: string;
  /** Inclusive days (YYYY-MM-DD) in the shop's time zone. */
  from?: string;
  to?: string;
  timeZone: string;
  limit: number;
  offset: number;
  /** Lines the page shows when `limit` reads one more to know if rows follow (cursor-page.ts); the cap counts from it. */
  shown?: number;
  /** Only lines older than this one (its transfer id): a cursor page, each side read from its index at the cursor. */
  before?: bigint | number;
}

export interface StatementLine {
  id: bigint;
  /** Written only through TransferRequest, so only the contract's kinds and references are in the table. */
  kind: TransferKind;
  signed: bigint;
  balance_after: bigint;
  ref_type: TransferRef;
  ref_id: bigint;
  memo: string;
  createtime: Date;
  total: bigint;
  /** The total is a lower bound: more lines match (a range of days counted only so far). */
  more: boolean;
}

/** Lines a range's count goes past the page before it stops (see statement). */
export const STATEMENT_COUNT_AHEAD = 1000;

/**
 * The transfers on one account, newest first, each with its signed amount and the account's balance after (stored
 * on the transfer). Each side of the transfer is read newest first through its own index and the two merged, so
 * page 1 reads about 20 lines whatever the history. The total is kept in ledger_statement_totals (by a trigger,
 * migration 023). Over a range of days it is counted from the (account, createtime) indexes, but only up to
 * STATEMENT_COUNT_AHEAD lines past the page: a range holding more answers that many with `more` set, which the
 * page shows as "more than", so a range of years costs no more than a range of a day. A cursor (`before`) starts
 * each side's walk at the cursor's place in its index, so a deep page costs what page 1 does (OFFSET would walk
 * every line before it); the total still counts from the newest line. The count is one CTE, read once.
 */
export async function statement(q: Queryable, account: bigint, f: StatementFilter) {
  // The parameters are bound before planning, so the filters not asked for fold away.
  const where = `($2::text IS NULL OR kind = $2)
       AND ($3::date IS NULL OR createtime >= ($3::date::timestamp AT TIME ZONE $7))
       AND ($4::date IS NULL OR createtime < (($4::date + 1)::timestamp AT TIME ZONE $7))`;
  const dated = Boolean(f.from || f.to);
  const total = dated
    ? `SELECT (SELECT count(*) FROM (SELECT FROM ledger_transfers WHERE credit_account_id = $1 AND ${where} ORDER BY createtime DESC LIMIT $8::bigint + 1) c)
            + (SELECT count(*) FROM (SELECT FROM ledger_transfers WHERE debit_account_id = $1 AND ${where} ORDER BY createtime DESC LIMIT $8::bigint + 1) d)`
    : 'SELECT COALESCE(sum(lines), 0)::bigint FROM ledger_statement_totals WHERE account_id = $1 AND ($2::text IS NULL OR kind = $2)';
  // A range is counted only up to `cap` lines (each side one more, to know there are more); a kept total is exact.
  // In (account, createtime) order, so that the count reads that index alone, never the table under a LIMIT.
  const cap = dated ? f.offset + (f.shown ?? f.limit) + STATEMENT_COUNT_AHEAD : null;
  // Each side's ids come from its own index, the account written as a one-element array so the primary key can never
  // give the order, and a kind's key still ends the walk (server/src/db/page-order.md); index-only where the filter
  // allows (migration 026).
  const side = (column: string) =>
    `(SELECT id FROM ledger_transfers WHERE ${column} = ANY (ARRAY[$1::bigint]) AND ${where} AND ($9::bigint IS NULL OR id < $9) ORDER BY ${column} DESC, id DESC LIMIT $5::int + $6::int)`;
  return q.query<StatementLine>(
    `WITH counted (n) AS MATERIALIZED (${total})
     SELECT t.id, t.kind, CASE WHEN t.credit_account_id = $1 THEN t.amount ELSE -t.amount END AS signed,
            CASE WHEN t.credit_account_id = $1 THEN t.credit_balance_after ELSE t.debit_balance_after END AS balance_after,
            t.ref_type, t.ref_id, t.memo, t.createtime, LEAST(counted.n, $8::bigint) AS total, COALESCE(counted.n > $8::bigint, false) AS more
     FROM (SELECT id FROM (${side('credit_account_id')} UNION ALL ${side('debit_account_id')}) ids ORDER BY id DESC LIMIT $5 OFFSET $6) page
     JOIN ledger_transfers t ON t.id = page.id, counted
     ORDER BY t.id DESC`,
    [account, f.kind ?? null, f.from ?? null, f.to ?? null, f.limit, f.offset, f.timeZone, cap, f.before === undefined ? null : String(f.before)],
  );
}

/**
 * Which of these withdrawals of a customer the ledger paid out: a withdraw_paid or withdraw_fee transfer left their
 * hold account for it (bank/review.ts). A user's hold account has a few transfers per withdrawal, read through its
 * (debit_account_id, id) index.
 */
export async function paidWithdrawals(q: Queryable, userId: number, withdrawalIds: bigint[]): Promise<Set<string>> {
  if (withdrawalIds.length === 0) return new Set();
  const rows = await q.query<{ ref_id: bigint }>(
    `SELECT DISTINCT t.ref_id FROM ledger_accounts a JOIN ledger_transfers t ON t.debit_account_id = a.id
     WHERE a.owner_kind = 'user' AND a.user_id = $1 AND a.code = 'hold' AND a.asset = 'cash'
       AND t.kind IN ('withdraw_paid', 'withdraw_fee') AND t.ref_type = 'withdrawal' AND t.ref_id = ANY($2::bigint[])`,
    [userId, withdrawalIds.map(String)],
  );
  return new Set(rows.map((r) => String(r.ref_id)));
}

/**
 * A statement's lines as the customer reads them: a withdrawal's hold reads as paid once the ledger paid it out
 * (the money left the balance when it was held, so the line's amount and balance stay; only what it says changes),
 * and as held until then. A rejected one keeps its held line, followed by its refund line.
 */
export async function readStatement<L extends Pick<StatementLine, 'kind' | 'ref_type' | 'ref_id'>>(q: Queryable, userId: number, lines: L[]): Promise<L[]> {
  const held = lines.filter((l) => l.kind === 'withdraw_hold' && l.ref_type === 'withdrawal').map((l) => l.ref_id);
  const paid = await paidWithdrawals(q, userId, held);
  return lines.map((l) => (l.kind === 'withdraw_hold' && paid.has(String(l.ref_id)) ? { ...l, kind: 'withdraw_paid' } : l));
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
