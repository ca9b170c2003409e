import { EmptyBody } from '@snapmall/shared/contract';
import type { AppDeps, AppInstance } from '../../app-types';
import type { VipRow } from '../account/repository';
import { toVip } from '../account/userinfo';

/** The VIP levels with their published rules (daily snap buys, rebate, discount, withdrawal limits and fee). */
export async function vipRoutes(app: AppInstance, { db }: AppDeps) {
  app.post('/api/goods/level', { schema: { body: EmptyBody } }, async (_req, reply) => {
    const rows = await db.query<VipRow>('SELECT * FROM vip_levels ORDER BY level');
    return reply.ok(rows.map(toVip));
  });
}
