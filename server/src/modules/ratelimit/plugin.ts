import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { AppDeps, AppInstance } from '../../app-types';
import { DomainError } from '../../domain/errors';
import { FallbackSlidingLog } from './fallback';
import { PgSlidingLog } from './pg-store';
import { RedisSlidingLog } from './redis-store';
import { storeOver, type SlidingLog } from './sliding-log';

/**
 * @fastify/rate-limit over an exact sliding window shared by every server instance: in Redis when REDIS_URL is
 * set, else in the shop's database. Only routes that ask (config.rateLimit) are limited. Call it before the
 * routes are registered: the plugin finds them through an onRoute hook.
 */
export async function rateLimitPlugin(app: AppInstance, { db, config }: AppDeps): Promise<void> {
  const inDatabase = new PgSlidingLog(db, { onSweepError: (error) => app.log.warn({ err: error }, 'rate limit sweep failed') });
  let log: SlidingLog = inDatabase;
  if (config.redisUrl) {
    // Fail fast while Redis is away (no queue, no retries), so the database takes over within a request.
    const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 0, enableOfflineQueue: false, commandTimeout: 500 });
    redis.on('error', () => undefined); // reported once per outage by the fallback below
    // Start counting in Redis when it is there; if it is not, the database counts until it comes.
    await new Promise((resolve) => {
      redis.once('ready', resolve);
      setTimeout(resolve, 2_000).unref();
    });
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    // Per database, so servers on one database share buckets and other shops on this Redis do not.
    const [row] = await db.query<{ redis_prefix: string }>('SELECT redis_prefix FROM rate_limit_namespace');
    const inRedis = new RedisSlidingLog(redis, { prefix: row?.redis_prefix ?? 'snapmall:rl:' });
    log = new FallbackSlidingLog(inRedis, inDatabase, (error) =>
      app.log.warn({ err: error }, 'redis (rate limits) unavailable: counting in the database until it is back'),
    );
  }
  await app.register(rateLimit, {
    global: false,
    store: storeOver(log),
    // After the body is parsed and valid, as before: attempts that could log in are counted, and lang is known.
    hook: 'preHandler',
    // The error handler turns this into the envelope { code: 429, msg: http.tooMany in the request's language };
    // Retry-After and the x-ratelimit-* headers are already on the reply and survive it.
    errorResponseBuilder: () => new DomainError('too_many', 'http.tooMany'),
  });
}
