import { oddsOf, winningThrows } from '@snapmall/shared/lottery';
import type { BetType } from '@snapmall/shared/contract';

/** The bet form's groups, in the order a player reads them; a game offers some or all of these codes. */
export const GROUPS: readonly { id: string; codes: readonly string[] }[] = [
  { id: 'simple', codes: ['big', 'small', 'odd', 'even'] },
  { id: 'sum', codes: Array.from({ length: 14 }, (_, i) => `sum_${i + 4}`) },
  { id: 'anyTriple', codes: ['triple_any'] },
  { id: 'triple', codes: Array.from({ length: 6 }, (_, i) => `triple_${i + 1}`) },
];

/** A message id and its values: how a bet type is named, or what it wins on. */
export interface Text {
  id: string;
  values?: Record<string, string | number>;
}

const numbered = /^(sum|triple)_(\d{1,2})$/;

/** "Big", "Sum 10", "Triple 6", "Any triple"; a code this build does not know is shown as it is. */
export function betTypeName(code: string): Text {
  const m = numbered.exec(code);
  if (m) return { id: `lottery.type.${m[1]}`, values: { n: Number(m[2]) } };
  if (['big', 'small', 'odd', 'even', 'triple_any'].includes(code)) return { id: `lottery.type.${code}` };
  return { id: 'lottery.type.other', values: { code } };
}

/** What the bet type wins on, in words. */
export function betTypeRule(code: string): Text {
  const m = numbered.exec(code);
  if (m) return { id: `lottery.rule.${m[1]}`, values: { n: Number(m[2]) } };
  return { id: `lottery.rule.${winningThrows(code) > 0 ? code : 'other'}` };
}

/** "1.95" → 195: the published multiplier in hundredths, exactly (no floating point); null if malformed. */
export function hundredthsOf(payout: string): number | null {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(payout);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** What a winning stake pays back (stake included), floored to whole points as the server pays it. */
export function payoutFor(amount: number, payout: string): number {
  const h = hundredthsOf(payout);
  return h === null ? 0 : Math.floor((amount * h) / 100);
}

/**
 * Whether the chance and house edge the server published agree with the ones this page computes from the payout
 * with the shared rules (the same code the server settles with): a mismatch is shown, not hidden.
 */
export function oddsAgree(t: BetType): boolean {
  const h = hundredthsOf(t.payout);
  if (h === null) return false;
  const odds = oddsOf(t.code, h);
  return odds.chance === t.chance && odds.houseEdge === t.house_edge;
}

/** The game's bet types in the form's groups (unknown codes, which the server would refuse, are left out). */
export function groupsOf(types: BetType[]): { id: string; types: BetType[] }[] {
  const byCode = new Map(types.map((t) => [t.code, t]));
  return GROUPS.map((g) => ({ id: g.id, types: g.codes.flatMap((c) => byCode.get(c) ?? []) })).filter((g) => g.types.length > 0);
}
