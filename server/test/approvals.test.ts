import { randomUUID } from 'node:crypto';
import type { AdminChannel, ApprovalCount, ApprovalView, AuditEntry, BulkAnswer, Deposit, PageOf, Requested } from '@snapmall/shared/contract';
import { OperatorService } from '../src/modules/operators/service';
import { createServices } from '../src/services';
import { operatorLogin, runOps, startTestServer, type TestServer } from './helpers';
import { balanceOf, firstChannel, fundedCustomer, moneyShop, withdraw } from './money-helpers';

/**
 * Issue 26, two people for large moves: each kind is requested by one operator and carried out only by a second
 * with the role it needs; the attacker's view — approving one's own, the wrong role, late, twice, at once on two
 * instances — moves nothing, and nothing answers 5xx.
 */
let server: TestServer;
let owner: string;
const tokens: Record<string, string> = {};
const actorOf = (name: string) => `operator:${name}`;

/** An operator with these roles (made as the command line makes them: alone), logged in. */
async function operator(username: string, roles: Array<'owner' | 'finance' | 'catalogue' | 'content' | 'games'>) {
  await new OperatorService(server.db).save('cli:test', { username, roles, password: 'operator-pass-1' });
  const { token } = await operatorLogin(server, username, 'operator-pass-1');
  tokens[username] = token;
  return token;
}

beforeAll(async () => {
  server = await startTestServer();
  await moneyShop(server);
  owner = await operator('own_a', ['owner']);
  await operator('own_b', ['owner']);
  await operator('fin_a', ['finance']);
  await operator('fin_b', ['finance']);
  await operator('cat_a', ['catalogue']);
});
afterAll(() => server?.close());

const as = <T,>(who: string, url: string, body: Record<string, unknown>, lang?: string) => server.post<T>(url, lang ? { ...body, lang } : body, { token: tokens[who]! });
const approve = (who: string, id: number, lang?: string) => as<ApprovalView>(who, '/api/admin/approval/approve', { id }, lang);
const reject = (who: string, id: number, reason = 'not today') => as<ApprovalView>(who, '/api/admin/approval/reject', { id, reason });
const adjustBody = (userId: number, amount: string, asset = 'cash') => ({ user_id: userId, asset, amount, reason: 'goodwill', request_id: randomUUID() });
const requestedId = (res: { body: { code: number; data: unknown } }) => {
  expect(res.body.code).toBe(1);
  return (res.body.data as Requested).requested.id;
};
const auditOf = async (action: string) =>
  (await server.post<PageOf<AuditEntry>>('/api/admin/audit/list', { action, limit: 100 }, { token: owner })).body.data.list.filter((e) => e.action === action);

