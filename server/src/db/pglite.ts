import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

/** int8 as BigInt, as the pg driver is set up too: money is bigint cents and must not pass through a float. */
const parsers = { [types.INT8]: (value: string) => BigInt(value) };

export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, { parsers });
  const asQueryable = (q: Pick<PGlite, 'query'>): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => (await q.query<T>(sql, params)).rows,
  });
  return {
    kind: 'pglite',
    ...asQueryable(db),
    tx: (fn) => db.transaction((t) => fn(asQueryable(t))),
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}
