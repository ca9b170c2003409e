import type { ContentSaveBody, Language } from '@snapmall/shared/contract';
import type { Database } from '../../db/database';
import { notFound } from '../../domain/errors';
import type { Actor, OperatorService } from '../operators/service';
import * as repo from './repository';

/** Content pages (about, terms, privacy …): read in the request's language (English when missing), kept by the operator. */
export class ContentService {
  constructor(
    private readonly db: Database,
    private readonly operators: OperatorService,
  ) {}

  async page(key: string, lang: Language) {
    const rows = await repo.contentRows(this.db, key, lang);
    const row = rows.find((r) => r.lang === lang) ?? rows[0];
    if (!row) throw notFound();
    return { key, title: row.title, content: row.body };
  }

  async list() {
    return repo.contentList(this.db);
  }

  async save(actor: Actor, body: ContentSaveBody): Promise<{ key: string }> {
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
