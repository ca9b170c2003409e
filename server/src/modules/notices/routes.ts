import {
  AdminPageBody,
  ContentBody,
  ContentSaveBody,
  EmptyBody,
  NoticeDetailBody,
  NoticeGroupBody,
  NoticeListBody,
  NoticeSaveBody,
} from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import { actorOf } from '../../http/operator-auth';
import { langOf } from '../../http/request';
import type { RouteDeps } from '../../services';

/** Notices and content pages: public, in the request's language; the operator's notices and pages. */
export async function noticeRoutes(app: AppInstance, { notices, contents, operatorGuarded }: RouteDeps<'notices' | 'contents' | 'operatorGuarded'>) {
  app.post('/api/notice/list', { schema: { body: NoticeListBody } }, async (req, reply) => reply.ok(await notices.list(langOf(req), req.body?.page ?? 1)));

  app.post('/api/notice/detail', { schema: { body: NoticeDetailBody } }, async (req, reply) => reply.ok(await notices.detail(req.body.id, langOf(req))));

  app.post('/api/admin/notice/list', { schema: { body: AdminPageBody }, ...operatorGuarded }, async (req, reply) =>
    reply.ok(await notices.adminList(req.body.page ?? 1)),
  );
  app.post('/api/admin/notice/save', { schema: { body: NoticeSaveBody }, ...operatorGuarded }, async (req, reply) =>
    reply.ok(await notices.save(actorOf(req), req.body), 'admin.saved'),
  );
  app.post('/api/admin/notice/withdraw', { schema: { body: NoticeGroupBody }, ...operatorGuarded }, async (req, reply) =>
    reply.ok(await notices.withdraw(actorOf(req), req.body.id), 'admin.saved'),
  );

  app.post('/api/common/content', { schema: { body: ContentBody } }, async (req, reply) => reply.ok(await contents.page(req.body.key, langOf(req))));

  app.post('/api/admin/content/list', { schema: { body: EmptyBody }, ...operatorGuarded }, async (_req, reply) => reply.ok(await contents.list()));
  app.post('/api/admin/content/save', { schema: { body: ContentSaveBody }, ...operatorGuarded }, async (req, reply) =>
    reply.ok(await contents.save(actorOf(req), req.body), 'admin.saved'),
  );
}
