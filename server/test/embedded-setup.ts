import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded';

/**
 * Jest global set-up: one embedded PostgreSQL for the whole run, unless DATABASE_URL already names a server
 * (CI's second run). Suites then take a schema each (helpers.ts). Workers start after this and inherit the URL.
 */
interface Held {
  server: EmbeddedServer;
  dataDir: string;
}
const holder = globalThis as typeof globalThis & { snapmallTestDatabase?: Held };

export async function startTestDatabase(): Promise<void> {
  // The run's lottery seed key, one for every suite and every ops command they spawn (CI's DATABASE_URL run too).
  process.env.LOTTERY_SEED_KEY ||= randomBytes(32).toString('base64');
  if (process.env.DATABASE_URL) return;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'snapmall-test-db-'));
  // mkdtemp makes the folder 0700; as root the server runs as the postgres user, who must reach the cluster.
  chmodSync(dataDir, 0o755);
  // No parallel query and no JIT on the tests' cluster: a query the planner splits forks worker processes each time it
  // runs, and over the suites' small, unanalysed tables it split many (the endpoint walk's state fingerprint, a union
  // of every table, on every request): the walk took about six CPU-minutes, one without. CI's second run, on the
  // machine's PostgreSQL, keeps its defaults.
  const server = await startEmbeddedPostgres({ dataDir, settings: { max_parallel_workers_per_gather: '0', jit: 'off' } });
  process.env.DATABASE_URL = server.url;
  holder.snapmallTestDatabase = { server, dataDir };
}

/** Whether the database of this run is the embedded one started here (not DATABASE_URL's). */
export const usesEmbeddedTestDatabase = () => holder.snapmallTestDatabase !== undefined;

export async function stopTestDatabase(): Promise<void> {
  const held = holder.snapmallTestDatabase;
  if (!held) return;
  delete process.env.DATABASE_URL;
  delete holder.snapmallTestDatabase;
  await held.server.stop();
  rmSync(held.dataDir, { recursive: true, force: true });
}

export default startTestDatabase;
