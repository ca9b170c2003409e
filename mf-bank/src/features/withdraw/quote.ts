import { fromCents, percentOfCents, toCents } from '@snapmall/shared';

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
