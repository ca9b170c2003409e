import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from './helpers';
import { balanceOf, moneyShop } from './money-helpers';
import { buy, itemOnSale, ordersOf, publishRoomyLevel, shopper, stockOf, withOrderShop } from './order-helpers';

let server: TestServer;
let admin: string;
withOrderShop((shop) => ({ server, admin } = shop));

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
