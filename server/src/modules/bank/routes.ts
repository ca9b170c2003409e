import { CardUpdateBody, EmptyBody, RechargeSubmitBody, ReviewListBody, WithdrawBody } from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import { authOf } from '../../http/auth';
import { langOf } from '../../http/request';
import type { RouteDeps } from '../../services';

/** The customer's bank card, deposits and withdrawals (SPEC §7's names). */
export async function bankRoutes(app: AppInstance, { bank, guarded }: RouteDeps<'bank' | 'guarded'>) {
  const user = (req: Parameters<typeof authOf>[0]) => authOf(req).userId;

  app.post('/api/withdraw/bankcard', { schema: { body: EmptyBody }, ...guarded }, async (req, reply) => reply.ok(await bank.card(user(req))));

  app.post('/api/withdraw/cardupdate', { schema: { body: CardUpdateBody }, ...guarded }, async (req, reply) =>
    reply.ok(await bank.updateCard(user(req), req.body), 'bank.cardSaved'),
  );

  app.post('/api/recharge/channels', { schema: { body: EmptyBody }, ...guarded }, async (req, reply) =>
    reply.ok(await bank.channels(langOf(req))),
  );

  app.post('/api/recharge/submit', { schema: { body: RechargeSubmitBody }, ...guarded }, async (req, reply) =>
    reply.ok(await bank.submitDeposit(user(req), req.body, langOf(req)), 'bank.depositSubmitted'),
  );

  app.post('/api/user/rechargelist', { schema: { body: ReviewListBody }, ...guarded }, async (req, reply) =>
    reply.ok(await bank.deposits(user(req), req.body.page ?? 1, req.body.status, langOf(req), req.body.cursor)),
  );

  app.post('/api/withdraw/rules', { schema: { body: EmptyBody }, ...guarded }, async (req, reply) => reply.ok(await bank.withdrawRules(user(req))));

  app.post('/api/withdraw/withdraw', { schema: { body: WithdrawBody }, ...guarded }, async (req, reply) =>
    reply.ok(await bank.withdraw(user(req), req.body), 'bank.withdrawSubmitted'),
  );

  app.post('/api/user/withdrawlist', { schema: { body: ReviewListBody }, ...guarded }, async (req, reply) =>
    reply.ok(await bank.withdrawals(user(req), req.body.page ?? 1, req.body.status, req.body.cursor)),
  );
}
