import { checkWithdrawal, quote } from './quote';

it('takes the fee from the amount and says what the card receives', () => {
  expect(quote('1000', '1.00')).toEqual({ amount: '1000.00', fee: '10.00', receive: '990.00' });
  expect(quote('100', '0')).toEqual({ amount: '100.00', fee: '0.00', receive: '100.00' });
  expect(quote('1000000', '0.35')).toEqual({ amount: '1000000.00', fee: '3500.00', receive: '996500.00' });
});

it('rounds the fee to the cent half up', () => {
  expect(quote('100.10', '1.5')).toEqual({ amount: '100.10', fee: '1.50', receive: '98.60' }); // 1.5015
  expect(quote('100.30', '1.5')).toEqual({ amount: '100.30', fee: '1.50', receive: '98.80' }); // 1.5045
  expect(quote('100.34', '1.5')).toEqual({ amount: '100.34', fee: '1.51', receive: '98.83' }); // 1.5051
  expect(quote('0.30', '5')).toEqual({ amount: '0.30', fee: '0.02', receive: '0.28' }); // 0.015 → 0.02
  expect(quote('0.10', '5')).toEqual({ amount: '0.10', fee: '0.01', receive: '0.09' }); // 0.005 → 0.01
});

it('is exact where floats are not', () => {
  // 0.1 + 0.2 style trouble: 1234567.89 × 2.5 % = 30864.19725 → 30864.20
  expect(quote('1234567.89', '2.5')).toEqual({ amount: '1234567.89', fee: '30864.20', receive: '1203703.69' });
});

it('has nothing to say about an amount that is not one', () => {
  for (const bad of ['', ' ', 'abc', '0', '-5', '1.234', '1e3']) expect(quote(bad, '1.00')).toBeNull();
  expect(quote('100', 'n/a')).toBeNull();
});

it('allows an amount within the limits and the balance, and says at once what more typing cannot mend', () => {
  const rules = { min_amount: '100.00', max_amount: '50000.00', balance: '12000.00' };
  expect(checkWithdrawal('1000', rules)).toEqual({ amount: '1000.00' });
  expect(checkWithdrawal('12000', rules)).toEqual({ amount: '12000.00' });
  expect(checkWithdrawal('12000.01', rules)).toEqual({ problem: { message: 'bank.rule.balance', now: true } });
  expect(checkWithdrawal('50000.01', rules)).toEqual({ problem: { message: 'bank.rule.range', now: true } });
  // Still typing, or not yet an amount: said on sending.
  expect(checkWithdrawal('99.99', rules)).toEqual({ problem: { message: 'bank.rule.range', now: false } });
  expect(checkWithdrawal('12.', rules)).toEqual({ problem: { message: 'bank.rule.amount', now: false } });
  expect(checkWithdrawal('', rules)).toEqual({ problem: { message: 'bank.prompt.amount', now: false } });
});
