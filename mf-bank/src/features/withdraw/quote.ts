import { fromCents, percentOfCents, toCents } from '@snapmall/shared';
import type { WithdrawRules } from '@snapmall/shared/contract';
import { checkAmount } from '../../common/amount';

export interface Quote {
  amount: string;
  fee: string;
  receive: string;
}

/**
 * What a withdrawal of `amount` pays out: fee = amount × rate (percent), rounded to the cent half up; the card
 * receives amount − fee. Integer cents throughout. Null while the amount is not a positive cash amount.
 */
export function quote(amount: string, feeRate: string): Quote | null {
  const text = amount.trim();
  const cents = /^\d{1,10}(?:\.\d{1,2})?$/.test(text) ? toCents(text) : null;
  if (cents === null || cents <= 0n) return null;
  const fee = percentOfCents(cents, feeRate);
  if (fee === null) return null;
  return { amount: fromCents(cents), fee: fromCents(fee), receive: fromCents(cents - fee) };
}

/** What is wrong with a typed amount: the message id and whether it shows as typed (`now`) or on sending. */
export interface AmountProblem {
  message: string;
  /** Above the limit or the balance: more typing cannot mend it, so the form says so at once. */
  now: boolean;
}

/**
 * Whether the rules and the balance allow this amount (in cents): the amount as the API writes it when they do,
 * else the problem. Below the minimum, or not yet an amount ("1", "12."), waits for the customer to send, since
 * they may be typing a larger one.
 */
export function checkWithdrawal(typed: string, rules: Pick<WithdrawRules, 'min_amount' | 'max_amount' | 'balance'>): { amount: string; problem?: undefined } | { problem: AmountProblem } {
  const checked = checkAmount(typed, rules.min_amount, rules.max_amount);
  const cents = toCents(typed.trim());
  if (!checked.ok) {
    const over = checked.message === 'bank.rule.range' && cents !== null && cents > (toCents(rules.max_amount) ?? cents);
    return { problem: { message: checked.message, now: over } };
  }
  if ((toCents(checked.amount) ?? 0n) > (toCents(rules.balance) ?? 0n)) return { problem: { message: 'bank.rule.balance', now: true } };
  return { amount: checked.amount };
}
