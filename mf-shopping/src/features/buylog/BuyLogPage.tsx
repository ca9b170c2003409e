import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FRESH_ON_MOUNT_S, selectLanguage, useAppSelector, useT } from '@snapmall/shared';
import { EmptyState, RecordList, kitStyles } from '@snapmall/shared/kit';
import type { OrderStatus } from '@snapmall/shared/contract';
import { OrderRow } from '../../common/OrderRow';
import { ORDER_STATUSES, statusLabelId } from '../../common/status';
import styles from '../../common/shop.module.css';
import { useShopBuyLogInfiniteQuery } from './api';

/** Purchase records: every order, newest first, filtered by status; a row opens its detail. */
export default function BuyLogPage() {
  const t = useT();
  const lang = useAppSelector(selectLanguage);
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined);
  const list = useShopBuyLogInfiniteQuery({ status, lang }, { refetchOnMountOrArgChange: FRESH_ON_MOUNT_S });
  return (
    <div className={styles.page}>
      <div className={kitStyles.links} role="group" aria-label={t('shop.filter.status')}>
        {[undefined, ...ORDER_STATUSES].map((s) => (
          <button key={s ?? 'all'} type="button" className={kitStyles.chip} aria-pressed={s === status} onClick={() => setStatus(s)}>
            <FormattedMessage id={s ? statusLabelId(s) : 'shop.filter.all'} />
          </button>
        ))}
      </div>
      <RecordList
        list={list}
        end="shop.records.end"
        keyOf={(o) => o.id}
        render={(o) => <OrderRow order={o} detailPath="/pages/shopping/buylog_detail" />}
        empty={status ? <EmptyState text="shop.buylog.emptyStatus" action="shop.empty.toSnap" to="/pages/shopping/index" /> : <EmptyState text="shop.buylog.empty" action="shop.empty.toSnap" to="/pages/shopping/index" />}
      />
    </div>
  );
}
