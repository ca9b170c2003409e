import type { AppInstance } from '../../app-types';
import { authOf } from '../../http/auth';
import { invalid } from '../../domain/errors';
import { langOf } from '../../http/request';
import type { RouteDeps } from '../../services';
import { post } from '../../http/call';

/** /api/message/*: the customer's own messages. */
export async function messageRoutes(app: AppInstance, { messages, guarded }: RouteDeps<'messages' | 'guarded'>) {
  post(app, '/api/message/list', guarded, async (req, reply) =>
    reply.ok(await messages.list(authOf(req).userId, req.body.page ?? 1, langOf(req))),
  );

  // The unread count alone, cheap enough to poll for the badge while the app is open.
  post(app, '/api/message/unread', guarded, async (req, reply) =>
    reply.ok({ unread: await messages.unread(authOf(req).userId) }),
  );

  post(app, '/api/message/read', guarded, async (req, reply) => {
    // One message, or all of them when asked for in so many words: an empty body marks nothing.
    if (req.body.id === undefined && req.body.all !== true) throw invalid({ id: 'validation.required' });
    return reply.ok(await messages.markRead(authOf(req).userId, req.body.all ? undefined : req.body.id));
  });
}
