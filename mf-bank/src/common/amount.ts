import { fromCents, toCents } from '@snapmall/shared';

export type AmountCheck = { ok: true; amount: string } | { ok: false; message: string; values?: Record<string, string> };

/**
 * Checks a typed cash amount against a range, in cents: positive, at most two decimals, min ≤ amount ≤ max.
 * Answers the amount as the API writes it ("100" → "100.00"), or the message id that says what is wrong.
 */
export function checkAmount(typed: string, min: string, max: string): AmountCheck {
  const text = typed.trim();
  if (!text) return { ok: false, message: 'bank.prompt.amount' };
  const cents = /^\d{1,10}(?:\.\d{1,2})?$/.test(text) ? toCents(text) : null;
  if (cents === null || cents <= 0n) return { ok: false, message: 'bank.rule.amount' };
  const low = toCents(min) ?? 1n;
  const high = toCents(max);
  if (cents < low || (high !== null && cents > high)) return { ok: false, message: 'bank.rule.range', values: { min, max } };
  return { ok: true, amount: fromCents(cents) };
}
