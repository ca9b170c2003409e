import type { CurrentPeriod } from '@snapmall/shared/contract';

/** How often the play page asks again while visible: often around the draw, calmly in between. */
export const NEAR_DRAW_POLL_MS = 2_000;
export const CALM_POLL_MS = 10_000;
/** "Around the draw": this many seconds before betting closes, until the draw is in. */
const NEAR_SECONDS = 10;

/**
 * Whether the period before the open one still waits for its draw: the open period is N, so N − 1 was drawn at
 * this period's opening, and its result is due any second (the server draws on its own schedule).
 */
export function awaitingDraw(c: Pick<CurrentPeriod, 'period_no' | 'last'>): boolean {
  const latest = c.last[0]?.period_no ?? 0;
  return c.last.length > 0 && latest < c.period_no - 1;
}

/** The polling interval for the play page: 0 while hidden, fast near the close and until a due draw arrives. */
export function playPollMs(visible: boolean, secondsToClose: number, c: Pick<CurrentPeriod, 'period_no' | 'last'> | undefined): number {
  if (!visible) return 0;
  if (!c) return CALM_POLL_MS;
  return secondsToClose <= NEAR_SECONDS || awaitingDraw(c) ? NEAR_DRAW_POLL_MS : CALM_POLL_MS;
}
