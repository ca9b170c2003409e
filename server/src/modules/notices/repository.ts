import type { AdminNotice, Language } from '@snapmall/shared/contract';
import type { Queryable } from '../../db/database';

/** This module's tables: notices (one row per group and language) and contents (pages, one row per key and language). */

export interface NoticeRow {
  id: number;
  title: string;
  content: string;
  createtime: Date;
}

/**
 * A page of the language's published notices, newest first: the ids from the partial index of published notices
 * (lang, createtime DESC, id DESC) alone, then the rows by id; their number kept by a trigger (migration 024).
 */
export async function publishedPage(q: Queryable, lang: Language, limit: number, offset: number) {
  return q.query<NoticeRow & { total: string }>(
    `SELECT n.id, n.title, n.content, n.createtime, p.total
     FROM (SELECT id, createtime, (SELECT published FROM notice_totals WHERE lang = $1) AS total FROM notices
           WHERE status = 'published' AND lang = $1 ORDER BY createtime DESC, id DESC LIMIT $2 OFFSET $3) p
     JOIN notices n ON n.id = p.id
     ORDER BY p.createtime DESC, p.id DESC`,
    [lang, limit, offset],
  );
}

/** A published notice of the id's group in the reader's language, else in English. */
export async function publishedInGroupOf(q: Queryable, id: number, lang: Language): Promise<NoticeRow | undefined> {
  const [row] = await q.query<NoticeRow>(
    `SELECT n.id, n.title, n.content, n.createtime FROM notices n
     WHERE n.group_id = (SELECT group_id FROM notices WHERE id = $1) AND n.status = 'published' AND n.lang IN ($2, 'en-us')
     ORDER BY n.lang = $2 DESC LIMIT 1`,
    [id, lang],
  );
  return row;
}

export async function adminPage(q: Queryable, limit: number, offset: number) {
  return q.query<AdminNotice & { created: Date; updated: Date; total: bigint }>(
    `SELECT group_id AS id, max(status) AS status,
            max(title) FILTER (WHERE lang = 'en-us') AS title_en, max(content) FILTER (WHERE lang = 'en-us') AS content_en,
            max(title) FILTER (WHERE lang = 'zh-tw') AS title_zh, max(content) FILTER (WHERE lang = 'zh-tw') AS content_zh,
            min(createtime) AS created, max(updatetime) AS updated, count(*) OVER () AS total
     FROM notices GROUP BY group_id ORDER BY min(createtime) DESC, group_id DESC LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
}

/** A notice group's rows, locked for an edit. */
export async function lockGroup(q: Queryable, groupId: number) {
  return q.query<{ lang: string; title: string; content: string; status: string }>('SELECT lang, title, content, status FROM notices WHERE group_id = $1 ORDER BY lang FOR UPDATE', [groupId]);
}

export async function nextGroupId(q: Queryable): Promise<number> {
  const [row] = await q.query<{ id: number }>("SELECT nextval('notice_groups_seq')::int AS id");
  return row!.id;
}

export async function upsertNotice(q: Queryable, n: { groupId: number; lang: Language; title: string; content: string; status: string }) {
  await q.query(
    `INSERT INTO notices (group_id, lang, title, content, status) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (group_id, lang) DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content, status = EXCLUDED.status, updatetime = now()`,
    [n.groupId, n.lang, n.title, n.content, n.status],
  );
}

/** Withdraws a notice group; false when there is none. */
export async function withdrawGroup(q: Queryable, groupId: number): Promise<boolean> {
  const rows = await q.query("UPDATE notices SET status = 'withdrawn', updatetime = now() WHERE group_id = $1 RETURNING status", [groupId]);
  return rows.length > 0;
}

export async function contentRows(q: Queryable, key: string, lang: Language) {
  return q.query<{ title: string; body: string; lang: string }>('SELECT title, body, lang FROM contents WHERE key = $1 AND lang IN ($2, $3)', [
    key,
    lang,
    'en-us',
  ]);
}

export async function contentList(q: Queryable) {
  return q.query<{ key: string; lang: string; title: string; updatetime: Date }>('SELECT key, lang, title, updatetime FROM contents ORDER BY key, lang');
}

/** A page's rows, locked for an edit. */
export async function lockContent(q: Queryable, key: string) {
  return q.query('SELECT lang, title, body FROM contents WHERE key = $1 ORDER BY lang FOR UPDATE', [key]);
}

export async function upsertContent(q: Queryable, c: { key: string; lang: Language; title: string; body: string }) {
  await q.query(
    `INSERT INTO contents (key, lang, title, body) VALUES ($1, $2, $3, $4)
     ON CONFLICT (key, lang) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body, updatetime = now()`,
    [c.key, c.lang, c.title, c.body],
  );
}
