import { useMemo } from 'react';
import { Moment, Money } from '@snapmall/shared';
import { AdminList, type AdminColumn, type FilterField, type FilterOption } from '@snapmall/shared/admin';
import type { AdminOrder, AdminUserDetail } from '@snapmall/shared/contract';
import { StatusBadge, type StatusTone } from '@snapmall/shared/kit';
import { useLazyConsoleCustomerOrdersQuery } from '../api';
import { forCustomer } from './withCustomer';

const STATUS: Record<AdminOrder['status'], { label: string; tone: StatusTone }> = {
  placed: { label: 'admin.customer.order.placed', tone: 'wait' },
  shipped: { label: 'admin.customer.order.shipped', tone: 'info' },
  received: { label: 'admin.customer.order.received', tone: 'ok' },
  cancelled: { label: 'admin.customer.order.cancelled', tone: 'muted' },
};
const OPTIONS: FilterOption[] = Object.entries(STATUS).map(([value, { label }]) => ({ value, label }));
const FILTERS: readonly FilterField[] = [
  { kind: 'select', name: 'status', label: 'admin.customer.col.status', options: OPTIONS },
  { kind: 'dateRange', label: 'admin.customer.statement.days' },
  { kind: 'amountRange', label: 'admin.customer.col.amount' },
];
const SORT = { sort: 'createtime', order: 'desc' } as const;

const COLUMNS: readonly AdminColumn<AdminOrder>[] = [
  { id: 'id', title: 'admin.customer.col.id', render: (o) => `#${o.id}`, csv: (o) => o.id },
  { id: 'goods', title: 'admin.customer.col.goods', render: (o) => o.title, csv: (o) => o.title },
  { id: 'quantity', title: 'admin.customer.col.quantity', numeric: true, render: (o) => o.quantity, csv: (o) => o.quantity },
  { id: 'amount', title: 'admin.customer.col.amount', sortKey: 'amount', numeric: true, render: (o) => <Money value={o.amount} />, csv: (o) => o.amount },
  { id: 'rebate', title: 'admin.customer.col.rebate', numeric: true, render: (o) => <Money value={o.rebate} />, csv: (o) => o.rebate },
  { id: 'status', title: 'admin.customer.col.status', render: (o) => <StatusBadge {...STATUS[o.status]} />, csv: (o) => o.status },
  { id: 'time', title: 'admin.customer.col.time', sortKey: 'createtime', render: (o) => <Moment at={o.createtime} />, csv: (o) => new Date(o.createtime * 1000).toISOString() },
];

/** The customer's orders (catalogue's list, narrowed to them): what they bought, paid, get back, and where it is. */
export function OrdersTab({ customer }: { customer: AdminUserDetail }) {
  const [trigger] = useLazyConsoleCustomerOrdersQuery();
  const fetchPage = useMemo(() => forCustomer(customer.id, (body) => trigger(body).unwrap()), [trigger, customer.id]);
  return (
    <AdminList
      label="admin.customer.tab.orders"
      columns={COLUMNS}
      rowId={(o) => o.id}
      fetchPage={fetchPage}
      filters={FILTERS}
      defaultSort={SORT}
      csvFilename={`customer-${customer.id}-orders`}
      empty="admin.customer.orders.empty"
    />
  );
}
