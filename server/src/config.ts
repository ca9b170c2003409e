import path from 'node:path';
import { parseAvatarHosts } from './modules/account/avatar';
import { DEFAULT_SHOP_TIME_ZONE } from '@snapmall/shared/contract';

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  /** Redis for the rate-limit buckets shared by every instance; without it they live in the database. */
  redisUrl?: string;
  /** Where the embedded PostgreSQL keeps its cluster, password and log (unused with DATABASE_URL). */
  dataDir: string;
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
  /** AVATAR_HOSTS: hosts whose https images may be avatars; empty allows none. */
  avatarHosts: string[];
  /** The time zone of the shop's day (daily limits and quotas): SHOP_TIME_ZONE, an IANA name. */
  shopTimeZone: string;
  /** The operator created on an empty database, and its password (random and printed once when unset). */
  operatorUsername: string;
  operatorPassword?: string;
  /** A shipped order the customer has not confirmed counts as received after this many days. */
  orderAutoReceiveDays: number;
  /** Whether concurrent buys of one item share a transaction (see orders/buy.ts and buy-batch.ts); off only for the bench's baseline. */
  coalesceBuys: boolean;
  /** Whether the coalesced buys run in a thread of their own (off: on the request thread). */
  buyThread: boolean;
  /** Start the buy thread with the server instead of with the first buy. */
  warmBuyThread: boolean;
  /** How often each instance draws and settles the lottery periods that are due. */
  lotteryTickMs: number;
}

const ROOT = path.resolve(__dirname, '../..');

/** The shop's day starts at midnight in Taipei unless SHOP_TIME_ZONE says otherwise (the shop speaks zh-tw). */
export const DEFAULT_TIME_ZONE = DEFAULT_SHOP_TIME_ZONE;

/** Where the former embedded engine (PGlite) kept the shop's data by default. */
export const FORMER_PGLITE_DIR = path.join(ROOT, 'data', 'pglite');

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    dataDir: env.DATA_DIR || path.join(ROOT, 'data', 'postgres'),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 30 * 24 * 3600),
    loginMaxFailures: 10,
    loginLockMinutes: 15,
    authRatePerMinute: Number(env.AUTH_RATE_PER_MINUTE ?? 30),
    webRoot: env.WEB_ROOT ?? ROOT,
    registryFile: env.REMOTES_JSON || undefined,
    trustProxy: env.TRUST_PROXY === '1',
    loadDemoData: env.DEMO_DATA !== '0',
    avatarHosts: parseAvatarHosts(env.AVATAR_HOSTS),
    shopTimeZone: env.SHOP_TIME_ZONE || DEFAULT_TIME_ZONE,
    operatorUsername: env.OPERATOR_USERNAME || 'admin',
    operatorPassword: env.OPERATOR_PASSWORD || undefined,
    orderAutoReceiveDays: Number(env.ORDER_AUTO_RECEIVE_DAYS ?? 7),
    coalesceBuys: env.COALESCE_BUYS !== '0',
    buyThread: env.BUY_THREAD !== '0',
    warmBuyThread: true,
    lotteryTickMs: Number(env.LOTTERY_TICK_MS ?? 1000),
  };
}

/** Settings for tests: the database of DATABASE_URL (the test set-up starts one), API only, limits generous unless a test narrows them. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: process.env.DATABASE_URL || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
    dataDir: path.join(ROOT, 'data', 'test-unused'),
    tokenTtlSeconds: 3600,
    loginMaxFailures: 10,
    loginLockMinutes: 15,
    authRatePerMinute: 10_000,
    webRoot: undefined,
    trustProxy: false,
    loadDemoData: false,
    avatarHosts: [],
    shopTimeZone: DEFAULT_TIME_ZONE,
    operatorUsername: 'admin',
    orderAutoReceiveDays: 7,
    coalesceBuys: true,
    buyThread: true,
    warmBuyThread: false,
    lotteryTickMs: 1000,
    ...overrides,
  };
}
