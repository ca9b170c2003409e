import type { AppInstance } from '../../app-types';
import { authOf } from '../../http/auth';
import { langOf } from '../../http/request';
import type { RouteDeps } from '../../services';
import { post } from '../../http/call';

/** The customer's bank card, deposits and withdrawals (SPEC §7's names). */
export async function bankRoutes(app: AppInstance, { bank, guarded }: RouteDeps<'bank' | 'guarded'>) {
  const user = (req: Parameters<typeof authOf>[0]) => authOf(req).userId;

  post(app, '/api/withdraw/bankcard', guarded, async (req, reply) => reply.ok(await bank.card(user(req))));

  post(app, '/api/withdraw/cardupdate', guarded, async (req, reply) =>
    reply.ok(await bank.updateCard(user(req), req.body), 'bank.cardSaved'),
  );

  post(app, '/api/recharge/channels', guarded, async (req, reply) =>
    reply.ok(await bank.channels(langOf(req))),
  );

  post(app, '/api/recharge/submit', guarded, async (req, reply) =>
    reply.ok(await bank.submitDeposit(user(req), req.body, langOf(req)), 'bank.depositSubmitted'),
  );

  post(app, '/api/user/rechargelist', guarded, async (req, reply) =>
    reply.ok(await bank.deposits(user(req), req.body.page ?? 1, req.body.status, langOf(req), req.body.cursor)),
  );

  post(app, '/api/withdraw/rules', guarded, async (req, reply) => reply.ok(await bank.withdrawRules(user(req))));

  post(app, '/api/withdraw/withdraw', guarded, async (req, reply) =>
    reply.ok(await bank.withdraw(user(req), req.body), 'bank.withdrawSubmitted'),
  );

  post(app, '/api/user/withdrawlist', guarded, async (req, reply) =>
    reply.ok(await bank.withdrawals(user(req), req.body.page ?? 1, req.body.status, req.body.cursor)),
  );
}
