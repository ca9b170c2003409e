import type { AdminAuditRow, AdminPageOf } from '@snapmall/shared/contract';
import { cappedCount, COUNT_AHEAD, pageIds, type Branches } from '../../db/branch-page';
import type { Database, Queryable } from '../../db/database';
import { auditPage, type AuditRow } from './repository';

/** The audit trail searched (issue 19): any of these, with days as instants ([start, end)). */
export interface AuditQuery {
  page: number;
  limit: number;
  /** Exactly as recorded: 'operator:ana', 'cli:ops', 'system:canary-judge'. */
  actor?: string;
  /** The start of the action: 'deposit.' or 'deposit.approve'. */
  action?: string;
  targetType?: string;
  targetId?: number;
  start?: Date;
  end?: Date;
}

type Lead = { column: 'actor' | 'action' | 'target_type'; values: string[] };

/**
 * Every distinct value of a column led by an index, one index probe each (the audit trail holds a few dozen kinds
 * of action and of target): what a prefix of an action, or a target id without its type, is read through.
 */
async function distinctOf(q: Queryable, column: 'action' | 'target_type'): Promise<string[]> {
  const rows = await q.query<{ v: string }>(
    `WITH RECURSIVE d(v) AS (
       (SELECT ${column} FROM audit_log ORDER BY ${column} LIMIT 1)
       UNION ALL
       SELECT (SELECT ${column} FROM audit_log WHERE ${column} > d.v ORDER BY ${column} LIMIT 1) FROM d WHERE d.v IS NOT NULL)
     SELECT v FROM d WHERE v IS NOT NULL`,
  );
  return rows.map((r) => r.v);
}

/**
 * What leads the branches: one target (its few records, 006's index); else one operator's; else the kinds the
 * prefix names, each its own range; else one type of target; a target id alone, or only days, within each type of
 * target there is (no index is led by the time alone: it would give the order to a walk past every other row).
 */
async function leadOf(q: Queryable, f: AuditQuery): Promise<Lead> {
  if (f.targetType !== undefined && f.targetId !== undefined) return { column: 'target_type', values: [f.targetType] };
  if (f.actor !== undefined) return { column: 'actor', values: [f.actor] };
  if (f.action !== undefined) return { column: 'action', values: (await distinctOf(q, 'action')).filter((a) => a.startsWith(f.action!)) };
  if (f.targetType !== undefined) return { column: 'target_type', values: [f.targetType] };
  return { column: 'target_type', values: await distinctOf(q, 'target_type') };
}

/**
 * The branches a search reads (db/branch-page.ts), newest first by time then id, through migration 028's
 * (lead, createtime, id) indexes, or 006's (target_type, target_id) for one target: led by the most selective
 * filter given, the others conditions on what the index carries.
 */
async function branchesOf(q: Queryable, f: AuditQuery): Promise<Branches> {
  const lead = await leadOf(q, f);
  // The other filters as conditions on what the index carries (each parameter only where its condition is used).
  const params: unknown[] = [];
  const where: string[] = [];
  if (f.start) where.push(`createtime >= $${params.push(f.start)}`);
  if (f.end) where.push(`createtime < $${params.push(f.end)}`);
  if (f.actor !== undefined && lead.column !== 'actor') where.push(`actor = $${params.push(f.actor)}`);
  if (f.action !== undefined && lead.column !== 'action') where.push(`starts_with(action, $${params.push(f.action)})`);
  if (f.targetType !== undefined && lead.column !== 'target_type') where.push(`target_type = $${params.push(f.targetType)}`);
  if (f.targetId !== undefined) where.push(`target_id = $${params.push(f.targetId)}`);
  return { table: 'audit_log', lead: lead.column, leadType: 'text', leads: lead.values, sort: 'createtime', order: 'desc', where, params };
}

export async function searchAudit(q: Queryable, f: AuditQuery) {
  const cap = f.page * f.limit + COUNT_AHEAD;
  const filtered = f.actor !== undefined || f.action !== undefined || f.targetType !== undefined || f.targetId !== undefined;
  if (!filtered && f.start === undefined && f.end === undefined) {
    // Nothing asked: the primary key newest first and the kept total, as the list always read.
    const rows = await auditPage(q, f.limit, (f.page - 1) * f.limit);
    return { rows, total: Number(rows[0]?.total ?? 0), more: false };
  }
  const branches = await branchesOf(q, f);
  const page = pageIds(branches, f.limit, (f.page - 1) * f.limit);
  const [rows, total] = await Promise.all([
    q.query<AuditRow>(`SELECT l.* FROM audit_log l JOIN (${page.ids}) p ON p.id = l.id ORDER BY ${page.orderOf('p')}`, page.params),
    cappedCount(q, branches, cap),
  ]);
  return { rows, total: total.n, more: total.more };
}

/** An audit record as the console and the command line show it. */
export const toAuditEntry = (r: AuditRow): AdminAuditRow => ({
  id: Number(r.id),
  operator: r.actor,
  action: r.action,
  target_type: r.target_type,
  target_id: Number(r.target_id),
  before: r.before,
  after: r.after,
  reason: r.reason,
  createtime: Math.floor(r.createtime.getTime() / 1000),
});

/** The audit trail as the console searches it. */
export class AuditSearch {
  constructor(private readonly db: Database) {}

  async search(f: AuditQuery): Promise<AdminPageOf<AdminAuditRow>> {
    const found = await searchAudit(this.db, f);
    return { list: found.rows.map(toAuditEntry), total: found.total, page: f.page, limit: f.limit, ...(found.more ? { has_more: true as const } : {}) };
  }
}
