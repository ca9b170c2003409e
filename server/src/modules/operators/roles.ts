import { CALLS, OPERATOR_ROLES, type Caller, type OperatorRole } from '@snapmall/shared/contract';

const calls: Readonly<Record<string, { who: Caller }>> = CALLS;
const isOperatorNeed = (who: Caller | undefined): who is OperatorRole | 'operator' =>
  who === 'operator' || (OPERATOR_ROLES as readonly string[]).includes(who ?? '');

/**
 * The role an admin call needs, as its definition in the contract says (`who` in calls-admin.ts, issue 28). An
 * owner opens all of them. A call the contract does not name for operators is the owner's alone, so a route added
 * without a thought for roles fails closed. `operator` opens a call to every operator.
 */
export function roleFor(url: string): OperatorRole | 'operator' {
  const who = calls[url]?.who;
  return isOperatorNeed(who) ? who : 'owner';
}

/** Whether an operator with these roles may make this call. */
export function rolesAllow(roles: readonly string[], url: string): boolean {
  const needed = roleFor(url);
  return needed === 'operator' || roles.includes('owner') || roles.includes(needed);
}
