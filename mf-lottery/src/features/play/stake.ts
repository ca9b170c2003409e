import type { Text } from '../../common/betTypes';

export interface StakeBounds {
  min: number;
  max: number;
  points: number;
  /** What the daily limit still allows today; null for no limit. */
  limitLeft: number | null;
}

/** The stake as typed, if it is a whole number of points; null otherwise. */
export const stakeOf = (typed: string): number | null => (/^\d{1,9}$/.test(typed.trim()) ? Number(typed.trim()) : null);

/**
 * Why this stake cannot be placed, in the order a player fixes it: a whole number, within the game's min and max,
 * within my points, within what my daily limit leaves. The server checks all of it again.
 */
export function stakeProblem(typed: string, b: StakeBounds): Text | null {
  const n = stakeOf(typed);
  if (n === null) return { id: 'lottery.amount.whole' };
  if (n < b.min || n > b.max) return { id: 'lottery.amount.range', values: { min: b.min, max: b.max } };
  if (n > b.points) return { id: 'lottery.amount.points', values: { points: b.points } };
  if (b.limitLeft !== null && n > b.limitLeft) return { id: 'lottery.amount.limit', values: { left: b.limitLeft } };
  return null;
}
