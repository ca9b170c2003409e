import type { OrderStatus } from '@snapmall/shared/contract';
import { formatCents, pageOf, type MockAnswer, type MockBody, type MockContext, type MockRoute } from '@snapmall/shared/mock';
import { num } from './body';
import { goodsOf, type OrderRow, type ShopState } from './state';
import { toDetail, toOrder } from './views';

/** The customer's orders: the records, the details, receipt and cancelling (server/src/modules/orders). */
type Ctx = MockContext;
const byNewest = (rows: OrderRow[]) => [...rows].sort((a, b) => b.id - a.id);
const IN_PROGRESS: readonly OrderStatus[] = ['placed', 'shipped'];

/** A 404 in the server's words for what is missing (order.notFound), as its error handler sends a not_found. */
function missing(ctx: Ctx, key: string): MockAnswer {
  const { body } = ctx.reply.refused(key);
  return { status: 404, body: { ...body, code: 404 } };
}

/** The customer's own order, or none (another customer's is as missing as one that does not exist). */
const findOrder = (s: ShopState, id: unknown) => s.orders.find((o) => o.id === id);

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

const orderPage = (rows: OrderRow[], body: MockBody, s: ShopState, { lang }: Ctx) =>
  pageOf(byNewest(rows).map((o) => toOrder(o, s, lang)), num(body.page) ?? 1, num(body.cursor));

const detail = (body: MockBody, s: ShopState, ctx: Ctx) => {
  const o = findOrder(s, body.id);
  return o ? ctx.reply.ok(toDetail(o, s, ctx.lang)) : missing(ctx, 'order.notFound');
};

export const orderRoutes: MockRoute<ShopState>[] = [
  {
    url: '/api/user/buylog',
    answer: (body, s, ctx) => ctx.reply.ok(orderPage(body.status ? s.orders.filter((o) => o.status === body.status) : s.orders, body, s, ctx)),
  },
  { url: '/api/user/buylogdetail', answer: detail },
  { url: '/api/user/recentorder', answer: (body, s, ctx) => ctx.reply.ok(orderPage(s.orders.filter((o) => IN_PROGRESS.includes(o.status)), body, s, ctx)) },
  { url: '/api/user/recentorderdetail', answer: detail },
  {
    url: '/api/user/reclog',
    answer: (body, s, ctx) => {
      const received = s.orders.filter((o) => o.status === 'received');
      const rebate = received.reduce((total, o) => total + o.rebate_cents, 0);
      const points = received.reduce((total, o) => total + o.points, 0);
      return ctx.reply.ok({ ...orderPage(received, body, s, ctx), rebate_total: formatCents(rebate), points_total: points });
    },
  },
  {
    url: '/api/order/receive',
    answer: receive,
    refusal: (_b, _s, { reply }) => reply.refused('order.notShipped'),
  },
  {
    url: '/api/order/cancel',
    answer: cancel,
    refusal: (_b, _s, { reply }) => reply.refused('order.alreadyShipped'),
  },
];
