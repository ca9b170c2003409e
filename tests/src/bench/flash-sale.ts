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
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { testConfig } from 'server/src/config';
import { openPostgres } from 'server/src/db/postgres';
import { DomainError } from 'server/src/http/errors';
import type { BuyService } from 'server/src/modules/orders/buy';
import { createServices } from 'server/src/services';
import { withTestDatabase } from '../script-database';
import { describeCpu, sampleCpu, type CpuUse } from './flash-sale-cpu';
import { BenchStopped, describeProfile, instrument, type Instrumented, type TxProfile } from './flash-sale-profile';
import type { ParentMessage, ServerMessage } from './flash-sale-server';
import { applicationName, checkSale, CUSTOMERS, NOOP_PATH, openShop, type Customer, type SaleCheck, type Shop } from './flash-sale-shop';

const MACHINE_URL = 'postgres://postgres@127.0.0.1:5432/test';
/** The pool of both designs (and of the HTTP server): enough connections for the baseline to contend. */
const POOL = 20;
/** Buys each customer has in flight at once. */
const AT_ONCE = 3;
const SLOTS = CUSTOMERS * AT_ONCE;
const SELL_OUT_STOCK = 500;
const THROUGHPUT_STOCK = 100_000;
/**
 * The throughput run (stock 100,000) lasts this long for both designs. At the service level each of the 3,000
 * slots buys up to THROUGHPUT_ROUNDS times in a row, and a buy that has not reached the database by then is
 * dropped unstarted (not counted); over HTTP autocannon sends for this long and the server is then killed with
 * what it still has in flight (those buys roll back or commit unanswered: counted as orders, not acknowledged).
 */
const THROUGHPUT_SECONDS = 10;
const THROUGHPUT_ROUNDS = 4;
const SERVER_FILE = path.join(__dirname, 'flash-sale-server.ts');

const TARGET_SERVICE_RATIO = 10;
const TARGET_HTTP_SHARE = 0.8;

type Design = 'coalesced' | 'baseline';
type Level = 'service' | 'http';
const DESIGNS: Design[] = ['coalesced', 'baseline'];

interface Run {
  database: string;
  level: Level;
  design: Design | 'no-op ceiling';
  stock?: number;
  /** Buys (or calls) answered. */
  answered: number;
  ok: number;
  seconds: number;
  p50: number;
  p99: number;
  refusals: Record<string, number>;
  /** Exceptions (service level) or non-2xx answers, connection errors and time-outs (HTTP). */
  failures: Record<string, number>;
  /** Buys dropped unstarted at the time cap (service level). */
  dropped?: number;
  /** Whether orders may outnumber acknowledgements: the HTTP throughput run stops its server with answers in flight. */
  cutShort?: boolean;
  check?: SaleCheck;
  profile?: TxProfile;
  /** Share of the time the server's event loop was busy, and who used the CPU. */
  eventLoop?: number;
  cpu?: CpuUse;
}

