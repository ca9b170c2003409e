import { randomUUID } from 'node:crypto';
import type { AuditEntry, PageOf } from '@snapmall/shared/contract';
import { OperatorService } from '../src/modules/operators/service';
import { requestApproved } from './approval-helpers';
import { registerUser, runOps, startTestServer, type TestServer } from './helpers';
import { balanceOf, fundedCustomer, moneyShop } from './money-helpers';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ admin } = await moneyShop(server));
});
afterAll(() => server.close());

// Requested, then approved by a second operator (issue 26): what is asserted is what the adjustment did.
const adjust = (body: Record<string, unknown>, token = admin) =>
  requestApproved<{ balance: string }>(server, '/api/admin/user/adjust', { request_id: randomUUID(), reason: 'Goodwill', ...body }, token);
const saveChannel = (body: Record<string, unknown>) => requestApproved<{ id: number }>(server, '/api/admin/channel/save', body, admin);

describe('operator accounts', () => {
  it('keeps customer and operator tokens apart', async () => {
    const customer = await registerUser(server);
    expect((await server.post('/api/admin/deposit/list', {}, { token: customer.token })).status).toBe(401);
    expect((await server.post('/api/user/retval', {}, { token: admin })).status).toBe(401);
    expect((await server.post('/api/admin/deposit/list', {})).body).toMatchObject({ code: 401, msg: 'Please log in as an operator' });
  });

  it('refuses a wrong operator password like an unknown operator', async () => {
    const wrong = await server.post('/api/admin/login', { username: 'admin-does-not-exist', password: 'x' });
    expect(wrong.body).toMatchObject({ code: 0, msg: 'Incorrect account or password' });
  });

  it('creates the first operator on an empty database only, with a random password when none is given', async () => {
    const operators = new OperatorService(server.db);
    expect(await operators.ensureFirst('admin')).toBeUndefined();
  });
});

describe('balance adjustments', () => {
  it('credits and debits a customer only through the ledger, with a reason, audited before and after', async () => {
    const user = await fundedCustomer(server, admin, '100.00');
    expect((await adjust({ user_id: user.userinfo.id, asset: 'cash', amount: '25.50' })).body.data.balance).toBe('125.50');
    expect((await adjust({ user_id: user.userinfo.id, asset: 'cash', amount: '-125.51' })).body.msg).toBe('Your balance is not enough for this');
    expect((await adjust({ user_id: user.userinfo.id, asset: 'points', amount: '300' })).body.data.balance).toBe('300');
    expect(await balanceOf(server, user.token)).toMatchObject({ money: '125.50', score: 300 });
    const log = await server.post<{ list: { kind: string; memo: string }[] }>('/api/user/moneylog', {}, { token: user.token });
    expect(log.body.data.list[0]).toMatchObject({ kind: 'adjustment', memo: 'Goodwill' });
    const audit = await server.post<PageOf<AuditEntry>>('/api/admin/audit/list', {}, { token: admin });
    // Each adjustment's record follows its approval's (issue 26): the approver acts, naming who asked.
    const adjusted = audit.body.data.list.filter((e) => e.action === 'user.adjust');
    expect(adjusted[0]).toMatchObject({ action: 'user.adjust', target_id: user.userinfo.id, before: { points: '0' }, after: { points: '300', approval: { requested_by: expect.stringMatching(/^operator:/) } }, reason: 'Goodwill' });
    expect(adjusted[1]).toMatchObject({ before: { cash: '100.00' }, after: { cash: '125.50' }, operator: expect.stringMatching(/^operator:/) });
  });

  it('moves money once for a repeated request id, and refuses zero, fractional points and unknown customers', async () => {
    const user = await fundedCustomer(server, admin);
    const id = randomUUID();
    await Promise.all(Array.from({ length: 10 }, () => adjust({ user_id: user.userinfo.id, asset: 'cash', amount: '10', request_id: id })));
    expect((await balanceOf(server, user.token)).money).toBe('10.00');
    expect((await adjust({ user_id: user.userinfo.id, asset: 'cash', amount: '0' })).status).toBe(422);
    expect((await adjust({ user_id: user.userinfo.id, asset: 'points', amount: '1.5' })).status).toBe(422);
    expect((await adjust({ user_id: 999_999, asset: 'cash', amount: '1' })).status).toBe(404);
    expect((await adjust({ user_id: user.userinfo.id, asset: 'cash', amount: '1', reason: '   ' })).status).toBe(422);
  });
});