describe('a balance adjustment', () => {
  it('is requested, moves nothing until a second finance operator approves, and names both people in the audit', async () => {
    const user = await fundedCustomer(server, owner, '100.00');
    const asked = await as<Requested>('fin_a', '/api/admin/user/adjust', adjustBody(user.userinfo.id, '25.50'));
    expect(asked.body.msg).toBe('Requested: a second operator must approve it on the Requests page before it takes effect');
    const id = requestedId(asked);
    expect((await balanceOf(server, user.token)).money).toBe('100.00');

    // What the approver sees: who asked, what moves, before and after.
    const list = (await as<PageOf<ApprovalView>>('fin_b', '/api/admin/approval/list', {})).body.data.list;
    expect(list.find((r) => r.id === id)).toMatchObject({
      kind: 'adjust',
      status: 'pending',
      requested_by: actorOf('fin_a'),
      can_decide: true,
      mine: false,
      details: { kind: 'adjust', user_id: user.userinfo.id, asset: 'cash', amount: '+25.50', balance: '100.00', after: '125.50', memo: 'goodwill' },
    });
    expect((await as<ApprovalCount>('fin_b', '/api/admin/approval/count', {})).body.data.count).toBeGreaterThanOrEqual(1);
    const own = (await as<PageOf<ApprovalView>>('fin_a', '/api/admin/approval/list', {})).body.data.list.find((r) => r.id === id);
    expect(own).toMatchObject({ mine: true, can_decide: false });

    // Nobody approves or rejects their own request, in either language.
    expect((await approve('fin_a', id)).body).toMatchObject({ code: 0, msg: 'You cannot approve or reject your own request: a second operator must' });
    expect((await approve('fin_a', id, 'zh-tw')).body).toMatchObject({ code: 0, msg: '不可核准或駁回自己提出的申請，須由另一位營運人員處理' });
    expect((await reject('fin_a', id)).body.code).toBe(0);
    // Not a role that decides money: 403 from the service, and a catalogue operator does not even see it.
    expect((await approve('cat_a', id)).status).toBe(403);
    expect((await as<PageOf<ApprovalView>>('cat_a', '/api/admin/approval/list', {})).body.data.list).toEqual([]);
    expect((await balanceOf(server, user.token)).money).toBe('100.00');

    const done = await approve('fin_b', id);
    expect(done.body).toMatchObject({ code: 1, msg: 'Approved and carried out', data: { status: 'approved', decided_by: actorOf('fin_b'), result: { balance: '125.50' } } });
    expect((await balanceOf(server, user.token)).money).toBe('125.50');
    expect((await approve('fin_b', id)).body).toMatchObject({ code: 0, msg: 'This request has already been decided' });
    expect((await balanceOf(server, user.token)).money).toBe('125.50');

    const [adjusted] = (await auditOf('user.adjust')).filter((e) => e.target_id === user.userinfo.id);
    expect(adjusted).toMatchObject({ operator: actorOf('fin_b'), after: { cash: '125.50', approval: { request: id, requested_by: actorOf('fin_a'), approved_by: actorOf('fin_b') } } });
    expect((await auditOf('approval.request')).find((e) => e.target_id === id)).toMatchObject({ operator: actorOf('fin_a') });
    expect((await auditOf('approval.approve')).find((e) => e.target_id === id)).toMatchObject({ operator: actorOf('fin_b'), after: { requested_by: actorOf('fin_a'), approved_by: actorOf('fin_b') } });
  });

  it('asks once for a repeated request id, and refuses an unknown customer or a zero amount before asking', async () => {
    const user = await fundedCustomer(server, owner);
    const body = adjustBody(user.userinfo.id, '5');
    const [one, two] = await Promise.all([as('fin_a', '/api/admin/user/adjust', body), as('fin_a', '/api/admin/user/adjust', body)]);
    expect(requestedId(one)).toBe(requestedId(two));
    expect((await as('fin_a', '/api/admin/user/adjust', adjustBody(999_999, '5'))).status).toBe(404);
    expect((await as('fin_a', '/api/admin/user/adjust', adjustBody(user.userinfo.id, '0'))).status).toBe(422);
  });

  it('when refused at approval (the balance no longer covers it), closes as failed with the reason and moves nothing', async () => {
    const user = await fundedCustomer(server, owner, '100.00');
    const id = requestedId(await as('fin_a', '/api/admin/user/adjust', adjustBody(user.userinfo.id, '-100.00')));
    // Meanwhile the customer spends: another adjustment, approved first.
    const first = requestedId(await as('fin_b', '/api/admin/user/adjust', adjustBody(user.userinfo.id, '-0.01')));
    expect((await approve('fin_a', first)).body.code).toBe(1);
    expect((await approve('fin_b', id)).body).toMatchObject({ code: 0, msg: 'Your balance is not enough for this' });
    expect((await balanceOf(server, user.token)).money).toBe('99.99');
    const row = (await as<PageOf<ApprovalView>>('fin_b', '/api/admin/approval/list', {})).body.data.list.find((r) => r.id === id);
    expect(row).toMatchObject({ status: 'failed', reason: 'Your balance is not enough for this', decided_by: actorOf('fin_b'), result: null });
    expect((await approve('own_a', id)).body.code).toBe(0);
  });

  it('rejected with a reason moves nothing and cannot be approved afterwards', async () => {
    const user = await fundedCustomer(server, owner, '100.00');
    const id = requestedId(await as('fin_a', '/api/admin/user/adjust', adjustBody(user.userinfo.id, '500')));
    expect((await as('fin_b', '/api/admin/approval/reject', { id, reason: '  ' })).status).toBe(422);
    expect((await reject('fin_b', id, 'no ticket for this')).body).toMatchObject({ code: 1, data: { status: 'rejected', reason: 'no ticket for this' } });
    expect((await approve('own_b', id)).body).toMatchObject({ code: 0, msg: 'This request has already been decided' });
    expect((await balanceOf(server, user.token)).money).toBe('100.00');
    expect((await auditOf('approval.reject')).find((e) => e.target_id === id)).toMatchObject({ operator: actorOf('fin_b'), reason: 'no ticket for this', after: { requested_by: actorOf('fin_a') } });
  });

  it('expires when nobody acts in time: it cannot be approved, is not counted, and moves nothing', async () => {
    const user = await fundedCustomer(server, owner, '100.00');
    const id = requestedId(await as('fin_a', '/api/admin/user/adjust', adjustBody(user.userinfo.id, '1')));
    const before = (await as<ApprovalCount>('fin_b', '/api/admin/approval/count', {})).body.data.count;
    await server.db.query("UPDATE approval_requests SET expires_at = now() - interval '1 second', requested_at = now() - interval '25 hours' WHERE id = $1", [id]);
    expect((await as<ApprovalCount>('fin_b', '/api/admin/approval/count', {})).body.data.count).toBe(before - 1);
    expect((await approve('fin_b', id)).body).toMatchObject({ code: 0, msg: 'This request has expired; ask again if it is still needed' });
    expect((await approve('fin_b', id)).body.code).toBe(0);
    expect((await balanceOf(server, user.token)).money).toBe('100.00');
    const row = (await as<PageOf<ApprovalView>>('fin_b', '/api/admin/approval/list', {})).body.data.list.find((r) => r.id === id);
    expect(row?.status).toBe('expired');
    expect((await auditOf('approval.expire')).find((e) => e.target_id === id)).toMatchObject({ operator: 'system:approvals' });
  });
});

