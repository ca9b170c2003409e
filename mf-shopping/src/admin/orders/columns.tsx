import { useIntl } from 'react-intl';
import { Moment, Money } from '@snapmall/shared';
import type { AdminColumn } from '@snapmall/shared/admin';
import type { AdminOrder } from '@snapmall/shared/contract';
import { ConsoleLink, CustomerLink } from '@snapmall/shared/admin';
import { csvTime } from '../common/csvTime';
import { OrderBadge, orderStatusLabel } from '../common/orderStatus';
import styles from '../admin.module.css';

const none = <span className={styles.none}>—</span>;

/**
 * The order list's columns: number, whose (a link to the customer's console page), what was bought and of which
 * brand (a link to the item's form), how many, what was paid, where it is, when it was placed and how it left.
 * `brandOf` names an item's brand once the catalogue is read (the order carries the item only).
 */
export function useOrderColumns(brandOf: (goodsId: number) => string | undefined): AdminColumn<AdminOrder>[] {
  const intl = useIntl();
  return [
    { id: 'id', title: 'admin.shopping.col.id', render: (o) => `#${o.id}`, csv: (o) => o.id },
    { id: 'customer', title: 'admin.shopping.orders.col.customer', render: (o) => <CustomerLink id={o.user_id} name={o.username} />, csv: (o) => o.username },
    {
      id: 'goods',
      title: 'admin.shopping.orders.col.goods',
      render: (o) => (
        <span className={styles.names}>
          <ConsoleLink to={`/shop/goods/${o.goods_id}`} className={styles.link} aria-label={intl.formatMessage({ id: 'admin.shopping.goods.editOf' }, { name: o.title })}>
            {o.title || `#${o.goods_id}`}
          </ConsoleLink>
          <span className={styles.zh}>{brandOf(o.goods_id) ?? ''}</span>
        </span>
      ),
      csv: (o) => o.title,
    },
    { id: 'quantity', title: 'admin.shopping.orders.col.quantity', numeric: true, render: (o) => o.quantity, csv: (o) => o.quantity },
    { id: 'amount', title: 'admin.shopping.orders.col.amount', sortKey: 'amount', numeric: true, render: (o) => <Money value={o.amount} />, csv: (o) => o.amount },
    { id: 'status', title: 'admin.shopping.orders.col.status', render: (o) => <OrderBadge status={o.status} />, csv: (o) => intl.formatMessage({ id: orderStatusLabel(o.status) }) },
    { id: 'createtime', title: 'admin.shopping.orders.col.created', sortKey: 'createtime', render: (o) => <Moment at={o.createtime} />, csv: (o) => csvTime(o.createtime) },
    { id: 'carrier', title: 'admin.shopping.orders.col.carrier', render: (o) => o.carrier || none, csv: (o) => o.carrier },
    { id: 'tracking', title: 'admin.shopping.orders.col.tracking', render: (o) => (o.tracking_no ? <span className={styles.code}>{o.tracking_no}</span> : none), csv: (o) => o.tracking_no },
    { id: 'shiptime', title: 'admin.shopping.orders.col.shipped', render: (o) => (o.shiptime ? <Moment at={o.shiptime} /> : none), csv: (o) => csvTime(o.shiptime) },
  ];
}
