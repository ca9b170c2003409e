import type { Order, OrderStatus } from '@snapmall/shared/contract';
import type { Queryable } from '../src/db/database';
import { formatCents } from '../src/money';
import * as repo from '../src/modules/orders/repository';
import type { TestServer } from './helpers';
import { buy, itemOnSale, shopper, withOrderShop } from './order-helpers';
import { buffersOf, plansOf } from './support/plans';

/**
 * Orders at size (issue 18): the customer's lists and the operator's, with every filter, answer as the queries
 * before it did (kept here as the reference), their totals stay exact through every change of an order, and with
 * 50,000 orders of one customer among 100,000 of others (all newer) every query reads an index, never the table.
 */
jest.setTimeout(300_000);
let server: TestServer;
let admin: string;
// A database of its own: its VACUUM sets the visibility map whatever the suites beside it hold open (helpers.ts).
withOrderShop((shop) => ({ server, admin } = shop), { ownDatabase: true });

const CUSTOMER_ORDERS = 50_000;
const OTHER_ORDERS = 100_000;
let goods: number;
let customer: { id: number; token: string };
let others: number[];

const BEFORE = {
  page: `SELECT o.*, count(*) OVER () AS total
     FROM orders o
     WHERE ($1::int IS NULL OR o.user_id = $1) AND ($2::text[] IS NULL OR o.status = ANY($2::text[]))
     ORDER BY o.id DESC LIMIT $3 OFFSET $4`,
  received:
    "SELECT COALESCE(sum(rebate_cents), 0)::bigint AS rebate, COALESCE(sum(points), 0)::bigint AS points FROM orders WHERE user_id = $1 AND status = 'received'",
};

/**
 * Orders from-th … to-th of the buyers in turn, a minute apart ending two days ago (today's quota stays free for the
 * buys below): the newest three placed and two shipped, one in 13 cancelled, the rest received.
 */
async function grow(buyers: number[], from: number, to: number, tag: string) {
  await server.db.query(
    `WITH o AS (
       SELECT i, ($1::int[])[1 + i % cardinality($1::int[])] AS user_id, now() - interval '2 days' - make_interval(mins => $4 - i) AS at,
              CASE WHEN i > $4 - 3 THEN 'placed' WHEN i > $4 - 5 THEN 'shipped' WHEN i % 13 = 0 THEN 'cancelled' ELSE 'received' END AS status
       FROM generate_series($3::int, $4::int) AS i)
     INSERT INTO orders (user_id, goods_id, request_id, quantity, level, unit_price_cents, discount_bp, member_price_cents, amount_cents,
                         rebate_bp, rebate_cents, points, status, shop_day, createtime, shiptime, receivetime, canceltime)
     SELECT user_id, $2, $5 || i, 1 + i % 3, 1, 10000, 200, 9800, 9800 * (1 + i % 3), 150, 147 * (1 + i % 3) + i % 5, 98 * (1 + i % 3), status,
            at::date, at, CASE WHEN status IN ('shipped', 'received') THEN at END, CASE WHEN status = 'received' THEN at END,
            CASE WHEN status = 'cancelled' THEN at END
     FROM o ORDER BY i`,
    [buyers, goods, from, to, tag],
  );
}

type Filter = { userId?: number; statuses?: OrderStatus[] };
const STATUSES: OrderStatus[] = ['placed', 'shipped', 'received', 'cancelled'];
/** What each route asks: buylog (each status), recentorder, reclog; the operator's list with each filter. */
const filters = (): Filter[] => [
  { userId: customer.id },
  ...STATUSES.map((s) => ({ userId: customer.id, statuses: [s] })),
  { userId: customer.id, statuses: ['placed', 'shipped'] },
  {},
  ...STATUSES.map((s) => ({ statuses: [s] })),
  { userId: others[0] },
  { userId: others[1], statuses: ['cancelled'] },
];

async function sameAnswers(pages: number[]) {
  for (const f of filters()) {
    for (const page of pages) {
      const offset = (page - 1) * 20;
      const now = await repo.page(server.db, { ...f, limit: 20, offset });
      const before = await server.db.query(BEFORE.page, [f.userId ?? null, f.statuses ?? null, 20, offset]);
      expect({ f, page, now }).toEqual({ f, page, now: before });
    }
  }
  for (const user of [customer.id, others[0]!]) {
    expect(await repo.receivedTotals(server.db, user)).toEqual((await server.db.query(BEFORE.received, [user]))[0]);
  }
}