describe('two approvers at once on two server instances', () => {
  it('move the money once: the other is told it was already decided', async () => {
    const other = await server.secondInstance();
    try {
      const user = await fundedCustomer(server, owner, '100.00');
      for (let round = 0; round < 5; round++) {
        const id = requestedId(await as('fin_a', '/api/admin/user/adjust', adjustBody(user.userinfo.id, '1.00')));
        const [one, two] = await Promise.all([
          approve('fin_b', id),
          other.post<ApprovalView>('/api/admin/approval/approve', { id }, { token: tokens.own_b! }),
        ]);
        expect([one.status, two.status]).toEqual([200, 200]);
        expect([one.body.code, two.body.code].sort()).toEqual([0, 1]);
        expect([one, two].find((r) => r.body.code === 0)!.body.msg).toBe('This request has already been decided');
      }
      expect((await balanceOf(server, user.token)).money).toBe('105.00');
      const transfers = await server.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id WHERE t.kind = 'adjustment' AND a.user_id = $1",
        [user.userinfo.id],
      );
      expect(transfers[0]!.n).toBe(5);
    } finally {
      await other.close();
    }
  });
});

describe('a withdrawal above the owner threshold', () => {
  it('is paid at or under it and requested above it, single and in bulk; a second finance operator pays it once', async () => {
    await createServices({ db: server.db, config: server.config }).approvals.setThresholdAlone('cli:test', { withdraw_threshold: '150' });
    const small = await fundedCustomer(server, owner, '1000.00');
    const large = await fundedCustomer(server, owner, '1000.00');
    const largeToo = await fundedCustomer(server, owner, '1000.00');
    const w = async (user: { token: string }, amount: string) => (await withdraw(server, user.token, amount)).body.data.id;
    const [ws, wl, wl2] = [await w(small, '150'), await w(large, '200'), await w(largeToo, '300')];

    const single = await as<Requested>('fin_a', '/api/admin/withdraw/approve', { id: wl });
    expect(single.body.msg).toBe('Requested: a second operator must approve it on the Requests page before it takes effect');
    const singleId = requestedId(single);
    // Asked again (by anyone) while pending: refused, not a second request.
    expect((await as('fin_b', '/api/admin/withdraw/approve', { id: wl })).body).toMatchObject({ code: 0, msg: 'A request for this is already waiting for a second operator' });

    const bulk = await as<BulkAnswer>('fin_a', '/api/admin/withdraw/approve', { ids: [ws, wl2, 999_999] });
    const rows = bulk.body.data.results;
    expect(rows[0]).toEqual({ id: ws, done: true });
    expect(rows[1]).toMatchObject({ id: wl2, done: false, requested: expect.any(Number), msg: expect.stringContaining('second operator') });
    expect(rows[2]).toMatchObject({ id: 999_999, done: false });
    expect((await balanceOf(server, large.token)).held_money).toBe('200.00');

    const list = (await as<PageOf<ApprovalView>>('fin_b', '/api/admin/approval/list', { pending: true })).body.data.list;
    expect(list.find((r) => r.id === singleId)?.details).toMatchObject({ kind: 'withdraw', withdrawal_id: wl, user_id: large.userinfo.id, amount: '200.00', status: 0 });
    expect((await approve('fin_a', singleId)).body.code).toBe(0);
    expect((await approve('fin_b', singleId)).body).toMatchObject({ code: 1, data: { status: 'approved', result: { withdrawal_id: wl, status: 1 } } });
    expect((await balanceOf(server, large.token)).held_money).toBe('0.00');
    const paid = (await auditOf('withdraw.approve')).find((e) => e.target_id === wl);
    expect(paid).toMatchObject({ operator: actorOf('fin_b'), after: { approval: { requested_by: actorOf('fin_a') } } });

    // Rejected meanwhile by another operator: the approval is refused and the request closes as failed.
    const bulkId = (rows[1] as { requested: number }).requested;
    expect((await as('fin_b', '/api/admin/withdraw/reject', { id: wl2, reason: 'card closed' })).body.code).toBe(1);
    expect((await approve('fin_b', bulkId)).body).toMatchObject({ code: 0, msg: 'This request has already been reviewed' });
    expect((await balanceOf(server, largeToo.token)).money).toBe('1000.00');
  });

  it('is the owner\'s to set: lowered at once, raised only with a second owner; others may only read it', async () => {
    expect((await as('fin_a', '/api/admin/approval/settings/save', { withdraw_threshold: '1' })).status).toBe(403);
    expect((await as('fin_a', '/api/admin/approval/settings', {})).body.data).toMatchObject({ ttl_hours: 24 });
    expect((await as('own_a', '/api/admin/approval/settings/save', { withdraw_threshold: '100' })).body).toMatchObject({ code: 1, data: { withdraw_threshold: '100.00' } });
    const raise = requestedId(await as('own_a', '/api/admin/approval/settings/save', { withdraw_threshold: '50000' }));
    expect((await as('own_a', '/api/admin/approval/settings', {})).body.data).toMatchObject({ withdraw_threshold: '100.00' });
    expect((await approve('fin_a', raise)).status).toBe(403);
    expect((await approve('own_b', raise)).body.code).toBe(1);
    expect((await as('own_a', '/api/admin/approval/settings', {})).body.data).toMatchObject({ withdraw_threshold: '50000.00' });
    expect((await auditOf('approval.threshold'))[0]).toMatchObject({ operator: actorOf('own_b'), before: { withdraw_threshold: '100.00' }, after: { withdraw_threshold: '50000.00' } });
  });
});

