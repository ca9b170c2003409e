import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../domain/errors';
import type { AccountService, AuthContext } from '../modules/account/service';
import { hashToken } from '../security/secrets';
import { tokenOf } from './request';

export type { AuthContext } from '../modules/account/service';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

/**
 * Hook for routes that need a logged-in user: a missing, unknown or expired token is a 401. Run it as the route's
 * preValidation (the `guarded` guard, built in http/guards.ts), so an anonymous caller's body is never validated.
 */
export function requireUser(accounts: Pick<AccountService, 'session'>) {
  const hook = async (request: FastifyRequest) => {
    const token = tokenOf(request);
    if (!token) throw unauthorized();
    const tokenHash = hashToken(token);
    const session = await accounts.session(tokenHash);
    if (!session) throw unauthorized();
    request.auth = { userId: session.user_id, token, tokenHash, expiretime: session.expiretime };
  };
  // Marks the hook so the route catalog knows the route is guarded.
  return Object.assign(hook, { requiresUser: true as const });
}

/**
 * Hook for a route whose service checks the session itself, inside its own transaction (the snap buy: a batch
 * of buys looks up all its buyers' tokens in one statement instead of one query per request). Here only the
 * token's presence is required, so an anonymous caller's body is still never validated; an unknown or expired
 * token is the same 401, answered by the service.
 */
export function requireSessionToken() {
  const hook = async (request: FastifyRequest) => {
    if (!tokenOf(request)) throw unauthorized();
  };
  return Object.assign(hook, { requiresUser: true as const });
}

/** The hash of the session token of a route guarded by requireSessionToken (or requireUser). */
export function tokenHashOf(request: FastifyRequest): string {
  const token = tokenOf(request);
  if (!token) throw unauthorized();
  return request.auth?.tokenHash ?? hashToken(token);
}

/** The auth context of a route guarded by requireUser. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
