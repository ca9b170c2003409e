import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../domain/errors';
import { rolesAllow } from '../modules/operators/roles';
import { tokenOf } from './request';
import type { Actor, OperatorService } from '../modules/operators/service';

declare module 'fastify' {
  interface FastifyRequest {
    operator?: { id: number; username: string; roles: string[]; session_id: string };
  }
}

const operatorRequired = () => unauthorized('auth.operatorRequired');

/**
 * preValidation hook of every /api/admin/* call but login: an operator's token from operator_tokens, whose roles
 * allow the call (else 403). A customer's token is not in that table, so it never opens an admin call (nor an
 * operator's token a customer call).
 */
export function requireOperator(operators: OperatorService) {
  const hook = async (request: FastifyRequest) => {
    const token = tokenOf(request);
    const session = token ? await operators.session(token) : undefined;
    if (!session) throw operatorRequired();
    // Each call is open to the roles its path names (modules/operators/roles.ts); an owner opens every one.
    if (!rolesAllow(session.roles, request.routeOptions.url ?? request.url)) throw forbidden('auth.roleRequired');
    request.operator = session;
  };
  // Marks the hook so the route catalog knows the route needs an operator.
  return Object.assign(hook, { requiresOperator: true as const });
}

/** The operator the guard let in (their id keys what is theirs alone: the messages they have read). */
export function operatorOf(request: FastifyRequest): { id: number; username: string; roles: string[]; session_id: string } {
  if (!request.operator) throw operatorRequired();
  return request.operator;
}

export function actorOf(request: FastifyRequest): Actor {
  if (!request.operator) throw operatorRequired();
  return `operator:${request.operator.username}`;
}
