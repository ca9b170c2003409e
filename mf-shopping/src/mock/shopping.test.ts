import { answerOf, callMock, signIn, TEST_NOW } from '@snapmall/shared/mock/testing';
import type { Brand, BuyQuota, Goods, Order, OrderDetail, PageOf, ReceivedPage, UserInfo, Vip, VipUpgradeAnswer } from '@snapmall/shared/contract';
import { BACKPACK, HEADPHONES, KETTLE, MUG, SNEAKERS, WATCH } from './fixtures';
import { shoppingMock } from './remote';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function session(seed = 'default', now = TEST_NOW) {
  const state = shoppingMock.seeds[seed]!(now);
  const token = signIn(shoppingMock, state, now);
  const call = <T>(url: string, body = {}, lang: 'en-us' | 'zh-tw' = 'en-us') =>
    answerOf(callMock(shoppingMock, state, url, body, { token, lang, now })).body as { code: number; msg: string; data: T };
  const quota = () => call<BuyQuota>('/api/goods/quota').data;
  const goods = (id: number) => call<Goods>('/api/goods/detail', { id }).data;
  return { state, call, quota, goods };
}

describe("mf-shopping's mock keeps state as the server would", () => {
  it('the catalogue at the customer’s level: member price, rebate rate, stock and sale windows', () => {
    const { call } = session();
    expect(call<Brand[]>('/api/goods/brand', {}, 'zh-tw').data.map((b) => b.name)).toEqual(['家居工坊', '聲浪', '城市裝備']);
    const kettle = call<PageOf<Goods>>('/api/goods/list', { brand_id: 1, page: 1 }).data.list[0]!;
    // VIP 3: 2 % off 1,299.00 (25.98) and a 1.20 % rebate.
    expect(kettle).toMatchObject({ id: KETTLE, title: 'Steel kettle 1.7 L', price: '1299.00', member_price: '1273.02', discount_rate: '2.00', rebate_rate: '1.20', stock: 120, level_ok: 1, selling: 1 });
    const urban = call<PageOf<Goods>>('/api/goods/list', { brand_id: 3 }).data;
    expect(urban.list.map((g) => [g.id, g.selling])).toEqual([[WATCH, 1], [SNEAKERS, 0], [BACKPACK, 1]]);
    expect(urban.list[1]!.sale_start).toBe(TEST_NOW + 2 * 3600);
    // A level that may not buy the watch does not see it.
    expect(call<PageOf<Goods>>('/api/goods/list', { brand_id: 3, level: 1 }).data.total).toBe(2);
    expect(call<Goods>('/api/goods/detail', { id: HEADPHONES }).data.sale_end).toBe(TEST_NOW + 6 * 3600);
    expect(answerOf(callMock(shoppingMock, session().state, '/api/goods/detail', { id: 99 }, { token: 'x' })).status).toBe(401);
  });

  it('a buy pays the member price from the balance, takes the stock, uses the day and shows in the orders', () => {
    const { call, quota, goods } = session();
    expect(quota()).toMatchObject({ level: 3, per_day: 8, used_today: 1, left_today: 7, in_progress_max: 3, in_progress: 2, day: '2026-03-14', balance: '10000.00', points_per_unit: 1 });
    const placed = call<Order>('/api/goods/buy', { goods_id: MUG, quantity: 3, request_id: uuid(1) }, 'zh-tw');
    // 399.00 less 2 % (7.98) = 391.02 each; rebate 1,197.00 × 1.20 % = 14.36; a point per whole 1.00 paid.
    expect(placed).toMatchObject({ code: 1, msg: '下單成功', data: { title: '石陶馬克杯', quantity: 3, member_price: '391.02', amount: '1173.06', rebate: '14.36', rebate_rate: '1.20', points: 1173, status: 'placed', auto_receive_at: 0 } });
    // The same request id again answers the same order, charged once; with another body it is refused.
    expect(call<Order>('/api/goods/buy', { goods_id: MUG, quantity: 3, request_id: uuid(1) }).data.id).toBe(placed.data.id);
    expect(call('/api/goods/buy', { goods_id: MUG, quantity: 2, request_id: uuid(1) }).msg).toBe('This request id was already used for a different request; please try again');
    expect(quota()).toMatchObject({ used_today: 2, left_today: 6, in_progress: 3, balance: '8826.94' });
    expect(goods(MUG).stock).toBe(497);
    expect(call<PageOf<Order>>('/api/user/buylog', { page: 1 }, 'zh-tw').data.list[0]).toEqual(placed.data);
    expect(call<PageOf<Order>>('/api/user/recentorder').data.list.map((o) => o.status)).toEqual(['placed', 'placed', 'shipped']);
    expect(call<OrderDetail>('/api/user/recentorderdetail', { id: placed.data.id }).data.events).toEqual([{ status: 'placed', time: TEST_NOW }]);
    expect(call<UserInfo>('/api/user/retval').data).toMatchObject({ money: '8826.94', now_order_money: expect.any(String) as string });
  });

  it('buys are refused in the order the server checks: window, level, in progress, stock, balance', () => {
    const { call, state } = session();
    expect(call('/api/goods/buy', { goods_id: SNEAKERS, quantity: 1, request_id: uuid(2) }).msg).toMatch(/^The sale of this item has not started yet: it opens at \d\d:\d\d$/);
    expect(call('/api/goods/buy', { goods_id: 42, quantity: 1, request_id: uuid(3) })).toMatchObject({ code: 0, msg: 'This item is no longer in the catalogue' });
    // At most ORDER_MAX_QUANTITY a buy (the request schema's), so the stock short is one below that.
    state.goods.find((g) => g.id === BACKPACK)!.stock = 4;
    expect(call('/api/goods/buy', { goods_id: BACKPACK, quantity: 5, request_id: uuid(4) }, 'zh-tw').msg).toBe('僅剩 4 件，請減少數量');
    expect(call('/api/goods/buy', { goods_id: KETTLE, quantity: 9, request_id: uuid(5) }).msg).toBe('Your balance is not enough: this order costs 11,457.18; please deposit first');
    call('/api/goods/buy', { goods_id: KETTLE, quantity: 1, request_id: uuid(6) });
    expect(call('/api/goods/buy', { goods_id: MUG, quantity: 1, request_id: uuid(7) }).msg).toBe('You have 3 orders in progress, the most your level allows; confirm receipt of one first');
    state.user.level = 1;
    expect(call('/api/goods/buy', { goods_id: WATCH, quantity: 1, request_id: uuid(8) }).msg).toBe('This item is for VIP level 2 and above; upgrade your level to buy it');
    expect(state.orders).toHaveLength(6);
  });

  it('a buy the request schema refuses (too many, a quantity as text) is the server 422 and takes nothing', () => {
    const { call, quota, state } = session();
    const before = JSON.stringify(state);
    expect(call('/api/goods/buy', { goods_id: MUG, quantity: 11, request_id: uuid(9) }, 'zh-tw')).toMatchObject({ code: 422, msg: 'quantity無效', errors: { quantity: ['quantity無效'] } });
    expect(call('/api/goods/buy', { goods_id: MUG, quantity: '2', request_id: uuid(9) })).toMatchObject({ code: 422, msg: 'quantity has the wrong type', data: null });
    expect(JSON.stringify(state)).toBe(before);
    expect(quota()).toMatchObject({ used_today: 1, balance: '10000.00' });
  });

  it('receiving a shipped order credits its rebate and points; cancelling a placed one refunds it and returns the stock', () => {
    const { call, quota, goods, state } = session();
    const shipped = call<PageOf<Order>>('/api/user/recentorder').data.list.find((o) => o.status === 'shipped')!;
    expect(shipped).toMatchObject({ title: 'Day backpack 22 L', carrier: 'SnapMall Express', auto_receive_at: shipped.shiptime + 7 * 24 * 3600 });
    const before = call<ReceivedPage>('/api/user/reclog').data;
    expect([before.total, before.rebate_total, before.points_total]).toEqual([2, '32.26', 2634]);
    const points = state.points;
    expect(call<Order>('/api/order/receive', { id: shipped.id })).toMatchObject({ msg: 'Receipt confirmed: the rebate and points are credited', data: { status: 'received', receivetime: TEST_NOW, rebate: '19.08' } });
    expect(state.points).toBe(points + shipped.points);
    expect(quota().balance).toBe('10019.08');
    const after = call<ReceivedPage>('/api/user/reclog').data;
    expect([after.total, after.rebate_total, after.list[0]!.id]).toEqual([3, '51.34', shipped.id]);
    // Receiving it again answers the received order; a placed order cannot be received, a shipped one not cancelled.
    expect(call('/api/order/receive', { id: shipped.id }).code).toBe(1);
    const placed = call<PageOf<Order>>('/api/user/buylog', { status: 'placed' }).data.list[0]!;
    expect(call('/api/order/receive', { id: placed.id }).msg).toBe('This order has not shipped yet; you can confirm receipt once it has');
    expect(call('/api/order/cancel', { id: shipped.id }).msg).toBe('This order has already shipped and can no longer be cancelled');
    expect(call<Order>('/api/order/cancel', { id: placed.id }, 'zh-tw')).toMatchObject({ msg: '訂單已取消，款項已退回餘額', data: { status: 'cancelled', canceltime: TEST_NOW } });
    expect(quota()).toMatchObject({ balance: '11292.10', used_today: 0, in_progress: 0 });
    expect(goods(KETTLE).stock).toBe(121);
    expect(call('/api/order/receive', { id: placed.id }).msg).toBe('This order was cancelled');
    expect(answerOf(callMock(shoppingMock, state, '/api/user/buylogdetail', { id: 999 }, { token: Object.keys(state.session.tokens)[0] }))).toMatchObject({ status: 404, body: { code: 404, msg: 'No such order' } });
  });

  it('a VIP upgrade is paid from the balance once per request id; the new level prices the goods', () => {
    const { call, goods } = session();
    expect(call<Vip[]>('/api/goods/level').data.map((v) => [v.level, v.price, v.task_num, v.task_everyday])).toEqual([[1, '0.00', 3, 1], [2, '500.00', 5, 2], [3, '2000.00', 8, 3], [4, '8000.00', 12, 4]]);
    expect(call('/api/user/vipupgrade', { level: 2, request_id: uuid(9) }).msg).toBe('You are already at level 3; choose a higher level');
    const up = call<VipUpgradeAnswer>('/api/user/vipupgrade', { level: 4, request_id: uuid(10) });
    expect(up).toMatchObject({ code: 1, msg: 'Your VIP level is upgraded', data: { level: 4, paid: '8000.00', balance: '2000.00' } });
    expect(call<VipUpgradeAnswer>('/api/user/vipupgrade', { level: 4, request_id: uuid(10) }).data).toEqual(up.data);
    expect(call<UserInfo>('/api/user/retval').data).toMatchObject({ level: 4, money: '2000.00', vip: { name: 'VIP 4' } });
    expect(goods(KETTLE)).toMatchObject({ member_price: '1260.03', rebate_rate: '1.60' });
    const empty = session('empty');
    expect(empty.call('/api/user/vipupgrade', { level: 2, request_id: uuid(11) }).msg).toBe('Your balance is not enough for this');
  });

  it('sold-out: the kettle shows its last unit, the buy is refused "Sold out" and the item is then sold out', () => {
    const { call, goods, quota } = session('sold-out');
    expect(goods(KETTLE).stock).toBe(1);
    expect(goods(MUG).stock).toBe(0);
    expect(call('/api/goods/buy', { goods_id: KETTLE, quantity: 1, request_id: uuid(12) }, 'zh-tw')).toMatchObject({ code: 0, msg: '已售完', data: null });
    expect(goods(KETTLE).stock).toBe(0);
    expect(call('/api/goods/buy', { goods_id: MUG, quantity: 1, request_id: uuid(13) }).msg).toBe('Sold out');
    expect(quota()).toMatchObject({ used_today: 1, balance: '10000.00' });
  });

  it('quota-used: 8 of 8 snap buys today, the next refused until the shop’s next day', () => {
    const { call, quota } = session('quota-used');
    expect(quota()).toMatchObject({ per_day: 8, used_today: 8, left_today: 0, in_progress: 2, resets_at: Date.UTC(2026, 2, 14, 16) / 1000 });
    expect(call('/api/goods/buy', { goods_id: MUG, quantity: 1, request_id: uuid(14) }).msg).toBe('You have used all 8 snap buys of today; more tomorrow');
    expect(call('/api/goods/buy', { goods_id: MUG, quantity: 1, request_id: uuid(14) }, 'zh-tw').msg).toBe('今日 8 次搶購次數已用完，請明天再來');
    expect(call<PageOf<Order>>('/api/user/buylog').data.total).toBe(12);
  });

  it('empty: no brands, no goods, no orders, no money', () => {
    const { call, quota } = session('empty');
    expect(call<Brand[]>('/api/goods/brand').data).toEqual([]);
    expect(call<PageOf<Goods>>('/api/goods/list', { brand_id: 1 }).data).toEqual({ list: [], total: 0, page: 1 });
    expect(call<PageOf<Order>>('/api/user/buylog').data.total).toBe(0);
    expect(call<ReceivedPage>('/api/user/reclog').data).toMatchObject({ total: 0, rebate_total: '0.00', points_total: 0 });
    expect(quota()).toMatchObject({ level: 1, per_day: 3, used_today: 0, in_progress: 0, balance: '0.00' });
  });
});
