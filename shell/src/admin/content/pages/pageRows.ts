import type { ContentRow } from './api';

/** A content page as the list shows it: its key, its title in each language ('' when missing), its last change. */
export interface PageSummary {
  /** Its place in the list, from 1: the list's row key (keys are text). */
  n: number;
  key: string;
  title_en: string;
  title_zh: string;
  /** Unix seconds. */
  updatetime: number;
}

/** The server's rows (one per key and language) as one line per page, in the server's order (by key). */
export function pageSummaries(rows: readonly ContentRow[]): PageSummary[] {
  const pages = new Map<string, PageSummary>();
  for (const row of rows) {
    const page = pages.get(row.key) ?? { n: pages.size + 1, key: row.key, title_en: '', title_zh: '', updatetime: 0 };
    if (row.lang === 'en-us') page.title_en = row.title;
    if (row.lang === 'zh-tw') page.title_zh = row.title;
    page.updatetime = Math.max(page.updatetime, Math.floor(Date.parse(row.updatetime) / 1000) || 0);
    pages.set(row.key, page);
  }
  return [...pages.values()];
}

/** A key the contract takes (ContentSaveBody): lower-case letters, digits, '_' and '-', at most 50. */
export const PAGE_KEY = /^[a-z0-9_-]{1,50}$/;
