// The customer's money records at size (issue 18). The statement (`moneylog`): one customer among 20 sharing the
// bench ledger's transfers (ledger-grow.ts, the ledger scale.ts then verifies), 10 lines of 200 transfers, then
// 50,000 of 1,000,000. The deposit and withdrawal records: 10 of each, then 50,000 among 1,000,000 of others.
import * as bank from 'server/src/modules/bank/repository';
import * as ledger from 'server/src/modules/ledger/repository';
import * as statements from 'server/src/modules/ledger/statement-repository';
import type { Queryable } from 'server/src/db/database';
import { growBenchLedger, openBenchLedger, type BenchLedger } from '../ledger-grow';
import type { ScaleCall, ScaleContext, ScalePart } from './part';
import { benchUsers, count, CUSTOMER_ROWS, interleaved, OTHER_CUSTOMERS, OTHER_ROWS, settle, spreadOf } from './rows';

const CUSTOMERS = 20;
const TRANSFERS = { small: CUSTOMER_ROWS.small * CUSTOMERS, large: 1_000_000 } as const;
/** The small ledger fills the first day of the history, so that day holds the customer's first 10 lines at any size. */
const STEP_SECONDS = 86_400 / TRANSFERS.small;

let bench: BenchLedger;
let account: bigint;
/** The date range asked for: the history's first shop day, set once the clock is. */
const firstDay = { page: 1, from: '', to: '' };

/** The bench ledger with the registered customer in its first place, on a clock that ends now at the large size. */
async function openLedger({ server, customer }: ScaleContext) {
  const db = server.db;
  bench = await openBenchLedger(db, CUSTOMERS);
  account = (await ledger.userAccountIds(db, [customer.id], 'main', 'cash')).get(customer.id)!;
  await db.query('UPDATE bench_customers SET account_id = $1 WHERE c = 0', [account]);
  const [clock] = await db.query<{ start: Date; day: string }>(
    `SELECT d::timestamp AT TIME ZONE $1 AS start, to_char(d, 'YYYY-MM-DD') AS day
     FROM (SELECT ((now() - make_interval(secs => $2::float8 * $3::int)) AT TIME ZONE $1)::date AS d) t`,
    [server.config.shopTimeZone, STEP_SECONDS, TRANSFERS.large],
  );
  bench.clock = { start: clock!.start, stepSeconds: STEP_SECONDS };
  Object.assign(firstDay, { from: clock!.day, to: clock!.day });
}

const statementCall = (name: string, body: Record<string, unknown>): ScaleCall => ({
  name,
  url: '/api/user/moneylog',
  body,
  as: 'customer',
  explain: async (q, { server, customer }) => {
    await ledger.existingAccountId(q, customer.id, 'main', 'cash');
    const filter = body as { kind?: string; from?: string; to?: string };
    await statements.statement(q, account, { kind: filter.kind, from: filter.from, to: filter.to, timeZone: server.config.shopTimeZone, limit: 20, offset: 0 });
  },
});

export const statementPart: ScalePart = {
  name: 'statement',
  sizes: { small: `${CUSTOMER_ROWS.small} lines of ${TRANSFERS.small} transfers`, large: `${count(CUSTOMER_ROWS.large)} of ${count(TRANSFERS.large)} transfers` },
  setUp: openLedger,
  async grow({ server }, size) {
    await growBenchLedger(server.db, bench, TRANSFERS[size]);
    await settle(server.db, ['ledger_transfers', 'ledger_accounts']);
  },
  calls: [
    statementCall('moneylog page 1', { page: 1 }),
    statementCall('moneylog one kind', { page: 1, kind: 'payback' }),
    statementCall('moneylog first day', firstDay),
  ],
};

let others: number[] = [];

/**
 * Deposits and withdrawals of the customer (one in ten rejected, the rest approved) spread among the others' (one
 * in fifty still pending, one in twenty rejected).
 */
async function growRecords(q: Queryable, customerId: number, size: 'small' | 'large') {
  const user = 'CASE WHEN mine THEN $1 ELSE ($2::int[])[1 + i % $3] END';
  const status = 'CASE WHEN mine THEN CASE WHEN i % 10 = 0 THEN 2 ELSE 1 END WHEN i % 50 = 0 THEN 0 WHEN i % 20 = 0 THEN 2 ELSE 1 END';
  const [rows, params] = [interleaved(spreadOf(size)), [customerId, others, others.length]];
  await q.query(
    `INSERT INTO deposits (user_id, channel_id, amount_cents, status, reviewtime)
     SELECT ${user}, (SELECT min(id) FROM deposit_channels), 1000 + i, ${status}, now() FROM ${rows}`,
    params,
  );
  await q.query(
    `INSERT INTO withdrawals (user_id, amount_cents, fee_cents, card_name, bank_name, card_no, status, reviewtime)
     SELECT ${user}, 1000 + i, 10, 'Card', 'Bank', '6222000011112222', ${status}, now() FROM ${rows}`,
    params,
  );
}

const recordCall = (name: string, url: string, body: Record<string, unknown>): ScaleCall => ({
  name,
  url,
  body,
  as: 'customer',
  explain: (q, { customer }) => {
    const page = url.endsWith('rechargelist') ? bank.depositPage : bank.withdrawalPage;
    return page(q, { userId: customer.id, status: body.status as number | undefined, limit: 20, offset: 0 });
  },
});

export const recordsPart: ScalePart = {
  name: 'records',
  sizes: { small: `${CUSTOMER_ROWS.small} each`, large: `${count(CUSTOMER_ROWS.large)} + ${count(OTHER_ROWS)} others` },
  async setUp({ server }) {
    await server.db.query(
      `INSERT INTO deposit_channels (name_en, name_zh, instructions_en, instructions_zh, min_cents, max_cents)
       VALUES ('Bank', '银行', 'x', 'x', 100, 100000)`,
    );
    others = await benchUsers(server.db, 'records', OTHER_CUSTOMERS);
  },
  async grow({ server, customer }, size) {
    await growRecords(server.db, customer.id, size);
    await settle(server.db, ['deposits', 'withdrawals']);
  },
  calls: [
    recordCall('rechargelist page 1', '/api/user/rechargelist', { page: 1 }),
    recordCall('rechargelist rejected', '/api/user/rechargelist', { page: 1, status: 2 }),
    recordCall('withdrawlist page 1', '/api/user/withdrawlist', { page: 1 }),
    recordCall('withdrawlist rejected', '/api/user/withdrawlist', { page: 1, status: 2 }),
  ],
};
