import type { OperatorRole } from '../contract/admin';

/**
 * Every role, in the order the console names them. The contract's OPERATOR_ROLES is not imported at run time (its
 * module builds the server's schemas with TypeBox); the check below fails to compile if the two ever differ.
 */
export const ROLES = ['owner', 'finance', 'catalogue', 'content', 'games'] as const;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const rolesMatchContract: Same<(typeof ROLES)[number], OperatorRole> = true;
void rolesMatchContract;

export const isRole = (value: unknown): value is OperatorRole => (ROLES as readonly unknown[]).includes(value);

/** What a console page or action asks for: one role, or 'operator' (every operator). */
export type RoleNeed = OperatorRole | 'operator';

/**
 * Whether an operator with these roles may open what needs `need`: the server's rule (operators/roles.ts), so
 * the console hides exactly what the server would refuse. An owner holds every role.
 */
export function rolesAllow(roles: readonly string[], need: RoleNeed): boolean {
  return need === 'operator' || roles.includes('owner') || roles.includes(need);
}
