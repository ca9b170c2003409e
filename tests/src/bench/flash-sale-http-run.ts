// The flash sale over HTTP: the server in a process of its own (flash-sale-server-process.ts), autocannon on
// 3,000 connections carrying the customers' tokens, and the no-op ceiling beside our design's throughput run.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { describeCpu, sampleCpu } from './flash-sale-cpu';
import { SELL_OUT_STOCK, SLOTS, tally, THROUGHPUT_SECONDS, type Design, type Run } from './flash-sale-run';
import { ServerProcess } from './flash-sale-server-process';
import { applicationName, checkSale, NOOP_PATH, openShop, type Customer, type Shop } from './flash-sale-shop';

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
export async function httpRun(database: string, url: string, design: Design, stock: number, ceiling: boolean): Promise<Run[]> {
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
