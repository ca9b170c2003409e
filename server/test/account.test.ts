import type { UserInfo } from '@snapmall/shared/contract';
import { newcomer, registerUser, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const countUsers = async () => Number((await server.db.query<{ n: bigint }>('SELECT count(*) AS n FROM users'))[0]!.n);

describe('register', () => {
  it('creates the user, logs them in and answers the user info of SPEC §3 with the vip object', async () => {
    const body = newcomer();
    const res = await server.post<{ userinfo: UserInfo }>('/api/user/register', body);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    const info = res.body.data.userinfo;
    expect(info).toMatchObject({ username: body.username, realname: 'Ada Lovelace', mobile: '0912345678', money: '0.00' });
    expect(info.token).toMatch(/^[0-9a-f]{64}$/);
    expect(info.expires_in).toBeGreaterThan(0);
    expect(info.is_paypassword).toBe(0);
    expect(info.vip).toMatchObject({ level: 1, withdraw_num: 1 });
    expect(JSON.stringify(info)).not.toMatch(/argon2|password_hash/);
  });

  it('stores only a hash of the token and an argon2id hash of the password', async () => {
    const user = await registerUser(server);
    const [row] = await server.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.userinfo.id]);
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const tokens = await server.db.query<{ token_hash: string }>('SELECT token_hash FROM user_tokens WHERE user_id = $1', [user.userinfo.id]);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.token_hash).not.toBe(user.token);
  });

  it('refuses a username that is taken, whatever its letter case', async () => {
    const user = await registerUser(server);
    const res = await server.post('/api/user/register', newcomer({ username: user.username.toUpperCase() }));
    expect(res.body).toMatchObject({ code: 0, msg: 'This username is already taken' });
  });

  it('lets exactly one of many concurrent sign-ups with one username through', async () => {
    const body = newcomer();
    const before = await countUsers();
    const results = await Promise.all(Array.from({ length: 6 }, () => server.post('/api/user/register', body)));
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(5);
    expect(await countUsers()).toBe(before + 1);
  });

  it('answers 422 with an errors object for mismatched passwords and changes nothing', async () => {
    const before = await countUsers();
    const res = await server.post('/api/user/register', newcomer({ repassword: 'other123' }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ repassword: ['Passwords do not match'] });
    expect(res.body.msg).toBe('Passwords do not match');
    expect(await countUsers()).toBe(before);
  });

  it.each([
    ['a missing field', { realname: undefined }, 'realname', 'Real name is required'],
    ['a short mobile number', { mobile: '12345' }, 'mobile', 'Please enter 6-19 digits'],
    ['a mobile number with letters', { mobile: '12345abc' }, 'mobile', 'Please enter 6-19 digits'],
    ['a weak password', { password: 'abcdef', repassword: 'abcdef' }, 'password', 'Password: 6-20 characters with both letters and digits'],
    ['an over-long real name', { realname: 'x'.repeat(51) }, 'realname', 'Real name must be at most 50 characters'],
    ['a wrong type', { mobile: 912345678 }, 'mobile', 'Mobile number has the wrong type'],
    ['an unknown field', { admin: true }, 'admin', 'Unknown field: admin'],
  ])('answers 422 for %s', async (_name, extra, field, message) => {
    const before = await countUsers();
    const res = await server.post('/api/user/register', newcomer(extra));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(422);
    expect(res.body.errors?.[field]).toContain(message);
    expect(await countUsers()).toBe(before);
  });

  it('links the referrer by invite code and refuses an unknown code', async () => {
    const referrer = await registerUser(server);
    const referred = await registerUser(server, { invite_code: referrer.userinfo.invite_code.toLowerCase() });
    expect(referred.userinfo.pid).toBe(referrer.userinfo.id);
    const res = await server.post('/api/user/register', newcomer({ invite_code: 'NOPE0000' }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ invite_code: ['Invite code not found'] });
  });

  it('answers in the request language', async () => {
    const res = await server.post('/api/user/register?lang=zh-tw', newcomer({ repassword: 'other123' }));
    expect(res.body.msg).toBe('兩次輸入的密碼不一致');
  });
});

