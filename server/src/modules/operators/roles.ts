import type { OperatorRole } from '@snapmall/shared/contract';

/**
 * Which role opens which admin call, by path prefix (issue 19). An owner opens all of them. A call no rule names
 * is the owner's alone, so a route added without a thought for roles fails closed; `any` is any operator's (what
 * the shop told its operators; releases, whose own deploy rights decide who may publish what).
 */
const RULES: Array<[prefix: string, role: OperatorRole | 'any']> = [
  ['/api/admin/deposit/', 'finance'],
  ['/api/admin/withdraw/', 'finance'],
  ['/api/admin/channel/', 'finance'],
  ['/api/admin/user/adjust', 'finance'],
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
  ['/api/admin/audit/', 'owner'],
  ['/api/admin/message/', 'any'],
  ['/api/admin/release/', 'any'],
  ['/api/admin/remote/', 'any'],
];

/** The role an admin call needs ('owner' when no rule names it). */
export function roleFor(url: string): OperatorRole | 'any' {
  return RULES.find(([prefix]) => url.startsWith(prefix))?.[1] ?? 'owner';
}

/** Whether an operator with these roles may make this call. */
export function rolesAllow(roles: readonly string[], url: string): boolean {
  const needed = roleFor(url);
  return needed === 'any' || roles.includes('owner') || roles.includes(needed);
}