describe('deposit channels', () => {
  it('are created and changed by the operator, audited, and only enabled ones are offered', async () => {
    const channel = { name_en: 'Test pay', name_zh: '測試支付', instructions_en: 'Pay here', instructions_zh: '在此付款', min_amount: '50', max_amount: '500', enabled: 1 };
    const created = await saveChannel(channel);
    expect(created.body.code).toBe(1);
    const customer = await registerUser(server);
    const offered = async () => (await server.post<{ id: number }[]>('/api/recharge/channels', {}, { token: customer.token })).body.data.map((c) => c.id);
    expect(await offered()).toContain(created.body.data.id);
    await saveChannel({ ...channel, id: created.body.data.id, enabled: 0 });
    expect(await offered()).not.toContain(created.body.data.id);
    const bad = await saveChannel({ ...channel, min_amount: '600' });
    expect(bad.status).toBe(422);
    const audit = await server.post<PageOf<AuditEntry>>('/api/admin/audit/list', {}, { token: admin });
    expect(audit.body.data.list.find((e) => e.action === 'channel.update')).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });
});

describe('npm run ops', () => {
  const ops = (...args: string[]) => runOps(server, ...args);

  it('refuses an operator\'s typo with the contract\'s messages instead of guessing', async () => {
    const user = await fundedCustomer(server, admin);
    for (const amount of ['1.999', '0x10', '12.5.7']) {
      const run = await ops('user:adjust', String(user.userinfo.id), 'cash', amount, 'typo');
      expect({ amount, status: run.status, err: run.stderr.trim() }).toEqual({ amount, status: 1, err: 'amount: Please enter an amount such as 100 or 100.50' });
    }
    expect((await ops('withdraw:reject', '1', ' ')).stderr).toContain('reason');
    const first = await ops('user:adjust', String(user.userinfo.id), 'cash', '5', 'goodwill');
    const { request_id: requestId } = JSON.parse(first.stdout) as { request_id: string };
    await ops('user:adjust', '--request-id', requestId, String(user.userinfo.id), 'cash', '5', 'goodwill');
    expect((await balanceOf(server, user.token)).money).toBe('5.00');
    // Six command-line runs, each a process that compiles the server's code first.
  }, 90_000);

  it('verifies the ledger and prints the figures', async () => {
    const run = await ops('ledger:verify');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true, problems: [], assets: { cash: { sum: '0' } } });
  });

  it('reviews a deposit as cli:<user>, through the same service', async () => {
    const user = await fundedCustomer(server, admin);
    const [channel] = (await server.post<{ id: number }[]>('/api/recharge/channels', {}, { token: user.token })).body.data;
    const d = await server.post<{ id: number }>('/api/recharge/submit', { channel_id: channel!.id, amount: '120', request_id: randomUUID() }, { token: user.token });
    const run = await ops('deposit:approve', String(d.body.data.id));
    expect(run.status).toBe(0);
    expect((await balanceOf(server, user.token)).money).toBe('120.00');
    const again = await ops('deposit:reject', String(d.body.data.id), 'too', 'late');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already been reviewed');
    const audit = await server.post<PageOf<AuditEntry>>('/api/admin/audit/list', {}, { token: admin });
    expect(audit.body.data.list[0]).toMatchObject({ action: 'deposit.approve', operator: expect.stringMatching(/^cli:/) });
  });
});
