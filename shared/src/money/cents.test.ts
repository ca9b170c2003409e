import { fromCents, percentOfCents, toCents } from './cents';

it('parses the decimal strings the API and the forms use into cents', () => {
  expect(toCents('100')).toBe(10000n);
  expect(toCents('100.5')).toBe(10050n);
  expect(toCents(' 0.01 ')).toBe(1n);
  expect(toCents('-5.00')).toBe(-500n);
  expect(toCents('+12.34')).toBe(1234n);
  expect(toCents('90071992547409931.99')).toBe(9007199254740993199n);
  for (const bad of ['', '1.234', '1e3', '.5', '1,000', 'abc', null, undefined]) expect(toCents(bad)).toBeNull();
});

it('writes cents back with two decimals', () => {
  expect(fromCents(12345n)).toBe('123.45');
  expect(fromCents(5n)).toBe('0.05');
  expect(fromCents(-5n)).toBe('-0.05');
  expect(fromCents(0n)).toBe('0.00');
  expect(fromCents(toCents('1000000')!)).toBe('1000000.00');
});

it('takes a percentage rounded to the cent half up, in integers only', () => {
  expect(percentOfCents(10000n, '1.00')).toBe(100n);
  expect(percentOfCents(10001n, '1.5')).toBe(150n); // 150.015 → 150
  expect(percentOfCents(10033n, '1.5')).toBe(150n); // 150.495 → 150
  expect(percentOfCents(10034n, '1.5')).toBe(151n); // 150.51 → 151
  expect(percentOfCents(30n, '5')).toBe(2n); // 1.5 → 2 (half up)
  expect(percentOfCents(10n, '5')).toBe(1n); // 0.5 → 1
  expect(percentOfCents(9n, '5')).toBe(0n); // 0.45 → 0
  expect(percentOfCents(12345n, '0')).toBe(0n);
  expect(percentOfCents(-30n, '5')).toBe(-2n);
  // A float would give 0.1 + 0.2 trouble; 1,000,000.00 at 0.35 % is exactly 3,500.00.
  expect(percentOfCents(100000000n, '0.35')).toBe(350000n);
  expect(percentOfCents(100n, 'x')).toBeNull();
});
