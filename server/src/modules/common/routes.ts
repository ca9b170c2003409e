import { Type } from '@sinclair/typebox';
import { EmptyBody, requestBody } from '@snapmall/shared/contract';
import type { AppDeps, AppInstance } from '../../app-types';
import { DomainError } from '../../http/errors';
import { langOf } from '../../http/request';

const NoticeListBody = requestBody({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })) });
const NoticeDetailBody = requestBody({ id: Type.Integer({ minimum: 1 }) });
const ContentBody = requestBody({ key: Type.String({ minLength: 1, maxLength: 50 }) });
const PAGE_SIZE = 20;

interface NoticeRow {
  id: number;
  title: string;
  content: string;
  createtime: Date;
}

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** Customer service, notices and content pages: public, in the request's language. */
export async function commonRoutes(app: AppInstance, { db }: AppDeps) {
  app.post('/api/common/customer', { schema: { body: EmptyBody } }, async (_req, reply) => {
    const rows = await db.query<{ name: string; url: string }>('SELECT name, url FROM customer_services ORDER BY weigh DESC, id');
    return reply.ok(rows);
  });

  app.post('/api/notice/list', { schema: { body: NoticeListBody } }, async (req, reply) => {
    const page = req.body?.page ?? 1;
    const rows = await db.query<NoticeRow & { total: string }>(
      `SELECT id, title, content, createtime, count(*) OVER () AS total FROM notices
       WHERE status = 'published' AND lang = $1 ORDER BY createtime DESC, id DESC LIMIT $2 OFFSET $3`,
      [langOf(req), PAGE_SIZE, (page - 1) * PAGE_SIZE],
    );
    return reply.ok({
      total: Number(rows[0]?.total ?? 0),
      page,
      list: rows.map((r) => ({ id: r.id, title: r.title, content: r.content, createtime: unix(r.createtime) })),
    });
  });

  app.post('/api/notice/detail', { schema: { body: NoticeDetailBody } }, async (req, reply) => {
    const [row] = await db.query<NoticeRow>(
      "SELECT id, title, content, createtime FROM notices WHERE id = $1 AND status = 'published'",
      [req.body.id],
    );
    if (!row) throw new DomainError('not_found', 'http.notFound');
    return reply.ok({ ...row, createtime: unix(row.createtime) });
  });

  app.post('/api/common/content', { schema: { body: ContentBody } }, async (req, reply) => {
    const rows = await db.query<{ title: string; body: string; lang: string }>(
      'SELECT title, body, lang FROM contents WHERE key = $1 AND lang IN ($2, $3)',
      [req.body.key, langOf(req), 'en-us'],
    );
    const row = rows.find((r) => r.lang === langOf(req)) ?? rows[0];
    if (!row) throw new DomainError('not_found', 'http.notFound');
    return reply.ok({ key: req.body.key, title: row.title, content: row.body });
  });
}
