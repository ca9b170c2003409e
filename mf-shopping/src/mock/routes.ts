import { ORDER_MAX_QUANTITY, POINTS_PER_CASH_UNIT, type OrderStatus } from '@snapmall/shared/contract';
import { formatCents, pageOf, PAGE_SIZE, type MockAnswer, type MockBody, type MockContext, type MockRoute } from '@snapmall/shared/mock';
import {
  goodsOf,
  nextId,
  priceOrder,
  quotaUse,
  nextShopDay,
  sellingNow,
  shopDay,
  toBrand,
  toDetail,
  toGoods,
  toOrder,
  toVip,
  vipOf,
  type GoodsRow,
  type OrderRow,
  type ShopState,
} from './state';

/**
 * The shop's calls, answered as server/src/modules/shopping, orders and vip answer them for the same state: the same
 * checks in the same order (orders/decide.ts refusalOf), the same message keys, the same money rules.
 */
type Ctx = MockContext;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const byNewest = (rows: OrderRow[]) => [...rows].sort((a, b) => b.id - a.id);
const IN_PROGRESS: readonly OrderStatus[] = ['placed', 'shipped'];

/** A 404 in the server's words for what is missing (order.notFound), as its error handler sends a not_found. */
function missing(ctx: Ctx, key: string): MockAnswer {
  const { body } = ctx.reply.refused(key);
  return { status: 404, body: { ...body, code: 404 } };
}

/** A moment as HH:MM in the client's local time (the server's clientClock, from the offset the browser sends). */
function clientClock(unix: number): string {
  const at = new Date(unix * 1000);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(11, 16);
}

/** The customer's own order, or none (another customer's is as missing as one that does not exist). */
const findOrder = (s: ShopState, id: unknown) => s.orders.find((o) => o.id === id);

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

/** Receipt of a shipped order: the rebate and points fixed when it was placed are credited (OrderService.receive). */
function receive(body: MockBody, s: ShopState, ctx: Ctx): MockAnswer {
  const o = findOrder(s, body.id);
  if (!o) return missing(ctx, 'order.notFound');
  if (o.status === 'placed') return ctx.reply.refused('order.notShipped');
  if (o.status === 'cancelled') return ctx.reply.refused('order.wasCancelled');
  if (o.status === 'shipped') {
    s.cash_cents += o.rebate_cents;
    s.points += o.points;
    o.status = 'received';
    o.receivetime = ctx.now;
  }
  return ctx.reply.ok(toOrder(o, s, ctx.lang), 'order.receivedDone');
}

/** Cancelling a placed order: paid back in full, its units back in stock (OrderService.cancel). */
function cancel(body: MockBody, s: ShopState, ctx: Ctx): MockAnswer {
  const o = findOrder(s, body.id);
  if (!o) return missing(ctx, 'order.notFound');
  if (o.status !== 'cancelled') {
    if (o.status !== 'placed') return ctx.reply.refused('order.alreadyShipped');
    s.cash_cents += o.amount_cents;
    const g = goodsOf(s, o.goods_id);
    if (g) g.stock += o.quantity;
    o.status = 'cancelled';
    o.canceltime = ctx.now;
  }
  return ctx.reply.ok(toOrder(o, s, ctx.lang), 'order.cancelledDone');
}

/** Buying a higher level from the balance (vip/upgrade.ts), once per request id. */
function upgrade(body: MockBody, s: ShopState, ctx: Ctx): MockAnswer {
  const { reply } = ctx;
  const { request_id: requestId, ...rest } = body;
  const key = str(requestId);
  const earlier = s.requests[key];
  if (earlier) return earlier.endpoint === 'user.vipupgrade' && earlier.body === JSON.stringify(rest) ? reply.ok(earlier.answer, 'vip.upgraded') : reply.refused('request.idReused');
  const level = num(body.level) ?? 0;
  if (level <= s.user.level) return reply.refused('vip.notHigher', { level: s.user.level });
  const target = s.vips.find((v) => v.level === level);
  if (!target) return reply.refused('vip.noLevel');
  if (target.price_cents > s.cash_cents) return reply.refused('ledger.insufficientCash');
  s.cash_cents -= target.price_cents;
  s.user.level = target.level;
  const answer = { level: target.level, paid: formatCents(target.price_cents), balance: formatCents(s.cash_cents) };
  s.requests[key] = { endpoint: 'user.vipupgrade', body: JSON.stringify(rest), answer };
  return reply.ok(answer, 'vip.upgraded');
}

