import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  Button,
  type Notice,
  type PageProps,
  selectLanguage,
  toastShown,
  useAppDispatch,
  useAppSelector,
  useFormat,
  useNav,
} from '@snapmall/shared';
import { ConfirmDialog, describeFailure, EmptyState, FailureNote } from '@snapmall/shared/kit';
import type { OrderDetail } from '@snapmall/shared/contract';
import { NO_ANSWER } from '../../common/shopApi';
import { OrderDetailView } from '../../common/OrderDetail';
import { useLivePolling } from '../../common/polling';
import styles from '../../common/shop.module.css';
import { useShopCancelMutation, useShopReceiveMutation, useShopRecentOrderDetailQuery } from './api';

/** A real-time order (?id=), polled: shipping shows as it happens; confirm receipt once shipped, cancel before. */
export default function RecentOrderDetailPage({ query }: PageProps) {
  const id = Number(query.id) || 0;
  const lang = useAppSelector(selectLanguage);
  const pollingInterval = useLivePolling();
  const { data: order, isError } = useShopRecentOrderDetailQuery({ id, lang }, { skip: !id, pollingInterval, refetchOnMountOrArgChange: true });
  if (!id || (isError && !order)) {
    return (
      <div className={styles.page}>
        <EmptyState text="shop.order.notLive" action="shop.order.toBuylog" to="/pages/shopping/buylog" />
      </div>
    );
  }
  if (!order) return null;
  return (
    <OrderDetailView order={order}>
      <OrderActions order={order} />
    </OrderDetailView>
  );
}

type Action = 'receive' | 'cancel';

/** The one action an order's status allows, asked first; afterwards the order's record, where it now belongs. */
function OrderActions({ order: o }: { order: OrderDetail }) {
  const format = useFormat();
  const nav = useNav();
  const dispatch = useAppDispatch();
  const [receive, receiving] = useShopReceiveMutation();
  const [cancel, cancelling] = useShopCancelMutation();
  const [asking, setAsking] = useState<Action | null>(null);
  const [failure, setFailure] = useState<Notice | null>(null);
  const action: Action | null = o.status === 'shipped' ? 'receive' : o.status === 'placed' ? 'cancel' : null;
  if (!action) return null;
  const busy = receiving.isLoading || cancelling.isLoading;

  const answer = async (yes: boolean) => {
    setAsking(null);
    if (!yes) return;
    setFailure(null);
    const result = await (action === 'receive' ? receive({ id: o.id }) : cancel({ id: o.id }));
    if ('error' in result) return setFailure(describeFailure(result.error, NO_ANSWER).notice);
    dispatch(
      toastShown(
        action === 'receive'
          ? { id: 'shop.receive.done', values: { rebate: format.money(o.rebate), points: o.points } }
          : { id: 'shop.cancel.done', values: { amount: format.money(o.amount) } },
      ),
    );
    nav.redirect(`/pages/shopping/buylog_detail?id=${o.id}`);
  };

  return (
    <section className={styles.card}>
      <FailureNote notice={failure} className={styles.failureNote} />
      <div className={styles.actions}>
        {action === 'receive' ? (
          <Button disabled={busy} onClick={() => setAsking('receive')}>
            <FormattedMessage id="shop.receive.button" />
          </Button>
        ) : (
          <Button variant="danger" disabled={busy} onClick={() => setAsking('cancel')}>
            <FormattedMessage id="shop.cancel.button" />
          </Button>
        )}
      </div>
      {asking === 'receive' && (
        <ConfirmDialog title="shop.receive.confirmTitle" confirm="shop.receive.button" onAnswer={(yes) => void answer(yes)}>
          <p>
            <FormattedMessage id="shop.receive.confirmText" values={{ rebate: format.money(o.rebate), rate: o.rebate_rate, points: o.points }} />
          </p>
        </ConfirmDialog>
      )}
      {asking === 'cancel' && (
        <ConfirmDialog title="shop.cancel.confirmTitle" confirm="shop.cancel.button" onAnswer={(yes) => void answer(yes)}>
          <p>
            <FormattedMessage id="shop.cancel.confirmText" values={{ amount: format.money(o.amount) }} />
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
