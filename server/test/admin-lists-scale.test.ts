import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AuditEntry, PageOf } from '@snapmall/shared/contract';
import type { Queryable } from '../src/db/database';
import { splitStatements } from '../src/db/migrate';
import * as bank from '../src/modules/bank/repository';
import * as operators from '../src/modules/operators/repository';
import { deposit, fundedCustomer, moneyShop, withdraw } from './money-helpers';
import { growAdminRows, openAdminRows, type AdminRows } from './support/admin-rows';
import { plansOf } from './support/plans';
import { registerUser, startTestServer, type TestServer } from './helpers';

/**
 * The operator's admin lists at size (issue 18): deposits and withdrawals by every filter, the audit trail and the
 * operators' messages answer as the queries before it did (kept here as the reference) at 10 rows and at 1,000,000
 * rows of each (100,000 messages); their totals stay exact through reviews, inserts and deletes by any statement
 * and connection; and at size every page's ids come from an index alone, never a sequential scan.
 */
jest.setTimeout(600_000);
let server: TestServer;
let rows: AdminRows;
let admin: string;
const LARGE = 1_000_000;

const BEFORE = {
  deposits: `SELECT d.*, c.name_en AS channel_name_en, c.name_zh AS channel_name_zh, count(*) OVER () AS total
     FROM deposits d JOIN deposit_channels c ON c.id = d.channel_id
     WHERE ($1::int IS NULL OR d.user_id = $1) AND ($2::smallint IS NULL OR d.status = $2) ORDER BY d.id DESC LIMIT $3 OFFSET $4`,
  withdrawals: `SELECT w.*, count(*) OVER () AS total FROM withdrawals w
     WHERE ($1::int IS NULL OR w.user_id = $1) AND ($2::smallint IS NULL OR w.status = $2) ORDER BY w.id DESC LIMIT $3 OFFSET $4`,
  audit_log: 'SELECT *, count(*) OVER () AS total FROM audit_log ORDER BY id DESC LIMIT $1 OFFSET $2',
  operator_messages: 'SELECT *, count(*) OVER () AS total FROM operator_messages ORDER BY id DESC LIMIT $1 OFFSET $2',
};
const PAGES = { deposits: bank.depositPage, withdrawals: bank.withdrawalPage, audit_log: operators.auditPage, operator_messages: operators.messagePage };
const STATUSES = [undefined, 0, 1, 2] as const;
/** Every customer filter: none, the customer holding 1 in 20 rows, another holding about 1 in 1,000. */
const users = () => [undefined, rows.customer, rows.others[0]!];

beforeAll(async () => {
  server = await startTestServer({}, { ownDatabase: true });
  ({ admin } = await moneyShop(server));
  rows = await openAdminRows(server.db, (await registerUser(server)).userinfo.id);
});
afterAll(() => server.close());

/**
 * Pages 1 to 3 (from one reference query of 60 rows: its total is the whole count whatever its limit) and the
 * deep pages of each status filter for each of `who` (undefined: everyone's), and of the operator lists: the same
 * rows in the same order with the same total as before.
 */
async function sameAnswers(deep: number[], who = users()) {
  const compare = async (name: string, now: (offset: number) => Promise<unknown[]>, before: (limit: number, offset: number) => Promise<unknown[]>) => {
    const first = await before(60, 0);
    for (const page of [1, 2, 3]) expect({ name, page, rows: await now((page - 1) * 20) }).toEqual({ name, page, rows: first.slice((page - 1) * 20, page * 20) });
    for (const page of deep) expect({ name, page, rows: await now((page - 1) * 20) }).toEqual({ name, page, rows: await before(20, (page - 1) * 20) });
  };
  for (const table of ['deposits', 'withdrawals'] as const) {
    for (const userId of who) {
      for (const status of STATUSES) {
        await compare(
          `${table} user ${userId} status ${status}`,
          (offset) => PAGES[table](server.db, { userId, status, limit: 20, offset }),
          (limit, offset) => server.db.query(BEFORE[table], [userId ?? null, status ?? null, limit, offset]),
        );
      }
    }
  }
  for (const list of ['audit_log', 'operator_messages'] as const) {
    await compare(list, (offset) => PAGES[list](server.db, 20, offset), (limit, offset) => server.db.query(BEFORE[list], [limit, offset]));
  }
}

