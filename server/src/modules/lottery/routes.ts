import type { AppInstance } from '../../app-types';
import { authOf } from '../../http/auth';
import { langOf } from '../../http/request';
import type { RouteDeps } from '../../services';
import { actorOf } from '../../http/operator-auth';
import { lotteryConsoleRoutes } from './admin-routes';
import { post } from '../../http/call';

/** The points lottery (SPEC §7's names), and the operator's games. */
export async function lotteryRoutes(app: AppInstance, { lottery, lotteryAdmin, guarded, operatorGuarded }: RouteDeps<'lottery' | 'lotteryAdmin' | 'guarded' | 'operatorGuarded'>) {
  const user = (req: Parameters<typeof authOf>[0]) => authOf(req).userId;
  const page = (body: { page?: number }) => body.page ?? 1;

  post(app, '/api/lottery/games', guarded, async (req, reply) => reply.ok(await lottery.games(langOf(req))));
  post(app, '/api/lottery/current', guarded, async (req, reply) =>
    reply.ok(await lottery.current(user(req), req.body.game_id, langOf(req))),
  );
  post(app, '/api/lottery/bet', guarded, async (req, reply) =>
    reply.ok(await lottery.bet(user(req), req.body, langOf(req)), 'lottery.betPlaced'),
  );
  post(app, '/api/lottery/buylog', guarded, async (req, reply) =>
    reply.ok(await lottery.bets(user(req), false, page(req.body), langOf(req))),
  );
  post(app, '/api/lottery/buylogday', guarded, async (req, reply) => reply.ok(await lottery.days(user(req), page(req.body))));
  post(app, '/api/lottery/settled', guarded, async (req, reply) =>
    reply.ok(await lottery.settled(req.body.game_id, page(req.body))),
  );
  post(app, '/api/lottery/draw', guarded, async (req, reply) =>
    reply.ok(await lottery.draw(req.body.game_id, req.body.period_no)),
  );
  post(app, '/api/lottery/notcount', guarded, async (req, reply) =>
    reply.ok(await lottery.bets(user(req), true, page(req.body), langOf(req))),
  );
  post(app, '/api/lottery/notcountdetail', guarded, async (req, reply) =>
    reply.ok(await lottery.betDetail(user(req), req.body.id, langOf(req))),
  );
  post(app, '/api/lottery/limit', guarded, async (req, reply) => reply.ok(await lottery.limit(user(req))));
  post(app, '/api/lottery/setlimit', guarded, async (req, reply) =>
    reply.ok(await lottery.setLimit(user(req), req.body.daily_limit), 'lottery.limitSaved'),
  );

  post(app, '/api/admin/lottery/game/list', operatorGuarded, async (_req, reply) => reply.ok(await lotteryAdmin.games()));
  post(app, '/api/admin/lottery/game/save', operatorGuarded, async (req, reply) =>
    reply.ok(await lotteryAdmin.save(actorOf(req), req.body), 'admin.saved'),
  );
  await lotteryConsoleRoutes(app, { lotteryAdmin, operatorGuarded });
}
