// The flash sale's runs: how big the sale is, the designs it compares and the targets it holds them to, and what
// each run records. Shared by the service-level run, the HTTP run and the report.
import type { CpuUse } from './flash-sale-cpu';
import type { TxProfile } from './flash-sale-profile';
import { CUSTOMERS, type SaleCheck } from './flash-sale-shop';

/** The pool of both designs (and of the HTTP server): enough connections for the baseline to contend. */
export const POOL = 20;
/** Buys each customer has in flight at once. */
export const AT_ONCE = 3;
export const SLOTS = CUSTOMERS * AT_ONCE;
export const SELL_OUT_STOCK = 500;
export const THROUGHPUT_STOCK = 100_000;
/**
 * The throughput run (stock 100,000) lasts this long for both designs. At the service level each of the 3,000
 * slots buys up to THROUGHPUT_ROUNDS times in a row, and a buy that has not reached the database by then is
 * dropped unstarted (not counted); over HTTP autocannon sends for this long and the server is then killed with
 * what it still has in flight (those buys roll back or commit unanswered: counted as orders, not acknowledged).
 */
export const THROUGHPUT_SECONDS = 10;
export const THROUGHPUT_ROUNDS = 4;

export const TARGET_SERVICE_RATIO = 10;
export const TARGET_HTTP_SHARE = 0.8;

export type Design = 'coalesced' | 'baseline';
type Level = 'service' | 'http';
export const DESIGNS: Design[] = ['coalesced', 'baseline'];

export interface Run {
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

export const perSecond = (n: number, seconds: number) => (seconds > 0 ? n / seconds : 0);
export const tally = (into: Record<string, number>, key: string, n = 1) => {
  into[key] = (into[key] ?? 0) + n;
};
