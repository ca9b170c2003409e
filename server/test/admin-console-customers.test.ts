import { randomUUID } from 'node:crypto';
import type { AdminPageOf, AdminUserDetail, AdminUserRow, AdminUserSignIn, Bet, MessageListAnswer, MoneyLogEntry, PageOf } from '@snapmall/shared/contract';
import type { TestServer } from './helpers';
import { requestApproved } from './approval-helpers';
import { operatorLogin, registerUser } from './helpers';
import { deposit, fundedCustomer, withdraw } from './money-helpers';
import { buy, itemOnSale, withOrderShop } from './order-helpers';

/**
 * The console's customers (issue 19): found by id, username start (any case) or mobile start; one customer's
 * account, balances, held cash, points, level, masked card and counts of their records; their statement (cash or
 * points), bets, messages and sign-ins exactly as they see them; every operator may look, only finance adjusts.
 */
let server: TestServer;
let admin: string;
withOrderShop((shop) => ({ server, admin } = shop));

const asAdmin = <T,>(url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => server.post<T>(url, body, { token: admin, ...headers });
const users = (body: Record<string, unknown>) => asAdmin<AdminPageOf<AdminUserRow>>('/api/admin/user/list', body);
const adjust = (userId: number, asset: 'cash' | 'points', amount: string) =>
  requestApproved(server, '/api/admin/user/adjust', { user_id: userId, asset, amount, reason: 'console test', request_id: randomUUID() }, admin);

describe('user/list', () => {
  it('finds customers by id, by the start of a username in any case, by the start of a mobile number', async () => {
    const dora = await registerUser(server, { username: 'DoraQuest', mobile: '0988100001' });
    const dory = await registerUser(server, { username: 'dory_q', mobile: '0988100002' });
    const eli = await registerUser(server, { username: 'EliQuest', mobile: '0988200001' });
    await adjust(dora.userinfo.id, 'cash', '12.50');
    await adjust(dora.userinfo.id, 'points', '40');

    const newest = await users({ page: 1 });
    expect(newest.body.code).toBe(1);
    expect(newest.body.data.list.slice(0, 3).map((r) => r.id)).toEqual([eli.userinfo.id, dory.userinfo.id, dora.userinfo.id]);
    expect(newest.body.data).toMatchObject({ page: 1, limit: 20 });
    expect(newest.body.data.total).toBe(newest.body.data.list.length);

    const dor = await users({ q: 'DOR' });
    expect(dor.body.data.list.map((r) => r.username)).toEqual(['DoraQuest', 'dory_q']);
    expect(dor.body.data.list[0]).toEqual({
      id: dora.userinfo.id,
      username: 'DoraQuest',
      mobile: '0988100001',
      realname: 'Ada Lovelace',
      level: dora.userinfo.level,
      balance: '12.50',
      points: 40,
      status: 'normal',
      createtime: dora.userinfo.createtime,
    });
    expect(dor.body.data.total).toBe(2);
    expect((await users({ q: '09881' })).body.data.list.map((r) => r.id)).toEqual([dora.userinfo.id, dory.userinfo.id]);
    expect((await users({ q: 'dory_' })).body.data.list.map((r) => r.id)).toEqual([dory.userinfo.id]);
    // An id finds that customer first, then anyone whose number starts with it.
    const byId = await users({ q: String(eli.userinfo.id) });
    expect(byId.body.data.list[0]!.id).toBe(eli.userinfo.id);
    expect((await users({ q: 'nobodyhere' })).body.data).toMatchObject({ list: [], total: 0 });
    expect((await users({ q: 'x y' })).status).toBe(422);
    expect((await users({ limit: 9 })).status).toBe(422);
  });

  it('pages what a search finds, counting up to 1,000 past the page', async () => {
    await server.db.query(
      `INSERT INTO users (username, nickname, realname, mobile, password_hash, level, invite_code)
       SELECT 'pager' || lpad(g::text, 4, '0'), 'p', 'P', '0999' || lpad(g::text, 6, '0'), 'x', (SELECT min(level) FROM vip_levels), 'PAGER' || g
       FROM generate_series(1, 1050) g`,
    );
    const first = await users({ q: 'pager', limit: 25 });
    expect(first.body.data).toMatchObject({ total: 1025, has_more: true, limit: 25 });
    expect(first.body.data.list.map((r) => r.username).slice(0, 2)).toEqual(['pager0001', 'pager0002']);
    const third = await users({ q: 'PAGER', limit: 25, page: 3 });
    expect(third.body.data.list[0]!.username).toBe('pager0051');
    const byNumber = await users({ q: '0999', limit: 100, page: 11 });
    expect(byNumber.body.data).toMatchObject({ total: 1050, page: 11 });
    expect(byNumber.body.data.has_more).toBeUndefined();
    expect(byNumber.body.data.list.map((r) => r.mobile)).toEqual(Array.from({ length: 50 }, (_, i) => `0999${String(1001 + i).padStart(6, '0')}`));
  });
});

describe('one customer', () => {
  it('answers the account, balances, held cash, points, level, masked card and counts of every record', async () => {
    const fay = await fundedCustomer(server, admin, '800.00');
    await server.db.query("UPDATE users SET username = 'FayLook', level = 2 WHERE id = $1", [fay.userinfo.id]);
    await withdraw(server, fay.token, '150.00');
    await adjust(fay.userinfo.id, 'points', '300');
    const goods = await itemOnSale(server, admin, 10);
    await server.db.query('UPDATE users SET level = 9 WHERE id = $1', [fay.userinfo.id]);
    expect((await buy(server, fay.token, goods)).body.code).toBe(1);
    expect((await server.post('/api/user/signin', { request_id: randomUUID() }, { token: fay.token })).body.code).toBe(1);

    const got = await asAdmin<AdminUserDetail>('/api/admin/user/get', { user_id: fay.userinfo.id });
    expect(got.body.code).toBe(1);
    const own = await server.post<{ money: string; held_money: string; score: number; logintime: number }>('/api/user/retval', {}, { token: fay.token });
    expect(got.body.data).toEqual({
      id: fay.userinfo.id,
      username: 'FayLook',
      realname: 'Ada Lovelace',
      mobile: '0912345678',
      nickname: fay.userinfo.nickname,
      status: 'normal',
      level: { id: 9, name: 'Test roomy' },
      balance: own.body.data.money,
      held: '150.00',
      points: own.body.data.score,
      card: { bank_name: 'Bank of Taiwan', card_no: '************7890' },
      createtime: fay.userinfo.createtime,
      last_login: expect.any(Number),
      counts: { deposits: 1, withdrawals: 1, orders: 1, bets: 0, messages: expect.any(Number), signins: 1 },
    });
    expect(got.body.data.balance).toBe('552.00');
    const messages = await server.post<MessageListAnswer>('/api/message/list', {}, { token: fay.token });
    expect(got.body.data.counts.messages).toBe(messages.body.data.total);

    const bare = await registerUser(server);
    const none = await asAdmin<AdminUserDetail>('/api/admin/user/get', { user_id: bare.userinfo.id });
    expect(none.body.data).toMatchObject({ card: null, balance: '0.00', held: '0.00', points: 0, counts: { deposits: 0, withdrawals: 0, orders: 0, bets: 0, messages: 0, signins: 0 } });
    const missing = await asAdmin('/api/admin/user/get', { user_id: 99_999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('No such customer');
  });

  it('answers the statement exactly as the customer sees theirs, cash or points, by kind and by the operator’s days', async () => {
    const gus = await fundedCustomer(server, admin, '500.00');
    await deposit(server, admin, gus.token, '120.00');
    await adjust(gus.userinfo.id, 'cash', '-20.00');
    await adjust(gus.userinfo.id, 'points', '75');
    await adjust(gus.userinfo.id, 'points', '-25');
    const theirs = await server.post<PageOf<MoneyLogEntry>>('/api/user/moneylog', { page: 1 }, { token: gus.token });
    const log = (body: Record<string, unknown>, headers?: Record<string, string>) =>
      asAdmin<AdminPageOf<MoneyLogEntry>>('/api/admin/user/moneylog', { user_id: gus.userinfo.id, ...body }, headers);
    const ours = await log({ page: 1 });
    expect(ours.body.data.list).toEqual(theirs.body.data.list);
    expect(ours.body.data).toMatchObject({ total: theirs.body.data.total, page: 1, limit: 20 });
    expect(ours.body.data.list.map((l) => l.amount)).toEqual(['-20.00', '+120.00', '+500.00']);
    const byKind = await log({ kind: 'deposit' });
    expect(byKind.body.data.list.map((l) => l.amount)).toEqual(['+120.00', '+500.00']);
    const points = await log({ asset: 'points' });
    expect(points.body.data.list.map((l) => [l.amount, l.balance, l.kind])).toEqual([
      ['-25', '50', 'adjustment'],
      ['+75', '75', 'adjustment'],
    ]);
    expect((await log({ limit: 10 })).body.data.limit).toBe(10);
    // Days: today in the operator's zone holds all of it; a day far off none, its count capped and exact.
    const zone = { minute: '-840' };
    const [{ today }] = (await server.db.query<{ today: string }>("SELECT to_char(now() AT TIME ZONE 'UTC-14:00', 'YYYY-MM-DD') AS today")) as [{ today: string }];
    const dated = await log({ from: today, to: today }, zone);
    expect(dated.body.data.list).toEqual(theirs.body.data.list);
    expect((await log({ from: '2001-01-01', to: '2001-01-31' }, zone)).body.data).toMatchObject({ list: [], total: 0 });
    expect((await log({ from: '2024-02-02', to: '2024-02-01' })).body.errors).toEqual({ to: ['The end date must not be before the start date'] });
    expect((await log({ asset: 'gold' })).status).toBe(422);
    expect((await asAdmin('/api/admin/user/moneylog', { user_id: 99_999_999 })).status).toBe(404);
  });

  it('answers bets, messages and sign-ins as the customer’s own pages do', async () => {
    const hal = await fundedCustomer(server, admin, '100.00');
    const [game] = await server.db.query<{ id: number }>('SELECT min(id) AS id FROM lottery_games');
    await server.db.query(
      `INSERT INTO lottery_bets (user_id, game_id, period_no, bet_type, amount, payout_rate, shop_day)
       SELECT $1, $2, g, 'big', 10 * g, 195, current_date FROM generate_series(1, 3) g`,
      [hal.userinfo.id, game!.id],
    );
    await server.db.query(
      `INSERT INTO signins (user_id, day, points, streak) SELECT $1, current_date - g, 5, 3 - g FROM generate_series(0, 2) g`,
      [hal.userinfo.id],
    );
    const page = (what: string) => asAdmin<PageOf<unknown>>(`/api/admin/user/${what}`, { user_id: hal.userinfo.id, page: 1 });

    const bets = await page('bets');
    const ownBets = await server.post<PageOf<Bet>>('/api/lottery/buylog', { page: 1 }, { token: hal.token });
    expect(bets.body.data).toEqual(ownBets.body.data);
    expect(bets.body.data.total).toBe(3);

    const messages = await page('messages');
    const ownMessages = await server.post<MessageListAnswer>('/api/message/list', { page: 1 }, { token: hal.token });
    expect(messages.body.data).toEqual(ownMessages.body.data);
    expect(messages.body.data.total).toBeGreaterThan(0);

    const signins = await asAdmin<PageOf<AdminUserSignIn>>('/api/admin/user/signins', { user_id: hal.userinfo.id, page: 1 });
    const [{ today }] = (await server.db.query<{ today: string }>("SELECT to_char(current_date, 'YYYY-MM-DD') AS today")) as [{ today: string }];
    expect(signins.body.data.total).toBe(3);
    expect(signins.body.data.list[0]).toMatchObject({ day: today, points: 5, streak: 3 });
    expect(signins.body.data.list.map((s) => s.streak)).toEqual([3, 2, 1]);
    expect((await asAdmin<AdminUserDetail>('/api/admin/user/get', { user_id: hal.userinfo.id })).body.data.counts).toMatchObject({ bets: 3, signins: 3 });
    for (const what of ['bets', 'messages', 'signins']) {
      expect((await asAdmin(`/api/admin/user/${what}`, { user_id: 99_999_999 })).status).toBe(404);
    }
  });
});

describe('who may look', () => {
  it('lets every operator find and read a customer and the dashboard; only finance and the owner adjust or review', async () => {
    const customer = await registerUser(server);
    const tokens: Record<string, string> = {};
    for (const role of ['content', 'finance', 'games'] as const) {
      const made = await requestApproved<{ password: string }>(server, '/api/admin/operator/save', { username: `look_${role}`, roles: [role] }, admin);
      tokens[role] = (await operatorLogin(server, `look_${role}`, made.body.data.password)).token;
    }
    const post = (url: string, body: Record<string, unknown>, role: string) => server.post(url, body, { token: tokens[role]! });
    for (const role of ['content', 'finance', 'games']) {
      for (const [url, body] of [
        ['/api/admin/user/list', { page: 1 }],
        ['/api/admin/user/get', { user_id: customer.userinfo.id }],
        ['/api/admin/user/signins', { user_id: customer.userinfo.id }],
        ['/api/admin/dashboard', {}],
      ] as const) {
        expect({ role, url, status: (await post(url, body, role)).status }).toEqual({ role, url, status: 200 });
      }
    }
    const adjustBody = { user_id: customer.userinfo.id, asset: 'cash', amount: '1', reason: 'x', request_id: randomUUID() };
    expect((await post('/api/admin/user/adjust', adjustBody, 'content')).status).toBe(403);
    // The statement, line by line, is finance's like the deposits and withdrawals.
    for (const role of ['content', 'games']) expect((await post('/api/admin/user/moneylog', { user_id: customer.userinfo.id }, role)).status).toBe(403);
    expect((await post('/api/admin/user/moneylog', { user_id: customer.userinfo.id }, 'finance')).status).toBe(200);
    expect((await post('/api/admin/deposit/list', { page: 1 }, 'content')).status).toBe(403);
    expect((await post('/api/admin/deposit/list', { page: 1 }, 'finance')).status).toBe(200);
    expect((await post('/api/admin/audit/list', { page: 1 }, 'finance')).status).toBe(403);
    // Finance asks (issue 26: a second operator approves).
    expect((await post('/api/admin/user/adjust', adjustBody, 'finance')).body).toMatchObject({ code: 1, data: { requested: { kind: 'adjust' } } });
  });
});
