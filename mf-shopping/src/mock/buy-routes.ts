import { ORDER_MAX_QUANTITY } from '@snapmall/shared/contract';
import { formatCents, type MockAnswer, type MockBody, type MockContext, type MockRoute } from '@snapmall/shared/mock';
import { num, str } from './body';
import { priceOrder, quotaUse, sellingNow } from './pricing';
import { shopDay } from './shop-day';
import { goodsOf, nextId, vipOf, type GoodsRow, type OrderRow, type ShopState } from './state';
import { toOrder } from './views';

/**
 * A snap buy, answered as server/src/modules/orders answers it for the same state: the same checks in the same order
 * (orders/decide.ts refusalOf), the same message keys, the same money rules.
 */
type Ctx = MockContext;

/** A moment as HH:MM in the client's local time (the server's clientClock, from the offset the browser sends). */
function clientClock(unix: number): string {
  const at = new Date(unix * 1000);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(11, 16);
}

/** Why this buy is refused now, in the server's order: the sale, the level, the day's quota, orders in progress, stock. */
function refusalOf(g: GoodsRow, s: ShopState, quantity: number, { reply, now }: Ctx): MockAnswer | undefined {
  if (!sellingNow(g, now)) {
    if (!g.on_sale) return reply.refused('shopping.notOnSale');
    if (g.sale_start && g.sale_start > now) return reply.refused('shopping.notStarted', { time: clientClock(g.sale_start) });
    return reply.refused('shopping.saleEnded');
  }
  const vip = vipOf(s);
  const use = quotaUse(s, now);
  if ((vip?.level ?? 0) < g.min_level) return reply.refused('shopping.levelTooLow', { level: g.min_level });
  if (use.today >= (vip?.task_num ?? 0)) return reply.refused('shopping.dailyQuota', { count: vip?.task_num ?? 0 });
  if (use.inProgress >= (vip?.task_everyday ?? 0)) return reply.refused('shopping.inProgressCap', { count: vip?.task_everyday ?? 0 });
  if (g.stock === 0) return reply.refused('shopping.soldOut');
  if (quantity > g.stock) return reply.refused('shopping.stockShort', { left: g.stock });
  return undefined;
}

/** A snap buy (orders/decide.ts): once per request id, paid from the balance, the stock taken, the order placed. */
function buy(body: MockBody, s: ShopState, ctx: Ctx): MockAnswer {
  const { reply, now, lang } = ctx;
  const requestId = str(body.request_id);
  const quantity = num(body.quantity) ?? 1;
  const earlier = s.orders.find((o) => o.request_id === requestId);
  if (earlier) return earlier.goods_id === body.goods_id && earlier.quantity === quantity ? reply.ok(toOrder(earlier, s, lang), 'order.placed') : reply.refused('request.idReused');
  const g = goodsOf(s, body.goods_id);
  if (!g) return reply.refused('shopping.noGoods');
  // Other shoppers' buys of the item that came first (the `sold-out` scenario).
  if (g.taken_by_others) {
    g.stock = Math.max(0, g.stock - g.taken_by_others);
    g.taken_by_others = 0;
  }
  const refusal = refusalOf(g, s, quantity, ctx);
  if (refusal) return refusal;
  const vip = vipOf(s)!;
  const price = priceOrder(g, vip, quantity);
  if (price.amount_cents > s.cash_cents) return reply.refused('shopping.balanceShort', { amount: formatCents(price.amount_cents) });
  g.stock -= quantity;
  s.cash_cents -= price.amount_cents;
  const placed: OrderRow = {
    id: nextId(s),
    goods_id: g.id,
    request_id: requestId,
    quantity,
    level: vip.level,
    unit_price_cents: g.price_cents,
    discount_bp: vip.order_join_rate_bp,
    rebate_bp: vip.task_rate_bp,
    ...price,
    status: 'placed',
    carrier: '',
    tracking_no: '',
    shop_day: shopDay(now),
    createtime: now,
    shiptime: 0,
    receivetime: 0,
    canceltime: 0,
  };
  s.orders.push(placed);
  return reply.ok(toOrder(placed, s, lang), 'order.placed');
}

/** The `refused` scenario's buy: the balance short for what the buy would cost. */
function buyRefusal(body: MockBody, s: ShopState, { reply }: Ctx): MockAnswer {
  const g = goodsOf(s, body.goods_id);
  const amount = g ? priceOrder(g, vipOf(s), num(body.quantity) ?? 1).amount_cents : 0;
  return reply.refused('shopping.balanceShort', { amount: formatCents(amount) });
}

export const buyRoutes: MockRoute<ShopState>[] = [
  {
    url: '/api/goods/buy',
    answer: buy,
    refusal: buyRefusal,
    // ORDER_MAX_QUANTITY exceeded.
    invalid: { quantity: ORDER_MAX_QUANTITY + 1 },
  },
];
