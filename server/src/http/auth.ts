import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { findSession } from '../modules/account/repository';
import { hashToken } from '../modules/account/secrets';
import { unauthorized } from './errors';
import { tokenOf } from './request';

export interface AuthContext {
  userId: number;
  token: string;
  tokenHash: string;
  expiretime: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

/**
 * Hook for routes that need a logged-in user: a missing, unknown or expired token is a 401. Run it as the
 * route's preValidation (services.guarded), so an anonymous caller's body is never validated at all.
 */
export function requireUser(db: Database) {
  const hook = async (request: FastifyRequest) => {
    const token = tokenOf(request);
    if (!token) throw unauthorized();
    const tokenHash = hashToken(token);
    const session = await findSession(db, tokenHash);
    if (!session) throw unauthorized();
    request.auth = { userId: session.user_id, token, tokenHash, expiretime: session.expiretime };
  };
  // Marks the hook so the route catalog knows the route is guarded.
  return Object.assign(hook, { requiresUser: true as const });
}

/** The auth context of a route guarded by requireUser. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
