import type { AdminOrder, Order, PageOf } from '@snapmall/shared/contract';
import { startTestServer, type TestServer } from './helpers';
import { fundedCustomer, moneyShop, withdraw } from './money-helpers';
import { buy, itemOnSale, publishRoomyLevel, shopper } from './order-helpers';

/**
 * Pages that show another module's rows: whose a deposit, withdrawal or order is (account's users) and what an
 * order bought (shopping's goods). The modules ask the owner's service for them; the answers are what a join of
 * the tables gives, which the test reads itself.
 */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ admin } = await moneyShop(server));
  await publishRoomyLevel(server, admin);
});
afterAll(() => server.close());

const auth = (token: string) => ({ token });

async function usernamesByJoin(table: 'deposits' | 'withdrawals' | 'orders', ids: number[]) {
  const rows = await server.db.query<{ id: number; username: string }>(
    `SELECT t.id::int AS id, u.username FROM ${table} t JOIN users u ON u.id = t.user_id WHERE t.id = ANY($1::int[]) ORDER BY t.id DESC`,
    [ids],
  );
  return rows.map((r) => ({ id: r.id, username: r.username }));
}

describe("the operator's lists name the customer", () => {
  it('on deposits and withdrawals, listed and reviewed', async () => {
    const customers = [await fundedCustomer(server, admin, '500.00'), await fundedCustomer(server, admin, '300.00')];
    for (const c of customers) expect((await withdraw(server, c.token, '100.00')).body.code).toBe(1);

    const deposits = await server.post<PageOf<{ id: number; user_id: number; username: string }>>('/api/admin/deposit/list', {}, auth(admin));
    const shownDeposits = deposits.body.data.list.map((d) => ({ id: d.id, username: d.username }));
    expect(shownDeposits.length).toBeGreaterThanOrEqual(2);
    expect(shownDeposits).toEqual(await usernamesByJoin('deposits', shownDeposits.map((d) => d.id)));
    expect(shownDeposits.map((d) => d.username)).toEqual(expect.arrayContaining(customers.map((c) => c.username)));

    const withdrawals = await server.post<PageOf<{ id: number; username: string }>>('/api/admin/withdraw/list', { status: 0 }, auth(admin));
    const shownWithdrawals = withdrawals.body.data.list.map((w) => ({ id: w.id, username: w.username }));
    expect(shownWithdrawals).toEqual(await usernamesByJoin('withdrawals', shownWithdrawals.map((w) => w.id)));
    expect(shownWithdrawals.map((w) => w.username)).toEqual(expect.arrayContaining(customers.map((c) => c.username)));

    const [first, second] = shownWithdrawals.filter((w) => customers.some((c) => c.username === w.username));
    const approved = await server.post<{ username: string }>('/api/admin/withdraw/approve', { id: first!.id }, auth(admin));
    expect(approved.body.data.username).toBe(first!.username);
    const rejected = await server.post<{ username: string }>('/api/admin/withdraw/reject', { id: second!.id, reason: 'Check the card' }, auth(admin));
    expect(rejected.body.data.username).toBe(second!.username);
  });

  it('on orders, with what each bought in the reader language', async () => {
    const kettle = await itemOnSale(server, admin, 10);
    const lamp = await itemOnSale(server, admin, 10, { title_en: 'Lamp', title_zh: '檯燈', images: ['/goods/lamp.svg', '/goods/lamp-2.svg'] });
    const [ann, bob] = [await shopper(server, admin, '1000'), await shopper(server, admin, '1000')];
    for (const [who, goods] of [[ann, kettle], [bob, lamp], [ann, lamp]] as const) expect((await buy(server, who.token, goods)).body.code).toBe(1);

    const mine = await server.post<PageOf<Order>>('/api/user/buylog', { lang: 'zh-tw' }, auth(ann.token));
    expect(mine.body.data.list.map((o) => [o.title, o.image])).toEqual([['檯燈', '/goods/lamp.svg'], ['水壺', '/goods/kettle.svg']]);

    const listed = await server.post<PageOf<AdminOrder>>('/api/admin/order/list', { status: 'placed' }, auth(admin));
    const shown = listed.body.data.list.filter((o) => [kettle, lamp].includes(o.goods_id));
    expect(shown.map((o) => [o.title, o.image])).toEqual([['Lamp', '/goods/lamp.svg'], ['Lamp', '/goods/lamp.svg'], ['Kettle', '/goods/kettle.svg']]);
    expect(shown.map((o) => ({ id: o.id, username: o.username }))).toEqual(await usernamesByJoin('orders', shown.map((o) => o.id)));
    expect(new Set(shown.map((o) => o.user_id))).toEqual(new Set([ann.id, bob.id]));
  });
});
