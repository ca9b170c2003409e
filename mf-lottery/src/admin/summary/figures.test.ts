import { payoutRatio } from './figures';

it('says the share of the points staked that was paid back, none when nothing was staked', () => {
  expect(payoutRatio({ staked: 1000, paid: 975 })).toBe('97.50');
  expect(payoutRatio({ staked: 3, paid: 2 })).toBe('66.67');
  expect(payoutRatio({ staked: 0, paid: 0 })).toBeNull();
});
