import type { AdminLoginAnswer, AdminSessionAnswer, AdminTicketAnswer, PasskeyCreationOptions, PasskeyRequestOptions, TotpSetup } from '@snapmall/shared/contract';
import { OperatorService } from '../src/modules/operators/service';
import { operatorToken, runOps, startTestServer, type TestServer } from './helpers';
import { SoftAuthenticator } from './support/authenticator';
import { INJECT_ORIGIN, totpCode } from './support/factor-flow';

/**
 * A second factor for every operator (issue 26): passkeys verified for real (a software authenticator's ES256
 * attestation and assertions), TOTP codes computed here, recovery codes; tickets that open nothing else; lockout,
 * replay, an owner's reset, OPERATOR_MFA, and two instances sharing challenges. Each refusal is tried as the attacker.
 */
let server: TestServer;
let owner: { token: string; username: string };
const PASSWORD = 'factor-pass-1';
const WRONG_CODE = /not right, or it was used already/;

beforeAll(async () => {
  server = await startTestServer();
  owner = await operatorToken(server);
});
afterAll(() => server?.close());

type Post = TestServer['post'];
async function call<T>(url: string, body: object, token?: string, post: Post = server.post) {
  return post<T>(url, body, token ? { token } : {});
}
async function ok<T>(url: string, body: object, token?: string, post: Post = server.post): Promise<T> {
  const res = await call<T>(url, body, token, post);
  if (res.body.code !== 1) throw new Error(`${url}: ${res.status} ${res.body.msg}`);
  return res.body.data;
}
const operatorId = async (username: string) => (await server.db.query<{ id: number }>('SELECT id FROM operators WHERE username = $1', [username]))[0]!.id;
const make = (username: string, roles: Array<'owner' | 'finance' | 'content' | 'games' | 'catalogue'>) =>
  new OperatorService(server.db).save('cli:test', { username, roles, password: PASSWORD });
const login = (username: string, post: Post = server.post) => ok<AdminLoginAnswer>('/api/admin/login', { username, password: PASSWORD }, undefined, post);
const ticketOf = async (username: string, post: Post = server.post) => (await login(username, post)) as AdminTicketAnswer;
const auditOf = (action: string) => server.db.query<{ actor: string; before: unknown; after: unknown }>('SELECT actor, before, after FROM audit_log WHERE action = $1 ORDER BY id', [action]);

/** Enrols a passkey for an operator with no factor; answers the authenticator and the first session. */
async function enrolPasskey(username: string) {
  const key = new SoftAuthenticator(INJECT_ORIGIN);
  const { ticket, step } = await ticketOf(username);
  expect(step).toBe('enrol');
  const options = await ok<PasskeyCreationOptions>('/api/admin/login/enrol/passkey/options', { ticket });
  const session = await ok<AdminSessionAnswer>('/api/admin/login/enrol/passkey', { ticket, response: key.register(options), name: 'Desk key' });
  return { key, session };
}

/** Enrols an authenticator app; answers its secret and the first session (its code's step is then used). */
async function enrolTotp(username: string) {
  const { ticket } = await ticketOf(username);
  const { secret } = await ok<TotpSetup>('/api/admin/login/enrol/totp/options', { ticket });
  const session = await ok<AdminSessionAnswer>('/api/admin/login/enrol/totp', { ticket, code: totpCode(secret) });
  return { secret, session };
}

