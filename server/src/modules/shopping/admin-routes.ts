import type { AppInstance } from '../../app-types';
import type { RouteDeps } from '../../services';
import { actorOf } from '../../http/operator-auth';
import { post } from '../../http/call';

/** The operator's catalogue: brands, goods, stock; every change audited. */
export async function catalogueAdminRoutes(app: AppInstance, { catalogue, operatorGuarded: guarded }: RouteDeps<'catalogue' | 'operatorGuarded'>) {
  post(app, '/api/admin/brand/list', guarded, async (_req, reply) => reply.ok(await catalogue.adminBrands()));
  post(app, '/api/admin/brand/save', guarded, async (req, reply) =>
    reply.ok(await catalogue.saveBrand(actorOf(req), req.body), 'admin.saved'),
  );
  post(app, '/api/admin/goods/list', guarded, async (req, reply) =>
    reply.ok(await catalogue.adminGoods(req.body.brand_id, req.body.page ?? 1)),
  );
  post(app, '/api/admin/goods/save', guarded, async (req, reply) =>
    reply.ok(await catalogue.saveGoods(actorOf(req), req.body), 'admin.saved'),
  );
  post(app, '/api/admin/goods/stock', guarded, async (req, reply) =>
    reply.ok(await catalogue.setStock(actorOf(req), req.body.id, req.body.stock), 'admin.saved'),
  );
}
