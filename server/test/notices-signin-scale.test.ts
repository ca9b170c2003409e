import { randomUUID } from 'node:crypto';
import type { Queryable } from '../src/db/database';
import * as notices from '../src/modules/notices/repository';
import * as signins from '../src/modules/signin/repository';
import { operatorToken, registerUser, startTestServer, type TestServer } from './helpers';
import { plansOf } from './support/plans';

/**
 * The public notice list and the sign-in calendar at size (issue 18): the answers are the ones the queries before
 * it gave (kept here as the reference), the notice total stays exact through every change, and with 50,000 notices
 * in each language, and 50,000 sign-ins of one customer among 300,000 of others, every query reads an index.
 */
jest.setTimeout(300_000);
let server: TestServer;
let admin: string;
let customer: { id: number; token: string };
const TZ = 'Asia/Taipei';
const NOTICES = 50_000;
const SIGNINS = 50_000;
const OTHERS = 300;
const OTHER_DAYS = 1_000;

const BEFORE = {
  notices: `SELECT id, title, content, createtime, count(*) OVER () AS total FROM notices
     WHERE status = 'published' AND lang = $1 ORDER BY createtime DESC, id DESC LIMIT $2 OFFSET $3`,
  month: `WITH t AS (SELECT (now() AT TIME ZONE $2)::date AS d), m AS (SELECT COALESCE(to_date($3, 'YYYY-MM'), date_trunc('month', (SELECT d FROM t))::date) AS first)
     SELECT to_char((SELECT first FROM m), 'YYYY-MM') AS month, to_char((SELECT d FROM t), 'YYYY-MM-DD') AS today,
            ARRAY(SELECT to_char(day, 'YYYY-MM-DD') FROM signins WHERE user_id = $1 AND day >= (SELECT first FROM m)
                    AND day < (SELECT first FROM m) + interval '1 month' ORDER BY day) AS days,
            (SELECT streak FROM signins WHERE user_id = $1 AND day = (SELECT d FROM t)) AS today_streak,
            (SELECT points::int FROM signins WHERE user_id = $1 AND day = (SELECT d FROM t)) AS today_points,
            (SELECT streak FROM signins WHERE user_id = $1 AND day = (SELECT d FROM t) - 1) AS yesterday_streak`,
};

/** Notice groups from-th … to-th, a minute apart (some at the same minute), in both languages; some drafts and withdrawn. */
async function growNotices(from: number, to: number) {
  await server.db.query(
    `WITH g AS (SELECT i, nextval('notice_groups_seq')::int AS group_id, date_trunc('minute', now()) - make_interval(mins => ($2 - i) / 2) AS at
                FROM generate_series($1::int, $2::int) AS i)
     INSERT INTO notices (group_id, lang, title, content, status, createtime, updatetime)
     SELECT group_id, l.lang, l.word || ' ' || i, repeat(l.word || ' ' || i || '. ', 10),
            CASE WHEN i % 20 = 0 THEN 'draft' WHEN i % 50 = 0 THEN 'withdrawn' ELSE 'published' END, at, at
     FROM g CROSS JOIN (VALUES ('en-us', 'Notice'), ('zh-tw', '公告')) AS l(lang, word)
     -- A group's Chinese row only, now and then: the languages' totals differ.
     WHERE l.lang = 'en-us' OR i % 11 <> 0 ORDER BY i, l.lang`,
    [from, to],
  );
}

/** Sign-ins of each user on the days from-th … to-th before today. */
async function growSignIns(users: number[], from: number, to: number) {
  await server.db.query(
    `INSERT INTO signins (user_id, day, points, streak)
     SELECT u, current_date - i, 1 + i % 7, 1 + $3 - i FROM unnest($1::int[]) AS u, generate_series($2::int, $3::int) AS i`,
    [users, from, to],
  );
}

const month = (monthsAgo: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - monthsAgo);
  return d.toISOString().slice(0, 7);
};

async function sameAnswers(pages: number[]) {
  for (const lang of ['en-us', 'zh-tw'] as const) {
    for (const page of pages) {
      const offset = (page - 1) * 20;
      const now = await notices.publishedPage(server.db, lang, 20, offset);
      expect({ lang, page, now }).toEqual({ lang, page, now: await server.db.query(BEFORE.notices, [lang, 20, offset]) });
    }
  }
  for (const m of [undefined, month(0), month(1), month(13), month(1200), month(1700)]) {
    const now = await signins.monthOf(server.db, customer.id, m, TZ);
    expect({ m, now }).toEqual({ m, now: (await server.db.query(BEFORE.month, [customer.id, TZ, m ?? null]))[0] });
  }
}

/** Customers whose kept number of sign-ins (migration 032) is not their count, either way. */
const signInDrift = () =>
  server.db.query(
    `(SELECT user_id, signins FROM signin_totals WHERE signins <> 0 EXCEPT SELECT user_id, count(*) FROM signins GROUP BY user_id)
     UNION ALL (SELECT user_id, count(*) FROM signins GROUP BY user_id EXCEPT SELECT user_id, signins FROM signin_totals)`,
  );

const noticeDrift = () =>
  server.db.query(
    `SELECT lang, published FROM notice_totals WHERE published <> 0
     EXCEPT SELECT lang, count(*) FROM notices WHERE status = 'published' GROUP BY lang`,
  );

beforeAll(async () => {
  server = await startTestServer({}, { ownDatabase: true });
  admin = (await operatorToken(server)).token;
  const user = await registerUser(server);
  customer = { id: user.userinfo.id, token: user.token };
});
afterAll(() => server.close());

