import { LANGUAGES } from '@snapmall/shared/contract';
import { GENERIC_SCENARIOS, NORMAL } from '@snapmall/shared/mock';
import { callMock, contractProblems, signIn, TEST_NOW } from '@snapmall/shared/mock/testing';
import { PAY_PASSWORD } from './fixtures';
import { bankMock } from './remote';

/** A valid request body per call (as the pages send it), so each call reaches its own answer. */
const BODIES: Record<string, Record<string, unknown>> = {
  '/api/user/login': { account: 'demo', password: 'demo1234' },
  '/api/withdraw/cardupdate': { name: 'Demo Customer', bank_name: 'Bank of Taiwan', card_no: '4000123412340123', paypassword: PAY_PASSWORD },
  '/api/recharge/submit': { channel_id: 1, amount: '500', reference: 'TX-9', request_id: '00000000-0000-4000-8000-000000000099' },
  '/api/user/rechargelist': { page: 1 },
  '/api/withdraw/withdraw': { amount: '150', paypassword: PAY_PASSWORD, request_id: '00000000-0000-4000-8000-000000000098' },
  '/api/user/withdrawlist': { page: 1 },
  '/api/user/moneylog': { page: 1 },
};

const domain = bankMock.scenarios.map((s) => s.name);
const scenarios = [NORMAL, ...GENERIC_SCENARIOS.map((s) => s.name), ...domain];
/** Logout last, so every other call is made signed in. */
const routes = [...bankMock.routes].sort((a, b) => Number(a.url === '/api/user/logout') - Number(b.url === '/api/user/logout'));
const cases = scenarios.flatMap((scenario) => LANGUAGES.map((lang) => [scenario || 'none', lang] as const));

it('covers every call of the bank pages and the harness, and every seed has fixtures', () => {
  expect(bankMock.routes.map((r) => r.url).sort()).toEqual(
    ['/api/recharge/channels', '/api/recharge/submit', '/api/user/login', '/api/user/logout', '/api/user/moneylog', '/api/user/rechargelist', '/api/user/retval', '/api/user/withdrawlist', '/api/withdraw/bankcard', '/api/withdraw/cardupdate', '/api/withdraw/rules', '/api/withdraw/withdraw'].sort(),
  );
  expect(Object.keys(bankMock.seeds).sort()).toEqual(['default', 'empty', ...domain].sort());
});

describe.each(cases)('scenario %s in %s: every answer is what the contract says the route answers', (name, lang) => {
  const scenario = name === 'none' ? NORMAL : name;
  it.each(routes.map((r) => [r.url]))('%s', (url) => {
    const seed = bankMock.seeds[scenario] ? scenario : 'default';
    const state = bankMock.seeds[seed]!(TEST_NOW);
    const token = signIn(bankMock, state);
    // Each call twice: once on the seed's data, once after every other call changed it.
    for (const other of routes.filter((r) => r.url !== '/api/user/logout')) callMock(bankMock, state, other.url, BODIES[other.url] ?? {}, { token, lang });
    const outcome = callMock(bankMock, state, url, BODIES[url] ?? {}, { token, lang, scenario });
    if (scenario === 'offline') {
      expect(outcome).toEqual({ delayMs: 0, offline: true });
      return;
    }
    if (!('answer' in outcome)) throw new Error(`${url}: no answer in ${name}`);
    expect(contractProblems(url, outcome.answer)).toEqual([]);
    expect(outcome.delayMs).toBe(scenario === 'slow' ? 3000 : 0);
  });
});

describe.each(Object.keys(bankMock.seeds))('the fixtures of seed %s', (seed) => {
  it.each(routes.filter((r) => r.url !== '/api/user/logout').map((r) => [r.url]))('answer %s by the contract', (url) => {
    const state = bankMock.seeds[seed]!(TEST_NOW);
    const token = signIn(bankMock, state);
    const outcome = callMock(bankMock, state, url, BODIES[url] ?? {}, { token });
    if (!('answer' in outcome)) throw new Error('no answer');
    expect(contractProblems(url, outcome.answer)).toEqual([]);
  });
});

it('the check itself catches a wrong answer, a field the contract does not name, a refusal with data, and a call the contract does not know', () => {
  const ok = (data: unknown) => ({ status: 200, body: { code: 1, msg: 'Success', time: TEST_NOW, data } });
  expect(contractProblems('/api/withdraw/bankcard', ok({ name: 'A', bank_name: 'B', card_no: '1234', last4: 1234, updatetime: 0 })).length).toBeGreaterThan(0);
  expect(contractProblems('/api/withdraw/rules', ok({}))).not.toEqual([]);
  // A field the contract does not name: the real server's serializer would drop it, so a page must not meet it here.
  const card = { name: 'A', bank_name: 'B', card_no: '****1234', last4: '1234', updatetime: 0 };
  expect(contractProblems('/api/withdraw/bankcard', ok(card))).toEqual([]);
  expect(contractProblems('/api/withdraw/bankcard', ok({ ...card, card_no_full: '6222020012341234' }))).not.toEqual([]);
  expect(contractProblems('/api/user/withdrawlist', { status: 200, body: { code: 0, msg: 'No', time: TEST_NOW, data: {} } })).not.toEqual([]);
  expect(contractProblems('/api/nowhere', ok(null))).toEqual(['no answer schema for /api/nowhere']);
});
