import type { StakeLimit } from '@snapmall/shared/contract';
import type { Text } from '../../common/betTypes';

/**
 * What saving this limit will do, said before saving. A lower limit protects the player, so it applies at once;
 * a higher one, or none at all (0 is "no limit", the highest), waits for the next shop day.
 */
export function changeOf(current: number, next: number, waitingFrom = ''): Text | null {
  // The same limit again stays in force, and a raise waiting for its day is called off.
  if (next === current) return waitingFrom && next > 0 ? { id: 'lottery.limit.willKeep', values: { day: waitingFrom } } : null;
  const raises = next === 0 || (current !== 0 && next > current);
  return raises ? { id: next === 0 ? 'lottery.limit.willRemove' : 'lottery.limit.willRaise' } : { id: 'lottery.limit.willLower' };
}

/** The limit in force today, in words. */
export const inForceOf = (l: StakeLimit): Text =>
  l.daily_limit > 0 ? { id: 'lottery.limit.inForce', values: { limit: l.daily_limit } } : { id: 'lottery.limit.inForceNone' };

/** A raise waiting for its day (pending_from set; its limit may be 0, "no limit"), or null. */
export function waitingOf(l: StakeLimit): Text | null {
  if (!l.pending_from) return null;
  return l.pending_limit > 0
    ? { id: 'lottery.limit.waiting', values: { limit: l.pending_limit, day: l.pending_from } }
    : { id: 'lottery.limit.waitingNone', values: { day: l.pending_from } };
}
