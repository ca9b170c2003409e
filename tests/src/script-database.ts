import { startTestDatabase, stopTestDatabase } from 'server/test/embedded-setup';

/**
 * For scripts run outside jest (screenshots, benches): an embedded PostgreSQL around fn, as the jest set-up
 * starts one for the tests; the PostgreSQL of DATABASE_URL when that is set.
 */
export async function withTestDatabase<T>(fn: () => Promise<T>): Promise<T> {
  await startTestDatabase();
  try {
    return await fn();
  } finally {
    await stopTestDatabase();
  }
}
