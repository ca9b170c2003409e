// The flash sale at the service level: the buy service of one design called directly, in this process, on a
// fresh shop whose pool is wrapped to profile every transaction.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { testConfig } from 'server/src/config';
import { DomainError } from 'server/src/domain/errors';
import type { BuyService } from 'server/src/modules/orders/buy';
import { createServices } from 'server/src/services';
import { describeCpu, sampleCpu } from './flash-sale-cpu';
import { BenchStopped, instrument, type Instrumented } from './flash-sale-profile';
import { AT_ONCE, POOL, SELL_OUT_STOCK, tally, THROUGHPUT_ROUNDS, THROUGHPUT_SECONDS, type Design, type Run } from './flash-sale-run';
import { checkSale, openShop, type Customer } from './flash-sale-shop';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The buys: each of the 3,000 slots (3 per customer) buys `rounds` times in a row, one unit, a new request id each. */
export async function serviceRun(database: string, url: string, design: Design, stock: number): Promise<Run> {
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
