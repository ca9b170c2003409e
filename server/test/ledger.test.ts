import { randomUUID } from 'node:crypto';
import { LedgerService } from '../src/modules/ledger/service';
import { registerUser, startTestServer, type TestServer } from './helpers';
import { balanceOf, fundedCustomer, moneyShop } from './money-helpers';

/** The ledger's own rules: double entry, non-negative customers enforced by the database, append-only, verify. */
let server: TestServer;
let ledger: LedgerService;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ ledger, admin } = await moneyShop(server));
});
afterAll(() => server.close());

const userAccount = async (userId: number) => {
  const [row] = await server.db.query<{ id: bigint }>("SELECT id FROM ledger_accounts WHERE user_id = $1 AND code = 'main' AND asset = 'cash'", [userId]);
  return row!.id;
};

it('moves money between a customer and the house, both sides in one transfer, and the books balance', async () => {
  const user = await fundedCustomer(server, admin, '250.00');
  expect((await balanceOf(server, user.token)).money).toBe('250.00');
  const report = await ledger.verify();
  expect(report).toMatchObject({ ok: true, problems: [] });
  expect(report.assets.cash.sum).toBe(0n);
  expect(report.assets.cash.customers).toBeGreaterThanOrEqual(25_000n);
});

it('refuses to overdraw a customer in code, and the database refuses it too', async () => {
  const { userinfo } = await registerUser(server);
  await expect(
    server.db.tx((q) => ledger.transfer(q, { from: { user: userinfo.id, code: 'main' }, to: { house: 'fees' }, asset: 'cash', amount: 1n, kind: 'adjustment', ref: { type: 'adjustment', id: 0 } })),
  ).rejects.toMatchObject({ key: 'ledger.insufficientCash' });
  const funded = await fundedCustomer(server, admin, '100.00');
  const account = await userAccount(funded.userinfo.id);
  await expect(server.db.query('UPDATE ledger_accounts SET balance = -1 WHERE id = $1', [account])).rejects.toMatchObject({
    code: '23514',
    constraint: 'ledger_user_balance_not_negative',
  });
});

it('keeps transfers append-only: no update, no delete', async () => {
  await expect(server.db.query("UPDATE ledger_transfers SET memo = 'changed'")).rejects.toThrow(/append-only/);
  await expect(server.db.query('DELETE FROM ledger_transfers')).rejects.toThrow(/append-only/);
});

it('verify finds a balance changed behind the ledger’s back', async () => {
  const user = await fundedCustomer(server, admin, '100.00');
  const account = await userAccount(user.userinfo.id);
  await server.db.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1', [account]);
  const report = await ledger.verify();
  expect(report.ok).toBe(false);
  expect(report.problems.join('\n')).toMatch(/stores 10001 but its transfers add up to 10000/);
  await server.db.query('UPDATE ledger_accounts SET balance = balance - 1 WHERE id = $1', [account]);
  expect((await ledger.verify()).ok).toBe(true);
});

it('answers a repeated request id with the first answer, and refuses the id with another body', async () => {
  const user = await fundedCustomer(server, admin);
  const [channel] = (await server.post<{ id: number }[]>('/api/recharge/channels', {}, { token: user.token })).body.data;
  const body = { channel_id: channel!.id, amount: '150.00', request_id: randomUUID() };
  const answers = await Promise.all(Array.from({ length: 10 }, () => server.post<{ id: number }>('/api/recharge/submit', body, { token: user.token })));
  expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
  expect(answers.every((a) => a.body.code === 1)).toBe(true);
  const [{ n }] = (await server.db.query<{ n: bigint }>('SELECT count(*) AS n FROM deposits WHERE user_id = $1', [user.userinfo.id])) as [{ n: bigint }];
  expect(n).toBe(1n);
  const other = await server.post('/api/recharge/submit', { ...body, amount: '151.00' }, { token: user.token });
  expect(other.body).toMatchObject({ code: 0, msg: expect.stringContaining('already used for a different request') });
});

it('keeps an account whose it is and a transfer in its accounts\' asset, by the database', async () => {
  const user = await fundedCustomer(server, admin, '100.00');
  const account = await userAccount(user.userinfo.id);
  await expect(server.db.query('UPDATE ledger_accounts SET user_id = NULL, owner_kind = $2 WHERE id = $1', [account, 'house'])).rejects.toThrow(/never change/);
  await expect(server.db.query('DELETE FROM ledger_accounts WHERE id = $1', [account])).rejects.toThrow(/append-only/);
  await expect(
    server.db.query(
      `INSERT INTO ledger_transfers (debit_account_id, credit_account_id, asset, amount, kind, debit_balance_after, credit_balance_after)
       SELECT h.id, $1, 'points', 1, 'forged', 0, 0 FROM ledger_accounts h WHERE h.owner_kind = 'house' LIMIT 1`,
      [account],
    ),
  ).rejects.toMatchObject({ code: '23503' });
});

it('verify finds a statement line whose balance-after is not what the transfers add up to', async () => {
  await fundedCustomer(server, admin, '100.00');
  const report = await server.db.tx(async (q) => {
    await q.query('ALTER TABLE ledger_transfers DISABLE TRIGGER ledger_transfers_append_only');
    await q.query('UPDATE ledger_transfers SET credit_balance_after = credit_balance_after + 5 WHERE id = (SELECT max(id) FROM ledger_transfers)');
    const found = await new LedgerService({ ...server.db, query: q.query.bind(q) } as typeof server.db).verify();
    throw Object.assign(new Error('rolled back'), { found });
  }).catch((error: { found?: Awaited<ReturnType<LedgerService['verify']>> }) => error.found);
  expect(report?.ok).toBe(false);
  expect(report?.problems.join('\n')).toMatch(/records balance 10005 on account \d+, its transfers add up to 10000/);
  expect((await ledger.verify()).ok).toBe(true);
});
