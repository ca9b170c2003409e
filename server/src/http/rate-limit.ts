import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Config } from '../config';

/** The route config for login and register: config.authRatePerMinute per client address per route. */
export function authRateLimit(config: Config): { rateLimit: RateLimitOptions } {
  return { rateLimit: { max: config.authRatePerMinute, timeWindow: 60_000 } };
}
