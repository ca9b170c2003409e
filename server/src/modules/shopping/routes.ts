import { EmptyBody, GoodsDetailBody, GoodsListBody } from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import { authOf } from '../../http/auth';
import { langOf } from '../../http/request';
import type { RouteDeps } from '../../services';

/** The catalogue: brands for everyone (home lists them), goods for a logged-in customer at their level's price. */
export async function catalogueRoutes(app: AppInstance, { catalogue, guarded }: RouteDeps<'catalogue' | 'guarded'>) {
  app.post('/api/goods/brand', { schema: { body: EmptyBody } }, async (req, reply) => reply.ok(await catalogue.brands(langOf(req))));

  app.post('/api/goods/list', { schema: { body: GoodsListBody }, ...guarded }, async (req, reply) =>
    reply.ok(await catalogue.list(authOf(req).userId, req.body, langOf(req))),
  );

  app.post('/api/goods/detail', { schema: { body: GoodsDetailBody }, ...guarded }, async (req, reply) =>
    reply.ok(await catalogue.detail(authOf(req).userId, req.body.id, langOf(req))),
  );
}
