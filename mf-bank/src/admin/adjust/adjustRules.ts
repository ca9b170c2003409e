import { fromCents, RULES, toCents } from '@snapmall/shared';

export type Asset = 'cash' | 'points';

export interface AdjustValues {
  asset: Asset;
  /** As typed: "+100", "-25.50", "300". */
  amount: string;
  reason: string;
}

/** An adjustment ready to send: the amount as the API takes it, and what it leaves the customer with. */
export interface CheckedAdjustment {
  asset: Asset;
  /** Signed, no "+": cash "-25.50" / "100.00", points "-300". */
  amount: string;
  credit: boolean;
  /** The amount without its sign, as shown ("25.50", "300"). */
  size: string;
  reason: string;
  /** The balance after it, as the API writes it (cash "1074.50", points "900"). */
  after: string;
}

export type AdjustErrors = Partial<Record<keyof AdjustValues, string>>;

const CASH = /^[+-]?\d{1,10}(?:\.\d{1,2})?$/;
const POINTS = /^[+-]?\d{1,12}$/;

/**
 * The adjustment form checked as the server will check it (UserAdjustBody, AdjustmentService): a signed amount
 * (cash in cents, points whole), not zero, not taking more than the customer holds, and a reason of at most 200
 * characters. Answers the message ids of what is wrong, or the adjustment with the balance it leaves.
 */
export function checkAdjustment(values: AdjustValues, balance: { cash: string; points: number }): { errors: AdjustErrors } | { adjustment: CheckedAdjustment } {
  const errors: AdjustErrors = {};
  const typed = values.amount.trim();
  const reason = values.reason.trim();
  let amount: bigint | null = null;
  if (!typed) errors.amount = 'admin.bank.adjust.amountRequired';
  else if (values.asset === 'cash' ? !CASH.test(typed) : !POINTS.test(typed)) errors.amount = values.asset === 'cash' ? 'admin.bank.adjust.badCash' : 'admin.bank.adjust.badPoints';
  else {
    amount = values.asset === 'cash' ? toCents(typed) : BigInt(typed);
    if (amount === 0n) errors.amount = 'admin.bank.adjust.zero';
  }
  const held = values.asset === 'cash' ? (toCents(balance.cash) ?? 0n) : BigInt(balance.points);
  if (amount !== null && !errors.amount && held + amount < 0n) errors.amount = values.asset === 'cash' ? 'admin.bank.adjust.overCash' : 'admin.bank.adjust.overPoints';
  if (!reason) errors.reason = 'admin.bank.adjust.reasonRequired';
  else if (reason.length > RULES.reasonMax) errors.reason = 'admin.bank.adjust.reasonLong';
  if (Object.keys(errors).length > 0 || amount === null) return { errors };

  const text = (n: bigint) => (values.asset === 'cash' ? fromCents(n) : n.toString());
  const size = amount < 0n ? -amount : amount;
  return {
    adjustment: {
      asset: values.asset,
      amount: text(amount),
      credit: amount > 0n,
      size: text(size),
      reason,
      after: text(held + amount),
    },
  };
}
