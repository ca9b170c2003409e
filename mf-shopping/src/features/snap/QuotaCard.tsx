import { FormattedMessage } from 'react-intl';
import { Moment, ShopDayNote, useFormat } from '@snapmall/shared';
import { Facts } from '@snapmall/shared/kit';
import type { BuyQuota } from '@snapmall/shared/contract';
import styles from '../../common/shop.module.css';

/** What the customer's level allows today and what is left, before they pick anything. */
export function QuotaCard({ quota: q }: { quota: BuyQuota }) {
  const format = useFormat();
  return (
    <section className={styles.card} aria-labelledby="shop-quota" data-testid="quota">
      <h2 id="shop-quota">
        <FormattedMessage id="shop.quota.title" values={{ level: q.level }} />
      </h2>
      <Facts
        items={[
          ['shop.quota.left', <FormattedMessage key="l" id="shop.quota.leftValue" values={{ left: q.left_today, count: q.per_day }} />, 'quota-left'],
          ['shop.quota.inProgress', <FormattedMessage key="p" id="shop.quota.inProgressValue" values={{ count: q.in_progress, max: q.in_progress_max }} />, 'quota-progress'],
          ['shop.quota.balance', format.money(q.balance), 'quota-balance'],
        ]}
      />
      <p className={styles.note}>
        <FormattedMessage id="shop.quota.resets" values={{ time: <Moment key="t" at={q.resets_at} /> }} />
      </p>
      {/* "Today" is the shop's day, which may not be the browser's. */}
      <ShopDayNote className={styles.note} />
    </section>
  );
}
