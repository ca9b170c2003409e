import { formatCents, feeOf, maskCardNo, parseCents } from './money';
import { pageOf } from './paging';
import { SLOW_MS } from './scenarios';
import { newSession, sessionRoutes } from './session';
import { answerOf, callMock, signIn, TEST_NOW } from './testing';
import { makeSay } from './texts';
import type { MockRemote, MockSession } from './types';

const COUNT = '/api/withdraw/rules';
const ADD = '/api/withdraw/withdraw';
/** A body the withdrawal's schema takes. */
const ADDING = { amount: '100', paypassword: '123456', request_id: '00000000-0000-4000-8000-000000000001' };

interface State {
  session: MockSession;
  count: number;
}

/**
 * A remote of two calls on real contract URLs (their request schemas apply): one that reads, one that changes the
 * state and has a refusal and malformed fields.
 */
const remote: MockRemote<State> = {
  name: 'test',
  customer: { account: 'demo', password: 'demo1234' },
  say: makeSay({ 'en-us': {}, 'zh-tw': {} }),
  seeds: { default: () => ({ session: newSession(), count: 0 }) },
  scenarios: [],
  routes: [
    ...sessionRoutes<State>({ customer: { account: 'demo', password: 'demo1234' }, userInfo: (s, token, expiretime) => ({ token, expiretime, score: s.count }) as never }),
    { url: COUNT, answer: (_b, s, { reply }) => reply.ok({ count: s.count }) },
    {
      url: ADD,
      answer: (_b, s, { reply }) => reply.ok({ count: ++s.count }),
      refusal: (_b, _s, { reply }) => reply.refused('account.payPasswordWrong'),
      invalid: { amount: '12.345' },
    },
  ],
};

const fresh = () => remote.seeds.default!(TEST_NOW);

