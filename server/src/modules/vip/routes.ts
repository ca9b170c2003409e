import { EmptyBody } from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import type { Services } from '../../services';

/** The VIP levels with their published rules (daily snap buys, rebate, discount, withdrawal limits and fee). */
export async function vipRoutes(app: AppInstance, { vip }: Services) {
  app.post('/api/goods/level', { schema: { body: EmptyBody } }, async (_req, reply) => reply.ok(await vip.levels()));
}
