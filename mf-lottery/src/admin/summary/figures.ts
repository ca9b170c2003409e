/**
 * The share of the points staked that was paid back, in percent with two decimals ("97.25"): what the published
 * odds promise on average is 100 less the house edge. Null when nothing was staked.
 */
export function payoutRatio(totals: { staked: number; paid: number }): string | null {
  if (totals.staked <= 0) return null;
  return ((totals.paid / totals.staked) * 100).toFixed(2);
}
