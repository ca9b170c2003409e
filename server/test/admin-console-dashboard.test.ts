import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdminDashboard, Deposit, Order, Withdrawal } from '@snapmall/shared/contract';
import { splitStatements } from '../src/db/migrate';
import { LedgerService } from '../src/modules/ledger/service';
import type { TestServer } from './helpers';
import { requestApproved } from './approval-helpers';
import { registerUser } from './helpers';
import { firstChannel } from './money-helpers';
import { buy, itemOnSale, servicesOf, withOrderShop } from './order-helpers';

/**
 * The dashboard (issue 19): what waits, and each day's money in and out, sales, points staked and paid and new
 * customers in the operator's time zone, equal to what the test did, on the right day at a time zone's edge; the
 * quarter-hour sums (migration 029) equal the ledger's transfers under concurrent writers and when rebuilt.
 */
let server: TestServer;
let admin: string;
withOrderShop((shop) => ({ server, admin } = shop));

const DAY_MS = 86_400_000;
const QUARTER_MS = 900_000;
const dashboard = (body: Record<string, unknown>, minute: number) =>
  server.post<AdminDashboard>('/api/admin/dashboard', body, { token: admin, minute: String(minute) });

/** The `minute` header whose midnight is this instant's quarter hour (the header is UTC minus local time). */
function minuteWithMidnightAt(quarter: number): number {
  const ofDay = ((quarter % DAY_MS) + DAY_MS) % DAY_MS / 60_000;
  return ofDay >= 720 ? ofDay - 1440 : ofDay;
}

const dbNow = async () => (await server.db.query<{ now: Date }>('SELECT clock_timestamp() AS now'))[0]!.now.getTime();
const ok = <T,>(res: { body: { code: number; msg: string; data: T } }) => {
  if (res.body.code !== 1) throw new Error(res.body.msg);
  return res.body.data;
};

describe('the dashboard', () => {
  it('answers what waits and each day’s figures, equal to what was done, on the right day at the zone’s edge', async () => {
    // Everyone there was before this test registered long ago; from here on, today starts at this quarter hour.
    await server.db.query("UPDATE users SET createtime = '2020-01-01T00:00:00Z'");
    const start = Math.floor((await dbNow()) / QUARTER_MS) * QUARTER_MS;
    const minute = minuteWithMidnightAt(start);
    const ledger = new LedgerService(server.db);

    const ann = await registerUser(server);
    const ben = await registerUser(server);
    const cy = await registerUser(server);
    const channel = await firstChannel(server, ann.token);
    const submit = async (token: string, amount: string) =>
      ok(await server.post<Deposit>('/api/recharge/submit', { channel_id: channel.id, amount, request_id: randomUUID() }, { token })).id;
    // Money in: 500 + 1,000 approved; 170 rejected and 180 pending count nothing.
    ok(await server.post('/api/admin/deposit/approve', { ids: [await submit(ann.token, '500.00'), await submit(ben.token, '1000.00')] }, { token: admin }));
    ok(await server.post('/api/admin/deposit/reject', { id: await submit(cy.token, '170.00'), reason: 'none' }, { token: admin }));
    await submit(cy.token, '180.00');
    // Money out: 200 paid less VIP 1's 1% fee; 100 still waiting for review.
    await server.post('/api/user/setpaypassword', { paypassword: '123456', repaypassword: '123456' }, { token: ann.token });
    await server.post('/api/withdraw/cardupdate', { name: 'Ada Lovelace', bank_name: 'Bank', card_no: '6222021234567890', paypassword: '123456' }, { token: ann.token });
    await server.db.query('UPDATE users SET level = 2 WHERE id = $1', [ann.userinfo.id]);
    const paid = ok(await server.post<Withdrawal>('/api/withdraw/withdraw', { amount: '200.00', paypassword: '123456', request_id: randomUUID() }, { token: ann.token }));
    ok(await server.post('/api/admin/withdraw/approve', { id: paid.id }, { token: admin }));
    ok(await server.post('/api/withdraw/withdraw', { amount: '100.00', paypassword: '123456', request_id: randomUUID() }, { token: ann.token }));
    // Sales: Ben's VIP 2 (500.00), two orders of 98.00 (roomy level's 2% off 100.00), one of them cancelled.
    ok(await server.post('/api/user/vipupgrade', { level: 2, request_id: randomUUID() }, { token: ben.token }));
    await server.db.query('UPDATE users SET level = 9 WHERE id = ANY($1::int[])', [[ann.userinfo.id, ben.userinfo.id]]);
    const goods = await itemOnSale(server, admin, 10);
    ok(await buy(server, ben.token, goods));
    const annOrder = ok(await buy(server, ann.token, goods)) as Order;
    ok(await server.post('/api/order/cancel', { id: annOrder.id }, { token: ann.token }));
    // Points: 40 and 60 staked, 150 paid back (the lottery's kinds, between Cy and a game's pool).
    await requestApproved(server, '/api/admin/user/adjust', { user_id: cy.userinfo.id, asset: 'points', amount: '100', reason: 'grant', request_id: randomUUID() }, admin);
    for (const [kind, amount] of [['lottery_bet', 40n], ['lottery_bet', 60n], ['lottery_win', 150n]] as const) {
      const pool = { house: 'lottery_pool_test' };
      const cyMain = { user: cy.userinfo.id, code: 'main' } as const;
      await server.db.tx((q) =>
        ledger.transfer(q, { from: kind === 'lottery_bet' ? cyMain : pool, to: kind === 'lottery_bet' ? pool : cyMain, asset: 'points', amount, kind, ref: { type: 'bet', id: 1 } }),
      );
    }
    const end = await dbNow();

    // 200.00 less VIP 2's 0.80% fee, fixed when asked for.
    const expected = { money_in: '1500.00', money_out: '198.40', sales: '598.00', points_staked: 100, points_paid: 150, new_customers: 3 };
    const zeros = { money_in: '0.00', money_out: '0.00', sales: '0.00', points_staked: 0, points_paid: 0, new_customers: 0 };
    // Today is the operator's day that starts at `start`.
    const localToday = new Date(start - minute * 60_000).toISOString().slice(0, 10);
    const today = await dashboard({ days: 7 }, minute);
    expect(today.body.code).toBe(1);
    expect(today.body.data.pending).toEqual({ deposits: 1, withdrawals: 1, orders_to_ship: 1 });
    expect(today.body.data.today).toEqual({ day: localToday, ...expected });
    const series = today.body.data.series;
    expect(series).toHaveLength(7);
    expect(series[6]).toEqual(today.body.data.today);
    expect(series.slice(0, 6).map(({ day: _day, ...figures }) => figures)).toEqual(Array.from({ length: 6 }, () => zeros));
    // One day after another, oldest first.
    expect(series.map((d) => d.day)).toEqual(Array.from({ length: 7 }, (_, i) => new Date(Date.parse(localToday) - (6 - i) * DAY_MS).toISOString().slice(0, 10)));
    // Thirty days unless asked: the same today.
    const month = await dashboard({}, minute);
    expect(month.body.data.series).toHaveLength(30);
    expect(month.body.data.today).toEqual(today.body.data.today);

    // A zone whose midnight fell a quarter hour before everything: all of it was yesterday there.
    const afterwards = Math.floor(end / QUARTER_MS) * QUARTER_MS + QUARTER_MS;
    const later = await servicesOf(server).dashboard.figures(7, minuteWithMidnightAt(afterwards), new Date(afterwards + 60_000));
    expect(later.today).toMatchObject(zeros);
    expect(later.series[5]).toMatchObject(expected);
    // And where the day had begun a quarter hour later than `start` (midnight after the first transfers), the
    // quarter hour before it is the day before.
    const split = await servicesOf(server).dashboard.figures(7, minuteWithMidnightAt(start + QUARTER_MS), new Date(end));
    const both = [split.series[5]!, split.series[6]!];
    expect(both.reduce((n, d) => n + d.new_customers, 0)).toBe(3);
    expect(both.reduce((n, d) => n + d.points_staked, 0)).toBe(100);
  });

  it('refuses a number of days outside 7 to 90', async () => {
    expect((await dashboard({ days: 7.5 }, 0)).status).toBe(422);
    for (const days of [6, 91]) {
      const res = await dashboard({ days }, 0);
      expect({ days, status: res.status, errors: res.body.errors?.days }).toEqual({ days, status: 422, errors: ['Days is not valid'] });
    }
    expect((await dashboard({ days: 90 }, 0)).body.data.series).toHaveLength(90);
  });
});

