import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { configFromEnv } from '../src/config';
import type { Database } from '../src/db/database';
import { parseTrustProxy } from '../src/http/trust-proxy';
import { openDatabase } from '../src/db/open';
import { PgSlidingLog } from '../src/modules/ratelimit/pg-store';
import { RedisSlidingLog } from '../src/modules/ratelimit/redis-store';
import type { Hit, SlidingLog } from '../src/modules/ratelimit/sliding-log';
import { newcomer, startTestServer, testDatabaseUrl, type TestServer } from './helpers';

const REDIS_URL = process.env.REDIS_URL;
/** The Redis cases run where a Redis is given (CI sets REDIS_URL), and are skipped elsewhere. */
const describeRedis = REDIS_URL ? describe : describe.skip;
const WINDOW = 60_000;
const LOGIN_URL = '/api/user/login';

/** A second handle on the same database, as a second server instance has: its own pool on PostgreSQL. */
async function secondHandle(db: Database): Promise<{ db: Database; close(): Promise<void> }> {
  const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const other = await openDatabase({ databaseUrl: testDatabaseUrl(), schema: row!.schema, max: 4 });
  return { db: other, close: () => other.close() };
}

const login = (account = 'nobody') => ({ account, password: 'wrong123' });

/** Through the whole app: plugin, route config, store, error handler and envelope. */
function routeContract(redisUrl: string | undefined) {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer({ authRatePerMinute: 3, redisUrl });
  });
  afterEach(() => server.close());

  const attempt = (app: TestServer['app'], url: string, body: unknown, remoteAddress = '10.0.0.1') =>
    app.inject({ method: 'POST', url, payload: body as object, remoteAddress });

  it('lets N attempts through, then answers 429 in the envelope, translated, with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(server.app, LOGIN_URL, login())).statusCode).toBe(200);
    const refused = await attempt(server.app, `${LOGIN_URL}?lang=zh-tw`, login());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, msg: '請求過於頻繁，請稍後再試', time: expect.any(Number), data: null });
    const retryAfter = String(refused.headers['retry-after']);
    expect(retryAfter).toMatch(/^[1-9]\d*$/);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  });

  it('counts per route and per client address', async () => {
    for (let i = 0; i < 4; i++) await attempt(server.app, LOGIN_URL, login());
    expect((await attempt(server.app, LOGIN_URL, login())).statusCode).toBe(429);
    // Register on the same address, and login from another, have buckets of their own.
    expect((await attempt(server.app, '/api/user/register', newcomer())).statusCode).toBe(200);
    expect((await attempt(server.app, LOGIN_URL, login(), '10.0.0.2')).statusCode).toBe(200);
  });

  it('shares the count between two server instances on one database', async () => {
    const other = await server.secondInstance();
    try {
      const apps = [server.app, other.app];
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) => attempt(apps[i % 2]!, LOGIN_URL, login(`nobody${i}`))),
      );
      expect(answers.filter((a) => a.statusCode !== 429)).toHaveLength(3);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
}

describe('login and register rate limit, database store', () => routeContract(undefined));
describeRedis('login and register rate limit, Redis store', () => routeContract(REDIS_URL));

/** Allowed hit times inside (to - WINDOW, to]. */
const inWindow = (allowed: number[], to: number) => allowed.filter((a) => a > to - WINDOW && a <= to).length;

/**
 * The sliding-window properties every store must have, driven by a clock the test moves. open() gives two
 * logs over one shared backend (as two server instances have) on the clock `now`.
 */
function storeContract(open: (now: () => number) => Promise<{ logs: [SlidingLog, SlidingLog]; close(): Promise<void> }>) {
  let clock = 0;
  let logs: [SlidingLog, SlidingLog];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ logs, close } = await open(() => clock));
  });
  afterAll(() => close());
  const hit = (bucket: string, max = 3, log = logs[0]) => log.hit(bucket, WINDOW, max);

  it('slides across a minute boundary where a fixed window would have let 2N through', async () => {
    const bucket = randomUUID();
    // Three hits in the last second of a minute (59 s), then one just after it (60.1 s).
    for (const [i, at] of [59_000, 59_500, 59_900].entries()) {
      clock = at;
      expect(await hit(bucket)).toEqual({ current: i + 1, ttl: 59_000 + WINDOW - at });
    }
    clock = 60_100;
    expect(await hit(bucket)).toEqual({ current: 4, ttl: 59_000 + WINDOW - 60_100 });
    // One ms before the oldest hit leaves: still refused, and refusals are not recorded.
    clock = 59_000 + WINDOW - 1;
    expect(await hit(bucket)).toEqual({ current: 4, ttl: 1 });
    // The oldest has left: exactly one more, then refused until the next one (59.5 s) leaves.
    clock = 59_000 + WINDOW;
    expect(await hit(bucket)).toEqual({ current: 3, ttl: 500 });
    expect(await hit(bucket)).toEqual({ current: 4, ttl: 500 });
  });

  it('never allows more than max in any window, refuses only at max, and ttl is exactly the next opening', async () => {
    const gaps = fc.array(fc.integer({ min: 0, max: 25_000 }), { minLength: 1, maxLength: 30 });
    await fc.assert(
      fc.asyncProperty(gaps, fc.integer({ min: 1, max: 4 }), async (steps, max) => {
        const bucket = randomUUID();
        const allowed: number[] = [];
        clock = 1_000_000;
        for (const step of steps) {
          clock += step;
          const result: Hit = await hit(bucket, max);
          const before = inWindow(allowed, clock);
          if (result.current <= max) {
            expect(before).toBeLessThan(max);
            expect(result.current).toBe(before + 1);
            allowed.push(clock);
          } else {
            expect(before).toBe(max);
            // Allowed again at clock + ttl (fewer than max left in that window), and not a millisecond sooner.
            expect(result.ttl).toBeGreaterThan(0);
            expect(inWindow(allowed, clock + result.ttl)).toBeLessThan(max);
            expect(inWindow(allowed, clock + result.ttl - 1)).toBe(max);
          }
        }
        for (const at of allowed) expect(inWindow(allowed, at)).toBeLessThanOrEqual(max);
      }),
      { numRuns: 25 },
    );
  });

  it('lets exactly max of many concurrent hits through across two instances', async () => {
    const bucket = randomUUID();
    clock = 5_000_000;
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => hit(bucket, 5, logs[i % 2])));
    expect(results.filter((r) => r.current <= 5)).toHaveLength(5);
  });
}

