import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdminDrawList, AdminLotteryGame, AdminLotterySummary, Bet, CurrentPeriod } from '@snapmall/shared/contract';
import { splitStatements } from '../src/db/migrate';
import { dayOf } from '../src/domain/admin-list';
import * as consoleRepo from '../src/modules/lottery/admin-repository';
import * as repo from '../src/modules/lottery/repository';
import { createServices } from '../src/services';
import type { LedgerService } from '../src/modules/ledger/service';
import { operatorLogin, registerUser, startTestServer, type TestServer } from './helpers';
import { requestApproved } from './approval-helpers';
import { moneyShop } from './money-helpers';
import { plansOf } from './support/plans';

/**
 * The lottery's operator console calls (issue 19): a game's draws with the hash, the seed, the result and what each
 * period took and paid; its points staked and paid per day in the operator's zone; the games role alone opens them;
 * the sums kept by migration 030's triggers equal the bets, also rebuilt by the migration; at 500,000 draws every
 * page reads indexes only.
 */
let server: TestServer;
let admin: string;
let ledger: LedgerService;
let gameId: number;
beforeAll(async () => {
  // Draws every 100 ms, so the two-second periods below settle soon after they end.
  server = await startTestServer({ lotteryTickMs: 100 });
  ({ admin, ledger } = await moneyShop(server));
  gameId = await game();
});
afterEach(async () => expect((await ledger.verify()).problems).toEqual([]));
afterAll(() => server.close());

const auth = (token: string) => ({ token });
const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const drawList = (body: Record<string, unknown>, token = admin) => server.post<AdminDrawList>('/api/admin/lottery/draw/list', body, auth(token));
const summary = (body: Record<string, unknown>, headers: Record<string, string> = {}, token = admin) =>
  server.post<AdminLotterySummary>('/api/admin/lottery/summary', body, { ...auth(token), ...headers });

async function game(): Promise<number> {
  const res = await server.post<{ id: number }>(
    '/api/admin/lottery/game/save',
    { name_en: 'Dice', name_zh: '骰子', period_seconds: 2, close_seconds: 1, min_stake: 10, max_stake: 1000, payouts: [{ code: 'big', payout: 195 }, { code: 'small', payout: 195 }, { code: 'sum_10', payout: 760 }], enabled: 1 },
    auth(admin),
  );
  if (res.body.code !== 1) throw new Error(JSON.stringify(res.body));
  await createServices({ db: server.db, config: server.config }).draws.ensureSeeds(res.body.data.id);
  return res.body.data.id;
}

async function player(points: string) {
  const user = await registerUser(server);
  await requestApproved(server, '/api/admin/user/adjust', { user_id: user.userinfo.id, asset: 'points', amount: points, reason: 'test grant', request_id: randomUUID() }, admin);
  return user.token;
}

