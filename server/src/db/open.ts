import type { Database } from './database';
import { migrate } from './migrate';
import { openPostgres, type PostgresOptions } from './postgres';

export interface OpenOptions extends PostgresOptions {
  /** postgres:// URL of the server to use. */
  databaseUrl: string;
}

/** Opens the PostgreSQL database the URL names and brings its schema up to date. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const db = await openPostgres(options.databaseUrl, options);
  await migrate(db);
  return db;
}
