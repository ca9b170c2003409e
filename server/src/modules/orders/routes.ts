import { BuyBody, BuyLogBody, EmptyBody, OrderIdBody, OrderPageBody } from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import { authOf, requireSessionToken, tokenHashOf } from '../../http/auth';
import { langOf } from '../../http/request';
import type { RouteDeps } from '../../services';

/** The customer's snap buys and orders (SPEC §7's names). */
export async function orderRoutes(app: AppInstance, { buys, orders, guarded }: RouteDeps<'buys' | 'orders' | 'guarded'>) {
  const user = (req: Parameters<typeof authOf>[0]) => authOf(req).userId;
  const page = (body: { page?: number }) => body.page ?? 1;

  // The buyer's session is checked inside the buy's own batch (see requireSessionToken).
  app.post('/api/goods/buy', { schema: { body: BuyBody }, preValidation: requireSessionToken() }, async (req, reply) =>
    reply.ok(orders.view(await buys.buy({ tokenHash: tokenHashOf(req) }, req.body), langOf(req)), 'order.placed'),
  );

  app.post('/api/goods/quota', { schema: { body: EmptyBody }, ...guarded }, async (req, reply) => reply.ok(await orders.quota(user(req))));

  app.post('/api/user/buylog', { schema: { body: BuyLogBody }, ...guarded }, async (req, reply) =>
    reply.ok(await orders.list(user(req), req.body.status ? [req.body.status] : undefined, page(req.body), langOf(req), req.body.cursor)),
  );

  app.post('/api/user/buylogdetail', { schema: { body: OrderIdBody }, ...guarded }, async (req, reply) =>
    reply.ok(await orders.detail(user(req), req.body.id, langOf(req))),
  );

  app.post('/api/user/recentorder', { schema: { body: OrderPageBody }, ...guarded }, async (req, reply) =>
    reply.ok(await orders.inProgress(user(req), page(req.body), langOf(req), req.body.cursor)),
  );

  app.post('/api/user/recentorderdetail', { schema: { body: OrderIdBody }, ...guarded }, async (req, reply) =>
    reply.ok(await orders.detail(user(req), req.body.id, langOf(req))),
  );

  app.post('/api/user/reclog', { schema: { body: OrderPageBody }, ...guarded }, async (req, reply) =>
    reply.ok(await orders.received(user(req), page(req.body), langOf(req), req.body.cursor)),
  );

  app.post('/api/order/receive', { schema: { body: OrderIdBody }, ...guarded }, async (req, reply) =>
    reply.ok(orders.view(await orders.receive(user(req), req.body.id), langOf(req)), 'order.receivedDone'),
  );

  app.post('/api/order/cancel', { schema: { body: OrderIdBody }, ...guarded }, async (req, reply) =>
    reply.ok(orders.view(await orders.cancel(user(req), req.body.id), langOf(req)), 'order.cancelledDone'),
  );
}
