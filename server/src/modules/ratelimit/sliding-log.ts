import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** What one attempt did to a bucket, in the terms @fastify/rate-limit reads: current > max means refused. */
export interface Hit {
  /** Allowed hits now in the window, counting this one if it was allowed; max + 1 or more when refused. */
  current: number;
  /** Milliseconds until a slot frees: when refused, exactly when the next attempt would be allowed. */
  ttl: number;
}

/**
 * An exact sliding window kept as a log of allowed hits: at most max allowed hits in any windowMs-long interval.
 * Refused attempts are not recorded, so hammering does not push the opening further away.
 */
export interface SlidingLog {
  hit(bucket: string, windowMs: number, max: number): Promise<Hit>;
}

/**
 * The decision over a bucket's live hits (expiry times, ascending, all after now), shared by the stores that
 * decide in JavaScript. The next slot frees when enough of the oldest hits have expired to leave max - 1.
 */
export function decide(live: number[], now: number, windowMs: number, max: number): Hit & { allowed: boolean } {
  const allowed = live.length < max;
  const after = allowed ? [...live, now + windowMs] : live;
  const freeing = after[Math.max(0, after.length - max)] ?? now + windowMs;
  return { allowed, current: live.length + 1, ttl: freeing - now };
}

/**
 * @fastify/rate-limit builds its store with `new Store(options)` and calls `child(params)` once per route with a
 * route's `config.rateLimit`; params.routeInfo is that route, so each route counts in buckets of its own.
 */
export function storeOver(log: SlidingLog): FastifyRateLimitStoreCtor {
  class SlidingLogStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Hit) => void, timeWindow: number, max: number): void {
      log.hit(this.prefix + key, timeWindow, max).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    }

    child(params: object): FastifyRateLimitStore {
      const route = (params as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new SlidingLogStore(undefined, `${String(route.method ?? '')} ${String(route.url ?? '')}|`);
    }
  }
  return SlidingLogStore;
}