describe('a finance operator', () => {
  it('gets no token with the password alone, only an enrolment ticket; enrols a passkey, then logs in with it', async () => {
    await make('fa_fin', ['finance']);
    const first = await login('fa_fin');
    expect(first).toEqual({ ticket: expect.any(String), step: 'enrol', methods: [], username: 'fa_fin', expires_in: expect.any(Number) });
    expect(first).not.toHaveProperty('token');

    const { key, session } = await enrolPasskey('fa_fin');
    expect(session.roles).toEqual(['finance']);
    expect(session.recovery_codes).toHaveLength(10);
    expect(new Set(session.recovery_codes).size).toBe(10);
    // Recovery codes are kept hashed: no code is in the table as it was shown.
    const stored = await server.db.query<{ code_hash: string }>('SELECT code_hash FROM operator_recovery_codes');
    expect(stored.some((r) => session.recovery_codes!.some((c) => r.code_hash.includes(c.replace('-', ''))))).toBe(false);
    expect((await call('/api/admin/deposit/list', { page: 1 }, session.token)).status).toBe(200);

    const verify = await ticketOf('fa_fin');
    expect(verify).toMatchObject({ step: 'verify', methods: ['passkey', 'recovery'] });
    const options = await ok<PasskeyRequestOptions>('/api/admin/login/passkey/options', { ticket: verify.ticket });
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    const assertion = key.assert(options);
    const second = await ok<AdminSessionAnswer>('/api/admin/login/passkey', { ticket: verify.ticket, response: assertion });
    expect((await call('/api/admin/withdraw/list', { page: 1 }, second.token)).status).toBe(200);
    // The same assertion again (a replay), and the used ticket: both refused.
    const again = await ticketOf('fa_fin');
    expect((await call('/api/admin/login/passkey', { ticket: again.ticket, response: assertion })).body.code).toBe(0);
    expect((await call('/api/admin/login/passkey', { ticket: verify.ticket, response: assertion })).body.msg).toMatch(/expired/);
    expect(await auditOf('operator.factor.add')).toContainEqual({ actor: 'operator:fa_fin', before: null, after: { kind: 'passkey', name: 'Desk key' } });
  });

  it('refuses a passkey from another origin, for another challenge, signed by another key, or not verified', async () => {
    await make('fa_forge', ['finance']);
    const { key } = await enrolPasskey('fa_forge');
    const thief = new SoftAuthenticator(INJECT_ORIGIN);
    const tries: Array<(o: PasskeyRequestOptions) => object> = [
      (o) => key.assert(o, { origin: 'https://evil.example' }),
      (o) => key.assert(o, { challenge: 'c29tZS1vdGhlci1jaGFsbGVuZ2U' }),
      (o) => key.assert(o, { rpId: 'evil.example' }),
      (o) => key.assert(o, { signWith: thief }),
      (o) => thief.assert(o),
    ];
    for (const forge of tries) {
      const { ticket } = await ticketOf('fa_forge');
      const options = await ok<PasskeyRequestOptions>('/api/admin/login/passkey/options', { ticket });
      const res = await call<unknown>('/api/admin/login/passkey', { ticket, response: forge(options) });
      expect({ status: res.status, code: res.body.code, msg: res.body.msg }).toEqual({ status: 200, code: 0, msg: 'That passkey could not be verified; please try again' });
    }
    // A registration without user verification is refused too.
    await make('fa_nouv', ['finance']);
    const { ticket } = await ticketOf('fa_nouv');
    const options = await ok<PasskeyCreationOptions>('/api/admin/login/enrol/passkey/options', { ticket });
    const res = await call('/api/admin/login/enrol/passkey', { ticket, response: new SoftAuthenticator(INJECT_ORIGIN).register(options, { noUserVerification: true }), name: 'x' });
    expect(res.body.code).toBe(0);
  });
});

describe('TOTP and recovery codes', () => {
  it('takes a right code once: a wrong code and a replayed one are refused', async () => {
    await make('fa_app', ['owner']);
    const { secret, session } = await enrolTotp('fa_app');
    expect(session.roles).toEqual(['owner']);
    const verify = await ticketOf('fa_app');
    expect(verify.methods).toEqual(['totp', 'recovery']);
    const wrong = String((Number(totpCode(secret, 1)) + 1) % 1_000_000).padStart(6, '0');
    expect((await call('/api/admin/login/totp', { ticket: verify.ticket, code: wrong })).body.msg).toMatch(WRONG_CODE);
    // The enrolment's own code is used: a replay of it is refused.
    expect((await call('/api/admin/login/totp', { ticket: verify.ticket, code: totpCode(secret) })).body.msg).toMatch(WRONG_CODE);
    const code = totpCode(secret, 1);
    expect((await call<AdminSessionAnswer>('/api/admin/login/totp', { ticket: verify.ticket, code })).body.data.token).toEqual(expect.any(String));
    const again = await ticketOf('fa_app');
    expect((await call('/api/admin/login/totp', { ticket: again.ticket, code })).body.msg).toMatch(WRONG_CODE);
  });

  it('takes a recovery code once, audited', async () => {
    await make('fa_rec', ['finance']);
    const { session } = await enrolTotp('fa_rec');
    const [code] = session.recovery_codes!;
    const first = await ticketOf('fa_rec');
    // Typed in lower case and without the dash, it is the same code.
    const done = await ok<AdminSessionAnswer>('/api/admin/login/recovery', { ticket: first.ticket, code: code!.toLowerCase().replace('-', '') });
    expect(done.token).toEqual(expect.any(String));
    const second = await ticketOf('fa_rec');
    expect((await call('/api/admin/login/recovery', { ticket: second.ticket, code })).body.msg).toMatch(WRONG_CODE);
    expect((await auditOf('operator.recovery.use')).at(-1)).toEqual({ actor: 'operator:fa_rec', before: null, after: { left: 9 } });
  });

  it('locks the codes after 10 wrong ones, like passwords, and the right code is then refused too', async () => {
    await make('fa_lock', ['finance']);
    const { secret } = await enrolTotp('fa_lock');
    const { ticket } = await ticketOf('fa_lock');
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => call('/api/admin/login/totp', { ticket, code: String(100000 + i) })));
    expect(answers.filter((a) => WRONG_CODE.test(a.body.msg))).toHaveLength(10);
    expect(answers.filter((a) => /locked/.test(a.body.msg))).toHaveLength(4);
    const right = await call('/api/admin/login/totp', { ticket, code: totpCode(secret, 1) });
    expect(right.body).toMatchObject({ code: 0, msg: expect.stringMatching(/Sign-in codes are locked/) });
    // The password's own lock is another: the password is still taken (a ticket answered).
    expect(await ticketOf('fa_lock')).toMatchObject({ step: 'verify' });
  });
});