describe('sliding log in the database', () => {
  let server: TestServer;
  storeContract(async (now) => {
    server = await startTestServer();
    const second = await secondHandle(server.db);
    const logs: [SlidingLog, SlidingLog] = [new PgSlidingLog(server.db, { now }), new PgSlidingLog(second.db, { now })];
    const close = async () => {
      await second.close();
      await server.close();
    };
    return { logs, close };
  });

  it("sweeps other buckets' expired hits now and then", async () => {
    const count = async (bucket: string) =>
      (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limit_hits WHERE bucket = $1', [bucket]))[0]!.n;
    let clock = 0;
    const log = new PgSlidingLog(server.db, { now: () => clock, sweepEvery: 2 });
    await log.hit('idle', WINDOW, 3);
    clock = WINDOW; // 'idle' is never hit again; its hit expires now
    await log.hit('busy', WINDOW, 3);
    expect(await count('idle')).toBe(0);
    expect(await count('busy')).toBe(1);
  });
});

describeRedis('sliding log in Redis', () => {
  storeContract(async (now) => {
    const clients = [new Redis(REDIS_URL!), new Redis(REDIS_URL!)];
    const prefix = `test:rl:${randomUUID()}:`;
    const logs: [SlidingLog, SlidingLog] = [
      new RedisSlidingLog(clients[0]!, { prefix, now }),
      new RedisSlidingLog(clients[1]!, { prefix, now }),
    ];
    const close = async () => {
      await Promise.all(clients.map((c) => c.quit()));
    };
    return { logs, close };
  });
});

describe('with Redis configured but down', () => {
  it('keeps answering login, limited in the database instead, never with a 500', async () => {
    const server = await startTestServer({ authRatePerMinute: 3, redisUrl: 'redis://127.0.0.1:1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await server.app.inject({ method: 'POST', url: LOGIN_URL, payload: login(), remoteAddress: '10.9.9.9' })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await server.close();
    }
  });
});

/**
 * Behind a proxy (issue 25): the client address is the entry the trusted proxy appended to X-Forwarded-For, never
 * one the client wrote further left. Register is limited to 3 a minute per address here.
 */
describe('TRUST_PROXY', () => {
  const PROXY = '10.0.0.5';
  const register = (app: TestServer['app'], remoteAddress: string, forwardedFor?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: newcomer(),
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
  /** 10 registrations from `client` through the proxy, each with a new forged leftmost entry; the statuses. */
  const forging = async (app: TestServer['app'], client: string, via = PROXY) => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await register(app, via, `192.0.2.${i}, 198.51.100.${i}, ${client}`)).statusCode);
    return statuses;
  };
  const LIMITED = [200, 200, 200, 429, 429, 429, 429, 429, 429, 429];

  for (const [name, trustProxy] of [
    ['one trusted hop (TRUST_PROXY=1)', parseTrustProxy('1')],
    ['the proxies by address and CIDR (TRUST_PROXY=10.0.0.5,10.1.0.0/16)', parseTrustProxy('10.0.0.5,10.1.0.0/16')],
  ] as const) {
    it(`${name}: a forged leftmost X-Forwarded-For does not escape the per-address limit, and each client has its own`, async () => {
      const server = await startTestServer({ authRatePerMinute: 3, trustProxy });
      try {
        expect(await forging(server.app, '203.0.113.7')).toEqual(LIMITED);
        // Another client behind the same proxy is another address (the proxy is not one bucket for all).
        expect((await register(server.app, PROXY, '203.0.113.8')).statusCode).toBe(200);
      } finally {
        await server.close();
      }
    });
  }

  it('with a list, a client reaching the server directly is its own address whatever X-Forwarded-For it writes', async () => {
    const server = await startTestServer({ authRatePerMinute: 3, trustProxy: parseTrustProxy('10.0.0.5') });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await register(server.app, '203.0.113.9', `198.51.100.${i}`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    } finally {
      await server.close();
    }
  });

  it('reads a hop count, addresses and CIDRs, and refuses "trust everything" or anything it does not read at start-up', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy(' 10.0.0.5, fd00::/8 ,loopback')).toEqual({ proxies: ['10.0.0.5', 'fd00::/8', 'loopback'] });
    for (const value of ['true', '*', 'yes', '10.0.0.0/33', '10.0.0.5,', 'proxy.example.com', '-1']) {
      expect(() => configFromEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    }
    expect(configFromEnv({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
  });
});
