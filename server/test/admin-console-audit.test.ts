import type { AdminAuditRow, AdminPageOf } from '@snapmall/shared/contract';
import { operatorToken, startTestServer, type TestServer } from './helpers';
import { deposit, fundedCustomer, moneyShop } from './money-helpers';

/**
 * The audit trail searched (issue 19): by operator, kind of action (a prefix), target (type, id or both) and days in
 * the operator's time zone, newest first, each record with its values before and after; a page size; a total kept
 * when nothing filters, else counted up to 1,000 past the page.
 */
let server: TestServer;
let owner: { token: string; username: string };
beforeAll(async () => {
  server = await startTestServer();
  await moneyShop(server);
  owner = await operatorToken(server);
});
afterAll(() => server.close());

const search = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.post<AdminPageOf<AdminAuditRow>>('/api/admin/audit/list', body, { token: owner.token, ...headers });
const ids = (res: { body: { data: { list: AdminAuditRow[] } } }) => res.body.data.list.map((r) => r.id);

/**
 * Records as operators left them, at known times: the trail takes inserts (it refuses changes). Outside the hash
 * chain (a place and a hash of their own, which migration 037 asks of every row): this suite searches, it does not verify.
 */
async function record(actor: string, action: string, targetType: string, targetId: number, at: string): Promise<number> {
  const [row] = await server.db.query<{ id: bigint }>(
    `INSERT INTO audit_log (seq, hash, actor, action, target_type, target_id, before, after, reason, createtime)
     VALUES (-1, 'not chained: a search fixture', $1, $2, $3, $4, '{"status":0}', '{"status":1}', '', $5) RETURNING id`,
    [actor, action, targetType, targetId, at],
  );
  return Number(row!.id);
}

let r: Record<'r1' | 'r2' | 'r3' | 'r4' | 'r5' | 'r6', number>;
beforeAll(async () => {
  r = {
    r1: await record('operator:ana', 'deposit.approve', 'deposit', 11, '2024-06-01T15:59:00Z'),
    r2: await record('operator:ana', 'deposit.reject', 'deposit', 12, '2024-06-01T16:01:00Z'),
    r3: await record('operator:bob', 'withdraw.approve', 'withdrawal', 12, '2024-06-02T01:00:00Z'),
    r4: await record('cli:ops', 'deposit.approve', 'deposit', 13, '2024-06-03T00:00:00Z'),
    r5: await record('operator:bob', 'channel.update', 'channel', 1, '2024-06-03T12:00:00Z'),
    // Configuration and content pages are recorded by key: 'config:tabbar', 'content:about' (target id 0).
    r6: await record('operator:bob', 'config.save', 'config:tabbar', 0, '2024-06-04T12:00:00Z'),
  };
});

const JUNE = { from: '2024-06-01', to: '2024-06-30' };

