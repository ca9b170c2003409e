import { randomUUID } from 'node:crypto';
import type { Redis, Result } from 'ioredis';
import type { Hit, SlidingLog } from './sliding-log';

/**
 * One script per attempt, so reading and recording are one atomic step for every instance on this Redis. The
 * bucket is a sorted set of allowed hits scored by the time they expire (ms); the same decision as decide().
 * KEYS[1] bucket; ARGV: window ms, max, a fixed now ms or '' for Redis's clock, a unique member for the hit.
 */
const SLIDING_HIT = `
local window, max = tonumber(ARGV[1]), tonumber(ARGV[2])
local now = tonumber(ARGV[3])
if not now then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local live = redis.call('ZCARD', KEYS[1])
local count = live
if live < max then
  redis.call('ZADD', KEYS[1], now + window, ARGV[4])
  -- The newest hit is the last to expire: the whole set is obsolete one window from now.
  redis.call('PEXPIRE', KEYS[1], window)
  count = live + 1
end
local freeing = redis.call('ZRANGE', KEYS[1], math.max(0, count - max), math.max(0, count - max), 'WITHSCORES')[2]
local ttl = window
if freeing then ttl = tonumber(freeing) - now end
return {live + 1, ttl}
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    slidingHit(bucket: string, windowMs: number, max: number, now: string, member: string): Result<[number, number], Context>;
  }
}

export interface RedisSlidingLogOptions {
  /** Prepended to every bucket: keeps apart shops (and test runs) that share one Redis. */
  prefix: string;
  /** A fixed clock for tests; by default Redis's clock, one for every instance. */
  now?: () => number;
}

/** The sliding log in Redis, for deployments that set REDIS_URL; expired hits go with the bucket's own calls. */
export class RedisSlidingLog implements SlidingLog {
  constructor(
    private readonly redis: Redis,
    private readonly options: RedisSlidingLogOptions,
  ) {
    if (!redis.slidingHit) redis.defineCommand('slidingHit', { numberOfKeys: 1, lua: SLIDING_HIT });
  }

  async hit(bucket: string, windowMs: number, max: number): Promise<Hit> {
    const now = this.options.now?.();
    const [current, ttl] = await this.redis.slidingHit(
      this.options.prefix + bucket,
      windowMs,
      max,
      now === undefined ? '' : String(now),
      randomUUID(),
    );
    return { current, ttl };
  }
}