/** Bets on the open period while it still takes bets for a second at least. */
async function betOpen(token: string, betType: string, amount: number): Promise<Bet> {
  for (let i = 0; i < 80; i++) {
    const now = (await server.post<CurrentPeriod>('/api/lottery/current', { game_id: gameId }, auth(token))).body.data;
    // Refused (no data) while no period can take bets: a period with no seed yet (a game made a moment ago, before the ticker's first chain).
    if (now && now.close_at - now.server_time >= 1) {
      const res = await server.post<Bet>('/api/lottery/bet', { game_id: gameId, period_no: now.period_no, bet_type: betType, amount, request_id: randomUUID() }, auth(token));
      if (res.body.code === 1) return res.body.data;
      // On a busy machine the second can pass between the two calls: the period closed, so bet on the next one.
      if (!/closed/.test(res.body.msg)) throw new Error(JSON.stringify(res.body));
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('no period open for bets');
}

async function settled(token: string, id: number): Promise<Bet> {
  for (let i = 0; i < 100; i++) {
    const res = await server.post<Bet>('/api/lottery/notcountdetail', { id }, auth(token));
    if (res.body.data.status !== 'pending') return res.body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`bet ${id} was not settled`);
}

/** Every period's and quarter hour's kept sums equal the bets summed. */
async function sumsRight() {
  const periods = `SELECT game_id, period_no, count(*)::bigint AS bets, sum(amount)::bigint AS staked,
                          count(*) FILTER (WHERE status = 'won')::bigint AS winners, sum(payout)::bigint AS paid
                   FROM lottery_bets GROUP BY 1, 2 ORDER BY 1, 2`;
  expect(await server.db.query('SELECT game_id, period_no, bets, staked, winners, paid FROM lottery_period_totals ORDER BY 1, 2')).toEqual(await server.db.query(periods));
  const quarter = (column: string) => `date_bin('15 minutes', ${column}, TIMESTAMPTZ '2000-01-01 00:00:00+00')`;
  const buckets = `SELECT game_id, bucket, sum(bets)::bigint AS bets, sum(staked)::bigint AS staked, sum(paid)::bigint AS paid FROM (
                     SELECT game_id, ${quarter('createtime')} AS bucket, 1 AS bets, amount AS staked, 0 AS paid FROM lottery_bets
                     UNION ALL SELECT game_id, ${quarter('settletime')}, 0, 0, payout FROM lottery_bets WHERE payout > 0) x
                   GROUP BY 1, 2 ORDER BY 1, 2`;
  expect(await server.db.query('SELECT game_id, bucket, bets, staked, paid FROM lottery_game_buckets WHERE bets > 0 OR paid > 0 ORDER BY 1, 2')).toEqual(await server.db.query(buckets));
}

describe("a game's draws", () => {
  let bets: Bet[] = [];

  it('lists the draws newest first with hash, seed and result, each period with what it took, who won and what it paid', async () => {
    const [a, b, c] = await Promise.all([player('1000'), player('1000'), player('1000')]);
    const placed = await Promise.all([
      betOpen(a!, 'big', 100).then((bet) => ({ token: a!, bet })),
      betOpen(b!, 'small', 50).then((bet) => ({ token: b!, bet })),
      betOpen(c!, 'sum_10', 20).then((bet) => ({ token: c!, bet })),
    ]);
    const later = await betOpen(a!, 'small', 30);
    bets = await Promise.all([...placed, { token: a!, bet: later }].map(({ token, bet }) => settled(token, bet.id)));

    const res = await drawList({ game_id: gameId, page: 1, limit: 100 });
    expect(res.status).toBe(200);
    const list = res.body.data;
    const count = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lottery_draws WHERE game_id = $1', [gameId]);
    expect(list).toMatchObject({ page: 1, limit: 100, total: count[0]!.n, due: 0 });
    expect(list.list.map((d) => d.period_no)).toEqual([...list.list.map((d) => d.period_no)].sort((x, y) => y - x));
    for (const draw of list.list) {
      expect(sha256(draw.seed)).toBe(draw.commitment);
      expect(draw.sum).toBe(draw.dice.reduce((s, d) => s + d, 0));
      expect(draw.unsettled).toBe(0);
      const mine = bets.filter((bet) => bet.period_no === draw.period_no);
      expect({ period: draw.period_no, bets: draw.bets, staked: draw.staked, winners: draw.winners, paid: draw.paid }).toEqual({
        period: draw.period_no,
        bets: mine.length,
        staked: mine.reduce((s, bet) => s + bet.amount, 0),
        winners: mine.filter((bet) => bet.status === 'won').length,
        paid: mine.reduce((s, bet) => s + bet.payout, 0),
      });
      for (const bet of mine) expect(bet.dice).toEqual(draw.dice);
    }
    expect(new Set(bets.map((bet) => bet.period_no)).size).toBeGreaterThan(0);
    expect(bets.every((bet) => list.list.some((d) => d.period_no === bet.period_no))).toBe(true);

    // The open period: after the last draw, its hash published, the bets placed on it so far.
    const open = await betOpen(b!, 'big', 40);
    const now = (await drawList({ game_id: gameId })).body.data;
    expect(now.open).toMatchObject({ period_no: open.period_no, bets: 1, staked: 40 });
    expect(now.open!.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(now.open!.close_at).toBeLessThan(now.open!.draw_at);
    bets.push(await settled(b!, open.id));
    await sumsRight();
  });

  it('pages from the newest: page 2 goes on where page 1 ended, past the last page is empty with the same total', async () => {
    const total = (await drawList({ game_id: gameId, limit: 10 })).body.data.total;
    const [one, two, past] = await Promise.all([1, 2, 10_000].map(async (page) => (await drawList({ game_id: gameId, page, limit: 10 })).body.data));
    expect(one!.list.length).toBe(Math.min(10, total));
    if (total > 10) expect(two!.list[0]!.period_no).toBe(one!.list[9]!.period_no - 1);
    expect(past).toMatchObject({ list: [], total: expect.any(Number), page: 10_000 });
    expect(past!.total).toBeGreaterThanOrEqual(total);
  });

  it('sums points staked and paid per day in the operator’s time zone, today last', async () => {
    const staked = bets.reduce((s, bet) => s + bet.amount, 0);
    const paid = bets.reduce((s, bet) => s + bet.payout, 0);
    for (const minute of ['-480', '0', '300']) {
      const res = await summary({ game_id: gameId, days: 7 }, { minute });
      expect(res.status).toBe(200);
      const { days, totals } = res.body.data;
      expect(days).toHaveLength(7);
      expect(days[6]!.day).toBe(dayOf(new Date(), Number(minute)));
      expect(days.map((d) => d.day)).toEqual([...days.map((d) => d.day)].sort());
      // Every bet of this test was placed and paid within the last minute or so: all in the last day or the one before.
      expect(totals).toEqual({ bets: bets.length, staked, paid });
      expect(days.slice(0, 5).every((d) => d.bets === 0 && d.staked === 0 && d.paid === 0)).toBe(true);
    }
    const month = (await summary({ game_id: gameId })).body.data;
    expect(month.days).toHaveLength(30);
    expect(month).toMatchObject({ game_id: gameId, totals: { bets: bets.length, staked, paid } });
  });

  it('are built again the same by their migration', async () => {
    await server.db.query('DELETE FROM lottery_period_totals');
    await server.db.query('DELETE FROM lottery_game_buckets');
    const file = path.join(__dirname, '../src/db/migrations/030_lottery_console.sql');
    for (const statement of splitStatements(readFileSync(file, 'utf8'))) await server.db.query(statement);
    await sumsRight();
    expect((await drawList({ game_id: gameId, limit: 100 })).body.data.list.filter((d) => d.bets > 0).length).toBeGreaterThan(0);
  });
});

describe('who may call them, and what they refuse', () => {
  it('opens them to the games role and an owner, and answers 403 to catalogue and finance', async () => {
    const made = async (username: string, roles: string[]) => {
      const saved = await requestApproved<{ password: string }>(server, '/api/admin/operator/save', { username, roles }, admin);
      return (await operatorLogin(server, username, saved.body.data.password)).token;
    };
    const tokens = { games: await made('games_desk', ['games']), catalogue: await made('shop_desk', ['catalogue']), finance: await made('money_desk', ['finance']) };
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/api/admin/lottery/game/list', { page: 1 }],
      ['/api/admin/lottery/draw/list', { game_id: gameId }],
      ['/api/admin/lottery/summary', { game_id: gameId, days: 7 }],
    ];
    for (const [url, body] of calls) {
      expect({ url, status: (await server.post(url, body, auth(tokens.games))).status }).toEqual({ url, status: 200 });
      expect({ url, status: (await server.post(url, body, auth(admin))).status }).toEqual({ url, status: 200 });
      for (const who of ['catalogue', 'finance'] as const) {
        const res = await server.post(url, body, auth(tokens[who]));
        expect({ url, who, status: res.status, msg: res.body.msg }).toEqual({ url, who, status: 403, msg: 'Your operator roles do not include this' });
      }
    }
    // The games list: every game with its published payouts in hundredths and the open period.
    const games = (await server.post<AdminLotteryGame[]>('/api/admin/lottery/game/list', { page: 1 }, auth(tokens.games))).body.data;
    expect(games.find((g) => g.id === gameId)).toMatchObject({ name_en: 'Dice', name_zh: '骰子', period_seconds: 2, close_seconds: 1, min_stake: '10', max_stake: '1000', enabled: true, payouts: { big: 195, small: 195, sum_10: 760 } });
  });

  it('answers 422 per field for a page size, span or game it cannot take, and 404 for a game that does not exist', async () => {
    const bad: Array<[string, Record<string, unknown>, string]> = [
      ['/api/admin/lottery/draw/list', { game_id: gameId, limit: 5 }, 'limit'],
      ['/api/admin/lottery/draw/list', { game_id: gameId, page: 0 }, 'page'],
      ['/api/admin/lottery/draw/list', {}, 'game_id'],
      ['/api/admin/lottery/summary', { game_id: gameId, days: 3 }, 'days'],
      ['/api/admin/lottery/summary', { game_id: 'one' }, 'game_id'],
    ];
    for (const [url, body, field] of bad) {
      const res = await server.post<unknown>(url, body, auth(admin));
      expect({ url, field, status: res.status, fields: Object.keys(res.body.errors ?? {}) }).toEqual({ url, field, status: 422, fields: [field] });
    }
    for (const url of ['/api/admin/lottery/draw/list', '/api/admin/lottery/summary']) {
      const res = await server.post(url, { game_id: 999_999 }, auth(admin));
      expect({ url, status: res.status, msg: res.body.msg }).toEqual({ url, status: 404, msg: 'No such game' });
    }
  });
});

describe('at size', () => {
  const DRAWS = 500_000;
  let big: number;

  beforeAll(async () => {
    // A one-minute game with 500,000 draws (as the scale bench grows its lottery part). Its epoch puts the next
    // period to draw (500,001) ten minutes ahead, so the shop's drawer cannot add a draw while the suite runs: it did
    // once when a minute turned during this set-up, and the total was 500,001.
    const [row] = await server.db.query<{ id: number }>(
      `INSERT INTO lottery_games (name_en, name_zh, epoch, period_seconds, close_seconds, min_stake, max_stake, payouts)
       VALUES ('Big', '大', date_trunc('minute', now()) - make_interval(mins => $1), 60, 5, 10, 1000, '{"big":195,"small":195}') RETURNING id`,
      [DRAWS - 10],
    );
    big = row!.id;
    await server.db.query(
      `INSERT INTO lottery_draws (game_id, period_no, seed, commitment, dice, drawn_at)
       SELECT $1, p, md5(p::text), md5(md5(p::text)), ARRAY[1 + p % 6, 1 + (p / 6) % 6, 1 + (p / 36) % 6], now() - make_interval(mins => ($2 - p)::int)
       FROM generate_series(1, $2::bigint) AS p`,
      [big, DRAWS],
    );
    // 200,000 settled bets, 20 on each of the newest 10,000 periods, by one customer, placed over the last 30 days.
    const user = (await registerUser(server)).userinfo.id;
    await server.db.query(
      `INSERT INTO lottery_bets (user_id, game_id, period_no, bet_type, amount, payout_rate, status, payout, shop_day, createtime, settletime)
       SELECT $1, $2, $3 - i / 20, 'big', 10 + i % 7, 195, CASE WHEN i % 3 = 0 THEN 'won' ELSE 'lost' END, CASE WHEN i % 3 = 0 THEN 19 ELSE 0 END,
              current_date, now() - make_interval(secs => i * 12), now() - make_interval(secs => i * 12)
       FROM generate_series(0, 199999) AS i`,
      [user, big, DRAWS],
    );
    // Three years of quarter hours of three other games: the games' figures are not this game's alone.
    await server.db.query(
      `INSERT INTO lottery_game_buckets (game_id, bucket, bets, staked, paid)
       SELECT g, date_bin('15 minutes', now(), TIMESTAMPTZ '2000-01-01 00:00:00+00') - make_interval(mins => 15 * q), 1, 10, 5
       FROM generate_series(1001, 1003) AS g, generate_series(0, 3 * 365 * 96) AS q`,
    );
    for (const table of ['lottery_draws', 'lottery_bets', 'lottery_period_totals', 'lottery_game_buckets']) await server.db.query(`VACUUM ANALYZE ${table}`);
  }, 240_000);

  it('answers page 1, page 2 and a deep page with the right periods and their sums', async () => {
    const page = async (n: number) => (await drawList({ game_id: big, page: n, limit: 20 })).body.data;
    const [one, two] = [await page(1), await page(2)];
    const deep = (await drawList({ game_id: big, page: 4_000, limit: 100 })).body.data;
    expect(one.total).toBe(DRAWS);
    expect(one.list.map((d) => d.period_no)).toEqual(Array.from({ length: 20 }, (_, i) => DRAWS - i));
    expect(two.list[0]!.period_no).toBe(DRAWS - 20);
    expect(deep.list.map((d) => d.period_no)).toEqual(Array.from({ length: 100 }, (_, i) => DRAWS - 399_900 - i));
    // 20 bets on each of the newest 10,000 periods (the newest period has the first 20 bets, i = 0 … 19).
    expect(one.list[0]).toMatchObject({ bets: 20, staked: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19].reduce((s, i) => s + 10 + (i % 7), 0), winners: 7, paid: 7 * 19, unsettled: 0 });
    expect(deep.list.every((d) => d.bets === 0 && d.paid === 0)).toBe(true);
    const month = (await summary({ game_id: big, days: 30 })).body.data;
    expect(month.totals.bets).toBe(200_000);
  });

  it('reads every query through an index, never a sequential scan, at page 1 and deep', async () => {
    const periods = Array.from({ length: 20 }, (_, i) => BigInt(DRAWS - 100_000 - i));
    const start = new Date(Date.now() - 30 * 86_400_000);
    const calls: Array<[string, Parameters<typeof plansOf>[1]]> = [
      ['draws page 1', (q) => repo.draws(q, big, 20, 0)],
      ['draws deep', (q) => repo.draws(q, big, 20, 400_000)],
      ['period totals', (q) => consoleRepo.periodTotals(q, big, periods)],
      ['unsettled', (q) => consoleRepo.unsettledOf(q, big, periods)],
      ['days', (q) => consoleRepo.gameDays(q, big, start, 30)],
      ['drawn periods', (q) => consoleRepo.drawnPeriods(q, big)],
    ];
    const large = ['lottery_draws', 'lottery_bets', 'lottery_period_totals', 'lottery_game_buckets'];
    for (const [name, call] of calls) {
      for (const nodes of await plansOf(server.db, call)) {
        const touched = nodes.filter((n) => large.includes(n['Relation Name'] ?? ''));
        expect({ name, scans: touched.filter((n) => !/Index/.test(n['Node Type'])).map((n) => `${n['Node Type']} ${n['Relation Name']}`) }).toEqual({ name, scans: [] });
        // Unsettled bets come from the partial index of pending bets alone.
        const bets = touched.filter((n) => n['Relation Name'] === 'lottery_bets');
        expect({ name, pendingIndex: bets.every((n) => n['Index Name'] === 'lottery_bets_pending_idx') }).toEqual({ name, pendingIndex: true });
      }
    }
  });
});
