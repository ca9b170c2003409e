import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../domain/errors';
import { tokenOf } from './request';
import type { Actor, OperatorService } from '../modules/operators/service';

declare module 'fastify' {
  interface FastifyRequest {
    operator?: { id: number; username: string };
  }
}

const operatorRequired = () => unauthorized('auth.operatorRequired');

/**
 * preValidation hook of every /api/admin/* call but login: an operator's token from operator_tokens. A customer's
 * token is not in that table, so it never opens an admin call (nor an operator's token a customer call).
 */
export function requireOperator(operators: OperatorService) {
  const hook = async (request: FastifyRequest) => {
    const token = tokenOf(request);
    const session = token ? await operators.session(token) : undefined;
    if (!session) throw operatorRequired();
    request.operator = session;
  };
  // Marks the hook so the route catalog knows the route needs an operator.
  return Object.assign(hook, { requiresOperator: true as const });
}

export function actorOf(request: FastifyRequest): Actor {
  if (!request.operator) throw operatorRequired();
  return `operator:${request.operator.username}`;
}
