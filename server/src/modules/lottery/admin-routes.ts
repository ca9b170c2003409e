import type { AppInstance } from '../../app-types';
import { DEFAULT_LIMIT } from '../../http/admin-list';
import { clientOffsetMinutes } from '../../http/request';
import type { RouteDeps } from '../../services';
import { post } from '../../http/call';

/** Days the summary covers when the body names none. */
const SUMMARY_DAYS = 30;

/**
 * The lottery's operator console (issue 19): a game's draws with their settlement, and its points staked and paid
 * per day. The games role opens them (operators/roles.ts: '/api/admin/lottery/').
 */
export async function lotteryConsoleRoutes(app: AppInstance, { lotteryAdmin, operatorGuarded: guarded }: RouteDeps<'lotteryAdmin' | 'operatorGuarded'>) {
  post(app, '/api/admin/lottery/draw/list', guarded, async (req, reply) =>
    reply.ok(await lotteryAdmin.draws(req.body.game_id, req.body.page ?? 1, req.body.limit ?? DEFAULT_LIMIT)),
  );
  post(app, '/api/admin/lottery/summary', guarded, async (req, reply) =>
    reply.ok(await lotteryAdmin.summary(req.body.game_id, req.body.days ?? SUMMARY_DAYS, clientOffsetMinutes(req))),
  );
}
