import { Value } from '@sinclair/typebox/value';
import { VipSaveBody } from '@snapmall/shared/contract';
import { vipLevel } from '../common/testing';
import { checkVip, NEW_VIP, vipTitle, vipValues, type VipValues } from './vipRules';

const filled: VipValues = { ...NEW_VIP, level: '2', name: 'Gold' };
const errorsOf = (values: Partial<VipValues>) => {
  const result = checkVip({ ...filled, ...values });
  return 'errors' in result ? result.errors : {};
};
const valid = 'body' in checkVip(filled) ? (checkVip(filled) as { body: Record<string, unknown> }).body : {};
/** What the server's schema says of a body with `field` as the form would have sent it unchecked. */
const serverTakes = (field: string, value: unknown) => Value.Check(VipSaveBody, { ...valid, [field]: value });

describe('a VIP level, checked as the server checks it', () => {
  it('shows a stored level as the form holds it: cents as amounts, basis points as percent', () => {
    expect(vipValues(vipLevel(3))).toEqual({
      level: '3',
      name: 'Silver 3',
      price: '500.00',
      task_rate: '2.50',
      order_join_rate: '2.00',
      task_num: '3',
      task_everyday: '2',
      withdraw_num: '1',
      withdraw_rate: '1.00',
      min_withdraw: '100.00',
      max_withdraw: '50000.00',
      content: 'Three snap buys a day',
    });
  });

  it('sends what the server takes: trimmed, counts as numbers, money and rates as decimal strings', () => {
    const result = checkVip({ ...vipValues(vipLevel(3)), name: ' Silver ', content: ' Perks ' });
    expect(result).toEqual({
      body: {
        level: 3,
        name: 'Silver',
        price: '500.00',
        task_rate: '2.50',
        order_join_rate: '2.00',
        task_num: 3,
        task_everyday: 2,
        withdraw_num: 1,
        withdraw_rate: '1.00',
        min_withdraw: '100.00',
        max_withdraw: '50000.00',
        content: 'Perks',
      },
    });
    expect(Value.Check(VipSaveBody, 'body' in result ? result.body : null)).toBe(true);
  });

  it('needs a level of 1 to 1,000 and a name of at most 50 characters', () => {
    expect(errorsOf({ level: '0', name: '   ' })).toEqual({ level: 'admin.shopping.vip.badLevel', name: 'admin.shopping.form.required' });
    expect(errorsOf({ level: '1001', name: 'x'.repeat(51) })).toEqual({ level: 'admin.shopping.vip.badLevel', name: 'admin.shopping.form.tooLong50' });
    expect(serverTakes('level', 1001)).toBe(false);
    expect(serverTakes('name', '   ')).toBe(false);
    expect(serverTakes('name', 'x'.repeat(51))).toBe(false);
  });

  it('takes money with at most two decimals and rates as percent with at most two decimals', () => {
    expect(errorsOf({ price: '1.234', task_rate: '2.555', withdraw_rate: '1000' })).toEqual({
      price: 'admin.shopping.form.badAmount',
      task_rate: 'admin.shopping.vip.badPercent',
      withdraw_rate: 'admin.shopping.vip.badPercent',
    });
    expect(serverTakes('price', '1.234')).toBe(false);
    expect(serverTakes('task_rate', '2.555')).toBe(false);
    expect(serverTakes('withdraw_rate', '1000')).toBe(false);
    // The schema takes up to 999.99%; the service refuses a discount or a fee above 100%.
    expect(serverTakes('order_join_rate', '100.01')).toBe(true);
    expect(errorsOf({ order_join_rate: '100.01', withdraw_rate: '100.01' })).toEqual({ order_join_rate: 'admin.shopping.vip.percentMax', withdraw_rate: 'admin.shopping.vip.percentMax' });
    expect(errorsOf({ task_rate: '150' })).toEqual({});
  });

  it('takes counts of 0 to 1,000', () => {
    expect(errorsOf({ task_num: '1001', task_everyday: '-1', withdraw_num: '1.5' })).toEqual({
      task_num: 'admin.shopping.vip.badCount',
      task_everyday: 'admin.shopping.vip.badCount',
      withdraw_num: 'admin.shopping.vip.badCount',
    });
    expect(serverTakes('task_num', 1001)).toBe(false);
    expect(errorsOf({ task_num: '0' })).toEqual({});
  });

  it('keeps a withdrawal within 100.00 to 1,000,000.00, its smallest no larger than its largest', () => {
    expect(errorsOf({ min_withdraw: '99.99', max_withdraw: '1000000.01' })).toEqual({ min_withdraw: 'admin.shopping.vip.minWithdrawFloor', max_withdraw: 'admin.shopping.vip.maxWithdrawCeiling' });
    expect(errorsOf({ min_withdraw: '500', max_withdraw: '499.99' })).toEqual({ max_withdraw: 'admin.shopping.vip.minAboveMax' });
    expect(errorsOf({ min_withdraw: '100', max_withdraw: '1000000' })).toEqual({});
    expect(errorsOf({ content: 'x'.repeat(2001) })).toEqual({ content: 'admin.shopping.form.tooLong2000' });
    expect(serverTakes('content', 'x'.repeat(2001))).toBe(false);
  });
});

describe("a level's page title", () => {
  it('says the level once: the name alone when it names the level, else the level and the name', () => {
    expect(vipTitle({ level: 1, name: 'VIP 1' })).toEqual({ id: 'admin.shopping.vip.nameTitle', values: { name: 'VIP 1' } });
    expect(vipTitle({ level: 1, name: 'vip1 Bronze' })).toEqual({ id: 'admin.shopping.vip.nameTitle', values: { name: 'vip1 Bronze' } });
    expect(vipTitle({ level: 2, name: 'Gold' })).toEqual({ id: 'admin.shopping.vip.editTitle', values: { level: 2, name: 'Gold' } });
    // "VIP 10" does not name level 1.
    expect(vipTitle({ level: 1, name: 'VIP 10' })).toEqual({ id: 'admin.shopping.vip.editTitle', values: { level: 1, name: 'VIP 10' } });
    expect(vipTitle({ level: 3, name: ' ' })).toEqual({ id: 'admin.shopping.vip.levelTitle', values: { level: 3 } });
  });
});
