import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Figure, Moment, useSearchParams } from '@snapmall/shared';
import { AdminList, type AdminColumn, type FilterField } from '@snapmall/shared/admin';
import { TRANSFER_KINDS, type AdminUserDetail, type MoneyLogEntry } from '@snapmall/shared/contract';
import { transferKindId, transferKindLabel, transferRefLabel } from '@snapmall/shared/ledger';
import { useLazyConsoleCustomerStatementQuery } from '../api';
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
  { kind: 'select', name: 'kind', label: 'admin.customer.statement.kind', options: TRANSFER_KINDS.map((kind) => ({ value: kind, label: transferKindId(kind) })) },
  { kind: 'dateRange', label: 'admin.customer.statement.days' },
];

/** A line's kind and what it belongs to in the ledger's words (the customer's own), a code it has none for as is. */
const KindWord = ({ kind }: { kind: string }) => <>{transferKindLabel(useIntl(), kind)}</>;
const RefWord = ({ entry }: { entry: MoneyLogEntry }) => <>{transferRefLabel(useIntl(), entry)}</>;

/** The statement's columns; money formatted as everywhere in the console (points grouped), never "-1299.00". */
const columnsFor = (points: boolean): readonly AdminColumn<MoneyLogEntry>[] => [
  { id: 'time', title: 'admin.customer.col.time', render: (e) => <Moment at={e.createtime} />, csv: (e) => new Date(e.createtime * 1000).toISOString() },
  { id: 'kind', title: 'admin.customer.col.kind', render: (e) => <KindWord kind={e.kind} />, csv: (e) => e.kind },
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
    render: (e) => <RefWord entry={e} />,
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