describe("a customer's 24 hours above the threshold", () => {
  const submit = async (token: string, amount: string) => {
    const channel = await firstChannel(server, token);
    const res = await server.post<Deposit>('/api/recharge/submit', { channel_id: channel.id, amount, request_id: randomUUID() }, { token });
    expect(res.body.code).toBe(1);
    return res.body.data.id;
  };
  const setThreshold = (amount: string) => createServices({ db: server.db, config: server.config }).approvals.setThresholdAlone('cli:test', { withdraw_threshold: amount });
  afterAll(() => setThreshold('10000'));

  it('credits deposits alone only while they add up to the threshold: split ones are requested, and a second operator credits them', async () => {
    await setThreshold('500');
    const user = await fundedCustomer(server, owner);
    const [d1, d2, d3] = [await submit(user.token, '300'), await submit(user.token, '200'), await submit(user.token, '100')];
    expect((await as('fin_a', '/api/admin/deposit/approve', { id: d1 })).body).toMatchObject({ code: 1, data: { id: d1, status: 1 } });
    // 300 + 200 is the threshold itself: still one person's; 100 more is not, in bulk as alone.
    const bulk = (await as<BulkAnswer>('fin_a', '/api/admin/deposit/approve', { ids: [d2, d3] })).body.data.results;
    expect(bulk[0]).toEqual({ id: d2, done: true });
    expect(bulk[1]).toMatchObject({ id: d3, done: false, requested: expect.any(Number) });
    expect((await balanceOf(server, user.token)).money).toBe('500.00');
    const id = (bulk[1] as { requested: number }).requested;
    const view = (await as<PageOf<ApprovalView>>('fin_b', '/api/admin/approval/list', { pending: true })).body.data.list.find((r) => r.id === id);
    expect(view).toMatchObject({ kind: 'deposit', details: { kind: 'deposit', deposit_id: d3, user_id: user.userinfo.id, amount: '100.00', status: 0 } });
    expect((await approve('fin_a', id)).body.code).toBe(0);
    expect((await approve('fin_b', id)).body).toMatchObject({ code: 1, data: { status: 'approved', result: { deposit_id: d3, status: 1 } } });
    expect((await balanceOf(server, user.token)).money).toBe('600.00');
    expect((await auditOf('deposit.approve')).find((e) => e.target_id === d3)).toMatchObject({ operator: actorOf('fin_b'), after: { approval: { requested_by: actorOf('fin_a') } } });
    // One deposit above it is requested at once; a refusal before (not waiting) moves nothing either.
    const big = await submit(user.token, '501');
    expect(requestedId(await as('fin_a', '/api/admin/deposit/approve', { id: big }))).toEqual(expect.any(Number));
    expect((await as('fin_a', '/api/admin/deposit/approve', { id: d1 })).body).toMatchObject({ code: 0 });
    expect((await balanceOf(server, user.token)).money).toBe('600.00');
    // The command line acts alone, as the shop's root.
    const cli = await runOps(server, 'deposit:approve', String(big));
    expect({ status: cli.status, stderr: cli.stderr }).toEqual({ status: 0, stderr: '' });
    expect((await balanceOf(server, user.token)).money).toBe('1101.00');
  }, 120_000);

  it('pays withdrawals alone only while they add up to the threshold', async () => {
    await setThreshold('500');
    const user = await fundedCustomer(server, owner, '1000.00');
    await server.db.query('UPDATE users SET level = 2 WHERE id = $1', [user.userinfo.id]);
    const w1 = (await withdraw(server, user.token, '400')).body.data.id;
    const w2 = (await withdraw(server, user.token, '101')).body.data.id;
    expect((await as('fin_a', '/api/admin/withdraw/approve', { id: w1 })).body).toMatchObject({ code: 1, data: { status: 1 } });
    const second = requestedId(await as('fin_a', '/api/admin/withdraw/approve', { id: w2 }));
    expect((await balanceOf(server, user.token)).held_money).toBe('101.00');
    expect((await approve('fin_b', second)).body).toMatchObject({ code: 1, data: { result: { withdrawal_id: w2, status: 1 } } });
    expect((await balanceOf(server, user.token)).held_money).toBe('0.00');
  });

  it('counts two approvals of one customer at once on two instances one after the other: one credited, one requested', async () => {
    await setThreshold('500');
    const other = await server.secondInstance();
    try {
      for (let round = 0; round < 3; round += 1) {
        const user = await fundedCustomer(server, owner);
        const [a, b] = [await submit(user.token, '300'), await submit(user.token, '300')];
        const answers = await Promise.all([
          as('fin_a', '/api/admin/deposit/approve', { id: a }),
          other.post('/api/admin/deposit/approve', { id: b }, { token: tokens.fin_b! }),
        ]);
        expect(answers.map((r) => r.status)).toEqual([200, 200]);
        const requested = answers.filter((r) => (r.body.data as Partial<Requested>).requested);
        expect({ round, requested: requested.length }).toEqual({ round, requested: 1 });
        expect((await balanceOf(server, user.token)).money).toBe('300.00');
      }
    } finally {
      await other.close();
    }
  });
});

