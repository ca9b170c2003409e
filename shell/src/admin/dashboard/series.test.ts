import { chartsOf } from './series';

it('draws money in cents and points and customers as counted, day by day', () => {
  const day = (d: string, money_in: string, points_staked: number) => ({ day: d, money_in, money_out: '0.00', sales: '12.34', points_staked, points_paid: 1, new_customers: 2 });
  const charts = chartsOf([day('2026-11-23', '1000.50', 30), day('2026-11-24', '0.00', 0)]);
  expect(charts.days).toEqual(['2026-11-23', '2026-11-24']);
  expect(charts.money.map((s) => [s.key, s.values])).toEqual([
    ['money_in', [100050, 0]],
    ['money_out', [0, 0]],
    ['sales', [1234, 1234]],
  ]);
  expect(charts.points.map((s) => s.values)).toEqual([[30, 0], [1, 1]]);
  expect(charts.customers[0]!.values).toEqual([2, 2]);
});
