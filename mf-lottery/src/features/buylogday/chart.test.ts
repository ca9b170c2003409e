import { chartOf, CHART_DAYS, niceTop } from './chart';

it('draws the latest days oldest first on a round scale', () => {
  const days = Array.from({ length: 20 }, (_, i) => ({ day: `2026-05-${String(20 - i).padStart(2, '0')}`, bets: 1, staked: 100 + i, paid: i === 0 ? 730 : 0 }));
  const { bars, top } = chartOf(days);
  expect(bars).toHaveLength(CHART_DAYS);
  expect(bars[0]!.day).toBe('2026-05-07');
  expect(bars[bars.length - 1]).toEqual({ day: '2026-05-20', staked: 100, paid: 730 });
  expect(top).toBe(1000);
  expect([1, 3, 7, 10, 11, 150, 2001].map(niceTop)).toEqual([1, 5, 10, 10, 20, 200, 5000]);
});
