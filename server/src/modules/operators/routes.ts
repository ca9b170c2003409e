import { AdminLoginBody, AdminOperatorSaveBody, AdminPageBody, EmptyBody } from '@snapmall/shared/contract';
import { actorOf } from '../../http/operator-auth';
import type { AppInstance } from '../../app-types';
import type { RouteDeps } from '../../services';
import { authRateLimit } from '../../http/rate-limit';

/** /api/admin/login, the operators and their roles (owner), the audit trail and the shop's messages to its operators. */
export async function operatorRoutes(app: AppInstance, { operators, operatorGuarded, config }: RouteDeps<'operators' | 'operatorGuarded' | 'config'>) {
  app.post('/api/admin/login', { schema: { body: AdminLoginBody }, config: authRateLimit(config) }, async (req, reply) =>
    reply.ok(await operators.login(req.body.username, req.body.password), 'account.loggedIn'),
  );

  app.post('/api/admin/audit/list', { schema: { body: AdminPageBody }, ...operatorGuarded }, async (req, reply) =>
    reply.ok(await operators.auditList(req.body.page ?? 1)),
  );

  app.post('/api/admin/message/list', { schema: { body: AdminPageBody }, ...operatorGuarded }, async (req, reply) =>
    reply.ok(await operators.messages(req.body.page ?? 1)),
  );

  app.post('/api/admin/operator/list', { schema: { body: EmptyBody }, ...operatorGuarded }, async (_req, reply) => reply.ok(await operators.list()));
  app.post('/api/admin/operator/save', { schema: { body: AdminOperatorSaveBody }, ...operatorGuarded }, async (req, reply) =>
    reply.ok(await operators.save(actorOf(req), req.body), 'operator.saved'),
  );
}