/** The quarter hours beside the ledger's own transfers, summed the same way. */
async function bucketsRight() {
  const kept = await server.db.query('SELECT bucket, kind, amount, transfers FROM ledger_kind_buckets ORDER BY bucket, kind');
  const summed = await server.db.query(
    `SELECT date_bin('15 minutes', createtime, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket, kind, sum(amount)::bigint AS amount, count(*) AS transfers
     FROM ledger_transfers WHERE kind IN ('deposit', 'withdraw_paid', 'order_pay', 'order_refund', 'vip_upgrade', 'lottery_bet', 'lottery_win')
     GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  expect(kept).toEqual(summed);
}

describe('the quarter-hour sums', () => {
  it('equal the ledger’s transfers with many writers at once, and are built again the same by their migration', async () => {
    const buyers = await Promise.all(Array.from({ length: 12 }, () => registerUser(server)));
    await server.db.query('UPDATE users SET level = 9 WHERE id = ANY($1::int[])', [buyers.map((b) => b.userinfo.id)]);
    const channel = await firstChannel(server, buyers[0]!.token);
    const deposits = await Promise.all(
      buyers.map(async (b) => ok(await server.post<Deposit>('/api/recharge/submit', { channel_id: channel.id, amount: '300.00', request_id: randomUUID() }, { token: b.token })).id),
    );
    // Two operators' bulk approvals on two instances, buys and lottery transfers of two pools, all at once.
    const second = await server.secondInstance();
    const goods = await itemOnSale(server, admin, 100);
    const ledger = new LedgerService(server.db);
    const points = buyers.slice(0, 6).map((b) => b.userinfo.id);
    for (const id of points) await requestApproved(server, '/api/admin/user/adjust', { user_id: id, asset: 'points', amount: '500', reason: 'grant', request_id: randomUUID() }, admin);
    await Promise.all([
      server.post('/api/admin/deposit/approve', { ids: deposits.slice(0, 6) }, { token: admin }),
      second.post('/api/admin/deposit/approve', { ids: deposits.slice(6) }, { token: admin }),
      ...points.flatMap((id, i) =>
        [10n, 20n, 30n].map((amount) =>
          server.db.tx((q) => ledger.transfer(q, { from: { user: id, code: 'main' }, to: { house: `lottery_pool_${i % 2}` }, asset: 'points', amount, kind: 'lottery_bet', ref: { type: 'bet', id: i } })),
        ),
      ),
    ]);
    await Promise.all(buyers.map((b) => buy(server, b.token, goods)));
    await second.close();
    await bucketsRight();

    await server.db.query('DELETE FROM ledger_kind_buckets');
    const file = path.join(__dirname, '../src/db/migrations/029_dashboard_rollup.sql');
    for (const statement of splitStatements(readFileSync(file, 'utf8'))) await server.db.query(statement);
    await bucketsRight();
  });
});
