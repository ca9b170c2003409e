import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Durability of the embedded database, through the real start-up path (server/src/main.ts, what npm start runs):
 * writes acknowledged under load survive the server and its PostgreSQL both killed with SIGKILL, the next start
 * recovers by itself, and a stopped server stops its database.
 */
const ROOT = path.resolve(__dirname, '../..');
const TIMEOUT_MS = 180_000;

interface Running {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

/** Starts the server as npm start does, on the embedded database in dataDir, and waits for its URL. */
function startServer(dataDir: string): Promise<Running> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DEMO_DATA: '0' };
  env.AUTH_RATE_PER_MINUTE = '1000000';
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+?)\/\s/.exec(output);
      if (match) resolve({ child, url: match[1]!.replace('localhost', '127.0.0.1'), exited });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before it listened:\n${output}`)));
  });
}

const postmasterOf = (dataDir: string) => {
  const lines = readFileSync(path.join(dataDir, 'cluster', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Whether a process is gone within a few seconds: a postmaster that has exited stays a zombie until the system
 * reaps it, which a busy machine does a moment after its parent (the server) exits.
 */
async function goneSoon(pid: number): Promise<boolean> {
  for (let i = 0; i < 50 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  return !isAlive(pid);
}

async function usernames(dataDir: string): Promise<Set<string>> {
  const password = readFileSync(path.join(dataDir, 'password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port: postmasterOf(dataDir).port, user: 'snapmall', password, database: 'snapmall' });
  await client.connect();
  try {
    return new Set((await client.query<{ username: string }>('SELECT username FROM users')).rows.map((r) => r.username));
  } finally {
    await client.end();
  }
}

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'snapmall-crash-'));
  chmodSync(dataDir, 0o755);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

it('keeps every acknowledged write when the server and its database are killed with SIGKILL', async () => {
  const first = await startServer(dataDir);
  const acknowledged: string[] = [];
  let stop = false;
  let sent = 0;
  const worker = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const username = `crash${w}x${i}`;
      sent += 1;
      const body = { username, password: 'secret123', repassword: 'secret123', realname: 'Crash Test', mobile: '0912345678' };
      try {
        const res = await fetch(`${first.url}/api/user/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        if (((await res.json()) as { code: number }).code === 1) acknowledged.push(username);
      } catch {
        return; // the server is gone: whatever was in flight was never acknowledged
      }
    }
  };
  const workers = Array.from({ length: 6 }, (_, w) => worker(w));
  while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
  // Both at once, with registrations still in flight.
  const postmaster = postmasterOf(dataDir).pid;
  first.child.kill('SIGKILL');
  process.kill(postmaster, 'SIGKILL');
  stop = true;
  await Promise.all([first.exited, ...workers]);

  const second = await startServer(dataDir);
  try {
    const stored = await usernames(dataDir);
    const lost = acknowledged.filter((name) => !stored.has(name));
    console.log(`crash test: ${sent} registrations sent, ${acknowledged.length} acknowledged, ${lost.length} lost`);
    expect(lost).toEqual([]);
    // The recovered server takes writes again.
    const res = await fetch(`${second.url}/api/goods/level`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(200);
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
  }
}, TIMEOUT_MS);

it('stops its database when it stops, and starts again on the same folder', async () => {
  const first = await startServer(dataDir);
  const postmaster = postmasterOf(dataDir).pid;
  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  expect(await goneSoon(postmaster)).toBe(true);
  const second = await startServer(dataDir);
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
}, TIMEOUT_MS);

it('recovers when only the server was killed and its database is still running', async () => {
  const first = await startServer(dataDir);
  const orphan = postmasterOf(dataDir).pid;
  first.child.kill('SIGKILL');
  await first.exited;
  expect(isAlive(orphan)).toBe(true);
  const second = await startServer(dataDir);
  expect(isAlive(orphan)).toBe(false);
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
}, TIMEOUT_MS);

it('refuses a data folder of the former PGlite engine with a plain message', async () => {
  writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
  await expect(startServer(dataDir)).rejects.toThrow(/former embedded engine \(PGlite\)[\s\S]*To start afresh, delete or move/);
}, TIMEOUT_MS);
