import { answerOf, callMock, signIn, TEST_NOW } from '@snapmall/shared/mock/testing';
import type { UserInfo } from '@snapmall/shared/contract';
import { CUSTOMER, PAY_PASSWORD, SECOND } from './fixtures';
import { accountMock } from './remote';
import type { AccountState } from './state';

type Body<T> = { code: number; msg: string; data: T; errors?: Record<string, string[]> };
type Lang = 'en-us' | 'zh-tw';

function session(seed = 'default') {
  const state = accountMock.seeds[seed]!(TEST_NOW);
  const at = (url: string, body: Record<string, unknown> = {}, o: { token?: string; lang?: Lang; now?: number } = {}) =>
    answerOf(callMock(accountMock, state, url, body, o));
  const call = <T>(url: string, body: Record<string, unknown> = {}, o: { token?: string; lang?: Lang; now?: number } = {}) => at(url, body, o).body as Body<T>;
  const login = (account: string, password: string, o: { lang?: Lang; now?: number } = {}) => call<{ userinfo: UserInfo }>('/api/user/login', { account, password }, o);
  return { state, at, call, login };
}

const newcomer = { username: 'ada_l', password: 'engine42', repassword: 'engine42', realname: 'Ada Lovelace', mobile: '0911222333' };

describe("mf-account's mock keeps the accounts as the server would", () => {
  it('both fixture customers log in; their user info is their own', () => {
    const { login } = session();
    expect(login(CUSTOMER.account, CUSTOMER.password).data.userinfo).toMatchObject({ username: 'demo', money: '800.00', score: 1000, is_paypassword: 1, vip: { name: 'VIP 1' } });
    expect(login('GRACE', SECOND.password)).toMatchObject({ code: 1, msg: 'Login successful', data: { userinfo: { username: 'grace', pid: 1001, is_paypassword: 0 } } });
  });

  it('registering then logging in works; the new customer starts with nothing, and the referrer is kept', () => {
    const { call, login } = session();
    const done = call<{ userinfo: UserInfo }>('/api/user/register', { ...newcomer, invite_code: 'demoshop' }, { lang: 'zh-tw' });
    expect(done).toMatchObject({ code: 1, msg: '註冊成功', data: { userinfo: { username: 'ada_l', nickname: 'ada_l', realname: 'Ada Lovelace', money: '0.00', score: 0, pid: 1001, is_paypassword: 0 } } });
    expect(done.data.userinfo.invite_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    // The token it answers is a session: "me" reads the same customer.
    expect(call<UserInfo>('/api/user/retval', {}, { token: done.data.userinfo.token }).data.username).toBe('ada_l');
    expect(login('ada_l', 'engine42').data.userinfo.id).toBe(done.data.userinfo.id);
    expect(login('ada_l', 'engine43').msg).toBe('Incorrect account or password');
  });

  it('a taken username (any letter case), a mismatch, an unknown invite code and the field rules are refused in the server words', () => {
    const { call, state } = session();
    expect(call('/api/user/register', { ...newcomer, username: 'Demo' })).toMatchObject({ code: 0, msg: 'This username is already taken', data: null });
    expect(call('/api/user/register', { ...newcomer, repassword: 'engine43' }, { lang: 'zh-tw' })).toMatchObject({ code: 422, errors: { repassword: ['兩次輸入的密碼不一致'] } });
    expect(call('/api/user/register', { ...newcomer, invite_code: 'NOPE' }).errors).toEqual({ invite_code: ['Invite code not found'] });
    const rules = call('/api/user/register', { ...newcomer, username: '1ada', password: 'onlyletters', mobile: '123' });
    expect(rules).toMatchObject({ code: 422, msg: 'Username: 3-30 letters, digits or underscores, starting with a letter', data: null });
    expect(rules.errors).toEqual({
      username: ['Username: 3-30 letters, digits or underscores, starting with a letter'],
      password: ['Password: 6-20 characters with both letters and digits'],
      mobile: ['Please enter 6-19 digits'],
    });
    expect(state.customers.map((c) => c.username)).toEqual(['demo', 'grace']);
  });

  it('an empty password is the server 422 on the field, not a wrong password: nothing is counted toward the lock', () => {
    const { at, state } = session();
    expect(at('/api/user/login', { account: 'demo', password: '' })).toEqual({
      status: 422,
      body: { code: 422, msg: 'Password is required', time: TEST_NOW, data: null, errors: { password: ['Password is required'] } },
    });
    expect(at('/api/user/login', { account: '', password: '' }, { lang: 'zh-tw' }).body).toMatchObject({ msg: '請輸入帳號', errors: { account: ['請輸入帳號'], password: ['請輸入密碼'] } });
    expect([state.loginAttempts, state.session.tokens]).toEqual([{}, {}]);
  });

  it('10 wrong passwords lock the login for 15 minutes, even the right one; unknown names are counted alike', () => {
    const { login, state } = session();
    for (let i = 0; i < 10; i++) expect(login('demo', `wrong${i}`).msg).toBe('Incorrect account or password');
    expect(login('demo', CUSTOMER.password)).toMatchObject({ code: 0, msg: 'Too many failed attempts. Password login is locked for 15 more minutes', data: null });
    expect(login('DEMO', CUSTOMER.password, { lang: 'zh-tw', now: TEST_NOW + 14 * 60 + 1 }).msg).toBe('失敗次數過多，密碼登入已鎖定，請 1 分鐘後再試');
    // The other customer is not locked; 15 minutes after the last failure the lock is over.
    expect(login('grace', SECOND.password).code).toBe(1);
    expect(login('demo', CUSTOMER.password, { now: TEST_NOW + 15 * 60 + 1 }).code).toBe(1);
    for (let i = 0; i < 10; i++) login('nobody', 'x1');
    expect(login('nobody', 'x1').msg).toBe('Too many failed attempts. Password login is locked for 15 more minutes');
    expect(state.loginAttempts.demo!.failures).toBe(0);
  });

  it('a right password starts the count again; the wrong ones show in the user info', () => {
    const { login } = session();
    for (let i = 0; i < 9; i++) login('demo', 'wrong1');
    expect(login('demo', CUSTOMER.password).data.userinfo.loginfailure).toBe(0);
    login('demo', 'wrong1');
    expect(login('grace', SECOND.password).code).toBe(1);
    const info = login('demo', CUSTOMER.password).data.userinfo;
    expect([info.loginfailure, info.prevtime]).toEqual([0, TEST_NOW]);
  });

  it('changing the login password ends every session; then the new one logs in and the old one does not', () => {
    const { call, login, state } = session();
    const token = signIn(accountMock, state);
    const other = login('demo', CUSTOMER.password).data.userinfo.token;
    expect(call('/api/user/updatepassword', { oldpassword: 'nope12', newpassword: 'fresh2026', renewpassword: 'fresh2026' }, { token }).msg).toBe('The old password is incorrect');
    expect(call('/api/user/updatepassword', { oldpassword: CUSTOMER.password, newpassword: 'freshpass', renewpassword: 'freshpass' }, { token }).errors).toEqual({
      newpassword: ['Password: 6-20 characters with both letters and digits'],
    });
    expect(call('/api/user/updatepassword', { oldpassword: CUSTOMER.password, newpassword: 'fresh2026', renewpassword: 'fresh2027' }, { token }).errors).toEqual({ renewpassword: ['Passwords do not match'] });
    expect(call('/api/user/updatepassword', { oldpassword: CUSTOMER.password, newpassword: 'fresh2026', renewpassword: 'fresh2026' }, { token })).toMatchObject({
      code: 1, msg: 'Password changed, please log in again', data: null,
    });
    expect(call('/api/user/retval', {}, { token }).code).toBe(401);
    expect(call('/api/user/retval', {}, { token: other }).code).toBe(401);
    expect(login('demo', CUSTOMER.password).code).toBe(0);
    expect(login('demo', 'fresh2026').code).toBe(1);
  });

  it('a wrong old login password counts toward the lock', () => {
    const { call, login, state } = session();
    const token = signIn(accountMock, state);
    for (let i = 0; i < 10; i++) call('/api/user/updatepassword', { oldpassword: 'nope12', newpassword: 'fresh2026', renewpassword: 'fresh2026' }, { token });
    expect(call('/api/user/updatepassword', { oldpassword: CUSTOMER.password, newpassword: 'fresh2026', renewpassword: 'fresh2026' }, { token }).msg).toBe(
      'Too many failed attempts. Password login is locked for 15 more minutes',
    );
    expect(login('demo', CUSTOMER.password).code).toBe(0);
  });

  it('the withdrawal password: set once (then change it), changed with the old one, in digits only', () => {
    const { call, login } = session();
    const graceToken = login('grace', SECOND.password).data.userinfo.token;
    expect(call('/api/user/updatepaypassword', { oldpaypassword: '111111', newpaypassword: '222222', renewpaypassword: '222222' }, { token: graceToken }).msg).toBe(
      'No withdrawal password is set yet',
    );
    expect(call('/api/user/setpaypassword', { paypassword: '12ab56', repaypassword: '12ab56' }, { token: graceToken }).errors).toEqual({ paypassword: ['Withdrawal password: 6-20 digits'] });
    expect(call<UserInfo>('/api/user/setpaypassword', { paypassword: '246810', repaypassword: '246810' }, { token: graceToken })).toMatchObject({
      code: 1, msg: 'Withdrawal password set', data: { username: 'grace', is_paypassword: 1 },
    });
    expect(call('/api/user/setpaypassword', { paypassword: '135790', repaypassword: '135790' }, { token: graceToken }).msg).toBe('A withdrawal password is already set; change it instead');
    const token = login('demo', CUSTOMER.password).data.userinfo.token;
    expect(call('/api/user/updatepaypassword', { oldpaypassword: '000000', newpaypassword: '222222', renewpaypassword: '222222' }, { token, lang: 'zh-tw' }).msg).toBe('舊提現密碼不正確');
    expect(call('/api/user/updatepaypassword', { oldpaypassword: PAY_PASSWORD, newpaypassword: '222222', renewpaypassword: '222222' }, { token })).toMatchObject({
      code: 1, msg: 'Withdrawal password changed', data: { is_paypassword: 1 },
    });
  });

  it('the profile keeps what is sent, refuses a bad e-mail, date or avatar, and a blank nickname', () => {
    const { call, state } = session('empty');
    const token = signIn(accountMock, state);
    const bad = call('/api/user/profile', { email: 'not-an-email', birthday: '2026-02-30', avatar: 'javascript:alert(1)' }, { token });
    expect(bad.errors).toEqual({
      email: ['Please enter a valid e-mail address'],
      birthday: ['Please enter a real date as YYYY-MM-DD'],
      avatar: ['Please choose one of the avatars offered, or an image from an allowed site'],
    });
    expect(call('/api/user/profile', { nickname: '   ' }, { token, lang: 'zh-tw' }).errors).toEqual({ nickname: ['請輸入暱稱'] });
    const saved = call<UserInfo>('/api/user/profile', { nickname: ' Countess ', avatar: '/avatars/3.svg', gender: 2, birthday: '1815-12-10', email: 'ada@example.com' }, { token });
    expect(saved).toMatchObject({ code: 1, msg: 'Profile saved', data: { nickname: 'Countess', avatar: '/avatars/3.svg', gender: 2, birthday: '1815-12-10', email: 'ada@example.com', bio: '' } });
    expect(call<UserInfo>('/api/user/profile', { birthday: '' }, { token }).data).toMatchObject({ birthday: '', nickname: 'Countess' });
  });

  it('the domain scenario: the demo customer locked, a login refused in the server words; nobody signed in', () => {
    const { login, state } = session('locked');
    expect(login('demo', CUSTOMER.password, { lang: 'zh-tw' })).toMatchObject({ code: 0, msg: '失敗次數過多，密碼登入已鎖定，請 14 分鐘後再試' });
    expect(login('grace', SECOND.password).code).toBe(1);
    expect((state as AccountState).session.autoSignedIn).toBe(true);
  });

  it('logging out ends only that session', () => {
    const { call, login } = session();
    const one = login('demo', CUSTOMER.password).data.userinfo.token;
    const two = login('demo', CUSTOMER.password).data.userinfo.token;
    expect(call('/api/user/logout', {}, { token: one })).toMatchObject({ code: 1, msg: 'Logged out' });
    expect(call('/api/user/retval', {}, { token: one }).code).toBe(401);
    expect(call('/api/user/retval', {}, { token: two }).code).toBe(1);
  });
});
