import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Money, Moment } from '@snapmall/shared';
import { CustomerList, type AdminColumn, type CustomerTabProps, type FilterField } from '@snapmall/shared/admin';
import type { AdminOrder } from '@snapmall/shared/contract';
import { csvTime } from '../common/csvTime';
import { OrderBadge, ORDER_STATUSES, orderStatusLabel } from '../common/orderStatus';
import { ORDERS } from '../orders/resource';

const FILTERS: readonly FilterField[] = [
  { kind: 'select', name: 'status', label: 'admin.shopping.filter.status', options: ORDER_STATUSES },
  { kind: 'dateRange', label: 'admin.shopping.filter.days' },
  { kind: 'amountRange', label: 'admin.shopping.filter.amount' },
];

/** The tab's columns: what was bought, how many, paid and given back, where it is (the orders page's words), when. */
function useColumns(): AdminColumn<AdminOrder>[] {
  const intl = useIntl();
  return useMemo<AdminColumn<AdminOrder>[]>(
    () => [
      { id: 'id', title: 'admin.shopping.col.id', render: (o) => `#${o.id}`, csv: (o) => o.id },
      { id: 'goods', title: 'admin.shopping.customer.col.goods', render: (o) => o.title || `#${o.goods_id}`, csv: (o) => o.title },
      { id: 'quantity', title: 'admin.shopping.customer.col.quantity', numeric: true, render: (o) => o.quantity, csv: (o) => o.quantity },
      { id: 'amount', title: 'admin.shopping.customer.col.amount', sortKey: 'amount', numeric: true, render: (o) => <Money value={o.amount} />, csv: (o) => o.amount },
      { id: 'rebate', title: 'admin.shopping.customer.col.rebate', numeric: true, render: (o) => <Money value={o.rebate} />, csv: (o) => o.rebate },
      { id: 'status', title: 'admin.shopping.customer.col.status', render: (o) => <OrderBadge status={o.status} />, csv: (o) => intl.formatMessage({ id: orderStatusLabel(o.status) }) },
      { id: 'time', title: 'admin.shopping.customer.col.time', sortKey: 'createtime', render: (o) => <Moment at={o.createtime} />, csv: (o) => csvTime(o.createtime) },
    ],
    [intl],
  );
}

/**
 * The customer's orders, on the console's customer page (`?tab=orders`): the catalogue's order list narrowed to
 * them (every page and the CSV export carry their `user_id`), filtered by status, days and amount, newest first.
 */
export default function OrdersTab({ customer }: CustomerTabProps) {
  const columns = useColumns();
  return <CustomerList resource={ORDERS} customer={customer} label="admin.shopping.customer.tab" empty="admin.shopping.customer.empty" columns={columns} filters={FILTERS} />;
}
