import type { AppInstance } from '../../app-types';
import { authOf } from '../../http/auth';
import { actorOf } from '../../http/operator-auth';
import type { RouteDeps } from '../../services';
import { post } from '../../http/call';

/** The VIP levels with their published rules, buying a level, and the operator's levels (list, publish; audited). */
export async function vipRoutes(app: AppInstance, { vip, vipUpgrades, guarded, operatorGuarded }: RouteDeps<'vip' | 'vipUpgrades' | 'guarded' | 'operatorGuarded'>) {
  post(app, '/api/goods/level', {}, async (_req, reply) => reply.ok(await vip.levels()));

  post(app, '/api/user/vipupgrade', guarded, async (req, reply) =>
    reply.ok(await vipUpgrades.upgrade(authOf(req).userId, req.body), 'vip.upgraded'),
  );

  post(app, '/api/admin/vip/list', operatorGuarded, async (_req, reply) => reply.ok(await vip.adminList()));
  post(app, '/api/admin/vip/save', operatorGuarded, async (req, reply) =>
    reply.ok(await vip.save(actorOf(req), req.body), 'admin.saved'),
  );
}
