import type { AdminSessionRow } from '@snapmall/shared/contract';
import { operatorLogin, operatorToken, registerUser, startTestServer, type TestServer } from './helpers';

/**
 * Operator sessions (issue 26): logging out ends the token on every instance; an operator sees and ends their own
 * sessions, an owner anyone's; a session ends after OPERATOR_IDLE_MINUTES without a call and at a password reset.
 * Each refusal is tried as the one who would like it to pass.
 */
let server: TestServer;
let other: Awaited<ReturnType<TestServer['secondInstance']>>;
let owner: { token: string; username: string };
beforeAll(async () => {
  server = await startTestServer();
  other = await server.secondInstance();
  owner = await operatorToken(server);
});
afterAll(async () => {
  await other.close();
  await server.close();
});

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';
const DESK = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0';

/** A catalogue operator (no money role) made by the owner, and its password. */
async function catalogueOperator(username: string) {
  const made = await server.post<{ password: string }>('/api/admin/operator/save', { username, roles: ['catalogue'] }, { token: owner.token });
  expect(made.body.code).toBe(1);
  return made.body.data.password;
}

async function login(username: string, password: string, device = DESK, post = server.post) {
  return (await operatorLogin(server, username, password, { post, headers: { 'user-agent': device } })).token;
}

/** The HTTP status of a call any operator may make, with this token, on this instance. */
const statusWith = async (token: string, post = server.post) => (await post('/api/admin/message/unread', {}, { token })).status;
const sessions = (token: string, everyone?: 1) => server.post<AdminSessionRow[]>('/api/admin/session/list', everyone ? { everyone } : {}, { token });

