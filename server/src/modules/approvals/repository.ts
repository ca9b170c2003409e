import type { Queryable } from '../../db/database';
import { toJson } from '../../json';

/** The approval module's SQL: approval_requests and approval_settings are its own (issue 26). */

export interface RequestRow {
  id: string;
  kind: string;
  payload: unknown;
  subject: string | null;
  requested_by: string;
  requested_at: Date;
  expires_at: Date;
  status: string;
  decided_by: string | null;
  decided_at: Date | null;
  reason: string;
  result: unknown;
  total?: string;
}

export async function insertRequest(q: Queryable, r: { kind: string; payload: unknown; subject: string | null; requestedBy: string; ttlHours: number }): Promise<RequestRow> {
  const [row] = await q.query<RequestRow>(
    `INSERT INTO approval_requests (kind, payload, subject, requested_by, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5)) RETURNING *`,
    [r.kind, toJson(r.payload), r.subject, r.requestedBy, r.ttlHours],
  );
  return row!;
}

export async function findRequest(q: Queryable, id: number): Promise<RequestRow | undefined> {
  const [row] = await q.query<RequestRow>('SELECT * FROM approval_requests WHERE id = $1', [id]);
  return row;
}

/**
 * Moves a pending, unexpired request to `status`, once: two deciders at once (on two instances) both run this; the
 * second waits on the first's row lock and then finds it no longer pending, so it gets nothing back.
 */
export async function decide(q: Queryable, id: number, status: 'approved' | 'rejected' | 'failed', decidedBy: string, reason: string, result: unknown): Promise<RequestRow | undefined> {
  const [row] = await q.query<RequestRow>(
    `UPDATE approval_requests SET status = $2, decided_by = $3, decided_at = now(), reason = $4, result = $5
     WHERE id = $1 AND status = 'pending' AND expires_at > now() RETURNING *`,
    [id, status, decidedBy, reason, toJson(result)],
  );
  return row;
}

/** Pending requests past their time become expired (answered, for their audit records). */
export async function expireDue(q: Queryable): Promise<RequestRow[]> {
  return q.query<RequestRow>(
    `UPDATE approval_requests SET status = 'expired', decided_at = expires_at
     WHERE status = 'pending' AND expires_at <= now() RETURNING *`,
  );
}

/**
 * A page of the requests `kinds` may decide or `actor` asked for: pending first (soonest to expire first), then the
 * rest, newest first. `pendingOnly` leaves out the decided.
 */
export async function page(q: Queryable, f: { kinds: string[]; actor: string; pendingOnly: boolean; limit: number; offset: number }): Promise<RequestRow[]> {
  return q.query<RequestRow>(
    `SELECT *, count(*) OVER () AS total FROM approval_requests
     WHERE (kind = ANY ($1) OR requested_by = $2) AND (NOT $3 OR (status = 'pending' AND expires_at > now()))
     ORDER BY (status = 'pending' AND expires_at > now()) DESC,
              CASE WHEN status = 'pending' THEN expires_at END ASC, requested_at DESC, id DESC
     LIMIT $4 OFFSET $5`,
    [f.kinds, f.actor, f.pendingOnly, f.limit, f.offset],
  );
}

/** How many pending, unexpired requests of `kinds` someone other than `actor` asked for (what they could decide). */
export async function pendingCount(q: Queryable, kinds: string[], actor: string): Promise<number> {
  const [row] = await q.query<{ n: string }>(
    `SELECT count(*) AS n FROM approval_requests WHERE status = 'pending' AND expires_at > now() AND kind = ANY ($1) AND requested_by <> $2`,
    [kinds, actor],
  );
  return Number(row!.n);
}

export async function withdrawThreshold(q: Queryable): Promise<bigint> {
  const [row] = await q.query<{ withdraw_threshold_cents: bigint }>('SELECT withdraw_threshold_cents FROM approval_settings');
  return BigInt(row!.withdraw_threshold_cents);
}

/** Sets the threshold; answers the one it replaced (the row is locked, so two owners' saves are audited in order). */
export async function setWithdrawThreshold(q: Queryable, cents: bigint): Promise<bigint> {
  const [before] = await q.query<{ withdraw_threshold_cents: bigint }>('SELECT withdraw_threshold_cents FROM approval_settings FOR UPDATE');
  await q.query('UPDATE approval_settings SET withdraw_threshold_cents = $1, updated_at = now()', [cents]);
  return BigInt(before!.withdraw_threshold_cents);
}

export async function setResult(q: Queryable, id: number, result: unknown): Promise<void> {
  await q.query('UPDATE approval_requests SET result = $2 WHERE id = $1', [id, toJson(result)]);
}
