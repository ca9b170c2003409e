import pg from 'pg';
import type { Database, Queryable } from './database';
import { withRetry } from './retry';

const INT8_OID = 20;
/** PostgreSQL's "terminating connection due to administrator command": the server is stopping. */
const ADMIN_SHUTDOWN = '57P01';

export interface PostgresOptions {
  /** Schema to use (created if missing); tests use one per run so they never meet each other's rows. */
  schema?: string;
  max?: number;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const typeParsers = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID ? (value: string) => BigInt(value) : pg.types.getTypeParser(oid, format),
  };
  if (options.schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    await admin.end();
  }
  const newPool = (max: number) => {
    const pool = new pg.Pool({
      connectionString: url,
      max,
      types: typeParsers,
      ...(options.schema ? { options: `-c search_path="${options.schema}"` } : {}),
    });
    // An idle connection can fail on its own (the server restarts, or stops while the pool closes): the pool drops
    // it and opens another when needed. Without a listener, that event would end the process.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== ADMIN_SHUTDOWN) console.error(`database: an idle connection failed (${error.code ?? error.message})`);
    });
    return pool;
  };
  return { ...databaseOn(newPool(options.max ?? 10), newPool), connection: { url, schema: options.schema } };
}

/** A Database over a pool; its lanes are pools of their own (pg opens connections only when used). */
function databaseOn(pool: pg.Pool, newPool: (max: number) => pg.Pool): Database {
  const lanes: Database[] = [];
  const asQueryable = (q: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => (await q.query(sql, params)).rows as T[],
  });
  return {
    ...asQueryable(pool),
    // A deadlock or serialization failure rolls the whole transaction back: it is run again from the start (see
    // retry.ts), so a tx callback does nothing outside the database that a second run would repeat.
    tx: (fn) => withRetry(() => transaction(pool, asQueryable, fn)),
    exec: async (sql) => {
      await pool.query(sql);
    },
    lane(max) {
      const lane = databaseOn(newPool(max), newPool);
      lanes.push(lane);
      return lane;
    },
    async close() {
      await Promise.all(lanes.map((lane) => lane.close()));
      await pool.end();
    },
  };
}

/**
 * One attempt of a transaction: fn's work, then the steps it asked to run last (Queryable.beforeCommit, the audit
 * chain's head lock), then COMMIT; any failure rolls all of it back.
 */
async function transaction<T>(pool: pg.Pool, asQueryable: (c: pg.PoolClient) => Queryable, fn: (q: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const last: (() => Promise<void>)[] = [];
    const result = await fn({ ...asQueryable(client), beforeCommit: (step) => void last.push(step) });
    for (const step of last) await step();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
