import { Type } from '@sinclair/typebox';
import { AdminPageBody, ContentSaveBody, EmptyBody, NoticeGroupBody, NoticeSaveBody, requestBody } from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import type { Services } from '../../services';
import { langOf } from '../../http/request';
import { actorOf } from '../operators/auth';

const NoticeListBody = requestBody({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })) });
const NoticeDetailBody = requestBody({ id: Type.Integer({ minimum: 1 }) });
const ContentBody = requestBody({ key: Type.String({ minLength: 1, maxLength: 50 }) });

/** Customer service, notices and content pages: public, in the request's language; the operator's notices. */
export async function commonRoutes(app: AppInstance, { db, settings, notices, contents, operatorGuarded }: Services) {
  app.post('/api/common/customer', { schema: { body: EmptyBody } }, async (req, reply) => {
    // The operator's entries (names in both languages) when configured; else the ones the demo data loaded.
    const { services } = (await settings.get()).base;
    if (services.length > 0) return reply.ok(services.map((s) => ({ name: s.name[langOf(req)] || s.name['en-us'], url: s.url })));
    const rows = await db.query<{ name: string; url: string }>('SELECT name, url FROM customer_services ORDER BY weigh DESC, id');
    return reply.ok(rows);
  });

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
