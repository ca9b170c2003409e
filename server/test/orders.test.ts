import { randomUUID } from 'node:crypto';
import type { BuyQuota, Message, MessageListAnswer, Order, OrderDetail, PageOf, ReceivedPage } from '@snapmall/shared/contract';
import { runOps, startTestServer, type TestServer } from './helpers';
import { balanceOf, moneyShop } from './money-helpers';
import { buy, itemOnSale, ordersOf, publishRoomyLevel, servicesOf, shopper, stockOf } from './order-helpers';
import type { LedgerService } from '../src/modules/ledger/service';

let server: TestServer;
let admin: string;
let ledger: LedgerService;
beforeAll(async () => {
  server = await startTestServer();
  ({ admin, ledger } = await moneyShop(server));
  await publishRoomyLevel(server, admin);
});
afterEach(async () => expect((await ledger.verify()).problems).toEqual([]));
afterAll(() => server.close());

const auth = (token: string) => ({ token });

describe('the buy', () => {
  it('charges the member price from the balance, takes the stock and answers the order with its rebate and points', async () => {
    const goods = await itemOnSale(server, admin, 10, { price: '99.99' });
    const customer = await shopper(server, admin, '1000');
    const res = await buy(server, customer.token, goods, 3);
    expect(res.body).toMatchObject({ code: 1, msg: 'Order placed' });
    // 99.99 less 2% (1.9998 → 2.00) = 97.99 a unit; rebate 99.99 × 3 × 1.5% = 4.49955 → 4.50; 293 points.
    expect(res.body.data).toMatchObject({ goods_id: goods, title: 'Kettle', quantity: 3, unit_price: '99.99', member_price: '97.99', amount: '293.97', discount_rate: '2.00', rebate: '4.50', rebate_rate: '1.50', points: 293, status: 'placed' });
    expect(await stockOf(server, goods)).toBe(7);
    expect((await balanceOf(server, customer.token)).money).toBe('706.03');
    const messages = await server.post<MessageListAnswer>('/api/message/list', {}, auth(customer.token));
    expect(messages.body.data.list[0]).toMatchObject({ kind: 'order_placed', ref_type: 'order', ref_id: res.body.data.id });
  });

  it('gives the same order once for a retried request id, and refuses the id for another purchase', async () => {
    const goods = await itemOnSale(server, admin, 10);
    const customer = await shopper(server, admin, '1000');
    const id = randomUUID();
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => buy(server, customer.token, goods, 2, id)));
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    const again = await buy(server, customer.token, goods, 2, id);
    expect(again.body.data.id).toBe(results[0]!.body.data.id);
    expect((await ordersOf(server, goods)).length).toBe(1);
    expect(await stockOf(server, goods)).toBe(8);
    const other = await buy(server, customer.token, goods, 1, id);
    expect(other.body).toMatchObject({ code: 0, msg: 'This request id was already used for a different request; please try again' });
  });

  it.each([
    ['off sale', { on_sale: 0 }, 'This item is not on sale at the moment'],
    ['before its window', { sale_start: new Date(Date.now() + 3600_000).toISOString() }, /has not started yet/],
    ['after its window', { sale_start: new Date(Date.now() - 7200_000).toISOString(), sale_end: new Date(Date.now() - 3600_000).toISOString() }, 'The sale of this item has ended'],
    ['above the level', { min_level: 4 }, 'This item is for VIP level 4 and above; upgrade your level to buy it'],
  ])('refuses an item %s and changes nothing', async (_case, extra, message) => {
    const goods = await itemOnSale(server, admin, 10, extra);
    const customer = await shopper(server, admin, '1000', 1);
    const res = await buy(server, customer.token, goods);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.msg).toMatch(message);
    expect(await stockOf(server, goods)).toBe(10);
    expect((await balanceOf(server, customer.token)).money).toBe('1000.00');
  });

  it('refuses short stock, a short balance and an unknown item, in the customer\'s language', async () => {
    const goods = await itemOnSale(server, admin, 2);
    const customer = await shopper(server, admin, '150');
    expect((await buy(server, customer.token, goods, 3)).body).toMatchObject({ code: 0, msg: 'Only 2 left; please buy fewer' });
    const short = await server.post('/api/goods/buy?lang=zh-tw', { goods_id: goods, quantity: 2, request_id: randomUUID() }, auth(customer.token));
    expect(short.body).toMatchObject({ code: 0, msg: '餘額不足：此訂單需 196.00，請先充值' });
    expect((await buy(server, customer.token, 999_999)).body).toMatchObject({ code: 0, msg: 'This item is no longer in the catalogue' });
    expect((await balanceOf(server, customer.token)).money).toBe('150.00');
    await server.post('/api/admin/user/adjust', { user_id: customer.id, asset: 'cash', amount: '100', reason: 'top up', request_id: randomUUID() }, auth(admin));
    expect((await buy(server, customer.token, goods, 1)).body.code).toBe(1);
    expect((await buy(server, customer.token, goods, 2)).body).toMatchObject({ code: 0, msg: 'Only 1 left; please buy fewer' });
    expect((await buy(server, customer.token, goods, 1)).body.code).toBe(1);
    expect((await buy(server, customer.token, goods, 1)).body).toMatchObject({ code: 0, msg: 'Sold out' });
  });

  it('holds the day\'s snap buys (task_num) and the orders in progress (task_everyday) of the level, and shows what is left', async () => {
    const goods = await itemOnSale(server, admin, 100, { price: '1' });
    // Demo level 1: 3 snap buys a day, 1 order in progress at once.
    const customer = await shopper(server, admin, '100', 1);
    expect((await buy(server, customer.token, goods)).body.code).toBe(1);
    expect((await buy(server, customer.token, goods)).body).toMatchObject({ code: 0, msg: 'You have 1 order in progress, the most your level allows; confirm receipt of one first' });
    const quota = await server.post<BuyQuota>('/api/goods/quota', {}, auth(customer.token));
    expect(quota.body.data).toMatchObject({ level: 1, per_day: 3, used_today: 1, left_today: 2, in_progress_max: 1, in_progress: 1, balance: '99.00' });
    expect(quota.body.data.resets_at).toBeGreaterThan(Date.now() / 1000);
    await server.db.query("UPDATE vip_levels SET task_everyday = 10 WHERE level = 1");
    try {
      expect((await buy(server, customer.token, goods)).body.code).toBe(1);
      expect((await buy(server, customer.token, goods)).body.code).toBe(1);
      expect((await buy(server, customer.token, goods)).body).toMatchObject({ code: 0, msg: 'You have used all 3 snap buys of today; more tomorrow' });
    } finally {
      await server.db.query("UPDATE vip_levels SET task_everyday = 1 WHERE level = 1");
    }
  });
});

