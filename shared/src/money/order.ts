import { POINTS_PER_CASH_UNIT } from '../contract/rules';
import { fromCents, percentOfCents, toCents } from './cents';

export interface OrderBreakdown {
  /** What is paid: member price × quantity. */
  amount: string;
  /** Credited on receipt: list price × quantity × the level's task_rate, rounded to the cent half up. */
  rebate: string;
  /** Earned on receipt: one point per whole unit paid. */
  points: number;
}

/**
 * The published order rules (contract/orders.ts), computed in the browser from the goods' prices and the
 * customer's rebate rate, so the breakdown shown before buying is the one the server charges. Null when a
 * price is not a decimal.
 */
export function orderBreakdown(price: string, memberPrice: string, rebateRate: string, quantity: number): OrderBreakdown | null {
  const list = toCents(price);
  const member = toCents(memberPrice);
  if (list === null || member === null) return null;
  const units = BigInt(quantity);
  const amount = member * units;
  const rebate = percentOfCents(list * units, rebateRate);
  if (rebate === null) return null;
  return { amount: fromCents(amount), rebate: fromCents(rebate), points: Number(amount / 100n) * POINTS_PER_CASH_UNIT };
}