const perSecond = (n: number, seconds: number) => (seconds > 0 ? n / seconds : 0);
const tally = (into: Record<string, number>, key: string, n = 1) => {
  into[key] = (into[key] ?? 0) + n;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The buys: each of the 3,000 slots (3 per customer) buys `rounds` times in a row, one unit, a new request id each. */
async function serviceRun(database: string, url: string, design: Design, stock: number): Promise<Run> {
  let profiler: Instrumented | undefined;
  let buys: BuyService | undefined;
  const shop = await openShop(url, stock, POOL, (db) => (profiler = instrument(db)).db);
  try {
    const service = createServices({ db: shop.db, config: testConfig({ databaseUrl: url, coalesceBuys: design === 'coalesced' }) }).buys;
    buys = service;
    // The buy thread (coalesced design) is started before the clock starts, as a serving instance has it.
    await service.warmUp();
    const sellOut = stock === SELL_OUT_STOCK;
    const rounds = sellOut ? 1 : THROUGHPUT_ROUNDS;
    const latencies: number[] = [];
    const acked: bigint[] = [];
    const refusals: Record<string, number> = {};
    const failures: Record<string, number> = {};
    let dropped = 0;
    let lastAnswer = 0;
    profiler!.reset();
    const cpuFrom = sampleCpu();
    const loopFrom = performance.eventLoopUtilization();
    const start = performance.now();
    const cap = sellOut ? undefined : setTimeout(() => profiler!.stop(), THROUGHPUT_SECONDS * 1000);
    const slot = async (customer: Customer) => {
      for (let round = 0; round < rounds; round++) {
        const t0 = performance.now();
        try {
          const order = await service.buy({ userId: customer.id }, { goods_id: shop.goodsId, quantity: 1, request_id: randomUUID() });
          acked.push(order.id);
        } catch (error) {
          if (error instanceof BenchStopped) {
            dropped += 1;
            continue;
          }
          if (error instanceof DomainError && error.kind === 'refused') tally(refusals, error.key);
          else tally(failures, error instanceof Error ? error.message.slice(0, 100) : String(error));
        }
        lastAnswer = performance.now();
        latencies.push(lastAnswer - t0);
      }
    };
    await Promise.all(shop.customers.flatMap((customer) => Array.from({ length: AT_ONCE }, () => slot(customer))));
    clearTimeout(cap);
    const eventLoop = performance.eventLoopUtilization(loopFrom).utilization;
    const cpu = describeCpu(cpuFrom, sampleCpu(), { 'bench (service + load)': process.pid }, latencies.length);
    latencies.sort((a, b) => a - b);
    return {
      database,
      level: 'service',
      design,
      stock,
      answered: latencies.length,
      ok: acked.length,
      seconds: (lastAnswer - start) / 1000,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      refusals,
      failures,
      dropped,
      check: await checkSale(shop, acked),
      profile: profiler!.snapshot(),
      eventLoop,
      cpu,
    };
  } finally {
    await buys?.close();
    await shop.close();
  }
}

/** The bench's server process: started on the shop's schema, asked for its profile, closed. */
class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {}

  static async start(shop: Shop, design: Design): Promise<ServerProcess> {
    const child = fork(SERVER_FILE, [shop.url, shop.schema, design === 'coalesced' ? '1' : '0', String(POOL)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    try {
      const ready = await nextMessage(child, 'ready', 60_000);
      return new ServerProcess(child, (ready as { url: string }).url);
    } catch (error) {
      child.kill();
      throw error;
    }
  }

  async ask<T extends ServerMessage['type']>(type: T & ParentMessage['type']): Promise<Extract<ServerMessage, { type: T }>> {
    const answer = nextMessage(this.child, type, 30_000);
    this.child.send({ type } satisfies ParentMessage);
    return (await answer) as Extract<ServerMessage, { type: T }>;
  }

  get pid() {
    return this.child.pid;
  }

  /** SIGKILL, with whatever it has in flight; resolves once the process is gone. */
  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGKILL');
    await exited;
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.send({ type: 'close' } satisfies ParentMessage);
    const timer = setTimeout(() => this.child.kill(), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

function nextMessage(child: ChildProcess, type: ServerMessage['type'], timeoutMs: number): Promise<ServerMessage> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ServerMessage) => {
      if (message.type !== type) return;
      done();
      resolve(message);
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`the bench server exited (${code}) before answering '${type}'`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`the bench server did not answer '${type}' within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

interface Cannonade {
  answered: number;
  seconds: number;
  p50: number;
  p99: number;
  failures: Record<string, number>;
}

/**
 * POSTs on 3,000 connections, `rounds` requests each or for `seconds`: 3 per customer (customer i's requests go
 * out on connections i, i + 1,000 and i + 2,000 at once), each carrying that customer's token and the body
 * `body()` makes; `answer` sees every 200 answer's envelope.
 */
async function cannonade(
  server: ServerProcess,
  path: string,
  customers: Customer[],
  load: { rounds: number } | { seconds: number },
  body: () => object,
  answer: (envelope: { code: number; msg: string; data: unknown }) => void,
): Promise<Cannonade> {
  let next = 0;
  const failures: Record<string, number> = {};
  let answered = 0;
  const result = await autocannon({
    url: `${server.url}${path}?lang=en-us`,
    method: 'POST',
    connections: SLOTS,
    ...('rounds' in load ? { amount: SLOTS * load.rounds } : { duration: load.seconds }),
    // Queued buys of the baseline can wait long; a time-out would leave a buy unanswered.
    timeout: 300,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const customer = customers[next++ % customers.length]!;
          return { ...request, headers: { ...request.headers, token: customer.token }, body: JSON.stringify(body()) };
        },
        onResponse: (status, text) => {
          answered += 1;
          if (status !== 200) {
            tally(failures, `HTTP ${status}`);
            return;
          }
          answer(JSON.parse(text) as { code: number; msg: string; data: unknown });
        },
      },
    ],
  });
  if (result.errors) tally(failures, 'connection errors', result.errors);
  if (result.timeouts) tally(failures, 'time-outs', result.timeouts);
  return { answered, seconds: result.duration, p50: result.latency.p50, p99: result.latency.p99, failures };
}

/** Waits until the PostgreSQL server has no connection of the bench server left (after it was killed). */
async function connectionsGone(shop: Shop): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const [row] = await shop.db.query<{ n: bigint }>('SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1', [applicationName(shop.schema)]);
    if (row!.n === 0n) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the killed bench server still has connections after 30 s');
}

/**
 * One HTTP run on a fresh shop; with `ceiling`, the no-op ceiling first, on the same server. The sell-out sends
 * one buy per connection and waits for every answer; the throughput run sends for THROUGHPUT_SECONDS and kills
 * the server.
 */
async function httpRun(database: string, url: string, design: Design, stock: number, ceiling: boolean): Promise<Run[]> {
  const shop = await openShop(url, stock, 4);
  const runs: Run[] = [];
  const sellOut = stock === SELL_OUT_STOCK;
  try {
    const server = await ServerProcess.start(shop, design);
    const roles = { 'server process': server.pid, 'load generator': process.pid };
    try {
      if (ceiling) {
        let ok = 0;
        await server.ask('reset');
        const cpuFrom = sampleCpu();
        // As long as the throughput run and on as many new connections, so both pay the same connection set-up.
        const noop = await cannonade(server, NOOP_PATH, shop.customers, { seconds: THROUGHPUT_SECONDS }, () => ({}), (e) => {
          if (e.code === 1) ok += 1;
        });
        const cpu = describeCpu(cpuFrom, sampleCpu(), roles, noop.answered);
        const { eventLoop } = await server.ask('profile');
        // The calls still in flight when autocannon stopped are answered before the buys start.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        runs.push({ database, level: 'http', design: 'no-op ceiling', answered: noop.answered, ok, seconds: noop.seconds, p50: noop.p50, p99: noop.p99, refusals: {}, failures: noop.failures, eventLoop, cpu });
      }
      await server.ask('reset');
      const acked: number[] = [];
      const refusals: Record<string, number> = {};
      const cpuFrom = sampleCpu();
      const buys = await cannonade(
        server,
        '/api/goods/buy',
        shop.customers,
        sellOut ? { rounds: 1 } : { seconds: THROUGHPUT_SECONDS },
        () => ({ goods_id: shop.goodsId, quantity: 1, request_id: randomUUID() }),
        (e) => {
          if (e.code === 1) acked.push((e.data as { id: number }).id);
          else tally(refusals, e.msg);
        },
      );
      const cpu = describeCpu(cpuFrom, sampleCpu(), roles, buys.answered);
      const { profile, eventLoop } = await server.ask('profile');
      if (!sellOut) {
        await server.kill();
        await connectionsGone(shop);
      }
      runs.push({
        database,
        level: 'http',
        design,
        stock,
        answered: buys.answered,
        ok: acked.length,
        seconds: buys.seconds,
        p50: buys.p50,
        p99: buys.p99,
        refusals,
        failures: buys.failures,
        cutShort: !sellOut,
        check: await checkSale(shop, acked),
        profile,
        eventLoop,
        cpu,
      });
    } finally {
      await server.close();
    }
  } finally {
    await shop.close();
  }
  return runs;
}

const masked = (url: string) => url.replace(/\/\/([^:@/]+):[^@]*@/, '//$1:***@');
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const fmtMs = (n: number) => (n >= 100 ? fmt(n) : n.toFixed(1));
const entries = (r: Record<string, number>) => Object.entries(r).map(([k, n]) => `${fmt(n)}× ${k}`).join(', ');

function correctness(run: Run): string[] {
  const problems: string[] = [];
  if (Object.keys(run.failures).length) problems.push(`failures: ${entries(run.failures)}`);
  const c = run.check;
  if (!c) return problems;
  if (c.oversold > 0) problems.push(`oversold ${c.oversold}`);
  if (!c.stockConsistent) problems.push(`stock ${c.finalStock} after ${run.stock} but orders hold ${c.soldUnits} units`);
  if (c.ackedMissing > 0) problems.push(`${c.ackedMissing} acknowledged orders missing from the table`);
  if (c.ackedTwice > 0) problems.push(`${c.ackedTwice} order ids acknowledged twice`);
  if (run.cutShort ? c.orders < run.ok : c.orders !== run.ok) problems.push(`${c.orders} orders in the table for ${run.ok} acknowledged`);
  if (!c.ledgerOk) problems.push(`ledger: ${c.ledgerProblems.join('; ')}`);
  if (run.profile && Object.keys(run.profile.errors).length) problems.push(`server errors: ${entries(run.profile.errors)}`);
  return problems;
}

function printRun(run: Run) {
  const name = `${run.database} ${run.level} ${run.design}${run.stock ? ` stock ${fmt(run.stock)}` : ''}`;
  const rate = run.design === 'no-op ceiling' ? `${fmt(perSecond(run.ok, run.seconds))} calls/s` : `${fmt(perSecond(run.ok, run.seconds))} orders/s`;
  console.log(
    `${name.padEnd(42)} ${rate.padStart(14)}  p50 ${fmtMs(run.p50)} ms  p99 ${fmtMs(run.p99)} ms  ${fmt(run.answered)} answered in ${run.seconds.toFixed(2)} s, ${fmt(run.ok)} ok` +
      (Object.keys(run.refusals).length ? `, refused: ${entries(run.refusals)}` : '') +
      (run.dropped ? `, ${fmt(run.dropped)} dropped unstarted at the ${THROUGHPUT_SECONDS} s cap` : ''),
  );
  const c = run.check;
  const problems = correctness(run);
  if (!c && problems.length) console.log(`  ✗ ${problems.join('; ')}`);
  if (c) {
    console.log(
      `  orders ${fmt(c.orders)}, oversold ${c.oversold}, stock ${fmt(run.stock!)} → ${fmt(c.finalStock)} (${c.stockConsistent ? 'matches the orders' : 'MISMATCH'}), ` +
        `acknowledged in the table ${fmt(run.ok - c.ackedMissing)}/${fmt(run.ok)}` +
        (run.cutShort ? ` (+${fmt(c.orders - run.ok + c.ackedMissing)} unanswered at the stop)` : '') +
        `, ledger ${c.ledgerOk ? 'ok' : 'NOT ok'}` +
        (problems.length ? `  ✗ ${problems.join('; ')}` : '  ✓'),
    );
  }
  if (run.profile && run.design !== 'no-op ceiling') for (const line of describeProfile(run.profile)) console.log(line);
  if (run.cpu) console.log(`  ${run.cpu.text}${run.eventLoop === undefined ? '' : `; ${run.level === 'http' ? 'server' : 'bench'} event loop ${Math.round(run.eventLoop * 100)} % busy`}`);
}

/** The target beside a coalesced run: ≥ 10× the baseline (service), ≥ 80 % of the ceiling (HTTP), judged on the throughput run. */
function target(run: Run, runs: Run[]): string {
  if (run.design !== 'coalesced') return '';
  const rate = perSecond(run.ok, run.seconds);
  const judged = run.stock === THROUGHPUT_STOCK;
  const mark = (met: boolean) => (judged ? (met ? ' ✓' : ' ✗') : ' (sell-out: not judged)');
  if (run.level === 'service') {
    const base = runs.find((r) => r.database === run.database && r.level === 'service' && r.design === 'baseline' && r.stock === run.stock);
    if (!base) return '';
    const ratio = rate / perSecond(base.ok, base.seconds);
    return `${ratio.toFixed(1)}× baseline (≥ ${TARGET_SERVICE_RATIO}×)${mark(ratio >= TARGET_SERVICE_RATIO)}`;
  }
  // 3,000 answers on 3,000 new connections, 2,500 of them "sold out": nothing to set beside a no-op call.
  if (!judged) return 'sell-out: not judged';
  const ceiling = runs.find((r) => r.database === run.database && r.design === 'no-op ceiling');
  if (!ceiling) return '';
  const share = rate / perSecond(ceiling.ok, ceiling.seconds);
  // The machine's CPU per buy against per no-op call: what the share would be if nothing else ran (cores shared).
  const cost = run.cpu && ceiling.cpu ? `; CPU per answer ${(run.cpu.perAnswerMs / ceiling.cpu.perAnswerMs).toFixed(1)}× a no-op call` : '';
  return `${Math.round(share * 100)} % of ceiling (≥ ${TARGET_HTTP_SHARE * 100} %)${mark(share >= TARGET_HTTP_SHARE)}${cost}`;
}

function printTable(runs: Run[], skipped: string[]) {
  console.log('\n### Flash sale: 1,000 customers × 3 buys at once, pool 20 for both designs\n');
  console.log('| database | level | design | stock | answered | orders/s | p50 ms | p99 ms | mean batch | orders | oversold | acked in table | ledger | target |');
  console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|');
  for (const run of runs) {
    const c = run.check;
    const rate = fmt(perSecond(run.ok, run.seconds)) + (run.design === 'no-op ceiling' ? ' calls/s' : '');
    const cells = [
      run.database,
      run.level,
      run.design,
      run.stock ? fmt(run.stock) : '—',
      fmt(run.answered),
      rate,
      fmtMs(run.p50),
      fmtMs(run.p99),
      run.profile?.batches ? (run.profile.buys / run.profile.batches).toFixed(1) : '—',
      c ? fmt(c.orders) : '—',
      c ? String(c.oversold) + (c.oversold === 0 && c.stockConsistent ? ' ✓' : ' ✗') : '—',
      c ? `${fmt(run.ok - c.ackedMissing)}/${fmt(run.ok)}` : '—',
      c ? (c.ledgerOk ? 'ok' : 'NOT ok') : '—',
      target(run, runs),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
  for (const line of skipped) console.log(`\n${line}`);
}

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

