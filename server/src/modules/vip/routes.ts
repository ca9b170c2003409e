import { AdminPageBody, EmptyBody, VipSaveBody, VipUpgradeBody } from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import { authOf } from '../../http/auth';
import { actorOf } from '../../http/operator-auth';
import type { RouteDeps } from '../../services';

/** The VIP levels with their published rules, buying a level, and the operator's levels (list, publish; audited). */
export async function vipRoutes(app: AppInstance, { vip, vipUpgrades, guarded, operatorGuarded }: RouteDeps<'vip' | 'vipUpgrades' | 'guarded' | 'operatorGuarded'>) {
  app.post('/api/goods/level', { schema: { body: EmptyBody } }, async (_req, reply) => reply.ok(await vip.levels()));

  app.post('/api/user/vipupgrade', { schema: { body: VipUpgradeBody }, ...guarded }, async (req, reply) =>
    reply.ok(await vipUpgrades.upgrade(authOf(req).userId, req.body), 'vip.upgraded'),
  );

  app.post('/api/admin/vip/list', { schema: { body: AdminPageBody }, ...operatorGuarded }, async (_req, reply) => reply.ok(await vip.adminList()));
  app.post('/api/admin/vip/save', { schema: { body: VipSaveBody }, ...operatorGuarded }, async (req, reply) =>
    reply.ok(await vip.save(actorOf(req), req.body), 'admin.saved'),
  );
}
