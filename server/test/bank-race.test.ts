import type { Withdrawal } from '@snapmall/shared/contract';
import { AuditChain } from '../src/modules/operators/audit-verify';
import type { LedgerService } from '../src/modules/ledger/service';
import { startTestServer, type TestServer } from './helpers';
import { fundedCustomer, moneyShop, withdraw } from './money-helpers';

/**
 * Issue 26, "no deadlock, no 500": customers' withdrawals and operators' reviews of their other withdrawals, on two
 * instances at once. They used to deadlock (the withdrawal held the ledger account and waited on the customer's
 * bank counts; the review held those and waited on the account), and one request answered 500. Now both take the
 * ledger accounts first (ledger/lock-order.md), and a deadlock that still happens is retried by the runner.
 */
const ROUNDS = 10;
const CUSTOMERS = 3;
const PER_CUSTOMER = 4;

let server: TestServer;
let admin: string;
let ledger: LedgerService;
beforeAll(async () => {
  server = await startTestServer();
  ({ admin, ledger } = await moneyShop(server));
  await server.db.query('UPDATE vip_levels SET withdraw_num = 1000 WHERE level = 1');
});
afterAll(() => server.close());

it(`answers ${ROUNDS} rounds of withdrawals and reviews of the same customers on two instances with no 5xx`, async () => {
  const other = await server.secondInstance();
  try {
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => fundedCustomer(server, admin, '100000.00')));
    const statuses: number[] = [];
    let pending = await Promise.all(customers.map(async (c) => (await Promise.all(Array.from({ length: PER_CUSTOMER }, () => withdraw(server, c.token, '100.00')))).map((w) => w.body.data.id)));
    for (let round = 0; round < ROUNDS; round++) {
      const via = (i: number) => (i % 2 ? other.post : server.post);
      const reviews = pending.flatMap((ids) =>
        ids.map((id, i) =>
          i % 2 === 0
            ? via(i + round)('/api/admin/withdraw/approve', { id }, { token: admin })
            : via(i + round)('/api/admin/withdraw/reject', { id, reason: 'race' }, { token: admin }),
        ),
      );
      const fresh = customers.map((c, k) =>
        Promise.all(Array.from({ length: PER_CUSTOMER }, (_, i) => (via(i + k + round + 1) === server.post ? withdraw(server, c.token, '100.00') : other.post<Withdrawal>('/api/withdraw/withdraw', { amount: '100.00', paypassword: '123456', request_id: crypto.randomUUID() }, { token: c.token })))),
      );
      const [reviewed, made] = await Promise.all([Promise.all(reviews), Promise.all(fresh)]);
      statuses.push(...reviewed.map((r) => r.status), ...made.flat().map((r) => r.status));
      expect(reviewed.every((r) => r.body.code === 1)).toBe(true);
      expect(made.flat().every((r) => r.body.code === 1)).toBe(true);
      pending = made.map((answers) => answers.map((a) => a.body.data.id));
    }
    expect(statuses).toHaveLength(ROUNDS * CUSTOMERS * PER_CUSTOMER * 2);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect((await ledger.verify()).ok).toBe(true);
    expect((await new AuditChain(server.db).verify()).ok).toBe(true);
  } finally {
    await other.close();
  }
});