describe('a deposit channel change', () => {
  it('is requested (create, disable) and takes effect only on a second finance operator\'s approval', async () => {
    const channel = { name_en: 'Maker pay', name_zh: '申請支付', instructions_en: 'Pay', instructions_zh: '付款', min_amount: '50', max_amount: '500', enabled: 1 };
    const names = async () => (await as<AdminChannel[]>('fin_a', '/api/admin/channel/list', {})).body.data.map((c) => c.name_en);
    expect((await as('fin_a', '/api/admin/channel/save', { ...channel, min_amount: '600' })).status).toBe(422);
    const created = requestedId(await as('fin_a', '/api/admin/channel/save', channel));
    expect(await names()).not.toContain('Maker pay');
    const view = (await as<PageOf<ApprovalView>>('fin_b', '/api/admin/approval/list', {})).body.data.list.find((r) => r.id === created);
    expect(view?.details).toMatchObject({ kind: 'channel', channel_id: 0, changes: expect.arrayContaining([{ field: 'min_amount', before: '', after: '50.00' }]) });
    const done = await approve('fin_b', created);
    const channelId = (done.body.data.result as { id: number }).id;
    expect(await names()).toContain('Maker pay');
    const disabled = requestedId(await as('fin_b', '/api/admin/channel/save', { ...channel, id: channelId, enabled: 0 }));
    expect((await as<PageOf<ApprovalView>>('fin_a', '/api/admin/approval/list', {})).body.data.list.find((r) => r.id === disabled)?.details).toMatchObject({ changes: [{ field: 'enabled', before: '1', after: '0' }] });
    expect((await approve('cat_a', disabled)).status).toBe(403);
    expect((await approve('fin_a', disabled)).body.code).toBe(1);
    expect((await as<AdminChannel[]>('fin_a', '/api/admin/channel/list', {})).body.data.find((c) => c.id === channelId)?.enabled).toBe(0);
    expect((await as('fin_a', '/api/admin/channel/save', { ...channel, id: 999_999 })).status).toBe(404);
    // Asking a second person to approve nothing is refused.
    expect((await as('fin_a', '/api/admin/channel/save', { ...channel, id: channelId, enabled: 0 })).body).toMatchObject({ code: 0, msg: 'Nothing would change, so there is nothing to approve' });
  });
});