describe('the mock runtime answers as the server does', () => {
  it('signs the customer in with a token the guarded calls then take; a wrong password is a refusal', () => {
    const state = fresh();
    const wrong = answerOf(callMock(remote, state, '/api/user/login', { account: 'demo', password: 'nope' }, { lang: 'zh-tw' }));
    expect(wrong).toEqual({ status: 200, body: { code: 0, msg: '帳號或密碼不正確', time: TEST_NOW, data: null } });
    const token = signIn(remote, state);
    expect(answerOf(callMock(remote, state, COUNT, {}, { token })).body).toMatchObject({ code: 1, msg: 'Success', data: { count: 0 } });
    expect(answerOf(callMock(remote, state, '/api/user/logout', {}, { token })).body).toMatchObject({ code: 1, msg: 'Logged out', data: null });
    expect(answerOf(callMock(remote, state, COUNT, {}, { token })).status).toBe(401);
  });

  it('401 without a token, with an unknown or expired one, and for every guarded call in "expired"', () => {
    const state = fresh();
    const token = signIn(remote, state);
    const unauthorized = { status: 401, body: { code: 401, msg: 'Please log in first', time: TEST_NOW, data: null } };
    expect(answerOf(callMock(remote, state, COUNT))).toEqual(unauthorized);
    expect(answerOf(callMock(remote, state, COUNT, {}, { token: 'other' }))).toEqual(unauthorized);
    expect(answerOf(callMock(remote, state, COUNT, {}, { token, scenario: 'expired' }))).toEqual(unauthorized);
    const later = TEST_NOW + 8 * 24 * 3600;
    expect(answerOf(callMock(remote, state, COUNT, {}, { token, now: later })).status).toBe(401);
    // Signing in is not guarded: it still works, and the next call is refused again.
    expect(answerOf(callMock(remote, state, '/api/user/login', remote.customer, { scenario: 'expired' })).body.code).toBe(1);
  });

  it('an unknown call is a 404', () => {
    expect(answerOf(callMock(remote, fresh(), '/api/nothing'))).toMatchObject({ status: 404, body: { code: 404, msg: 'Not found', data: null } });
  });

  it('"refused" and "invalid" answer only the calls that change something, and change nothing', () => {
    const state = fresh();
    const token = signIn(remote, state);
    expect(answerOf(callMock(remote, state, ADD, ADDING, { token, scenario: 'refused' })).body).toMatchObject({ code: 0, msg: 'The withdrawal password is incorrect' });
    const invalid = answerOf(callMock(remote, state, ADD, ADDING, { token, scenario: 'invalid', lang: 'zh-tw' }));
    expect(invalid).toEqual({ status: 422, body: { code: 422, msg: '請輸入金額，例如 100 或 100.50', time: TEST_NOW, data: null, errors: { amount: ['請輸入金額，例如 100 或 100.50'] } } });
    expect(answerOf(callMock(remote, state, COUNT, {}, { token, scenario: 'refused' })).body.data).toEqual({ count: 0 });
    expect(state.count).toBe(0);
  });

  it('a body its request schema refuses is the server 422, checked after the token and before the route, which never runs', () => {
    const state = fresh();
    const token = signIn(remote, state);
    expect(answerOf(callMock(remote, state, ADD, { amount: 'abc' })).status).toBe(401);
    const malformed = answerOf(callMock(remote, state, ADD, { ...ADDING, amount: 'abc', paypassword: '', colour: 'red' }, { token }));
    expect(malformed).toEqual({
      status: 422,
      body: {
        code: 422,
        // Ajv finds the unknown field first, and a 422's msg is its first message, as the server's.
        msg: 'Unknown field: colour',
        time: TEST_NOW,
        data: null,
        errors: { amount: ['Please enter an amount such as 100 or 100.50'], paypassword: ['Withdrawal password is required'], colour: ['Unknown field: colour'] },
      },
    });
    // Refused before any scenario too: the server checks the body before its services run.
    const inZh = answerOf(callMock(remote, state, ADD, { amount: '12.345' }, { token, lang: 'zh-tw', scenario: 'refused' }));
    expect(inZh.body).toMatchObject({ code: 422, msg: '請輸入提現密碼', errors: { amount: ['請輸入金額，例如 100 或 100.50'], paypassword: ['請輸入提現密碼'], request_id: ['請輸入請求編號'] } });
    expect(state.count).toBe(0);
  });

  it('the session calls check their bodies too: an empty password is not a wrong one', () => {
    const state = fresh();
    const answer = answerOf(callMock(remote, state, '/api/user/login', { account: 'demo', password: '' }, { lang: 'zh-tw' }));
    expect(answer.body).toMatchObject({ code: 422, msg: '請輸入密碼', errors: { password: ['請輸入密碼'] } });
    expect(state.session.tokens).toEqual({});
  });

  it("labels a field as the server's fieldLabel does: its label, else its name", () => {
    expect([remote.say.label('en-us', 'amount'), remote.say.label('zh-tw', 'amount'), remote.say.label('en-us', 'cursor')]).toEqual(['Amount', '金額', 'cursor']);
  });

  it('"slow" answers after 3 s, "offline" not at all', () => {
    const state = fresh();
    const token = signIn(remote, state);
    expect(callMock(remote, state, ADD, ADDING, { token, scenario: 'slow' })).toMatchObject({ delayMs: SLOW_MS, answer: { status: 200 } });
    expect(state.count).toBe(1);
    expect(callMock(remote, state, '/api/user/login', remote.customer, { scenario: 'offline' })).toEqual({ delayMs: 0, offline: true });
  });
});

describe('money and pages as the server keeps them', () => {
  it('cents, fees half up, masked cards', () => {
    expect([formatCents(123456), formatCents(-5), formatCents(0)]).toEqual(['1234.56', '-0.05', '0.00']);
    expect([parseCents('100'), parseCents('100.5'), parseCents('0.07')]).toEqual([10000, 10050, 7]);
    expect([feeOf(30_000, 100), feeOf(50, 100), feeOf(49, 100)]).toEqual([300, 1, 0]);
    expect(maskCardNo('6222020200112233')).toBe('************2233');
  });

  it('a page by number or after a cursor, next_cursor when rows follow', () => {
    const rows = Array.from({ length: 45 }, (_, i) => ({ id: 45 - i }));
    const first = pageOf(rows, 1);
    expect([first.list.length, first.total, first.next_cursor]).toEqual([20, 45, 26]);
    expect(pageOf(rows, 2)).toEqual(pageOf(rows, 2, first.next_cursor));
    expect(pageOf(rows, 3)).toEqual({ list: rows.slice(40), total: 45, page: 3 });
  });
});
