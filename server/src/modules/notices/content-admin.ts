import type { AdminContentPage } from '@snapmall/shared/contract';
import type { Database } from '../../db/database';
import { notFound } from '../../domain/errors';
import { contentBothLanguages } from './content-admin-repository';

/** A content page as the operator edits it: both languages as stored, '' for a language it has no text in. */
export class ContentAdmin {
  constructor(private readonly db: Database) {}

  async get(key: string): Promise<AdminContentPage> {
    const rows = await contentBothLanguages(this.db, key);
    if (rows.length === 0) throw notFound();
    const en = rows.find((r) => r.lang === 'en-us');
    const zh = rows.find((r) => r.lang === 'zh-tw');
    const updated = Math.max(...rows.map((r) => r.updatetime.getTime()));
    return { key, title_en: en?.title ?? '', body_en: en?.body ?? '', title_zh: zh?.title ?? '', body_zh: zh?.body ?? '', updatetime: Math.floor(updated / 1000) };
  }
}
