import type { AppInstance } from '../../app-types';
import { langOf } from '../../http/request';
import type { RouteDeps } from '../../services';
import { listQuery } from '../../http/admin-list';
import { oneOrMany } from '../../http/bulk';
import { actorOf } from '../../http/operator-auth';
import { post } from '../../http/call';

/** The operator's orders (list, ship one or many); every change audited. */
export async function orderAdminRoutes(app: AppInstance, { orders, orderLists, customers, operatorGuarded: guarded }: RouteDeps<'orders' | 'orderLists' | 'customers' | 'operatorGuarded'>) {
  // Filtered by status, customer, days, amounts and brand; sorted; sized (issue 19).
  post(app, '/api/admin/order/list', guarded, async (req, reply) => {
    const query = await listQuery(req, req.body, customers);
    return reply.ok(await orderLists.list({ ...query, status: req.body.status, brandId: req.body.brand_id }, langOf(req)));
  });
  // One order (answered with the order) or the selected ones (`ids`, one carrier and tracking number: a shipment).
  post(app, '/api/admin/order/ship', guarded, async (req, reply) =>
    oneOrMany(req.body, req, reply, async (id) => orders.view(await orders.ship(actorOf(req), id, req.body.carrier, req.body.tracking_no), langOf(req)), 'admin.saved'),
  );
}
