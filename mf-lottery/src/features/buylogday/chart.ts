import type { BetDay } from '@snapmall/shared/contract';

/** The most days the chart draws: the latest ones loaded, so each bar stays wide enough to read on a phone. */
export const CHART_DAYS = 14;

export interface Bar {
  day: string;
  staked: number;
  paid: number;
}

/** The latest days, oldest first (time runs left to right), and the scale's top: a round number above every bar. */
export function chartOf(days: BetDay[]): { bars: Bar[]; top: number } {
  const bars = days
    .slice(0, CHART_DAYS)
    .map((d) => ({ day: d.day, staked: d.staked, paid: d.paid }))
    .reverse();
  const highest = Math.max(1, ...bars.flatMap((b) => [b.staked, b.paid]));
  return { bars, top: niceTop(highest) };
}

/** 1, 2 or 5 times a power of ten, at least n: a scale people read at a glance. */
export function niceTop(n: number): number {
  const power = 10 ** Math.floor(Math.log10(n));
  return [1, 2, 5, 10].map((m) => m * power).find((v) => v >= n)!;
}
