import { randomUUID } from 'node:crypto';
import type { Bet, CurrentPeriod, Draw, DrawLookup, MessageListAnswer, PageOf, StakeLimit } from '@snapmall/shared/contract';
import { commitmentOf, diceFor, wins } from '@snapmall/shared/lottery';
import { createServices } from '../src/services';
import { openDatabase } from '../src/db/open';
import { registerUser, runOps, startTestServer, testDatabaseUrl, type TestServer } from './helpers';
import { requestApproved } from './approval-helpers';
import { balanceOf, moneyShop } from './money-helpers';
import type { LedgerService } from '../src/modules/ledger/service';

let server: TestServer;
let admin: string;
let ledger: LedgerService;
beforeAll(async () => {
  // Draws every 100 ms, so short test periods settle soon after they end.
  server = await startTestServer({ lotteryTickMs: 100 });
  ({ admin, ledger } = await moneyShop(server));
});
afterEach(async () => expect((await ledger.verify()).problems).toEqual([]));
afterAll(() => server.close());

const auth = (token: string) => ({ token });
const PAYOUTS = [
  { code: 'big', payout: 195 },
  { code: 'small', payout: 195 },
  { code: 'sum_10', payout: 760 },
];

async function game(extra: Record<string, unknown> = {}) {
  const res = await server.post<{ id: number }>(
    '/api/admin/lottery/game/save',
    { name_en: 'Dice', name_zh: '骰子', period_seconds: 2, close_seconds: 1, min_stake: 10, max_stake: 1000, payouts: PAYOUTS, enabled: 1, ...extra },
    auth(admin),
  );
  if (res.body.code !== 1) throw new Error(JSON.stringify(res.body));
  await servicesOf().draws.ensureSeeds(res.body.data.id);
  return res.body.data.id;
}

const servicesOf = () => createServices({ db: server.db, config: server.config });

async function player(points: string) {
  const user = await registerUser(server);
  await requestApproved(server, '/api/admin/user/adjust', { user_id: user.userinfo.id, asset: 'points', amount: points, reason: 'test grant', request_id: randomUUID() }, admin);
  return { id: user.userinfo.id, token: user.token };
}

const current = (token: string, gameId: number) => server.post<CurrentPeriod>('/api/lottery/current', { game_id: gameId }, auth(token));
const bet = (token: string, gameId: number, periodNo: number, betType: string, amount: number, requestId = randomUUID()) =>
  server.post<Bet>('/api/lottery/bet', { game_id: gameId, period_no: periodNo, bet_type: betType, amount, request_id: requestId }, auth(token));

