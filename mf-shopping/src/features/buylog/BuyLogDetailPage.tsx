import { FormattedMessage } from 'react-intl';
import { Button, type PageProps, selectLanguage, useAppSelector, useNav } from '@snapmall/shared';
import { EmptyState } from '@snapmall/shared/kit';
import { OrderDetailView } from '../../common/OrderDetail';
import styles from '../../common/shop.module.css';
import { useShopBuyLogDetailQuery } from './api';

/** Snap buying details (?id=): one order in any status, with its history; one still in progress leads to its live page. */
export default function BuyLogDetailPage({ query }: PageProps) {
  const id = Number(query.id) || 0;
  const lang = useAppSelector(selectLanguage);
  const nav = useNav();
  const { data: order, isError } = useShopBuyLogDetailQuery({ id, lang }, { skip: !id, refetchOnMountOrArgChange: true });
  if (!id || isError) return <div className={styles.page}><EmptyState text="shop.order.missing" action="shop.order.toBuylog" to="/pages/shopping/buylog" /></div>;
  if (!order) return null;
  const live = order.status === 'placed' || order.status === 'shipped';
  return (
    <OrderDetailView order={order}>
      {live && (
        <div className={styles.actions}>
          <Button onClick={() => nav.navigate(`/pages/shopping/recentorder_detail?id=${order.id}`)}>
            <FormattedMessage id="shop.order.toLive" />
          </Button>
        </div>
      )}
    </OrderDetailView>
  );
}
