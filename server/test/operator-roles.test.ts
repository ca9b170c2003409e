import type { AdminOperator } from '@snapmall/shared/contract';
import { roleFor } from '../src/modules/operators/roles';
import { operatorLogin, operatorToken, runOps, startTestServer, type TestServer } from './helpers';
import { requestApproved } from './approval-helpers';

/**
 * Operator roles (issue 19): owner, finance, catalogue, content, games. The server refuses any admin call outside
 * the caller's roles with 403; the owner manages operators; the shop always keeps an owner who can log in.
 */
let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ token: owner } = await operatorToken(server));
});
afterAll(() => server.close());

const save = (body: Record<string, unknown>, token = owner) => server.post<{ username: string; password?: string; roles: string[] }>('/api/admin/operator/save', body, { token });
const login = (username: string, password: string) => operatorLogin(server, username, password);

/** A new operator with these roles, logged in. */
async function withRoles(username: string, roles: string[]) {
  // A grant of owner or finance is approved by a second owner (issue 26).
  const made = await requestApproved<{ password?: string }>(server, '/api/admin/operator/save', { username, roles }, owner);
  expect(made.body.data.password).toMatch(/^[\w-]{16}$/);
  const session = await login(username, made.body.data.password!);
  expect(session.roles).toEqual(roles);
  return session.token;
}

describe('operator roles', () => {
  it('opens to each role its own calls and answers 403 to the rest', async () => {
    const tokens = {
      finance: await withRoles('fin_ops', ['finance']),
      catalogue: await withRoles('cat_ops', ['catalogue']),
      content: await withRoles('content_ops', ['content']),
      games: await withRoles('games_ops', ['games']),
    };
    const calls: Array<[string, Record<string, unknown>, keyof typeof tokens | 'owner']> = [
      ['/api/admin/deposit/list', { page: 1 }, 'finance'],
      ['/api/admin/withdraw/list', { page: 1 }, 'finance'],
      ['/api/admin/goods/list', { page: 1 }, 'catalogue'],
      ['/api/admin/order/list', { page: 1 }, 'catalogue'],
      ['/api/admin/notice/list', { page: 1 }, 'content'],
      ['/api/admin/config/get', {}, 'content'],
      ['/api/admin/lottery/game/list', { page: 1 }, 'games'],
      ['/api/admin/operator/list', {}, 'owner'],
      ['/api/admin/audit/list', { page: 1 }, 'owner'],
    ];
    for (const [url, body, role] of calls) {
      expect({ url, owner: (await server.post(url, body, { token: owner })).status }).toEqual({ url, owner: 200 });
      for (const [who, token] of Object.entries(tokens)) {
        const res = await server.post(url, body, { token });
        const expected = who === role ? 200 : 403;
        expect({ url, who, status: res.status }).toEqual({ url, who, status: expected });
        if (expected === 403) expect(res.body.msg).toBe('Your operator roles do not include this');
      }
    }
    // Every role may read what the shop told its operators; a refused call changed nothing.
    expect((await server.post('/api/admin/message/list', { page: 1 }, { token: tokens.games })).status).toBe(200);
    expect((await server.post('/api/admin/config/save', { key: 'download', value: { android: '', ios: '' } }, { token: tokens.finance })).status).toBe(403);
    expect((await server.db.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'config.save'"))[0]).toEqual({ n: 0 });
  });

  it('names a role for every admin call, so none falls to the owner by accident', () => {
    const admin = server.app.apiCatalog.filter((r) => r.auth === 'operator').map((r) => r.url);
    expect(admin.length).toBeGreaterThan(25);
    const ownersOnly = admin.filter((url) => roleFor(url) === 'owner').sort();
    // The registry of remotes is the owner's too (issue 25): a content operator once claimed the shell's own pages.
    expect(ownersOnly).toEqual(['/api/admin/approval/settings/save', '/api/admin/audit/list', '/api/admin/operator/factor-reset', '/api/admin/operator/list', '/api/admin/operator/save', '/api/admin/remote/retire', '/api/admin/remote/save']);
  });

  it('lets only the owner manage operators, audits it, ends a disabled operator\'s sessions, and keeps an owner', async () => {
    const finance = await withRoles('fin_two', ['finance']);
    expect((await save({ username: 'sneaky', roles: ['owner'] }, finance)).status).toBe(403);
    const widened = await save({ username: 'fin_two', roles: ['finance', 'games'] });
    expect(widened.body.data.password).toBeUndefined();
    expect((await server.post('/api/admin/lottery/game/list', { page: 1 }, { token: finance })).status).toBe(200);
    await save({ username: 'fin_two', roles: ['finance'], status: 'disabled' });
    expect((await server.post('/api/admin/deposit/list', { page: 1 }, { token: finance })).status).toBe(401);
    const [audit] = await server.db.query<{ before: unknown; after: unknown }>("SELECT before, after FROM audit_log WHERE action = 'operator.update' ORDER BY id DESC LIMIT 1");
    expect(audit).toEqual({ before: { roles: ['finance', 'games'], status: 'normal' }, after: { roles: ['finance'], status: 'disabled' } });
    const list = (await server.post<AdminOperator[]>('/api/admin/operator/list', {}, { token: owner })).body.data;
    expect(list.find((o) => o.username === 'fin_two')).toMatchObject({ roles: ['finance'], status: 'disabled' });
    expect(JSON.stringify(list)).not.toMatch(/password|hash/);
    expect((await save({ username: 'x', roles: ['root'] })).status).toBe(422);
  });

  it('never leaves the shop without an owner, also when two owners demote each other at once', async () => {
    const a = await withRoles('owner_a', ['owner']);
    const b = await withRoles('owner_b', ['owner']);
    // Only these two stay owners: the others step down first (one at a time, so this always leaves one).
    for (const o of (await server.post<AdminOperator[]>('/api/admin/operator/list', {}, { token: a })).body.data) {
      if (o.roles.includes('owner') && !['owner_a', 'owner_b'].includes(o.username)) await save({ username: o.username, roles: ['finance'] }, a);
    }
    const [one, two] = await Promise.all([save({ username: 'owner_b', roles: ['content'] }, a), save({ username: 'owner_a', roles: ['content'] }, b)]);
    const codes = [one.body.code, two.body.code].sort();
    expect(codes).toEqual([0, 1]);
    expect([one, two].find((r) => r.body.code === 0)!.body.msg).toBe('The shop needs at least one owner who can log in');
    const owners = (await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM operators WHERE 'owner' = ANY (roles) AND status = 'normal'"))[0];
    expect(owners).toEqual({ n: 1 });
  });

  it('adds an operator from the command line with its roles, printing its password once', async () => {
    const run = await runOps(server, 'operator:add', 'night_shift', 'finance,content');
    expect(run.status).toBe(0);
    const printed = JSON.parse(run.stdout) as { username: string; roles: string[]; password: string };
    expect(printed).toMatchObject({ username: 'night_shift', roles: ['finance', 'content'] });
    expect((await login('night_shift', printed.password)).roles).toEqual(['finance', 'content']);
    expect((await runOps(server, 'operator:add', 'bad_roles', 'finance,wizard')).status).not.toBe(0);
  });
});
