import { BetBody, BetIdBody, DrawBody, EmptyBody, GameBody, GameSaveBody, LotteryPageBody, SettledBody, StakeLimitBody, AdminPageBody } from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import { authOf } from '../../http/auth';
import { langOf } from '../../http/request';
import type { RouteDeps } from '../../services';
import { actorOf } from '../../http/operator-auth';
import { lotteryConsoleRoutes } from './admin-routes';

/** The points lottery (SPEC §7's names), and the operator's games. */
export async function lotteryRoutes(app: AppInstance, { lottery, lotteryAdmin, guarded, operatorGuarded }: RouteDeps<'lottery' | 'lotteryAdmin' | 'guarded' | 'operatorGuarded'>) {
  const user = (req: Parameters<typeof authOf>[0]) => authOf(req).userId;
  const page = (body: { page?: number }) => body.page ?? 1;

  app.post('/api/lottery/games', { schema: { body: EmptyBody }, ...guarded }, async (req, reply) => reply.ok(await lottery.games(langOf(req))));
  app.post('/api/lottery/current', { schema: { body: GameBody }, ...guarded }, async (req, reply) =>
    reply.ok(await lottery.current(user(req), req.body.game_id, langOf(req))),
  );
  app.post('/api/lottery/bet', { schema: { body: BetBody }, ...guarded }, async (req, reply) =>
    reply.ok(await lottery.bet(user(req), req.body, langOf(req)), 'lottery.betPlaced'),
  );
  app.post('/api/lottery/buylog', { schema: { body: LotteryPageBody }, ...guarded }, async (req, reply) =>
    reply.ok(await lottery.bets(user(req), false, page(req.body), langOf(req))),
  );
  app.post('/api/lottery/buylogday', { schema: { body: LotteryPageBody }, ...guarded }, async (req, reply) => reply.ok(await lottery.days(user(req), page(req.body))));
  app.post('/api/lottery/settled', { schema: { body: SettledBody }, ...guarded }, async (req, reply) =>
    reply.ok(await lottery.settled(req.body.game_id, page(req.body))),
  );
  app.post('/api/lottery/draw', { schema: { body: DrawBody }, ...guarded }, async (req, reply) =>
    reply.ok(await lottery.draw(req.body.game_id, req.body.period_no)),
  );
  app.post('/api/lottery/notcount', { schema: { body: LotteryPageBody }, ...guarded }, async (req, reply) =>
    reply.ok(await lottery.bets(user(req), true, page(req.body), langOf(req))),
  );
  app.post('/api/lottery/notcountdetail', { schema: { body: BetIdBody }, ...guarded }, async (req, reply) =>
    reply.ok(await lottery.betDetail(user(req), req.body.id, langOf(req))),
  );
  app.post('/api/lottery/limit', { schema: { body: EmptyBody }, ...guarded }, async (req, reply) => reply.ok(await lottery.limit(user(req))));
  app.post('/api/lottery/setlimit', { schema: { body: StakeLimitBody }, ...guarded }, async (req, reply) =>
    reply.ok(await lottery.setLimit(user(req), req.body.daily_limit), 'lottery.limitSaved'),
  );

  app.post('/api/admin/lottery/game/list', { schema: { body: AdminPageBody }, ...operatorGuarded }, async (_req, reply) => reply.ok(await lotteryAdmin.games()));
  app.post('/api/admin/lottery/game/save', { schema: { body: GameSaveBody }, ...operatorGuarded }, async (req, reply) =>
    reply.ok(await lotteryAdmin.save(actorOf(req), req.body), 'admin.saved'),
  );
  await lotteryConsoleRoutes(app, { lotteryAdmin, operatorGuarded });
}
