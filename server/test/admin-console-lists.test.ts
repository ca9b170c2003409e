import { randomUUID } from 'node:crypto';
import type { AdminDeposit, AdminOrder, AdminPageOf, AdminWithdrawal, Deposit } from '@snapmall/shared/contract';
import type { TestServer } from './helpers';
import { registerUser } from './helpers';
import { firstChannel, fundedCustomer, withdraw } from './money-helpers';
import { buy, itemOnSale, shopper, withOrderShop } from './order-helpers';

/**
 * The operator's lists filtered, sorted and sized (issue 19): deposit/list, withdraw/list and order/list take a
 * customer (id, or the start of a username in any case or of a mobile number), days in the operator's time zone
 * (the `minute` header), amounts, sort and order, and a page size; each row says whose it is. Totals are exact from
 * the counters when only status and customer filter, else counted up to 1,000 rows past the page (`has_more`).
 */
let server: TestServer;
let admin: string;
withOrderShop((shop) => ({ server, admin } = shop));

type Page<T> = AdminPageOf<T>;
const list = <T,>(url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.post<Page<T>>(url, body, { token: admin, ...headers });
const deposits = (body: Record<string, unknown>, headers?: Record<string, string>) => list<AdminDeposit>('/api/admin/deposit/list', body, headers);

/** Customers with names and numbers the filters can find, and deposits of theirs at known times and amounts. */
async function depositFixture() {
  const alpha = await registerUser(server, { username: 'ZedAlpha', mobile: '0933111001' });
  const beta = await registerUser(server, { username: 'zed_beta', mobile: '0933111002' });
  const amy = await registerUser(server, { username: 'Amy', mobile: '0944000001' });
  const channel = await firstChannel(server, amy.token);
  const submit = async (token: string, amount: string, at: string) => {
    const res = await server.post<Deposit>('/api/recharge/submit', { channel_id: channel.id, amount, request_id: randomUUID() }, { token });
    if (res.body.code !== 1) throw new Error(res.body.msg);
    await server.db.query('UPDATE deposits SET createtime = $2 WHERE id = $1', [res.body.data.id, at]);
    return res.body.data.id;
  };
  // Times around the change of day: 15:30 and 16:30 UTC are 23:30 and 00:30 the next day at UTC+8.
  const ids = {
    a1: await submit(alpha.token, '150.00', '2024-03-01T15:30:00Z'),
    a2: await submit(alpha.token, '300.00', '2024-03-01T16:30:00Z'),
    b1: await submit(beta.token, '150.00', '2024-03-02T10:00:00Z'),
    m1: await submit(amy.token, '100.00', '2024-03-03T00:00:00Z'),
    m2: await submit(amy.token, '1000.00', '2024-02-28T12:00:00Z'),
  };
  await server.post('/api/admin/deposit/approve', { ids: [ids.a1, ids.m1] }, { token: admin });
  await server.post('/api/admin/deposit/reject', { id: ids.b1, reason: 'No such transfer' }, { token: admin });
  return { alpha, beta, amy, ids };
}

let fixture: Awaited<ReturnType<typeof depositFixture>>;
beforeAll(async () => {
  fixture = await depositFixture();
});

const idsOf = (page: { body: { data: { list: Array<{ id: number }> } } }) => page.body.data.list.map((r) => r.id);

describe('deposit/list filters', () => {
  it('answers newest first with whose each deposit is, the exact total, the page size used', async () => {
    const { ids, alpha, amy } = fixture;
    const all = await deposits({ page: 1 });
    expect(all.body.code).toBe(1);
    expect(idsOf(all)).toEqual([ids.m1, ids.b1, ids.a2, ids.a1, ids.m2]);
    expect(all.body.data).toMatchObject({ total: 5, page: 1, limit: 20 });
    expect(all.body.data.has_more).toBeUndefined();
    expect(all.body.data.list.find((r) => r.id === ids.a1)).toMatchObject({ user_id: alpha.userinfo.id, username: 'ZedAlpha', amount: '150.00', status: 1 });
    expect(all.body.data.list.find((r) => r.id === ids.m2)).toMatchObject({ user_id: amy.userinfo.id, username: 'Amy', status: 0 });
  });

  it('finds the customer by id, by the start of a username in any case, by the start of a mobile number', async () => {
    const { ids, amy } = fixture;
    expect(idsOf(await deposits({ customer: 'zed' }))).toEqual([ids.b1, ids.a2, ids.a1]);
    expect(idsOf(await deposits({ customer: 'ZED_B' }))).toEqual([ids.b1]);
    expect(idsOf(await deposits({ customer: '0944' }))).toEqual([ids.m1, ids.m2]);
    expect(idsOf(await deposits({ customer: String(amy.userinfo.id) }))).toEqual([ids.m1, ids.m2]);
    expect(idsOf(await deposits({ user_id: amy.userinfo.id }))).toEqual([ids.m1, ids.m2]);
    // Both: the customers the text finds that are also the user_id.
    expect(idsOf(await deposits({ customer: 'zed', user_id: amy.userinfo.id }))).toEqual([]);
    const nobody = await deposits({ customer: 'nobody' });
    expect(nobody.body.data).toMatchObject({ list: [], total: 0 });
    // '_' is a character of the name, not LIKE's any-character.
    expect(idsOf(await deposits({ customer: 'zed_' }))).toEqual([ids.b1]);
    // Counted from the counters: the total of a customer and status is exact.
    const pending = await deposits({ customer: 'zed', status: 0 });
    expect(idsOf(pending)).toEqual([ids.a2]);
    expect(pending.body.data.total).toBe(1);
  });

  it('takes days in the operator’s time zone from the minute header, inclusive', async () => {
    const { ids } = fixture;
    // UTC: 1 March holds 15:30 and 16:30.
    expect(idsOf(await deposits({ from: '2024-03-01', to: '2024-03-01' }))).toEqual([ids.a2, ids.a1]);
    // UTC+8 (minute -480): 16:30 UTC is already 2 March there; 10:00 UTC on 2 March too.
    expect(idsOf(await deposits({ from: '2024-03-02', to: '2024-03-02' }, { minute: '-480' }))).toEqual([ids.b1, ids.a2]);
    expect(idsOf(await deposits({ from: '2024-03-01', to: '2024-03-01' }, { minute: '-480' }))).toEqual([ids.a1]);
    // UTC-5 (minute 300): midnight 3 March UTC is still 2 March.
    expect(idsOf(await deposits({ from: '2024-03-02' }, { minute: '300' }))).toEqual([ids.m1, ids.b1]);
    expect(idsOf(await deposits({ to: '2024-02-29' }))).toEqual([ids.m2]);
    const dated = await deposits({ from: '2024-03-01', to: '2024-03-02' });
    expect(dated.body.data).toMatchObject({ total: 3, page: 1 });
    expect(dated.body.data.has_more).toBeUndefined();
  });

  it('filters amounts inclusively and sorts by amount or time either way, ties in creation order', async () => {
    const { ids } = fixture;
    expect(idsOf(await deposits({ min_amount: '150', max_amount: '300.00' }))).toEqual([ids.b1, ids.a2, ids.a1]);
    expect(idsOf(await deposits({ sort: 'amount' }))).toEqual([ids.m2, ids.a2, ids.b1, ids.a1, ids.m1]);
    expect(idsOf(await deposits({ sort: 'amount', order: 'asc' }))).toEqual([ids.m1, ids.a1, ids.b1, ids.a2, ids.m2]);
    expect(idsOf(await deposits({ order: 'asc' }))).toEqual([ids.m2, ids.a1, ids.a2, ids.b1, ids.m1]);
    expect(idsOf(await deposits({ customer: 'zed', sort: 'amount', order: 'asc', min_amount: '150.00' }))).toEqual([ids.a1, ids.b1, ids.a2]);
    expect(idsOf(await deposits({ status: 0, sort: 'amount', order: 'asc' }))).toEqual([ids.a2, ids.m2]);
  });

  it('pages by the size asked for, and says "more than" past 1,000 rows beyond the page when it counts', async () => {
    // 1,030 deposits of one more customer on one day: a dated list counts 20 + 1,000 of them and says there are more.
    const bulk = await registerUser(server, { username: 'BulkPayer', mobile: '0955000000' });
    await server.db.query(
      `INSERT INTO deposits (user_id, channel_id, amount_cents, createtime)
       SELECT $1, (SELECT min(id) FROM deposit_channels), 10000 + g, timestamptz '2024-04-01 08:00:00+00' + make_interval(secs => g)
       FROM generate_series(1, 1030) g`,
      [bulk.userinfo.id],
    );
    const first = await deposits({ from: '2024-04-01', to: '2024-04-01', limit: 10 });
    expect(first.body.data).toMatchObject({ total: 1010, has_more: true, limit: 10, page: 1 });
    expect(first.body.data.list).toHaveLength(10);
    const third = await deposits({ from: '2024-04-01', to: '2024-04-01', limit: 10, page: 3 });
    // Newest first: the 1,030th row's amount is 100 + 10.30; page 3 starts 20 rows later.
    expect(third.body.data.list.map((r) => r.amount)).toEqual(Array.from({ length: 10 }, (_, i) => ((10_000 + 1010 - i) / 100).toFixed(2)));
    expect(third.body.data).toMatchObject({ total: 1030, page: 3 });
    expect(third.body.data.has_more).toBeUndefined();
    // Without dates or amounts the total is the counters' and exact however many there are.
    const all = await deposits({ customer: 'BulkPayer', limit: 100 });
    expect(all.body.data).toMatchObject({ total: 1030, limit: 100 });
    expect(all.body.data.has_more).toBeUndefined();
    expect(all.body.data.list).toHaveLength(100);
    const last = await deposits({ customer: 'BulkPayer', limit: 100, page: 11 });
    expect(last.body.data.list).toHaveLength(30);
  });

  it('refuses bad days, amounts, sizes and sorts with 422 and a message per field, in the request’s language', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ from: '2024-02-30' }, 'from', 'From is not valid'],
      [{ to: '24-01-01' }, 'to', 'To is not valid'],
      [{ from: '2024-03-02', to: '2024-03-01' }, 'to', 'The end date must not be before the start date'],
      [{ min_amount: 'abc' }, 'min_amount', 'Please enter an amount such as 100 or 100.50'],
      [{ max_amount: '1.999' }, 'max_amount', 'Please enter an amount such as 100 or 100.50'],
      [{ min_amount: '10', max_amount: '9.99' }, 'max_amount', 'The maximum must not be below the minimum'],
      [{ limit: 5 }, 'limit', 'Rows per page is not valid'],
      [{ limit: 101 }, 'limit', 'Rows per page is not valid'],
      [{ sort: 'size' }, 'sort', 'Sort by is not valid'],
      [{ order: 'up' }, 'order', 'Order is not valid'],
      [{ customer: 'a%' }, 'customer', 'Customer is not valid'],
    ];
    for (const [body, field, message] of cases) {
      const res = await deposits(body);
      expect({ body, status: res.status, errors: res.body.errors?.[field] }).toEqual({ body, status: 422, errors: [message] });
    }
    const zh = await deposits({ from: '2024-03-02', to: '2024-03-01', lang: 'zh-tw' });
    expect(zh.body.errors).toEqual({ to: ['結束日期不可早於開始日期'] });
  });

  it('refuses a customer text that finds more than 50 customers, to be typed out further', async () => {
    await server.db.query(
      `INSERT INTO users (username, nickname, realname, mobile, password_hash, level, invite_code)
       SELECT 'manyname' || g, 'm', 'M', '0977' || lpad(g::text, 6, '0'), 'x', (SELECT min(level) FROM vip_levels), 'MANY' || g FROM generate_series(1, 51) g`,
    );
    const res = await deposits({ customer: 'manyname' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ customer: ['Too many customers match: type more of the name or number'] });
    expect((await deposits({ customer: 'manyname5' })).status).toBe(200);
  });
});

