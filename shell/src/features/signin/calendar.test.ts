import { signInPoints } from '@snapmall/shared';
import { monthCells, ruleSteps, shiftMonth } from './calendar';

it('lays out a month in weeks starting on Sunday', () => {
  // November 2026 starts on a Sunday and has 30 days.
  const nov = monthCells('2026-11');
  expect(nov[0]).toEqual({ day: '2026-11-01', date: 1 });
  expect(nov).toHaveLength(35);
  expect(nov.filter(Boolean)).toHaveLength(30);
  // February 2028 (a leap year) starts on a Tuesday.
  const feb = monthCells('2028-02');
  expect(feb.slice(0, 3)).toEqual([null, null, { day: '2028-02-01', date: 1 }]);
  expect(feb.filter(Boolean).at(-1)).toEqual({ day: '2028-02-29', date: 29 });
  expect(feb.length % 7).toBe(0);
});

it('steps between months across years', () => {
  expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  expect(shiftMonth('2026-05', 0)).toBe('2026-05');
});

it('shows the published rule day by day until the bonus stops growing', () => {
  const rule = { base_points: 5, streak_bonus: 1, max_bonus: 5 };
  expect(ruleSteps(rule, (s) => signInPoints(rule, s))).toEqual([
    { streak: 1, points: 5, onward: false },
    { streak: 2, points: 6, onward: false },
    { streak: 3, points: 7, onward: false },
    { streak: 4, points: 8, onward: false },
    { streak: 5, points: 9, onward: false },
    { streak: 6, points: 10, onward: true },
  ]);
  const flat = { base_points: 3, streak_bonus: 0, max_bonus: 0 };
  expect(ruleSteps(flat, (s) => signInPoints(flat, s))).toEqual([{ streak: 1, points: 3, onward: true }]);
  const long = { base_points: 1, streak_bonus: 1, max_bonus: 30 };
  expect(ruleSteps(long, (s) => signInPoints(long, s)).at(-1)).toEqual({ streak: 7, points: 7, onward: true });
});
