import { randomUUID } from 'node:crypto';
import type { BuyQuota, MessageListAnswer } from '@snapmall/shared/contract';
import type { TestServer } from './helpers';
import { requestApproved } from './approval-helpers';
import { balanceOf } from './money-helpers';
import { buy, itemOnSale, ordersOf, shopper, stockOf, withOrderShop } from './order-helpers';

let server: TestServer;
let admin: string;
withOrderShop((shop) => ({ server, admin } = shop));

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
    await requestApproved(server, '/api/admin/user/adjust', { user_id: customer.id, asset: 'cash', amount: '100', reason: 'top up', request_id: randomUUID() }, admin);
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