describe('notices and the sign-in calendar at size', () => {
  it('answer as before at 10 rows, and at 50,000 notices and 50,000 sign-ins among 300,000 (pages 1 to 3 and deep)', async () => {
    await growNotices(1, 10);
    await growSignIns([customer.id], 1, 10);
    await sameAnswers([1, 2]);
    // No automatic ANALYZE of the tables half grown: the statistics are the whole tables'.
    for (const table of ['notices', 'signins']) await server.db.query(`ALTER TABLE ${table} SET (autovacuum_enabled = false)`);
    await growNotices(11, NOTICES);
    await growSignIns([customer.id], 11, SIGNINS);
    const others = await server.db.query<{ id: number }>(
      `INSERT INTO users (username, nickname, realname, mobile, password_hash, level, invite_code)
       SELECT 'signin-other-' || g, 'o', 'O', '0900000000', 'x', (SELECT min(level) FROM vip_levels), 'sio-' || g FROM generate_series(1, $1::int) g RETURNING id`,
      [OTHERS],
    );
    await growSignIns(others.map((o) => o.id), 1, OTHER_DAYS);
    await server.db.query('VACUUM ANALYZE notices');
    await server.db.query('VACUUM ANALYZE signins');
    for (const table of ['notices', 'signins']) await server.db.query(`ALTER TABLE ${table} RESET (autovacuum_enabled)`);
    expect(await noticeDrift()).toEqual([]);
    expect(await signInDrift()).toEqual([]);
    await sameAnswers([1, 2, 3, 2200, 2400]);
    // The kept number follows any statement that removes days too (an operator's clean-up by SQL).
    await server.db.query('DELETE FROM signins WHERE user_id = ANY($1::int[]) AND (day < current_date - 40000 OR day BETWEEN current_date - 1000 AND current_date - 901)', [
      [...others.slice(0, 3).map((o) => o.id), customer.id],
    ]);
    expect(await signInDrift()).toEqual([]);
    const [kept] = await server.db.query<{ signins: bigint }>('SELECT signins FROM signin_totals WHERE user_id = $1', [customer.id]);
    expect(Number(kept!.signins)).toBe(39_900);
  });

  it('keeps the notice totals through the operator\'s saves and withdrawals, and any statement that changes notices', async () => {
    const auth = { token: admin };
    const notice = (status: string, id?: number) => ({ id, title_en: 'Sale', content_en: 'At eight', title_zh: '特賣', content_zh: '八點', status });
    const saved = await server.post<{ id: number }>('/api/admin/notice/save', notice('published'), auth);
    const draft = await server.post<{ id: number }>('/api/admin/notice/save', notice('draft'), auth);
    expect(await noticeDrift()).toEqual([]);
    expect((await server.post('/api/admin/notice/save', notice('published', draft.body.data.id), auth)).body.code).toBe(1);
    expect((await server.post('/api/admin/notice/withdraw', { id: saved.body.data.id }, auth)).body.code).toBe(1);
    expect(await noticeDrift()).toEqual([]);
    await server.db.query("UPDATE notices SET status = 'withdrawn' WHERE lang = 'zh-tw' AND id % 9 = 0");
    await server.db.query('DELETE FROM notices WHERE id % 13 = 0');
    expect(await noticeDrift()).toEqual([]);
    const list = await server.post<{ list: Array<{ title: string }>; total: number }>('/api/notice/list', { page: 1 });
    expect(list.body.data.list[0]!.title).toBe('Sale');
    expect(list.body.data.total).toBe(Number((await server.db.query<{ n: bigint }>("SELECT count(*) AS n FROM notices WHERE status = 'published' AND lang = 'en-us'"))[0]!.n));
    expect((await server.post('/api/user/signin', { request_id: randomUUID() }, { token: customer.token })).body.code).toBe(1);
    await sameAnswers([1, 2]);
  });

  it('reads every query at size through an index, never a sequential scan of notices or sign-ins', async () => {
    const calls: Array<[string, (q: Queryable) => Promise<unknown>]> = [
      ['notice/list page 1', (q) => notices.publishedPage(q, 'en-us', 20, 0)],
      ['notice/list page 1 zh-tw', (q) => notices.publishedPage(q, 'zh-tw', 20, 0)],
      ['notice/detail', (q) => notices.publishedInGroupOf(q, 1, 'zh-tw')],
      ['signinlog', (q) => signins.monthOf(q, customer.id, undefined, TZ)],
      ['signinlog a year ago', (q) => signins.monthOf(q, customer.id, month(12), TZ)],
    ];
    for (const [name, call] of calls) {
      for (const nodes of await plansOf(server.db, call)) {
        const read = nodes.filter((n) => n['Relation Name'] === 'notices' || n['Relation Name'] === 'signins' || /Index Scan/.test(n['Node Type']));
        expect({ name, seqScans: read.filter((n) => n['Node Type'] === 'Seq Scan').length }).toEqual({ name, seqScans: 0 });
        expect({ name, read: read.length > 0 }).toEqual({ name, read: true });
        // Indexes named for their rows: the language's published notices, a notice by id or group, a customer's days.
        const fit = read.every((n) => !/Index/.test(n['Node Type']) || ['notices_published_idx', 'notices_pkey', 'notices_group_lang_key', 'notice_totals_pkey', 'signins_pkey'].includes(n['Index Name'] ?? ''));
        expect({ name, fit }).toEqual({ name, fit: true });
        if (process.env.PRINT_PLANS) console.log(name, read.map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''} ${n['Index Cond'] ?? ''}`).join(', '));
      }
    }
  });
});
