import type { Database } from '../../db/database';
import { decide, type Hit, type SlidingLog } from './sliding-log';

/** First key of the advisory locks that serialise one bucket across instances (migrate.ts uses 7_311_001). */
const BUCKET_LOCK_CLASS = 7_311_002;
/** The database's clock in epoch ms: one clock for every instance, so their hits are comparable. */
const DB_NOW_MS = '(extract(epoch FROM clock_timestamp()) * 1000)::bigint';

export interface PgSlidingLogOptions {
  /** A fixed clock for tests; by default the database's clock. */
  now?: () => number;
  /** Every this many hits (per instance) also drop other buckets' expired hits; a bucket drops its own as it goes. */
  sweepEvery?: number;
  /** Where a failed sweep is reported: it must not fail the request it rides on. */
  onSweepError?: (error: unknown) => void;
}

/** The sliding log in the shop's own database (table rate_limit_hits, migration 002). */
export class PgSlidingLog implements SlidingLog {
  private hits = 0;

  constructor(
    private readonly db: Database,
    private readonly options: PgSlidingLogOptions = {},
  ) {}

  async hit(bucket: string, windowMs: number, max: number): Promise<Hit> {
    const fixedNow = this.options.now?.() ?? null;
    const result = await this.db.tx(async (q) => {
      // Taken before reading, in a statement of its own, so the read sees every hit committed by the last holder.
      await q.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [BUCKET_LOCK_CLASS, bucket]);
      // One row per live hit, or one row with expires_ms null; float8 so both drivers answer plain numbers.
      const rows = await q.query<{ now_ms: number; expires_ms: number | null }>(
        `WITH clock AS MATERIALIZED (SELECT COALESCE($2::bigint, ${DB_NOW_MS}) AS now_ms),
         expired AS (DELETE FROM rate_limit_hits h USING clock WHERE h.bucket = $1 AND h.expires_ms <= clock.now_ms)
         SELECT clock.now_ms::float8 AS now_ms, h.expires_ms::float8 AS expires_ms
         FROM clock LEFT JOIN rate_limit_hits h ON h.bucket = $1 AND h.expires_ms > clock.now_ms
         ORDER BY h.expires_ms`,
        [bucket, fixedNow],
      );
      const now = rows[0]?.now_ms ?? 0;
      const live = rows.flatMap((r) => (r.expires_ms === null ? [] : [r.expires_ms]));
      const decision = decide(live, now, windowMs, max);
      if (decision.allowed) {
        await q.query('INSERT INTO rate_limit_hits (bucket, expires_ms) VALUES ($1, $2)', [bucket, now + windowMs]);
      }
      return { current: decision.current, ttl: decision.ttl };
    });
    this.hits += 1;
    if (this.hits % (this.options.sweepEvery ?? 100) === 0) await this.sweep(fixedNow);
    return result;
  }

  /**
   * Drops a bounded batch of expired hits of any bucket. SKIP LOCKED leaves rows a bucket's own transaction is
   * deleting: the sweep never waits, so it cannot deadlock with one, and the next sweep gets what it skipped.
   */
  private async sweep(fixedNow: number | null): Promise<void> {
    try {
      await this.db.query(
        `DELETE FROM rate_limit_hits WHERE ctid = ANY (ARRAY(
           SELECT ctid FROM rate_limit_hits WHERE expires_ms <= COALESCE($1::bigint, ${DB_NOW_MS})
           LIMIT 1000 FOR UPDATE SKIP LOCKED))`,
        [fixedNow],
      );
    } catch (error) {
      this.options.onSweepError?.(error);
    }
  }
}
