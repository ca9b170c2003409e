import { saveBody } from '@snapmall/shared/admin';
import type { AdminLotteryGame, GameSaveBody } from '@snapmall/shared/contract';
import type { Form } from '@snapmall/shared/kit';
import { oddsOf, winningThrows } from '@snapmall/shared/lottery';
import { hundredthsOf } from '../common/codes';

/** The form's fields, as typed (the payouts apart: a row per bet type). */
export interface GameValues {
  name_en: string;
  name_zh: string;
  period_seconds: string;
  close_seconds: string;
  min_stake: string;
  max_stake: string;
  enabled: boolean;
}
export type GameField = keyof GameValues | 'payouts';
/** What is wrong, by field: a message id of this page's, or the server's own words. */
export type GameErrors = Partial<Record<GameField, string>>;

/** One bet type the game pays: its code and the multiplier as typed ("1.95"). */
export interface PayoutRow {
  code: string;
  payout: string;
}
/** What is wrong with a payout row, by row. */
export type PayoutErrors = Record<number, string>;

/** The schema's limits (GameSaveBody). */
export const LIMITS = {
  name: 50,
  period: [2, 86_400],
  close: [1, 3_600],
  stake: [1, 100_000_000],
  payout: [101, 10_000_000],
  types: 40,
} as const;

export const NEW_GAME: GameValues = {
  name_en: '',
  name_zh: '',
  period_seconds: '60',
  close_seconds: '5',
  min_stake: '10',
  max_stake: '1000',
  enabled: true,
};

/** A new game starts with the four even-money bets at 1.95 (a 2.5% house edge, the three-dice games' usual). */
export const NEW_PAYOUTS: PayoutRow[] = ['big', 'small', 'odd', 'even'].map((code) => ({ code, payout: '1.95' }));

/** 195 → "1.95": hundredths as the multiplier the form shows. */
export const multiplierOf = (hundredths: number) => `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

export const valuesOf = (g: AdminLotteryGame): GameValues => ({
  name_en: g.name_en,
  name_zh: g.name_zh,
  period_seconds: String(g.period_seconds),
  close_seconds: String(g.close_seconds),
  min_stake: g.min_stake,
  max_stake: g.max_stake,
  enabled: g.enabled,
});

export const payoutsOf = (g: AdminLotteryGame): PayoutRow[] => Object.entries(g.payouts).map(([code, hundredths]) => ({ code, payout: multiplierOf(hundredths) }));

/**
 * The chance and house edge a row publishes, as the customer's bet form shows them (the shared rules the server
 * settles with); null while the row cannot be meant.
 */
export function oddsOfRow(row: PayoutRow): { chance: string; houseEdge: string; losing: boolean } | null {
  const hundredths = hundredthsOf(row.payout.trim());
  if (hundredths === null || !isBetType(row.code)) return null;
  const odds = oddsOf(row.code, hundredths);
  return { ...odds, losing: Number(odds.houseEdge) < 0 };
}

/** A code the shared rules know (isBetType, through what the shop's pages already use of them: see codes.ts). */
const isBetType = (code: string) => winningThrows(code) > 0;

const whole = /^\d{1,9}$/;
const within = (text: string, [min, max]: readonly [number, number]) => whole.test(text) && Number(text) >= min && Number(text) <= max;

/**
 * The game checked as the server checks it (GameSaveBody, LotteryAdminService.save): both names, a period of 2 s
 * to a day (fixed once the game exists), betting closing before the draw, whole stakes with the minimum no larger
 * than the maximum, and at least one bet type, each known, once, paying more than its stake. Answers the message
 * ids of what is wrong by field and by payout row, or the body to send.
 */
export function checkGame(v: GameValues, rows: readonly PayoutRow[], id?: number): { errors: GameErrors; rowErrors: PayoutErrors } | { body: Form<GameSaveBody> } {
  const errors: GameErrors = {};
  for (const field of ['name_en', 'name_zh'] as const) {
    const value = v[field].trim();
    if (!value) errors[field] = 'admin.lottery.game.required';
    else if (value.length > LIMITS.name) errors[field] = 'admin.lottery.game.tooLong';
  }
  const period = v.period_seconds.trim();
  const close = v.close_seconds.trim();
  if (!within(period, LIMITS.period)) errors.period_seconds = 'admin.lottery.game.badPeriod';
  if (!within(close, LIMITS.close)) errors.close_seconds = 'admin.lottery.game.badClose';
  else if (!errors.period_seconds && Number(close) >= Number(period)) errors.close_seconds = 'admin.lottery.game.closeTooLate';
  const min = v.min_stake.trim();
  const max = v.max_stake.trim();
  if (!within(min, LIMITS.stake)) errors.min_stake = 'admin.lottery.game.badStake';
  if (!within(max, LIMITS.stake)) errors.max_stake = 'admin.lottery.game.badStake';
  else if (!errors.min_stake && Number(min) > Number(max)) errors.max_stake = 'admin.lottery.game.minAboveMax';

  const rowErrors: PayoutErrors = {};
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const hundredths = hundredthsOf(row.payout.trim());
    if (!isBetType(row.code)) rowErrors[i] = 'admin.lottery.game.badType';
    else if (seen.has(row.code)) rowErrors[i] = 'admin.lottery.game.duplicateType';
    else if (hundredths === null || hundredths < LIMITS.payout[0] || hundredths > LIMITS.payout[1]) rowErrors[i] = 'admin.lottery.game.badPayout';
    seen.add(row.code);
  });
  if (rows.length === 0) errors.payouts = 'admin.lottery.game.noTypes';
  else if (rows.length > LIMITS.types) errors.payouts = 'admin.lottery.game.tooManyTypes';
  if (Object.keys(errors).length > 0 || Object.keys(rowErrors).length > 0) return { errors, rowErrors };
  return {
    body: {
      ...saveBody(v, id, ['name_en', 'name_zh']),
      period_seconds: Number(period),
      close_seconds: Number(close),
      min_stake: Number(min),
      max_stake: Number(max),
      payouts: rows.map((row) => ({ code: row.code, payout: hundredthsOf(row.payout.trim())! })),
    },
  };
}

/** The lowest house edge among a game's payouts ("2.78"): the bet the house earns least on. Null for none. */
export function lowestEdge(payouts: Record<string, number>): string | null {
  const edges = Object.entries(payouts)
    .filter(([code]) => isBetType(code))
    .map(([code, hundredths]) => oddsOf(code, hundredths).houseEdge);
  return edges.length === 0 ? null : edges.reduce((low, edge) => (Number(edge) < Number(low) ? edge : low));
}
