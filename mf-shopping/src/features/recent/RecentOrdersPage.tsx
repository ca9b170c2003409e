import { FormattedMessage } from 'react-intl';
import { selectLanguage, useAppSelector } from '@snapmall/shared';
import { EmptyState, RecordList } from '@snapmall/shared/kit';
import { OrderRow } from '../../common/OrderRow';
import { useLivePolling } from '../../common/polling';
import styles from '../../common/shop.module.css';
import { useShopRecentOrdersInfiniteQuery } from './api';

/** Real-time orders: my orders placed or shipped, asked again every few seconds while the page is visible. */
export default function RecentOrdersPage() {
  const lang = useAppSelector(selectLanguage);
  const pollingInterval = useLivePolling();
  const list = useShopRecentOrdersInfiniteQuery({ lang }, { pollingInterval, refetchOnMountOrArgChange: true });
  return (
    <div className={styles.page}>
      <p className={styles.note} role="note">
        <FormattedMessage id="shop.recent.live" />
      </p>
      <RecordList
        list={list}
        end="shop.records.end"
        keyOf={(o) => o.id}
        render={(o) => <OrderRow order={o} detailPath="/pages/shopping/recentorder_detail" />}
        empty={<EmptyState text="shop.recent.empty" action="shop.empty.toSnap" to="/pages/shopping/index" />}
      />
    </div>
  );
}
