import type { ApprovalKind, ApprovalView, Language, Requested } from '@snapmall/shared/contract';
import { isUniqueViolation, type Queryable } from '../../db/database';
import { refuse, type DomainError } from '../../domain/errors';
import { t } from '../../i18n/messages';
import type { Actor, OperatorService } from '../operators/service';
import { requestDetails, type DetailSources } from './details';
import { decidable, validPayload } from './kinds';
import * as repo from './repository';

/** How long a request waits for a second operator before it expires. */
export const APPROVAL_TTL_HOURS = 24;

/** Who decides: their actor (never their own request) and roles (the command line holds every role). */
export interface Decider {
  actor: Actor;
  roles: readonly string[];
}

/** Every change of a request is audited, in the transaction that makes it. */
type Audit = Pick<OperatorService, 'record'>;

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : 0);

/** Writes a pending request and its audit record (by the one who asks); one pending request per subject. */
export async function ask(q: Queryable, audit: Audit, actor: Actor, kind: ApprovalKind, payload: object, subject: string | null): Promise<Requested> {
  if (!validPayload(kind, payload)) throw new Error(`approval payload of ${kind} does not match its schema`);
  // One that expired unswept still holds the subject's unique index: close it first.
  if (subject) await expireDueIn(q, audit);
  // Two operators asking for the same subject at once: the unique index lets one in; the other is told which.
  const row = await repo.insertRequest(q, { kind, payload, subject, requestedBy: actor, ttlHours: APPROVAL_TTL_HOURS }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? refuse('approval.alreadyRequested') : error;
  });
  const id = Number(row.id);
  await audit.record(q, actor, { action: 'approval.request', target: { type: 'approval', id }, after: { kind, ...payload } });
  return { requested: { id, kind, expires_at: unix(row.expires_at) } };
}

/** Pending requests past their time are closed as expired, each audited (by the shop itself). */
export async function expireDueIn(q: Queryable, audit: Audit): Promise<number> {
  const rows = await repo.expireDue(q);
  for (const row of rows) {
    const after = { status: 'expired', kind: row.kind, requested_by: row.requested_by };
    await audit.record(q, 'system:approvals', { action: 'approval.expire', target: { type: 'approval', id: Number(row.id) }, before: { status: 'pending' }, after });
  }
  return rows.length;
}

/** The action refused at approval: the request is closed as failed with why (unless someone decided it meanwhile). */
export async function closeAsFailed(q: Queryable, audit: Audit, approver: Actor, row: repo.RequestRow, error: DomainError): Promise<void> {
  const id = Number(row.id);
  const vars = Object.fromEntries(Object.entries(error.vars).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
  const failed = await repo.decide(q, id, 'failed', approver, '', { refused: error.key, vars });
  if (!failed) return;
  const after = { status: 'failed', kind: row.kind, requested_by: row.requested_by, approved_by: approver, refused: error.key };
  await audit.record(q, approver, { action: 'approval.fail', target: { type: 'approval', id }, before: { status: 'pending' }, after });
}

/** Why a request could not be decided now: someone decided it meanwhile, or its time ran out. */
export async function whyNot(q: Queryable, id: number): Promise<DomainError> {
  const row = await repo.findRequest(q, id);
  return row?.status === 'pending' ? refuse('approval.expired') : refuse('approval.alreadyDecided');
}

/** A request as the Requests page shows it to this operator: its state, what it would move as of now, whether they may decide it. */
export async function approvalView(q: Queryable, row: repo.RequestRow, who: Decider, lang: Language, sources: DetailSources): Promise<ApprovalView> {
  const kind = row.kind as ApprovalKind;
  const failure = row.result as { refused?: string; vars?: Record<string, string | number> } | null;
  const pendingButLate = row.status === 'pending' && row.expires_at.getTime() <= Date.now();
  return {
    id: Number(row.id),
    kind,
    status: pendingButLate ? 'expired' : (row.status as ApprovalView['status']),
    requested_by: row.requested_by,
    requested_at: unix(row.requested_at),
    expires_at: unix(row.expires_at),
    decided_by: row.decided_by ?? '',
    decided_at: unix(row.decided_at),
    reason: row.status === 'failed' && failure?.refused ? t(lang, failure.refused, failure.vars) : row.reason,
    details: await requestDetails(q, kind, row.payload, sources),
    result: row.status === 'approved' ? (row.result ?? null) : null,
    mine: row.requested_by === who.actor,
    can_decide: decidable(who.roles).includes(kind) && row.requested_by !== who.actor,
  };
}
