import type { Queryable } from '../src/db/database';
import { buffersOf, plansOf } from './support/plans';
import * as bank from '../src/modules/bank/repository';
import * as ledger from '../src/modules/ledger/repository';
import * as statements from '../src/modules/ledger/statement-repository';
import { registerUser, startTestServer, type TestServer } from './helpers';

/**
 * The statement and the deposit and withdrawal records at size (issue 18): the answers are the ones the queries
 * before it gave (kept here as the reference), and with 50,000 lines of one customer among 1,000,000 transfers
 * every query reads an index, never the whole table.
 */
jest.setTimeout(300_000);
let server: TestServer;
let userId: number;
let token: string;
let account: bigint;
let house: bigint;
const TZ = 'Asia/Taipei';
const TRANSFERS = 1_000_000;
/** Every 20th transfer is the customer's: 50,000 lines. */
const EVERY = 20;
const RECORDS = 50_000;

const BEFORE = {
  statement: `SELECT id, kind, CASE WHEN credit_account_id = $1 THEN amount ELSE -amount END AS signed,
            CASE WHEN credit_account_id = $1 THEN credit_balance_after ELSE debit_balance_after END AS balance_after,
            ref_type, ref_id, memo, createtime, count(*) OVER () AS total
     FROM ledger_transfers
     WHERE (debit_account_id = $1 OR credit_account_id = $1)
       AND ($2::text IS NULL OR kind = $2)
       AND ($3::date IS NULL OR createtime >= ($3::date::timestamp AT TIME ZONE $7))
       AND ($4::date IS NULL OR createtime < (($4::date + 1)::timestamp AT TIME ZONE $7))
     ORDER BY id DESC LIMIT $5 OFFSET $6`,
  deposits: `SELECT d.*, c.name_en AS channel_name_en, c.name_zh AS channel_name_zh, count(*) OVER () AS total
     FROM deposits d JOIN deposit_channels c ON c.id = d.channel_id
     WHERE ($1::int IS NULL OR d.user_id = $1) AND ($2::smallint IS NULL OR d.status = $2) ORDER BY d.id DESC LIMIT $3 OFFSET $4`,
  withdrawals: `SELECT w.*, count(*) OVER () AS total FROM withdrawals w
     WHERE ($1::int IS NULL OR w.user_id = $1) AND ($2::smallint IS NULL OR w.status = $2) ORDER BY w.id DESC LIMIT $3 OFFSET $4`,
};

/**
 * Transfers first … last: every EVERY-th is the customer's, the rest go to 1,000 others, ten minutes apart ending
 * now. Grants from the house, every tenth round a payback, now and then a rare bonus; the balances-after are the
 * running sums (from zero: the accounts are new), and the balances take them on, so the ledger stays sound.
 */
