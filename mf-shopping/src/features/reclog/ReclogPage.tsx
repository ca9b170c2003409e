import { FormattedMessage } from 'react-intl';
import { Count, selectLanguage, useAppSelector, useFormat } from '@snapmall/shared';
import { EmptyState, Facts, RecordList, Section } from '@snapmall/shared/kit';
import { OrderRow } from '../../common/OrderRow';
import styles from '../../common/shop.module.css';
import { useShopReceivedInfiniteQuery } from './api';

/** Receiving records: received orders with the rebate and points each credited, and what they add up to. */
export default function ReclogPage() {
  const format = useFormat();
  const lang = useAppSelector(selectLanguage);
  const list = useShopReceivedInfiniteQuery({ lang }, { refetchOnMountOrArgChange: true });
  const first = list.data?.pages[0];
  return (
    <div className={styles.page}>
      {first && first.total > 0 && (
        <Section id="shop-rec-totals" title="shop.reclog.totals" className={styles.card}>
          <Facts
            items={[
              ['shop.reclog.count', <Count key="n" value={first.total} />, 'rec-count'],
              ['shop.reclog.rebateTotal', format.money(first.rebate_total), 'rec-rebate-total'],
              ['shop.reclog.pointsTotal', <Count key="p" value={first.points_total} />, 'rec-points-total'],
            ]}
          />
        </Section>
      )}
      <RecordList
        list={list}
        end="shop.records.end"
        keyOf={(o) => o.id}
        render={(o) => (
          <OrderRow order={o} detailPath="/pages/shopping/buylog_detail" time={o.receivetime}>
            <span className={styles.orderLine}>
              <span className={styles.gain} data-testid="rec-rebate">
                <FormattedMessage id="shop.reclog.rebate" values={{ amount: format.money(o.rebate), rate: o.rebate_rate }} />
              </span>
              <span className={styles.gain}>
                <FormattedMessage id="shop.reclog.points" values={{ points: o.points }} />
              </span>
            </span>
          </OrderRow>
        )}
        empty={<EmptyState text="shop.reclog.empty" action="shop.reclog.toRecent" to="/pages/shopping/recentorder" />}
      />
    </div>
  );
}
