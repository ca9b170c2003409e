import { DEFAULT_SHOP_TIME_ZONE, type Bet, type Draw, type Language, type LotteryGame, type StakeLimit, type UserInfo } from '@snapmall/shared/contract';
import { bytesToHex, oddsOf, wins } from '@snapmall/shared/lottery';
import type { MockSession } from '@snapmall/shared/mock';
import { diceOf, sha256, sha256Hex } from './sha256';

/**
 * The lottery's data in the mock, kept as server/src/modules/lottery keeps it: games with an epoch their periods
 * are numbered from, hash chains of seeds made ahead, bets in whole points. Draws are not stored: a period's draw
 * is its seed's (the dice follow from it), and a period is drawn once its draw time has passed, as the server's
 * tick draws it; its pending bets are settled then (settle(), at every call) and the winners paid.
 */
export interface GameRow {
  id: number;
  name_en: string;
  name_zh: string;
  /** Unix seconds: period p is drawn at epoch + p × period_seconds (the server's lottery_games.epoch). */
  epoch: number;
  period_seconds: number;
  close_seconds: number;
  min_stake: number;
  max_stake: number;
  /** Payout per bet type in hundredths (195 = ×1.95), as the operator saved them. */
  payouts: Record<string, number>;
  enabled: boolean;
  /** The first period with a seed: the first chain starts here, each chain CHAIN_LENGTH periods. */
  first_period: number;
}

export interface BetRow {
  id: number;
  game_id: number;
  period_no: number;
  bet_type: string;
  amount: number;
  /** Hundredths, fixed when the bet was placed. */
  payout_rate: number;
  status: 'pending' | 'won' | 'lost';
  payout: number;
  /** The shop day the bet was placed on (YYYY-MM-DD, the shop's time zone). */
  shop_day: string;
  createtime: number;
  settletime: number;
}

export interface LotteryState {
  session: MockSession;
  user: { id: number; username: string; nickname: string; realname: string; mobile: string; jointime: number };
  /** The customer's points (loyalty points, no cash value). */
  points: number;
  games: GameRow[];
  bets: BetRow[];
  /** lottery_limits: the limit in force (0 = none) and a raise waiting for its day. */
  limit: { daily_limit: number; pending_limit: number | null; pending_from: string | null };
  next_id: number;
  /** Answers kept by request_id (the server's ledger.once): the same id again answers the same bet. */
  requests: Record<string, { body: string; id: number }>;
  /**
   * `betting-closed`: the server has closed betting on the open period while the page still counts down (the race
   * at the close). A bet is refused; from then on /current says so too (`reported`).
   */
  closed: { reported: boolean } | null;
}

/** Periods a chain covers and how far ahead of the open period seeds exist (server lottery/chain.ts). */
export const CHAIN_LENGTH = 1440;
export const LOOKAHEAD_PERIODS = 60;

/** The period open at `now`, and its close and draw times (server repository.ts NOW). */
export const openPeriod = (g: GameRow, now: number) => Math.floor((now - g.epoch) / g.period_seconds) + 1;
export const drawAt = (g: GameRow, period: number) => g.epoch + period * g.period_seconds;
export const closeAt = (g: GameRow, period: number) => drawAt(g, period) - g.close_seconds;

const chains = new Map<string, string[]>();

/** One chain's seeds: the last from the game and chain number (the mock's stand-in for random), each earlier one its sha256. */
function chainOf(gameId: number, first: number): string[] {
  const key = `${gameId}:${first}`;
  let seeds = chains.get(key);
  if (!seeds) {
    seeds = new Array<string>(CHAIN_LENGTH);
    seeds[CHAIN_LENGTH - 1] = bytesToHex(sha256(new TextEncoder().encode(`snapmall-mock:${key}`)));
    for (let i = CHAIN_LENGTH - 1; i > 0; i--) seeds[i - 1] = sha256Hex(seeds[i]!);
    chains.set(key, seeds);
  }
  return seeds;
}

/** The last period with a seed: whole chains, made ahead until they reach the open period plus the look-ahead. */
export function lastSeeded(g: GameRow, now: number): number {
  const needed = openPeriod(g, now) + LOOKAHEAD_PERIODS - g.first_period + 1;
  return g.first_period + Math.max(1, Math.ceil(needed / CHAIN_LENGTH)) * CHAIN_LENGTH - 1;
}

/** A seeded period's seed (from the first period on). */
function seedAt(g: GameRow, period: number): string {
  const offset = period - g.first_period;
  return chainOf(g.id, g.first_period + Math.floor(offset / CHAIN_LENGTH) * CHAIN_LENGTH)[offset % CHAIN_LENGTH]!;
}

/** The period's seed if the server has made it by `now`. */
export const seedOf = (g: GameRow, period: number, now: number) => (period < g.first_period || period > lastSeeded(g, now) ? undefined : seedAt(g, period));

/** The periods drawn by `now`: from the first seeded period to the one before the open period. */
export const lastDrawn = (g: GameRow, now: number) => openPeriod(g, now) - 1;
export const drawnCount = (g: GameRow, now: number) => Math.max(0, lastDrawn(g, now) - g.first_period + 1);
export const isDrawn = (g: GameRow, period: number, now: number) => period >= g.first_period && period <= lastDrawn(g, now);

