import { useCallback, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, selectLanguage, useAppSelector } from '@snapmall/shared';
import { AdminList, AdminPageFrame, type FilterField, type ListRequest } from '@snapmall/shared/admin';
import { FailureNote } from '@snapmall/shared/kit';
import { useAdminGoodsQuery, useAdminOrdersQuery, useLazyAdminOrdersQuery } from '../api';
import { ORDER_STATUSES } from '../common/orderStatus';
import { useCatalogueOptions } from '../common/useCatalogueOptions';
import { useOrderColumns } from './columns';
import { useShipAction } from './useShipAction';
import styles from '../admin.module.css';

/** The server's order when the address names none: newest first. */
const DEFAULT_SORT = { sort: 'createtime', order: 'desc' } as const;
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
  const [trigger] = useLazyAdminOrdersQuery();
  const fetchPage = useCallback((body: ListRequest) => trigger(body).unwrap(), [trigger]);
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
      {options.error ? (
        <>
          <FailureNote notice={(options.error as { message?: string }).message ? { text: (options.error as { message: string }).message } : { id: 'admin.shopping.loadFailed' }} />
          <Button variant="secondary" onClick={options.retry}>
            <FormattedMessage id="common.retry" />
          </Button>
        </>
      ) : !options.ready ? (
        // The brand filter names its options from the store: the bar waits until they are there.
        <p role="status" className={styles.status}>
          <FormattedMessage id="common.loading" />
        </p>
      ) : (
        <AdminList
          label="admin.shopping.orders.list"
          columns={columns}
          rowId={(o) => o.id}
          fetchPage={fetchPage}
          filters={filters}
          defaultSort={DEFAULT_SORT}
          actions={[ship]}
          selectable={(o) => o.status === 'placed'}
          pending={toShip.data?.total}
          csvFilename="orders"
          empty="admin.shopping.orders.empty"
          onBulkDone={() => void toShip.refetch()}
        />
      )}
    </AdminPageFrame>
  );
}
