import { POINTS_PER_CASH_UNIT } from '@snapmall/shared/contract';
import { feeOf } from '@snapmall/shared/mock';
import { shopDay } from './shop-day';
import type { GoodsRow, ShopState, VipRow } from './state';

/** What a buy may do and costs, by the server's rules (shopping/pricing.ts, orders/decide.ts): the sale, the price, the quota. */

/** On sale and inside its window, by the clock (the server's `selling`). */
export const sellingNow = (g: GoodsRow, now: number) => g.on_sale && (!g.sale_start || g.sale_start <= now) && (!g.sale_end || g.sale_end > now);

/** The member price: the price less the level's discount, rounded to the cent half up (shopping/pricing.ts). */
export const memberPrice = (priceCents: number, discountBp: number) => priceCents - feeOf(priceCents, discountBp);

/** What an order of `quantity` costs and earns at a level (orders/decide.ts priceOrder). */
export function priceOrder(g: GoodsRow, vip: VipRow | undefined, quantity: number) {
  const member = memberPrice(g.price_cents, vip?.order_join_rate_bp ?? 0);
  const amount = member * quantity;
  return {
    member_price_cents: member,
    amount_cents: amount,
    rebate_cents: feeOf(g.price_cents * quantity, vip?.task_rate_bp ?? 0),
    points: Math.floor(amount / 100) * POINTS_PER_CASH_UNIT,
  };
}

/** Orders placed on the shop's day of `now` and not cancelled, and orders in progress (orders/repository quotaUse). */
export function quotaUse(s: ShopState, now: number) {
  const day = shopDay(now);
  return {
    today: s.orders.filter((o) => o.shop_day === day && o.status !== 'cancelled').length,
    inProgress: s.orders.filter((o) => o.status === 'placed' || o.status === 'shipped').length,
  };
}