/** The kept totals less the counted ones: empty when they agree, for every customer and for everyone. */
async function totalsDrift() {
  return server.db.query(
    `(SELECT user_id, placed, shipped, received, cancelled, rebate_cents, points FROM order_totals
        WHERE placed <> 0 OR shipped <> 0 OR received <> 0 OR cancelled <> 0 OR rebate_cents <> 0 OR points <> 0
      EXCEPT SELECT user_id, count(*) FILTER (WHERE status = 'placed'), count(*) FILTER (WHERE status = 'shipped'),
               count(*) FILTER (WHERE status = 'received'), count(*) FILTER (WHERE status = 'cancelled'),
               COALESCE(sum(rebate_cents) FILTER (WHERE status = 'received'), 0), COALESCE(sum(points) FILTER (WHERE status = 'received'), 0)
             FROM orders GROUP BY user_id)
     UNION ALL
     (SELECT 0, sum(placed), sum(shipped), sum(received), sum(cancelled), 0, 0 FROM order_status_totals
      EXCEPT SELECT 0, count(*) FILTER (WHERE status = 'placed'), count(*) FILTER (WHERE status = 'shipped'),
               count(*) FILTER (WHERE status = 'received'), count(*) FILTER (WHERE status = 'cancelled'), 0, 0 FROM orders)`,
  );
}

beforeAll(async () => {
  goods = await itemOnSale(server, admin, 1000);
  customer = await shopper(server, admin, '10000');
  others = [];
  for (let i = 0; i < 3; i++) others.push((await shopper(server, admin, '0')).id);
});