describe('audit/list search', () => {
  it('finds by operator (a bare name is an operator’s), kind of action by its start, and target', async () => {
    expect(ids(await search({ actor: 'ana' }))).toEqual([r.r2, r.r1]);
    expect(ids(await search({ actor: 'operator:ana' }))).toEqual([r.r2, r.r1]);
    expect(ids(await search({ actor: 'cli:ops' }))).toEqual([r.r4]);
    expect(ids(await search({ action: 'deposit.', ...JUNE }))).toEqual([r.r4, r.r2, r.r1]);
    expect(ids(await search({ action: 'deposit.approve', ...JUNE }))).toEqual([r.r4, r.r1]);
    expect(ids(await search({ action: 'deposit.approve', actor: 'bob' }))).toEqual([]);
    expect(ids(await search({ action: 'withdraw', actor: 'bob' }))).toEqual([r.r3]);
    expect(ids(await search({ target_type: 'deposit', target_id: 12 }))).toEqual([r.r2]);
    expect(ids(await search({ target_id: 12 }))).toEqual([r.r3, r.r2]);
    expect(ids(await search({ target_type: 'channel', actor: 'bob' }))).toEqual([r.r5]);
    expect(ids(await search({ target_type: 'withdrawal', action: 'withdraw.' }))).toEqual([r.r3]);
    expect(ids(await search({ target_type: 'config:tabbar' }))).toEqual([r.r6]);
    expect(ids(await search({ action: 'nothing.like.this' }))).toEqual([]);
    const found = await search({ actor: 'bob', target_type: 'channel' });
    expect(found.body.data.list[0]).toMatchObject({ operator: 'operator:bob', action: 'channel.update', target_type: 'channel', target_id: 1, before: { status: 0 }, after: { status: 1 } });
    expect(found.body.data).toMatchObject({ total: 1, page: 1, limit: 20 });
  });

  it('takes days in the operator’s time zone, inclusive', async () => {
    expect(ids(await search({ from: '2024-06-01', to: '2024-06-01' }))).toEqual([r.r2, r.r1]);
    // UTC+8: 16:01 UTC is 00:01 on 2 June, 15:59 still 1 June.
    expect(ids(await search({ from: '2024-06-02', to: '2024-06-02' }, { minute: '-480' }))).toEqual([r.r3, r.r2]);
    expect(ids(await search({ actor: 'ana', from: '2024-06-01', to: '2024-06-01' }, { minute: '-480' }))).toEqual([r.r1]);
    expect(ids(await search({ to: '2024-06-02' }))).toEqual([r.r3, r.r2, r.r1]);
    expect(ids(await search({ from: '2024-06-03', action: 'deposit' }))).toContain(r.r4);
    expect(ids(await search({ from: '2024-06-03', action: 'deposit' }))).not.toContain(r.r2);
  });

  it('finds what operators did through the API, with the values before and after', async () => {
    const customer = await fundedCustomer(server, owner.token);
    const made = await deposit(server, owner.token, customer.token, '250.00');
    const mine = await search({ actor: owner.username, action: 'deposit.approve', target_id: made.id });
    expect(mine.body.data.list).toHaveLength(1);
    expect(mine.body.data.list[0]).toMatchObject({ operator: `operator:${owner.username}`, target_type: 'deposit', before: { status: 0 }, after: { status: 1, amount: '250.00' } });
  });

  it('pages by the size asked, the total kept with no filter and counted up to 1,000 past the page with one', async () => {
    await server.db.query(
      `INSERT INTO audit_log (seq, hash, actor, action, target_type, target_id, createtime)
       SELECT -1, 'not chained: a search fixture', 'operator:bulk', 'goods.stock', 'goods', g, timestamptz '2024-07-01 00:00:00+00' + make_interval(secs => g) FROM generate_series(1, 1100) g`,
    );
    const filtered = await search({ actor: 'bulk', limit: 10 });
    expect(filtered.body.data).toMatchObject({ total: 1010, has_more: true, limit: 10 });
    expect(filtered.body.data.list.map((e) => e.target_id)).toEqual(Array.from({ length: 10 }, (_, i) => 1100 - i));
    const deep = await search({ actor: 'bulk', limit: 100, page: 11 });
    expect(deep.body.data.list.map((e) => e.target_id)).toEqual(Array.from({ length: 100 }, (_, i) => 100 - i));
    expect(deep.body.data).toMatchObject({ total: 1100 });
    expect(deep.body.data.has_more).toBeUndefined();
    const all = await search({ page: 1, limit: 50 });
    const [counted] = await server.db.query<{ n: bigint }>('SELECT count(*) AS n FROM audit_log');
    expect(all.body.data).toMatchObject({ total: Number(counted!.n), limit: 50 });
    expect(all.body.data.list).toHaveLength(50);
  });

  it('refuses bad days, sizes and names with 422 per field', async () => {
    expect((await search({ from: '2024-06-02', to: '2024-06-01' })).body.errors).toEqual({ to: ['The end date must not be before the start date'] });
    expect((await search({ limit: 500 })).body.errors).toEqual({ limit: ['Rows per page is not valid'] });
    expect((await search({ action: 'deposit approve' })).body.errors).toEqual({ action: ['Action is not valid'] });
    expect((await search({ target_id: -1 })).status).toBe(422);
  });
});
