import { randomBytes } from 'node:crypto';
import type { Envelope, UserInfo } from '@snapmall/shared/contract';
import { buildApp } from '../src/app';
import type { AppInstance } from '../src/app-types';
import { testConfig, type Config } from '../src/config';
import type { Database } from '../src/db/database';
import { openDatabase } from '../src/db/open';

export interface TestServer {
  app: AppInstance;
  db: Database;
  /** POSTs like the client does and returns HTTP status with the parsed envelope. */
  post<T = unknown>(url: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: Envelope<T> }>;
  /**
   * A second server instance on the same database, as in a deployment of several: on PostgreSQL its own app
   * and connection pool on the same schema; on PGlite (one connection) its own app on the same database.
   */
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

/**
 * A server on a fresh database: in-memory PGlite, or a schema of its own in the PostgreSQL that DATABASE_URL
 * names (CI runs the suite both ways).
 */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const config = testConfig(overrides);
  const schema = config.databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const db = await openDatabase({ databaseUrl: config.databaseUrl, schema, max: 4 });
  const app = await buildApp({ db, config });
  return {
    app,
    db,
    post: poster(app),
    async secondInstance() {
      const db2 = schema ? await openDatabase({ databaseUrl: config.databaseUrl, schema, max: 4 }) : db;
      const app2 = await buildApp({ db: db2, config });
      return {
        app: app2,
        post: poster(app2),
        async close() {
          await app2.close();
          if (db2 !== db) await db2.close();
        },
      };
    },
    async close() {
      await app.close();
      if (schema) await db.query(`DROP SCHEMA "${schema}" CASCADE`);
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