describe('login', () => {
  it('issues a new token at every login and keeps the bookkeeping', async () => {
    const user = await registerUser(server);
    const first = await server.post<{ userinfo: UserInfo }>('/api/user/login', { account: user.username, password: user.password });
    const second = await server.post<{ userinfo: UserInfo }>('/api/user/login', { account: user.username, password: user.password });
    expect(first.body.code).toBe(1);
    expect(second.body.data.userinfo.token).not.toBe(first.body.data.userinfo.token);
    // successions is the daily sign-in streak: logging in does not count.
    expect(second.body.data.userinfo).toMatchObject({ loginip: '127.0.0.1', successions: 0, maxsuccessions: 0, loginfailure: 0 });
    expect(second.body.data.userinfo.logintime).toBeGreaterThanOrEqual(second.body.data.userinfo.prevtime);
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const user = await registerUser(server);
    const wrong = await server.post('/api/user/login', { account: user.username, password: 'nope12345' });
    const unknown = await server.post('/api/user/login', { account: 'nobody_here', password: 'nope12345' });
    expect(wrong.body).toMatchObject({ code: 0, msg: 'Incorrect account or password' });
    expect(unknown.body.msg).toBe(wrong.body.msg);
  });

  it('locks password login for 15 minutes after 10 failures in a row, the right password included', async () => {
    const user = await registerUser(server);
    for (let i = 0; i < 10; i++) {
      const res = await server.post('/api/user/login', { account: user.username, password: 'wrong999' });
      expect(res.body.msg).toBe('Incorrect account or password');
    }
    const locked = await server.post('/api/user/login', { account: user.username, password: user.password });
    expect(locked.body).toMatchObject({ code: 0, msg: expect.stringContaining('locked for 15 more minute') });
    await server.db.query(
      "UPDATE secret_attempts SET last_failure = now() - interval '16 minutes' WHERE scope = 'login' AND subject = lower($1)",
      [user.username],
    );
    const after = await server.post<{ userinfo: UserInfo }>('/api/user/login', { account: user.username, password: user.password });
    expect(after.body.code).toBe(1);
    expect(after.body.data.userinfo.loginfailure).toBe(0);
  });

  it('needs both fields', async () => {
    const res = await server.post('/api/user/login', { account: '' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toEqual(expect.arrayContaining(['account', 'password']));
  });
});

describe('session', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    expect((await server.post('/api/user/retval', {})).status).toBe(401);
    const res = await server.post('/api/user/retval', {}, { token: 'f'.repeat(64) });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, msg: 'Please log in first' });
  });

  it('refreshes the user info with the token from the header or the body', async () => {
    const user = await registerUser(server);
    const byHeader = await server.post<UserInfo>('/api/user/retval', {}, { token: user.token });
    const byBody = await server.post<UserInfo>('/api/user/retval', { token: user.token });
    expect(byHeader.body.data).toMatchObject({ username: user.username, token: user.token });
    expect(byBody.body.data.username).toBe(user.username);
  });

  it('answers 401 once the token has expired', async () => {
    const user = await registerUser(server);
    await server.db.query("UPDATE user_tokens SET expiretime = now() - interval '1 second' WHERE user_id = $1", [user.userinfo.id]);
    expect((await server.post('/api/user/retval', {}, { token: user.token })).status).toBe(401);
  });

  it('logout revokes the token', async () => {
    const user = await registerUser(server);
    expect((await server.post('/api/user/logout', {}, { token: user.token })).body.code).toBe(1);
    expect((await server.post('/api/user/retval', {}, { token: user.token })).status).toBe(401);
  });
});

describe('profile and passwords', () => {
  it('updates the profile fields it is given and validates them', async () => {
    const user = await registerUser(server);
    const res = await server.post<UserInfo>(
      '/api/user/profile',
      { nickname: 'Ada', gender: 2, birthday: '1990-12-10', bio: 'Hi', email: 'ada@example.com' },
      { token: user.token },
    );
    expect(res.body.data).toMatchObject({ nickname: 'Ada', gender: 2, birthday: '1990-12-10', bio: 'Hi', email: 'ada@example.com' });
    const bad = await server.post('/api/user/profile', { email: 'not-an-email', gender: 7 }, { token: user.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.email).toEqual(['Please enter a valid e-mail address']);
    const again = await server.post<UserInfo>('/api/user/retval', {}, { token: user.token });
    expect(again.body.data.email).toBe('ada@example.com');
  });

  it('changes the login password only with the old one, then revokes every session', async () => {
    const user = await registerUser(server);
    const login = await server.post<{ userinfo: UserInfo }>('/api/user/login', { account: user.username, password: user.password });
    const wrongOld = await server.post('/api/user/updatepassword', { oldpassword: 'bad12345', newpassword: 'fresh123', renewpassword: 'fresh123' }, { token: user.token });
    expect(wrongOld.body).toMatchObject({ code: 0, msg: 'The old password is incorrect' });
    const ok = await server.post('/api/user/updatepassword', { oldpassword: user.password, newpassword: 'fresh123', renewpassword: 'fresh123' }, { token: user.token });
    expect(ok.body.code).toBe(1);
    expect((await server.post('/api/user/retval', {}, { token: user.token })).status).toBe(401);
    expect((await server.post('/api/user/retval', {}, { token: login.body.data.userinfo.token })).status).toBe(401);
    expect((await server.post('/api/user/login', { account: user.username, password: user.password })).body.code).toBe(0);
    expect((await server.post('/api/user/login', { account: user.username, password: 'fresh123' })).body.code).toBe(1);
  });

  it('sets the withdrawal password once, then changes it only with the old one', async () => {
    const user = await registerUser(server);
    const headers = { token: user.token };
    const mismatch = await server.post('/api/user/setpaypassword', { paypassword: '123456', repaypassword: '654321' }, headers);
    expect(mismatch.body.errors).toEqual({ repaypassword: ['Passwords do not match'] });
    const notDigits = await server.post('/api/user/setpaypassword', { paypassword: 'abc123', repaypassword: 'abc123' }, headers);
    expect(notDigits.body.errors?.paypassword).toEqual(['Withdrawal password: 6-20 digits']);
    const set = await server.post<UserInfo>('/api/user/setpaypassword', { paypassword: '123456', repaypassword: '123456' }, headers);
    expect(set.body.data.is_paypassword).toBe(1);
    const again = await server.post('/api/user/setpaypassword', { paypassword: '111111', repaypassword: '111111' }, headers);
    expect(again.body).toMatchObject({ code: 0, msg: 'A withdrawal password is already set; change it instead' });
    const wrongOld = await server.post('/api/user/updatepaypassword', { oldpaypassword: '000000', newpaypassword: '222222', renewpaypassword: '222222' }, headers);
    expect(wrongOld.body.msg).toBe('The old withdrawal password is incorrect');
    const changed = await server.post('/api/user/updatepaypassword', { oldpaypassword: '123456', newpaypassword: '222222', renewpaypassword: '222222' }, headers);
    expect(changed.body.code).toBe(1);
  });

  it('refuses to change a withdrawal password that was never set', async () => {
    const user = await registerUser(server);
    const res = await server.post('/api/user/updatepaypassword', { oldpaypassword: '123456', newpaypassword: '222222', renewpaypassword: '222222' }, { token: user.token });
    expect(res.body.msg).toBe('No withdrawal password is set yet');
  });
});
