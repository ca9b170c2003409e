import { FormattedMessage } from 'react-intl';
import { Count, useFormat, type Vip } from '@snapmall/shared';
import { Facts } from '@snapmall/shared/kit';

const pct = (rate: string) => <FormattedMessage id="shop.percent" values={{ rate }} />;

/** A level's published benefits and limits, exactly as the server applies them. */
export function Benefits({ vip: v }: { vip: Vip }) {
  const format = useFormat();
  return (
    <Facts
      items={[
        ['shop.vip.discount', pct(v.order_join_rate)],
        ['shop.vip.rebate', pct(v.task_rate)],
        ['shop.vip.perDay', <Count key="d" value={v.task_num} />],
        ['shop.vip.inProgress', <Count key="i" value={v.task_everyday} />],
        ['shop.vip.withdrawals', <Count key="w" value={v.withdraw_num} />],
        ['shop.vip.withdrawFee', pct(v.withdraw_rate)],
        ['shop.vip.withdrawRange', <FormattedMessage key="r" id="shop.range" values={{ min: format.money(v.min_withdraw), max: format.money(v.max_withdraw) }} />],
      ]}
    />
  );
}