describe('a grant of owner or finance', () => {
  it('creates the operator now with the other roles and asks a second owner for the grant', async () => {
    const saved = await as<{ id: number; roles: string[]; password?: string } & Requested>('own_a', '/api/admin/operator/save', { username: 'new_money', roles: ['finance', 'content'] });
    expect(saved.body).toMatchObject({ code: 1, msg: 'Requested: a second operator must approve it on the Requests page before it takes effect', data: { roles: ['content'], requested: { kind: 'grant' } } });
    const id = saved.body.data.requested.id;
    const login = await operatorLogin(server, 'new_money', saved.body.data.password!);
    expect(login.roles).toEqual(['content']);
    expect((await server.post('/api/admin/deposit/list', {}, { token: login.token })).status).toBe(403);
    // A finance operator cannot grant, nor may the owner who asked.
    expect((await approve('fin_a', id)).status).toBe(403);
    expect((await approve('own_a', id)).body.code).toBe(0);
    const view = (await as<PageOf<ApprovalView>>('own_b', '/api/admin/approval/list', {})).body.data.list.find((r) => r.id === id);
    expect(view?.details).toEqual({ kind: 'grant', operator: 'new_money', roles_before: ['content'], roles_after: ['finance', 'content'] });
    expect((await approve('own_b', id)).body.code).toBe(1);
    expect((await server.post('/api/admin/deposit/list', {}, { token: login.token })).status).toBe(200);
    // Roles that need no second person are saved at once; taking a role away too.
    expect((await as('own_a', '/api/admin/operator/save', { username: 'new_money', roles: ['content'] })).body).toMatchObject({ code: 1, data: { roles: ['content'] } });
    expect((await as('own_a', '/api/admin/operator/save', { username: 'new_money', roles: ['content'] })).body.data).not.toHaveProperty('requested');
  });
});

