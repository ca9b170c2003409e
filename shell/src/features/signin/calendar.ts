/** One cell of a month's calendar: a blank before the 1st, or a day (YYYY-MM-DD) with its number. */
export type CalendarCell = { day: string; date: number } | null;

const pad = (n: number) => String(n).padStart(2, '0');

/** The weeks of a month (YYYY-MM), Sunday first: leading blanks, then every day, then blanks to fill the week. */
export function monthCells(month: string): CalendarCell[] {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, mon - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  const cells: CalendarCell[] = Array.from({ length: first }, () => null);
  for (let d = 1; d <= days; d++) cells.push({ day: `${month}-${pad(d)}`, date: d });
  while (cells.length % 7) cells.push(null);
  return cells;
}

/** The month before or after (delta months), YYYY-MM. */
export function shiftMonth(month: string, delta: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, mon - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** The published rule as a table: the points on each day of a streak until the bonus stops growing (at most 7 rows). */
export function ruleSteps(rule: { base_points: number; streak_bonus: number; max_bonus: number }, points: (streak: number) => number): Array<{ streak: number; points: number; onward: boolean }> {
  const capDay = rule.streak_bonus > 0 ? 1 + Math.ceil(rule.max_bonus / rule.streak_bonus) : 1;
  const last = Math.min(Math.max(capDay, 1), 7);
  return Array.from({ length: last }, (_, i) => ({ streak: i + 1, points: points(i + 1), onward: i + 1 === last }));
}