/** A brand's goods on sale that the level may buy, by sort (shopping/repository goodsPage): numbered pages. */
function goodsList(body: MockBody, s: ShopState, { reply, lang, now }: Ctx): MockAnswer {
  const maxLevel = num(body.level) ?? vipOf(s)?.level;
  const page = num(body.page) ?? 1;
  const enabled = new Set(s.brands.filter((b) => b.enabled).map((b) => b.id));
  const rows = s.goods
    .filter((g) => g.brand_id === body.brand_id && enabled.has(g.brand_id) && g.on_sale && (maxLevel === undefined || g.min_level <= maxLevel))
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
  const list = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((g) => toGoods(g, s, lang, now));
  return reply.ok({ list, total: list.length > 0 ? rows.length : 0, page });
}

const orderPage = (rows: OrderRow[], body: MockBody, s: ShopState, { lang }: Ctx) =>
  pageOf(byNewest(rows).map((o) => toOrder(o, s, lang)), num(body.page) ?? 1, num(body.cursor));

const detail = (body: MockBody, s: ShopState, ctx: Ctx) => {
  const o = findOrder(s, body.id);
  return o ? ctx.reply.ok(toDetail(o, s, ctx.lang)) : missing(ctx, 'order.notFound');
};

/** The `refused` scenario's buy: the balance short for what the buy would cost. */
function buyRefusal(body: MockBody, s: ShopState, { reply }: Ctx): MockAnswer {
  const g = goodsOf(s, body.goods_id);
  const amount = g ? priceOrder(g, vipOf(s), num(body.quantity) ?? 1).amount_cents : 0;
  return reply.refused('shopping.balanceShort', { amount: formatCents(amount) });
}

export const shopRoutes: MockRoute<ShopState>[] = [
  { url: '/api/goods/brand', guarded: false, answer: (_b, s, { reply, lang }) => reply.ok([...s.brands].filter((b) => b.enabled).sort((a, b) => a.sort - b.sort || a.id - b.id).map((b) => toBrand(b, lang))) },
  { url: '/api/goods/list', guarded: true, answer: goodsList },
  {
    url: '/api/goods/detail',
    guarded: true,
    answer: (body, s, { reply, lang, now }) => {
      const g = goodsOf(s, body.id);
      return g ? reply.ok(toGoods(g, s, lang, now)) : reply.notFound();
    },
  },
  { url: '/api/goods/level', guarded: false, answer: (_b, s, { reply }) => reply.ok([...s.vips].sort((a, b) => a.level - b.level).map(toVip)) },
  {
    url: '/api/goods/quota',
    guarded: true,
    answer: (_b, s, { reply, now }) => {
      const vip = vipOf(s);
      const use = quotaUse(s, now);
      const perDay = vip?.task_num ?? 0;
      return reply.ok({
        level: vip?.level ?? 0,
        per_day: perDay,
        used_today: use.today,
        left_today: Math.max(0, perDay - use.today),
        in_progress_max: vip?.task_everyday ?? 0,
        in_progress: use.inProgress,
        day: shopDay(now),
        resets_at: nextShopDay(now),
        balance: formatCents(s.cash_cents),
        points_per_unit: POINTS_PER_CASH_UNIT,
      });
    },
  },
  {
    url: '/api/goods/buy',
    guarded: true,
    answer: buy,
    refusal: buyRefusal,
    // ORDER_MAX_QUANTITY exceeded.
    invalid: { quantity: ORDER_MAX_QUANTITY + 1 },
  },
  {
    url: '/api/user/buylog',
    guarded: true,
    answer: (body, s, ctx) => ctx.reply.ok(orderPage(body.status ? s.orders.filter((o) => o.status === body.status) : s.orders, body, s, ctx)),
  },
  { url: '/api/user/buylogdetail', guarded: true, answer: detail },
  { url: '/api/user/recentorder', guarded: true, answer: (body, s, ctx) => ctx.reply.ok(orderPage(s.orders.filter((o) => IN_PROGRESS.includes(o.status)), body, s, ctx)) },
  { url: '/api/user/recentorderdetail', guarded: true, answer: detail },
  {
    url: '/api/user/reclog',
    guarded: true,
    answer: (body, s, ctx) => {
      const received = s.orders.filter((o) => o.status === 'received');
      const rebate = received.reduce((total, o) => total + o.rebate_cents, 0);
      const points = received.reduce((total, o) => total + o.points, 0);
      return ctx.reply.ok({ ...orderPage(received, body, s, ctx), rebate_total: formatCents(rebate), points_total: points });
    },
  },
  {
    url: '/api/order/receive',
    guarded: true,
    answer: receive,
    refusal: (_b, _s, { reply }) => reply.refused('order.notShipped'),
  },
  {
    url: '/api/order/cancel',
    guarded: true,
    answer: cancel,
    refusal: (_b, _s, { reply }) => reply.refused('order.alreadyShipped'),
  },
  {
    url: '/api/user/vipupgrade',
    guarded: true,
    answer: upgrade,
    refusal: (_b, _s, { reply }) => reply.refused('ledger.insufficientCash'),
    invalid: { level: 0 },
  },
];
