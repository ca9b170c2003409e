import { checkAmount } from './amount';

it('accepts amounts inside the range and writes them with two decimals', () => {
  expect(checkAmount('100', '100.00', '50000.00')).toEqual({ ok: true, amount: '100.00' });
  expect(checkAmount(' 49999.5 ', '100.00', '50000.00')).toEqual({ ok: true, amount: '49999.50' });
  expect(checkAmount('50000.00', '100.00', '50000.00')).toEqual({ ok: true, amount: '50000.00' });
});

it('names what is wrong', () => {
  expect(checkAmount('', '100.00', '500.00')).toEqual({ ok: false, message: 'bank.prompt.amount' });
  for (const bad of ['abc', '1.234', '-5', '0', '0.00', '1e3', '12345678901']) {
    expect(checkAmount(bad, '0.01', '99999999999.00')).toEqual({ ok: false, message: 'bank.rule.amount' });
  }
  expect(checkAmount('99.99', '100.00', '500.00')).toEqual({ ok: false, message: 'bank.rule.range', values: { min: '100.00', max: '500.00' } });
  expect(checkAmount('500.01', '100.00', '500.00')).toMatchObject({ ok: false, message: 'bank.rule.range' });
});