describe('the buyer\'s session, checked inside the batch', () => {
  it('answers 401 to an unknown, logged-out or expired token in a batch of good buys, and only that buy fails', async () => {
    const goods = await itemOnSale(server, admin, 10);
    const [good, loggedOut, expired] = await Promise.all([1, 2, 3].map(() => shopper(server, admin, '500')));
    await server.post('/api/user/logout', {}, auth(loggedOut!.token));
    await server.db.query("UPDATE user_tokens SET expiretime = now() - interval '1 second' WHERE user_id = $1", [expired!.id]);
    const results = await Promise.all([good!.token, 'not-a-session', loggedOut!.token, expired!.token, good!.token].map((token) => buy(server, token, goods)));
    expect(results.map((r) => r.status)).toEqual([200, 401, 401, 401, 200]);
    expect(results[1]!.body).toMatchObject({ code: 401, msg: 'Please log in first' });
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(2);
    expect(await stockOf(server, goods)).toBe(8);
    // 100.00 less the level's 2 %: 98.00 each, twice.
    expect((await balanceOf(server, good!.token)).money).toBe('304.00');
    expect((await ordersOf(server, goods)).every((o) => o.user_id === good!.id)).toBe(true);
  });

  it('still refuses an anonymous buy before reading its body', async () => {
    const res = await server.post('/api/goods/buy', { goods_id: 'not even a number' });
    expect(res).toMatchObject({ status: 401, body: { code: 401 } });
  });
});

