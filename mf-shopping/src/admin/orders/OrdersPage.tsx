import { useCallback, useMemo } from 'react';
import { selectLanguage, useAppSelector } from '@snapmall/shared';
import { AdminPageFrame, Loaded, ResourceList, type FilterField, type ListRequest } from '@snapmall/shared/admin';
import { useAdminGoodsQuery, useAdminOrdersQuery } from '../api';
import { ORDER_STATUSES } from '../common/orderStatus';
import { useCatalogueOptions } from '../common/useCatalogueOptions';
import { useOrderColumns } from './columns';
import { ORDERS } from './resource';
import { useShipAction } from './useShipAction';

/** The orders waiting to be shipped: the list's total for status placed (exact: the server keeps that count). */
const TO_SHIP_BODY: ListRequest = { page: 1, limit: 10, status: 'placed' };

/**
 * /shop/orders: the orders to ship first (status placed unless the address says otherwise — the dashboard links
 * `?status=placed` — with their count), filtered by customer, brand, days and amounts, sorted by time or amount;
 * the selected ones shipped with one carrier and tracking number, each row's outcome shown; the filtered list as CSV.
 */
export default function OrdersPage() {
  const zh = useAppSelector(selectLanguage) === 'zh-tw';
  const options = useCatalogueOptions();
  // The whole catalogue (shared with the goods pages' cache) names each order's brand; the list does not wait for it.
  const goods = useAdminGoodsQuery(0);
  const toShip = useAdminOrdersQuery(TO_SHIP_BODY);
  const ship = useShipAction();
  const brandOf = useCallback(
    (goodsId: number) => {
      const brand = options.brands?.find((b) => b.id === goods.data?.find((g) => g.id === goodsId)?.brand_id);
      return brand && (zh ? brand.name_zh : brand.name_en);
    },
    [options.brands, goods.data, zh],
  );
  const columns = useOrderColumns(brandOf);
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'select', name: 'status', label: 'admin.shopping.filter.status', options: ORDER_STATUSES, initial: 'placed' },
      { kind: 'text', name: 'customer', label: 'admin.shopping.filter.customer' },
      { kind: 'select', name: 'brand_id', label: 'admin.shopping.filter.brand', options: options.brandOptions },
      { kind: 'dateRange', label: 'admin.shopping.filter.days' },
      { kind: 'amountRange', label: 'admin.shopping.filter.amount' },
    ],
    [options.brandOptions],
  );
  return (
    <AdminPageFrame title="admin.shopping.orders.title">
      {/* The brand filter names its options from the store: the bar waits until they are there. */}
      <Loaded ready={options.ready} error={options.error} retry={options.retry} failed="admin.shopping.loadFailed">
        <ResourceList
          resource={ORDERS}
          columns={columns}
          filters={filters}
          actions={[ship]}
          selectable={(o) => o.status === 'placed'}
          pending={toShip.data?.total}
          onBulkDone={() => void toShip.refetch()}
        />
      </Loaded>
    </AdminPageFrame>
  );
}
