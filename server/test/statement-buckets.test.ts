import { startTestServer, type TestServer } from './helpers';

/**
 * The statement's count over a range (migration 026, issue 18): months, days and hours from UTC buckets, part hours
 * line by line. Checked against counting the lines themselves, for ranges of shop days in time zones whose offsets
 * are whole hours, half hours and three quarters, ranges open at either end, and ranges shorter than an hour.
 */
let server: TestServer;
let a: bigint;
let b: bigint;

/** The count both ways, for every [s, e) given: [s, e, by buckets, by lines]. */
async function bothWays(account: bigint, kind: string | null, ranges: Array<[string | null, string | null]>) {
  return server.db.query<{ s: string | null; e: string | null; buckets: bigint; lines: bigint }>(
    `SELECT r.s, r.e, ledger_statement_count($1, $2, r.s::timestamptz, r.e::timestamptz) AS buckets,
            (SELECT count(*) FROM ledger_transfers t, LATERAL (VALUES (t.debit_account_id), (t.credit_account_id)) leg (account)
             WHERE leg.account = $1 AND ($2::text IS NULL OR t.kind = $2)
               AND (r.s IS NULL OR t.createtime >= r.s::timestamptz) AND (r.e IS NULL OR t.createtime < r.e::timestamptz)) AS lines
     FROM unnest($3::text[], $4::text[]) AS r (s, e)`,
    [account, kind, ranges.map((r) => r[0]), ranges.map((r) => r[1])],
  );
}

beforeAll(async () => {
  server = await startTestServer();
  const [x, y] = await server.db.query<{ id: bigint }>(
    `INSERT INTO ledger_accounts (owner_kind, code, asset) VALUES ('house', 'bucket-a', 'cash'), ('house', 'bucket-b', 'cash') RETURNING id`,
  );
  a = x!.id;
  b = y!.id;
  // 20,000 transfers over three years at odd minutes and seconds, some on the hour, the day and the month,
  // in both directions, in two kinds.
  await server.db.query(
    `INSERT INTO ledger_transfers (debit_account_id, credit_account_id, asset, amount, kind, ref_type, ref_id, debit_balance_after, credit_balance_after, createtime)
     SELECT CASE WHEN i % 3 = 0 THEN $2::bigint ELSE $1::bigint END, CASE WHEN i % 3 = 0 THEN $1::bigint ELSE $2::bigint END, 'cash', 1, CASE WHEN i % 4 = 0 THEN 'k2' ELSE 'k1' END,
            'test', i, 0, 0,
            CASE WHEN i % 50 = 0 THEN date_trunc('month', timestamp '2024-01-01' + make_interval(days => i % 1000)) AT TIME ZONE 'UTC'
                 WHEN i % 31 = 0 THEN date_trunc('hour', timestamp '2024-01-01' + make_interval(mins => i * 79)) AT TIME ZONE 'UTC'
                 ELSE timestamptz '2024-01-01 00:00:00+00' + make_interval(secs => (i * 4733.37)::double precision) END
     FROM generate_series(1, 20000) AS i`,
    [a, b],
  );
});
afterAll(() => server.close());

/** Shop days from … to in a zone, as the statement asks for them: [from 00:00, the day after to 00:00). */
const days = (from: string, to: string, zone: string): [string, string] => [`${from} 00:00 ${zone}`, `${to} 00:00 ${zone}`];

describe('the statement count over a range', () => {
  it('counts what the lines count, in every kind of time zone and for every shape of range', async () => {
    const ranges: Array<[string | null, string | null]> = [];
    for (const zone of ['UTC', 'Asia/Taipei', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Chatham']) {
      ranges.push(
        days('2024-03-01', '2024-03-02', zone),
        days('2024-02-27', '2024-05-03', zone),
        days('2024-01-01', '2026-12-31', zone),
        days('2024-12-31', '2025-01-01', zone),
        days('2025-06-15', '2025-06-15', zone),
      );
    }
    ranges.push(
      [null, '2025-03-01 05:17:00+00'],
      ['2024-07-04 13:45:00+00', null],
      [null, null],
      ['2024-05-05 10:10:00+00', '2024-05-05 10:50:00+00'],
      ['2024-05-05 10:50:00+00', '2024-05-05 11:20:00+00'],
      ['2024-05-05 11:00:00+00', '2024-05-05 11:00:00+00'],
      ['2024-05-06 00:00:00+00', '2024-05-05 00:00:00+00'],
      ['2024-01-31 23:59:59+00', '2024-03-01 00:00:01+00'],
    );
    for (const account of [a, b]) {
      for (const kind of [null, 'k2']) {
        const rows = await bothWays(account, kind, ranges);
        expect(rows.filter((r) => r.buckets !== r.lines)).toEqual([]);
        // The ranges are not all empty: the comparison could fail.
        expect(rows.filter((r) => r.lines > 100n).length).toBeGreaterThan(10);
      }
    }
  });

  it('keeps the buckets with the lines: transfers added in one statement or one by one are counted', async () => {
    await server.db.query(
      `INSERT INTO ledger_transfers (debit_account_id, credit_account_id, asset, amount, kind, ref_type, ref_id, debit_balance_after, credit_balance_after)
       VALUES ($1, $2, 'cash', 1, 'k1', 'test', 1, 0, 0), ($2, $1, 'cash', 1, 'k2', 'test', 2, 0, 0)`,
      [a, b],
    );
    await server.db.query(
      `INSERT INTO ledger_transfers (debit_account_id, credit_account_id, asset, amount, kind, ref_type, ref_id, debit_balance_after, credit_balance_after)
       VALUES ($1, $2, 'cash', 1, 'k1', 'test', 3, 0, 0)`,
      [a, b],
    );
    const today = new Date().toISOString().slice(0, 10);
    const rows = await bothWays(a, null, [days(today, today, 'Asia/Taipei'), [null, null], ['2020-01-01 00:00+00', null]]);
    expect(rows.filter((r) => r.buckets !== r.lines)).toEqual([]);
    expect(rows[1]!.lines).toBeGreaterThan(20_000n);
  });
});