describe('withdraw/list filters', () => {
  it('filters by customer, amounts and days and sorts by amount, with the full card and whose it is', async () => {
    const ann = await fundedCustomer(server, admin, '5000.00');
    await server.db.query("UPDATE users SET username = 'AnnPayout', mobile = '0966000001' WHERE id = $1", [ann.userinfo.id]);
    await server.db.query('UPDATE users SET level = 4 WHERE id = $1', [ann.userinfo.id]);
    const made: number[] = [];
    for (const amount of ['120.00', '300.00', '200.00']) {
      const res = await withdraw(server, ann.token, amount);
      expect(res.body.code).toBe(1);
      made.push(res.body.data.id);
    }
    const [w120, w300, w200] = made as [number, number, number];
    const page = (body: Record<string, unknown>, headers?: Record<string, string>) => list<AdminWithdrawal>('/api/admin/withdraw/list', body, headers);
    const byAmount = await page({ customer: 'annp', sort: 'amount' });
    expect(idsOf(byAmount)).toEqual([w300, w200, w120]);
    expect(byAmount.body.data.list[0]).toMatchObject({ username: 'AnnPayout', user_id: ann.userinfo.id, card_no: '************7890', amount: '300.00' });
    expect(byAmount.body.data.total).toBe(3);
    expect(idsOf(await page({ customer: '0966', min_amount: '150', max_amount: '250' }))).toEqual([w200]);
    await server.db.query("UPDATE withdrawals SET createtime = '2024-05-05T23:00:00Z' WHERE id = $1", [w120]);
    expect(idsOf(await page({ from: '2024-05-06', to: '2024-05-06' }, { minute: '-60' }))).toEqual([w120]);
    expect(idsOf(await page({ from: '2024-05-06', to: '2024-05-06' }))).toEqual([]);
    await server.post('/api/admin/withdraw/approve', { id: w300 }, { token: admin });
    expect(idsOf(await page({ customer: 'AnnPayout', status: 0, order: 'asc' }))).toEqual([w120, w200]);
  });
});

