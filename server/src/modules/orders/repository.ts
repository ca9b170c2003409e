import type { OrderStatus } from '@snapmall/shared/contract';
import type { Queryable } from '../../db/database';

export interface OrderRow {
  id: bigint;
  user_id: number;
  goods_id: number;
  request_id: string;
  quantity: number;
  level: number;
  unit_price_cents: bigint;
  discount_bp: number;
  member_price_cents: bigint;
  amount_cents: bigint;
  rebate_bp: number;
  rebate_cents: bigint;
  points: bigint;
  status: OrderStatus;
  carrier: string;
  tracking_no: string;
  shop_day: string;
  createtime: Date;
  shiptime: Date | null;
  receivetime: Date | null;
  canceltime: Date | null;
}

/** An order as placed, before the database gives it an id and a time. */
export type NewOrder = Pick<
  OrderRow,
  | 'user_id'
  | 'goods_id'
  | 'request_id'
  | 'quantity'
  | 'level'
  | 'unit_price_cents'
  | 'discount_bp'
  | 'member_price_cents'
  | 'amount_cents'
  | 'rebate_bp'
  | 'rebate_cents'
  | 'points'
>;

/** The shop's day now, and per user: orders placed on it and not cancelled, and orders in progress. */
export async function quotaUse(q: Queryable, userIds: number[], timeZone: string) {
  const rows = await q.query<{ day: string; user_id: number; today: bigint; in_progress: bigint }>(
    `WITH d AS (SELECT (now() AT TIME ZONE $2)::date AS day)
     SELECT to_char(d.day, 'YYYY-MM-DD') AS day, u AS user_id,
            (SELECT count(*) FROM orders o WHERE o.user_id = u AND o.shop_day = d.day AND o.status <> 'cancelled') AS today,
            (SELECT count(*) FROM orders o WHERE o.user_id = u AND o.status IN ('placed', 'shipped')) AS in_progress
     FROM d, unnest($1::int[]) AS u`,
    [userIds, timeZone],
  );
  return {
    day: rows[0]?.day ?? '',
    use: new Map(rows.map((r) => [r.user_id, { today: Number(r.today), inProgress: Number(r.in_progress) }])),
  };
}

/**
 * What a batch of buys needs to know of the orders, in one round trip: the shop's day; per buyer, orders placed
 * that day (not cancelled) and orders in progress; and the ids of orders already placed under any of the batch's
 * (buyer, request id) pairs — retries, fetched in full by the caller in the rare case there are any.
 */
export async function batchState(q: Queryable, userIds: number[], pairs: Array<{ userId: number; requestId: string }>, timeZone: string) {
  const [row] = await q.query<{ day: string; use: Array<[number, number, number]> | null; earlier: bigint[] | null }>(
    `WITH d AS (SELECT (now() AT TIME ZONE $2)::date AS day)
     SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
            (SELECT json_agg(json_build_array(u,
                    (SELECT count(*) FROM orders o WHERE o.user_id = u AND o.shop_day = d.day AND o.status <> 'cancelled'),
                    (SELECT count(*) FROM orders o WHERE o.user_id = u AND o.status IN ('placed', 'shipped'))))
             FROM unnest($1::int[]) AS u) AS use,
            (SELECT array_agg(o.id) FROM orders o JOIN unnest($3::int[], $4::text[]) AS k(user_id, request_id)
               ON o.user_id = k.user_id AND o.request_id = k.request_id) AS earlier
     FROM d`,
    [userIds, timeZone, pairs.map((p) => p.userId), pairs.map((p) => p.requestId)],
  );
  return {
    day: row!.day,
    use: new Map((row!.use ?? []).map(([user, today, inProgress]) => [user, { today, inProgress }])),
    earlierIds: row!.earlier ?? [],
  };
}

export async function ordersByIds(q: Queryable, ids: bigint[]): Promise<OrderRow[]> {
  return q.query<OrderRow>('SELECT * FROM orders WHERE id = ANY($1::bigint[])', [ids.map(String)]);
}

/**
 * Writes the orders in one statement; answers them in the given order. Only the id and time come back: the rest
 * is what was written (a batch of hundreds parses far less that way).
 */
