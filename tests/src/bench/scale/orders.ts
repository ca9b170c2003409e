import type { Queryable } from 'server/src/db/database';
import { ordersFiltered, type OrderQuery } from 'server/src/modules/orders/admin-list-repository';
import * as repo from 'server/src/modules/orders/repository';
import type { TestServer } from 'server/test/helpers';
import { growQuietly, otherCustomers } from './others';
import type { ScaleCall, ScaleContext, ScalePart } from './part';

/**
 * Orders (issue 18): the customer's lists (buylog with each filter, recentorder, reclog), an order's detail, the
 * buy quota, and the operator's order list with each filter, at 10 orders of the customer and at 50,000 among
 * 1,000,000 of a thousand others (all newer than the customer's: the worst case for walking the table backwards).
 */
const CUSTOMER_ORDERS = { small: 10, large: 50_000 };
const OTHER_ORDERS = { small: 100, large: 1_000_000 };
const OTHERS = 1_000;

let goodsId = 0;
let others: number[] = [];
const grown = { customer: 0, others: 0 };
/** Filled in once the orders exist: the customer's oldest order, whose detail is asked for. */
const detail = { id: 0 };
/** Page 100 asked by cursor (issue 18): the id of the customer's 1,980th newest order, as page 99's next_cursor. */
const deepCursor = { page: 100, cursor: 1 };

/**
 * Orders from-th … to-th of the given buyers in turn, `minutes` apart ending now: the newest three of each growth
 * placed and two shipped, one in thirteen cancelled (the first among them, so
 * the small history has one too), the rest received (as the lifecycle leaves them).
 */
export async function growOrders(db: Queryable, buyers: number[], goods: number, from: number, to: number, tag: string, minutes: number) {
  await db.query(
    `WITH o AS (
       SELECT i, ($1::int[])[1 + i % cardinality($1::int[])] AS user_id, now() - make_interval(mins => ($4 - i) * $6) AS at,
              CASE WHEN i > $4 - 3 THEN 'placed' WHEN i > $4 - 5 THEN 'shipped' WHEN i % 13 = 1 THEN 'cancelled' ELSE 'received' END AS status
       FROM generate_series($3::int, $4::int) AS i)
     INSERT INTO orders (user_id, goods_id, request_id, quantity, level, unit_price_cents, discount_bp, member_price_cents, amount_cents,
                         rebate_bp, rebate_cents, points, status, carrier, tracking_no, shop_day, createtime, shiptime, receivetime, canceltime)
     SELECT user_id, $2, $5 || i, 1 + i % 3, 1, 10000, 200, 9800, 9800 * (1 + i % 3), 150, 147 * (1 + i % 3), 98 * (1 + i % 3), status,
            CASE WHEN status IN ('shipped', 'received') THEN 'SF' ELSE '' END, CASE WHEN status IN ('shipped', 'received') THEN 'SF' || i ELSE '' END,
            at::date, at, CASE WHEN status IN ('shipped', 'received') THEN at + interval '1 hour' END,
            CASE WHEN status = 'received' THEN at + interval '2 hours' END, CASE WHEN status = 'cancelled' THEN at + interval '10 minutes' END
     FROM o ORDER BY i`,
    [buyers, goods, from, to, tag, minutes],
  );
}

/** An item to have bought, made as the operator's form would. */
export async function scaleGoods(server: TestServer): Promise<number> {
  const [goods] = await server.db.query<{ id: number }>(
    `WITH b AS (INSERT INTO brands (name_en, name_zh) VALUES ('Scale', '規模') RETURNING id)
     INSERT INTO goods (brand_id, title_en, title_zh, images, price_cents, stock) SELECT id, 'Kettle', '水壺', '["/goods/kettle.svg"]', 10000, 1000 FROM b
     RETURNING id`,
  );
  return goods!.id;
}

const customerCall = (name: string, url: string, body: Record<string, unknown>, explain: ScaleCall['explain']): ScaleCall => ({ name, url, body, as: 'customer', explain });
const page1 = { limit: 20, offset: 0 };

