import type { AdminNotice, Language, NoticeSaveBody, PageOf } from '@snapmall/shared/contract';
import type { Database } from '../../db/database';
import { invalid, notFound } from '../../domain/errors';
import { sanitizeOperatorHtml, showsNothing } from '../../security/html';
import type { Actor, OperatorService } from '../operators/service';
import * as repo from './repository';

const PAGE_SIZE = 20;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** Notices: published by the operator in both languages (audited), read by everyone in theirs. */
export class NoticeService {
  constructor(
    private readonly db: Database,
    private readonly operators: OperatorService,
    /** AVATAR_HOSTS: where pictures in a notice may come from, besides the shop itself. */
    private readonly imageHosts: readonly string[] = [],
  ) {}

  async list(lang: Language, page: number) {
    const rows = await repo.publishedPage(this.db, lang, PAGE_SIZE, (page - 1) * PAGE_SIZE);
    return {
      total: Number(rows[0]?.total ?? 0),
      page,
      list: rows.map((r) => ({ id: r.id, title: r.title, content: r.content, createtime: unix(r.createtime) })),
    };
  }

  /** A notice in the reader's language (English when it has none), whichever language's row the id names. */
  async detail(id: number, lang: Language) {
    const row = await repo.publishedInGroupOf(this.db, id, lang);
    if (!row) throw notFound();
    return { ...row, createtime: unix(row.createtime) };
  }

  async adminList(page: number): Promise<PageOf<AdminNotice>> {
    const rows = await repo.adminPage(this.db, PAGE_SIZE, (page - 1) * PAGE_SIZE);
    return {
      list: rows.map(({ created, updated, total: _t, ...n }) => ({ ...n, title_en: n.title_en ?? '', content_en: n.content_en ?? '', title_zh: n.title_zh ?? '', content_zh: n.content_zh ?? '', createtime: unix(created), updatetime: unix(updated) })),
      total: Number(rows[0]?.total ?? 0),
      page,
    };
  }

  /** Publishes (or drafts) a notice in both languages, new or edited, audited with both versions. */
  async save(actor: Actor, asked: NoticeSaveBody): Promise<{ id: number }> {
    // Stored (and audited) as customers will see it: sanitized once here, and again where the shell renders it.
    const body = { ...asked, content_en: sanitizeOperatorHtml(asked.content_en, this.imageHosts), content_zh: sanitizeOperatorHtml(asked.content_zh, this.imageHosts) };
    const empty = (['content_en', 'content_zh'] as const).filter((f) => showsNothing(body[f]));
    if (empty.length) throw invalid(Object.fromEntries(empty.map((f) => [f, 'validation.required'])));
    return this.db.tx(async (q) => {
      const stored = body.id === undefined ? null : await repo.lockGroup(q, body.id);
      if (stored && stored.length === 0) throw notFound();
      const before = stored && asSaveBody(body.id!, stored);
      const id = body.id === undefined ? await repo.nextGroupId(q) : body.id;
      for (const [lang, title, content] of [['en-us', body.title_en, body.content_en], ['zh-tw', body.title_zh, body.content_zh]] as const) {
        await repo.upsertNotice(q, { groupId: id, lang, title: title.trim(), content, status: body.status });
      }
      // The after as stored (titles trimmed, its id), in the shape of the before: only what changed differs.
      const after = { id, title_en: body.title_en.trim(), content_en: body.content_en, title_zh: body.title_zh.trim(), content_zh: body.content_zh, status: body.status };
      await this.operators.record(q, actor, { action: body.id ? 'notice.update' : 'notice.create', target: { type: 'notice', id }, before, after });
      return { id };
    });
  }

  /** Withdraws a notice: no longer shown, kept for the record. */
  async withdraw(actor: Actor, id: number): Promise<{ id: number }> {
    return this.db.tx(async (q) => {
      if (!(await repo.withdrawGroup(q, id))) throw notFound();
      await this.operators.record(q, actor, { action: 'notice.withdraw', target: { type: 'notice', id } });
      return { id };
    });
  }
}

/** A notice's stored rows in the shape of its save body, so the audit pairs before and after field by field. */
function asSaveBody(id: number, rows: Array<{ lang: string; title: string; content: string; status: string }>) {
  const of = (lang: Language) => rows.find((r) => r.lang === lang);
  const [en, zh] = [of('en-us'), of('zh-tw')];
  return { id, title_en: en?.title ?? '', content_en: en?.content ?? '', title_zh: zh?.title ?? '', content_zh: zh?.content ?? '', status: (en ?? zh)?.status };
}
