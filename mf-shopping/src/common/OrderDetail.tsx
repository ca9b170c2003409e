import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Count, Moment, useFormat } from '@snapmall/shared';
import { Facts, type Fact } from '@snapmall/shared/kit';
import type { OrderDetail as Detail } from '@snapmall/shared/contract';
import { statusLabelId } from './status';
import { OrderStatusBadge } from './ui';
import styles from './shop.module.css';

/**
 * Everything about one order: what was bought, what was paid and at which published rates, what receipt brings,
 * shipping, and its history. Actions (confirm receipt, cancel) come from the page.
 */
export function OrderDetailView({ order: o, children }: { order: Detail; children?: ReactNode }) {
  const format = useFormat();
  const shipped = o.status === 'shipped' || o.status === 'received' || Boolean(o.shiptime);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="shop-order-title">
        <div className={styles.detailHead}>
          <img className={styles.thumb} src={o.image} alt="" width={56} height={56} />
          <div className={styles.orderMain}>
            <h2 id="shop-order-title" className={styles.orderTitle}>
              {o.title}
            </h2>
            <span className={styles.orderLine}>
              <FormattedMessage id="shop.order.number" values={{ id: o.id }} />
            </span>
          </div>
          {/* Polled pages change this without a reload; a screen reader hears the new status. */}
          <span aria-live="polite">
            <OrderStatusBadge status={o.status} />
          </span>
        </div>
        <Facts
          items={[
            ['shop.order.quantity', <Count key="q" value={o.quantity} />],
            ['shop.price.unit', format.money(o.unit_price)],
            ['shop.price.discount', <FormattedMessage key="d" id="shop.percent" values={{ rate: o.discount_rate }} />],
            ['shop.price.member', format.money(o.member_price)],
            ['shop.order.paid', format.money(o.amount), 'detail-amount'],
            ['shop.order.rebate', <FormattedMessage key="r" id="shop.rebateValue" values={{ amount: format.money(o.rebate), rate: o.rebate_rate }} />, 'detail-rebate'],
            ['shop.order.points', <Count key="p" value={o.points} />, 'detail-points'],
          ]}
        />
        <p className={styles.note}>
          <FormattedMessage id={o.status === 'received' ? 'shop.order.rebatePaid' : o.status === 'cancelled' ? 'shop.order.refunded' : 'shop.order.rebateLater'} />
        </p>
      </section>
      {shipped && (
        <section className={styles.card} aria-labelledby="shop-order-shipping">
          <h3 id="shop-order-shipping">
            <FormattedMessage id="shop.order.shipping" />
          </h3>
          <Facts
            items={[
              ['shop.order.carrier', o.carrier || '—', 'carrier'],
              ['shop.order.trackingNo', o.tracking_no || '—', 'tracking'],
              ...(o.status === 'shipped' && o.auto_receive_at
                ? ([['shop.order.autoReceive', <Moment key="a" at={o.auto_receive_at} />, 'auto-receive']] as Fact[])
                : []),
            ]}
          />
          {o.status === 'shipped' && o.auto_receive_at > 0 && (
            <p className={styles.note}>
              <FormattedMessage id="shop.order.autoReceiveNote" />
            </p>
          )}
        </section>
      )}
      {children}
      <section className={styles.card} aria-labelledby="shop-order-history">
        <h3 id="shop-order-history">
          <FormattedMessage id="shop.order.history" />
        </h3>
        <ol className={styles.timeline} data-testid="timeline">
          {o.events.map((e, i) => (
            <li key={`${e.status}-${i}`}>
              <strong>
                <FormattedMessage id={statusLabelId(e.status)} />
              </strong>
              <Moment at={e.time} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
