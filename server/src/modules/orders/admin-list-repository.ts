import type { OrderStatus } from '@snapmall/shared/contract';
import { cappedCount, COUNT_AHEAD, pageIds, rangeConditions, type Branches } from '../../db/branch-page';
import type { Queryable } from '../../db/database';
import { countsKept, type AdminListPage, type AdminListQuery } from '../../domain/admin-list';
import type { OrderRow } from './repository';

export type OrderQuery = AdminListQuery & {
  status?: OrderStatus;
  /** Only orders of these goods (a brand's); an empty list matches nothing. */
  goodsIds?: number[];
};

const STATUSES: readonly OrderStatus[] = ['placed', 'shipped', 'received', 'cancelled'];

/**
 * Everyone's orders status by status; a brand's item by item; or the named customers' one by one (migration 028's
 * (status | goods_id | user_id, key, id) indexes, the key the page's sort), the other filters conditions on what
 * the index carries (a customer's carry the goods, so a brand among a customer's orders is picked inside it). A
 * customer's of one status by time read 031's (user_id, status, createtime, id), the status fixed by its equality.
 */
function branchesOf(f: OrderQuery): Branches {
  const params: unknown[] = [];
  const where = rangeConditions(f, params);
  const lead = f.userIds !== undefined ? 'user_id' : f.goodsIds !== undefined ? 'goods_id' : 'status';
  if (lead !== 'status' && f.status !== undefined) where.push(`status = $${params.push(f.status)}`);
  if (lead === 'user_id' && f.goodsIds !== undefined) where.push(`goods_id = ANY($${params.push(f.goodsIds)}::int[])`);
  const leads = { user_id: f.userIds, goods_id: f.goodsIds, status: f.status === undefined ? STATUSES : [f.status] }[lead]!;
  return {
    table: 'orders',
    lead,
    leadType: lead === 'status' ? 'text' : 'integer',
    leads,
    sort: f.sort === 'amount' ? 'amount_cents' : 'createtime',
    order: f.order,
    where,
    params,
  };
}

/**
 * The total: kept by triggers (migration 024: order_totals per customer, order_status_totals' shards for everyone)
 * when filtered by status and customer alone, else counted up to COUNT_AHEAD rows past the page. The status names
 * a column only through STATUSES, never as the caller's text.
 */
async function totalOf(q: Queryable, f: OrderQuery, branches: Branches) {
  if (!countsKept(f) || f.goodsIds !== undefined) return cappedCount(q, branches, f.page * f.limit + COUNT_AHEAD);
  const sum = STATUSES.filter((s) => f.status === undefined || f.status === s).join(' + ');
  const [row] =
    f.userIds === undefined
      ? await q.query<{ n: bigint }>(`SELECT COALESCE(sum(${sum}), 0)::bigint AS n FROM order_status_totals`)
      : await q.query<{ n: bigint }>(`SELECT COALESCE(sum(${sum}), 0)::bigint AS n FROM order_totals WHERE user_id = ANY($1::int[])`, [f.userIds]);
  return { n: Number(row?.n ?? 0), more: false };
}

export async function ordersFiltered(q: Queryable, f: OrderQuery): Promise<AdminListPage<OrderRow>> {
  const branches = branchesOf(f);
  const page = pageIds(branches, f.limit, (f.page - 1) * f.limit);
  const [rows, total] = await Promise.all([
    q.query<OrderRow>(`SELECT o.* FROM orders o JOIN (${page.ids}) p ON p.id = o.id ORDER BY ${page.orderOf('p')}`, page.params),
    totalOf(q, f, branches),
  ]);
  return { rows, total: total.n, more: total.more };
}

/** Orders placed and not yet shipped, everyone's, from the kept totals. */
export async function toShipCount(q: Queryable): Promise<number> {
  const [row] = await q.query<{ n: bigint }>('SELECT COALESCE(sum(placed), 0)::bigint AS n FROM order_status_totals');
  return Number(row?.n ?? 0);
}

/** One customer's orders of every status, from the kept totals. */
export async function orderCount(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query<{ n: bigint }>('SELECT COALESCE(sum(placed + shipped + received + cancelled), 0)::bigint AS n FROM order_totals WHERE user_id = $1', [userId]);
  return Number(row?.n ?? 0);
}
