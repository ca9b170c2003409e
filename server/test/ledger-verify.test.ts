import type { Queryable } from '../src/db/database';
import { LedgerService, type TransferRequest, type VerifyReport } from '../src/modules/ledger/service';
import { registerUser, startTestServer, type TestServer } from './helpers';
import { moneyShop } from './money-helpers';

/**
 * The set-based ledger check finds every kind of problem the per-account check found, with the same words and
 * figures: each case corrupts the ledger in a transaction that is rolled back and compares verify() with the
 * queries verify ran before (kept here as the reference).
 */
let server: TestServer;
let ledger: LedgerService;
const customers: number[] = [];
beforeAll(async () => {
  server = await startTestServer();
  ({ ledger } = await moneyShop(server));
  for (let i = 0; i < 24; i++) customers.push((await registerUser(server)).userinfo.id);
  const grant = (user: number, asset: 'cash' | 'points', amount: number): TransferRequest => ({
    from: { house: 'grants' },
    to: { user, code: 'main' },
    asset,
    amount: BigInt(amount),
    kind: 'adjustment',
    ref: { type: 'adjustment', id: user },
  });
  // Most transfers share one debit account, as a bulk grant makes them; some customers pay part back.
  await server.db.tx((q) => ledger.transferMany(q, customers.flatMap((u, i) => [grant(u, 'cash', 1_000 + i), grant(u, 'points', 10 + i), grant(u, 'cash', 7)])));
  await server.db.tx((q) =>
    ledger.transferMany(
      q,
      customers.slice(0, 8).map((user) => ({ from: { user, code: 'main' }, to: { house: 'fees' }, asset: 'cash', amount: 300n, kind: 'adjustment', ref: { type: 'adjustment', id: 0 } })),
    ),
  );
});
afterAll(() => server.close());

/** What verify answered before it was set-based: every account's row, then the first 20 running mismatches. */
async function reference(q: Queryable): Promise<VerifyReport> {
  const rows = await q.query<{ id: bigint; owner_kind: string; code: string; asset: 'cash' | 'points'; stored: bigint; computed: bigint }>(
    `SELECT a.id, a.owner_kind, a.code, a.asset, a.balance AS stored,
            COALESCE((SELECT sum(amount) FROM ledger_transfers WHERE credit_account_id = a.id), 0)::bigint
          - COALESCE((SELECT sum(amount) FROM ledger_transfers WHERE debit_account_id = a.id), 0)::bigint AS computed
     FROM ledger_accounts a ORDER BY a.id`,
  );
  const assets: VerifyReport['assets'] = { cash: { sum: 0n, customers: 0n }, points: { sum: 0n, customers: 0n } };
  const problems: string[] = [];
  for (const row of rows) {
    assets[row.asset].sum += row.stored;
    if (row.owner_kind === 'user') assets[row.asset].customers += row.stored;
    if (row.stored !== row.computed) problems.push(`account ${row.id} (${row.code} ${row.asset}) stores ${row.stored} but its transfers add up to ${row.computed}`);
    if (row.owner_kind === 'user' && row.stored < 0n) problems.push(`customer account ${row.id} is negative: ${row.stored}`);
  }
  for (const [asset, { sum }] of Object.entries(assets)) if (sum !== 0n) problems.push(`${asset} accounts sum to ${sum}, not 0`);
  const mismatches = await q.query<{ transfer_id: bigint; account_id: bigint; recorded: bigint; running: bigint }>(
    `WITH legs AS (
       SELECT id, debit_account_id AS account_id, -amount AS delta, debit_balance_after AS recorded FROM ledger_transfers
       UNION ALL
       SELECT id, credit_account_id, amount, credit_balance_after FROM ledger_transfers)
     SELECT id AS transfer_id, account_id, recorded, running FROM (
       SELECT id, account_id, recorded, sum(delta) OVER (PARTITION BY account_id ORDER BY id)::bigint AS running FROM legs) x
     WHERE running <> recorded ORDER BY id LIMIT 20`,
  );
  for (const m of mismatches) problems.push(`transfer ${m.transfer_id} records balance ${m.recorded} on account ${m.account_id}, its transfers add up to ${m.running}`);
  const [{ n }] = (await q.query<{ n: bigint }>('SELECT count(*) AS n FROM ledger_transfers')) as [{ n: bigint }];
  return { ok: problems.length === 0, accounts: rows.length, transfers: n, assets, problems };
}

/**
 * verify() and the reference on the ledger as `corrupt` leaves it, then everything rolled back. `corrupt` may only
 * use its own connection: the others wait for the locks the corruption takes.
 */
async function verifyCorrupted(corrupt: (q: Queryable) => Promise<void>): Promise<{ report: VerifyReport; before: VerifyReport }> {
  const found = await server.db
    .tx(async (q) => {
      await q.query('ALTER TABLE ledger_transfers DISABLE TRIGGER ledger_transfers_append_only');
      await q.query('ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_user_balance_not_negative');
      await corrupt(q);
      const report = await new LedgerService({ ...server.db, query: q.query.bind(q) } as typeof server.db).verify();
      throw Object.assign(new Error('rolled back'), { found: { report, before: await reference(q) } });
    })
    .catch((error: { found?: { report: VerifyReport; before: VerifyReport } }) => error.found);
  expect((await ledger.verify()).ok).toBe(true);
  return found!;
}