async function grow(first: number, last: number) {
  await server.db.query(
    `WITH lines AS (
       -- n: the line's place in its customer's history; every tenth is a payback, after nine grants.
       SELECT k, CASE WHEN k % $5 = 0 THEN $3::bigint ELSE o.account_id END AS customer,
              CASE WHEN k % $5 = 0 THEN k / $5 ELSE k / 1000 END AS n
       FROM generate_series($1::int, $2::int) k JOIN others o ON o.c = k % 1000),
     legs AS (
       SELECT k, customer, n % 10 <> 9 AS grant_, CASE WHEN k % 5000 = 0 THEN 'bonus' WHEN n % 10 <> 9 THEN 'grant' ELSE 'payback' END AS kind,
              CASE WHEN n % 10 <> 9 THEN 100 + k % 13 ELSE 50 END::bigint AS amount
       FROM lines),
     run AS (
       SELECT l.*, a.balance + sum(CASE WHEN grant_ THEN amount ELSE -amount END) OVER (PARTITION BY customer ORDER BY k) AS customer_after,
              (SELECT balance FROM ledger_accounts WHERE id = $4) + sum(CASE WHEN grant_ THEN -amount ELSE amount END) OVER (ORDER BY k) AS house_after
       FROM legs l JOIN ledger_accounts a ON a.id = l.customer)
     INSERT INTO ledger_transfers (debit_account_id, credit_account_id, asset, amount, kind, ref_type, ref_id,
                                   debit_balance_after, credit_balance_after, createtime)
     SELECT CASE WHEN grant_ THEN $4 ELSE customer END, CASE WHEN grant_ THEN customer ELSE $4 END, 'cash', amount, kind, 'test', k,
            CASE WHEN grant_ THEN house_after ELSE customer_after END, CASE WHEN grant_ THEN customer_after ELSE house_after END,
            now() - make_interval(mins => ($6 - k) * 10)
     FROM run ORDER BY k`,
    [first, last, account, house, EVERY, TRANSFERS],
  );
  await server.db.query(
    `UPDATE ledger_accounts a SET balance = a.balance + d.delta FROM (
       SELECT account, sum(delta)::bigint AS delta FROM (
         SELECT debit_account_id AS account, -amount AS delta FROM ledger_transfers WHERE ref_type = 'test' AND ref_id BETWEEN $1 AND $2
         UNION ALL SELECT credit_account_id, amount FROM ledger_transfers WHERE ref_type = 'test' AND ref_id BETWEEN $1 AND $2) legs
       GROUP BY account) d WHERE a.id = d.account`,
    [first, last],
  );
  // As autovacuum leaves an insert-only table (the visibility map lets the page's ids come from an index alone).
  await server.db.query('VACUUM ANALYZE ledger_transfers');
}

