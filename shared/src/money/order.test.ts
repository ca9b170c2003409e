import { orderBreakdown } from './order';

describe('orderBreakdown', () => {
  it('charges the member price per unit and rebates on the list price, half up', () => {
    expect(orderBreakdown('100.00', '98.00', '1.50', 3)).toEqual({ amount: '294.00', rebate: '4.50', points: 294 });
    // 0.99 × 1 × 2.5 % = 0.02475 → 0.02; 0.01 paid earns no point
    expect(orderBreakdown('0.99', '0.01', '2.5', 1)).toEqual({ amount: '0.01', rebate: '0.02', points: 0 });
    // 10.10 × 2 × 5 % = 1.01; 19.99 paid → 19 points
    expect(orderBreakdown('10.10', '9.995', '5', 2)).toBeNull();
    expect(orderBreakdown('10.10', '9.99', '5', 2)).toEqual({ amount: '19.98', rebate: '1.01', points: 19 });
  });
});
