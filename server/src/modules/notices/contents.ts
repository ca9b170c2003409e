import type { ContentSaveBody, Language } from '@snapmall/shared/contract';
import type { Database } from '../../db/database';
import { invalid, notFound } from '../../domain/errors';
import { sanitizeOperatorHtml, showsNothing } from '../../security/html';
import type { Actor, OperatorService } from '../operators/service';
import * as repo from './repository';

/** Content pages (about, terms, privacy …): read in the request's language (English when missing), kept by the operator. */
export class ContentService {
  constructor(
    private readonly db: Database,
    private readonly operators: OperatorService,
    /** AVATAR_HOSTS: where pictures on a page may come from, besides the shop itself. */
    private readonly imageHosts: readonly string[] = [],
  ) {}

  async page(key: string, lang: Language) {
    const rows = await repo.contentRows(this.db, key, lang);
    const row = rows.find((r) => r.lang === lang) ?? rows[0];
    if (!row) throw notFound();
    return { key, title: row.title, content: row.body };
  }

  /** Each page's row per language; the time as ISO 8601, as the answer has always written it. */
  async list() {
    return (await repo.contentList(this.db)).map((r) => ({ ...r, updatetime: r.updatetime.toISOString() }));
  }

  async save(actor: Actor, asked: ContentSaveBody): Promise<{ key: string }> {
    // Stored (and audited) as customers will see it: sanitized once here, and again where the shell renders it.
    const body = { ...asked, body_en: sanitizeOperatorHtml(asked.body_en, this.imageHosts), body_zh: sanitizeOperatorHtml(asked.body_zh, this.imageHosts) };
    const empty = (['body_en', 'body_zh'] as const).filter((f) => showsNothing(body[f]));
    if (empty.length) throw invalid(Object.fromEntries(empty.map((f) => [f, 'validation.required'])));
    return this.db.tx(async (q) => {
      const before = await repo.lockContent(q, body.key);
      for (const [lang, title, text] of [['en-us', body.title_en, body.body_en], ['zh-tw', body.title_zh, body.body_zh]] as const) {
        await repo.upsertContent(q, { key: body.key, lang, title: title.trim(), body: text });
      }
      await this.operators.record(q, actor, { action: 'content.save', target: { type: `content:${body.key}`, id: 0 }, before, after: body });
      return { key: body.key };
    });
  }
}
