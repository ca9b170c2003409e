import type { OperatorRole } from '@snapmall/shared/contract';

/** The contract's operator name (AdminOperatorSaveBody): a letter, then 2 to 29 letters, digits, '_', '.' or '-'. */
const USERNAME = /^[A-Za-z][A-Za-z0-9_.-]{2,29}$/;

/** What the add form's fields are wrong about (message ids), checked as the server checks them. */
export function operatorErrors(username: string, roles: readonly OperatorRole[], taken: readonly string[]): { username?: string; roles?: string } {
  const errors: { username?: string; roles?: string } = {};
  if (!USERNAME.test(username)) errors.username = 'admin.operators.error.username';
  // A save under an existing name changes that operator: the add form must not do it by accident.
  else if (taken.some((name) => name.toLowerCase() === username.toLowerCase())) errors.username = 'admin.operators.error.taken';
  if (roles.length === 0) errors.roles = 'admin.operators.error.roles';
  return errors;
}
