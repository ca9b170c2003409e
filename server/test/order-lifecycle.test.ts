import type { Message, MessageListAnswer, Order, OrderDetail, PageOf, ReceivedPage } from '@snapmall/shared/contract';
import { runOps, type TestServer } from './helpers';
import { balanceOf } from './money-helpers';
import { buy, itemOnSale, ordersOf, servicesOf, servicesOfRoomy, shopper, stockOf, withOrderShop } from './order-helpers';

let server: TestServer;
let admin: string;
withOrderShop((shop) => ({ server, admin } = shop));

const auth = (token: string) => ({ token });

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