describe('the command line', () => {
  it('acts alone (audited as cli:<login>) and decides what operators asked for', async () => {
    const user = await fundedCustomer(server, owner, '100.00');
    const run = await runOps(server, 'user:adjust', String(user.userinfo.id), 'cash', '5', 'root');
    expect(run.status).toBe(0);
    expect((await balanceOf(server, user.token)).money).toBe('105.00');
    expect((await auditOf('user.adjust'))[0]?.operator).toMatch(/^cli:/);
    const id = requestedId(await as('fin_a', '/api/admin/user/adjust', adjustBody(user.userinfo.id, '1')));
    const listed = await runOps(server, 'approval:list');
    expect((JSON.parse(listed.stdout) as PageOf<ApprovalView>).list.some((r) => r.id === id)).toBe(true);
    const approved = await runOps(server, 'approval:approve', String(id));
    expect(approved.status).toBe(0);
    expect((await balanceOf(server, user.token)).money).toBe('106.00');
    expect((await auditOf('approval.approve')).find((e) => e.target_id === id)?.operator).toMatch(/^cli:/);
  }, 120_000);
});

describe('what anyone may send', () => {
  it('never answers 5xx', async () => {
    const bodies: Array<Record<string, unknown>> = [{}, { id: 0 }, { id: -1 }, { id: 'x' }, { id: 2 ** 53 }, { id: 1.5 }, { id: 999_999 }, { id: 1, extra: 1 }, { page: 0 }, { page: 1, pending: 'yes' }];
    for (const url of ['list', 'count', 'approve', 'reject', 'settings', 'settings/save']) {
      for (const body of [...bodies, { id: 999_999, reason: 'x' }, { withdraw_threshold: '-1' }, { withdraw_threshold: '99999999999' }]) {
        const res = await as(`own_a`, `/api/admin/approval/${url}`, body);
        expect({ url, body, status: res.status < 500 }).toEqual({ url, body, status: true });
      }
    }
    expect((await server.post('/api/admin/approval/list', {})).status).toBe(401);
  });
});
