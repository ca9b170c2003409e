import '../../test/webcrypto';
import { answerOf, callMock, signIn, TEST_NOW } from '@snapmall/shared/mock/testing';
import type { Bet, BetDay, CurrentPeriod, Draw, DrawLookup, LotteryGame, PageOf, StakeLimit } from '@snapmall/shared/contract';
import { commitmentOf, diceFor, verifyDraw } from '@snapmall/shared/lottery';
import { lotteryMock } from './remote';
import { diceOf, sha256Hex } from './sha256';
import { drawOf, gameOf, openPeriod } from './state';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function session(seed = 'default', now = TEST_NOW) {
  const state = lotteryMock.seeds[seed]!(now);
  const token = signIn(lotteryMock, state, now);
  const call = <T>(url: string, body = {}, o: { lang?: 'en-us' | 'zh-tw'; at?: number } = {}) =>
    answerOf(callMock(lotteryMock, state, url, body, { token, lang: o.lang ?? 'en-us', now: o.at ?? now })).body as { code: number; msg: string; data: T };
  const open = (gameId = 1, at = now) => openPeriod(gameOf(state, gameId)!, at);
  return { state, call, open };
}

describe("mf-lottery's mock keeps state as the server would", () => {
  it('a bet the request schema refuses (a stake as text, a bet type in capitals) is the server 422 and takes no points', () => {
    const { call, open, state } = session();
    const before = JSON.stringify(state);
    const body = { game_id: 1, period_no: open(), bet_type: 'big', amount: 100, request_id: uuid(4) };
    expect(call('/api/lottery/bet', { ...body, amount: '100' })).toMatchObject({ code: 422, msg: 'Amount has the wrong type', errors: { amount: ['Amount has the wrong type'] } });
    expect(call('/api/lottery/bet', { ...body, bet_type: 'BIG' }, { lang: 'zh-tw' })).toMatchObject({ code: 422, errors: { bet_type: ['bet_type無效'] } });
    expect(JSON.stringify(state)).toBe(before);
  });

  it('the games with their period, close, stakes, bet types and payouts, in the request language', () => {
    const { call } = session();
    const games = call<LotteryGame[]>('/api/lottery/games', {}, { lang: 'zh-tw' }).data;
    expect(games.map((g) => [g.id, g.name, g.period_seconds, g.close_seconds, g.min_stake, g.max_stake, g.bet_types.length])).toEqual([
      [1, '三顆骰子', 60, 5, 10, 10_000, 25],
      [2, '快速骰子', 30, 3, 1, 500, 5],
    ]);
    expect(games[0]!.bet_types[0]).toEqual({ code: 'big', payout: '1.95', chance: '48.61', house_edge: '5.21' });
  });

  it('the open period counts down to its close 5 s before the draw, with its commitment and the last draws', () => {
    const { call, open, state } = session();
    const c = call<CurrentPeriod>('/api/lottery/current', { game_id: 1 }).data;
    // 5,000 points, 1,270 staked on nine bets, what the settled ones won paid back.
    const paid = state.bets.reduce((sum, b) => sum + b.payout, 0);
    expect(paid).toBeGreaterThan(0);
    expect(c).toMatchObject({ period_no: open(), close_at: TEST_NOW + 55, draw_at: TEST_NOW + 60, server_time: TEST_NOW, points: 5_000 - 1_270 + paid });
    expect(c.last.map((d) => d.period_no)).toEqual(Array.from({ length: 10 }, (_, i) => open() - 1 - i));
    // The open period's commitment is the seed revealed with its draw; the last draw's seed hashes to its own.
    const later = call<DrawLookup>('/api/lottery/draw', { game_id: 1, period_no: open() }, { at: TEST_NOW + 60 }).data;
    expect(sha256Hex(later.draw!.seed)).toBe(c.commitment);
    expect(sha256Hex(c.last[0]!.seed)).toBe(c.last[0]!.commitment);
    expect(c.last[0]!.commitment).toBe(c.last[1]!.seed);
  });

  it('a bet takes its points, waits in notcount and shows first in the bets and today’s day', () => {
    const { call, open, state } = session();
    const before = state.points;
    const body = { game_id: 1, period_no: open(), bet_type: 'odd', amount: 300, request_id: uuid(1) };
    const placed = call<Bet>('/api/lottery/bet', body, { lang: 'zh-tw', at: TEST_NOW + 10 });
    expect(placed).toMatchObject({ code: 1, msg: '投注成功', data: { game_name: '三顆骰子', bet_type: 'odd', amount: 300, payout_rate: '1.95', status: 'pending', payout: 0, dice: [] } });
    // The same request id again answers the same bet; with another body it is refused.
    expect(call<Bet>('/api/lottery/bet', body).data.id).toBe(placed.data.id);
    expect(call('/api/lottery/bet', { ...body, amount: 400 }).msg).toBe('This request id was already used for a different request; please try again');
    expect(state.points).toBe(before - 300);
    const current = call<CurrentPeriod>('/api/lottery/current', { game_id: 1 }).data;
    expect(current).toMatchObject({ points: before - 300, limit: { daily_limit: 3_000, staked_today: 820 } });
    expect(call<PageOf<Bet>>('/api/lottery/notcount').data.list.map((b) => b.id)).toEqual([placed.data.id, 9]);
    const all = call<PageOf<Bet>>('/api/lottery/buylog').data;
    expect([all.total, all.page, ...all.list.slice(0, 2).map((b) => b.id)]).toEqual([10, 1, placed.data.id, 9]);
    expect(call<PageOf<BetDay>>('/api/lottery/buylogday').data.list.map((d) => [d.day, d.bets, d.staked])).toEqual([
      ['2026-03-14', 5, 820],
      ['2026-03-13', 3, 500],
      ['2026-03-12', 2, 250],
    ]);
    expect(call<Bet>('/api/lottery/notcountdetail', { id: placed.data.id }).data.status).toBe('pending');
  });

  it('at the draw the bet is settled by the dice the verify page computes, and a win is paid into the points', async () => {
    const { call, open, state } = session();
    const before = state.points;
    const period = open();
    const draw = drawOf(gameOf(state, 1)!, period);
    const winner = draw.dice.every((d) => d === draw.dice[0]) ? 'triple_any' : draw.sum >= 11 ? 'big' : 'small';
    const placed = call<Bet>('/api/lottery/bet', { game_id: 1, period_no: period, bet_type: winner, amount: 1_000, request_id: uuid(2) }).data;
    expect(call<DrawLookup>('/api/lottery/draw', { game_id: 1, period_no: period }).data).toEqual({ status: 'pending', draw: null });
    const after = TEST_NOW + 61;
    const bet = call<Bet>('/api/lottery/notcountdetail', { id: placed.id }, { at: after }).data;
    expect(bet).toMatchObject({ status: 'won', payout: Math.floor(1_000 * Number(placed.payout_rate)), settletime: TEST_NOW + 60, dice: draw.dice });
    expect(call<CurrentPeriod>('/api/lottery/current', { game_id: 1 }, { at: after }).data.points).toBe(before - 1_000 + bet.payout + state.bets.find((b) => b.id === 9)!.payout);
    expect(call<PageOf<Bet>>('/api/lottery/notcount', {}, { at: after }).data.total).toBe(0);
    const found = call<DrawLookup>('/api/lottery/draw', { game_id: 1, period_no: period }, { at: after }).data.draw!;
    await expect(verifyDraw({ ...found, gameId: 1, periodNo: period })).resolves.toMatchObject({ seedMatches: true, diceMatch: true });
  });

  it('refuses bets in the order the server checks: game, bet type, period, close, stake, daily limit, points', () => {
    const { call, open } = session();
    const bet = (o: object, at = TEST_NOW) => call<null>('/api/lottery/bet', { game_id: 1, period_no: open(1, at), bet_type: 'big', amount: 100, request_id: uuid(Math.floor(Math.random() * 1e9)), ...o }, { at });
    expect(bet({ game_id: 3 })).toMatchObject({ code: 404, msg: 'No such game' });
    expect(bet({ game_id: 2, bet_type: 'sum_10' })).toMatchObject({ code: 422, msg: 'This game has no such bet type' });
    expect(bet({ period_no: open() + 1 }).msg).toBe(`That period is not open for bets; period ${open()} is`);
    expect(bet({}, TEST_NOW + 55).msg).toBe('Betting on this period has closed; bet on the next one');
    expect(bet({ amount: 10_001 }).msg).toBe('The stake must be between 10 and 10,000 points');
    expect(bet({ amount: 2_700 }).msg).toBe('This would pass your daily stake limit of 3,000 points (2,480 left today)');
    const empty = session('empty');
    expect(empty.call('/api/lottery/setlimit', { daily_limit: 0 }).code).toBe(1);
    expect(empty.call('/api/lottery/bet', { game_id: 1, period_no: empty.open(), bet_type: 'big', amount: 10, request_id: uuid(3) }, { lang: 'zh-tw' }).msg).toBe('積分不足');
  });

  it('a lower limit applies at once, a higher one from the next shop day', () => {
    const { call } = session();
    expect(call<StakeLimit>('/api/lottery/setlimit', { daily_limit: 1_000 })).toMatchObject({ code: 1, msg: 'Daily stake limit saved', data: { daily_limit: 1_000, pending_limit: 0, pending_from: '' } });
    expect(call<StakeLimit>('/api/lottery/setlimit', { daily_limit: 5_000 }).data).toEqual({ daily_limit: 1_000, staked_today: 520, pending_limit: 5_000, pending_from: '2026-03-15' });
    expect(call<StakeLimit>('/api/lottery/limit', {}, { at: TEST_NOW + 24 * 3600 }).data).toMatchObject({ daily_limit: 5_000, staked_today: 0, pending_limit: 0 });
  });

  it('the draws of a game, newest first, paged; a period never seeded has no draw', () => {
    const { call, open } = session();
    const first = call<PageOf<Draw>>('/api/lottery/settled', { game_id: 1, page: 1 }).data;
    expect([first.total, first.list.length, first.list[0]!.period_no]).toEqual([3 * 1440 + 60, 20, open() - 1]);
    expect(call<PageOf<Draw>>('/api/lottery/settled', { game_id: 1, page: 2 }).data.list[0]!.period_no).toBe(open() - 21);
    expect(call<DrawLookup>('/api/lottery/draw', { game_id: 1, period_no: 1 }).data).toEqual({ status: 'none', draw: null });
    const fresh = session('empty');
    expect(fresh.call<PageOf<Draw>>('/api/lottery/settled', { game_id: 2 }).data).toEqual({ list: [], total: 0, page: 1 });
    expect(fresh.call<CurrentPeriod>('/api/lottery/current', { game_id: 2 }).data).toMatchObject({ commitment: '', last: [], points: 0 });
  });

  it('betting-closed: the bet is refused in the server’s words, and the period then shows closed', () => {
    const { call, open, state } = session('betting-closed');
    const points = state.points;
    expect(call<CurrentPeriod>('/api/lottery/current', { game_id: 1 }).data.close_at).toBe(TEST_NOW + 55);
    const refused = call('/api/lottery/bet', { game_id: 1, period_no: open(), bet_type: 'big', amount: 100, request_id: uuid(4) }, { lang: 'zh-tw' });
    expect(refused).toEqual({ code: 0, msg: '本期投注已截止，請投注下一期', time: TEST_NOW, data: null });
    expect(call<CurrentPeriod>('/api/lottery/current', { game_id: 1 }).data).toMatchObject({ close_at: TEST_NOW, draw_at: TEST_NOW + 60, points });
    expect(state.bets).toHaveLength(9);
  });

  it('draw-settled: the bet on the period just drawn won and its payout is in the points', () => {
    const { call, open } = session('draw-settled');
    const before = session().state.points;
    const [won] = call<PageOf<Bet>>('/api/lottery/buylog').data.list;
    expect(won).toMatchObject({ period_no: open() - 1, amount: 500, status: 'won', settletime: TEST_NOW });
    expect(won!.payout).toBeGreaterThan(500);
    expect(call<CurrentPeriod>('/api/lottery/current', { game_id: 1 }).data.points).toBe(before - 500 + won!.payout);
    expect(call<PageOf<BetDay>>('/api/lottery/buylogday').data.list[0]).toMatchObject({ day: '2026-03-14', paid: expect.any(Number) });
  });

  it('empty: no bets, no points, no limit; the games are there', () => {
    const { call } = session('empty');
    expect(call<PageOf<Bet>>('/api/lottery/buylog').data).toEqual({ list: [], total: 0, page: 1 });
    expect(call<PageOf<BetDay>>('/api/lottery/buylogday').data.total).toBe(0);
    expect(call<StakeLimit>('/api/lottery/limit').data).toEqual({ daily_limit: 0, staked_today: 0, pending_limit: 0, pending_from: '' });
    expect(call<LotteryGame[]>('/api/lottery/games').data).toHaveLength(2);
    expect(call('/api/lottery/notcountdetail', { id: 1 })).toMatchObject({ code: 404, msg: 'No such bet' });
  });
});

describe('the draws are the ones the server and the verify page compute (Web Crypto)', () => {
  it('sha256, the commitment and the dice agree for any seed', async () => {
    const seeds = ['00'.repeat(32), 'ff'.repeat(32), sha256Hex('ab'.repeat(32)), 'c0ffee'.repeat(11) + 'ee'];
    for (const [i, seed] of seeds.entries()) {
      expect(sha256Hex(seed)).toBe(await commitmentOf(seed));
      expect(diceOf(seed, i + 1, 1000 + i)).toEqual(await diceFor(seed, i + 1, 1000 + i));
    }
  });
});
