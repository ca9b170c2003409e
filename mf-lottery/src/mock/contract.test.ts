import path from 'node:path';
import { callMock, callsOfPages, contractProblems, describeContractWalk, HARNESS_CALLS, signIn, TEST_NOW } from '@snapmall/shared/mock/testing';
import { CUSTOMER, FIRST_ID } from './fixtures';
import { lotteryMock } from './remote';
import { gameOf, openPeriod } from './state';

/** A valid request body per call (as the pages send it), so each call reaches its own answer. */
function bodiesOf(period: number): Record<string, Record<string, unknown>> {
  return {
    '/api/user/login': CUSTOMER,
    '/api/lottery/current': { game_id: 1 },
    '/api/lottery/bet': { game_id: 1, period_no: period, bet_type: 'big', amount: 100, request_id: '00000000-0000-4000-8000-000000000099' },
    '/api/lottery/buylog': { page: 1 },
    '/api/lottery/buylogday': { page: 1 },
    '/api/lottery/notcount': { page: 1 },
    '/api/lottery/notcountdetail': { id: FIRST_ID },
    '/api/lottery/settled': { game_id: 1, page: 1 },
    '/api/lottery/draw': { game_id: 1, period_no: period - 1 },
    '/api/lottery/setlimit': { daily_limit: 2_000 },
  };
}

const domain = lotteryMock.scenarios.map((s) => s.name);

it("covers every call of the lottery's shop pages and the harness, and every seed has fixtures", () => {
  expect(lotteryMock.routes.map((r) => r.url).sort()).toEqual([...new Set([...HARNESS_CALLS, ...callsOfPages(path.join(__dirname, '..'))])].sort());
  expect(Object.keys(lotteryMock.seeds).sort()).toEqual(['default', 'empty', ...domain].sort());
});

describeContractWalk(lotteryMock, (state) => bodiesOf(openPeriod(gameOf(state, 1)!, TEST_NOW)));

describe.each(Object.keys(lotteryMock.seeds))('the fixtures of seed %s', (seed) => {
  it.each([1, 2])('game %i, every page of bets and draws and a day later, by the contract', (gameId) => {
    const state = lotteryMock.seeds[seed]!(TEST_NOW);
    const token = signIn(lotteryMock, state);
    const later = TEST_NOW + 24 * 3600;
    for (const [url, body] of [
      ['/api/lottery/current', { game_id: gameId }],
      ['/api/lottery/settled', { game_id: gameId, page: 2 }],
      ['/api/lottery/buylog', { page: 2 }],
      ['/api/lottery/limit', {}],
    ] as const) {
      for (const now of [TEST_NOW, later]) {
        const outcome = callMock(lotteryMock, state, url, body, { token, now });
        if (!('answer' in outcome)) throw new Error('no answer');
        expect([url, contractProblems(url, outcome.answer)]).toEqual([url, []]);
      }
    }
  });
});

it('the check itself catches a wrong answer, a refusal with data, and a call the contract does not know', () => {
  const ok = (data: unknown) => ({ status: 200, body: { code: 1, msg: 'Success', time: TEST_NOW, data } });
  expect(contractProblems('/api/lottery/limit', ok({ daily_limit: '1000', staked_today: 0, pending_limit: 0, pending_from: '' })).length).toBeGreaterThan(0);
  expect(contractProblems('/api/lottery/draw', ok({ status: 'maybe', draw: null }))).not.toEqual([]);
  expect(contractProblems('/api/lottery/bet', { status: 200, body: { code: 0, msg: 'No', time: TEST_NOW, data: {} } })).not.toEqual([]);
  expect(contractProblems('/api/nowhere', ok(null))).toEqual(['no answer schema for /api/nowhere']);
});
