import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Where an operator's request comes from: the session's device and address (what the sessions page shows). */
export function sessionClientOf(request: FastifyRequest): { device: string; address: string } {
  return { device: request.headers['user-agent'] ?? '', address: request.ip };
}

/**
 * The passkeys' relying party for this request: OPERATOR_ORIGIN when set, else the host the browser asked for
 * (behind a trusted proxy, the forwarded host and scheme: Fastify reads them only from the proxies TRUST_PROXY names).
 */
export function relyingPartyOf(request: FastifyRequest, config: Pick<Config, 'operatorOrigin'>): { id: string; origin: string; name: string } {
  // Through URL, as the browser says it: no default port (http://localhost, not http://localhost:80).
  const origin = config.operatorOrigin ?? new URL(`${request.protocol}://${request.host}`).origin;
  return { id: new URL(origin).hostname, origin, name: 'SnapMall' };
}
