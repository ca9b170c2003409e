import type { Database } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres, type PostgresOptions } from './postgres';

export interface OpenOptions extends PostgresOptions {
  /** postgres:// URL; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite folder; without it PGlite runs in memory. */
  dataDir?: string;
}

/** Opens the database the configuration names and brings its schema up to date. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options)
    : await openPglite(options.dataDir);
  await migrate(db);
  return db;
}
