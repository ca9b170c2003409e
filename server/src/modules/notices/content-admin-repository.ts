import type { Queryable } from '../../db/database';

/** Both languages' rows of a content page (none, one or two). */
export async function contentBothLanguages(q: Queryable, key: string) {
  return q.query<{ lang: string; title: string; body: string; updatetime: Date }>('SELECT lang, title, body, updatetime FROM contents WHERE key = $1', [key]);
}
