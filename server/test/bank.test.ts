import { randomUUID } from 'node:crypto';
import type { BankCard, Deposit, Message, MessageListAnswer, MoneyLogEntry, PageOf, Withdrawal, WithdrawRules } from '@snapmall/shared/contract';
import { formatMoney } from '@snapmall/shared/money/format';
import type { LedgerService } from '../src/modules/ledger/service';
import { registerUser, startTestServer, type TestServer } from './helpers';
import { balanceOf, deposit, firstChannel, fundedCustomer, moneyShop, withdraw } from './money-helpers';

let server: TestServer;
let admin: string;
let ledger: LedgerService;
beforeAll(async () => {
  server = await startTestServer();
  ({ admin, ledger } = await moneyShop(server));
});
afterAll(() => server.close());

describe('bank card', () => {
  it('needs a withdrawal password first, the registered real name, and answers the number masked', async () => {
    const user = await registerUser(server, { realname: 'Grace Hopper' });
    const auth = { token: user.token };
    const card = { name: 'Grace Hopper', bank_name: 'Bank of Taiwan', card_no: '6222021234567890', paypassword: '123456' };
    expect((await server.post('/api/withdraw/bankcard', {}, auth)).body.data).toBeNull();
    expect((await server.post('/api/withdraw/cardupdate', card, auth)).body).toMatchObject({ code: 0, msg: 'No withdrawal password is set yet' });
    await server.post('/api/user/setpaypassword', { paypassword: '123456', repaypassword: '123456' }, auth);
    const mismatch = await server.post('/api/withdraw/cardupdate?lang=zh-tw', { ...card, name: 'Someone Else' }, auth);
    expect(mismatch.body).toMatchObject({ code: 0, msg: '卡片上的姓名必須與註冊的真實姓名一致' });
    const bound = await server.post<BankCard>('/api/withdraw/cardupdate', { ...card, name: ' grace  HOPPER ' }, auth);
    expect(bound.body.data).toMatchObject({ card_no: '************7890', last4: '7890', bank_name: 'Bank of Taiwan' });
    expect(JSON.stringify((await server.post('/api/withdraw/bankcard', {}, auth)).body)).not.toContain('62220212');
  });

  it('counts a wrong withdrawal password on the card toward the same 5-in-a-row lock as withdrawals', async () => {
    const user = await fundedCustomer(server, admin, '500.00');
    const card = { name: 'Ada Lovelace', bank_name: 'Bank', card_no: '123456789', paypassword: '000000' };
    for (let i = 0; i < 3; i++) await server.post('/api/withdraw/cardupdate', card, { token: user.token });
    for (let i = 0; i < 2; i++) expect((await withdraw(server, user.token, '100.00', randomUUID(), '000000')).body.msg).toBe('The withdrawal password is incorrect');
    expect((await withdraw(server, user.token, '100.00')).body.msg).toMatch(/locked until \d\d:\d\d/);
  });

  it('refuses a card number that is not 6-19 digits with 422', async () => {
    const user = await registerUser(server);
    const res = await server.post('/api/withdraw/cardupdate', { name: 'x', bank_name: 'y', card_no: '12ab', paypassword: '1' }, { token: user.token });
    expect(res.status).toBe(422);
    expect(res.body.errors?.card_no).toEqual(['Please enter 6-19 digits']);
  });
});

