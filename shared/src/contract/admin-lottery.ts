import { Type, type Static } from '@sinclair/typebox';
import { AdminPageOf, ListLimit } from './admin-console';
import { Id, Page } from './bank';
import { DayText, Int, requestBody, Unix } from './common';

/**
 * The lottery's operator calls (issue 19) beside /api/admin/lottery/game/list|save: a game's draws, each with what
 * its period took and paid, and its points staked and paid per day. Points are whole numbers; times unix seconds.
 */

/**
 * /api/admin/lottery/game/list: every game, enabled or not, with the period open now by the database's clock. The
 * stakes and the open period travel as strings (they are 64-bit in the database); times as ISO 8601.
 */
export const AdminLotteryGame = Type.Object({
  id: Int,
  name_en: Type.String(),
  name_zh: Type.String(),
  /** Period n runs from epoch + (n − 1) × period_seconds and is drawn at its end. */
  epoch: Type.String(),
  period_seconds: Int,
  close_seconds: Int,
  min_stake: Type.String(),
  max_stake: Type.String(),
  /** Bet type code → what a winning stake of 1 pays back, in hundredths (195 = 1.95×, stake included). */
  payouts: Type.Record(Type.String(), Int),
  enabled: Type.Boolean(),
  open_period: Type.String(),
  close_at: Type.String(),
  draw_at: Type.String(),
  now: Type.String(),
});
export type AdminLotteryGame = Static<typeof AdminLotteryGame>;

/** /api/admin/lottery/draw/list: a game's draws, newest first. */
export const AdminDrawListBody = requestBody({ game_id: Id, page: Page, limit: Type.Optional(ListLimit) });
export type AdminDrawListBody = Static<typeof AdminDrawListBody>;

/** A drawn period: its result, the seed revealed and the hash it was committed to, and its settlement. */
export const AdminDrawRow = Type.Object({
  period_no: Int,
  dice: Type.Array(Int),
  sum: Int,
  seed: Type.String(),
  /** sha256 of the seed: what was published before the period opened. */
  commitment: Type.String(),
  drawn_at: Unix,
  /** The period's bets, the points they staked, how many won and the points paid back. */
  bets: Int,
  staked: Int,
  winners: Int,
  paid: Int,
  /** Bets on the period still waiting to be settled: 0 once settled (the draw settles every bet at once). */
  unsettled: Int,
});
export type AdminDrawRow = Static<typeof AdminDrawRow>;

/** The period open for bets now: its published hash, when betting closes and it is drawn, and its bets so far. */
export const AdminOpenPeriod = Type.Object({
  period_no: Int,
  /** Empty while no seed is made for it yet. */
  commitment: Type.String(),
  close_at: Unix,
  draw_at: Unix,
  bets: Int,
  staked: Int,
});
export type AdminOpenPeriod = Static<typeof AdminOpenPeriod>;

export const AdminDrawList = Type.Composite([
  AdminPageOf(AdminDrawRow),
  Type.Object({
    /** Null for a game whose seeds are not made yet. */
    open: Type.Union([AdminOpenPeriod, Type.Null()]),
    /** Periods past their draw time and not drawn yet (0 unless the draws are behind). */
    due: Int,
    server_time: Unix,
  }),
]);
export type AdminDrawList = Static<typeof AdminDrawList>;

/** /api/admin/lottery/summary: the last `days` days (7 to 90, default 30), today included, in the operator's time zone. */
export const AdminLotterySummaryBody = requestBody({ game_id: Id, days: Type.Optional(Type.Integer({ minimum: 7, maximum: 90 })) });
export type AdminLotterySummaryBody = Static<typeof AdminLotterySummaryBody>;

/** One day of a game: bets placed, points staked on them, points paid back to winners (when they were paid). */
export const AdminLotteryDay = Type.Object({ day: DayText, bets: Int, staked: Int, paid: Int });
export type AdminLotteryDay = Static<typeof AdminLotteryDay>;

export const AdminLotterySummary = Type.Object({
  game_id: Int,
  /** One entry per day, oldest first, today last; days with nothing are zeros. */
  days: Type.Array(AdminLotteryDay),
  /** The sums of the days. */
  totals: Type.Object({ bets: Int, staked: Int, paid: Int }),
});
export type AdminLotterySummary = Static<typeof AdminLotterySummary>;
