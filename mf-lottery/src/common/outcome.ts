import { wins } from '@snapmall/shared/lottery';

/** What a throw came out as, in the simple bet types' words: "Big · Odd", or "Triple" (which those types all lose). */
export function outcomeOf(dice: number[]): string[] {
  if (dice.length === 0) return [];
  if (wins('triple_any', dice)) return ['lottery.type.tripleOutcome'];
  return [wins('big', dice) ? 'lottery.type.big' : 'lottery.type.small', wins('odd', dice) ? 'lottery.type.odd' : 'lottery.type.even'];
}
