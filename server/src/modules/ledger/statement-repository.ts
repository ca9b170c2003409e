import type { TransferKind, TransferRef } from '@snapmall/shared/contract';
import type { Queryable } from '../../db/database';

/**
 * A customer's statement (the capital page, the console's customer view): the transfers on one of their accounts,
 * a page at a time with its total, and a withdrawal's lines read as the customer knows them (held, then paid).
 */

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
