import { AdminOrderListBody, AdminOrderShipBody } from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import { langOf } from '../../http/request';
import type { RouteDeps } from '../../services';
import { actorOf } from '../../http/operator-auth';

/** The operator's orders (list, ship); every change audited. */
export async function orderAdminRoutes(app: AppInstance, { orders, operatorGuarded: guarded }: RouteDeps<'orders' | 'operatorGuarded'>) {
  app.post('/api/admin/order/list', { schema: { body: AdminOrderListBody }, ...guarded }, async (req, reply) =>
    reply.ok(await orders.adminList({ page: req.body.page ?? 1, status: req.body.status, userId: req.body.user_id }, langOf(req))),
  );
  app.post('/api/admin/order/ship', { schema: { body: AdminOrderShipBody }, ...guarded }, async (req, reply) =>
    reply.ok(orders.view(await orders.ship(actorOf(req), req.body.id, req.body.carrier, req.body.tracking_no), langOf(req)), 'admin.saved'),
  );
}