describe('deposits', () => {
  it('lists channels in the request language and keeps a deposit pending until reviewed', async () => {
    const user = await fundedCustomer(server, admin);
    const zh = await server.post<{ name: string; instructions: string }[]>('/api/recharge/channels?lang=zh-tw', {}, { token: user.token });
    expect(zh.body.data[0]!.name).toBe('銀行轉帳');
    const channel = await firstChannel(server, user.token);
    const outside = await server.post('/api/recharge/submit', { channel_id: channel.id, amount: '1', request_id: randomUUID() }, { token: user.token });
    expect(outside.body.msg).toBe(`The amount for this channel must be between ${formatMoney(channel.min_amount)} and ${formatMoney(channel.max_amount)}`);
    const submitted = await server.post<Deposit>('/api/recharge/submit', { channel_id: channel.id, amount: '300', reference: 'TX-1', request_id: randomUUID() }, { token: user.token });
    expect(submitted.body.data).toMatchObject({ amount: '300.00', status: 0, reference: 'TX-1', channel_name: 'Bank transfer' });
    expect((await balanceOf(server, user.token)).money).toBe('0.00');
    const list = await server.post<PageOf<Deposit>>('/api/user/rechargelist', { status: 0 }, { token: user.token });
    expect(list.body.data).toMatchObject({ total: 1, page: 1, list: [{ id: submitted.body.data.id, status: 0 }] });
  });

  it('credits an approved deposit through the ledger, tells the customer, and refuses a second review', async () => {
    const user = await fundedCustomer(server, admin);
    const d = await deposit(server, admin, user.token, '420.50');
    expect((await balanceOf(server, user.token)).money).toBe('420.50');
    const again = await server.post('/api/admin/deposit/reject', { id: d.id, reason: 'late' }, { token: admin });
    expect(again.body).toMatchObject({ code: 0, msg: 'This request has already been reviewed' });
    const messages = await server.post<MessageListAnswer>('/api/message/list', {}, { token: user.token });
    expect(messages.body.data).toMatchObject({ unread: 1, list: [{ kind: 'deposit_approved', ref_type: 'deposit', ref_id: d.id, read: 0 }] });
    expect(messages.body.data.list[0]!.content).toContain('420.50');
    expect((await server.post<{ unread: number }>('/api/message/unread', {}, { token: user.token })).body.data).toEqual({ unread: 1 });
    const read = await server.post<{ unread: number }>('/api/message/read', { all: true }, { token: user.token });
    expect(read.body.data.unread).toBe(0);
  });

  it('reviews a deposit exactly once when approve and reject arrive together, on two instances', async () => {
    const user = await fundedCustomer(server, admin);
    const channel = await firstChannel(server, user.token);
    const other = await server.secondInstance();
    try {
      const d = await server.post<Deposit>('/api/recharge/submit', { channel_id: channel.id, amount: '200', request_id: randomUUID() }, { token: user.token });
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, (_, i) => (i % 2 ? other.post : server.post)('/api/admin/deposit/approve', { id: d.body.data.id }, { token: admin })),
        ...Array.from({ length: 5 }, (_, i) => (i % 2 ? server.post : other.post)('/api/admin/deposit/reject', { id: d.body.data.id, reason: 'x' }, { token: admin })),
      ]);
      expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
      const money = (await balanceOf(server, user.token)).money;
      expect(['0.00', '200.00']).toContain(money);
      expect((await ledger.verify()).ok).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('tells the customer why a deposit was rejected, in their language', async () => {
    const user = await fundedCustomer(server, admin);
    const channel = await firstChannel(server, user.token);
    const d = await server.post<Deposit>('/api/recharge/submit', { channel_id: channel.id, amount: '200', request_id: randomUUID() }, { token: user.token });
    await server.post('/api/admin/deposit/reject', { id: d.body.data.id, reason: 'No transfer found' }, { token: admin });
    const list = await server.post<PageOf<Deposit>>('/api/user/rechargelist', {}, { token: user.token });
    expect(list.body.data.list[0]).toMatchObject({ status: 2, reason: 'No transfer found' });
    const zh = await server.post<MessageListAnswer>('/api/message/list?lang=zh-tw', {}, { token: user.token });
    expect(zh.body.data.list[0]).toMatchObject({ title: '充值已駁回', content: expect.stringContaining('No transfer found') });
  });
});