/** Bets on the open period while it still takes bets (waits for the next one if it is about to close). */
async function betOpen(token: string, gameId: number, betType: string, amount: number) {
  for (let i = 0; i < 80; i++) {
    // Refused (no data) while no period can take bets: a period with no seed yet (a game made a moment ago, before the ticker's first chain).
    const now = (await current(token, gameId)).body.data;
    if (now && now.close_at - now.server_time >= 1) return bet(token, gameId, now.period_no, betType, amount);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('no period open for bets');
}

async function settledBet(token: string, id: number): Promise<Bet> {
  for (let i = 0; i < 100; i++) {
    const res = await server.post<Bet>('/api/lottery/notcountdetail', { id }, auth(token));
    if (res.body.data.status !== 'pending') return res.body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`bet ${id} was not settled`);
}

describe('a bet', () => {
  it('moves points to the pool, is settled on the server\'s own schedule, pays by the published payout, and leaves a message', async () => {
    const gameId = await game();
    const customer = await player('500');
    const placed = await betOpen(customer.token, gameId, 'big', 100);
    expect(placed.body).toMatchObject({ code: 1, data: { status: 'pending', amount: 100, payout_rate: '1.95', bet_type: 'big' } });
    expect((await balanceOf(server, customer.token)).score).toBe(400);
    const settled = await settledBet(customer.token, placed.body.data.id);
    const won = wins('big', settled.dice);
    expect(settled).toMatchObject({ status: won ? 'won' : 'lost', payout: won ? 195 : 0 });
    expect((await balanceOf(server, customer.token)).score).toBe(400 + settled.payout);
    const messages = await server.post<MessageListAnswer>('/api/message/list', {}, auth(customer.token));
    expect(messages.body.data.list[0]).toMatchObject({ kind: won ? 'bet_won' : 'bet_lost', ref_type: 'bet', ref_id: settled.id });
    const log = await server.post<PageOf<Bet>>('/api/lottery/buylog', {}, auth(customer.token));
    expect(log.body.data.list[0]).toMatchObject({ id: settled.id, status: settled.status });
    const days = await server.post<PageOf<{ staked: number; paid: number }>>('/api/lottery/buylogday', {}, auth(customer.token));
    expect(days.body.data.list[0]).toMatchObject({ staked: 100, paid: settled.payout });
  });

  it('is drawn from a seed that hashes to the published commitment, chained to the period before', async () => {
    const gameId = await game();
    const customer = await player('100');
    let before = (await current(customer.token, gameId)).body.data;
    for (let i = 0; !before?.commitment; i++) {
      if (i === 100) throw new Error('no period with a published commitment');
      await new Promise((r) => setTimeout(r, 200));
      before = (await current(customer.token, gameId)).body.data;
    }
    const published = before.commitment;
    const deadline = Date.now() + 8000;
    let draws: Draw[] = [];
    while (Date.now() < deadline && !draws.some((d) => d.period_no === before.period_no + 1)) {
      draws = (await server.post<PageOf<Draw>>('/api/lottery/settled', { game_id: gameId }, auth(customer.token))).body.data.list;
      await new Promise((r) => setTimeout(r, 200));
    }
    const mine = draws.find((d) => d.period_no === before.period_no)!;
    expect(mine.commitment).toBe(published);
    expect(await commitmentOf(mine.seed)).toBe(published);
    expect(await diceFor(mine.seed, gameId, mine.period_no)).toEqual(mine.dice);
    // The next period's seed hashes to this period's seed: the chain the commitment fixed in advance.
    const next = draws.find((d) => d.period_no === before.period_no + 1)!;
    expect(await commitmentOf(next.seed)).toBe(mine.seed);
    const lookup = (period: number) => server.post<DrawLookup>('/api/lottery/draw', { game_id: gameId, period_no: period }, auth(customer.token));
    expect((await lookup(mine.period_no)).body.data).toEqual({ status: 'drawn', draw: mine });
    expect((await lookup(before.period_no + 50)).body.data).toEqual({ status: 'pending', draw: null });
    expect((await lookup(1)).body.data).toEqual({ status: 'none', draw: null });
    expect(await commitmentOf(`${mine.seed.slice(0, -1)}${mine.seed.endsWith('0') ? '1' : '0'}`)).not.toBe(published);
  });

  it('is refused for another period, outside the stakes, over the daily limit or without the points, and changes nothing', async () => {
    const gameId = await game({ period_seconds: 60, close_seconds: 5 });
    const customer = await player('300');
    // A period that takes bets for a while yet: the game's first period may be near its close when the game is made.
    let open = (await current(customer.token, gameId)).body.data;
    while (!open || open.close_at - open.server_time < 15) {
      await new Promise((r) => setTimeout(r, 500));
      open = (await current(customer.token, gameId)).body.data;
    }
    expect((await bet(customer.token, gameId, open.period_no + 1, 'big', 50)).body).toMatchObject({ code: 0, msg: `That period is not open for bets; period ${open.period_no} is` });
    expect((await bet(customer.token, gameId, open.period_no, 'big', 5)).body).toMatchObject({ code: 0, msg: 'The stake must be between 10 and 1,000 points' });
    expect((await bet(customer.token, gameId, open.period_no, 'triple_any', 50)).status).toBe(422);
    expect((await bet(customer.token, gameId, open.period_no, 'big', 500)).body).toMatchObject({ code: 0, msg: 'You do not have enough points for this' });
    await server.post<StakeLimit>('/api/lottery/setlimit', { daily_limit: 120 }, auth(customer.token));
    expect((await bet(customer.token, gameId, open.period_no, 'big', 100)).body.code).toBe(1);
    expect((await bet(customer.token, gameId, open.period_no, 'small', 50)).body).toMatchObject({ code: 0, msg: 'This would pass your daily stake limit of 120 points (20 left today)' });
    expect((await balanceOf(server, customer.token)).score).toBe(200);
    // Betting closes close_seconds before the draw: move the clock's epoch so the open period is in its last seconds.
    await server.db.query("UPDATE lottery_games SET epoch = now() - make_interval(secs => ($2::bigint - 1) * 60 + 57) WHERE id = $1", [gameId, open.period_no]);
    expect((await bet(customer.token, gameId, open.period_no, 'small', 10)).body).toMatchObject({ code: 0, msg: 'Betting on this period has closed; bet on the next one' });
   }, 90_000);

  it('takes a retried request once', async () => {
    const gameId = await game({ period_seconds: 60, close_seconds: 5 });
    const customer = await player('300');
    const open = await waitForSeededPeriod(customer.token, gameId);
    const id = randomUUID();
    const results = await Promise.all([1, 2, 3].map(() => bet(customer.token, gameId, open.period_no, 'big', 100, id)));
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect((await balanceOf(server, customer.token)).score).toBe(200);
  });
});

describe('the daily stake limit', () => {
  it('lowers at once and raises from the next shop day', async () => {
    const customer = await player('10');
    const set = (n: number) => server.post<StakeLimit>('/api/lottery/setlimit', { daily_limit: n }, auth(customer.token));
    expect((await set(500)).body.data).toMatchObject({ daily_limit: 500, pending_limit: 0 });
    expect((await set(200)).body.data).toMatchObject({ daily_limit: 200, pending_limit: 0 });
    const raised = (await set(1000)).body.data;
    expect(raised).toMatchObject({ daily_limit: 200, pending_limit: 1000 });
    expect(raised.pending_from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await server.db.query('UPDATE lottery_limits SET pending_from = pending_from - 1 WHERE user_id = $1', [customer.id]);
    expect((await server.post<StakeLimit>('/api/lottery/limit', {}, auth(customer.token))).body.data).toMatchObject({ daily_limit: 1000, pending_limit: 0 });
  });
});

describe('settlement', () => {
  it('settles every bet exactly once with two instances racing, and a crash mid-settlement is caught up', async () => {
    const gameId = await game({ period_seconds: 60, close_seconds: 5 });
    const customers = await Promise.all(Array.from({ length: 6 }, () => player('1000')));
    const open = await waitForSeededPeriod(customers[0]!.token, gameId);
    const placed = await Promise.all(customers.flatMap((c) => ['big', 'small', 'sum_10'].map((t) => bet(c.token, gameId, open.period_no, t, 100))));
    expect(placed.every((p) => p.body.code === 1)).toBe(true);
    // A crash between the draw and the payouts: the transaction fails after writing the draw, so nothing of it stays.
    await server.db.query(`CREATE FUNCTION crash_once() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'crash'; END $$`);
    await server.db.query('CREATE TRIGGER crash_once BEFORE UPDATE ON lottery_bets FOR EACH STATEMENT EXECUTE FUNCTION crash_once()');
    // End the period now: move the epoch back a period.
    await server.db.query('UPDATE lottery_games SET epoch = epoch - interval \'60 seconds\' WHERE id = $1', [gameId]);
    await new Promise((r) => setTimeout(r, 500));
    expect(await server.db.query('SELECT 1 FROM lottery_draws WHERE game_id = $1 AND period_no = $2', [gameId, open.period_no])).toEqual([]);
    await server.db.query('DROP TRIGGER crash_once ON lottery_bets');
    await server.db.query('DROP FUNCTION crash_once()');
    const second = await openDatabase({ databaseUrl: testDatabaseUrl(), schema: server.db.schema, max: 4 });
    try {
      const racers = [servicesOf().draws, createServices({ db: second, config: server.config }).draws, servicesOf().draws];
      await Promise.all(racers.map((d) => d.tick()));
    } finally {
      await second.close();
    }
    const ids = placed.map((p) => p.body.data.id);
    const bets = await server.db.query<{ status: string }>('SELECT status FROM lottery_bets WHERE id = ANY($1::bigint[])', [ids]);
    expect(bets.every((b) => b.status !== 'pending')).toBe(true);
    const payouts = await server.db.query<{ ref_id: bigint; n: number }>(
      "SELECT ref_id, count(*)::int AS n FROM ledger_transfers WHERE kind = 'lottery_win' AND ref_id = ANY($1::bigint[]) GROUP BY ref_id",
      [ids],
    );
    expect(payouts.every((w) => w.n === 1)).toBe(true);
    const [draw] = await server.db.query<{ dice: number[] }>('SELECT dice FROM lottery_draws WHERE game_id = $1 AND period_no = $2', [gameId, open.period_no]);
    const winners = placed.filter((p) => wins(p.body.data.bet_type, draw!.dice));
    expect(payouts).toHaveLength(winners.length);
    console.log(`settlement race: ${placed.length} bets on period ${open.period_no}, 3 settlers on 2 pools, ${payouts.length} paid once each, 0 pending`);
  });
});

async function waitForSeededPeriod(token: string, gameId: number): Promise<CurrentPeriod> {
  for (let i = 0; i < 200; i++) {
    const now = (await current(token, gameId)).body.data;
    if (now && now.close_at - now.server_time >= 2) return now;
    // The game was made inside its open period, whose seed does not exist: start its periods a period earlier.
    await server.db.query('UPDATE lottery_games SET epoch = epoch - make_interval(secs => period_seconds) WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM lottery_seeds s WHERE s.game_id = $1 AND s.period_no = floor(extract(epoch FROM now() - lottery_games.epoch) / lottery_games.period_seconds)::bigint + 1)', [gameId]);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no open period with a seed');
}

describe('the operator', () => {
  it('publishes games with odds computed from the payouts, audited, from the admin API and npm run ops', async () => {
    const gameId = await game({ name_en: 'Odds' });
    const games = await server.post<Array<{ id: number; bet_types: Array<{ code: string; payout: string; chance: string; house_edge: string }> }>>(
      '/api/lottery/games',
      {},
      auth((await player('0')).token),
    );
    expect(games.body.data.find((g) => g.id === gameId)!.bet_types).toContainEqual({ code: 'big', payout: '1.95', chance: '48.61', house_edge: '5.21' });
    const bad = await server.post('/api/admin/lottery/game/save', { id: gameId, name_en: 'Odds', name_zh: '賠率', period_seconds: 60, close_seconds: 1, min_stake: 10, max_stake: 1000, payouts: PAYOUTS, enabled: 1 }, auth(admin));
    expect(bad.status).toBe(422);
    const run = await runOps(server, 'lottery:save', JSON.stringify({ id: gameId, name_en: 'Odds', name_zh: '賠率', period_seconds: 2, close_seconds: 1, min_stake: 10, max_stake: 1000, payouts: PAYOUTS, enabled: 0 }));
    expect(run.status).toBe(0);
    const audit = await server.db.query<{ action: string; actor: string }>("SELECT action, actor FROM audit_log WHERE target_type = 'lottery_game' AND target_id = $1 ORDER BY id", [gameId]);
    expect(audit.map((a) => a.action)).toEqual(['lottery.game.create', 'lottery.game.update']);
    expect(audit[1]!.actor).toMatch(/^cli:/);
  });
});
