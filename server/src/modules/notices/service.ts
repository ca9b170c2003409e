import type { AdminNotice, Language, NoticeSaveBody, PageOf } from '@snapmall/shared/contract';
import type { Database } from '../../db/database';
import { DomainError } from '../../http/errors';
import type { Actor, OperatorService } from '../operators/service';

const PAGE_SIZE = 20;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const notFound = () => new DomainError('not_found', 'http.notFound');

interface NoticeRow {
  id: number;
  title: string;
  content: string;
  createtime: Date;
}

/** Notices: published by the operator in both languages (audited), read by everyone in theirs. */
export class NoticeService {
  constructor(
    private readonly db: Database,
    private readonly operators: OperatorService,
  ) {}

  async list(lang: Language, page: number) {
    const rows = await this.db.query<NoticeRow & { total: string }>(
      `SELECT id, title, content, createtime, count(*) OVER () AS total FROM notices
       WHERE status = 'published' AND lang = $1 ORDER BY createtime DESC, id DESC LIMIT $2 OFFSET $3`,
      [lang, PAGE_SIZE, (page - 1) * PAGE_SIZE],
    );
    return {
      total: Number(rows[0]?.total ?? 0),
      page,
      list: rows.map((r) => ({ id: r.id, title: r.title, content: r.content, createtime: unix(r.createtime) })),
    };
  }

  /** A notice in the reader's language (English when it has none), whichever language's row the id names. */
  async detail(id: number, lang: Language) {
    const [row] = await this.db.query<NoticeRow>(
      `SELECT n.id, n.title, n.content, n.createtime FROM notices n
       WHERE n.group_id = (SELECT group_id FROM notices WHERE id = $1) AND n.status = 'published' AND n.lang IN ($2, 'en-us')
       ORDER BY n.lang = $2 DESC LIMIT 1`,
      [id, lang],
    );
    if (!row) throw notFound();
    return { ...row, createtime: unix(row.createtime) };
  }

  async adminList(page: number): Promise<PageOf<AdminNotice>> {
    const rows = await this.db.query<AdminNotice & { created: Date; updated: Date; total: bigint }>(
      `SELECT group_id AS id, max(status) AS status,
              max(title) FILTER (WHERE lang = 'en-us') AS title_en, max(content) FILTER (WHERE lang = 'en-us') AS content_en,
              max(title) FILTER (WHERE lang = 'zh-tw') AS title_zh, max(content) FILTER (WHERE lang = 'zh-tw') AS content_zh,
              min(createtime) AS created, max(updatetime) AS updated, count(*) OVER () AS total
       FROM notices GROUP BY group_id ORDER BY min(createtime) DESC, group_id DESC LIMIT $1 OFFSET $2`,
      [PAGE_SIZE, (page - 1) * PAGE_SIZE],
    );
    return {
      list: rows.map(({ created, updated, total: _t, ...n }) => ({ ...n, title_en: n.title_en ?? '', content_en: n.content_en ?? '', title_zh: n.title_zh ?? '', content_zh: n.content_zh ?? '', createtime: unix(created), updatetime: unix(updated) })),
      total: Number(rows[0]?.total ?? 0),
      page,
    };
  }

  /** Publishes (or drafts) a notice in both languages, new or edited, audited with both versions. */
  async save(actor: Actor, body: NoticeSaveBody): Promise<{ id: number }> {
    return this.db.tx(async (q) => {
      const before = body.id === undefined ? null : await q.query('SELECT lang, title, content, status FROM notices WHERE group_id = $1 ORDER BY lang FOR UPDATE', [body.id]);
      if (before && before.length === 0) throw notFound();
      const [{ id } = { id: 0 }] = body.id === undefined ? await q.query<{ id: number }>("SELECT nextval('notice_groups_seq')::int AS id") : [{ id: body.id }];
      for (const [lang, title, content] of [['en-us', body.title_en, body.content_en], ['zh-tw', body.title_zh, body.content_zh]] as const) {
        await q.query(
          `INSERT INTO notices (group_id, lang, title, content, status) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (group_id, lang) DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content, status = EXCLUDED.status, updatetime = now()`,
          [id, lang, title.trim(), content, body.status],
        );
      }
      await this.operators.record(q, actor, { action: body.id ? 'notice.update' : 'notice.create', target: { type: 'notice', id }, before, after: body });
      return { id };
    });
  }

  /** Withdraws a notice: no longer shown, kept for the record. */
  async withdraw(actor: Actor, id: number): Promise<{ id: number }> {
    return this.db.tx(async (q) => {
      const rows = await q.query<{ status: string }>("UPDATE notices SET status = 'withdrawn', updatetime = now() WHERE group_id = $1 RETURNING status", [id]);
      if (rows.length === 0) throw notFound();
      await this.operators.record(q, actor, { action: 'notice.withdraw', target: { type: 'notice', id } });
      return { id };
    });
  }
}