/** Deposits and withdrawals first … last of the customer (statuses 0, 1, 2 in turn, a rare 2) and as many of others. */
async function growRecords(first: number, last: number, others: number[]) {
  for (const [who, status] of [[userId, 'CASE WHEN i % 97 = 0 THEN 2 ELSE i % 2 END'], [others, '1']] as const) {
    const user = Array.isArray(who) ? `($3::int[])[1 + i % ${who.length}]` : '$3::int';
    const params = [first, last, who];
    await server.db.query(
      `INSERT INTO deposits (user_id, channel_id, amount_cents, status) SELECT ${user}, (SELECT min(id) FROM deposit_channels), 1000 + i, ${status}
       FROM generate_series($1::int, $2::int) i`,
      params,
    );
    await server.db.query(
      `INSERT INTO withdrawals (user_id, amount_cents, fee_cents, card_name, bank_name, card_no, status)
       SELECT ${user}, 1000 + i, 10, 'Card', 'Bank', '6222000011112222', ${status} FROM generate_series($1::int, $2::int) i`,
      params,
    );
  }
  await server.db.query('ANALYZE deposits');
  await server.db.query('ANALYZE withdrawals');
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const FILTERS: Array<{ kind?: string; from?: string; to?: string }> = [
  {},
  { kind: 'payback' },
  { kind: 'bonus' },
  { kind: 'none-such' },
  { from: day(200), to: day(150) },
  { from: day(3) },
  { to: day(300) },
  { kind: 'grant', from: day(100), to: day(90) },
];

/** Which kinds of total the comparisons met (kept, exact over a range, capped over a range). */
const counted = new Set<string>();

async function sameAnswers(pages: number[]) {
  for (const page of pages) {
    const offset = (page - 1) * 20;
    for (const f of FILTERS) {
      const now = await statements.statement(server.db, account, { ...f, timeZone: TZ, limit: 20, offset });
      const before = await server.db.query<{ total: bigint }>(BEFORE.statement, [account, f.kind ?? null, f.from ?? null, f.to ?? null, 20, offset, TZ]);
      // Over a range of days the count stops STATEMENT_COUNT_AHEAD lines past the page, and says there are more.
      const cap = BigInt(offset + 20 + statements.STATEMENT_COUNT_AHEAD);
      const dated = Boolean(f.from || f.to);
      const expected = before.map((r) => ({ ...r, total: dated && r.total > cap ? cap : r.total, more: dated && r.total > cap }));
      expect({ f, page, now }).toEqual({ f, page, now: expected });
      counted.add(`${dated}:${expected[0]?.more ?? 'empty'}`);
    }
    for (const status of [undefined, 0, 1, 2]) {
      const list = { userId, status, limit: 20, offset };
      expect(await bank.depositPage(server.db, list)).toEqual(await server.db.query(BEFORE.deposits, [userId, status ?? null, 20, offset]));
      expect(await bank.withdrawalPage(server.db, list)).toEqual(await server.db.query(BEFORE.withdrawals, [userId, status ?? null, 20, offset]));
    }
  }
}

beforeAll(async () => {
  server = await startTestServer({}, { ownDatabase: true });
  const customer = await registerUser(server);
  userId = customer.userinfo.id;
  token = customer.token;
  account = await ledger.accountId(server.db, { user: userId, code: 'main' }, 'cash');
  house = await ledger.accountId(server.db, { house: 'test-grants' }, 'cash');
  const others: number[] = [];
  for (let i = 0; i < 3; i++) others.push((await registerUser(server)).userinfo.id);
  await server.db.query(
    `INSERT INTO users (username, nickname, realname, mobile, password_hash, level, invite_code)
     SELECT 'statement-other-' || g, 'o', 'O', '0900000000', 'x', (SELECT min(level) FROM vip_levels), 'so-' || g FROM generate_series(1, 1000) g`,
  );
  await server.db.query(
    `INSERT INTO ledger_accounts (owner_kind, user_id, code, asset) SELECT 'user', id, 'main', 'cash' FROM users WHERE username LIKE 'statement-other-%'`,
  );
  await server.db.query(
    `CREATE TABLE others AS SELECT (row_number() OVER (ORDER BY a.id) - 1)::int AS c, a.id AS account_id
     FROM ledger_accounts a JOIN users u ON u.id = a.user_id WHERE u.username LIKE 'statement-other-%'`,
  );
  await server.db.query(
    `INSERT INTO deposit_channels (name_en, name_zh, instructions_en, instructions_zh, min_cents, max_cents) VALUES ('Bank', '银行', 'x', 'x', 100, 100000)`,
  );
  (globalThis as { others?: number[] }).others = others;
});
afterAll(() => server.close());

const others = () => (globalThis as { others?: number[] }).others!;

describe('the statement and the bank records at size', () => {
  it('answer as before with 10 lines, and with 50,000 among 1,000,000 transfers (pages 1 to 3, every filter)', async () => {
    await grow(1, 10 * EVERY);
    await growRecords(1, 10, others());
    await sameAnswers([1, 2]);
    await grow(10 * EVERY + 1, TRANSFERS);
    await growRecords(11, RECORDS, others());
    await sameAnswers([1, 2, 3]);
    // Kept totals, exact counts over a short range, a stopped count over a long one, and an empty page all met.
    expect([...counted].sort()).toEqual(['false:empty', 'false:false', 'true:empty', 'true:false', 'true:true']);
  });

  it('walks the same pages by cursor as by number (each filter, 120 lines deep), and over HTTP gives next_cursor', async () => {
    for (const f of FILTERS) {
      let before: bigint | undefined;
      for (let page = 1; page <= 6; page++) {
        const byNumber = await statements.statement(server.db, account, { ...f, timeZone: TZ, limit: 20, offset: (page - 1) * 20 });
        const byCursor = await statements.statement(server.db, account, { ...f, timeZone: TZ, limit: 20, offset: 0, before });
        // The rows are the same; a range's capped count is counted from the newest line either way.
        const lines = (rows: typeof byNumber) => rows.map(({ total: _t, more: _m, ...line }) => line);
        expect({ f, page, lines: lines(byCursor) }).toEqual({ f, page, lines: lines(byNumber) });
        if (byNumber.length < 20) break;
        before = byNumber[19]!.id;
      }
    }
    for (const [status, list] of [undefined, 0, 1, 2].flatMap((s) => [[s, bank.depositPage], [s, bank.withdrawalPage]] as const)) {
      let before: number | undefined;
      for (let page = 1; page <= 4; page++) {
        const byNumber = await list(server.db, { userId, status, limit: 20, offset: (page - 1) * 20 });
        expect({ status, page, rows: await list(server.db, { userId, status, limit: 20, offset: 0, before }) }).toEqual({ status, page, rows: byNumber });
        if (byNumber.length < 20) break;
        before = byNumber[19]!.id;
      }
    }
    type Answer = { list: Array<{ id: number }>; total: number; page: number; next_cursor?: number };
    for (const url of ['/api/user/moneylog', '/api/user/rechargelist', '/api/user/withdrawlist']) {
      const first = (await server.post<Answer>(url, { page: 1 }, { token })).body.data;
      const second = (await server.post<Answer>(url, { page: 2 }, { token })).body.data;
      expect({ url, next: first.next_cursor }).toEqual({ url, next: first.list[19]!.id });
      const after = (await server.post<Answer>(url, { page: 2, cursor: first.next_cursor }, { token })).body.data;
      expect({ url, after }).toEqual({ url, after: second });
    }
    // The last page has no next cursor.
    const rejected = (await server.post<Answer>('/api/user/rechargelist', { page: 1, status: 2 }, { token })).body.data;
    const last = Math.ceil(rejected.total / 20);
    expect((await server.post<Answer>('/api/user/rechargelist', { page: last, status: 2 }, { token })).body.data.next_cursor).toBeUndefined();
  });

  it('says "more" over the HTTP answer only when a range holds more than was counted', async () => {
    const page = async (body: Record<string, unknown>) => (await server.post<{ total: number; has_more?: true }>('/api/user/moneylog', body, { token })).body.data;
    expect(await page({ page: 1, to: day(300) })).toMatchObject({ total: 1020, has_more: true });
    expect(await page({ page: 2, to: day(300) })).toMatchObject({ total: 1040, has_more: true });
    const all = await page({ page: 1 });
    expect([all.total, all.has_more]).toEqual([TRANSFERS / EVERY, undefined]);
    const recent = await page({ page: 1, from: day(3) });
    expect(recent.has_more).toBeUndefined();
    expect(recent.total).toBeLessThan(1020);
  });

  it('keeps the totals with the rows: transfers by any statement, reviews and removals of records', async () => {
    const lines = async (acct: bigint) => {
      const [row] = await server.db.query<{ kept: bigint; counted: bigint }>(
        `SELECT (SELECT sum(lines) FROM ledger_statement_totals WHERE account_id = $1)::bigint AS kept,
                (SELECT count(*) FROM ledger_transfers WHERE debit_account_id = $1 OR credit_account_id = $1) AS counted`,
        [acct],
      );
      return row!;
    };
    for (const acct of [account, house]) {
      const l = await lines(acct);
      expect(l.kept).toBe(l.counted);
    }
    expect((await lines(account)).counted).toBe(BigInt(TRANSFERS / EVERY));
    const records = async () =>
      server.db.query(
        `SELECT record, status, n FROM bank_record_totals WHERE user_id = $1
         EXCEPT SELECT 'deposits', status, count(*) FROM deposits WHERE user_id = $1 GROUP BY status
         EXCEPT SELECT 'withdrawals', status, count(*) FROM withdrawals WHERE user_id = $1 GROUP BY status`,
        [userId],
      );
    await server.db.query('UPDATE deposits SET status = 1 WHERE user_id = $1 AND status = 0 AND id % 3 = 0', [userId]);
    await server.db.query('UPDATE withdrawals SET status = 2 WHERE user_id = $1 AND status = 0 AND id % 5 = 0', [userId]);
    await server.db.query('DELETE FROM deposits WHERE user_id = $1 AND status = 2 AND id % 2 = 0', [userId]);
    expect(await records()).toEqual([]);
    await sameAnswers([1, 2]);
  });

  it('reads every customer query at size through an index, never a sequential scan of the big tables', async () => {
    const big = ['ledger_transfers', 'deposits', 'withdrawals'];
    const calls: Array<[string, (q: Queryable) => Promise<unknown>]> = [
      ...FILTERS.map((f): [string, (q: Queryable) => Promise<unknown>] => [
        `moneylog ${JSON.stringify(f)}`,
        (q) => statements.statement(q, account, { ...f, timeZone: TZ, limit: 20, offset: 0 }),
      ]),
      ...[undefined, 0, 1, 2].flatMap((status): Array<[string, (q: Queryable) => Promise<unknown>]> => [
        [`rechargelist ${status}`, (q) => bank.depositPage(q, { userId, status, limit: 20, offset: 0 })],
        [`withdrawlist ${status}`, (q) => bank.withdrawalPage(q, { userId, status, limit: 20, offset: 0 })],
      ]),
    ];
    for (const [name, call] of calls) {
      for (const nodes of await plansOf(server.db, call)) {
        const read = nodes.filter((n) => big.includes(n['Relation Name'] ?? ''));
        expect({ name, seqScans: read.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']) }).toEqual({ name, seqScans: [] });
        // Lines are found through an account's index, or by id from one: never by walking every customer's lines.
        const walks = read.filter((n) => n['Relation Name'] === 'ledger_transfers' && /_pkey$/.test(n['Index Name'] ?? '') && !/\(id = /.test(n['Index Cond'] ?? ''));
        expect({ name, walks: walks.length }).toEqual({ name, walks: 0 });
        if (process.env.PRINT_PLANS) console.log(name, nodes.map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''} ${n['Index Cond'] ?? ''}`).join(', '));
      }
    }
  });

  it('reads a page after a cursor deep in the history from the index at the cursor, in about the buffers of page 1', async () => {
    // 40,000 lines back (OFFSET would walk that many index entries of each side, hundreds of pages).
    const [deep] = await server.db.query<{ id: bigint }>(
      'SELECT id FROM ledger_transfers WHERE debit_account_id = $1 OR credit_account_id = $1 ORDER BY id DESC OFFSET 40000 LIMIT 1',
      [account],
    );
    const [record] = await server.db.query<{ id: number }>('SELECT id FROM deposits WHERE user_id = $1 ORDER BY id DESC OFFSET 40000 LIMIT 1', [userId]);
    const [withdrawal] = await server.db.query<{ id: number }>('SELECT id FROM withdrawals WHERE user_id = $1 ORDER BY id DESC OFFSET 40000 LIMIT 1', [userId]);
    const calls: Array<[string, (q: Queryable) => Promise<unknown>]> = [
      ...FILTERS.filter((f) => !f.from && !f.to).map((f): [string, (q: Queryable) => Promise<unknown>] => [
        `moneylog after a deep cursor ${JSON.stringify(f)}`,
        (q) => statements.statement(q, account, { ...f, timeZone: TZ, limit: 21, offset: 0, before: deep!.id }),
      ]),
      ...[undefined, 1, 2].flatMap((status): Array<[string, (q: Queryable) => Promise<unknown>]> => [
        [`rechargelist ${status} after a deep cursor`, (q) => bank.depositPage(q, { userId, status, limit: 21, offset: 0, before: record!.id })],
        [`withdrawlist ${status} after a deep cursor`, (q) => bank.withdrawalPage(q, { userId, status, limit: 21, offset: 0, before: withdrawal!.id })],
      ]),
    ];
    for (const [name, call] of calls) {
      for (const { nodes, buffers, heapFetches } of await buffersOf(server.db, call)) {
        const read = nodes.filter((n) => ['ledger_transfers', 'deposits', 'withdrawals'].includes(n['Relation Name'] ?? ''));
        if (process.env.PRINT_PLANS) {
          console.log(`${name}: ${buffers} buffers (+${heapFetches} heap fetches), ${read.map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''} ${n['Index Cond'] ?? ''}`).join(', ')}`);
        }
        expect({ name, seqScans: read.filter((n) => n['Node Type'] === 'Seq Scan').length }).toEqual({ name, seqScans: 0 });
        // The page's walk starts at the cursor: its index condition holds it.
        expect({ name, seeks: read.some((n) => /\(id < /.test(n['Index Cond'] ?? '')) }).toEqual({ name, seeks: true });
        // 21 rows, each on its own page at worst, and a few index pages per side; OFFSET 40,000 reads hundreds.
        expect({ name, buffers: buffers < 120 }).toEqual({ name, buffers: true });
      }
    }
  });
});