describe('withdrawals', () => {
  it('publishes the rules of the level before the customer commits', async () => {
    const user = await fundedCustomer(server, admin, '800.00');
    const rules = await server.post<WithdrawRules>('/api/withdraw/rules', {}, { token: user.token });
    // Demo VIP 1: 100 to 5,000 per withdrawal, one a day, 1% fee.
    expect(rules.body.data).toEqual({
      min_amount: '100.00',
      max_amount: '5000.00',
      per_day: 1,
      used_today: 0,
      fee_rate: '1.00',
      balance: '800.00',
      held: '0.00',
      card_bound: 1,
      paypassword_set: 1,
    });
  });

  it('holds the amount at once, and pays it less the fee when approved', async () => {
    const user = await fundedCustomer(server, admin, '800.00');
    const w = await withdraw(server, user.token, '333.33');
    expect(w.body.data).toMatchObject({ amount: '333.33', fee: '3.33', receive: '330.00', status: 0, card_no: '************7890' });
    expect(await balanceOf(server, user.token)).toMatchObject({ money: '466.67', held_money: '333.33' });
    const paid = await server.post<{ card_no: string }>('/api/admin/withdraw/approve', { id: w.body.data.id }, { token: admin });
    // Masked in the operator's answer too: the whole number is read on its own, audited (withdraw-card.test.ts).
    expect(paid.body.data.card_no).toBe('************7890');
    expect(await balanceOf(server, user.token)).toMatchObject({ money: '466.67', held_money: '0.00' });
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('returns a rejected withdrawal in full', async () => {
    const user = await fundedCustomer(server, admin, '800.00');
    const w = await withdraw(server, user.token, '500.00');
    await server.post('/api/admin/withdraw/reject', { id: w.body.data.id, reason: 'Card closed' }, { token: admin });
    expect(await balanceOf(server, user.token)).toMatchObject({ money: '800.00', held_money: '0.00' });
    const list = await server.post<PageOf<Withdrawal>>('/api/user/withdrawlist', {}, { token: user.token });
    expect(list.body.data.list[0]).toMatchObject({ status: 2, reason: 'Card closed' });
    const approveAfter = await server.post('/api/admin/withdraw/approve', { id: w.body.data.id }, { token: admin });
    expect(approveAfter.body.code).toBe(0);
  });

  it('refuses with a message that says what to do: no card, out of limits, the day used up, balance short', async () => {
    const noCard = await registerUser(server);
    await server.post('/api/user/setpaypassword', { paypassword: '123456', repaypassword: '123456' }, { token: noCard.token });
    expect((await withdraw(server, noCard.token, '100.00')).body.msg).toBe('Please bind a bank card first');
    const user = await fundedCustomer(server, admin, '150.00');
    expect((await withdraw(server, user.token, '99.99')).body.msg).toBe('The amount must be between 100.00 and 5,000.00 per withdrawal');
    expect((await withdraw(server, user.token, '5000.01')).body.msg).toBe('The amount must be between 100.00 and 5,000.00 per withdrawal');
    expect((await withdraw(server, user.token, '200.00')).body.msg).toBe('Your balance is not enough for this');
    expect((await withdraw(server, user.token, '100.00')).body.code).toBe(1);
    expect((await withdraw(server, user.token, '100.00')).body.msg).toMatch(/used all 1 withdrawal/);
  });

  it('never drives one balance negative under 100 concurrent withdrawals, and the ledger verifies', async () => {
    await server.db.query('UPDATE vip_levels SET withdraw_num = 1000 WHERE level = 1');
    try {
      const user = await fundedCustomer(server, admin, '1000.00');
      const answers = await Promise.all(Array.from({ length: 100 }, () => withdraw(server, user.token, '150.00')));
      const accepted = answers.filter((a) => a.body.code === 1).length;
      expect(accepted).toBe(6);
      expect(answers.filter((a) => a.body.msg === 'Your balance is not enough for this')).toHaveLength(94);
      expect(await balanceOf(server, user.token)).toMatchObject({ money: '100.00', held_money: '900.00' });
      const report = await ledger.verify();
      console.log(`ledger:verify after 100 concurrent withdrawals: ${report.accounts} accounts, ${report.transfers} transfers, cash sum ${report.assets.cash.sum}, customers ${report.assets.cash.customers} cents`);
      expect(report.ok).toBe(true);
    } finally {
      await server.db.query('UPDATE vip_levels SET withdraw_num = 1 WHERE level = 1');
    }
  });

  it('moves money once for the same request id sent 10 times at once', async () => {
    const user = await fundedCustomer(server, admin, '1000.00');
    const id = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(server, user.token, '250.00', id)));
    expect(new Set(answers.map((a) => a.body.data?.id)).size).toBe(1);
    expect(answers.every((a) => a.body.code === 1)).toBe(true);
    expect(await balanceOf(server, user.token)).toMatchObject({ money: '750.00', held_money: '250.00' });
    expect((await withdraw(server, user.token, '251.00', id)).body.code).toBe(0);
  });

  it('answers a repeated request with its first answer even after the password got locked, and keeps no password in it', async () => {
    const user = await fundedCustomer(server, admin, '1000.00');
    const id = randomUUID();
    const first = await withdraw(server, user.token, '100.00', id);
    for (let i = 0; i < 5; i++) await withdraw(server, user.token, '100.00', randomUUID(), '000000');
    const again = await withdraw(server, user.token, '100.00', id);
    expect(again.body).toMatchObject({ code: 1, data: { id: first.body.data.id } });
    const rows = await server.db.query<{ row: string }>('SELECT to_jsonb(k)::text AS row FROM idempotency_keys k WHERE request_id = $1', [id]);
    expect(rows[0]!.row).not.toContain('123456');
  });
});

