import path from 'node:path';
import { LANGUAGES } from '@snapmall/shared/contract';
import { callMock, callsOfPages, contractProblems, describeContractWalk, HARNESS_CALLS, signIn, TEST_NOW } from '@snapmall/shared/mock/testing';
import { KETTLE } from './fixtures';
import { shoppingMock } from './remote';

/** A valid request body per call (as the pages send it), so each call reaches its own answer. */
const BODIES: Record<string, Record<string, unknown>> = {
  '/api/user/login': { account: 'demo', password: 'demo1234' },
  '/api/goods/list': { brand_id: 1, page: 1 },
  '/api/goods/detail': { id: KETTLE },
  '/api/goods/buy': { goods_id: KETTLE, quantity: 1, request_id: '00000000-0000-4000-8000-000000000099' },
  '/api/user/buylog': { page: 1 },
  '/api/user/buylogdetail': { id: 1 },
  '/api/user/recentorder': { page: 1 },
  '/api/user/recentorderdetail': { id: 4 },
  '/api/user/reclog': { page: 1 },
  // The default seed's shipped order (the backpack) and its placed one (the kettle).
  '/api/order/receive': { id: 4 },
  '/api/order/cancel': { id: 5 },
  '/api/user/vipupgrade': { level: 4, request_id: '00000000-0000-4000-8000-000000000098' },
};

const domain = shoppingMock.scenarios.map((s) => s.name);

it('covers every call of the shop pages and the harness, and every seed has fixtures', () => {
  expect(shoppingMock.routes.map((r) => r.url).sort()).toEqual([...new Set([...HARNESS_CALLS, ...callsOfPages(path.join(__dirname, '..'))])].sort());
  expect(Object.keys(shoppingMock.seeds).sort()).toEqual(['default', 'empty', ...domain].sort());
});

describeContractWalk(shoppingMock, () => BODIES);

describe.each(Object.keys(shoppingMock.seeds))('the fixtures of seed %s', (seed) => {
  it('every order and item of the seed answers by the contract, in both languages', () => {
    const state = shoppingMock.seeds[seed]!(TEST_NOW);
    const token = signIn(shoppingMock, state);
    for (const lang of LANGUAGES) {
      for (const o of state.orders) {
        for (const url of ['/api/user/buylogdetail', '/api/user/recentorderdetail']) {
          const outcome = callMock(shoppingMock, state, url, { id: o.id }, { token, lang });
          if (!('answer' in outcome)) throw new Error('no answer');
          expect(contractProblems(url, outcome.answer)).toEqual([]);
        }
      }
      for (const g of state.goods) {
        const outcome = callMock(shoppingMock, state, '/api/goods/detail', { id: g.id }, { token, lang });
        if (!('answer' in outcome)) throw new Error('no answer');
        expect(contractProblems('/api/goods/detail', outcome.answer)).toEqual([]);
      }
      for (const brand of state.brands) {
        const outcome = callMock(shoppingMock, state, '/api/goods/list', { brand_id: brand.id }, { token, lang });
        if (!('answer' in outcome)) throw new Error('no answer');
        expect(contractProblems('/api/goods/list', outcome.answer)).toEqual([]);
      }
    }
  });
});

it('the check itself catches a wrong answer, a refusal with data, and a call the contract does not know', () => {
  const ok = (data: unknown) => ({ status: 200, body: { code: 1, msg: 'Success', time: TEST_NOW, data } });
  expect(contractProblems('/api/goods/quota', ok({ level: 1 }))).not.toEqual([]);
  expect(contractProblems('/api/goods/detail', ok({ id: 1, price: 12.5 }))).not.toEqual([]);
  expect(contractProblems('/api/goods/buy', { status: 200, body: { code: 0, msg: 'Sold out', time: TEST_NOW, data: {} } })).not.toEqual([]);
  expect(contractProblems('/api/nowhere', ok(null))).toEqual(['no answer schema for /api/nowhere']);
});
