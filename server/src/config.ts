import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { parseAvatarHosts } from './security/images';
import { parseOperatorMfa, type OperatorMfa } from './modules/operators/factors/rule';
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
  /** REMOTES_JSON: a registry file handed to the shell instead of the release tables (`npm run dev`); unset, the tables answer. */
  registryFile?: string;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For entry is the client address (http/trust-proxy.ts); none by default. */
  trustProxy: TrustProxy;
  loadDemoData: boolean;
  /** AVATAR_HOSTS: hosts whose https images may be avatars; empty allows none. */
  avatarHosts: string[];
  /** The time zone of the shop's day (daily limits and quotas): SHOP_TIME_ZONE, an IANA name. */
  shopTimeZone: string;
  /** The operator created on an empty database, and its password (random and printed once when unset). */
  operatorUsername: string;
  operatorPassword?: string;
  /** OPERATOR_IDLE_MINUTES: an operator session ends after this long without a call (issue 26). */
  operatorIdleMinutes: number;
  /** OPERATOR_MFA: who must prove a second factor at login (operators/factors/rule.ts): owner and finance by default, `all`, or `off`. */
  operatorMfa: OperatorMfa;
  /**
   * OPERATOR_ORIGIN: the console's public origin (https://shop.example), the passkeys' relying party and the address
   * of the enrolment links; unset, passkeys take the request's host (a trusted proxy's forwarded one).
   */
  operatorOrigin?: string;
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
  /** How long an instance reuses the registry it read (remotes.json, the pages' policy): a promote is seen within this. */
  releaseRefreshMs: number;
  /** Whether `npm start`'s server runs the shop's smoke runner in its own process (SMOKE_RUNNER=off: a runner of its own does). */
  smokeRunner: boolean;
  /** How often each instance judges the canaries against stable (telemetry, issue 17). */
  canaryJudgeMs: number;
  /** The canary rule: at least this many distinct clients of the canary, and of stable, in the window before it is judged… */
  canaryMinClients: number;
  /** …and withdrawn when its failure rate exceeds stable's by more than this (0.05 = 5 points)… */
  canaryMaxExtraFailureRate: number;
  /** …over this many minutes. */
  canaryWindowMinutes: number;
  /** …and withdrawn too when its p75 LCP or INP exceeds stable's by more than this share (0.2 = 20 %; issue 27)… */
  canaryVitalsMargin: number;
  /** …once each side has at least this many samples of that vital in the window. */
  canaryMinVitals: number;
  /** The share of page loads whose Web Vitals the shell reports (0 to 1), told to it in remotes.json. */
  vitalsSampleRate: number;
  /** Calls per minute per address to /api/telemetry/remote and /api/telemetry/vitals (no login there, so the address is the only key). */
  telemetryRatePerMinute: number;
  /** Answers serialized with their response schemas (ANSWERS, issue 20): RESPONSE_SCHEMAS=0 only for the bench's comparison. */
  responseSchemas: boolean;
  /**
   * Each answer checked against its schema, closed to extra fields, before it is sent (http/answers.ts): on in tests,
   * so a field the schema lacks fails there instead of being dropped; off in production, which never pays for it.
   */
  checkAnswers: boolean;
  /** LOTTERY_SEED_KEY: the key future lottery seeds are sealed with, 32 bytes in base64 (lottery/seed-key.ts). */
  lotterySeedKey?: string;
  /** LOTTERY_SEED_KEY_FILE: a file holding it instead; with neither, the embedded database's shop makes one in DATA_DIR. */
  lotterySeedKeyFile?: string;
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    loadDemoData: env.DEMO_DATA !== '0',
    avatarHosts: parseAvatarHosts(env.AVATAR_HOSTS),
    shopTimeZone: env.SHOP_TIME_ZONE || DEFAULT_TIME_ZONE,
    operatorUsername: env.OPERATOR_USERNAME || 'admin',
    operatorPassword: env.OPERATOR_PASSWORD || undefined,
    operatorIdleMinutes: Number(env.OPERATOR_IDLE_MINUTES ?? 30),
    operatorMfa: parseOperatorMfa(env.OPERATOR_MFA),
    operatorOrigin: parseOrigin(env.OPERATOR_ORIGIN),
    orderAutoReceiveDays: Number(env.ORDER_AUTO_RECEIVE_DAYS ?? 7),
    coalesceBuys: env.COALESCE_BUYS !== '0',
    buyThread: env.BUY_THREAD !== '0',
    warmBuyThread: true,
    lotteryTickMs: Number(env.LOTTERY_TICK_MS ?? 1000),
    releaseRefreshMs: Number(env.RELEASE_REFRESH_MS ?? 1000),
    smokeRunner: env.SMOKE_RUNNER !== 'off',
    canaryJudgeMs: Number(env.CANARY_JUDGE_MS ?? 10_000),
    canaryMinClients: Number(env.CANARY_MIN_CLIENTS ?? 10),
    canaryMaxExtraFailureRate: Number(env.CANARY_MAX_EXTRA_FAILURE_RATE ?? 0.05),
    canaryWindowMinutes: 5,
    canaryVitalsMargin: Number(env.CANARY_VITALS_MARGIN ?? 0.2),
    canaryMinVitals: Number(env.CANARY_MIN_VITALS ?? 20),
    vitalsSampleRate: parseSampleRate(env.VITALS_SAMPLE_RATE),
    telemetryRatePerMinute: Number(env.TELEMETRY_RATE_PER_MINUTE ?? 60),
    responseSchemas: env.RESPONSE_SCHEMAS !== '0',
    checkAnswers: env.CHECK_ANSWERS === '1',
    lotterySeedKey: env.LOTTERY_SEED_KEY || undefined,
    lotterySeedKeyFile: env.LOTTERY_SEED_KEY_FILE || undefined,
  };
}

/** A lottery seed key for tests and test scripts only (32 bytes in base64); a shop reads its own (lottery/seed-key.ts). */
const TEST_SEED_KEY = Buffer.alloc(32, 7).toString('base64');

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
    operatorIdleMinutes: 30,
    operatorMfa: 'required',
    orderAutoReceiveDays: 7,
    coalesceBuys: true,
    buyThread: true,
    warmBuyThread: false,
    lotteryTickMs: 1000,
    releaseRefreshMs: 1000,
    smokeRunner: false,
    canaryJudgeMs: 10_000,
    canaryMinClients: 10,
    canaryMaxExtraFailureRate: 0.05,
    canaryWindowMinutes: 5,
    canaryVitalsMargin: 0.2,
    canaryMinVitals: 20,
    vitalsSampleRate: 1,
    telemetryRatePerMinute: 10_000,
    // The run's key (the jest set-up's, shared with the ops commands a suite spawns), else a fixed one for scripts.
    lotterySeedKey: process.env.LOTTERY_SEED_KEY || TEST_SEED_KEY,
    responseSchemas: true,
    checkAnswers: true,
    ...overrides,
  };
}

/** VITALS_SAMPLE_RATE, a share from 0 to 1 (default 1: every page load); anything else is refused at start. */
function parseSampleRate(value: string | undefined): number {
  const rate = Number(value ?? 1);
  if (value?.trim() === '' || !(rate >= 0 && rate <= 1)) throw new Error(`VITALS_SAMPLE_RATE must be a number from 0 to 1, not ${value}`);
  return rate;
}

/** OPERATOR_ORIGIN as an origin (scheme, host, port), or undefined; anything else is refused at start. */
function parseOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol)) throw new Error(`OPERATOR_ORIGIN=${value} is not read: give the console's origin, e.g. https://shop.example`);
  return url.origin;
}