describe('under concurrency, on two server instances', () => {
  it('sells the last M units exactly once to N concurrent buyers', async () => {
    const goods = await itemOnSale(server, admin, 7);
    const customers = await Promise.all(Array.from({ length: 20 }, () => shopper(server, admin, '500')));
    const second = await server.secondInstance();
    try {
      const results = await Promise.all(customers.flatMap((c, i) => [buy(i % 2 ? second : server, c.token, goods), buy(i % 2 ? server : second, c.token, goods)]));
      const sold = results.filter((r) => r.body.code === 1);
      expect(sold).toHaveLength(7);
      expect(results.filter((r) => r.body.code !== 1).every((r) => r.body.msg === 'Sold out')).toBe(true);
      expect(results.every((r) => r.status === 200)).toBe(true);
      expect(await stockOf(server, goods)).toBe(0);
      expect((await ordersOf(server, goods)).map((o) => Number(o.id)).sort()).toEqual(sold.map((r) => r.body.data.id).sort());
    } finally {
      await second.close();
    }
  });

  it('keeps each customer\'s day quota and in-progress cap across items and instances', async () => {
    const items = await Promise.all([1, 2, 3].map(() => itemOnSale(server, admin, 100, { price: '1' })));
    await server.db.query("UPDATE vip_levels SET task_everyday = 10 WHERE level = 1");
    const second = await server.secondInstance();
    try {
      const customer = await shopper(server, admin, '100', 1);
      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => buy(i % 2 ? second : server, customer.token, items[i % 3]!)));
      expect(results.filter((r) => r.body.code === 1)).toHaveLength(3);
      const capped = await shopper(server, admin, '100', 9);
      await server.db.query('UPDATE vip_levels SET task_everyday = 2 WHERE level = 9');
      const more = await Promise.all(Array.from({ length: 12 }, (_, i) => buy(i % 2 ? second : server, capped.token, items[i % 3]!)));
      expect(more.filter((r) => r.body.code === 1)).toHaveLength(2);
    } finally {
      await server.db.query('UPDATE vip_levels SET task_everyday = 1 WHERE level = 1');
      await server.db.query('UPDATE vip_levels SET task_everyday = 100 WHERE level = 9');
      await second.close();
    }
  });

  it('never spends more than the balance when one customer buys many items at once', async () => {
    const items = await Promise.all([1, 2, 3, 4].map(() => itemOnSale(server, admin, 100, { price: '30' })));
    const customer = await shopper(server, admin, '100');
    const results = await Promise.all(items.flatMap((g) => [buy(server, customer.token, g), buy(server, customer.token, g)]));
    // 29.40 a unit at 2% off: three fit in 100.00.
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(3);
    expect((await balanceOf(server, customer.token)).money).toBe('11.80');
  });
});

