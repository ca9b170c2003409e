import type { AppInstance } from '../../app-types';
import { authOf } from '../../http/auth';
import { langOf } from '../../http/request';
import type { RouteDeps } from '../../services';
import { post } from '../../http/call';

/** The catalogue: brands for everyone (home lists them), goods for a logged-in customer at their level's price. */
export async function catalogueRoutes(app: AppInstance, { catalogue, guarded }: RouteDeps<'catalogue' | 'guarded'>) {
  post(app, '/api/goods/brand', {}, async (req, reply) => reply.ok(await catalogue.brands(langOf(req))));

  post(app, '/api/goods/list', guarded, async (req, reply) =>
    reply.ok(await catalogue.list(authOf(req).userId, req.body, langOf(req))),
  );

  post(app, '/api/goods/detail', guarded, async (req, reply) =>
    reply.ok(await catalogue.detail(authOf(req).userId, req.body.id, langOf(req))),
  );
}
