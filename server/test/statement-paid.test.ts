import type { AdminUserMoneyLog, MoneyLogEntry, PageOf } from '@snapmall/shared/contract';
import type { LedgerService } from '../src/modules/ledger/service';
import { startTestServer, type TestServer } from './helpers';
import { fundedCustomer, moneyShop, withdraw } from './money-helpers';

/**
 * "Withdrawal held −300.00" after the payout (issue 26): the statement reads a withdrawal's line as the ledger says,
 * held while in review and paid once paid out, in the customer's statement and the console's alike. Only what the
 * line says changes: its amount, its balance after and the ledger are as they were.
 */
let server: TestServer;
let admin: string;
let ledger: LedgerService;
beforeAll(async () => {
  server = await startTestServer();
  ({ admin, ledger } = await moneyShop(server));
});
afterAll(() => server.close());

const lines = (list: MoneyLogEntry[]) => list.map((e) => [e.kind, e.amount, e.balance, e.ref_id]);

describe('a withdrawal on the statement', () => {
  it('reads held while in review, paid once paid out, and a rejected one held then returned', async () => {
    const user = await fundedCustomer(server, admin, '1000.00');
    const paid = (await withdraw(server, user.token, '300.00')).body.data;
    const statement = async () => (await server.post<PageOf<MoneyLogEntry>>('/api/user/moneylog', {}, { token: user.token })).body.data.list;
    const console = async () =>
      (await server.post<AdminUserMoneyLog>('/api/admin/user/moneylog', { user_id: user.userinfo.id, page: 1 }, { token: admin })).body.data.list;

    expect(lines(await statement())).toEqual([
      ['withdraw_hold', '-300.00', '700.00', paid.id],
      ['deposit', '+1000.00', '1000.00', expect.any(Number)],
    ]);
    expect((await server.post('/api/admin/withdraw/approve', { id: paid.id }, { token: admin })).body.code).toBe(1);
    const afterPayout = [
      ['withdraw_paid', '-300.00', '700.00', paid.id],
      ['deposit', '+1000.00', '1000.00', expect.any(Number)],
    ];
    expect(lines(await statement())).toEqual(afterPayout);
    expect(lines(await console())).toEqual(afterPayout);

    // Another held the next day's way: a rejected one keeps its held line and a returned line follows it.
    const user2 = await fundedCustomer(server, admin, '1000.00');
    const rejected = (await withdraw(server, user2.token, '200.00')).body.data;
    await server.post('/api/admin/withdraw/reject', { id: rejected.id, reason: 'Card closed' }, { token: admin });
    const list2 = (await server.post<PageOf<MoneyLogEntry>>('/api/user/moneylog', {}, { token: user2.token })).body.data.list;
    expect(lines(list2).slice(0, 2)).toEqual([
      ['withdraw_refund', '+200.00', '1000.00', rejected.id],
      ['withdraw_hold', '-200.00', '800.00', rejected.id],
    ]);
    expect((await ledger.verify()).ok).toBe(true);
  });
});
