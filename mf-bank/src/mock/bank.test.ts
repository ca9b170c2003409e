import { answerOf, callMock, signIn, TEST_NOW } from '@snapmall/shared/mock/testing';
import type { Deposit, PageOf, Withdrawal, WithdrawRules, MoneyLogEntry } from '@snapmall/shared/contract';
import { CARD_NO, PAY_PASSWORD } from './fixtures';
import { bankMock } from './remote';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function session(seed = 'default') {
  const state = bankMock.seeds[seed]!(TEST_NOW);
  const token = signIn(bankMock, state);
  const call = <T>(url: string, body = {}, lang: 'en-us' | 'zh-tw' = 'en-us') => answerOf(callMock(bankMock, state, url, body, { token, lang })).body as { code: number; msg: string; data: T };
  return { state, call };
}

describe("mf-bank's mock keeps state as the server would", () => {
  it('a deposit submitted is Pending Review and first in the records; nothing moves until it is approved', () => {
    const { call } = session();
    const done = call<Deposit>('/api/recharge/submit', { channel_id: 2, amount: '250.5', reference: ' TX-1 ', request_id: uuid(1) }, 'zh-tw');
    expect(done).toMatchObject({ code: 1, msg: '充值已提交，等待審核', data: { channel_name: '超商代碼繳費', amount: '250.50', reference: 'TX-1', status: 0, reviewtime: 0 } });
    // The same request id again answers the same deposit.
    expect(call<Deposit>('/api/recharge/submit', { channel_id: 2, amount: '250.5', reference: ' TX-1 ', request_id: uuid(1) }).data.id).toBe(done.data.id);
    const list = call<PageOf<Deposit>>('/api/user/rechargelist', { page: 1 });
    expect([list.data.total, list.data.list[0]!.id]).toEqual([4, done.data.id]);
    expect(call<PageOf<Deposit>>('/api/user/rechargelist', { status: 0 }).data.list.map((d) => d.amount)).toEqual(['250.50', '200.00']);
    expect(call<WithdrawRules>('/api/withdraw/rules').data.balance).toBe('800.00');
  });

  it('a deposit outside its channel or to a closed channel is refused in the server words', () => {
    const { call } = session();
    expect(call('/api/recharge/submit', { channel_id: 2, amount: '20000.01', request_id: uuid(2) }).msg).toBe('The amount for this channel must be between 100.00 and 20,000.00');
    expect(call('/api/recharge/submit', { channel_id: 3, amount: '200', request_id: uuid(3) })).toMatchObject({ code: 0, msg: 'This deposit channel is not available; please choose another' });
  });

  it('a withdrawal holds its amount, is in review with its fee, shows in the statement, and uses the day', () => {
    const { call, state } = session();
    const w = call<Withdrawal>('/api/withdraw/withdraw', { amount: '300', paypassword: PAY_PASSWORD, request_id: uuid(4) });
    expect(w).toMatchObject({ code: 1, msg: 'Withdrawal submitted: the amount is held while it is reviewed', data: { amount: '300.00', fee: '3.00', receive: '297.00', status: 0, card_no: '************2233' } });
    expect(call<WithdrawRules>('/api/withdraw/rules').data).toMatchObject({ balance: '500.00', held: '300.00', used_today: 1, per_day: 1 });
    expect(call<{ money: string; held_money: string }>('/api/user/retval').data).toMatchObject({ money: '500.00', held_money: '300.00' });
    const [line] = call<PageOf<MoneyLogEntry>>('/api/user/moneylog').data.list;
    expect(line).toMatchObject({ kind: 'withdraw_hold', amount: '-300.00', balance: '500.00', ref_type: 'withdrawal', ref_id: w.data.id });
    expect(call<PageOf<Withdrawal>>('/api/user/withdrawlist', { status: 0 }).data.list).toEqual([w.data]);
    expect(call('/api/withdraw/withdraw', { amount: '100', paypassword: PAY_PASSWORD, request_id: uuid(5) }).msg).toBe(
      'You have used all 1 withdrawal allowed today; please try again tomorrow',
    );
    expect(state.held_cents).toBe(30_000);
  });

  it('withdrawals are refused in the order the server checks: card, password, limits, balance', () => {
    const empty = session('empty');
    expect(empty.call('/api/withdraw/withdraw', { amount: '300', paypassword: PAY_PASSWORD, request_id: uuid(6) }).msg).toBe('Please bind a bank card first');
    const { call } = session();
    expect(call('/api/withdraw/withdraw', { amount: '300', paypassword: '000000', request_id: uuid(7) }).msg).toBe('The withdrawal password is incorrect');
    expect(call('/api/withdraw/withdraw', { amount: '99.99', paypassword: PAY_PASSWORD, request_id: uuid(8) }, 'zh-tw').msg).toBe('每筆提現金額須介於 100.00 與 5,000.00 之間');
    expect(call('/api/withdraw/withdraw', { amount: '900', paypassword: PAY_PASSWORD, request_id: uuid(9) }).msg).toBe('Your balance is not enough for this');
  });

  it('a withdrawal of "abc" or "12.345" is the server 422 on its amount, in both languages, and books nothing', () => {
    const { call, state } = session();
    const rules = () => call<WithdrawRules>('/api/withdraw/rules').data;
    const before = { rules: rules(), withdrawals: state.withdrawals.length, ledger: state.ledger.length };
    const amountRule = { 'en-us': 'Please enter an amount such as 100 or 100.50', 'zh-tw': '請輸入金額，例如 100 或 100.50' } as const;
    for (const lang of ['en-us', 'zh-tw'] as const) {
      for (const [n, amount] of [[10, 'abc'], [11, '12.345']] as const) {
        const refused = call('/api/withdraw/withdraw', { amount, paypassword: PAY_PASSWORD, request_id: uuid(n) }, lang);
        expect(refused).toEqual({ code: 422, msg: amountRule[lang], time: TEST_NOW, data: null, errors: { amount: [amountRule[lang]] } });
      }
    }
    expect({ rules: rules(), withdrawals: state.withdrawals.length, ledger: state.ledger.length }).toEqual(before);
    expect(before.rules).toMatchObject({ used_today: 0, balance: '800.00', held: '0.00' });
    // The day's one withdrawal is still there to make.
    expect(call('/api/withdraw/withdraw', { amount: '100', paypassword: PAY_PASSWORD, request_id: uuid(12) }).code).toBe(1);
  });

  it('binding a card needs the withdrawal password and the registered name, letter case and spaces aside', () => {
    const { call } = session('empty');
    expect(call('/api/withdraw/bankcard').data).toBeNull();
    const body = { name: 'Grace Hopper', bank_name: 'Bank of Taiwan', card_no: '4000123412340123', paypassword: PAY_PASSWORD };
    expect(call('/api/withdraw/cardupdate', body).msg).toBe('The name on the card must match your registered real name');
    expect(call('/api/withdraw/cardupdate', { ...body, name: 'DEMO  customer' })).toMatchObject({ code: 1, msg: 'Bank card saved', data: { card_no: '************0123', last4: '0123' } });
    expect(call<WithdrawRules>('/api/withdraw/rules').data.card_bound).toBe(1);
  });

  it('the statement filters by kind and by shop day, each line with the balance after it', () => {
    const { call } = session('withdrawal-rejected');
    const all = call<PageOf<MoneyLogEntry>>('/api/user/moneylog').data;
    expect(all.list.map((e) => [e.kind, e.amount, e.balance])).toEqual([
      ['withdraw_refund', '+300.00', '800.00'],
      ['withdraw_hold', '-300.00', '500.00'],
      // The first withdrawal was paid out: its line says so, as the server's does.
      ['withdraw_paid', '-200.00', '800.00'],
      ['deposit', '+1000.00', '1000.00'],
    ]);
    expect(call<PageOf<MoneyLogEntry>>('/api/user/moneylog', { kind: 'deposit' }).data.total).toBe(1);
    expect(call<PageOf<MoneyLogEntry>>('/api/user/moneylog', { from: '2026-03-14', to: '2026-03-14' }).data.total).toBe(2);
  });

  it('the domain scenarios: a withdrawal in review (held, the day used) and one rejected (refunded, with its reason)', () => {
    const review = session('withdrawal-in-review');
    expect(review.call<PageOf<Withdrawal>>('/api/user/withdrawlist').data.list[0]).toMatchObject({ amount: '300.00', status: 0 });
    expect(review.call<WithdrawRules>('/api/withdraw/rules').data).toMatchObject({ balance: '500.00', held: '300.00', used_today: 1 });
    const rejected = session('withdrawal-rejected');
    expect(rejected.call<PageOf<Withdrawal>>('/api/user/withdrawlist').data.list[0]).toMatchObject({ status: 2, reason: 'The card holder name does not match the account' });
    expect(rejected.call<WithdrawRules>('/api/withdraw/rules').data).toMatchObject({ balance: '800.00', held: '0.00', used_today: 0 });
  });

  it('no answer ever holds the whole card number', () => {
    const { state } = session();
    const answers = bankMock.routes.map((r) => JSON.stringify(answerOf(callMock(bankMock, state, r.url, {}, { token: Object.keys(state.session.tokens)[0] }))));
    expect(answers.filter((a) => a.includes(CARD_NO))).toEqual([]);
  });
});
