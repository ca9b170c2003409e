import { actorOf, operatorOf } from '../../http/operator-auth';
import { tokenOf } from '../../http/request';
import type { AppInstance } from '../../app-types';
import type { RouteDeps } from '../../services';
import { post } from '../../http/call';

/**
 * An operator's sessions (issue 26): logging out ends the caller's session on every instance; the sessions page lists
 * the caller's own (an owner's, everyone's) with device, address and last use, and ends one.
 */
export async function sessionRoutes(app: AppInstance, { operators, operatorGuarded }: RouteDeps<'operators' | 'operatorGuarded'>) {
  post(app, '/api/admin/logout', operatorGuarded, async (req, reply) => {
    // The guard has just found this token's session, so there is a token to end.
    await operators.sessions.logout(tokenOf(req)!);
    return reply.ok(null, 'auth.loggedOut');
  });
  post(app, '/api/admin/session/list', operatorGuarded, async (req, reply) => {
    const me = operatorOf(req);
    return reply.ok(await operators.sessions.list(me, me.session_id, req.body.everyone === 1));
  });
  post(app, '/api/admin/session/end', operatorGuarded, async (req, reply) => {
    await operators.sessions.end(actorOf(req), operatorOf(req), req.body.id);
    return reply.ok(null, 'session.ended');
  });
}
