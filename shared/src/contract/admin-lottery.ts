import { Type, type Static } from '@sinclair/typebox';
import { ListLimit, type AdminPageOf } from './admin-console';
import { Id, Page } from './bank';
import { requestBody } from './common';

/**
 * The lottery's operator calls (issue 19) beside /api/admin/lottery/game/list|save: a game's draws, each with what
 * its period took and paid, and its points staked and paid per day. Points are whole numbers; times unix seconds.
 */

/**
 * /api/admin/lottery/game/list: every game, enabled or not, with the period open now by the database's clock. The
 * stakes and the open period travel as strings (they are 64-bit in the database); times as ISO 8601.
 */
export interface AdminLotteryGame {
  id: number;
  name_en: string;
  name_zh: string;
  /** Period n runs from epoch + (n − 1) × period_seconds and is drawn at its end. */
  epoch: string;
  period_seconds: number;
  close_seconds: number;
  min_stake: string;
  max_stake: string;
  /** Bet type code → what a winning stake of 1 pays back, in hundredths (195 = 1.95×, stake included). */
  payouts: Record<string, number>;
  enabled: boolean;
  open_period: string;
  close_at: string;
  draw_at: string;
  now: string;
}

/** /api/admin/lottery/draw/list: a game's draws, newest first. */
export const AdminDrawListBody = requestBody({ game_id: Id, page: Page, limit: Type.Optional(ListLimit) });
export type AdminDrawListBody = Static<typeof AdminDrawListBody>;

/** A drawn period: its result, the seed revealed and the hash it was committed to, and its settlement. */
export interface AdminDrawRow {
  period_no: number;
  dice: number[];
  sum: number;
  seed: string;
  /** sha256 of the seed: what was published before the period opened. */
  commitment: string;
  drawn_at: number;
  /** The period's bets, the points they staked, how many won and the points paid back. */
  bets: number;
  staked: number;
  winners: number;
  paid: number;
  /** Bets on the period still waiting to be settled: 0 once settled (the draw settles every bet at once). */
  unsettled: number;
}

/** The period open for bets now: its published hash, when betting closes and it is drawn, and its bets so far. */
export interface AdminOpenPeriod {
  period_no: number;
  /** Empty while no seed is made for it yet. */
  commitment: string;
  close_at: number;
  draw_at: number;
  bets: number;
  staked: number;
}

export interface AdminDrawList extends AdminPageOf<AdminDrawRow> {
  /** Null for a game whose seeds are not made yet. */
  open: AdminOpenPeriod | null;
  /** Periods past their draw time and not drawn yet (0 unless the draws are behind). */
  due: number;
  server_time: number;
}

/** /api/admin/lottery/summary: the last `days` days (7 to 90, default 30), today included, in the operator's time zone. */
export const AdminLotterySummaryBody = requestBody({ game_id: Id, days: Type.Optional(Type.Integer({ minimum: 7, maximum: 90 })) });
export type AdminLotterySummaryBody = Static<typeof AdminLotterySummaryBody>;

/** One day of a game: bets placed, points staked on them, points paid back to winners (when they were paid). */
export interface AdminLotteryDay {
  day: string;
  bets: number;
  staked: number;
  paid: number;
}

export interface AdminLotterySummary {
  game_id: number;
  /** One entry per day, oldest first, today last; days with nothing are zeros. */
  days: AdminLotteryDay[];
  /** The sums of the days. */
  totals: { bets: number; staked: number; paid: number };
}
