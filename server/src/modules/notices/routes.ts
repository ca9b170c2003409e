import type { AppInstance } from '../../app-types';
import { actorOf } from '../../http/operator-auth';
import { langOf } from '../../http/request';
import type { RouteDeps } from '../../services';
import { post } from '../../http/call';

/** Notices and content pages: public, in the request's language; the operator's notices and pages. */
export async function noticeRoutes(app: AppInstance, { notices, contents, operatorGuarded }: RouteDeps<'notices' | 'contents' | 'operatorGuarded'>) {
  post(app, '/api/notice/list', {}, async (req, reply) => reply.ok(await notices.list(langOf(req), req.body?.page ?? 1)));

  post(app, '/api/notice/detail', {}, async (req, reply) => reply.ok(await notices.detail(req.body.id, langOf(req))));

  post(app, '/api/admin/notice/list', operatorGuarded, async (req, reply) =>
    reply.ok(await notices.adminList(req.body.page ?? 1)),
  );
  post(app, '/api/admin/notice/save', operatorGuarded, async (req, reply) =>
    reply.ok(await notices.save(actorOf(req), req.body), 'admin.saved'),
  );
  post(app, '/api/admin/notice/withdraw', operatorGuarded, async (req, reply) =>
    reply.ok(await notices.withdraw(actorOf(req), req.body.id), 'admin.saved'),
  );

  post(app, '/api/common/content', {}, async (req, reply) => reply.ok(await contents.page(req.body.key, langOf(req))));

  post(app, '/api/admin/content/list', operatorGuarded, async (_req, reply) => reply.ok(await contents.list()));
  post(app, '/api/admin/content/save', operatorGuarded, async (req, reply) =>
    reply.ok(await contents.save(actorOf(req), req.body), 'admin.saved'),
  );
}
