// Flash sale: 1,000 customers, one item, each customer trying 3 buys at once (distinct request ids), against the
// two designs of orders/buy.ts in the same run — ours (concurrent buys of one item coalesced into set-based
// batches) and the baseline (each buy its own transaction on the item's row lock) — with the same pool (20).
// Two stocks: 500 (a sell-out: 3,000 attempts for 500 units, every one answered) and 100,000 (throughput: no
// sell-out, 10 s of load). Two levels: the buy service called directly, and over HTTP (the real server in a
// process of its own on loopback, autocannon with 3,000 connections, each request one customer's token and a
// fresh request id) beside the server's ceiling, a no-op call behind the same customer guard. On the embedded
// PostgreSQL and on the machine's (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test), each run in a
// fresh schema. After each run: every acknowledged order is in the table, nothing is oversold, the stock taken
// is the orders' units, and the ledger verifies. Prints a line per run with the transaction profile and who used
// the CPU, then a markdown table; exits non-zero on a correctness failure (the throughput targets are printed,
// not enforced: this machine's two cores are shared).
import { performance } from 'node:perf_hooks';
import { openPostgres } from 'server/src/db/postgres';
import { withTestDatabase } from '../script-database';
import { httpRun } from './flash-sale-http-run';
import { correctness, fmt, printRun, printTable } from './flash-sale-report';
import { AT_ONCE, DESIGNS, POOL, SELL_OUT_STOCK, THROUGHPUT_SECONDS, THROUGHPUT_STOCK, type Run } from './flash-sale-run';
import { serviceRun } from './flash-sale-service-run';
import { CUSTOMERS } from './flash-sale-shop';

const MACHINE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const masked = (url: string) => url.replace(/\/\/([^:@/]+):[^@]*@/, '//$1:***@');

/** FLASH_SALE_QUICK=1: only the HTTP throughput run of our design beside its ceiling, on the machine's PostgreSQL. */
const QUICK = process.env.FLASH_SALE_QUICK === '1';

async function benchDatabase(database: string, url: string): Promise<Run[]> {
  console.log(`\n== ${database} PostgreSQL (${masked(url)})`);
  const runs: Run[] = [];
  const record = (run: Run) => {
    printRun(run);
    runs.push(run);
  };
  if (!QUICK) for (const stock of [SELL_OUT_STOCK, THROUGHPUT_STOCK]) for (const design of DESIGNS) record(await serviceRun(database, url, design, stock));
  // The ceiling on the same server process and just before the run it is compared with.
  for (const stock of QUICK ? [THROUGHPUT_STOCK] : [SELL_OUT_STOCK, THROUGHPUT_STOCK]) {
    for (const design of QUICK ? (['coalesced'] as const) : DESIGNS) {
      for (const run of await httpRun(database, url, design, stock, design === 'coalesced' && stock === THROUGHPUT_STOCK)) record(run);
    }
  }
  return runs;
}

/** Why the server of `url` cannot be used, or undefined when it answers. */
async function unreachable(url: string): Promise<string | undefined> {
  let db: Awaited<ReturnType<typeof openPostgres>> | undefined;
  try {
    db = await openPostgres(url, { max: 1 });
    const probe = db.query('SELECT 1');
    await Promise.race([probe, new Promise((_, reject) => setTimeout(() => reject(new Error('no answer within 5 s')), 5_000).unref())]);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await db?.close().catch(() => undefined);
  }
}

async function main() {
  const external = process.env.DATABASE_URL || MACHINE_URL;
  // The embedded server is always measured: withTestDatabase starts it only while DATABASE_URL is unset.
  delete process.env.DATABASE_URL;
  console.log(
    `Flash-sale benchmark: ${fmt(CUSTOMERS)} customers × ${AT_ONCE} buys at once, stock ${fmt(SELL_OUT_STOCK)} (1 buy per slot) and ` +
      `${fmt(THROUGHPUT_STOCK)} (${THROUGHPUT_SECONDS} s), coalesced vs baseline, pool ${POOL}`,
  );
  const runs: Run[] = [];
  const skipped: string[] = [];
  const started = performance.now();
  if (!QUICK) {
    await withTestDatabase(async () => {
      runs.push(...(await benchDatabase('embedded', process.env.DATABASE_URL!)));
    });
  }
  const why = await unreachable(external);
  if (why) {
    const line = `machine PostgreSQL (${masked(external)}) skipped: not reachable (${why})`;
    console.log(`\n${line}`);
    skipped.push(line);
  } else if (QUICK) {
    // Repeated (FLASH_SALE_REPEAT, default 3), each round its own ceiling beside its own run: the ceiling alone
    // moves by a fifth from one 10-second run to the next on a shared machine.
    for (let round = 1; round <= Number(process.env.FLASH_SALE_REPEAT ?? 3); round++) {
      const roundRuns = await benchDatabase('machine', external);
      printTable(roundRuns, []);
      runs.push(...roundRuns);
    }
  } else {
    runs.push(...(await benchDatabase('machine', external)));
  }
  if (!QUICK) printTable(runs, skipped);
  console.log(`\n(total ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  const failed = runs.filter((run) => correctness(run).length > 0);
  if (failed.length) {
    console.error(`Correctness failures in ${failed.length} run(s): ${failed.map((r) => `${r.database} ${r.level} ${r.design} stock ${r.stock}`).join('; ')}`);
    process.exitCode = 1;
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

