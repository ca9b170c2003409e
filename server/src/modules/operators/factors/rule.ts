/**
 * OPERATOR_MFA (issue 26): who must prove a second factor at login. `required` (the default, `npm start` included):
 * every operator holding a money or owner role (owner, finance); `all`: every operator; `off`: nobody (a
 * development shop — the server says so at start). An operator who is not required may still enrol, and is then
 * asked for the factor like anyone else.
 */
export type OperatorMfa = 'required' | 'all' | 'off';

/** The roles that move money or hand out roles: a password alone never opens them while the rule is `required`. */
const GUARDED_ROLES: readonly string[] = ['owner', 'finance'];

export function parseOperatorMfa(value: string | undefined): OperatorMfa {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'required' || text === 'on') return 'required';
  if (text === 'all' || text === 'off') return text;
  throw new Error(`OPERATOR_MFA=${value} is not read: leave it unset (owner and finance need a second factor), or set all or off`);
}

/** Whether an operator with these roles must have (and use) a second factor under this rule. */
export function factorRequired(rule: OperatorMfa, roles: readonly string[]): boolean {
  if (rule === 'off') return false;
  return rule === 'all' || roles.some((role) => GUARDED_ROLES.includes(role));
}
