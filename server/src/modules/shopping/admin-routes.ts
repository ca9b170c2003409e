import { AdminGoodsListBody, AdminPageBody, BrandSaveBody, GoodsSaveBody, GoodsStockBody } from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import type { RouteDeps } from '../../services';
import { actorOf } from '../../http/operator-auth';

/** The operator's catalogue: brands, goods, stock; every change audited. */
export async function catalogueAdminRoutes(app: AppInstance, { catalogue, operatorGuarded: guarded }: RouteDeps<'catalogue' | 'operatorGuarded'>) {
  app.post('/api/admin/brand/list', { schema: { body: AdminPageBody }, ...guarded }, async (_req, reply) => reply.ok(await catalogue.adminBrands()));
  app.post('/api/admin/brand/save', { schema: { body: BrandSaveBody }, ...guarded }, async (req, reply) =>
    reply.ok(await catalogue.saveBrand(actorOf(req), req.body), 'admin.saved'),
  );
  app.post('/api/admin/goods/list', { schema: { body: AdminGoodsListBody }, ...guarded }, async (req, reply) =>
    reply.ok(await catalogue.adminGoods(req.body.brand_id, req.body.page ?? 1)),
  );
  app.post('/api/admin/goods/save', { schema: { body: GoodsSaveBody }, ...guarded }, async (req, reply) =>
    reply.ok(await catalogue.saveGoods(actorOf(req), req.body), 'admin.saved'),
  );
  app.post('/api/admin/goods/stock', { schema: { body: GoodsStockBody }, ...guarded }, async (req, reply) =>
    reply.ok(await catalogue.setStock(actorOf(req), req.body.id, req.body.stock), 'admin.saved'),
  );
}
