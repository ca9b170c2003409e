import type { AppInstance } from '../../app-types';
import { authOf, requireSessionToken, tokenHashOf } from '../../http/auth';
import { langOf } from '../../http/request';
import type { RouteDeps } from '../../services';
import { post } from '../../http/call';

/** The customer's snap buys and orders (SPEC §7's names). */
export async function orderRoutes(app: AppInstance, { buys, orders, guarded }: RouteDeps<'buys' | 'orders' | 'guarded'>) {
  const user = (req: Parameters<typeof authOf>[0]) => authOf(req).userId;
  const page = (body: { page?: number }) => body.page ?? 1;

  // The buyer's session is checked inside the buy's own batch (see requireSessionToken).
  post(app, '/api/goods/buy', { preValidation: requireSessionToken() }, async (req, reply) =>
    reply.ok(orders.view(await buys.buy({ tokenHash: tokenHashOf(req) }, req.body), langOf(req)), 'order.placed'),
  );

  post(app, '/api/goods/quota', guarded, async (req, reply) => reply.ok(await orders.quota(user(req))));

  post(app, '/api/user/buylog', guarded, async (req, reply) =>
    reply.ok(await orders.list(user(req), req.body.status ? [req.body.status] : undefined, page(req.body), langOf(req), req.body.cursor)),
  );

  post(app, '/api/user/buylogdetail', guarded, async (req, reply) =>
    reply.ok(await orders.detail(user(req), req.body.id, langOf(req))),
  );

  post(app, '/api/user/recentorder', guarded, async (req, reply) =>
    reply.ok(await orders.inProgress(user(req), page(req.body), langOf(req), req.body.cursor)),
  );

  post(app, '/api/user/recentorderdetail', guarded, async (req, reply) =>
    reply.ok(await orders.detail(user(req), req.body.id, langOf(req))),
  );

  post(app, '/api/user/reclog', guarded, async (req, reply) =>
    reply.ok(await orders.received(user(req), page(req.body), langOf(req), req.body.cursor)),
  );

  post(app, '/api/order/receive', guarded, async (req, reply) =>
    reply.ok(orders.view(await orders.receive(user(req), req.body.id), langOf(req)), 'order.receivedDone'),
  );

  post(app, '/api/order/cancel', guarded, async (req, reply) =>
    reply.ok(orders.view(await orders.cancel(user(req), req.body.id), langOf(req)), 'order.cancelledDone'),
  );
}
