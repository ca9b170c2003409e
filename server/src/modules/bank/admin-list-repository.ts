import { amountUnits, cappedCount, COUNT_AHEAD, pageIds, rangeConditions, type Branches } from '../../db/branch-page';
import type { Queryable } from '../../db/database';
import { countsKept, type AdminListPage, type AdminListQuery } from '../../domain/admin-list';
import type { DepositRow, WithdrawalRow } from './repository';

export type ReviewedTable = 'deposits' | 'withdrawals';
export type ReviewQuery = AdminListQuery & { status?: number };

/** Each table's rows as the operator's views read them; fixed here, never input. */
const SELECT: Record<ReviewedTable, { rows: string; alias: string }> = {
  deposits: {
    rows: 'SELECT d.*, c.name_en AS channel_name_en, c.name_zh AS channel_name_zh FROM deposits d JOIN deposit_channels c ON c.id = d.channel_id',
    alias: 'd',
  },
  withdrawals: { rows: 'SELECT w.* FROM withdrawals w', alias: 'w' },
};
const STATUSES = [0, 1, 2];

/**
 * Everyone's records status by status, or the named customers' one by one (migration 028's (status, key, id) and
 * (user_id, key, id) indexes, the key the page's sort), with the days and amounts as ranges of those indexes or
 * conditions on what they carry. A customer's of one status by time read 031's (user_id, status, createtime, id):
 * the status fixed by its equality, the planner takes that index's order as the branch's. Everyone's by time within
 * a narrow amount range go status by status and unit by unit of money (043, branch-page.ts amountUnits).
 */
function branchesOf(table: ReviewedTable, f: ReviewQuery): Branches {
  const params: unknown[] = [];
  const where = rangeConditions(f, params);
  const byCustomer = f.userIds !== undefined;
  if (byCustomer && f.status !== undefined) where.push(`status = $${params.push(f.status)}`);
  return {
    table,
    lead: byCustomer ? 'user_id' : 'status',
    leadType: byCustomer ? 'integer' : 'smallint',
    leads: byCustomer ? f.userIds! : f.status === undefined ? STATUSES : [f.status],
    sort: f.sort === 'amount' ? 'amount_cents' : 'createtime',
    order: f.order,
    where,
    params,
    // Everyone's by time: a narrow amount range unit by unit (043's (status, unit, createtime, id)). A customer's
    // rows are theirs alone, read from their own time index whatever the amounts.
    units: !byCustomer && f.sort !== 'amount' ? amountUnits(f.minCents, f.maxCents) : undefined,
  };
}

/**
 * The total: kept by triggers when the list is filtered by status and customer alone (bank_record_totals per
 * customer, migration 023; bank_status_totals for everyone, 025), else counted up to COUNT_AHEAD rows past the page.
 */
async function totalOf(q: Queryable, table: ReviewedTable, f: ReviewQuery, branches: Branches) {
  if (!countsKept(f)) return cappedCount(q, branches, f.page * f.limit + COUNT_AHEAD);
  const params: unknown[] = [table];
  const where = ['record = $1'];
  if (f.userIds !== undefined) where.push(`user_id = ANY($${params.push(f.userIds)}::int[])`);
  if (f.status !== undefined) where.push(`status = $${params.push(f.status)}`);
  const totals = f.userIds === undefined ? 'bank_status_totals' : 'bank_record_totals';
  const [row] = await q.query<{ n: bigint }>(`SELECT COALESCE(sum(n), 0)::bigint AS n FROM ${totals} WHERE ${where.join(' AND ')}`, params);
  return { n: Number(row?.n ?? 0), more: false };
}

async function filteredPage<T>(q: Queryable, table: ReviewedTable, f: ReviewQuery): Promise<AdminListPage<T>> {
  const branches = branchesOf(table, f);
  const page = pageIds(branches, f.limit, (f.page - 1) * f.limit);
  const { rows: select, alias } = SELECT[table];
  const [rows, total] = await Promise.all([
    q.query<T>(`${select} JOIN (${page.ids}) p ON p.id = ${alias}.id ORDER BY ${page.orderOf('p')}`, page.params),
    totalOf(q, table, f, branches),
  ]);
  return { rows, total: total.n, more: total.more };
}

export const depositsFiltered = (q: Queryable, f: ReviewQuery) => filteredPage<DepositRow>(q, 'deposits', f);
export const withdrawalsFiltered = (q: Queryable, f: ReviewQuery) => filteredPage<WithdrawalRow>(q, 'withdrawals', f);

/** Deposits and withdrawals waiting for review, from the kept totals. */
export async function pendingCounts(q: Queryable): Promise<{ deposits: number; withdrawals: number }> {
  const rows = await q.query<{ record: ReviewedTable; n: bigint }>(
    'SELECT record, COALESCE(sum(n), 0)::bigint AS n FROM bank_status_totals WHERE status = 0 GROUP BY record',
  );
  const of = (record: ReviewedTable) => Number(rows.find((r) => r.record === record)?.n ?? 0);
  return { deposits: of('deposits'), withdrawals: of('withdrawals') };
}

/** One customer's deposits and withdrawals, every status, from the kept totals. */
export async function recordCounts(q: Queryable, userId: number): Promise<{ deposits: number; withdrawals: number }> {
  const rows = await q.query<{ record: ReviewedTable; n: bigint }>(
    'SELECT record, COALESCE(sum(n), 0)::bigint AS n FROM bank_record_totals WHERE user_id = $1 GROUP BY record',
    [userId],
  );
  const of = (record: ReviewedTable) => Number(rows.find((r) => r.record === record)?.n ?? 0);
  return { deposits: of('deposits'), withdrawals: of('withdrawals') };
}
