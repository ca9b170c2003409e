import type { FilterField, ListRequest } from '@snapmall/shared/admin';
import { AUDIT_TARGETS } from '@snapmall/shared/contract';
import { targetId } from './words';

/** The kinds of action, as prefixes the server matches ('deposit.' finds deposit.approve and deposit.reject). */
const KINDS: ReadonlyArray<[string, string]> = [
  ['deposit.', 'admin.audit.kind.deposit'],
  ['withdraw.', 'admin.audit.kind.withdraw'],
  ['user.adjust', 'admin.audit.kind.adjust'],
  ['channel.', 'admin.audit.kind.channel'],
  ['brand.', 'admin.audit.kind.brand'],
  ['goods.', 'admin.audit.kind.goods'],
  ['order.', 'admin.audit.kind.order'],
  ['vip.', 'admin.audit.kind.vip'],
  ['lottery.', 'admin.audit.kind.lottery'],
  ['notice.', 'admin.audit.kind.notice'],
  ['content.', 'admin.audit.kind.content'],
  ['config.', 'admin.audit.kind.config'],
  ['operator.', 'admin.audit.kind.operator'],
  ['release.', 'admin.audit.kind.release'],
  ['remote.', 'admin.audit.kind.remote'],
  ['deploy.', 'admin.audit.kind.deploy'],
  ['smoke.', 'admin.audit.kind.smoke'],
];

export const AUDIT_FILTERS: readonly FilterField[] = [
  { kind: 'text', name: 'actor', label: 'admin.audit.filter.actor' },
  { kind: 'select', name: 'action', label: 'admin.audit.filter.kind', options: KINDS.map(([value, label]) => ({ value, label })) },
  // What it was done to, by its name (the server matches the recorded type exactly).
  { kind: 'select', name: 'target_type', label: 'admin.audit.filter.targetType', options: AUDIT_TARGETS.map((t) => ({ value: t, label: targetId(t) })) },
  { kind: 'text', name: 'target_id', label: 'admin.audit.filter.targetId' },
  { kind: 'dateRange', label: 'admin.audit.filter.days' },
];

/** What AdminAuditListBody takes in the typed fields (an operator's name, a target type, a target's number). */
const ACTOR_MAX = 80;
const TARGET_TYPE = /^[A-Za-z0-9_.:-]{1,40}$/;
const TARGET_ID = /^\d{1,9}$/;

/**
 * The list's request as the server takes it: a target's number as a number (the filter bar keeps text). Null when
 * a typed field holds what the server's schema refuses: the page says so in the console's words rather than
 * sending it for a 422 in the server's.
 */
export function auditRequest(body: ListRequest): ListRequest | null {
  const { actor, target_type: type, target_id: id } = body;
  if (typeof actor === 'string' && actor.length > ACTOR_MAX) return null;
  if (typeof type === 'string' && !TARGET_TYPE.test(type)) return null;
  if (id === undefined) return body;
  return TARGET_ID.test(String(id)) ? { ...body, target_id: Number(id) } : null;
}
