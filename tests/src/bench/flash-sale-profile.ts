// Where a buy transaction's time goes, seen from outside the server: a Database wrapper that times every
// transaction (one per batch with coalescing, one per buy without) and every statement in it by its position.
// It changes nothing the server does; the bench hands it to createServices / buildApp in place of the pool.
import { performance } from 'node:perf_hooks';
import type { Database, Queryable } from 'server/src/db/database';

export interface TxProfile {
  /** Transactions run: batches with coalescing, buys without. */
  batches: number;
  /** Buys in them, read off the batch's request-id lookup (its first parameter is one user id per buy). */
  buys: number;
  /** Batches by size: '1', '2-9', '10-49', '50-99', '100-199', '200+'. */
  sizes: Record<string, number>;
  statements: number;
  /** Sums over every transaction, in ms: from tx() to its end; waiting for a pool connection and BEGIN; the statements; COMMIT and release. */
  txMs: number;
  acquireMs: number;
  statementMs: number;
  commitMs: number;
  /** Per statement, keyed by its position in the transaction and what it touches: count and ms. */
  steps: Record<string, { n: number; ms: number }>;
  /** Unexpected errors the server raised (5xx and the like), by message: filled in by the bench's server. */
  errors: Record<string, number>;
}

export const emptyProfile = (): TxProfile => ({
  batches: 0,
  buys: 0,
  sizes: {},
  statements: 0,
  txMs: 0,
  acquireMs: 0,
  statementMs: 0,
  commitMs: 0,
  steps: {},
  errors: {},
});

const BUCKETS: Array<[number, string]> = [[1, '1'], [9, '2-9'], [49, '10-49'], [99, '50-99'], [199, '100-199'], [Infinity, '200+']];
const bucketOf = (size: number) => BUCKETS.find(([max]) => size <= max)![1];

/** "verb tables [FOR UPDATE]" of a statement, e.g. "SELECT goods FOR UPDATE", "WITH orders". */
function shape(sql: string): string {
  const flat = sql.replace(/\s+/g, ' ').trim();
  const verb = flat.split(' ')[0]!.toUpperCase();
  const tables = [...new Set([...flat.matchAll(/\b(?:FROM|INTO|UPDATE|JOIN)\s+([a-z_]+)\b/gi)].map((m) => m[1]!).filter((t) => !['unnest', 'input', 'inserted'].includes(t)))];
  return `${verb} ${tables.join(',')}${/FOR UPDATE/i.test(flat) ? ' FOR UPDATE' : ''}`;
}

/** The buy path's lookup of earlier orders by (user, request id): one element per buy of the batch. */
const BATCH_LOOKUP = /JOIN unnest\(\$3::int\[\], \$4::text\[\]\)/;

/** What a transaction that reaches the database after stop() throws, before any statement: the bench's time cap. */
export class BenchStopped extends Error {
  constructor() {
    super('stopped by the bench (time cap)');
  }
}

export interface Instrumented {
  db: Database;
  reset(): void;
  snapshot(): TxProfile;
  /** From now on, transactions that get their connection run no statement and throw BenchStopped. */
  stop(): void;
}

export function instrument(db: Database): Instrumented {
  let profile = emptyProfile();
  let stopped = false;
  // Transactions on the database or on one of its lanes (the buy batches' own connections) count in one profile.
  const over = (base: Database): Database => ({
    query: (sql, params) => base.query(sql, params),
    exec: (sql) => base.exec(sql),
    close: () => base.close(),
    ...(base.lane ? { lane: (max: number) => over(base.lane!(max)) } : {}),
    // The buy thread opens its own pool from this: its batches are not profiled here (see flash-sale.ts).
    ...(base.connection ? { connection: base.connection } : {}),
    tx: (fn) => txOn(base, fn),
  });
  async function txOn<T>(base: Database, fn: (q: Queryable) => Promise<T>): Promise<T> {
    {
      const p = profile;
      const start = performance.now();
      let firstStart: number | undefined;
      let lastEnd = start;
      let position = 0;
      let size = 1;
      let tx: Queryable | undefined;
      let ran = false;
      // Counted when the transaction ends, so a snapshot taken mid-run holds whole transactions only.
      const steps: Array<[string, number]> = [];
      const q: Queryable = {
        async query<T>(sql: string, params?: unknown[]) {
          const t0 = performance.now();
          firstStart ??= t0;
          position += 1;
          const key = `${String(position).padStart(2, '0')} ${shape(sql)}`;
          if (BATCH_LOOKUP.test(sql) && Array.isArray(params?.[2])) size = params[2].length;
          try {
            return await tx!.query<T>(sql, params);
          } finally {
            lastEnd = performance.now();
            steps.push([key, lastEnd - t0]);
          }
        },
      };
      try {
        return await base.tx(async (inner) => {
          if (stopped) throw new BenchStopped();
          ran = true;
          tx = inner;
          return fn(q);
        });
      } finally {
        if (ran) record(p, start, firstStart, lastEnd, size, steps);
      }
    }
  }
  const wrapped = over(db);
  const record = (p: TxProfile, start: number, firstStart: number | undefined, lastEnd: number, size: number, steps: Array<[string, number]>) => {
    const end = performance.now();
    for (const [key, ms] of steps) {
      const step = (p.steps[key] ??= { n: 0, ms: 0 });
      step.n += 1;
      step.ms += ms;
      p.statements += 1;
      p.statementMs += ms;
    }
    p.batches += 1;
    p.buys += size;
    p.sizes[bucketOf(size)] = (p.sizes[bucketOf(size)] ?? 0) + 1;
    p.txMs += end - start;
    p.acquireMs += (firstStart ?? end) - start;
    p.commitMs += end - lastEnd;
  };
  return {
    db: wrapped,
    reset: () => {
      profile = emptyProfile();
      stopped = false;
    },
    snapshot: () => profile,
    stop: () => {
      stopped = true;
    },
  };
}

const ms = (n: number) => (n >= 10 ? n.toFixed(0) : n.toFixed(1));

/** Two or three lines: batches and their sizes, where a transaction's time goes, the slowest steps. */
export function describeProfile(p: TxProfile, topSteps = Number(process.env.FLASH_SALE_STEPS ?? 5)): string[] {
  if (p.batches === 0) return ['  profile: no transactions'];
  const per = (total: number) => ms(total / p.batches);
  const sizes = BUCKETS.map(([, name]) => name).filter((name) => p.sizes[name]).map((name) => `${name}:${p.sizes[name]}`).join(' ');
  const js = p.txMs - p.acquireMs - p.statementMs - p.commitMs;
  const steps = Object.entries(p.steps)
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, topSteps)
    .map(([key, s]) => `${key} ${ms(s.ms / p.batches)}`)
    .join('; ');
  const lines = [
    `  profile: ${p.batches} tx, mean batch ${(p.buys / p.batches).toFixed(1)} buys (sizes ${sizes}), ${(p.statements / p.batches).toFixed(1)} statements/tx; ` +
      `per tx ms: total ${per(p.txMs)} = pool+BEGIN ${per(p.acquireMs)} + statements ${per(p.statementMs)} + JS between ${per(js)} + COMMIT ${per(p.commitMs)}`,
    `  slowest steps, ms per tx: ${steps}`,
  ];
  const errors = Object.entries(p.errors);
  if (errors.length) lines.push(`  server errors: ${errors.map(([m, n]) => `${n}× ${m}`).join('; ')}`);
  return lines;
}