const account = async (userId: number, asset = 'cash') =>
  ((await server.db.query<{ id: bigint }>("SELECT id FROM ledger_accounts WHERE user_id = $1 AND code = 'main' AND asset = $2", [userId, asset])) as [{ id: bigint }])[0].id;
const house = async (code: string) =>
  ((await server.db.query<{ id: bigint }>("SELECT id FROM ledger_accounts WHERE owner_kind = 'house' AND code = $1 AND asset = 'cash'", [code])) as [{ id: bigint }])[0].id;

/** The same report as before, problems compared as a set (they are now grouped by kind, not by account). */
function expectSameAsBefore({ report, before }: { report: VerifyReport; before: VerifyReport }) {
  expect({ ...report, problems: [...report.problems].sort() }).toEqual({ ...before, problems: [...before.problems].sort() });
}

it('verifies a clean ledger, with the same figures as before', async () => {
  const found = await verifyCorrupted(async () => {});
  expect(found.report).toMatchObject({ ok: true, problems: [] });
  expect(found.report.transfers).toBe(BigInt(customers.length * 3 + 8));
  expect(found.report.assets.cash.sum).toBe(0n);
  expect(found.report.assets.points.customers).toBe(BigInt(customers.reduce((sum, _, i) => sum + 10 + i, 0)));
  expectSameAsBefore(found);
});

it('finds a customer balance changed behind the ledger’s back', async () => {
  const id = await account(customers[10]!);
  const found = await verifyCorrupted((q) => q.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1', [id]).then(() => {}));
  expect(found.report.ok).toBe(false);
  expect(found.report.problems).toContain(`account ${id} (main cash) stores 1018 but its transfers add up to 1017`);
  expectSameAsBefore(found);
});

it('finds an asset whose accounts do not sum to zero', async () => {
  const grants = await house('grants');
  const found = await verifyCorrupted((q) => q.query('UPDATE ledger_accounts SET balance = balance + 7 WHERE id = $1', [grants]).then(() => {}));
  expect(found.report.problems).toContain('cash accounts sum to 7, not 0');
  expect(found.report.assets.cash.sum).toBe(7n);
  expectSameAsBefore(found);
});

it('finds a customer account below zero', async () => {
  const id = await account(customers[5]!, 'points');
  const found = await verifyCorrupted((q) => q.query('UPDATE ledger_accounts SET balance = -5 WHERE id = $1', [id]).then(() => {}));
  expect(found.report.problems).toContain(`customer account ${id} is negative: -5`);
  expect(found.report.problems).toContain('points accounts sum to -20, not 0');
  expectSameAsBefore(found);
});

it('finds statement lines whose balance-after is not their account’s running sum, on either side', async () => {
  const customer = await account(customers[9]!);
  const found = await verifyCorrupted(async (q) => {
    // A transfer in the middle of the house account's history (debit side) and a customer's last one (credit).
    await q.query("UPDATE ledger_transfers SET debit_balance_after = debit_balance_after - 3 WHERE id = (SELECT min(id) + 10 FROM ledger_transfers WHERE kind = 'adjustment')");
    await q.query('UPDATE ledger_transfers SET credit_balance_after = credit_balance_after + 5 WHERE id = (SELECT max(id) FROM ledger_transfers WHERE credit_account_id = $1)', [customer]);
  });
  expect(found.report.problems).toHaveLength(2);
  expect(found.report.problems.join('\n')).toMatch(/records balance \d+ on account \d+, its transfers add up to \d+/);
  expectSameAsBefore(found);
});

it('finds every kind at once', async () => {
  const ids = await Promise.all([account(customers[1]!), account(customers[2]!), house('fees')]);
  const found = await verifyCorrupted(async (q) => {
    await q.query('UPDATE ledger_accounts SET balance = balance - 2000 WHERE id = $1', [ids[0]]);
    await q.query('UPDATE ledger_accounts SET balance = balance + 4 WHERE id = ANY($1::bigint[])', [ids.slice(1)]);
    await q.query('UPDATE ledger_transfers SET credit_balance_after = 0 WHERE credit_account_id = $1', [ids[2]]);
  });
  expect(found.report.problems.length).toBeGreaterThanOrEqual(4 + 8);
  expectSameAsBefore(found);
});

it('lists the first 20 problems of a kind by account id and counts the rest', async () => {
  const ids = await Promise.all(customers.slice(0, 23).map((u) => account(u)));
  const found = await verifyCorrupted((q) => q.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = ANY($1::bigint[])', [ids]).then(() => {}));
  const sorted = [...ids].sort((a, b) => (a < b ? -1 : 1));
  const listed = found.report.problems.filter((p) => p.startsWith('account '));
  expect(listed.map((p) => BigInt(p.split(' ')[1]!))).toEqual(sorted.slice(0, 20));
  expect(found.report.problems).toContain('… 3 more accounts whose balance differs from their transfers (the first 20 are listed)');
  expect(found.report.problems).toContain('cash accounts sum to 23, not 0');
});
