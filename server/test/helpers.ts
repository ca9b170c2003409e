import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { AdminLoginAnswer, AdminSessionAnswer, Envelope, UserInfo } from '@snapmall/shared/contract';
import { buildApp } from '../src/app';
import type { AppInstance } from '../src/app-types';
import { testConfig, type Config } from '../src/config';
import type { Database } from '../src/db/database';
import { openDatabase } from '../src/db/open';
import { openPostgres } from '../src/db/postgres';
import { OperatorService } from '../src/modules/operators/service';

export interface TestServer {
  app: AppInstance;
  /** The suite's database: a schema of its own. */
  db: Database & { schema: string };
  config: Config;
  /** POSTs like the client does and returns HTTP status with the parsed envelope. */
  post<T = unknown>(url: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: Envelope<T> }>;
  /** A second server instance on the same database, as in a deployment of several: its own app and pool. */
  secondInstance(): Promise<Pick<TestServer, 'app' | 'post' | 'close'>>;
  close(): Promise<void>;
}

type Post = TestServer['post'];

function poster(app: AppInstance): Post {
  return async <T>(url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  };
}

/** The PostgreSQL the tests use: the embedded one the jest set-up started, or CI's (DATABASE_URL). */
export function testDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: the jest global set-up (test/embedded-setup.ts) starts a database');
  return url;
}

/**
 * A fresh database for one suite: a schema of its own, migrated, dropped again by close(). Suites run in
 * parallel on one server and never meet each other's rows.
 */
export async function openTestDatabase(max = 4, own = false): Promise<Database & { schema: string; url: string }> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const url = own ? await createOwnDatabase(schema) : testDatabaseUrl();
  const db = await openDatabase({ databaseUrl: url, schema, max });
  return {
    ...db,
    schema,
    url,
    async close() {
      await db.query(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
      if (own) await dropOwnDatabase(schema);
    },
  };
}

/**
 * A database of the suite's own on the test server, for the suites that check plans at size: VACUUM marks rows
 * visible to all only past the oldest transaction open in the same database, and the suites running beside (two jest
 * workers) hold one open now and then. In a database of its own, a scale suite's VACUUM sets the visibility map
 * whatever the others do, so its index-only plans are the ones a settled production table gets.
 */
async function createOwnDatabase(name: string): Promise<string> {
  const admin = await openPostgres(testDatabaseUrl(), { max: 1 });
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.close();
  }
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropOwnDatabase(name: string): Promise<void> {
  const admin = await openPostgres(testDatabaseUrl(), { max: 1 });
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.close();
  }
}