/** The kept totals beside a count of the rows: each record and status, and each operator list. */
async function totalsRight() {
  const kept = await server.db.query(
    `SELECT record, status, sum(n)::bigint AS n FROM bank_status_totals GROUP BY record, status HAVING sum(n) <> 0
     UNION ALL SELECT list, NULL, sum(n)::bigint FROM operator_list_totals GROUP BY list HAVING sum(n) <> 0 ORDER BY 1, 2`,
  );
  const counted = await server.db.query(
    `SELECT 'deposits' AS record, status, count(*) AS n FROM deposits GROUP BY status
     UNION ALL SELECT 'withdrawals', status, count(*) FROM withdrawals GROUP BY status
     UNION ALL SELECT 'audit_log', NULL, count(*) FROM audit_log HAVING count(*) > 0
     UNION ALL SELECT 'operator_messages', NULL, count(*) FROM operator_messages HAVING count(*) > 0 ORDER BY 1, 2`,
  );
  expect(kept).toEqual(counted);
}

describe('the admin lists at size', () => {
  it('answer as before at 10 rows and at 1,000,000 (pages 1 to 3 and deep ones, every filter)', async () => {
    await growAdminRows(server.db, rows, 1, 10, { rebuildIndexes: true });
    await sameAnswers([5]);
    await growAdminRows(server.db, rows, 11, LARGE, { rebuildIndexes: true });
    const [all] = await bank.depositPage(server.db, { limit: 20, offset: 0 });
    expect(all!.total).toBe(BigInt(LARGE));
    await sameAnswers([900]);
    await totalsRight();
  });

  // Right after the growth, VACUUM ANALYZEd as autovacuum leaves a table that has settled (the later tests' bulk
  // writes clear the visibility map of much of it).
  it('reads every page at size from an index alone, never a sequential scan of the big tables', async () => {
    const big = ['deposits', 'withdrawals', 'audit_log', 'operator_messages'];
    const calls: Array<[string, string[], (q: Queryable) => Promise<unknown>]> = [
      ['audit list', ['Index Only Scan audit_log_pkey'], (q) => operators.auditPage(q, 20, 0)],
      ['messages list', ['Index Only Scan operator_messages_pkey'], (q) => operators.messagePage(q, 20, 40)],
    ];
    for (const table of ['deposits', 'withdrawals'] as const) {
      for (const userId of users()) {
        for (const status of STATUSES) {
          // A customer's page is checked below by the indexes it reads (`customer`); the others by the scan the
          // Limit reads from.
          const by = `${userId === undefined ? '' : 'user_'}${status === undefined ? '' : 'status_'}`;
          // Everyone's: the status's index in order (the status is a range in the query too), or with no filter
          // the primary key; read alone once the visibility map is set, with visits to the rows until then.
          const index = by === '' ? `${table}_pkey` : `${table}_${by}idx`;
          const ids = userId !== undefined ? ['customer'] : [`Index Only Scan ${index}`, `Index Scan ${index}`];
          calls.push([`${table} user ${userId} status ${status}`, ids, (q) => PAGES[table](q, { userId, status, limit: 20, offset: 0 })]);
        }
      }
    }
    for (const [name, ids, call] of calls) {
      const [nodes, ...more] = await plansOf(server.db, call);
      expect(more).toEqual([]);
      const read = nodes!.filter((n) => big.includes(n['Relation Name'] ?? ''));
      if (process.env.PRINT_PLANS) console.log(name, read.map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''}`).join(', '));
      expect({ name, seqScans: read.filter((n) => n['Node Type'] === 'Seq Scan').length }).toEqual({ name, seqScans: 0 });
      // The page's ids (what the Limit reads) from the filter's own index without a visit to the rows, so a page
      // costs the same at any size; a customer's share of the table never sends it down the primary key.
      if (ids[0] === 'customer') {
        // Only the customer's indexes, however the planner reads them (in order; or the few rows of a small
        // customer, then sorted), and the rows by id: the customer is a range in the query, so the primary key
        // cannot give the order (server/src/db/page-order.md) and is never walked.
        const table = name.split(' ')[0]!;
        const indexes = nodes!.filter((n) => n['Index Name']?.startsWith(`${table}_`));
        const own = (n: (typeof indexes)[number]) => n['Index Name']!.includes('_user_') || (/_pkey$/.test(n['Index Name']!) && /\(id = /.test(n['Index Cond'] ?? ''));
        expect({ name, indexes: indexes.map((n) => n['Index Name']), own: indexes.length > 0 && indexes.every(own) }).toEqual({ name, indexes: indexes.map((n) => n['Index Name']), own: true });
        continue;
      }
      const scan = nodes!.find((n) => n['Node Type'] === 'Limit')?.Plans?.[0];
      const used = `${scan?.['Node Type']} ${scan?.['Index Name']}`;
      expect({ name, used, ids: ids.includes(used) }).toEqual({ name, used, ids: true });
    }
  });

  it('keeps the totals exact through reviews, inserts and deletes, from any statement and connection', async () => {
    // Through the API as a shop runs: a deposit approved, one rejected, withdrawals asked for, paid and refused.
    const customer = await fundedCustomer(server, admin, '1000.00');
    await server.db.query('UPDATE users SET level = 4 WHERE id = $1', [customer.userinfo.id]);
    await deposit(server, admin, customer.token, '200.00');
    const submitted = await server.post<{ id: number }>('/api/recharge/submit', { channel_id: rows.channelId, amount: '300.00', request_id: randomUUID() }, { token: customer.token });
    expect((await server.post('/api/admin/deposit/reject', { id: submitted.body.data.id, reason: 'No such payment' }, { token: admin })).body.code).toBe(1);
    const asked: number[] = [];
    for (const amount of ['100.00', '110.00', '120.00']) asked.push((await withdraw(server, customer.token, amount)).body.data.id);
    expect((await server.post('/api/admin/withdraw/approve', { id: asked[0] }, { token: admin })).body.code).toBe(1);
    expect((await server.post('/api/admin/withdraw/reject', { id: asked[1], reason: 'Card closed' }, { token: admin })).body.code).toBe(1);
    // Many rows in one statement (a bulk review, a clean-up), and single inserts on several connections at once.
    await server.db.query("UPDATE deposits SET status = 1, reviewer = 'operator:bulk', reviewtime = now() WHERE status = 0 AND id % 3 = 0");
    await server.db.query('UPDATE withdrawals SET status = 2 WHERE status = 0 AND user_id = $1', [rows.others[1]]);
    await server.db.query('DELETE FROM deposits WHERE status = 2 AND user_id = $1', [rows.others[2]]);
    await server.db.query('DELETE FROM operator_messages WHERE id % 7 = 0');
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        server.db.query("INSERT INTO operator_messages (kind, title, body) VALUES ('test', $1, 'x')", [`parallel ${i}`]),
      ),
    );
    await totalsRight();
    const audit = await server.post<PageOf<AuditEntry>>('/api/admin/audit/list', { page: 1 }, { token: admin });
    expect(audit.body.data.list[0]).toMatchObject({ action: 'withdraw.reject', reason: 'Card closed' });
    // The customers whose records changed (the lists over everyone read the totals just compared).
    await sameAnswers([], [customer.userinfo.id, rows.others[1]!]);
  });

  it('builds the same totals when its migration runs again on a database that holds the rows', async () => {
    await server.db.query("UPDATE bank_status_totals SET n = n + 5 WHERE record = 'withdrawals'");
    await server.db.query('DELETE FROM operator_list_totals');
    const file = path.join(__dirname, '../src/db/migrations/025_admin_lists_scale.sql');
    await server.db.tx(async (q) => {
      for (const statement of splitStatements(readFileSync(file, 'utf8'))) await q.query(statement);
    });
    await totalsRight();
  });

});
