import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  /** PGlite folder; undefined keeps the database in memory (tests). */
  dataDir?: string;
  tokenTtlSeconds: number;
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** Requests per minute per address for login and register. */
  authRatePerMinute: number;
  /** Folder holding the built shell and remotes; undefined serves the API only. */
  webRoot?: string;
  /** The remote registry to hand the shell; default: webRoot/remotes.json, else every remote served here. */
  registryFile?: string;
  trustProxy: boolean;
  loadDemoData: boolean;
}

const ROOT = path.resolve(__dirname, '../..');

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? path.join(ROOT, 'data', 'pglite'),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 30 * 24 * 3600),
    loginMaxFailures: 10,
    loginLockMinutes: 15,
    authRatePerMinute: Number(env.AUTH_RATE_PER_MINUTE ?? 30),
    webRoot: env.WEB_ROOT ?? ROOT,
    registryFile: env.REMOTES_JSON || undefined,
    trustProxy: env.TRUST_PROXY === '1',
    loadDemoData: env.DEMO_DATA !== '0',
  };
}

/** Settings for tests: in-memory database, API only, limits generous unless a test narrows them. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: undefined,
    tokenTtlSeconds: 3600,
    loginMaxFailures: 10,
    loginLockMinutes: 15,
    authRatePerMinute: 10_000,
    webRoot: undefined,
    trustProxy: false,
    loadDemoData: false,
    ...overrides,
  };
}
