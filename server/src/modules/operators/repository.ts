import type { Queryable } from '../../db/database';
import { toJson } from '../../json';
import { appendAudit, type AuditInsert } from './audit-append';

export interface OperatorRow {
  id: number;
  username: string;
  password_hash: string;
  status: string;
  roles: string[];
  createtime: Date;
}

export async function findOperator(q: Queryable, username: string): Promise<OperatorRow | undefined> {
  const [row] = await q.query<OperatorRow>('SELECT * FROM operators WHERE lower(username) = lower($1)', [username]);
  return row;
}

export async function lockOperator(q: Queryable, username: string): Promise<OperatorRow | undefined> {
  const [row] = await q.query<OperatorRow>('SELECT * FROM operators WHERE lower(username) = lower($1) FOR UPDATE', [username]);
  return row;
}

export async function operatorCount(q: Queryable): Promise<number> {
  const [row] = await q.query<{ n: bigint }>('SELECT count(*) AS n FROM operators');
  return Number(row!.n);
}

/** The key of the advisory lock that lets one instance alone create the first operator. */
const FIRST_OPERATOR_LOCK = 7_311_003;

/** Holds the first-operator lock until the transaction ends (instances starting together wait here). */
export async function lockFirstOperator(q: Queryable): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock($1)', [FIRST_OPERATOR_LOCK]);
}

export async function insertOperator(q: Queryable, username: string, passwordHash: string, roles: string[], status = 'normal'): Promise<number> {
  const [row] = await q.query<{ id: number }>('INSERT INTO operators (username, password_hash, roles, status) VALUES ($1, $2, $3, $4) RETURNING id', [
    username,
    passwordHash,
    roles,
    status,
  ]);
  return row!.id;
}

/** Every operator, oldest first, without their password hashes. */
export async function listOperators(q: Queryable) {
  return q.query<Omit<OperatorRow, 'password_hash'>>('SELECT id, username, status, roles, createtime FROM operators ORDER BY id');
}

/** An operator's roles and status; a disabled operator's sessions end. */
export async function updateOperator(q: Queryable, id: number, roles: string[], status: string) {
  await q.query('UPDATE operators SET roles = $2, status = $3 WHERE id = $1', [id, roles, status]);
  if (status !== 'normal') await q.query('DELETE FROM operator_tokens WHERE operator_id = $1', [id]);
}

/** The owners who can log in, locked until the transaction ends (so two saves cannot remove the last one). */
export async function lockActiveOwners(q: Queryable): Promise<number[]> {
  const rows = await q.query<{ id: number }>("SELECT id FROM operators WHERE 'owner' = ANY (roles) AND status = 'normal' ORDER BY id FOR UPDATE");
  return rows.map((r) => r.id);
}

export async function setOperatorPassword(q: Queryable, id: number, passwordHash: string) {
  await q.query('UPDATE operators SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
  await q.query('DELETE FROM operator_tokens WHERE operator_id = $1', [id]);
  // A login begun with the old password must not finish: its tickets and challenges end with it.
  await q.query('DELETE FROM operator_tickets WHERE operator_id = $1', [id]);
  await q.query('DELETE FROM operator_challenges WHERE operator_id = $1', [id]);
}

export interface AuditRow {
  id: bigint;
  actor: string;
  action: string;
  target_type: string;
  target_id: bigint;
  before: unknown;
  after: unknown;
  reason: string;
  createtime: Date;
  total: bigint;
}

/** The audit record of an action, chained at the end of the action's transaction (audit-append.ts). */
export async function insertAudit(q: Queryable, a: AuditInsert): Promise<void> {
  appendAudit(q, a);
}

/**
 * A page of a list newest first: its ids from the primary key alone (an index-only scan, so a deep page skips
 * index entries, not rows), then the rows by id; the total kept by triggers in operator_list_totals (migration 025)
 * instead of counted. The table is fixed here, never input.
 */
async function newestFirst<T>(q: Queryable, list: 'audit_log' | 'operator_messages', limit: number, offset: number) {
  return q.query<T>(
    `SELECT l.*, (SELECT COALESCE(sum(n), 0)::bigint FROM operator_list_totals WHERE list = '${list}') AS total
     FROM (SELECT id FROM ${list} ORDER BY id DESC LIMIT $1 OFFSET $2) p JOIN ${list} l ON l.id = p.id ORDER BY l.id DESC`,
    [limit, offset],
  );
}

export const auditPage = (q: Queryable, limit: number, offset: number) => newestFirst<AuditRow>(q, 'audit_log', limit, offset);

export interface MessageRow {
  id: bigint;
  kind: string;
  title: string;
  body: string;
  params: Record<string, string | number>;
  created_at: Date;
  total: bigint;
}

export async function insertMessage(q: Queryable, m: { kind: string; title: string; body: string; params: Record<string, string | number> }) {
  await q.query('INSERT INTO operator_messages (kind, title, body, params) VALUES ($1, $2, $3, $4)', [m.kind, m.title, m.body, toJson(m.params)]);
}

export const messagePage = (q: Queryable, limit: number, offset: number) => newestFirst<MessageRow>(q, 'operator_messages', limit, offset);

/** The newest message id an operator has read (0: none yet). */
export async function lastReadOf(q: Queryable, operatorId: number): Promise<bigint> {
  const [row] = await q.query<{ last_read_id: bigint }>('SELECT last_read_id FROM operator_message_reads WHERE operator_id = $1', [operatorId]);
  return row?.last_read_id ?? 0n;
}

/**
 * How many messages are newer than an operator's watermark, counted up to `cap` (an index range scan of the
 * primary key from the watermark, so a new operator over a long history costs `cap` rows, not the table).
 */
export async function unreadCount(q: Queryable, operatorId: number, cap: number): Promise<number> {
  const [row] = await q.query<{ n: bigint }>(
    `SELECT count(*) AS n FROM (
       SELECT 1 FROM operator_messages
       WHERE id > COALESCE((SELECT last_read_id FROM operator_message_reads WHERE operator_id = $1), 0)
       ORDER BY id LIMIT $2) unread`,
    [operatorId, cap],
  );
  return Number(row!.n);
}

/**
 * Moves an operator's watermark up to `upTo` (a message id the console showed) or to the newest message; never
 * down, so a late call from an older tab leaves what a newer one marked.
 */
export async function markRead(q: Queryable, operatorId: number, upTo: number | undefined): Promise<void> {
  await q.query(
    `INSERT INTO operator_message_reads (operator_id, last_read_id)
     SELECT $1, LEAST(COALESCE($2::bigint, newest), newest) FROM (SELECT COALESCE(max(id), 0) AS newest FROM operator_messages) m
     ON CONFLICT (operator_id) DO UPDATE
       SET last_read_id = GREATEST(operator_message_reads.last_read_id, EXCLUDED.last_read_id), read_at = now()`,
    [operatorId, upTo ?? null],
  );
}
