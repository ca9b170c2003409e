import type { AdminListQuery } from '../domain/admin-list';
import type { Queryable } from './database';

/** Rows a capped count goes past the page before it stops (as the statement's, ledger/repository.ts). */
export const COUNT_AHEAD = 1000;

/**
 * A page of an operator's list read branch by branch (issue 19): one index range per value of the column that
 * leads the index (each status of the list, or each customer asked for), each read in the page's order and cut at
 * offset + limit, then merged. Every index the lists read this way is (lead, sort key, id): within a branch the
 * order comes from the index and a range of the sort key (days, amounts) is a range of it, so a page reads about
 * offset + limit entries per branch whatever the table holds. The lead is an equality: written as a range
 * (`BETWEEN v AND v`, as a customer's own page is, server/src/db/page-order.md) it would leave the sort key's range
 * a filter on every entry of the lead before PostgreSQL 18 (measured: 6,000 buffers for an amount range that
 * matches nothing, against 9). No other index gives (sort key, id) order: none is led by the time or the amount
 * alone, so the lead's own index is the only one that gives a branch its order without a sort.
 *
 * Table, columns and conditions come from the repository that owns the table, never from input; the conditions'
 * values are parameters ($1 … in `params`, numbered before the ones added here).
 */
export interface Branches {
  table: string;
  lead: string;
  /** The lead's SQL type, for the array of its values. */
  leadType: 'smallint' | 'integer' | 'text';
  leads: ReadonlyArray<number | string>;
  /** The sort key's column; ties go by id in the same direction. */
  sort: string;
  order: 'asc' | 'desc';
  /** Conditions every row must meet (AND), with their parameters. */
  where: string[];
  params: unknown[];
}

function branchSql(b: Branches, select: string, limitParam: string, ordered: boolean) {
  const dir = b.order === 'asc' ? 'ASC' : 'DESC';
  const leads = `$${b.params.length + 1}::${b.leadType}[]`;
  const where = [`${b.lead} = branch.v`, ...b.where].join(' AND ');
  const order = ordered ? ` ORDER BY ${b.lead} ${dir}, ${b.sort} ${dir}, id ${dir}` : '';
  return `SELECT ${select} FROM unnest(${leads}) AS branch(v) CROSS JOIN LATERAL (SELECT id, ${b.sort} AS k FROM ${b.table} WHERE ${where}${order} LIMIT ${limitParam}) p`;
}

/**
 * The page's ids in order, with their sort key: `SELECT id, k … ORDER BY k, id LIMIT … OFFSET …` (the `ids` text,
 * whose parameters are `params`), to be joined to the rows by the caller and ordered again by `orderOf(its alias)`.
 */
export function pageIds(b: Branches, limit: number, offset: number): { ids: string; orderOf: (alias: string) => string; params: unknown[] } {
  const dir = b.order === 'asc' ? 'ASC' : 'DESC';
  const n = b.params.length;
  const perBranch = `($${n + 2}::int + $${n + 3}::int)`;
  return {
    ids: `${branchSql(b, 'p.id, p.k', perBranch, true)} ORDER BY p.k ${dir}, p.id ${dir} LIMIT $${n + 2} OFFSET $${n + 3}`,
    orderOf: (alias) => `${alias}.k ${dir}, ${alias}.id ${dir}`,
    params: [...b.params, b.leads, limit, offset],
  };
}

/**
 * How many rows match, counted only up to `cap` (each branch stops one past it): `{ n, more }` where `more` says
 * there are more than `n`. The count reads the same indexes as the page, so it costs what reading `cap` rows does.
 */
export async function cappedCount(q: Queryable, b: Branches, cap: number): Promise<{ n: number; more: boolean }> {
  const n = b.params.length;
  const [row] = await q.query<{ n: bigint }>(
    `SELECT count(*) AS n FROM (${branchSql(b, '1', `$${n + 2}::int + 1`, false)} LIMIT $${n + 2}::int + 1) counted`,
    [...b.params, b.leads, cap],
  );
  const found = Number(row?.n ?? 0);
  return { n: Math.min(found, cap), more: found > cap };
}

/** The conditions on time and amount every branch of a list applies, numbered after `params` (which they extend). */
export function rangeConditions(q: AdminListQuery, params: unknown[], amountColumn = 'amount_cents'): string[] {
  const where: string[] = [];
  if (q.start) where.push(`createtime >= $${params.push(q.start)}`);
  if (q.end) where.push(`createtime < $${params.push(q.end)}`);
  if (q.minCents !== undefined) where.push(`${amountColumn} >= $${params.push(q.minCents)}`);
  if (q.maxCents !== undefined) where.push(`${amountColumn} <= $${params.push(q.maxCents)}`);
  return where;
}
