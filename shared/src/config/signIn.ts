/**
 * The published daily sign-in rule (config sign_in): the base, plus the bonus for each day of the streak after
 * the first, up to the cap. The same formula as the contract's signInPoints, kept here so pages can show it
 * without loading TypeBox (a test checks the two agree).
 */
export function signInPoints(rule: { base_points: number; streak_bonus: number; max_bonus: number }, streak: number): number {
  return rule.base_points + Math.min(Math.max(streak - 1, 0) * rule.streak_bonus, rule.max_bonus);
}
