import { Moment } from '@snapmall/shared';
import { FormattedMessage } from 'react-intl';
import type { Goods } from '@snapmall/shared/contract';
import { saleState } from './sale';

/** "On sale", "On sale from …", "Sale ended …" or "Not on sale", with the window's times where it has them. */
export function SaleLabel({ goods: g, className }: { goods: Pick<Goods, 'selling' | 'sale_start' | 'sale_end'>; className?: string }) {
  const state = saleState(g);
  const time = state === 'upcoming' ? g.sale_start : state === 'ended' ? g.sale_end : 0;
  return (
    <span className={className} data-testid="sale">
      <FormattedMessage id={`shop.sale.${state}`} values={{ time: <Moment key="t" at={time} /> }} />
    </span>
  );
}
