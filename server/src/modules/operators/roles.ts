import type { OperatorRole } from '@snapmall/shared/contract';

/**
 * Which role opens which admin call, by path prefix (issue 19). An owner opens all of them. A call no rule names
 * is the owner's alone, so a route added without a thought for roles fails closed. `operator` opens a call to every
 * operator (what the shop told its operators; releases, whose own deploy rights decide who may publish what).
 */
const RULES: Array<[prefix: string, role: OperatorRole | 'operator']> = [
  ['/api/admin/deposit/', 'finance'],
  // Finance's too: a withdrawal's whole card number (withdraw/card), each read audited.
  ['/api/admin/withdraw/', 'finance'],
  ['/api/admin/channel/', 'finance'],
  ['/api/admin/user/adjust', 'finance'],
  // A customer's statement is their money line by line, as the deposits and withdrawals are: finance's.
  ['/api/admin/user/moneylog', 'finance'],
  // Every operator may look a customer up (issue 19); changing or reading a balance's lines stays finance's (the
  // rules above win).
  ['/api/admin/user/', 'operator'],
  ['/api/admin/dashboard', 'operator'],
  ['/api/admin/ledger/', 'finance'],
  ['/api/admin/brand/', 'catalogue'],
  ['/api/admin/goods/', 'catalogue'],
  ['/api/admin/order/', 'catalogue'],
  ['/api/admin/vip/', 'catalogue'],
  ['/api/admin/notice/', 'content'],
  ['/api/admin/content/', 'content'],
  ['/api/admin/config/', 'content'],
  ['/api/admin/service/', 'content'],
  ['/api/admin/lottery/', 'games'],
  ['/api/admin/operator/', 'owner'],
  // The threshold above which a withdrawal needs a second operator is the owner's (issue 26).
  ['/api/admin/approval/settings/save', 'owner'],
  // Every operator sees the requests their roles decide and their own; the approvals service checks each decision's role.
  ['/api/admin/approval/', 'operator'],
  // Every operator logs out and sees and ends their own sessions; whose sessions an owner may end is the service's rule.
  ['/api/admin/logout', 'operator'],
  ['/api/admin/session/', 'operator'],
  // Every operator keeps their own second factors (the Security page); resetting another's is under operator/ (owner).
  ['/api/admin/factor/', 'operator'],
  ['/api/admin/audit/', 'owner'],
  ['/api/admin/message/', 'operator'],
  ['/api/admin/release/', 'operator'],
  // Every operator may read the shop's field vitals (issue 27): page speeds per route and release, no customer's data,
  // and the teams who deploy (operators with only a deploy right) need them to judge their releases.
  ['/api/admin/vitals/', 'operator'],
  // Every deployer sees the registry (which remotes, whose prefixes); changing it is the owner's (issue 25).
  ['/api/admin/remote/list', 'operator'],
  ['/api/admin/remote/', 'owner'],
];

/** The role an admin call needs ('owner' when no rule names it). */
export function roleFor(url: string): OperatorRole | 'operator' {
  return RULES.find(([prefix]) => url.startsWith(prefix))?.[1] ?? 'owner';
}

/** Whether an operator with these roles may make this call. */
export function rolesAllow(roles: readonly string[], url: string): boolean {
  const needed = roleFor(url);
  return needed === 'operator' || roles.includes('owner') || roles.includes(needed);
}
