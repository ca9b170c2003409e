// The statement (`moneylog`) as a customer's history grows (issue 18): page 1 unfiltered, by kind and by a date
// range, for one customer at 10 and 50,000 lines among 1,000,000 transfers of 20 customers (the bench ledger of
// ledger-grow.ts), through the app (app.inject, no network), SAMPLES sequential requests each: median, p99,
// requests per second and the ratio to the small size.
import { registerUser, startTestServer } from 'server/test/helpers';
import { withTestDatabase } from '../script-database';
import { SAMPLES, timedCall } from './inject-timing';
import { growBenchLedger, openBenchLedger } from './ledger-grow';

const CUSTOMERS = 20;
/** Transfers in the table at each size: the customer holds one in CUSTOMERS of them. */
const SIZES = [10 * CUSTOMERS, 50_000 * CUSTOMERS];

async function main() {
  const server = await startTestServer();
  try {
    const customer = await registerUser(server);
    const ledger = await openBenchLedger(server.db, CUSTOMERS);
    // The registered customer takes the bench's first place, so its statement is the one that grows.
    await server.db.query(
      `INSERT INTO ledger_accounts (owner_kind, user_id, code, asset) VALUES ('user', $1, 'main', 'cash')
       ON CONFLICT (user_id, code, asset) WHERE owner_kind = 'user' DO NOTHING`,
      [customer.userinfo.id],
    );
    await server.db.query(
      `UPDATE bench_customers SET account_id = (SELECT id FROM ledger_accounts WHERE owner_kind = 'user' AND user_id = $1 AND code = 'main' AND asset = 'cash') WHERE c = 0`,
      [customer.userinfo.id],
    );
    const today = new Date().toISOString().slice(0, 10);
    const calls = [
      ['page 1', { page: 1 }],
      ['page 1, one kind', { page: 1, kind: 'bench' }],
      ['page 1, today', { page: 1, from: today, to: today }],
    ] as const;
    console.log(`Statement at size: one customer among ${CUSTOMERS} sharing the transfers, ${SAMPLES} sequential requests per figure (app.inject)`);
    console.log('call                 lines  transfers  median ms  p99 ms   req/s   × small (target ≤ 1.5)');
    const small: Record<string, number> = {};
    for (const size of SIZES) {
      const started = Date.now();
      await growBenchLedger(server.db, ledger, size);
      await server.db.query('VACUUM ANALYZE ledger_transfers');
      const growth = `(grown in ${((Date.now() - started) / 1000).toFixed(1)} s)`;
      for (const [name, body] of calls) {
        const f = await timedCall(server, '/api/user/moneylog', body, customer.token);
        small[name] ??= f.median;
        const ratio = f.median / small[name];
        console.log(
          `${name.padEnd(18)} ${String(size / CUSTOMERS).padStart(7)} ${String(size).padStart(10)} ${f.median.toFixed(2).padStart(10)} ${f.p99.toFixed(2).padStart(7)} ${Math.round(f.rps).toString().padStart(7)}   ${ratio.toFixed(2)}× ${ratio <= 1.5 ? 'ok' : 'OVER'} ${name === 'page 1' ? growth : ''}`,
        );
      }
    }
  } finally {
    await server.close();
  }
}

withTestDatabase(main).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
