import { useIntl } from 'react-intl';
import { Figure } from '@snapmall/shared';
import type { AdminColumn, FilterField, FilterOption } from '@snapmall/shared/admin';
import { CASH_STATEMENT_KINDS, POINTS_STATEMENT_KINDS, type MoneyLogEntry, type TransferKind } from '@snapmall/shared/contract';
import { transferKindId, transferKindLabel as kindLabel, transferRefLabel as referenceLabel } from '@snapmall/shared/ledger';
import { csvTime } from './csvTime';
import { Clipped } from './review';
import { When } from './When';
import styles from './bankAdmin.module.css';

/**
 * A customer's statement as the console shows it, on the bank's statement page (/bank/statement) and on the
 * console's customer page (its Statement tab): the same filters, columns and words in both.
 */

/** A kind's option, worded by the ledger's words (@snapmall/shared/ledger). */
const option = (kind: TransferKind): FilterOption => ({ value: kind, label: transferKindId(kind) });

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
  { kind: 'select', name: 'kind', label: 'admin.bank.statement.kind', options: [...CASH_STATEMENT_KINDS, ...POINTS_STATEMENT_KINDS].map(option) },
  { kind: 'dateRange', label: 'admin.bank.filter.days' },
];

/**
 * A statement line's signed amount ("+100.00", "-25.50"; points "+300"), coloured by direction with the sign
 * written out (the colour alone would say nothing to a screen reader or in grey).
 */
export function SignedAmount({ amount, points }: { amount: string; points: boolean }) {
  return (
    <span className={amount.trim().startsWith('-') ? styles.out : styles.in}>
      <Figure value={amount} points={points} signed />
    </span>
  );
}

/** A statement's columns: when, what kind, how much (signed), the balance after (cash with two decimals, points grouped), what it belongs to, the memo. */
export function useStatementColumns(points: boolean): AdminColumn<MoneyLogEntry>[] {
  const intl = useIntl();
  return [
    { id: 'createtime', title: 'admin.bank.statement.col.time', render: (r) => <When at={r.createtime} />, csv: (r) => csvTime(r.createtime) },
    { id: 'kind', title: 'admin.bank.statement.col.kind', render: (r) => kindLabel(intl, r.kind), csv: (r) => kindLabel(intl, r.kind) },
    { id: 'amount', title: 'admin.bank.statement.col.amount', numeric: true, render: (r) => <SignedAmount amount={r.amount} points={points} />, csv: (r) => r.amount },
    { id: 'balance', title: 'admin.bank.statement.col.balance', numeric: true, render: (r) => <Figure value={r.balance} points={points} />, csv: (r) => r.balance },
    { id: 'ref', title: 'admin.bank.statement.col.ref', render: (r) => referenceLabel(intl, r) || '—', csv: (r) => referenceLabel(intl, r) },
    { id: 'memo', title: 'admin.bank.statement.col.memo', render: (r) => <Clipped text={r.memo} />, csv: (r) => r.memo },
  ];
}
