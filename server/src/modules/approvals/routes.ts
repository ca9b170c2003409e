import type { FastifyRequest } from 'fastify';
import { isRequested } from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import { actorOf, operatorOf } from '../../http/operator-auth';
import { langOf } from '../../http/request';
import type { RouteDeps } from '../../services';
import type { Decider } from './service';
import { post } from '../../http/call';

const decider = (req: FastifyRequest): Decider => ({ actor: actorOf(req), roles: operatorOf(req).roles });

/**
 * The Requests page (issue 26): the requests an operator may decide or asked for, the header's count, approve and
 * reject; and the owner's withdrawal threshold. Open to every operator: the service decides who may decide what.
 */
export async function approvalRoutes(app: AppInstance, { approvals, operatorGuarded }: RouteDeps<'approvals' | 'operatorGuarded'>) {
  post(app, '/api/admin/approval/list', operatorGuarded, async (req, reply) =>
    reply.ok(await approvals.list(decider(req), req.body.page ?? 1, req.body.pending ?? false, langOf(req))),
  );
  post(app, '/api/admin/approval/count', operatorGuarded, async (req, reply) => reply.ok(await approvals.count(decider(req))));
  post(app, '/api/admin/approval/approve', operatorGuarded, async (req, reply) =>
    reply.ok(await approvals.approve(decider(req), req.body.id, langOf(req)), 'approval.approved'),
  );
  post(app, '/api/admin/approval/reject', operatorGuarded, async (req, reply) =>
    reply.ok(await approvals.reject(decider(req), req.body.id, req.body.reason.trim(), langOf(req)), 'approval.rejected'),
  );
  post(app, '/api/admin/approval/settings', operatorGuarded, async (_req, reply) => reply.ok(await approvals.settings()));
  post(app, '/api/admin/approval/settings/save', operatorGuarded, async (req, reply) => {
    const saved = await approvals.saveSettings(actorOf(req), req.body);
    return reply.ok(saved, isRequested(saved) ? 'approval.requested' : 'admin.saved');
  });
}