const adminCalls = (): ScaleCall[] =>
  (
    [
      ['admin order/list', {}, (): Partial<OrderQuery> => ({})],
      ...(['placed', 'shipped', 'received', 'cancelled'] as const).map((status) => [`admin order/list ${status}`, { status }, (): Partial<OrderQuery> => ({ status })] as const),
      ['admin order/list one customer', { user_id: -1 }, (ctx: ScaleContext): Partial<OrderQuery> => ({ userIds: [ctx.customer.id] })],
      ['admin order/list one customer, shipped', { user_id: -1, status: 'shipped' }, (ctx: ScaleContext): Partial<OrderQuery> => ({ userIds: [ctx.customer.id], status: 'shipped' })],
    ] as const
  ).map(([name, body, filter]): ScaleCall => {
    // The customer's id is known once the bench has made them: a body naming them reads it at call time.
    const asked: Record<string, unknown> = { page: 1, ...body };
    return {
      name,
      url: '/api/admin/order/list',
      body: asked,
      as: 'operator',
      // What the route reads since issue 19's filters: the console's branch-by-branch page.
      explain: (q, ctx) => ordersFiltered(q, { page: 1, limit: 20, sort: 'createtime', order: 'desc', ...filter(ctx) }),
    };
  });

export const ordersPart: ScalePart = {
  name: 'orders',
  sizes: { small: `${CUSTOMER_ORDERS.small} orders (+${OTHER_ORDERS.small} others')`, large: `50,000 orders + 1,000,000 others'` },
  async setUp(ctx) {
    goodsId = await scaleGoods(ctx.server);
    others = await otherCustomers(ctx.server, 'orders-other-', OTHERS);
    for (const call of ordersPart.calls) if (call.body.user_id === -1) call.body.user_id = ctx.customer.id;
  },
  async grow(ctx, size) {
    await growQuietly(ctx.server, 'orders', async () => {
      // The customer's first, then the others': their orders are newer, as in a busy shop.
      await growOrders(ctx.server.db, [ctx.customer.id], goodsId, grown.customer + 1, CUSTOMER_ORDERS[size], 'scale-', 60);
      await growOrders(ctx.server.db, others, goodsId, grown.others + 1, OTHER_ORDERS[size], 'other-', 1);
    });
    grown.others = OTHER_ORDERS[size];
    grown.customer = CUSTOMER_ORDERS[size];
    const [oldest] = await ctx.server.db.query<{ id: number }>('SELECT min(id)::int AS id FROM orders WHERE user_id = $1', [ctx.customer.id]);
    detail.id = oldest!.id;
    const [deep] = await ctx.server.db.query<{ id: number }>('SELECT id::int FROM orders WHERE user_id = $1 ORDER BY id DESC OFFSET 1979 LIMIT 1', [ctx.customer.id]);
    // At the small size there is no 1,980th order: the cursor then stands before the oldest (an empty page, as page 100).
    deepCursor.cursor = deep?.id ?? Math.max(1, detail.id);
  },
  calls: [
    customerCall('buylog page 1', '/api/user/buylog', { page: 1 }, (q, ctx) => repo.page(q, { userId: ctx.customer.id, ...page1 })),
    ...(['placed', 'shipped', 'received', 'cancelled'] as const).map((status) =>
      customerCall(`buylog page 1 ${status}`, '/api/user/buylog', { page: 1, status }, (q, ctx) => repo.page(q, { userId: ctx.customer.id, statuses: [status], ...page1 })),
    ),
    { ...customerCall('buylog page 100', '/api/user/buylog', { page: 100 }, (q, ctx) => repo.page(q, { userId: ctx.customer.id, limit: 20, offset: 1980 })), deep: 'buylog page 1' },
    {
      ...customerCall('buylog page 100 by cursor', '/api/user/buylog', deepCursor, (q, ctx) => repo.page(q, { userId: ctx.customer.id, limit: 21, offset: 0, before: deepCursor.cursor })),
      deep: 'buylog page 1',
    },
    customerCall('recentorder page 1', '/api/user/recentorder', { page: 1 }, (q, ctx) => repo.page(q, { userId: ctx.customer.id, statuses: ['placed', 'shipped'], ...page1 })),
    customerCall('reclog page 1', '/api/user/reclog', { page: 1 }, async (q, ctx) => {
      await repo.page(q, { userId: ctx.customer.id, statuses: ['received'], ...page1 });
      await repo.receivedTotals(q, ctx.customer.id);
    }),
    customerCall('buylogdetail (oldest)', '/api/user/buylogdetail', detail, (q, ctx) => repo.findOrder(q, detail.id, ctx.customer.id)),
    customerCall('recentorderdetail (oldest)', '/api/user/recentorderdetail', detail, (q, ctx) => repo.findOrder(q, detail.id, ctx.customer.id)),
    customerCall('goods/quota', '/api/goods/quota', {}, (q, ctx) => repo.quotaUse(q, [ctx.customer.id], ctx.server.config.shopTimeZone)),
    ...adminCalls(),
  ],
};
