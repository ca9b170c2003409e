import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Figure, Moment, useSearchParams } from '@snapmall/shared';
import { AdminList, type AdminColumn, type FilterField } from '@snapmall/shared/admin';
import type { AdminUserDetail, MoneyLogEntry } from '@snapmall/shared/contract';
import { useLazyConsoleCustomerStatementQuery } from '../api';
import { KIND_LABELS, KIND_OPTIONS, REF_LABELS } from '../kinds';
import { forCustomer } from './withCustomer';
import styles from '../Customers.module.css';

const FILTERS: readonly FilterField[] = [
  {
    kind: 'select',
    name: 'asset',
    label: 'admin.customer.statement.asset',
    options: [
      { value: 'cash', label: 'admin.customer.statement.cash' },
      { value: 'points', label: 'admin.customer.statement.points' },
    ],
    initial: 'cash',
  },
  { kind: 'select', name: 'kind', label: 'admin.customer.statement.kind', options: KIND_OPTIONS },
  { kind: 'dateRange', label: 'admin.customer.statement.days' },
];

/** A code the console has words for, else the code itself. */
const Named = ({ labels, code }: { labels: Readonly<Record<string, string>>; code: string }) =>
  labels[code] ? <FormattedMessage id={labels[code]} /> : <>{code}</>;

/** The statement's columns; money formatted as everywhere in the console (points grouped), never "-1299.00". */
const columnsFor = (points: boolean): readonly AdminColumn<MoneyLogEntry>[] => [
  { id: 'time', title: 'admin.customer.col.time', render: (e) => <Moment at={e.createtime} />, csv: (e) => new Date(e.createtime * 1000).toISOString() },
  { id: 'kind', title: 'admin.customer.col.kind', render: (e) => <Named labels={KIND_LABELS} code={e.kind} />, csv: (e) => e.kind },
  {
    id: 'amount',
    title: 'admin.customer.col.amount',
    numeric: true,
    render: (e) => (
      <span className={e.amount.startsWith('-') ? styles.out : styles.in}>
        <Figure value={e.amount} points={points} signed />
      </span>
    ),
    csv: (e) => e.amount,
  },
  { id: 'balance', title: 'admin.customer.col.balanceAfter', numeric: true, render: (e) => <Figure value={e.balance} points={points} />, csv: (e) => e.balance },
  {
    id: 'ref',
    title: 'admin.customer.col.reference',
    render: (e) => (
      <>
        <Named labels={REF_LABELS} code={e.ref_type} /> #{e.ref_id}
      </>
    ),
    csv: (e) => `${e.ref_type} ${e.ref_id}`,
  },
  { id: 'memo', title: 'admin.customer.col.memo', render: (e) => e.memo, csv: (e) => e.memo },
];

/** The customer's statement exactly as they see theirs: cash or points, by kind and days (the operator's days). */
export function StatementTab({ customer }: { customer: AdminUserDetail }) {
  const userId = customer.id;
  const [trigger] = useLazyConsoleCustomerStatementQuery();
  const fetchPage = useMemo(() => forCustomer(userId, (body) => trigger(body).unwrap()), [trigger, userId]);
  // The asset filter is kept in the address, as the list's filters are.
  const [params] = useSearchParams();
  const points = params.get('asset') === 'points';
  const columns = useMemo(() => columnsFor(points), [points]);
  return (
    <AdminList
      label="admin.customer.tab.statement"
      columns={columns}
      rowId={(e) => e.id}
      fetchPage={fetchPage}
      filters={FILTERS}
      csvFilename={`customer-${userId}-statement`}
      empty="admin.customer.statement.empty"
    />
  );
}
