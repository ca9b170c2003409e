import { groupByDay, linkOf } from './grouping';

const at = (y: number, m: number, d: number, h = 12, min = 0) => Math.floor(new Date(y, m - 1, d, h, min).getTime() / 1000);

it('groups messages by the local day they arrived on, newest day first, naming today and yesterday', () => {
  const now = new Date(2026, 10, 23, 9, 30);
  const list = [
    { id: 5, createtime: at(2026, 11, 23, 8, 5) },
    { id: 4, createtime: at(2026, 11, 23, 0, 1) },
    { id: 3, createtime: at(2026, 11, 22, 23, 59) },
    { id: 2, createtime: at(2026, 11, 1, 10) },
    { id: 1, createtime: at(2026, 10, 31, 10) },
  ];
  const groups = groupByDay(list, now);
  expect(groups.map((g) => [g.day, g.when, g.items.map((i) => i.id)])).toEqual([
    ['2026-11-23', 'today', [5, 4]],
    ['2026-11-22', 'yesterday', [3]],
    ['2026-11-01', 'earlier', [2]],
    ['2026-10-31', 'earlier', [1]],
  ]);
  expect(new Date(groups[2]!.noon).getDate()).toBe(1);
});

it('names yesterday across a month and a year boundary', () => {
  const groups = groupByDay([{ createtime: at(2025, 12, 31, 22) }], new Date(2026, 0, 1, 1));
  expect(groups[0]!.when).toBe('yesterday');
  expect(groupByDay([], new Date())).toEqual([]);
});

it('links each message to what it is about', () => {
  expect(linkOf({ ref_type: 'order', ref_id: 41 })).toBe('/pages/shopping/buylog_detail?id=41');
  expect(linkOf({ ref_type: 'deposit', ref_id: 7 })).toBe('/pages/bank/deposit_logs');
  expect(linkOf({ ref_type: 'withdrawal', ref_id: 8 })).toBe('/pages/bank/withdraw_logs');
  expect(linkOf({ ref_type: 'bet', ref_id: 99 })).toBe('/pages/lottery/notcount_detail?id=99');
  expect(linkOf({ ref_type: 'vip', ref_id: 3 })).toBe('/pages/shopping/vip');
  expect(linkOf({ ref_type: 'something-new', ref_id: 1 })).toBeNull();
});
