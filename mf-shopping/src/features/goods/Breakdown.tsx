import { FormattedMessage } from 'react-intl';
import { Count, type OrderBreakdown, useFormat } from '@snapmall/shared';
import { Facts } from '@snapmall/shared/kit';
import type { Goods } from '@snapmall/shared/contract';

/** The published order rules applied to this item and quantity: the same numbers the server charges and credits. */
export function Breakdown({ goods: g, quantity, breakdown: b }: { goods: Goods; quantity: number; breakdown: OrderBreakdown }) {
  const format = useFormat();
  return (
    <Facts
      items={[
        ['shop.price.unit', format.money(g.price), 'bd-price'],
        ['shop.price.discount', <FormattedMessage key="d" id="shop.percent" values={{ rate: g.discount_rate }} />, 'bd-discount'],
        ['shop.price.member', format.money(g.member_price), 'bd-member'],
        ['shop.order.quantity', <Count key="q" value={quantity} />, 'bd-quantity'],
        ['shop.breakdown.pay', format.money(b.amount), 'bd-pay'],
        ['shop.breakdown.rebate', <FormattedMessage key="r" id="shop.rebateValue" values={{ amount: format.money(b.rebate), rate: g.rebate_rate }} />, 'bd-rebate'],
        ['shop.breakdown.points', <Count key="p" value={b.points} />, 'bd-points'],
      ]}
    />
  );
}