describe('the order lifecycle', () => {
  it('is shipped by the operator, received by the customer with the rebate and points, each step a message', async () => {
    const goods = await itemOnSale(server, admin, 5, { price: '200' });
    const customer = await shopper(server, admin, '500');
    const order = (await buy(server, customer.token, goods, 2)).body.data;
    const early = await server.post('/api/order/receive', { id: order.id }, auth(customer.token));
    expect(early.body).toMatchObject({ code: 0, msg: 'This order has not shipped yet; you can confirm receipt once it has' });
    const inProgress = await server.post<PageOf<Order>>('/api/user/recentorder', {}, auth(customer.token));
    expect(inProgress.body.data.list.map((o) => o.id)).toContain(order.id);
    const shipped = await server.post<Order>('/api/admin/order/ship', { id: order.id, carrier: 'Black Cat', tracking_no: 'BC123' }, auth(admin));
    expect(shipped.body.data).toMatchObject({ status: 'shipped', carrier: 'Black Cat', tracking_no: 'BC123' });
    expect(shipped.body.data.auto_receive_at).toBe(shipped.body.data.shiptime + 7 * 86400);
    const cancel = await server.post('/api/order/cancel', { id: order.id }, auth(customer.token));
    expect(cancel.body).toMatchObject({ code: 0, msg: 'This order has already shipped and can no longer be cancelled' });
    const before = await balanceOf(server, customer.token);
    const received = await server.post<Order>('/api/order/receive', { id: order.id }, auth(customer.token));
    expect(received.body.data).toMatchObject({ status: 'received', rebate: '6.00', points: 392 });
    const again = await server.post<Order>('/api/order/receive', { id: order.id }, auth(customer.token));
    expect(again.body.data.status).toBe('received');
    const after = await balanceOf(server, customer.token);
    expect(after.money).toBe((Number(before.money) + 6).toFixed(2));
    expect(after.score).toBe(before.score + 392);
    const detail = await server.post<OrderDetail>('/api/user/buylogdetail', { id: order.id }, auth(customer.token));
    expect(detail.body.data.events.map((e) => e.status)).toEqual(['placed', 'shipped', 'received']);
    const rec = await server.post<ReceivedPage>('/api/user/reclog', {}, auth(customer.token));
    expect(rec.body.data).toMatchObject({ total: 1, rebate_total: '6.00', points_total: 392 });
    const messages = await server.post<MessageListAnswer>('/api/message/list?lang=zh-tw', {}, auth(customer.token));
    expect(messages.body.data.list.slice(0, 3).map((m: Message) => m.kind)).toEqual(['order_received', 'order_shipped', 'order_placed']);
    expect(messages.body.data.list[1]!.content).toContain('BC123');
    const info = await server.post<{ now_order_money: string; return_money: string }>('/api/user/retval', {}, auth(customer.token));
    expect(info.body.data).toMatchObject({ now_order_money: '0.00', return_money: '6.00' });
  });

  it('cancels a placed order: refunded in full, stock returned, once', async () => {
    const goods = await itemOnSale(server, admin, 5, { price: '50' });
    const customer = await shopper(server, admin, '100');
    const order = (await buy(server, customer.token, goods, 2)).body.data;
    expect(await stockOf(server, goods)).toBe(3);
    const results = await Promise.all([1, 2, 3].map(() => server.post<Order>('/api/order/cancel', { id: order.id }, auth(customer.token))));
    expect(results.every((r) => r.body.data.status === 'cancelled')).toBe(true);
    expect(await stockOf(server, goods)).toBe(5);
    expect((await balanceOf(server, customer.token)).money).toBe('100.00');
    const ship = await server.post('/api/admin/order/ship', { id: order.id, carrier: 'X', tracking_no: '1' }, auth(admin));
    expect(ship.body).toMatchObject({ code: 0, msg: 'Only an order waiting to ship can be shipped' });
  });

  it('shows a customer only their own orders', async () => {
    const goods = await itemOnSale(server, admin, 5);
    const owner = await shopper(server, admin, '500');
    const other = await shopper(server, admin, '500');
    const order = (await buy(server, owner.token, goods)).body.data;
    for (const url of ['/api/user/buylogdetail', '/api/user/recentorderdetail', '/api/order/cancel', '/api/order/receive']) {
      const res = await server.post(url, { id: order.id }, auth(other.token));
      expect(res.status).toBe(404);
    }
    const log = await server.post<PageOf<Order>>('/api/user/buylog', {}, auth(other.token));
    expect(log.body.data.total).toBe(0);
  });

  it('receives shipped orders automatically after the configured days, exactly once across instances', async () => {
    const goods = await itemOnSale(server, admin, 10, { price: '100' });
    const customer = await shopper(server, admin, '500');
    const order = (await buy(server, customer.token, goods)).body.data;
    await server.post('/api/admin/order/ship', { id: order.id, carrier: 'Post', tracking_no: 'P1' }, auth(admin));
    const [a, b] = [servicesOf(server).orders, servicesOf(server).orders];
    expect(await a.receiveDue()).toBe(0);
    await server.db.query("UPDATE orders SET shiptime = now() - interval '8 days' WHERE id = $1", [order.id]);
    const counts = await Promise.all([a.receiveDue(), b.receiveDue(), a.receiveDue()]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
    const rebates = await server.db.query("SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'order_rebate' AND ref_id = $1", [order.id]);
    expect(rebates[0]).toEqual({ n: 1 });
  });
});

describe('the baseline design (one transaction per buy on the stock row)', () => {
  it('keeps the same rules: never oversold, one order per request id', async () => {
    const baseline = await startTestServer({ coalesceBuys: false });
    try {
      const shop = await moneyShop(baseline);
      await publishRoomyLevel(baseline, shop.admin);
      const goods = await itemOnSale(baseline, shop.admin, 4);
      const customers = await Promise.all(Array.from({ length: 8 }, () => shopper(baseline, shop.admin, '500')));
      const id = randomUUID();
      const results = await Promise.all([...customers.map((c) => buy(baseline, c.token, goods)), buy(baseline, customers[0]!.token, goods, 1, id), buy(baseline, customers[0]!.token, goods, 1, id)]);
      expect(results.filter((r) => r.body.code === 1).length).toBeGreaterThanOrEqual(4);
      expect(await ordersOf(baseline, goods)).toHaveLength(4);
      expect(await stockOf(baseline, goods)).toBe(0);
      expect((await shop.ledger.verify()).problems).toEqual([]);
    } finally {
      await baseline.close();
    }
  });
});

describe('the server on its own', () => {
  it('receives overdue shipped orders when it starts, without any request', async () => {
    const goods = await itemOnSale(server, admin, 10);
    const customer = await shopper(server, admin, '500');
    const order = (await buy(server, customer.token, goods)).body.data;
    await server.post('/api/admin/order/ship', { id: order.id, carrier: 'Post', tracking_no: 'P2' }, auth(admin));
    await server.db.query("UPDATE orders SET shiptime = now() - interval '30 days' WHERE id = $1", [order.id]);
    const restarted = await server.secondInstance();
    try {
      await restarted.app.ready();
      for (let i = 0; i < 50 && (await ordersOf(server, goods))[0]!.status !== 'received'; i++) await new Promise((r) => setTimeout(r, 100));
      expect((await ordersOf(server, goods))[0]!.status).toBe('received');
    } finally {
      await restarted.close();
    }
  });

  it('lets the operator run the catalogue, orders and VIP levels from npm run ops, audited as cli:<user>', async () => {
    const goods = await itemOnSale(server, admin, 10);
    const customer = await shopper(server, admin, '500');
    const order = (await buy(server, customer.token, goods)).body.data;
    expect((await runOps(server, 'goods:stock', String(goods), '-1')).stderr).toContain('stock');
    expect((await runOps(server, 'goods:stock', String(goods), '42')).status).toBe(0);
    expect(await stockOf(server, goods)).toBe(42);
    const shipped = await runOps(server, 'order:ship', String(order.id), 'Post', 'RR123TW');
    expect(JSON.parse(shipped.stdout)).toMatchObject({ id: order.id, status: 'shipped', tracking_no: 'RR123TW' });
    const listed = JSON.parse((await runOps(server, 'order:list', 'shipped')).stdout) as PageOf<Order & { username: string }>;
    expect(listed.list.map((o) => o.id)).toContain(order.id);
    const vip = await runOps(server, 'vip:save', JSON.stringify({ ...servicesOfRoomy(), level: 8, name: 'Eight' }));
    expect(vip.status).toBe(0);
    const audit = await server.db.query<{ action: string; actor: string }>("SELECT action, actor FROM audit_log WHERE action IN ('goods.stock', 'order.ship', 'vip.create') ORDER BY id DESC LIMIT 3");
    expect(audit.map((a) => a.action).sort()).toEqual(['goods.stock', 'order.ship', 'vip.create']);
    expect(audit.every((a) => a.actor.startsWith('cli:'))).toBe(true);
  });
});

describe('VIP upgrades', () => {
  it('buys a higher level at its published price once per request id', async () => {
    const customer = await shopper(server, admin, '1000', 1);
    const id = randomUUID();
    const results = await Promise.all([1, 2, 3].map(() => server.post<{ level: number; paid: string; balance: string }>('/api/user/vipupgrade', { level: 2, request_id: id }, auth(customer.token))));
    expect(results.map((r) => r.body.data)).toEqual([1, 2, 3].map(() => ({ level: 2, paid: '500.00', balance: '500.00' })));
    expect((await balanceOf(server, customer.token)).money).toBe('500.00');
    const lower = await server.post('/api/user/vipupgrade', { level: 1, request_id: randomUUID() }, auth(customer.token));
    expect(lower.body).toMatchObject({ code: 0, msg: 'You are already at level 2; choose a higher level' });
    const tooDear = await server.post('/api/user/vipupgrade?lang=zh-tw', { level: 4, request_id: randomUUID() }, auth(customer.token));
    expect(tooDear.body).toMatchObject({ code: 0, msg: '餘額不足' });
  });

  it('lets the operator publish a level, audited, and refuses impossible rules', async () => {
    const saved = await server.post('/api/admin/vip/save', { ...servicesOfRoomy(), level: 7, name: 'Seven', order_join_rate: '5' }, auth(admin));
    expect(saved.body.code).toBe(1);
    const levels = await server.post<Array<{ level: number; order_join_rate: string }>>('/api/goods/level', {});
    expect(levels.body.data.find((l) => l.level === 7)).toMatchObject({ order_join_rate: '5.00' });
    const bad = await server.post<unknown>('/api/admin/vip/save', { ...servicesOfRoomy(), level: 7, order_join_rate: '150', min_withdraw: '2000' }, auth(admin));
    expect(bad.status).toBe(422);
    const audit = await server.db.query("SELECT action FROM audit_log WHERE target_type = 'vip' AND target_id = 7");
    expect(audit).toEqual([{ action: 'vip.create' }]);
  });
});

const servicesOfRoomy = () => ({ name: 'Roomy', price: '0', task_rate: '1', order_join_rate: '0', task_num: 5, task_everyday: 5, withdraw_num: 1, withdraw_rate: '0', min_withdraw: '100', max_withdraw: '1000' });