describe('order/list filters', () => {
  it('filters by brand, customer, status and amounts and sorts by amount, each order with whose it is', async () => {
    const kettle = await itemOnSale(server, admin, 50);
    const lamp = await itemOnSale(server, admin, 50, { title_en: 'Lamp', title_zh: '燈', price: '40.00' });
    const [kettleBrand] = await server.db.query<{ brand_id: number }>('SELECT brand_id FROM goods WHERE id = $1', [kettle]);
    const bob = await shopper(server, admin, '2000.00');
    const cat = await shopper(server, admin, '2000.00');
    await server.db.query("UPDATE users SET username = 'BobBuyer' WHERE id = $1", [bob.id]);
    await server.db.query("UPDATE users SET username = 'CatBuyer' WHERE id = $1", [cat.id]);
    const ids: number[] = [];
    for (const [who, goods, quantity] of [
      [bob, kettle, 1],
      [bob, lamp, 2],
      [cat, kettle, 3],
      [cat, lamp, 1],
    ] as const) {
      const res = await buy(server, who.token, goods, quantity);
      expect(res.body.code).toBe(1);
      ids.push(res.body.data.id);
    }
    const [bobKettle, bobLamp, catKettle, catLamp] = ids as [number, number, number, number];
    await server.post('/api/admin/order/ship', { id: bobKettle, carrier: 'Post', tracking_no: 'T1' }, { token: admin });
    const orders = (body: Record<string, unknown>) => list<AdminOrder>('/api/admin/order/list', body);
    const brand = await orders({ brand_id: kettleBrand!.brand_id });
    expect(idsOf(brand)).toEqual([catKettle, bobKettle]);
    expect(brand.body.data.list[0]).toMatchObject({ username: 'CatBuyer', user_id: cat.id, title: 'Kettle', quantity: 3 });
    expect(brand.body.data.total).toBe(2);
    expect(idsOf(await orders({ brand_id: kettleBrand!.brand_id, status: 'placed' }))).toEqual([catKettle]);
    expect(idsOf(await orders({ customer: 'bobb' }))).toEqual([bobLamp, bobKettle]);
    expect(idsOf(await orders({ customer: 'buyer' }))).toEqual([]);
    const byAmount = await orders({ customer: 'CatB', sort: 'amount', order: 'asc' });
    expect(idsOf(byAmount)).toEqual([catLamp, catKettle]);
    expect(byAmount.body.data.total).toBe(2);
    expect(idsOf(await orders({ status: 'placed', sort: 'amount' }))).toEqual([catKettle, bobLamp, catLamp]);
    const [cheapest] = (await orders({ status: 'placed', sort: 'amount', order: 'asc', limit: 10 })).body.data.list;
    expect(cheapest).toMatchObject({ id: catLamp });
    expect(idsOf(await orders({ min_amount: '70', max_amount: '90' }))).toEqual([bobLamp]);
    expect((await orders({ brand_id: 999_999 })).body.data).toMatchObject({ list: [], total: 0 });
    expect((await orders({ status: 'lost' })).status).toBe(422);
  });
});
