import path from 'node:path';
import { LANGUAGES } from '@snapmall/shared/contract';
import { GENERIC_SCENARIOS, NORMAL } from '@snapmall/shared/mock';
import { answerOf, callMock, callsOfPages, contractProblems, describeRequestChecks, HARNESS_CALLS, TEST_NOW } from '@snapmall/shared/mock/testing';
import { CUSTOMER, PAY_PASSWORD, SECOND } from './fixtures';
import { accountMock } from './remote';
import type { AccountState } from './state';

/** A valid request body per call (as the pages send it), so each call reaches its own answer. */
const BODIES: Record<string, Record<string, unknown>> = {
  '/api/user/login': { account: CUSTOMER.account, password: CUSTOMER.password },
  '/api/user/register': { username: 'ada_l', password: 'engine42', repassword: 'engine42', realname: 'Ada Lovelace', mobile: '0911222333', invite_code: 'DEMOSHOP' },
  '/api/user/profile': { nickname: 'Demo', avatar: '/avatars/2.svg', gender: 1, birthday: '1990-05-20', bio: 'Hello', email: 'demo@example.com' },
  '/api/user/updatepassword': { oldpassword: CUSTOMER.password, newpassword: 'fresh2026', renewpassword: 'fresh2026' },
  '/api/user/setpaypassword': { paypassword: '246810', repaypassword: '246810' },
  '/api/user/updatepaypassword': { oldpaypassword: PAY_PASSWORD, newpaypassword: '222222', renewpaypassword: '222222' },
};

/** A token for the state: the demo customer's, or (locked out in `locked`) the second customer's. */
function signedIn(state: AccountState): string {
  for (const { account, password } of [CUSTOMER, SECOND]) {
    const body = answerOf(callMock(accountMock, state, '/api/user/login', { account, password })).body as { code: number; data: { userinfo: { token: string } } };
    if (body.code === 1) return body.data.userinfo.token;
  }
  throw new Error('no fixture customer can log in');
}

const domain = accountMock.scenarios.map((s) => s.name);
const scenarios = [NORMAL, ...GENERIC_SCENARIOS.map((s) => s.name), ...domain];
/** Logout last, so every other call is made signed in. */
const routes = [...accountMock.routes].sort((a, b) => Number(a.url === '/api/user/logout') - Number(b.url === '/api/user/logout'));
/** The calls made first to change the data: all but the two that end the session. */
const changing = routes.filter((r) => r.url !== '/api/user/logout' && r.url !== '/api/user/updatepassword');
const cases = scenarios.flatMap((scenario) => LANGUAGES.map((lang) => [scenario || 'none', lang] as const));

it('covers every call of the account pages and the harness, and every seed has fixtures', () => {
  expect(accountMock.routes.map((r) => r.url).sort()).toEqual([...new Set([...HARNESS_CALLS, ...callsOfPages(path.join(__dirname, '..'))])].sort());
  expect(Object.keys(accountMock.seeds).sort()).toEqual(['default', 'empty', ...domain].sort());
});

// Its own walk below (a second customer signs in where the demo one is locked), the request checks as every mock's.
describeRequestChecks(accountMock, () => BODIES);

describe.each(cases)('scenario %s in %s: every answer is what the contract says the route answers', (name, lang) => {
  const scenario = name === 'none' ? NORMAL : name;
  it.each(routes.map((r) => [r.url]))('%s', (url) => {
    const seed = accountMock.seeds[scenario] ? scenario : 'default';
    const state = accountMock.seeds[seed]!(TEST_NOW);
    // Each call twice: once on the seed's data, once after every other call changed it (then with a fresh token).
    let token = signedIn(state);
    for (const other of changing) callMock(accountMock, state, other.url, BODIES[other.url] ?? {}, { token, lang });
    token = signedIn(state);
    const outcome = callMock(accountMock, state, url, BODIES[url] ?? {}, { token, lang, scenario });
    if (scenario === 'offline') {
      expect(outcome).toEqual({ delayMs: 0, offline: true });
      return;
    }
    if (!('answer' in outcome)) throw new Error(`${url}: no answer in ${name}`);
    expect(contractProblems(url, outcome.answer)).toEqual([]);
    expect(outcome.delayMs).toBe(scenario === 'slow' ? 3000 : 0);
  });
});

/** The routes each seed answered with a success: every route must have answered one somewhere. */
const succeeded = new Set<string>();

describe.each(Object.keys(accountMock.seeds))('the fixtures of seed %s', (seed) => {
  it.each(routes.map((r) => [r.url]))('answer %s by the contract', (url) => {
    const state = accountMock.seeds[seed]!(TEST_NOW);
    const token = signedIn(state);
    const body = url === '/api/user/login' && seed === 'locked' ? { account: SECOND.account, password: SECOND.password } : (BODIES[url] ?? {});
    const answer = answerOf(callMock(accountMock, state, url, body, { token }));
    expect(contractProblems(url, answer)).toEqual([]);
    if (answer.body.code === 1) succeeded.add(url);
  });
});

it('every route answered a success on some seed, so each success shape was checked', () => {
  expect([...succeeded].sort()).toEqual(accountMock.routes.map((r) => r.url).sort());
});

it('the check itself catches a wrong user info, a refusal with data, and a 422 without its fields', () => {
  const ok = (data: unknown) => ({ status: 200, body: { code: 1, msg: 'Success', time: TEST_NOW, data } });
  const state = accountMock.seeds.default!(TEST_NOW);
  const info = answerOf(callMock(accountMock, state, '/api/user/retval', {}, { token: signedIn(state) })).body.data as Record<string, unknown>;
  expect(contractProblems('/api/user/retval', ok(info))).toEqual([]);
  expect(contractProblems('/api/user/retval', ok({ ...info, money: 800 }))).not.toEqual([]);
  expect(contractProblems('/api/user/login', ok(info))).not.toEqual([]);
  expect(contractProblems('/api/user/login', { status: 200, body: { code: 0, msg: 'No', time: TEST_NOW, data: {} } })).not.toEqual([]);
  expect(contractProblems('/api/user/register', { status: 422, body: { code: 422, msg: 'No', time: TEST_NOW, data: null } })).not.toEqual([]);
});
