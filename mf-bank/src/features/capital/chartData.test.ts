import type { MoneyLogEntry } from '@snapmall/shared/contract';
import { balanceSeries, centsTicks } from './chartData';

const entry = (id: number, createtime: number, balance: string): MoneyLogEntry => ({
  id, createtime, balance, kind: 'deposit', amount: '+1.00', ref_type: 'deposit', ref_id: 0, memo: '',
});

it('puts the balances oldest first, in whole cents', () => {
  const rows = [entry(3, 300, '800.00'), entry(2, 200, '1000.00'), entry(1, 200, '0.50'), entry(4, 400, 'bad')];
  expect(balanceSeries(rows)).toEqual([
    [200, 200, 300],
    [50, 100000, 80000],
  ]);
});

it('labels the axis in money, without cents when every tick is whole', () => {
  expect(centsTicks([0, 50000, 100000])).toEqual(['0', '500', '1,000']);
  expect(centsTicks([0, 25050])).toEqual(['0.00', '250.50']);
  expect(centsTicks([123456789])).toEqual(['1,234,567.89']);
});
