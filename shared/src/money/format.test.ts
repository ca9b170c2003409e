import { formatMoney } from './format';

it('formats money strings with grouping and two decimals without floats', () => {
  expect(formatMoney('1000000.00')).toBe('1,000,000.00');
  expect(formatMoney('0.1')).toBe('0.10');
  expect(formatMoney('90071992547409931.99')).toBe('90,071,992,547,409,931.99');
  expect(formatMoney('-5.00')).toBe('-5.00');
  expect(formatMoney('abc')).toBe('0.00');
  expect(formatMoney(undefined)).toBe('0.00');
});
