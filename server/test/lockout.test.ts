import type { UserInfo } from '@snapmall/shared/contract';
import { OperatorService } from '../src/modules/operators/service';
import { operatorToken, registerUser, startTestServer, type TestServer } from './helpers';

/**
 * Secrets under attack: at most 10 login-password checks per name per lock window however many arrive at once
 * (also over two server instances), wrong old passwords counted, unknown names locked like known ones, the
 * withdrawal password locked after 5 wrong wherever asked, and concurrent password changes taking effect once.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const LOCKED = /locked for \d+ more minute/;
const login = (account: string, password: string, post = server.post) =>
  post<{ userinfo: UserInfo }>('/api/user/login', { account, password });

describe('login password', () => {
  it('checks at most 10 of 29 wrong passwords sent at once, then refuses the right one too', async () => {
    const user = await registerUser(server);
    const answers = await Promise.all(Array.from({ length: 29 }, (_, i) => login(user.username, `wrong${i}x`)));
    const checked = answers.filter((a) => a.body.msg === 'Incorrect account or password').length;
    expect(checked).toBe(10);
    expect(answers.filter((a) => LOCKED.test(a.body.msg)).length).toBe(19);
    const right = await login(user.username, user.password);
    expect(right.body).toMatchObject({ code: 0, msg: expect.stringMatching(LOCKED) });
  });

  it('holds the limit across two server instances on one database', async () => {
    const user = await registerUser(server);
    const other = await server.secondInstance();
    try {
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) => login(user.username, `wrong${i}x`, i % 2 ? other.post : server.post)),
      );
      expect(answers.filter((a) => a.body.msg === 'Incorrect account or password').length).toBe(10);
      expect((await login(user.username, user.password, other.post)).body.msg).toMatch(LOCKED);
    } finally {
      await other.close();
    }
  });

  it('lets a right password among a burst of guesses wipe out none of them: never more than 10 wrong are checked', async () => {
    const user = await registerUser(server);
    const right = login(user.username, user.password);
    // The guesses start once the right attempt is in flight, as an attacker racing the owner would.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const answers = await Promise.all(Array.from({ length: 28 }, (_, i) => login(user.username, `wrong${i}x`)));
    expect((await right).body.code).toBe(1);
    expect(answers.filter((a) => a.body.msg === 'Incorrect account or password').length).toBeLessThanOrEqual(10);
    expect((await login(user.username, user.password)).body.msg).toMatch(LOCKED);
  });

  it('gives a name registered after guesses at it a clean slate', async () => {
    const name = `fresh${Date.now() % 100000}`;
    for (let i = 0; i < 10; i++) await login(name, 'wrong999');
    const user = await registerUser(server, { username: name });
    expect(user.userinfo.loginfailure).toBe(0);
    expect((await login(name, user.password)).body.code).toBe(1);
  });

  it('answers an unknown name exactly like a known one, the lock included', async () => {
    const known = await registerUser(server);
    const run = async (account: string) => {
      const msgs: string[] = [];
      for (let i = 0; i < 11; i++) msgs.push((await login(account, 'wrong999')).body.msg);
      return msgs;
    };
    const [knownAnswers, unknownAnswers] = [await run(known.username), await run('nobody_at_all')];
    expect(unknownAnswers).toEqual(knownAnswers);
    expect(unknownAnswers[10]).toMatch(LOCKED);
  });

  it('counts a wrong old password on updatepassword toward the same lock', async () => {
    const user = await registerUser(server);
    for (let i = 0; i < 10; i++) {
      const res = await server.post('/api/user/updatepassword', { oldpassword: 'wrong999', newpassword: 'fresh123', renewpassword: 'fresh123' }, { token: user.token });
      expect(res.body.msg).toBe('The old password is incorrect');
    }
    const change = await server.post('/api/user/updatepassword', { oldpassword: user.password, newpassword: 'fresh123', renewpassword: 'fresh123' }, { token: user.token });
    expect(change.body.msg).toMatch(LOCKED);
    expect((await login(user.username, user.password)).body.msg).toMatch(LOCKED);
  });

  it('of 20 concurrent password changes, exactly one takes effect and the others are refused', async () => {
    const user = await registerUser(server);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        server.post('/api/user/updatepassword', { oldpassword: user.password, newpassword: `fresh${i}x`, renewpassword: `fresh${i}x` }, { token: user.token }),
      ),
    );
    const winners = answers.flatMap((a, i) => (a.body.code === 1 ? [i] : []));
    expect(winners).toHaveLength(1);
    // None of the right answers is told the password is locked: they waited their turn.
    expect(answers.filter((a) => LOCKED.test(a.body.msg))).toEqual([]);
    expect((await login(user.username, `fresh${winners[0]}x`)).body.code).toBe(1);
    expect((await login(user.username, user.password)).body.code).toBe(0);
  });
});

describe('withdrawal password', () => {
  const setUp = async () => {
    const user = await registerUser(server);
    await server.post('/api/user/setpaypassword', { paypassword: '123456', repaypassword: '123456' }, { token: user.token });
    return user;
  };
  const change = (token: string, old: string, next = '654321', headers: Record<string, string> = {}) =>
    server.post('/api/user/updatepaypassword', { oldpaypassword: old, newpaypassword: next, renewpaypassword: next }, { token, ...headers });

  it('locks for 15 minutes after 5 wrong in a row and says until when, in the client time zone and language', async () => {
    const user = await setUp();
    for (let i = 0; i < 5; i++) expect((await change(user.token, '000000')).body.msg).toBe('The old withdrawal password is incorrect');
    const before = Date.now();
    const locked = await change(user.token, '123456', '654321', { minute: '-480' });
    expect(locked.body.code).toBe(0);
    const until = /until (\d\d):(\d\d) \((\d+) more minute/.exec(locked.body.msg);
    expect(until).not.toBeNull();
    expect(Number(until![3])).toBe(15);
    // Taipei (UTC+8, offset -480): the lock ends 15 minutes after the fifth failure, shown in local time.
    const expected = new Date(before + 15 * 60_000 + 8 * 3600_000);
    const shown = Number(until![1]) * 60 + Number(until![2]);
    const expectedMinutes = expected.getUTCHours() * 60 + expected.getUTCMinutes();
    expect([expectedMinutes, (expectedMinutes + 1439) % 1440]).toContain(shown);
    const zh = await server.post('/api/user/updatepaypassword?lang=zh-tw', { oldpaypassword: '123456', newpaypassword: '654321', renewpaypassword: '654321' }, { token: user.token });
    expect(zh.body.msg).toMatch(/^提現密碼錯誤次數過多，已鎖定至 \d\d:\d\d/);
  });

  it('counts failures per user, and a right answer before the fifth starts the count again', async () => {
    const user = await setUp();
    for (let i = 0; i < 4; i++) await change(user.token, '000000');
    expect((await change(user.token, '123456', '222222')).body.code).toBe(1);
    for (let i = 0; i < 4; i++) expect((await change(user.token, '000000')).body.msg).toBe('The old withdrawal password is incorrect');
    expect((await change(user.token, '222222', '333333')).body.code).toBe(1);
  });

  it('checks at most 5 of 20 wrong answers sent at once', async () => {
    const user = await setUp();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => change(user.token, String(100000 + i))));
    expect(answers.filter((a) => a.body.msg === 'The old withdrawal password is incorrect').length).toBe(5);
  });

  it('of 20 concurrent changes, exactly one takes effect', async () => {
    const user = await setUp();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => change(user.token, '123456', String(700000 + i))));
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => /locked/.test(a.body.msg))).toEqual([]);
  });
});

describe('operator login', () => {
  const adminLogin = (username: string, password: string, post = server.post) => post<{ token: string }>('/api/admin/login', { username, password });

  it('locks like a customer’s: 10 of 29 wrong passwords sent at once are checked, then the right one is refused', async () => {
    const { username } = await operatorToken(server);
    const answers = await Promise.all(Array.from({ length: 29 }, (_, i) => adminLogin(username, `wrong${i}x`)));
    expect(answers.filter((a) => a.body.msg === 'Incorrect account or password').length).toBe(10);
    expect(answers.filter((a) => LOCKED.test(a.body.msg)).length).toBe(19);
    expect((await adminLogin(username, 'operator123')).body).toMatchObject({ code: 0, msg: expect.stringMatching(LOCKED) });
    // A customer of the same name has a lock of their own.
    const customer = await registerUser(server, { username });
    expect((await login(username, customer.password)).body.code).toBe(1);
    // An owner's reset (a password set afresh) lifts the lock.
    await new OperatorService(server.db).setPassword('cli:test', username, 'operator456');
    expect((await adminLogin(username, 'operator456')).body.code).toBe(1);
  });

  it('holds the limit across two server instances, and for names that are no operator', async () => {
    const { username } = await operatorToken(server);
    const other = await server.secondInstance();
    try {
      for (const name of [username, 'no_such_operator']) {
        const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => adminLogin(name, `wrong${i}x`, i % 2 ? other.post : server.post)));
        expect({ name, checked: answers.filter((a) => a.body.msg === 'Incorrect account or password').length }).toEqual({ name, checked: 10 });
      }
      expect((await adminLogin(username, 'operator123', other.post)).body.msg).toMatch(LOCKED);
    } finally {
      await other.close();
    }
  });
});
