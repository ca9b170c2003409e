import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Moment, useFormat, useNav } from '@snapmall/shared';
import type { Order } from '@snapmall/shared/contract';
import { OrderStatusBadge } from './ui';
import styles from './shop.module.css';

interface OrderRowProps {
  order: Order;
  /** The detail page this row opens (with ?id=). */
  detailPath: string;
  /** Which moment the row shows: placed (default) or received. */
  time?: number;
  /** Extra lines under the row (a received order's rebate and points). */
  children?: ReactNode;
}

/** One order in a list: its cover, title, quantity, what was paid, status and time; tapping it opens its detail. */
export function OrderRow({ order: o, detailPath, time = o.createtime, children }: OrderRowProps) {
  const format = useFormat();
  const nav = useNav();
  return (
    <button type="button" className={styles.orderRow} onClick={() => nav.navigate(`${detailPath}?id=${o.id}`)} data-testid="order-row">
      <img className={styles.thumb} src={o.image} alt="" width={56} height={56} loading="lazy" />
      <span className={styles.orderMain}>
        <span className={styles.orderHead}>
          <strong className={styles.orderTitle}>{o.title}</strong>
          <OrderStatusBadge status={o.status} />
        </span>
        <span className={styles.orderLine}>
          <span>
            <FormattedMessage id="shop.order.qtyLine" values={{ quantity: o.quantity, price: format.money(o.member_price) }} />
          </span>
          <strong data-testid="order-amount">{format.money(o.amount)}</strong>
        </span>
        <span className={styles.orderLine}>
          <span>
            <FormattedMessage id="shop.order.number" values={{ id: o.id }} />
          </span>
          <Moment at={time} />
        </span>
        {children}
      </span>
    </button>
  );
}