/** A server on a fresh database (openTestDatabase). */
export async function startTestServer(overrides: Partial<Config> = {}, o: { ownDatabase?: boolean } = {}): Promise<TestServer> {
  const config = testConfig(overrides);
  const db = await openTestDatabase(4, o.ownDatabase);
  const app = await buildApp({ db, config });
  return {
    app,
    db,
    config,
    post: poster(app),
    async secondInstance() {
      const db2 = await openDatabase({ databaseUrl: db.url, schema: db.schema, max: 4 });
      const app2 = await buildApp({ db: db2, config });
      return {
        app: app2,
        post: poster(app2),
        async close() {
          await app2.close();
          await db2.close();
        },
      };
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}

let counter = 0;
/** A valid registration body with a username unique within this process. */
export function newcomer(extra: Record<string, unknown> = {}) {
  counter += 1;
  return {
    username: `user${process.pid}x${counter}`,
    password: 'secret123',
    repassword: 'secret123',
    realname: 'Ada Lovelace',
    mobile: '0912345678',
    ...extra,
  };
}

export async function registerUser(server: TestServer, extra: Record<string, unknown> = {}) {
  const body = newcomer(extra);
  const res = await server.post<{ userinfo: UserInfo }>('/api/user/register', body);
  if (res.body.code !== 1) throw new Error(`register failed: ${res.body.msg}`);
  return { ...body, userinfo: res.body.data.userinfo, token: res.body.data.userinfo.token };
}

let operators = 0;
/** A fresh operator (an owner) and its token (the admin API's `token` header), logged in as operatorLogin does. */
export async function operatorToken(server: TestServer): Promise<{ token: string; username: string }> {
  operators += 1;
  const username = `op${process.pid}x${operators}`;
  await new OperatorService(server.db).setPassword('cli:test', username, 'operator123');
  const { token } = await operatorLogin(server, username, 'operator123');
  return { token, username };
}

/** What the tests keep of an operator's TOTP (per database schema and name): the secret, the last step used, codes. */
const totps = new Map<string, { secret: string; lastStep: number; recovery: string[] }>();
const STEP_MS = 30_000;
const codeAt = (secret: string, step: number) => new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate({ timestamp: step * STEP_MS });

/**
 * Logs an operator in as a real one does (issue 26): the password, then — when the shop asks — a TOTP code computed
 * here with otpauth. The first time an operator is asked to enrol, the helper enrols an authenticator app through the
 * API and keeps its secret (per suite schema and name); later logins use the next unused 30-second step (a code is
 * never accepted twice), or a recovery code when two logins already took this step and the next. `post` may be a
 * second instance's, `headers` the client's (a device). Throws with the server's words when a step is refused.
 */
export async function operatorLogin(
  server: Pick<TestServer, 'db' | 'post'>,
  username: string,
  password: string,
  { post = server.post, headers = {} }: { post?: Post; headers?: Record<string, string> } = {},
): Promise<{ token: string; username: string; roles: string[] }> {
  const call = async <T>(url: string, body: object): Promise<T> => {
    const res = await post<T>(url, body, headers);
    if (res.body.code !== 1) throw new Error(`${url} refused for ${username}: ${res.body.msg}`);
    return res.body.data;
  };
  const first = await call<AdminLoginAnswer>('/api/admin/login', { username, password });
  if ('token' in first) return first;
  const key = `${server.db.schema}:${username.toLowerCase()}`;
  const nowStep = Math.floor(Date.now() / STEP_MS);
  if (first.step === 'enrol') {
    const { secret } = await call<{ secret: string }>('/api/admin/login/enrol/totp/options', { ticket: first.ticket });
    const answer = await call<AdminSessionAnswer>('/api/admin/login/enrol/totp', { ticket: first.ticket, code: codeAt(secret, nowStep) });
    totps.set(key, { secret, lastStep: nowStep, recovery: answer.recovery_codes ?? [] });
    return answer;
  }
  const known = totps.get(key);
  if (!known || !first.methods.includes('totp')) throw new Error(`operatorLogin: ${username} has factors this helper did not enrol`);
  const step = Math.max(known.lastStep + 1, nowStep);
  if (step <= nowStep + 1) {
    known.lastStep = step;
    return call<AdminSessionAnswer>('/api/admin/login/totp', { ticket: first.ticket, code: codeAt(known.secret, step) });
  }
  const recovery = known.recovery.shift();
  if (!recovery) throw new Error(`operatorLogin: ${username} logged in too often within a minute`);
  return call<AdminSessionAnswer>('/api/admin/login/recovery', { ticket: first.ticket, code: recovery });
}

/** `npm run ops -- …args` against the suite's database, as the operator runs it on the server. */
export interface OpsRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run ops` against the suite's schema. Asynchronous on purpose: a synchronous spawn would stop this
 * process's event loop, and with it the test server's own transactions (a lottery draw, a buy batch), while the
 * command waits for a row lock one of them holds — a deadlock no one would ever break.
 */
export function runOps(server: Pick<TestServer, 'db'>, ...args: string[]): Promise<OpsRun> {
  const url = new URL(testDatabaseUrl());
  url.searchParams.set('options', `-c search_path=${server.db.schema}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/ops/cli.ts', ...args], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, DATABASE_URL: url.toString() },
    timeout: 60_000,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
