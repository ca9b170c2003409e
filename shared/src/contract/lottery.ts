import { Type, type Static } from '@sinclair/typebox';
import { Id, Page, RequestId } from './bank';
import { requestBody } from './common';
import { RULES } from './rules';

/**
 * The points lottery (issue "The points lottery"): a points game, not gambling — stakes and payouts are loyalty
 * points, never cash. Times are unix seconds; points are whole numbers.
 *
 * Draws anyone can verify (see lottery/draw.ts in @snapmall/shared, the one mapping the server and the verify page
 * share): each game has hash chains of seeds made in advance; a chain's last link (its commitment) is published
 * before its first period opens, and period k's seed s_k satisfies sha256(s_k) = s_(k-1) (the previous period's
 * seed, or the commitment for the chain's first period). The dice come from HMAC-SHA256(seed, "<game>:<period>").
 */

/** A bet type as published: its code, and what a winning stake of 1 point pays back (stake included). */
export interface BetType {
  code: string;
  /** e.g. "1.95": a winning stake of 100 points pays 195 (floored to whole points). */
  payout: string;
  /** The chance to win in percent ("48.61"), and the house edge in percent, computed from the payout. */
  chance: string;
  house_edge: string;
}

export interface LotteryGame {
  id: number;
  /** In the request's language. */
  name: string;
  period_seconds: number;
  /** Betting on a period closes this many seconds before its draw. */
  close_seconds: number;
  min_stake: number;
  max_stake: number;
  bet_types: BetType[];
}

export interface Draw {
  period_no: number;
  /** Three dice, 1–6 each. */
  dice: number[];
  sum: number;
  /** The revealed seed (hex) and the commitment it hashes to (hex), for verification. */
  seed: string;
  commitment: string;
  drawn_at: number;
}

export const GameBody = requestBody({ game_id: Id });
export type GameBody = Static<typeof GameBody>;

export interface CurrentPeriod {
  game: LotteryGame;
  /** The period open for bets now, when betting on it closes, and when it is drawn. */
  period_no: number;
  close_at: number;
  draw_at: number;
  /** The server's clock: count down from it, not the device's. */
  server_time: number;
  /** sha256 of this period's seed, published before the period opened. */
  commitment: string;
  last: Draw[];
  points: number;
  limit: StakeLimit;
}

export const BetBody = requestBody({
  game_id: Id,
  period_no: Type.Integer({ minimum: 1 }),
  bet_type: Type.String({ minLength: 1, maxLength: 20, pattern: RULES.betTypePattern }),
  amount: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  request_id: RequestId,
});
export type BetBody = Static<typeof BetBody>;

export type BetStatus = 'pending' | 'won' | 'lost';

export interface Bet {
  id: number;
  game_id: number;
  game_name: string;
  period_no: number;
  bet_type: string;
  amount: number;
  /** The payout multiplier published when the bet was placed. */
  payout_rate: string;
  status: BetStatus;
  /** Points paid back (0 when lost or pending). */
  payout: number;
  createtime: number;
  settletime: number;
  /** The draw, once settled. */
  dice: number[];
}

export const LotteryPageBody = requestBody({ page: Page });
export type LotteryPageBody = Static<typeof LotteryPageBody>;

export const SettledBody = requestBody({ game_id: Id, page: Page });
export type SettledBody = Static<typeof SettledBody>;

/** /api/lottery/draw: one period's draw, for the verify page. */
export const DrawBody = requestBody({ game_id: Id, period_no: Type.Integer({ minimum: 1 }) });
export type DrawBody = Static<typeof DrawBody>;

/** 'drawn' with its draw; 'pending' when the period is not drawn yet; 'none' when it never will be (no seed). */
export interface DrawLookup {
  status: 'drawn' | 'pending' | 'none';
  draw: Draw | null;
}

export const BetIdBody = requestBody({ id: Id });
export type BetIdBody = Static<typeof BetIdBody>;

/** /api/lottery/buylogday: my bets summed per shop day. */
export interface BetDay {
  day: string;
  bets: number;
  staked: number;
  paid: number;
}

/** The customer's own daily stake limit (0 = none): lowering applies now, raising from the next shop day. */
export interface StakeLimit {
  daily_limit: number;
  staked_today: number;
  /** A raised limit waiting for the next day, and that day; 0 and '' when none. */
  pending_limit: number;
  pending_from: string;
}

export const StakeLimitBody = requestBody({ daily_limit: Type.Integer({ minimum: 0, maximum: 100_000_000 }) });
export type StakeLimitBody = Static<typeof StakeLimitBody>;

/** /api/admin/lottery/game/save: a game as the operator publishes it. Payouts in hundredths (195 = 1.95×). */
export const GameSaveBody = requestBody({
  id: Type.Optional(Id),
  name_en: Type.String({ minLength: 1, maxLength: 50, pattern: RULES.notBlankPattern }),
  name_zh: Type.String({ minLength: 1, maxLength: 50, pattern: RULES.notBlankPattern }),
  /** Only for a new game: periods are numbered from the clock, so their length never changes afterwards. */
  period_seconds: Type.Integer({ minimum: 2, maximum: 86_400 }),
  close_seconds: Type.Integer({ minimum: 1, maximum: 3_600 }),
  min_stake: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  max_stake: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  payouts: Type.Array(
    Type.Object(
      { code: Type.String({ minLength: 1, maxLength: 20, pattern: RULES.betTypePattern }), payout: Type.Integer({ minimum: 101, maximum: 10_000_000 }) },
      { additionalProperties: false },
    ),
    { minItems: 1, maxItems: 40 },
  ),
  enabled: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export type GameSaveBody = Static<typeof GameSaveBody>;
