import { pagedCall, type AdminResource } from '@snapmall/shared/admin';
import type { AdminOrder } from '@snapmall/shared/contract';
import { useLazyAdminOrdersQuery } from '../api';

/** Orders, as the catalogue lists them (/shop/orders, its filters naming the brands) and as a customer's tab does: newest first. */
export const ORDERS: AdminResource<AdminOrder> = {
  name: 'orders', label: 'admin.shopping.orders.list', empty: 'admin.shopping.orders.empty', rowId: (o) => o.id,
  usePages: pagedCall(useLazyAdminOrdersQuery), defaultSort: { sort: 'createtime', order: 'desc' },
};
