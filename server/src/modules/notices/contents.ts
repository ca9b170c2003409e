import type { ContentSaveBody, Language } from '@snapmall/shared/contract';
import type { Database } from '../../db/database';
import { DomainError } from '../../http/errors';
import type { Actor, OperatorService } from '../operators/service';

/** Content pages (about, terms, privacy …): read in the request's language (English when missing), kept by the operator. */
export class ContentService {
  constructor(
    private readonly db: Database,
    private readonly operators: OperatorService,
  ) {}

  async page(key: string, lang: Language) {
    const rows = await this.db.query<{ title: string; body: string; lang: string }>(
      'SELECT title, body, lang FROM contents WHERE key = $1 AND lang IN ($2, $3)',
      [key, lang, 'en-us'],
    );
    const row = rows.find((r) => r.lang === lang) ?? rows[0];
    if (!row) throw new DomainError('not_found', 'http.notFound');
    return { key, title: row.title, content: row.body };
  }

  async list() {
    return this.db.query<{ key: string; lang: string; title: string; updatetime: Date }>('SELECT key, lang, title, updatetime FROM contents ORDER BY key, lang');
  }

  async save(actor: Actor, body: ContentSaveBody): Promise<{ key: string }> {
    return this.db.tx(async (q) => {
      const before = await q.query('SELECT lang, title, body FROM contents WHERE key = $1 ORDER BY lang FOR UPDATE', [body.key]);
      for (const [lang, title, text] of [['en-us', body.title_en, body.body_en], ['zh-tw', body.title_zh, body.body_zh]] as const) {
        await q.query(
          `INSERT INTO contents (key, lang, title, body) VALUES ($1, $2, $3, $4)
           ON CONFLICT (key, lang) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body, updatetime = now()`,
          [body.key, lang, title.trim(), text],
        );
      }
      await this.operators.record(q, actor, { action: 'content.save', target: { type: `content:${body.key}`, id: 0 }, before, after: body });
      return { key: body.key };
    });
  }
}
