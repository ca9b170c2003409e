import type { MessageListAnswer } from '@snapmall/shared/contract';
import { plansOf } from './support/plans';
import type { Queryable } from '../src/db/database';
import * as repo from '../src/modules/messages/repository';
import { registerUser, startTestServer, type TestServer } from './helpers';

/**
 * The customer's messages at size (issue 18): the answers are the ones the queries before it gave (kept here as
 * the reference), the counters stay exact through every kind of write, and at 50,000 and 100,000 messages every
 * query reads an index, never the whole table.
 */
let server: TestServer;
let userId: number;
let token: string;
let other: number;
const MESSAGES = 50_000;
const OTHERS = 100_000;

const BEFORE = {
  page: `SELECT id, kind, params, ref_type, ref_id, read_at, createtime, count(*) OVER () AS total,
            (SELECT count(*) FROM messages WHERE user_id = $1 AND read_at IS NULL) AS unread
     FROM messages WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
  unread: 'SELECT count(*) AS n FROM messages WHERE user_id = $1 AND read_at IS NULL',
};

/** Messages from-th … to-th of a customer, as the services write them; one in three still unread. */
async function grow(user: number, from: number, to: number) {
  await server.db.query(
    `INSERT INTO messages (user_id, kind, params, ref_type, ref_id, read_at)
     SELECT $1, 'order_shipped', jsonb_build_object('id', i, 'tracking', 'BC' || i), 'order', i, CASE WHEN i % 3 = 0 THEN NULL ELSE now() END
     FROM generate_series($2::int, $3::int) AS i`,
    [user, from, to],
  );
}

beforeAll(async () => {
  server = await startTestServer({}, { ownDatabase: true });
  const user = await registerUser(server);
  ({ token } = user);
  userId = user.userinfo.id;
  other = (await registerUser(server)).userinfo.id;
});
afterAll(() => server.close());

/** The same rows, in the same order, with the same total and unread, as the queries before issue 18 gave. */
async function sameAnswers(user: number, pages: number[]) {
  for (const page of pages) {
    const offset = (page - 1) * 20;
    expect(await repo.page(server.db, user, 20, offset)).toEqual(await server.db.query(BEFORE.page, [user, 20, offset]));
  }
  const [before] = await server.db.query<{ n: bigint }>(BEFORE.unread, [user]);
  expect(await repo.unreadCount(server.db, user)).toBe(Number(before!.n));
}

/** The counters beside what they count, for every customer with messages or counters. */
async function countersRight() {
  const wrong = await server.db.query(
    `SELECT coalesce(t.user_id, m.user_id) AS user_id, t.messages, t.unread, m.n, m.u
     FROM message_totals t
     FULL JOIN (SELECT user_id, count(*) AS n, count(*) FILTER (WHERE read_at IS NULL) AS u FROM messages GROUP BY user_id) m ON m.user_id = t.user_id
     WHERE coalesce(t.messages, 0) <> coalesce(m.n, 0) OR coalesce(t.unread, 0) <> coalesce(m.u, 0)`,
  );
  expect(wrong).toEqual([]);
}

describe('the messages at size', () => {
  it('answers as before with none, at 10 messages, and at 50,000 and 100,000 (pages 1 to 3, deep and past the end)', async () => {
    await sameAnswers(userId, [1, 2]);
    await grow(userId, 1, 10);
    await sameAnswers(userId, [1, 2]);
    await grow(userId, 11, MESSAGES);
    await grow(other, 1, OTHERS);
    await server.db.query('VACUUM ANALYZE messages');
    await sameAnswers(userId, [1, 2, 3, 1000, 2500, 2501]);
    await sameAnswers(other, [1, 2, 3, 5000, 5001]);
    await countersRight();
  });

  it('keeps the counters exact through inserts, reads, read-all and deletes', async () => {
    const [top] = await server.db.query<{ id: bigint }>('SELECT max(id) AS id FROM messages WHERE user_id = $1 AND read_at IS NULL', [userId]);
    await repo.markRead(server.db, userId, Number(top!.id));
    await repo.markRead(server.db, userId, Number(top!.id)); // again: nothing changes
    await sameAnswers(userId, [1, 2, 3]);
    await repo.insertMessages(server.db, [
      { userId, kind: 'order_placed', params: { id: 1 }, refType: 'order', refId: 1 },
      { userId: other, kind: 'order_placed', params: { id: 2 }, refType: 'order', refId: 2 },
      { userId, kind: 'order_placed', params: { id: 3 }, refType: 'order', refId: 3 },
    ]);
    await repo.insertMessage(server.db, { userId: other, kind: 'order_placed', params: { id: 4 }, refType: 'order', refId: 4 });
    await countersRight();
    await server.db.query('DELETE FROM messages WHERE user_id = $1 AND id IN (SELECT id FROM messages WHERE user_id = $1 ORDER BY id DESC LIMIT 7)', [userId]);
    await server.db.query('UPDATE messages SET read_at = NULL WHERE user_id = $1 AND id % 5 = 0', [other]);
    await server.db.query('UPDATE messages SET kind = kind WHERE user_id = $1 AND id % 7 = 0', [other]);
    await countersRight();
    await sameAnswers(userId, [1, 2, 3]);
    await sameAnswers(other, [1, 2, 3]);
    // A write that rolls back leaves the counters as they were.
    await server.db
      .tx(async (q) => {
        await repo.markRead(q, other, undefined);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await countersRight();
    await repo.markRead(server.db, userId, undefined);
    await countersRight();
    await sameAnswers(userId, [1, 2, 3]);
    expect(await repo.unreadCount(server.db, userId)).toBe(0);
  });

  it('serves the list and the badge from the same rows over HTTP', async () => {
    const list = await server.post<MessageListAnswer>('/api/message/list', { page: 3 }, { token });
    const [n] = await server.db.query<{ n: bigint }>('SELECT count(*) AS n FROM messages WHERE user_id = $1', [userId]);
    expect(list.body.data).toMatchObject({ total: Number(n!.n), page: 3, unread: 0 });
    expect(list.body.data.list).toHaveLength(20);
    const ids = list.body.data.list.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const unread = await server.post<{ unread: number }>('/api/message/unread', {}, { token });
    expect(unread.body.data).toEqual({ unread: 0 });
    const past = await server.post<MessageListAnswer>('/api/message/list', { page: 5000 }, { token });
    expect(past.body.data).toMatchObject({ list: [], total: 0, page: 5000, unread: 0 });
  });

  it('reads every customer query at size through an index, never a sequential scan of messages', async () => {
    const calls: Array<[string, (q: Queryable) => Promise<unknown>]> = [
      ['list page 1', (q) => repo.page(q, other, 20, 0)],
      ['list page 3', (q) => repo.page(q, other, 20, 40)],
      ['list page 2000', (q) => repo.page(q, other, 20, 39_980)],
      ['unread', (q) => repo.unreadCount(q, other)],
      ['read one', (q) => repo.markRead(q, other, 5)],
      ['read all', (q) => repo.markRead(q, other, undefined)],
    ];
    for (const [name, call] of calls) {
      for (const nodes of await plansOf(server.db, call)) {
        const big = nodes.filter((n) => n['Relation Name'] === 'messages');
        expect({ name, seqScans: big.filter((n) => n['Node Type'] === 'Seq Scan').length }).toEqual({ name, seqScans: 0 });
        expect({ name, indexed: big.every((n) => /Index|Bitmap Heap Scan|ModifyTable/.test(n['Node Type'])) }).toEqual({ name, indexed: true });
        if (process.env.PRINT_PLANS) console.log(name, big.map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''}`).join(', '));
      }
    }
  });
});
