import type { IntlShape } from 'react-intl';
import type { FilterField, FilterOption } from '@snapmall/shared/admin';
import type { MoneyLogEntry } from '@snapmall/shared/contract';

/** The transfer kinds on a customer's cash (as the customer's own statement offers them) and on their points. */
const CASH_KINDS = ['deposit', 'withdraw_hold', 'withdraw_refund', 'order_pay', 'order_refund', 'order_rebate', 'vip_upgrade', 'adjustment'];
const POINTS_KINDS = ['order_points', 'signin', 'lottery_bet', 'lottery_win'];

const option = (kind: string): FilterOption => ({ value: kind, label: `admin.bank.kind.${kind}` });

/** The statement's filters: which asset (cash unless the address says points), a kind, the days. */
export const STATEMENT_FILTERS: readonly FilterField[] = [
  {
    kind: 'select',
    name: 'asset',
    label: 'admin.bank.statement.asset',
    options: [
      { value: 'cash', label: 'admin.bank.adjust.asset.cash' },
      { value: 'points', label: 'admin.bank.adjust.asset.points' },
    ],
    initial: 'cash',
  },
  { kind: 'select', name: 'kind', label: 'admin.bank.statement.kind', options: [...CASH_KINDS, ...POINTS_KINDS].map(option) },
  { kind: 'dateRange', label: 'admin.bank.filter.days' },
];

/** A kind in the operator's language; one this build does not know is shown as its code. */
export function kindLabel(intl: IntlShape, kind: string): string {
  const id = `admin.bank.kind.${kind}`;
  return id in intl.messages ? intl.formatMessage({ id }) : kind;
}

/** What a line belongs to ("Deposit #12"); a type this build does not know is shown as its code. */
export function referenceLabel(intl: IntlShape, entry: Pick<MoneyLogEntry, 'ref_type' | 'ref_id'>): string {
  if (!entry.ref_type) return '';
  const id = `admin.bank.ref.${entry.ref_type}`;
  const name = id in intl.messages ? intl.formatMessage({ id }) : entry.ref_type;
  return entry.ref_id ? `${name} #${entry.ref_id}` : name;
}
