import path from 'node:path';
import { callsOfPages, contractProblems, describeContractWalk, HARNESS_CALLS, TEST_NOW } from '@snapmall/shared/mock/testing';
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

it('covers every call of the bank pages and the harness, and every seed has fixtures', () => {
  expect(bankMock.routes.map((r) => r.url).sort()).toEqual([...new Set([...HARNESS_CALLS, ...callsOfPages(path.join(__dirname, '..'))])].sort());
  expect(Object.keys(bankMock.seeds).sort()).toEqual(['default', 'empty', ...domain].sort());
});

describeContractWalk(bankMock, () => BODIES);

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