export async function insertOrders(q: Queryable, list: NewOrder[], day: string): Promise<OrderRow[]> {
  const col = <K extends keyof NewOrder>(k: K) => list.map((o) => (typeof o[k] === 'bigint' ? String(o[k]) : o[k]));
  const rows = await q.query<{ id: bigint; createtime: Date; user_id: number; request_id: string }>(
    `INSERT INTO orders (user_id, goods_id, request_id, quantity, level, unit_price_cents, discount_bp, member_price_cents,
                         amount_cents, rebate_bp, rebate_cents, points, shop_day)
     SELECT user_id, goods_id, request_id, quantity, level, unit_price_cents, discount_bp, member_price_cents,
            amount_cents, rebate_bp, rebate_cents, points, $13::date
     FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[], $6::bigint[], $7::int[], $8::bigint[],
                 $9::bigint[], $10::int[], $11::bigint[], $12::bigint[]) WITH ORDINALITY
       AS i(user_id, goods_id, request_id, quantity, level, unit_price_cents, discount_bp, member_price_cents,
            amount_cents, rebate_bp, rebate_cents, points, ord)
     ORDER BY ord
     RETURNING id, createtime, user_id, request_id`,
    [
      col('user_id'), col('goods_id'), col('request_id'), col('quantity'), col('level'), col('unit_price_cents'), col('discount_bp'),
      col('member_price_cents'), col('amount_cents'), col('rebate_bp'), col('rebate_cents'), col('points'), day,
    ],
  );
  // Matched by (user, request id), unique among the placed orders of a batch, not by the order RETURNING uses.
  const written = new Map(rows.map((r) => [`${r.user_id}:${r.request_id}`, r]));
  return list.map((o) => {
    const row = written.get(`${o.user_id}:${o.request_id}`)!;
    return { ...o, id: row.id, createtime: row.createtime, ...PLACED, shop_day: day };
  });
}

/** What a just-placed order has besides what was written. */
const PLACED = {
  status: 'placed',
  carrier: '',
  tracking_no: '',
  shiptime: null,
  receivetime: null,
  canceltime: null,
} as const;

export async function findOrder(q: Queryable, id: number, userId?: number): Promise<OrderRow | undefined> {
  const [row] = await q.query<OrderRow>('SELECT * FROM orders WHERE id = $1 AND ($2::int IS NULL OR user_id = $2)', [id, userId ?? null]);
  return row;
}

export async function lockOrder(q: Queryable, id: number): Promise<OrderRow | undefined> {
  const [row] = await q.query<OrderRow>('SELECT * FROM orders WHERE id = $1 FOR UPDATE', [id]);
  return row;
}

export async function markShipped(q: Queryable, id: number, carrier: string, trackingNo: string): Promise<OrderRow> {
  const [row] = await q.query<OrderRow>(
    "UPDATE orders SET status = 'shipped', carrier = $2, tracking_no = $3, shiptime = now() WHERE id = $1 RETURNING *",
    [id, carrier, trackingNo],
  );
  return row!;
}

export async function markReceived(q: Queryable, id: number): Promise<OrderRow> {
  const [row] = await q.query<OrderRow>("UPDATE orders SET status = 'received', receivetime = now() WHERE id = $1 RETURNING *", [id]);
  return row!;
}

export async function markCancelled(q: Queryable, id: number): Promise<OrderRow> {
  const [row] = await q.query<OrderRow>("UPDATE orders SET status = 'cancelled', canceltime = now() WHERE id = $1 RETURNING *", [id]);
  return row!;
}

export interface OrderFilter {
  userId?: number;
  statuses?: OrderStatus[];
  limit: number;
  offset: number;
  /** Only orders older than this one (its id): a cursor page, read from the index at the cursor (issue 18). */
  before?: bigint | number;
}

const STATUSES: readonly OrderStatus[] = ['placed', 'shipped', 'received', 'cancelled'];
/** In progress: what recentorder lists, read through its own partial index (migration 024). */
const IN_PROGRESS = "status IN ('placed', 'shipped')";

/**
 * What a filter reads: the condition on orders (a status set that matches an index's own condition is written as
 * that condition, so the planner can use the index) and its total from the counters (migration 024): the
 * customer's row of order_totals, or for the operator's list of everyone the sum of order_status_totals' shards.
 * The statuses become column names only through STATUSES, never as the caller's text.
 */
