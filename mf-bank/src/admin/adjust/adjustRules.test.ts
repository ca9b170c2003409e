import { checkAdjustment, type AdjustValues } from './adjustRules';

const balance = { cash: '1000.00', points: 500 };
const check = (values: Partial<AdjustValues>) => checkAdjustment({ asset: 'cash', amount: '', reason: 'Goodwill', ...values }, balance);
const errorsOf = (values: Partial<AdjustValues>) => {
  const result = check(values);
  return 'errors' in result ? result.errors : {};
};

describe('the adjustment form, checked as the server checks it', () => {
  it('needs an amount and a reason', () => {
    expect(errorsOf({ amount: ' ', reason: '  ' })).toEqual({ amount: 'admin.bank.adjust.amountRequired', reason: 'admin.bank.adjust.reasonRequired' });
  });

  it('takes cash with at most two decimals and points whole, signed, never zero', () => {
    expect(errorsOf({ amount: '1.234' })).toEqual({ amount: 'admin.bank.adjust.badCash' });
    expect(errorsOf({ amount: '1e3' })).toEqual({ amount: 'admin.bank.adjust.badCash' });
    expect(errorsOf({ amount: '--5' })).toEqual({ amount: 'admin.bank.adjust.badCash' });
    expect(errorsOf({ asset: 'points', amount: '12.5' })).toEqual({ amount: 'admin.bank.adjust.badPoints' });
    expect(errorsOf({ amount: '-0.00' })).toEqual({ amount: 'admin.bank.adjust.zero' });
    expect(errorsOf({ asset: 'points', amount: '0' })).toEqual({ amount: 'admin.bank.adjust.zero' });
  });

  it('refuses to take more than the customer holds of that asset', () => {
    expect(errorsOf({ amount: '-1000.01' })).toEqual({ amount: 'admin.bank.adjust.overCash' });
    expect(errorsOf({ asset: 'points', amount: '-501' })).toEqual({ amount: 'admin.bank.adjust.overPoints' });
    expect(check({ amount: '-1000' })).toMatchObject({ adjustment: { amount: '-1000.00', after: '0.00' } });
  });

  it('keeps the reason within the server\'s 200 characters', () => {
    expect(errorsOf({ amount: '5', reason: 'x'.repeat(201) })).toEqual({ reason: 'admin.bank.adjust.reasonLong' });
    expect(check({ amount: '5', reason: ` ${'x'.repeat(200)} ` })).toHaveProperty('adjustment.reason', 'x'.repeat(200));
  });

  it('answers the amount as the API takes it, its direction and size, and the balance it leaves', () => {
    expect(check({ amount: '+100', reason: ' Goodwill ' })).toEqual({
      adjustment: { asset: 'cash', amount: '100.00', credit: true, size: '100.00', reason: 'Goodwill', after: '1100.00' },
    });
    expect(check({ amount: '-25.5' })).toEqual({ adjustment: { asset: 'cash', amount: '-25.50', credit: false, size: '25.50', reason: 'Goodwill', after: '974.50' } });
    expect(check({ asset: 'points', amount: '-300' })).toEqual({ adjustment: { asset: 'points', amount: '-300', credit: false, size: '300', reason: 'Goodwill', after: '200' } });
  });
});
