/**
 * The bet type codes a game may pay, in the order the bet form groups them (simple, totals, any triple, triples).
 *
 * The same list as the bet form's GROUPS (common/betTypes.ts), written here rather than imported: whatever the
 * console imports from a module the shop's pages also use makes that module keep more exports in the shop's
 * chunks, and the shop's bundle must not grow for the console. A test holds the two lists equal.
 */
export const BET_CODES: readonly string[] = [
  'big',
  'small',
  'odd',
  'even',
  ...Array.from({ length: 14 }, (_, i) => `sum_${i + 4}`),
  'triple_any',
  ...Array.from({ length: 6 }, (_, i) => `triple_${i + 1}`),
];

/** "1.95" → 195: a multiplier as typed, in hundredths, exactly (no floating point); null if malformed. */
export function hundredthsOf(payout: string): number | null {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(payout);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
