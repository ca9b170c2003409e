// How long the operator's ledger check (`ledger:verify`, LedgerService.verify) takes as the ledger grows: a sound
// ledger grown by SQL (ledger-grow.ts) to each size, vacuumed and analysed as autovacuum would leave a busy table,
// then checked. Prints transfers, accounts, seconds and seconds per million transfers; the target is under 10 s
// per million. Sizes: LEDGER_BENCH_SIZES (comma-separated transfers), default 100,000 and 1,000,000.
import { performance } from 'node:perf_hooks';
import { LedgerService } from 'server/src/modules/ledger/service';
import { usesEmbeddedTestDatabase } from 'server/test/embedded-setup';
import { openTestDatabase } from 'server/test/helpers';
import { withTestDatabase } from '../script-database';
import { growBenchLedger, openBenchLedger } from './ledger-grow';

const CUSTOMERS = 50_000;
const SIZES = (process.env.LEDGER_BENCH_SIZES ?? '100000,1000000').split(',').map(Number);

async function main() {
  const db = await openTestDatabase(2);
  try {
    const engine = usesEmbeddedTestDatabase() ? 'the embedded PostgreSQL' : 'the PostgreSQL of DATABASE_URL';
    console.log(`ledger:verify benchmark: ${CUSTOMERS.toLocaleString('en')} customers trading with one house account, ${engine}`);
    const ledger = await openBenchLedger(db, CUSTOMERS);
    const service = new LedgerService(db);
    for (const size of SIZES) {
      const grown = performance.now();
      await growBenchLedger(db, ledger, size);
      await db.query('VACUUM ANALYZE ledger_transfers');
      await db.query('VACUUM ANALYZE ledger_accounts');
      const start = performance.now();
      const report = await service.verify();
      const seconds = (performance.now() - start) / 1000;
      const transfers = Number(report.transfers);
      console.log(
        `${transfers.toLocaleString('en').padStart(10)} transfers  ${report.accounts.toLocaleString('en').padStart(7)} accounts  ` +
          `verify ${seconds.toFixed(2)} s  (${((seconds * 1e6) / transfers).toFixed(2)} s per million; target < 10)  ` +
          `${report.ok ? 'ok' : `NOT OK: ${report.problems.slice(0, 3).join('; ')}`}  (grown in ${((start - grown) / 1000).toFixed(1)} s)`,
      );
    }
  } finally {
    await db.close();
  }
}

void withTestDatabase(main);
