import { dayRange, DEFAULT_LIMIT } from '../../http/admin-list';
import { actorOf, operatorOf } from '../../http/operator-auth';
import type { AppInstance } from '../../app-types';
import type { RouteDeps } from '../../services';
import { authRateLimit } from '../../http/rate-limit';
import { post } from '../../http/call';

/** /api/admin/login, the operators and their roles (owner), the audit trail and the shop's messages to its operators. */
export async function operatorRoutes(app: AppInstance, { operators, approvals, auditSearch, operatorGuarded, config }: RouteDeps<'operators' | 'approvals' | 'auditSearch' | 'operatorGuarded' | 'config'>) {
  post(app, '/api/admin/login', { config: authRateLimit(config) }, async (req, reply) =>
    reply.ok(await operators.login(req.body.username, req.body.password, { device: req.headers['user-agent'] ?? '', address: req.ip }), 'account.loggedIn'),
  );

  // Searchable by operator, kind (a prefix), target and days (issue 19); a bare operator name is an operator's.
  post(app, '/api/admin/audit/list', operatorGuarded, async (req, reply) => {
    const { actor, action, target_type: targetType, target_id: targetId, from, to } = req.body;
    const days = dayRange(req, from, to);
    const who = actor === undefined || actor.includes(':') ? actor : `operator:${actor}`;
    return reply.ok(await auditSearch.search({ page: req.body.page ?? 1, limit: req.body.limit ?? DEFAULT_LIMIT, actor: who, action, targetType, targetId, ...days }));
  });

  // Every operator reads the shop's messages; what each has read is their own (issue 25: the console's header count).
  post(app, '/api/admin/message/list', operatorGuarded, async (req, reply) =>
    reply.ok(await operators.messages.page(req.body.page ?? 1, operatorOf(req).id)),
  );
  post(app, '/api/admin/message/unread', operatorGuarded, async (req, reply) =>
    reply.ok(await operators.messages.unread(operatorOf(req).id)),
  );
  post(app, '/api/admin/message/read', operatorGuarded, async (req, reply) =>
    reply.ok(await operators.messages.markRead(operatorOf(req).id, req.body.up_to)),
  );

  post(app, '/api/admin/operator/list', operatorGuarded, async (_req, reply) => reply.ok(await operators.list()));
  // A grant of owner or finance is requested of a second owner (issue 26); the rest of the save is done now.
  post(app, '/api/admin/operator/save', operatorGuarded, async (req, reply) => {
    const saved = await approvals.saveOperator(actorOf(req), req.body);
    return reply.ok(saved, saved.requested ? 'approval.requested' : 'operator.saved');
  });
}
