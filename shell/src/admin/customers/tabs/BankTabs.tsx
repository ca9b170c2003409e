import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Moment, Money } from '@snapmall/shared';
import { AdminList, type AdminColumn, type FilterField } from '@snapmall/shared/admin';
import type { AdminDeposit, AdminUserDetail, AdminWithdrawal } from '@snapmall/shared/contract';
import { ConsoleLink } from '@snapmall/shared/admin';
import { useLazyConsoleCustomerDepositsQuery, useLazyConsoleCustomerWithdrawalsQuery } from '../api';
import { REVIEW_OPTIONS, ReviewBadge } from './ReviewStatus';
import { forCustomer } from './withCustomer';
import styles from '../Customers.module.css';

const FILTERS: readonly FilterField[] = [
  { kind: 'select', name: 'status', label: 'admin.customer.col.status', options: REVIEW_OPTIONS },
  { kind: 'dateRange', label: 'admin.customer.statement.days' },
  { kind: 'amountRange', label: 'admin.customer.col.amount' },
];
const SORT = { sort: 'createtime', order: 'desc' } as const;
const masked = (cardNo: string) => `•••• ${cardNo.slice(-4)}`;
const iso = (at: number) => (at ? new Date(at * 1000).toISOString() : '');
const When = ({ at }: { at: number }) => (at ? <Moment at={at} /> : <span className={styles.none}>—</span>);

/** What both have after their own columns: the review. */
function reviewColumns<R extends { status: number; createtime: number; reviewtime: number; reason: string; reviewer: string }>(): AdminColumn<R>[] {
  return [
    { id: 'status', title: 'admin.customer.col.status', render: (r) => <ReviewBadge status={r.status} />, csv: (r) => r.status },
    { id: 'created', title: 'admin.customer.col.time', sortKey: 'createtime', render: (r) => <Moment at={r.createtime} />, csv: (r) => iso(r.createtime) },
    { id: 'reviewed', title: 'admin.customer.col.reviewed', render: (r) => <When at={r.reviewtime} />, csv: (r) => iso(r.reviewtime) },
    { id: 'reviewer', title: 'admin.customer.col.reviewer', render: (r) => r.reviewer || '—', csv: (r) => r.reviewer },
    { id: 'reason', title: 'admin.customer.col.reason', render: (r) => r.reason || '—', csv: (r) => r.reason },
  ];
}

const DEPOSIT_COLUMNS: readonly AdminColumn<AdminDeposit>[] = [
  { id: 'id', title: 'admin.customer.col.id', render: (d) => `#${d.id}`, csv: (d) => d.id },
  { id: 'amount', title: 'admin.customer.col.amount', sortKey: 'amount', numeric: true, render: (d) => <Money value={d.amount} />, csv: (d) => d.amount },
  { id: 'channel', title: 'admin.customer.col.channel', render: (d) => d.channel_name, csv: (d) => d.channel_name },
  ...reviewColumns<AdminDeposit>(),
];

const WITHDRAWAL_COLUMNS: readonly AdminColumn<AdminWithdrawal>[] = [
  { id: 'id', title: 'admin.customer.col.id', render: (w) => `#${w.id}`, csv: (w) => w.id },
  { id: 'amount', title: 'admin.customer.col.amount', sortKey: 'amount', numeric: true, render: (w) => <Money value={w.amount} />, csv: (w) => w.amount },
  { id: 'fee', title: 'admin.customer.col.fee', numeric: true, render: (w) => <Money value={w.fee} />, csv: (w) => w.fee },
  // The bank's list has the whole number (finance pays to it); the customer's page shows the last 4 digits only.
  { id: 'card', title: 'admin.customer.col.card', render: (w) => `${w.bank_name} ${masked(w.card_no)}`, csv: (w) => `${w.bank_name} ${masked(w.card_no)}` },
  ...reviewColumns<AdminWithdrawal>(),
];

/** To the bank's own review list, filtered to this customer (every status), where finance reviews them. */
function ToBank({ path, customer }: { path: string; customer: AdminUserDetail }) {
  return (
    <ConsoleLink to={`${path}?status=&customer=${encodeURIComponent(customer.username)}`} className={styles.sideLink}>
      <FormattedMessage id="admin.customer.toBank" />
    </ConsoleLink>
  );
}

export function DepositsTab({ customer }: { customer: AdminUserDetail }) {
  const [trigger] = useLazyConsoleCustomerDepositsQuery();
  const fetchPage = useMemo(() => forCustomer(customer.id, (body) => trigger(body).unwrap()), [trigger, customer.id]);
  return (
    <AdminList
      label="admin.customer.tab.deposits"
      columns={DEPOSIT_COLUMNS}
      rowId={(d) => d.id}
      fetchPage={fetchPage}
      filters={FILTERS}
      defaultSort={SORT}
      csvFilename={`customer-${customer.id}-deposits`}
      empty="admin.customer.deposits.empty"
      tools={<ToBank path="/bank/deposits" customer={customer} />}
    />
  );
}

export function WithdrawalsTab({ customer }: { customer: AdminUserDetail }) {
  const [trigger] = useLazyConsoleCustomerWithdrawalsQuery();
  const fetchPage = useMemo(() => forCustomer(customer.id, (body) => trigger(body).unwrap()), [trigger, customer.id]);
  return (
    <AdminList
      label="admin.customer.tab.withdrawals"
      columns={WITHDRAWAL_COLUMNS}
      rowId={(w) => w.id}
      fetchPage={fetchPage}
      filters={FILTERS}
      defaultSort={SORT}
      csvFilename={`customer-${customer.id}-withdrawals`}
      empty="admin.customer.withdrawals.empty"
      tools={<ToBank path="/bank/withdrawals" customer={customer} />}
    />
  );
}