describe('operator sessions', () => {
  it('logging out ends the token on every instance, and the logged-out token cannot log out again', async () => {
    const password = await catalogueOperator('sess_logout');
    const token = await login('sess_logout', password);
    expect(await statusWith(token, other.post)).toBe(200);
    const out = await other.post('/api/admin/logout', {}, { token });
    expect(out.body.code).toBe(1);
    expect(await statusWith(token)).toBe(401);
    expect(await statusWith(token, other.post)).toBe(401);
    expect((await server.post('/api/admin/logout', {}, { token })).status).toBe(401);
    // Nor does a customer's token, or none, reach the call.
    const customer = await registerUser(server);
    expect((await server.post('/api/admin/logout', {}, { token: customer.token })).status).toBe(401);
    expect((await server.post('/api/admin/logout', {})).status).toBe(401);
  });

  it('lists the caller’s own sessions with device, address and last use, the current one marked', async () => {
    const password = await catalogueOperator('sess_list');
    const desk = await login('sess_list', password, DESK);
    const phone = await login('sess_list', password, PHONE);
    const mine = (await sessions(phone)).body.data;
    expect(mine.map((s) => s.operator)).toEqual(['sess_list', 'sess_list']);
    expect(mine.map((s) => s.device).sort()).toEqual([DESK, PHONE].sort());
    expect(mine.find((s) => s.current)?.device).toBe(PHONE);
    expect(mine.every((s) => s.address === '127.0.0.1' && s.last_used >= s.createtime && s.expires > s.last_used)).toBe(true);
    // Another operator's sessions are not in it, and everyone's is the owner's view alone.
    expect(mine.some((s) => s.operator === owner.username)).toBe(false);
    const everyone = await sessions(desk, 1);
    expect({ status: everyone.status, code: everyone.body.code }).toEqual({ status: 200, code: 0 });
    const all = (await sessions(owner.token, 1)).body.data.map((s) => s.operator);
    expect(all).toEqual(expect.arrayContaining([owner.username, 'sess_list']));
  });

  it('an operator ends their own other session; not another operator’s; an owner ends anyone’s, audited', async () => {
    const password = await catalogueOperator('sess_end');
    const desk = await login('sess_end', password, DESK);
    const phone = await login('sess_end', password, PHONE);
    const phoneId = (await sessions(desk)).body.data.find((s) => s.device === PHONE)!.id;
    expect((await server.post('/api/admin/session/end', { id: phoneId }, { token: desk })).body.code).toBe(1);
    expect(await statusWith(phone, other.post)).toBe(401);
    expect(await statusWith(desk)).toBe(200);

    // The owner's session, named by its id, is refused to a non-owner, like an id that does not exist.
    const ownerId = (await sessions(owner.token)).body.data.find((s) => s.current)!.id;
    const theirs = await server.post('/api/admin/session/end', { id: ownerId }, { token: desk });
    const none = await server.post('/api/admin/session/end', { id: 999_999_999 }, { token: desk });
    expect([theirs.body.code, none.body.code]).toEqual([0, 0]);
    expect(theirs.body.msg).toBe(none.body.msg);
    expect(await statusWith(owner.token)).toBe(200);

    const deskId = (await sessions(desk)).body.data.find((s) => s.current)!.id;
    expect((await server.post('/api/admin/session/end', { id: deskId }, { token: owner.token })).body.code).toBe(1);
    expect(await statusWith(desk, other.post)).toBe(401);
    const [record] = await server.db.query<{ actor: string; action: string; before: { session: number; device: string } }>(
      "SELECT actor, action, before FROM audit_log WHERE action = 'operator.session.end' ORDER BY id DESC LIMIT 1",
    );
    expect(record).toEqual({ actor: `operator:${owner.username}`, action: 'operator.session.end', before: expect.objectContaining({ session: deskId, device: DESK }) });
  });

  it('a session idle past the idle time ends on every instance; one in use lives on', async () => {
    const password = await catalogueOperator('sess_idle');
    const idle = await login('sess_idle', password);
    const busy = await login('sess_idle', password, PHONE);
    await server.db.query("UPDATE operator_tokens SET last_used_at = now() - interval '31 minutes' WHERE device = $1 AND operator_id = (SELECT id FROM operators WHERE username = 'sess_idle')", [DESK]);
    await server.db.query("UPDATE operator_tokens SET last_used_at = now() - interval '29 minutes' WHERE device = $1 AND operator_id = (SELECT id FROM operators WHERE username = 'sess_idle')", [PHONE]);
    expect(await statusWith(idle)).toBe(401);
    expect(await statusWith(idle, other.post)).toBe(401);
    // A call moves the last use on, so the busy one is not idle a minute later either.
    expect(await statusWith(busy, other.post)).toBe(200);
    const [row] = await server.db.query<{ idle_seconds: number }>(
      "SELECT extract(epoch FROM now() - last_used_at)::int AS idle_seconds FROM operator_tokens WHERE device = $1 AND operator_id = (SELECT id FROM operators WHERE username = 'sess_idle')",
      [PHONE],
    );
    expect(row!.idle_seconds).toBeLessThan(60);
    expect((await sessions(busy)).body.data.map((s) => s.device)).toEqual([PHONE]);
  });

  it('the idle time is OPERATOR_IDLE_MINUTES', async () => {
    const strict = await startTestServer({ operatorIdleMinutes: 5 });
    try {
      const { token } = await operatorToken(strict);
      await strict.db.query("UPDATE operator_tokens SET last_used_at = now() - interval '6 minutes'");
      expect((await strict.post('/api/admin/message/unread', {}, { token })).status).toBe(401);
    } finally {
      await strict.close();
    }
  });

  it('a password set by the owner ends every session of that operator', async () => {
    const password = await catalogueOperator('sess_reset');
    const token = await login('sess_reset', password);
    const reset = await server.post('/api/admin/operator/save', { username: 'sess_reset', roles: ['catalogue'], password: 'another-secret-9' }, { token: owner.token });
    expect(reset.body.code).toBe(1);
    expect(await statusWith(token, other.post)).toBe(401);
    expect(await login('sess_reset', 'another-secret-9')).toEqual(expect.any(String));
  });
});
