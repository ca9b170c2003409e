import { Type, type Static } from '@sinclair/typebox';
import { Id, Page, RequestId } from './bank';
import { DayText, Int, Money, requestBody, Unix } from './common';
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
export const BetType = Type.Object({
  code: Type.String(),
  /** e.g. "1.95": a winning stake of 100 points pays 195 (floored to whole points). */
  payout: Money,
  /** The chance to win in percent ("48.61"), and the house edge in percent, computed from the payout. */
  chance: Money,
  house_edge: Money,
});
export type BetType = Static<typeof BetType>;

export const LotteryGame = Type.Object({
  id: Int,
  /** In the request's language. */
  name: Type.String(),
  period_seconds: Int,
  /** Betting on a period closes this many seconds before its draw. */
  close_seconds: Int,
  min_stake: Int,
  max_stake: Int,
  bet_types: Type.Array(BetType),
});
export type LotteryGame = Static<typeof LotteryGame>;

export const Draw = Type.Object({
  period_no: Int,
  /** Three dice, 1–6 each. */
  dice: Type.Array(Int),
  sum: Int,
  /** The revealed seed (hex) and the commitment it hashes to (hex), for verification. */
  seed: Type.String(),
  commitment: Type.String(),
  drawn_at: Unix,
});
export type Draw = Static<typeof Draw>;

export const GameBody = requestBody({ game_id: Id });
export type GameBody = Static<typeof GameBody>;

/** The customer's own daily stake limit (0 = none): lowering applies now, raising from the next shop day. */
export const StakeLimit = Type.Object({
  daily_limit: Int,
  staked_today: Int,
  /** A raised limit waiting for the next day, and that day; 0 and '' when none. */
  pending_limit: Int,
  pending_from: Type.String(),
});
export type StakeLimit = Static<typeof StakeLimit>;

export const CurrentPeriod = Type.Object({
  game: LotteryGame,
  /** The period open for bets now, when betting on it closes, and when it is drawn. */
  period_no: Int,
  close_at: Unix,
  draw_at: Unix,
  /** The server's clock: count down from it, not the device's. */
  server_time: Unix,
  /** sha256 of this period's seed, published before the period opened. */
  commitment: Type.String(),
  last: Type.Array(Draw),
  points: Int,
  limit: StakeLimit,
});
export type CurrentPeriod = Static<typeof CurrentPeriod>;

export const BetBody = requestBody({
  game_id: Id,
  period_no: Type.Integer({ minimum: 1 }),
  bet_type: Type.String({ minLength: 1, maxLength: 20, pattern: RULES.betTypePattern }),
  amount: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  request_id: RequestId,
});
export type BetBody = Static<typeof BetBody>;

export const BetStatus = Type.Union([Type.Literal('pending'), Type.Literal('won'), Type.Literal('lost')]);
export type BetStatus = Static<typeof BetStatus>;

export const Bet = Type.Object({
  id: Int,
  game_id: Int,
  game_name: Type.String(),
  period_no: Int,
  bet_type: Type.String(),
  amount: Int,
  /** The payout multiplier published when the bet was placed. */
  payout_rate: Money,
  status: BetStatus,
  /** Points paid back (0 when lost or pending). */
  payout: Int,
  createtime: Unix,
  settletime: Unix,
  /** The draw, once settled. */
  dice: Type.Array(Int),
});
export type Bet = Static<typeof Bet>;

export const LotteryPageBody = requestBody({ page: Page });
export type LotteryPageBody = Static<typeof LotteryPageBody>;

export const SettledBody = requestBody({ game_id: Id, page: Page });
export type SettledBody = Static<typeof SettledBody>;

/** /api/lottery/draw: one period's draw, for the verify page. */
export const DrawBody = requestBody({ game_id: Id, period_no: Type.Integer({ minimum: 1 }) });
export type DrawBody = Static<typeof DrawBody>;

/** 'drawn' with its draw; 'pending' when the period is not drawn yet; 'none' when it never will be (no seed). */
export const DrawLookup = Type.Object({
  status: Type.Union([Type.Literal('drawn'), Type.Literal('pending'), Type.Literal('none')]),
  draw: Type.Union([Draw, Type.Null()]),
});
export type DrawLookup = Static<typeof DrawLookup>;

export const BetIdBody = requestBody({ id: Id });
export type BetIdBody = Static<typeof BetIdBody>;

/** /api/lottery/buylogday: my bets summed per shop day. */
export const BetDay = Type.Object({ day: DayText, bets: Int, staked: Int, paid: Int });
export type BetDay = Static<typeof BetDay>;


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