describe('the ticket', () => {
  it('opens no other admin call, and a verify ticket opens no enrolment (nor an enrol ticket a login)', async () => {
    await make('fa_tick', ['finance']);
    const enrol = await ticketOf('fa_tick');
    const admin = server.app.apiCatalog.filter((r) => r.auth === 'operator');
    expect(admin.length).toBeGreaterThan(30);
    for (const route of admin) {
      const res = await server.post(route.url, {}, { token: enrol.ticket });
      expect({ url: route.url, status: res.status }).toEqual({ url: route.url, status: 401 });
    }
    expect((await call('/api/admin/login/totp', { ticket: enrol.ticket, code: '123456' })).body.msg).toMatch(/expired/);
    await enrolTotp('fa_tick');
    const verify = await ticketOf('fa_tick');
    for (const url of ['/api/admin/login/enrol/totp/options', '/api/admin/login/enrol/passkey/options']) {
      expect((await call(url, { ticket: verify.ticket })).body.msg).toMatch(/expired/);
    }
    expect((await call('/api/admin/login/totp', { ticket: 'f'.repeat(64), code: '123456' })).body.msg).toMatch(/expired/);
  });
});

describe('an operator’s own factors', () => {
  it('adds a passkey, removes a factor but never the last one, and draws new recovery codes; all audited', async () => {
    await make('fa_self', ['finance']);
    const { secret, session } = await enrolTotp('fa_self');
    const token = session.token;
    const key = new SoftAuthenticator(INJECT_ORIGIN);
    const options = await ok<PasskeyCreationOptions>('/api/admin/factor/passkey/options', {}, token);
    const listed = await ok<{ passkeys: Array<{ id: number; name: string }>; totp: object | null; required: boolean }>('/api/admin/factor/passkey/add', { response: key.register(options), name: 'Phone' }, token);
    expect(listed).toMatchObject({ passkeys: [{ name: 'Phone' }], totp: expect.any(Object), required: true });
    // The same authenticator again: its credential is known.
    const again = await ok<PasskeyCreationOptions>('/api/admin/factor/passkey/options', {}, token);
    expect(again.excludeCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    expect((await call('/api/admin/factor/passkey/add', { response: key.register(again), name: 'Phone' }, token)).body.code).toBe(0);

    await ok('/api/admin/factor/remove', { kind: 'totp' }, token);
    const last = await call('/api/admin/factor/remove', { kind: 'passkey', id: listed.passkeys[0]!.id }, token);
    expect(last.body).toMatchObject({ code: 0, msg: expect.stringMatching(/Keep at least one/) });
    // Another operator's passkey id is not theirs to remove.
    expect((await call('/api/admin/factor/remove', { kind: 'passkey', id: 999_999 }, token)).body.code).toBe(0);
    const codes = await ok<{ codes: string[] }>('/api/admin/factor/recovery', {}, token);
    expect(codes.codes).toHaveLength(10);
    // The old codes are void.
    const { ticket } = await ticketOf('fa_self');
    expect((await call('/api/admin/login/recovery', { ticket, code: session.recovery_codes![0] })).body.code).toBe(0);
    expect(await ok('/api/admin/login/recovery', { ticket, code: codes.codes[0] })).toMatchObject({ token: expect.any(String) });
    expect(secret).toEqual(expect.any(String));
    const actions = (await server.db.query<{ action: string }>("SELECT action FROM audit_log WHERE actor = 'operator:fa_self' ORDER BY id")).map((r) => r.action);
    expect(actions).toEqual(['operator.factor.add', 'operator.factor.add', 'operator.factor.remove', 'operator.recovery.new', 'operator.recovery.use']);
  });
});

describe('an owner’s reset', () => {
  it('removes another operator’s factors and ends their sessions; they enrol again; a non-owner is refused', async () => {
    await make('fa_reset', ['finance']);
    const { session } = await enrolTotp('fa_reset');
    const id = await operatorId('fa_reset');
    // The finance operator may not reset anyone (their own included).
    expect((await call('/api/admin/operator/factor-reset', { id: await operatorId(owner.username) }, session.token)).status).toBe(403);
    expect((await call('/api/admin/operator/factor-reset', { id: await operatorId(owner.username) }, owner.token)).body.msg).toMatch(/Security page/);
    await ok('/api/admin/operator/factor-reset', { id }, owner.token);
    expect((await call('/api/admin/message/unread', {}, session.token)).status).toBe(401);
    expect(await ticketOf('fa_reset')).toMatchObject({ step: 'enrol' });
    expect((await auditOf('operator.factor.reset')).at(-1)).toEqual({ actor: `operator:${owner.username}`, before: { passkeys: 0, totp: true }, after: null });
    expect((await call('/api/admin/operator/factor-reset', { id: 999_999 }, owner.token)).body.code).toBe(0);
  });
});

describe('OPERATOR_MFA', () => {
  it('off: every operator gets a token with the password; all: a content operator must enrol too', async () => {
    const off = await startTestServer({ operatorMfa: 'off' });
    const all = await startTestServer({ operatorMfa: 'all' });
    try {
      for (const s of [off, all]) await new OperatorService(s.db).save('cli:test', { username: 'fa_rule', roles: ['content'], password: PASSWORD });
      await new OperatorService(off.db).save('cli:test', { username: 'fa_boss', roles: ['owner'], password: PASSWORD });
      expect((await off.post('/api/admin/login', { username: 'fa_boss', password: PASSWORD })).body.data).toHaveProperty('token');
      expect((await all.post('/api/admin/login', { username: 'fa_rule', password: PASSWORD })).body.data).toMatchObject({ step: 'enrol' });
      // The default: a content operator needs none.
      await make('fa_content', ['content']);
      expect(await login('fa_content')).toHaveProperty('token');
    } finally {
      await off.close();
      await all.close();
    }
  });
});

describe('two instances', () => {
  it('verifies on one instance the passkey challenge another issued, and takes a TOTP code once across both', async () => {
    const other = await server.secondInstance();
    try {
      await make('fa_two', ['finance']);
      const { key } = await enrolPasskey('fa_two');
      const { ticket } = await ticketOf('fa_two', other.post);
      const options = await ok<PasskeyRequestOptions>('/api/admin/login/passkey/options', { ticket }, undefined, other.post);
      expect(await ok('/api/admin/login/passkey', { ticket, response: key.assert(options) })).toMatchObject({ token: expect.any(String) });

      await make('fa_two_app', ['finance']);
      const { secret } = await enrolTotp('fa_two_app');
      const [a, b] = [await ticketOf('fa_two_app'), await ticketOf('fa_two_app', other.post)];
      const code = totpCode(secret, 1);
      const answers = await Promise.all([call('/api/admin/login/totp', { ticket: a.ticket, code }), call('/api/admin/login/totp', { ticket: b.ticket, code }, undefined, other.post)]);
      expect(answers.map((r) => r.body.code).sort()).toEqual([0, 1]);
    } finally {
      await other.close();
    }
  });
});

describe('an enrolment link', () => {
  it('is printed by operator:add, enrols once with the password, and is refused after use or for another operator', async () => {
    const run = await runOps(server, 'operator:add', 'fa_new', 'finance');
    expect(run.status).toBe(0);
    const printed = JSON.parse(run.stdout) as { password: string; enrol_link: string };
    const link = new URL(printed.enrol_link).hash.split('link=')[1]!;
    expect(printed.enrol_link).toMatch(/\/admin\/#\/enrol\?link=/);
    // Another operator's password with this link: refused, and the link is still good.
    expect((await call('/api/admin/login/link', { link, username: owner.username, password: 'operator123' })).body.msg).toMatch(/not valid/);
    const answer = await ok<AdminTicketAnswer>('/api/admin/login/link', { link, username: 'fa_new', password: printed.password });
    expect(answer.step).toBe('enrol');
    expect((await call('/api/admin/login/link', { link, username: 'fa_new', password: printed.password })).body.msg).toMatch(/not valid/);
    expect((await auditOf('operator.enrol.link')).length).toBeGreaterThan(0);
  });
});