describe('statement', () => {
  it('lists every transfer on the cash account with kind, signed amount and balance after, filtered by kind and day', async () => {
    const user = await fundedCustomer(server, admin, '1000.00');
    const w = await withdraw(server, user.token, '400.00');
    await server.post('/api/admin/withdraw/reject', { id: w.body.data.id, reason: 'no' }, { token: admin });
    const log = await server.post<PageOf<MoneyLogEntry>>('/api/user/moneylog', {}, { token: user.token });
    expect(log.body.data.list.map((e) => [e.kind, e.amount, e.balance, e.ref_type])).toEqual([
      ['withdraw_refund', '+400.00', '1000.00', 'withdrawal'],
      ['withdraw_hold', '-400.00', '600.00', 'withdrawal'],
      ['deposit', '+1000.00', '1000.00', 'deposit'],
    ]);
    const holds = await server.post<PageOf<MoneyLogEntry>>('/api/user/moneylog', { kind: 'withdraw_hold' }, { token: user.token });
    expect(holds.body.data.total).toBe(1);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const inDay = await server.post<PageOf<MoneyLogEntry>>('/api/user/moneylog', { from: today, to: today }, { token: user.token });
    expect(inDay.body.data.total).toBe(3);
    const before = await server.post<PageOf<MoneyLogEntry>>('/api/user/moneylog', { to: '2020-01-01' }, { token: user.token });
    expect(before.body.data.total).toBe(0);
  });

  it('messages are the customer’s own', async () => {
    const a = await fundedCustomer(server, admin, '100.00');
    const b = await registerUser(server);
    const mine = await server.post<{ list: Message[] }>('/api/message/list', {}, { token: a.token });
    const theirs = await server.post<{ list: Message[] }>('/api/message/list', {}, { token: b.token });
    expect(mine.body.data.list.length).toBe(1);
    expect(theirs.body.data.list).toEqual([]);
    await server.post('/api/message/read', { id: mine.body.data.list[0]!.id }, { token: b.token });
    expect((await server.post('/api/message/read', {}, { token: a.token })).status).toBe(422);
    expect((await server.post<{ unread: number }>('/api/message/list', {}, { token: a.token })).body.data.unread).toBe(1);
  });
});