describe('orders at size', () => {
  it('answer as before with 10 orders, and with 50,000 among 100,000 of others (pages 1 to 3 and deep, every filter)', async () => {
    await grow([customer.id], 1, 10, 'c');
    await grow(others, 1, 30, 'o');
    await sameAnswers([1, 2]);
    // No automatic ANALYZE of the table half grown (the customer's rows alone): the statistics are the whole table's.
    await server.db.query('ALTER TABLE orders SET (autovacuum_enabled = false)');
    await grow([customer.id], 11, CUSTOMER_ORDERS, 'c');
    // The others' orders after the customer's: walking the primary key backwards would read all of them first.
    await grow(others, 31, OTHER_ORDERS, 'o');
    // As autovacuum leaves a table that has settled down (the visibility map lets a page's ids come from an index alone).
    await server.db.query('VACUUM ANALYZE orders');
    await server.db.query('ALTER TABLE orders RESET (autovacuum_enabled)');
    expect(await totalsDrift()).toEqual([]);
    await sameAnswers([1, 2, 3, 2500, 2501]);
  });

  it('walks the same pages by cursor as by number, every filter, and reads a deep cursor page from the index at the cursor', async () => {
    for (const f of filters()) {
      let before: bigint | undefined;
      for (let page = 1; page <= 4; page++) {
        const byNumber = await repo.page(server.db, { ...f, limit: 20, offset: (page - 1) * 20 });
        expect({ f, page, rows: await repo.page(server.db, { ...f, limit: 20, offset: 0, before }) }).toEqual({ f, page, rows: byNumber });
        if (byNumber.length < 20) break;
        before = byNumber[19]!.id;
      }
    }
    type Answer = { list: Array<{ id: number }>; total: number; page: number; next_cursor?: number };
    for (const [url, body] of [['/api/user/buylog', {}], ['/api/user/buylog', { status: 'cancelled' }], ['/api/user/reclog', {}]] as const) {
      const first = (await server.post<Answer>(url, { ...body, page: 1 }, { token: customer.token })).body.data;
      const second = (await server.post<Answer>(url, { ...body, page: 2 }, { token: customer.token })).body.data;
      expect({ url, next: first.next_cursor }).toEqual({ url, next: first.list[19]!.id });
      expect({ url, after: (await server.post<Answer>(url, { ...body, page: 2, cursor: first.next_cursor }, { token: customer.token })).body.data }).toEqual({ url, after: second });
    }
    const inProgress = (await server.post<Answer>('/api/user/recentorder', { page: 1 }, { token: customer.token })).body.data;
    expect(inProgress.next_cursor).toBeUndefined();
    // 40,000 orders back: OFFSET would walk that many index entries first.
    const [deep] = await server.db.query<{ id: bigint }>('SELECT id FROM orders WHERE user_id = $1 ORDER BY id DESC OFFSET 40000 LIMIT 1', [customer.id]);
    for (const f of filters().filter((x) => x.userId === customer.id)) {
      for (const { nodes, buffers, heapFetches } of await buffersOf(server.db, (q) => repo.page(q, { ...f, limit: 21, offset: 0, before: deep!.id }))) {
        const name = JSON.stringify(f);
        if (process.env.PRINT_PLANS) console.log(`${name} after a deep cursor: ${buffers} buffers (+${heapFetches} heap fetches)`);
        const read = nodes.filter((n) => n['Relation Name'] === 'orders');
        expect({ name, seqScans: read.filter((n) => n['Node Type'] === 'Seq Scan').length }).toEqual({ name, seqScans: 0 });
        expect({ name, buffers: buffers < 120 }).toEqual({ name, buffers: true });
      }
    }
  });

  it('keeps the totals through a buy, shipping, receipt, cancellation, and any statement that changes or removes orders', async () => {
    const auth = { token: customer.token };
    const placed = await Promise.all([1, 2, 3].map(() => buy(server, customer.token, goods)));
    const [toReceive, toCancel] = placed.map((r) => r.body.data.id);
    expect(await totalsDrift()).toEqual([]);
    expect((await server.post('/api/admin/order/ship', { id: toReceive, carrier: 'SF', tracking_no: 'SF1' }, { token: admin })).body.code).toBe(1);
    expect((await server.post('/api/order/receive', { id: toReceive }, auth)).body.code).toBe(1);
    expect((await server.post('/api/order/cancel', { id: toCancel }, auth)).body.code).toBe(1);
    const received = await server.post<{ list: Order[]; total: number; rebate_total: string; points_total: number }>('/api/user/reclog', {}, auth);
    const before = (await server.db.query<{ rebate: bigint; points: bigint }>(BEFORE.received, [customer.id]))[0]!;
    expect(received.body.data).toMatchObject({ rebate_total: formatCents(BigInt(before.rebate)), points_total: Number(before.points) });
    expect(received.body.data.list[0]!.id).toBe(toReceive);
    expect(await totalsDrift()).toEqual([]);
    await server.db.query("UPDATE orders SET status = 'cancelled', shiptime = NULL, canceltime = now() WHERE user_id = $1 AND status = 'placed'", [customer.id]);
    await server.db.query("UPDATE orders SET status = 'received', receivetime = now() WHERE status = 'shipped' AND id % 2 = 0");
    await server.db.query("UPDATE orders SET shiptime = shiptime - interval '1 day' WHERE status = 'shipped'");
    await server.db.query('DELETE FROM orders WHERE user_id = ANY($1) AND id % 7 = 0', [[customer.id, others[0]]]);
    expect(await totalsDrift()).toEqual([]);
    await sameAnswers([1, 2]);
  });

  it('reads every query at size through an index, never a sequential scan of orders', async () => {
    // As autovacuum leaves the table after the changes above: for a customer holding a third of it, the customer's
    // index and the primary key walked backwards cost nearly the same on paper until the visibility map is set.
    await server.db.query('VACUUM ANALYZE orders');
    const [oldest] = await server.db.query<{ id: number }>('SELECT min(id)::int AS id FROM orders WHERE user_id = $1', [customer.id]);
    const calls: Array<[string, (q: Queryable) => Promise<unknown>]> = [
      ...filters().map((f): [string, (q: Queryable) => Promise<unknown>] => [`page ${JSON.stringify(f)}`, (q) => repo.page(q, { ...f, limit: 20, offset: 0 })]),
      ['reclog totals', (q) => repo.receivedTotals(q, customer.id)],
      ['detail', (q) => repo.findOrder(q, oldest!.id, customer.id)],
      ['quota', (q) => repo.quotaUse(q, [customer.id], server.config.shopTimeZone)],
    ];
    for (const [name, call] of calls) {
      for (const nodes of await plansOf(server.db, call)) {
        const read = nodes.filter((n) => n['Relation Name'] === 'orders');
        expect({ name, seqScans: read.filter((n) => n['Node Type'] === 'Seq Scan').length }).toEqual({ name, seqScans: 0 });
        // A customer's orders through one of the customer's indexes (in order, or the few rows of a filter by bitmap,
        // then sorted), or by id from one: never everyone's orders walked (server/src/db/page-order.md).
        const indexes = nodes.filter((n) => n['Index Name']?.startsWith('orders_'));
        expect({ name, indexed: read.length === 0 || indexes.length > 0 }).toEqual({ name, indexed: true });
        const mine = name.includes('userId') || ['reclog totals', 'detail', 'quota'].includes(name);
        const byId = (n: (typeof read)[number]) => /\(id = /.test(n['Index Cond'] ?? '');
        // Each index read within a condition: the customer's, or (for the few orders still placed or shipped, which
        // never pile up with history) the status's; the primary key only to fetch a row by id.
        // The partial indexes of orders in progress hold only those, however long the history.
        const inProgress = ['orders_due_idx', 'orders_in_progress_idx', 'orders_user_in_progress_idx'];
        const bounded = (n: (typeof read)[number]) =>
          n['Index Name'] === 'orders_pkey' ? byId(n) : (Boolean(n['Index Cond']) || inProgress.includes(n['Index Name']!)) && (name !== 'detail' || byId(n));
        // A status index read for an in-progress status only: those orders are few whatever the history, so the
        // planner may fairly prefer them to a customer's index when statistics say so.
        const byStatusInProgress = (n: (typeof read)[number]) => /^\(status = '(placed|shipped)'::text\)$/.test(n['Index Cond'] ?? '');
        const ownOrInProgress = (n: (typeof read)[number]) =>
          n['Index Name']!.startsWith('orders_user') || byId(n) || inProgress.includes(n['Index Name']!) || byStatusInProgress(n);
        const byCustomer = indexes.every(bounded) && (read.length === 0 || indexes.some(ownOrInProgress));
        const plan = nodes.map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''} ${n['Index Cond'] ?? ''}`.trim()).join(', ');
        if (mine) expect({ name, plan, byCustomer }).toEqual({ name, plan, byCustomer: true });
        if (process.env.PRINT_PLANS) console.log(name, read.map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''} ${n['Index Cond'] ?? ''}`).join(', '));
      }
    }
  });
});
