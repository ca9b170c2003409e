import { AdminOrderListBody, AdminOrderShipBody, AdminPageBody, VipSaveBody } from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import { langOf } from '../../http/request';
import type { Services } from '../../services';
import { actorOf } from '../operators/auth';

/** The operator's orders (list, ship) and VIP levels (list, publish); every change audited. */
export async function orderAdminRoutes(app: AppInstance, { orders, vip, operatorGuarded: guarded }: Services) {
  app.post('/api/admin/order/list', { schema: { body: AdminOrderListBody }, ...guarded }, async (req, reply) =>
    reply.ok(await orders.adminList({ page: req.body.page ?? 1, status: req.body.status, userId: req.body.user_id }, langOf(req))),
  );
  app.post('/api/admin/order/ship', { schema: { body: AdminOrderShipBody }, ...guarded }, async (req, reply) =>
    reply.ok(orders.view(await orders.ship(actorOf(req), req.body.id, req.body.carrier, req.body.tracking_no), langOf(req)), 'admin.saved'),
  );
  app.post('/api/admin/vip/list', { schema: { body: AdminPageBody }, ...guarded }, async (_req, reply) => reply.ok(await vip.adminList()));
  app.post('/api/admin/vip/save', { schema: { body: VipSaveBody }, ...guarded }, async (req, reply) =>
    reply.ok(await vip.save(actorOf(req), req.body), 'admin.saved'),
  );
}
