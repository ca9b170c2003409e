import { randomUUID } from 'node:crypto';
import type { BulkAnswer, Deposit } from '@snapmall/shared/contract';
import type { TestServer } from './helpers';
import { balanceOf, firstChannel, fundedCustomer, withdraw } from './money-helpers';
import { buy, itemOnSale, shopper, withOrderShop } from './order-helpers';

/**
 * Bulk review and shipping (issue 19): `ids` beside `id` on approve, reject and ship; each row done or refused
 * with why, in its own transaction; every row reviewed once, also when two operators on two instances send the
 * same selection at once; the money moves exactly once per row.
 */
let server: TestServer;
let admin: string;
withOrderShop((shop) => ({ server, admin } = shop));

async function submitted(token: string, amounts: string[]) {
  const channel = await firstChannel(server, token);
  const ids: number[] = [];
  for (const amount of amounts) {
    const res = await server.post<Deposit>('/api/recharge/submit', { channel_id: channel.id, amount, request_id: randomUUID() }, { token });
    if (res.body.code !== 1) throw new Error(`deposit ${amount}: ${res.body.msg}`);
    ids.push(res.body.data.id);
  }
  return ids;
}

const results = (res: { body: { data: unknown } }) => (res.body.data as BulkAnswer).results;

describe('bulk review', () => {
  it('approves and rejects the selected deposits with one call each, answering every row', async () => {
    const customer = await fundedCustomer(server, admin);
    const [a, b, c, d, e] = await submitted(customer.token, ['100.00', '200.00', '300.00', '400.00', '500.00']);
    await server.post('/api/admin/deposit/approve', { id: a }, { token: admin });
    const approved = await server.post('/api/admin/deposit/approve', { ids: [a, b, c, 999_999] }, { token: admin });
    expect(approved.body).toMatchObject({ code: 1, msg: 'Done: see each row' });
    expect(results(approved).map((r) => [r.id, r.done])).toEqual([[a, false], [b, true], [c, true], [999_999, false]]);
    expect(results(approved).filter((r) => !r.done).every((r) => 'msg' in r && r.msg.length > 0)).toBe(true);
    expect((await balanceOf(server, customer.token)).money).toBe('600.00');
    const rejected = await server.post('/api/admin/deposit/reject', { ids: [d, e], reason: 'No matching transfer' }, { token: admin });
    expect(results(rejected).map((r) => r.done)).toEqual([true, true]);
    const rows = await server.db.query<{ id: number; status: number; reason: string }>('SELECT id, status, reason FROM deposits WHERE id = ANY ($1) ORDER BY id', [[d, e]]);
    expect(rows.map((r) => [r.status, r.reason])).toEqual([[2, 'No matching transfer'], [2, 'No matching transfer']]);
    expect((await balanceOf(server, customer.token)).money).toBe('600.00');
  });

  it('reviews each row once when two operators on two instances send the same selection at once', async () => {
    const customer = await fundedCustomer(server, admin);
    const ids = await submitted(customer.token, ['100.00', '200.00', '300.00', '400.00']);
    const other = await server.secondInstance();
    try {
      const [one, two] = await Promise.all([
        server.post('/api/admin/deposit/approve', { ids }, { token: admin }),
        other.post('/api/admin/deposit/approve', { ids: [...ids].reverse() }, { token: admin }),
      ]);
      const done = [...results(one), ...results(two)].filter((r) => r.done).map((r) => r.id).sort();
      expect(done).toEqual([...ids].sort());
    } finally {
      await other.close();
    }
    expect((await balanceOf(server, customer.token)).money).toBe('1000.00');
    const audits = await server.db.query("SELECT 1 FROM audit_log WHERE action = 'deposit.approve' AND target_id = ANY ($1)", [ids]);
    expect(audits).toHaveLength(4);
  });

  it('approves and rejects withdrawals in bulk: the held money leaves or comes back once per row', async () => {
    // One withdrawal a day each (the level's rule): two customers.
    const customers = [await fundedCustomer(server, admin, '1000.00'), await fundedCustomer(server, admin, '1000.00')];
    const w: number[] = [];
    for (const [i, amount] of ['100.00', '150.00'].entries()) {
      const res = await withdraw(server, customers[i]!.token, amount);
      if (res.body.code !== 1) throw new Error(`withdraw ${amount}: ${res.body.msg}`);
      w.push(res.body.data.id);
    }
    expect(results(await server.post('/api/admin/withdraw/approve', { ids: [w[0]] }, { token: admin })).map((r) => r.done)).toEqual([true]);
    expect(results(await server.post('/api/admin/withdraw/reject', { ids: w, reason: 'Card closed' }, { token: admin })).map((r) => r.done)).toEqual([false, true]);
    expect(await balanceOf(server, customers[0]!.token)).toMatchObject({ held_money: '0.00', money: '900.00' });
    expect(await balanceOf(server, customers[1]!.token)).toMatchObject({ held_money: '0.00', money: '1000.00' });
  });

  it('takes exactly one of id and ids, at most 100, no id twice', async () => {
    for (const body of [{}, { id: 1, ids: [1] }, { ids: [] }, { ids: [1, 1] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }]) {
      const res = await server.post('/api/admin/deposit/approve', body, { token: admin });
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
    }
  });
});

describe('bulk shipping', () => {
  it('ships the selected orders with one carrier and tracking number, refusing the ones not waiting', async () => {
    const goods = await itemOnSale(server, admin, 10);
    const buyer = await shopper(server, admin, '1000.00');
    const orders: number[] = [];
    for (let i = 0; i < 3; i++) orders.push((await buy(server, buyer.token, goods)).body.data.id);
    await server.post('/api/order/cancel', { id: orders[2] }, { token: buyer.token });
    const shipped = await server.post('/api/admin/order/ship', { ids: orders, carrier: 'Black Cat', tracking_no: 'BC-1' }, { token: admin });
    expect(results(shipped).map((r) => r.done)).toEqual([true, true, false]);
    const rows = await server.db.query<{ status: string; tracking_no: string }>('SELECT status, tracking_no FROM orders WHERE id = ANY ($1) ORDER BY id', [orders]);
    expect(rows.map((r) => [r.status, r.tracking_no])).toEqual([['shipped', 'BC-1'], ['shipped', 'BC-1'], ['cancelled', '']]);
  });
});
