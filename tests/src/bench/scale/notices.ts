import type { Queryable } from 'server/src/db/database';
import * as repo from 'server/src/modules/notices/repository';
import { growQuietly } from './others';
import type { ScalePart } from './part';

/**
 * Notices (issue 18): the public list in each language and a notice's detail, at 10 notices and at 50,000 (each
 * published in both languages, one in twenty a draft and one in fifty withdrawn, as the operator leaves them).
 */
const NOTICES = { small: 10, large: 50_000 };
let grown = 0;
/** The oldest notice, whose detail is asked for: known once the notices exist. */
const detail = { id: 0 };

/** Notice groups from-th … to-th, a minute apart ending now, each in English and Chinese. */
export async function growNotices(db: Queryable, from: number, to: number) {
  await db.query(
    `WITH g AS (SELECT i, nextval('notice_groups_seq')::int AS group_id, now() - make_interval(mins => $2 - i) AS at FROM generate_series($1::int, $2::int) AS i)
     INSERT INTO notices (group_id, lang, title, content, status, createtime, updatetime)
     SELECT group_id, l.lang, l.word || ' ' || i, repeat(l.word || ' ' || i || '. ', 20),
            CASE WHEN i % 20 = 0 THEN 'draft' WHEN i % 50 = 0 THEN 'withdrawn' ELSE 'published' END, at, at
     FROM g CROSS JOIN (VALUES ('en-us', 'Notice'), ('zh-tw', '公告')) AS l(lang, word) ORDER BY i, l.lang`,
    [from, to],
  );
}

export const noticesPart: ScalePart = {
  name: 'notices',
  sizes: { small: '10 notices', large: '50,000 notices' },
  async setUp() {},
  async grow(ctx, size) {
    await growQuietly(ctx.server, 'notices', () => growNotices(ctx.server.db, grown + 1, NOTICES[size]));
    grown = NOTICES[size];
    const [oldest] = await ctx.server.db.query<{ id: number }>("SELECT min(id) AS id FROM notices WHERE status = 'published'");
    detail.id = oldest!.id;
  },
  calls: [
    { name: 'notice/list page 1', url: '/api/notice/list', body: { page: 1 }, as: 'customer', explain: (q) => repo.publishedPage(q, 'en-us', 20, 0) },
    { name: 'notice/list page 1 zh-tw', url: '/api/notice/list?lang=zh-tw', body: { page: 1 }, as: 'customer', explain: (q) => repo.publishedPage(q, 'zh-tw', 20, 0) },
    { name: 'notice/list page 100', url: '/api/notice/list', body: { page: 100 }, as: 'customer', explain: (q) => repo.publishedPage(q, 'en-us', 20, 1980), deep: 'notice/list page 1' },
    { name: 'notice/detail (oldest)', url: '/api/notice/detail', body: detail, as: 'customer', explain: (q) => repo.publishedInGroupOf(q, detail.id, 'en-us') },
  ],
};
