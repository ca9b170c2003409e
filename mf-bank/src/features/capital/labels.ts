import type { IntlShape } from 'react-intl';
import type { MoneyLogEntry } from '@snapmall/shared/contract';

/**
 * The transfer kinds that touch a customer's spendable cash today; the filter offers these. (A paid withdrawal
 * leaves the hold account, not this one: its money left the balance when it was held.)
 */
export const KINDS = ['deposit', 'withdraw_hold', 'withdraw_refund', 'order_pay', 'order_refund', 'order_rebate', 'vip_upgrade', 'adjustment'] as const;

/** A kind code in the user's language; a code this build does not know yet is shown as it is. */
export function kindLabel(intl: IntlShape, kind: string): string {
  const id = `bank.kind.${kind}`;
  return id in intl.messages ? intl.formatMessage({ id }) : kind;
}

/** What an entry belongs to ("Deposit #12"); a type this build does not know is shown as it is. */
export function referenceLabel(intl: IntlShape, entry: Pick<MoneyLogEntry, 'ref_type' | 'ref_id'>): string {
  if (!entry.ref_type) return '';
  const id = `bank.ref.${entry.ref_type}`;
  const name = id in intl.messages ? intl.formatMessage({ id }) : entry.ref_type;
  return entry.ref_id ? `${name} #${entry.ref_id}` : name;
}