function scopeOf(f: OrderFilter) {
  const params: unknown[] = [];
  const where: string[] = [];
  const statuses = STATUSES.filter((s) => !f.statuses || f.statuses.includes(s));
  const user = f.userId === undefined ? 0 : params.push(f.userId);
  // The customer as a one-element array, so that only the customer's indexes give the order, and a status's key
  // still ends the walk (server/src/db/page-order.md).
  if (user) where.push(`user_id = ANY (ARRAY[$${user}::int])`);
  // One status as an equality: an array, even of one, would not let (user_id, status, id DESC) give the order.
  if (statuses.length === 1) where.push(`status = $${params.push(statuses[0])}`);
  else if (statuses.length === 2 && statuses.every((s) => s === 'placed' || s === 'shipped')) where.push(IN_PROGRESS);
  else if (statuses.length < STATUSES.length) where.push(`status = ANY($${params.push(statuses)}::text[])`);
  const sum = statuses.map((s) => `t.${s}`).join(' + ');
  const total = user ? `(SELECT ${sum} FROM order_totals t WHERE t.user_id = $${user})` : `(SELECT sum(${sum})::bigint FROM order_status_totals t)`;
  return { where: where.length > 0 ? where.join(' AND ') : 'true', order: user ? 'user_id, id DESC' : 'id DESC', total, params, none: statuses.length === 0 };
}

/**
 * A page of orders, newest first (what was bought and whose it is come from their modules' services), from an index
 * (the customer's, the status's, or the primary key): a page that skips nothing (page 1, or a page after a cursor,
 * which starts at the cursor's place in the index) reads its rows as it walks the index; one that skips by OFFSET
 * takes its ids from the index alone (skipping entries, not rows), then the rows by id. The customer is a range, so
 * the primary key walked backwards never gives a customer's order (see lottery's betsOf). The total is kept, not
 * counted, and counts every order of the filter whatever the cursor.
 */
export async function page(q: Queryable, f: OrderFilter) {
  const scope = scopeOf(f);
  if (scope.none) return [];
  const params = [...scope.params];
  const seek = f.before === undefined ? '' : ` AND id < $${params.push(String(f.before))}`;
  const walk = `FROM orders WHERE ${scope.where}${seek} ORDER BY ${scope.order} LIMIT $${params.push(f.limit)} OFFSET $${params.push(f.offset)}`;
  return q.query<OrderRow & { total: bigint }>(
    f.offset === 0
      ? `SELECT o.*, ${scope.total} AS total FROM (SELECT * ${walk}) o ORDER BY o.id DESC`
      : `SELECT o.*, p.total
     FROM (SELECT id, ${scope.total} AS total ${walk}) p
     JOIN orders o ON o.id = p.id
     ORDER BY o.id DESC`,
    params,
  );
}

/** The customer's received orders in total: rebates and points earned, kept with the orders (migration 024). */
export async function receivedTotals(q: Queryable, userId: number) {
  const [row] = await q.query<{ rebate: bigint; points: bigint }>(
    'SELECT COALESCE(t.rebate_cents, 0) AS rebate, COALESCE(t.points, 0) AS points FROM (SELECT $1::int AS user_id) u LEFT JOIN order_totals t ON t.user_id = u.user_id',
    [userId],
  );
  return row!;
}

/** Shipped orders the customer has not confirmed within the given days: received automatically. */
export async function dueForReceipt(q: Queryable, days: number, limit: number): Promise<Array<{ id: bigint }>> {
  return q.query<{ id: bigint }>(
    "SELECT id FROM orders WHERE status = 'shipped' AND shiptime <= now() - make_interval(days => $1) ORDER BY shiptime LIMIT $2",
    [days, limit],
  );
}

/** The shop's day and when the next one starts (unix seconds), in its time zone. */
export async function shopDayBounds(q: Queryable, timeZone: string): Promise<{ day: string; next: number }> {
  const [row] = await q.query<{ day: string; next: number }>(
    `SELECT to_char(now() AT TIME ZONE $1, 'YYYY-MM-DD') AS day,
            extract(epoch FROM (date_trunc('day', now() AT TIME ZONE $1) + interval '1 day') AT TIME ZONE $1)::int AS next`,
    [timeZone],
  );
  return row!;
}
