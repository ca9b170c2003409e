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
  /**
   * A narrow amount range on a list sorted by time: each lead's branch split once more by whole unit of money
   * (`amounts`, below), so the range is read from an index of (lead, unit, time, id) in time order.
   */
  units?: { from: bigint; to: bigint };
}

/**
 * The most whole units of money an amount range may span to be read unit by unit (a branch per lead and unit):
 * 120.00–120.50 is one, 100.00–149.99 fifty. A wider range is dense among the rows it matches, as far as anyone
 * searches for, and keeps the planner's choice (the time index, the amounts a condition on what it carries).
 */
export const MAX_AMOUNT_UNITS = 50;

/**
 * The whole units an amount range spans, when it is given at both ends and spans at most MAX_AMOUNT_UNITS: a list
 * sorted by time then reads each lead's rows of each unit from an index of (lead, (amount_cents / 100), createtime,
 * id) (migration 043). Walking the lead's time index instead and skipping what is out of range reads until 20 rows
 * match, however many newer rows do not: a million deposits of other amounts made since the last 120.00 are a
 * million entries (66 ms at the scale bench), where a unit holds few amounts and reads about offset + limit.
 */
export function amountUnits(minCents: bigint | undefined, maxCents: bigint | undefined): Branches['units'] {
  if (minCents === undefined || maxCents === undefined || minCents < 0n || maxCents < minCents) return undefined;
  const units = { from: minCents / 100n, to: maxCents / 100n };
  return units.to - units.from < BigInt(MAX_AMOUNT_UNITS) ? units : undefined;
}

/** The unit of an amount, as migration 043's indexes write it (the planner matches the expression as written). */
const UNIT = '(amount_cents / 100)';

function branchSql(b: Branches, select: string, limitParam: string, ordered: boolean, units?: { from: string; to: string }) {
  const dir = b.order === 'asc' ? 'ASC' : 'DESC';
  const leads = `$${b.params.length + 1}::${b.leadType}[]`;
  const where = [`${b.lead} = branch.v`, ...(units ? [`${UNIT} = unit.u`] : []), ...b.where].join(' AND ');
  const order = ordered ? ` ORDER BY ${b.lead} ${dir}, ${units ? `${UNIT} ${dir}, ` : ''}${b.sort} ${dir}, id ${dir}` : '';
  const split = units ? ` CROSS JOIN generate_series(${units.from}::bigint, ${units.to}::bigint) AS unit(u)` : '';
  return `SELECT ${select} FROM unnest(${leads}) AS branch(v)${split} CROSS JOIN LATERAL (SELECT id, ${b.sort} AS k FROM ${b.table} WHERE ${where}${order} LIMIT ${limitParam}) p`;
}

/**
 * The page's ids in order, with their sort key: `SELECT id, k … ORDER BY k, id LIMIT … OFFSET …` (the `ids` text,
 * whose parameters are `params`), to be joined to the rows by the caller and ordered again by `orderOf(its alias)`.
 */
export function pageIds(b: Branches, limit: number, offset: number): { ids: string; orderOf: (alias: string) => string; params: unknown[] } {
  const dir = b.order === 'asc' ? 'ASC' : 'DESC';
  const n = b.params.length;
  const perBranch = `($${n + 2}::int + $${n + 3}::int)`;
  const units = b.units && { from: `$${n + 4}`, to: `$${n + 5}` };
  return {
    ids: `${branchSql(b, 'p.id, p.k', perBranch, true, units)} ORDER BY p.k ${dir}, p.id ${dir} LIMIT $${n + 2} OFFSET $${n + 3}`,
    orderOf: (alias) => `${alias}.k ${dir}, ${alias}.id ${dir}`,
    params: [...b.params, b.leads, limit, offset, ...(b.units ? [b.units.from, b.units.to] : [])],
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