export function drawOf(g: GameRow, period: number): Draw {
  const seed = seedAt(g, period);
  const dice = diceOf(seed, g.id, period);
  return { period_no: period, dice, sum: dice.reduce((a, b) => a + b, 0), seed, commitment: sha256Hex(seed), drawn_at: drawAt(g, period) };
}

/** The game's draws newest first, from `skip` on: at most `count` of them. */
export function drawsOf(g: GameRow, now: number, skip: number, count: number): Draw[] {
  const draws: Draw[] = [];
  for (let p = lastDrawn(g, now) - skip; p >= g.first_period && draws.length < count; p--) draws.push(drawOf(g, p));
  return draws;
}

export const gameOf = (s: LotteryState, id: unknown) => s.games.find((g) => g.id === id);

/**
 * What the server's tick has done by `now`: every pending bet whose period was drawn is settled at its draw, a
 * win paid into the points (stake × payout, floored).
 */
export function settle(s: LotteryState, now: number) {
  for (const b of s.bets) {
    const g = gameOf(s, b.game_id)!;
    if (b.status !== 'pending' || !isDrawn(g, b.period_no, now)) continue;
    const won = wins(b.bet_type, drawOf(g, b.period_no).dice);
    b.status = won ? 'won' : 'lost';
    b.payout = won ? Math.floor((b.amount * b.payout_rate) / 100) : 0;
    b.settletime = drawAt(g, b.period_no);
    s.points += b.payout;
  }
}

/** A unix time's day in the shop's time zone, YYYY-MM-DD. */
export function shopDay(unix: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(unix * 1000));
}

export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The limit in force today, a raise still waiting, and today's stakes (server repository.ts limitOf). */
export function limitOf(s: LotteryState, now: number): StakeLimit & { today: string } {
  const today = shopDay(now);
  const { daily_limit, pending_limit, pending_from } = s.limit;
  const due = pending_from !== null && pending_from <= today;
  return {
    daily_limit: due ? (pending_limit ?? 0) : daily_limit,
    staked_today: s.bets.filter((b) => b.shop_day === today).reduce((sum, b) => sum + b.amount, 0),
    pending_limit: !due && pending_from !== null ? (pending_limit ?? 0) : 0,
    pending_from: !due && pending_from !== null ? pending_from : '',
    today,
  };
}

export const stakeLimit = ({ today: _today, ...limit }: StakeLimit & { today: string }): StakeLimit => limit;

/** Hundredths as a multiplier: 195 → "1.95" (server views.ts). */
export const multiplier = (hundredths: number) => `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

export function toGame(g: GameRow, lang: Language): LotteryGame {
  return {
    id: g.id,
    name: lang === 'zh-tw' ? g.name_zh : g.name_en,
    period_seconds: g.period_seconds,
    close_seconds: g.close_seconds,
    min_stake: g.min_stake,
    max_stake: g.max_stake,
    bet_types: Object.entries(g.payouts).map(([code, payout]) => {
      const odds = oddsOf(code, payout);
      return { code, payout: multiplier(payout), chance: odds.chance, house_edge: odds.houseEdge };
    }),
  };
}

export function toBet(s: LotteryState, b: BetRow, lang: Language): Bet {
  const g = gameOf(s, b.game_id)!;
  return {
    id: b.id,
    game_id: b.game_id,
    game_name: lang === 'zh-tw' ? g.name_zh : g.name_en,
    period_no: b.period_no,
    bet_type: b.bet_type,
    amount: b.amount,
    payout_rate: multiplier(b.payout_rate),
    status: b.status,
    payout: b.payout,
    createtime: b.createtime,
    settletime: b.settletime,
    dice: b.status === 'pending' ? [] : drawOf(g, b.period_no).dice,
  };
}

/** The user info of the account module (server/src/modules/account/userinfo.ts) for this state: score is the points. */
export function userInfoOf(s: LotteryState, token: string, expiretime: number, now: number): UserInfo {
  const u = s.user;
  return {
    id: u.id, user_id: u.id, username: u.username, nickname: u.nickname, realname: u.realname, mobile: u.mobile,
    avatar: '', email: '', gender: 0, birthday: '', bio: '',
    score: s.points, money: '800.00', held_money: '0.00',
    level: 1, group_id: 0, pid: 0, is_paypassword: 1, status: 'normal',
    verification: { email: 0, mobile: 0 }, invite_code: 'DEMOSHOP', successions: 1, maxsuccessions: 1,
    prevtime: now, logintime: now, loginip: '127.0.0.1', loginfailure: 0, loginfailuretime: 0, joinip: '127.0.0.1',
    jointime: u.jointime, createtime: u.jointime, updatetime: u.jointime, now_order_money: '0.00', return_money: '0.00',
    token, expiretime, expires_in: Math.max(0, expiretime - now),
    vip: {
      id: 1, name: 'VIP 1', price: '0.00', task_rate: '0.50', order_join_rate: '0.00', level: 1, task_num: 3,
      task_everyday: 1, withdraw_num: 1, withdraw_rate: '1.00', min_withdraw: '100.00', max_withdraw: '5000.00',
      content: 'Entry level: 3 snap buys a day, 0.50% rebate', image: '', logo: '',
    },
  };
}
