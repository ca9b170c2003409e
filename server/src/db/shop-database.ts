import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';
import { runningEmbeddedUrl, startEmbeddedPostgres } from './embedded';
import { openDatabase } from './open';

/** The shop's database, how to name it to an operator, and how to close it (and stop a server we started). */
export interface ShopDatabase {
  db: Database;
  description: string;
  close(): Promise<void>;
}

/**
 * The database `npm start` runs on: the PostgreSQL of DATABASE_URL when set (nothing is started), otherwise the
 * embedded PostgreSQL server whose cluster lives in dataDir, started here and stopped by close().
 */
export async function openShopDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<ShopDatabase> {
  if (config.databaseUrl) {
    const db = await openDatabase({ databaseUrl: config.databaseUrl, max: 20 });
    return { db, description: 'PostgreSQL (DATABASE_URL)', close: () => db.close() };
  }
  const logFile = path.join(config.dataDir, 'postgres.log');
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log: (line) => appendFileSync(logFile, `${line}\n`) });
  try {
    const db = await openDatabase({ databaseUrl: embedded.url, max: 20 });
    return {
      db,
      description: `embedded PostgreSQL in ${config.dataDir}`,
      async close() {
        await db.close();
        await embedded.stop();
      },
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

/**
 * The database for `npm run ops`: DATABASE_URL's; or the embedded server the running shop started; or, when the
 * shop is stopped, the embedded server started for the command and stopped after it.
 */
export async function openOpsDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<ShopDatabase> {
  const running = config.databaseUrl ? undefined : runningEmbeddedUrl(config.dataDir);
  if (!running) return openShopDatabase(config);
  const db = await openDatabase({ databaseUrl: running, max: 4 });
  return { db, description: `the running shop's embedded PostgreSQL in ${config.dataDir}`, close: () => db.close() };
}
