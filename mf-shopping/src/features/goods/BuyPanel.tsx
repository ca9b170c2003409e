import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  Button,
  controlStyles,
  Moment,
  ORDER_MAX_QUANTITY,
  orderBreakdown,
  useFormat,
  useNav,
  type Notice,
} from '@snapmall/shared';
import { ConfirmDialog, FailureNote, Section, useIntent } from '@snapmall/shared/kit';
import type { BuyQuota, Goods, Order } from '@snapmall/shared/contract';
import { NO_ANSWER } from '../../common/shopApi';
import styles from '../../common/shop.module.css';
import { useShopBuyMutation } from './api';
import { buyBlocks, type Block } from './blocks';
import { Breakdown } from './Breakdown';
import { Quantity } from './Quantity';
import local from './Goods.module.css';

/** Quantity, the breakdown before buying, why buying is off (if it is), and the buy with its confirmation. */
export function BuyPanel({ goods: g, quota, onPlaced }: { goods: Goods; quota: BuyQuota | undefined; onPlaced: (o: Order) => void }) {
  const format = useFormat();
  const [buy, { isLoading }] = useShopBuyMutation();
  const send = useIntent(NO_ANSWER);
  const [quantity, setQuantity] = useState(1);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<Notice | null>(null);
  const max = Math.max(1, Math.min(ORDER_MAX_QUANTITY, g.stock));
  const breakdown = orderBreakdown(g.price, g.member_price, g.rebate_rate, quantity);
  const blocks = buyBlocks(g, quota, breakdown?.amount ?? null);

  const changeQuantity = (n: number) => {
    setQuantity(n);
    setFailure(null);
  };

  const answer = async (yes: boolean) => {
    setAsking(false);
    if (!yes || !breakdown) return;
    setFailure(null);
    // The same item and quantity confirmed again after no answer is the same intent: same id, charged once.
    const outcome = await send(`${g.id}x${quantity}`, (request_id) => buy({ goods_id: g.id, quantity, request_id }));
    if ('notice' in outcome) setFailure(outcome.notice);
    else if (outcome.data) onPlaced(outcome.data);
  };

  return (
    <Section id="shop-buy" title="shop.breakdown.title" className={styles.card}>
      <Quantity value={quantity} max={max} onChange={changeQuantity} disabled={isLoading || g.stock <= 0} />
      {breakdown && <Breakdown goods={g} quantity={quantity} breakdown={breakdown} />}
      <p className={styles.note}>
        <FormattedMessage id="shop.breakdown.rules" />
      </p>
      {breakdown && (
        <p className={local.total}>
          <FormattedMessage id="shop.breakdown.pay" />
          <strong data-testid="pay-total">{format.money(breakdown.amount)}</strong>
        </p>
      )}
      {blocks.length > 0 && <BlockList blocks={blocks} />}
      <FailureNote notice={failure} className={styles.failureNote} />
      <Button className={controlStyles.block} disabled={blocks.length > 0 || !breakdown || isLoading} onClick={() => setAsking(true)}>
        <FormattedMessage id={isLoading ? 'shop.buy.sending' : 'shop.buy.button'} />
      </Button>
      {asking && breakdown && (
        <ConfirmDialog title="shop.buy.confirmTitle" confirm="shop.buy.confirmPay" confirmValues={{ amount: format.money(breakdown.amount) }} onAnswer={(yes) => void answer(yes)}>
          <p>
            <FormattedMessage id="shop.buy.confirmText" values={{ quantity, title: g.title, amount: format.money(breakdown.amount) }} />
          </p>
          <p>
            <FormattedMessage id="shop.buy.confirmRebate" values={{ rebate: format.money(breakdown.rebate), rate: g.rebate_rate, points: breakdown.points }} />
          </p>
        </ConfirmDialog>
      )}
    </Section>
  );
}

function BlockList({ blocks }: { blocks: Block[] }) {
  const nav = useNav();
  return (
    <ul className={styles.blocks} data-testid="blocks">
      {blocks.map(({ id, values, time = 0, action }) => (
        <li key={id} className={styles.block}>
          <span>
            <FormattedMessage id={id} values={{ ...values, time: <Moment key="t" at={time} /> }} />
          </span>
          {action && (
            <button type="button" className={styles.linkButton} onClick={() => nav.navigate(action.to)}>
              <FormattedMessage id={action.label} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
