import { AdminOrderListBody, AdminOrderShipBody } from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import { langOf } from '../../http/request';
import type { RouteDeps } from '../../services';
import { oneOrMany } from '../../http/bulk';
import { actorOf } from '../../http/operator-auth';

/** The operator's orders (list, ship one or many); every change audited. */
export async function orderAdminRoutes(app: AppInstance, { orders, operatorGuarded: guarded }: RouteDeps<'orders' | 'operatorGuarded'>) {
  app.post('/api/admin/order/list', { schema: { body: AdminOrderListBody }, ...guarded }, async (req, reply) =>
    reply.ok(await orders.adminList({ page: req.body.page ?? 1, status: req.body.status, userId: req.body.user_id }, langOf(req))),
  );
  // One order (answered with the order) or the selected ones (`ids`, one carrier and tracking number: a shipment).
  app.post('/api/admin/order/ship', { schema: { body: AdminOrderShipBody }, ...guarded }, async (req, reply) =>
    oneOrMany(req.body, req, reply, async (id) => orders.view(await orders.ship(actorOf(req), id, req.body.carrier, req.body.tracking_no), langOf(req)), 'admin.saved'),
  );
}
