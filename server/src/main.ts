import { buildApp } from './app';
import { configFromEnv } from './config';
import { openDatabase } from './db/open';
import { loadDemoData } from './seed/demo';

async function main() {
  const config = configFromEnv();
  const db = await openDatabase(config);
  if (config.loadDemoData && (await loadDemoData(db))) console.log('Loaded demo data.');
  const app = await buildApp({ db, config }, { level: process.env.LOG_LEVEL ?? 'warn' });
  const close = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  const address = await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`SnapMall is running at ${address.replace('127.0.0.1', 'localhost')}/  (database: ${where})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
