import { newSession } from '@snapmall/shared/mock';
import { winningThrows } from '@snapmall/shared/lottery';
import { closeAt, drawOf, gameOf, openPeriod, settle, shopDay, type GameRow, type LotteryState } from './state';

/** The fixture customer the harness signs in as: the server's demo customer (server/src/seed/demo.ts). */
export const CUSTOMER = { account: 'demo', password: 'demo1234' };
const HOUR = 3600;
const DAY = 24 * HOUR;
/** The day the fixture games were created: their periods are numbered from it. */
const EPOCH = Date.UTC(2026, 0, 1) / 1000;
export const FIRST_ID = 100;

/** Payouts keeping the house edge near 5 %, as the server's demo game: 0.95 × 216 / winning throws, in hundredths. */
const payoutsOf = (codes: string[]) => Object.fromEntries(codes.map((code) => [code, Math.floor((0.95 * 216 * 100) / winningThrows(code))]));
const SIMPLE = ['big', 'small', 'odd', 'even', 'triple_any'];
const SUMS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17].map((n) => `sum_${n}`);
const TRIPLES = [1, 2, 3, 4, 5, 6].map((n) => `triple_${n}`);

/**
 * The server seed's game (a period a minute, betting closing 5 s before the draw, 10 to 10,000 points, every bet
 * type) and a quicker one with the simple types only. `first_period` is where their seeds start.
 */
function gamesOf(now: number, fresh: boolean): GameRow[] {
  const dice: GameRow = {
    id: 1, name_en: 'Three dice', name_zh: '三顆骰子', epoch: EPOCH, period_seconds: 60, close_seconds: 5,
    min_stake: 10, max_stake: 10_000, payouts: payoutsOf([...SIMPLE, ...SUMS, ...TRIPLES]), enabled: true, first_period: 0,
  };
  const quick: GameRow = {
    id: 2, name_en: 'Quick dice', name_zh: '快速骰子', epoch: EPOCH + 15, period_seconds: 30, close_seconds: 3,
    min_stake: 1, max_stake: 500, payouts: payoutsOf(SIMPLE), enabled: true, first_period: 0,
  };
  const closed: GameRow = { ...quick, id: 3, name_en: 'Old dice', name_zh: '舊骰子', enabled: false };
  // Three days and an hour of draws for both; or, for the second, (a customer's
  // first visit) was just created: its first chain starts after the open period, so that period takes no bets.
  dice.first_period = openPeriod(dice, now) - 3 * 1440 - 60;
  quick.first_period = fresh ? openPeriod(quick, now) + 1 : openPeriod(quick, now) - 3 * 2880 - 120;
  closed.first_period = openPeriod(closed, now) - 10;
  return [dice, quick, closed];
}

/** A customer with nothing yet: no points, no bets, no limit. The games are the shop's, there all the same. */
export function emptySeed(now: number): LotteryState {
  return {
    session: newSession(),
    user: { id: 1001, username: 'demo', nickname: 'Demo', realname: 'Demo Customer', mobile: '0912345678', jointime: now - 30 * DAY },
    points: 0,
    games: gamesOf(now, true),
    bets: [],
    limit: { daily_limit: 0, pending_limit: null, pending_from: null },
    next_id: FIRST_ID,
    requests: {},
    closed: null,
  };
}

/** A bet placed at `at` on the period open then (before its close), its stake taken from the points. */
function place(s: LotteryState, gameId: number, at: number, betType: string, amount: number) {
  const g = gameOf(s, gameId)!;
  const period = openPeriod(g, at);
  const createtime = Math.min(at, closeAt(g, period) - 1);
  s.points -= amount;
  s.bets.push({
    id: s.bets.length + 1, game_id: gameId, period_no: period, bet_type: betType, amount, payout_rate: g.payouts[betType]!,
    status: 'pending', payout: 0, shop_day: shopDay(createtime), createtime, settletime: 0,
  });
}

/**
 * The demo customer three days in: bets on both games over three shop days, settled by their draws (won or lost
 * as the dice fell), one waiting for the open period's draw; a daily limit of 3,000 points.
 */
export function defaultSeed(now: number): LotteryState {
  const s = emptySeed(now);
  s.games = gamesOf(now, false);
  s.points = 5_000;
  s.limit = { daily_limit: 3_000, pending_limit: null, pending_from: null };
  place(s, 1, now - 2 * DAY - 5 * HOUR, 'big', 200);
  place(s, 1, now - 2 * DAY - 4 * HOUR, 'sum_10', 50);
  place(s, 1, now - DAY - 3 * HOUR, 'small', 300);
  place(s, 1, now - DAY - 2 * HOUR, 'odd', 100);
  place(s, 2, now - DAY - HOUR, 'even', 100);
  place(s, 1, now - 2 * HOUR, 'triple_any', 20);
  place(s, 2, now - HOUR, 'big', 150);
  place(s, 1, now - 10 * 60, 'even', 250);
  settle(s, now);
  place(s, 1, now, 'big', 100);
  return s;
}

/** A bet of 500 on the period drawn a moment ago, on the type its dice won: settled, paid into the points. */
export function drawSettledSeed(now: number): LotteryState {
  const s = defaultSeed(now);
  const g = gameOf(s, 1)!;
  const period = openPeriod(g, now) - 1;
  const { dice, sum } = drawOf(g, period);
  const winner = dice.every((d) => d === dice[0]) ? 'triple_any' : sum >= 11 ? 'big' : 'small';
  place(s, 1, closeAt(g, period) - 20, winner, 500);
  settle(s, now);
  return s;
}

/** The open period no longer takes bets: the next bet is refused, and the period then shows closed. */
export function bettingClosedSeed(now: number): LotteryState {
  const s = defaultSeed(now);
  s.closed = { reported: false };
  return s;
}
