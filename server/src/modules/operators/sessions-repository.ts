import type { Queryable } from '../../db/database';

/** What a session was opened from, as the operators' sessions page shows it. */
export interface SessionClient {
  /** The browser's user agent, shortened: enough to tell a phone from a desk. */
  device: string;
  address: string;
}

/** The longest device text kept: a user agent is the client's to write, and this is no place for a novel. */
const DEVICE_MAX = 200;

/**
 * A session's last use is written at most this often: every call of the console would otherwise be a write, and
 * idle expiry in minutes does not need the second.
 */
const TOUCH_EVERY_SECONDS = 30;

/** The one place an operator session starts: its token's hash, the device and address, and when it ends at the latest. */
export async function insertSession(q: Queryable, operatorId: number, tokenHash: string, ttlSeconds: number, client: SessionClient) {
  await q.query(
    `INSERT INTO operator_tokens (token_hash, operator_id, expiretime, device, address)
     VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5)`,
    [tokenHash, operatorId, ttlSeconds, client.device.slice(0, DEVICE_MAX), client.address.slice(0, 64)],
  );
}

/**
 * The operator a token opens, when its session has neither expired nor been idle for `idleMinutes`, and the operator
 * may still log in; the session's last use is moved on (at most every TOUCH_EVERY_SECONDS) in the same statement.
 */
export async function findSession(q: Queryable, tokenHash: string, idleMinutes: number) {
  const [row] = await q.query<{ id: number; username: string; roles: string[]; session_id: string }>(
    `WITH live AS (
       SELECT o.id, o.username, o.roles, t.id AS session_id, t.last_used_at
       FROM operator_tokens t JOIN operators o ON o.id = t.operator_id
       WHERE t.token_hash = $1 AND t.expiretime > now() AND o.status = 'normal'
         AND t.last_used_at > now() - make_interval(mins => $2)
     ), touched AS (
       UPDATE operator_tokens SET last_used_at = now()
       WHERE token_hash = $1 AND EXISTS (SELECT 1 FROM live WHERE last_used_at < now() - make_interval(secs => $3))
     )
     SELECT id, username, roles, session_id::text FROM live`,
    [tokenHash, idleMinutes, TOUCH_EVERY_SECONDS],
  );
  return row;
}

/** Ends the session of this token (logging out); answers whether there was one. */
export async function deleteSessionByToken(q: Queryable, tokenHash: string): Promise<boolean> {
  const rows = await q.query('DELETE FROM operator_tokens WHERE token_hash = $1 RETURNING id', [tokenHash]);
  return rows.length > 0;
}

export interface SessionRow {
  id: string;
  operator_id: number;
  username: string;
  device: string;
  address: string;
  createtime: Date;
  last_used_at: Date;
  expiretime: Date;
}

/** The live sessions (not expired, not idle) of one operator, or of everyone; most recently used first. */
export async function liveSessions(q: Queryable, idleMinutes: number, operatorId: number | undefined, limit: number) {
  return q.query<SessionRow>(
    `SELECT t.id::text, t.operator_id, o.username, t.device, t.address, t.createtime, t.last_used_at, t.expiretime
     FROM operator_tokens t JOIN operators o ON o.id = t.operator_id
     WHERE t.expiretime > now() AND t.last_used_at > now() - make_interval(mins => $1)
       AND ($2::integer IS NULL OR t.operator_id = $2)
     ORDER BY t.last_used_at DESC, t.id DESC LIMIT $3`,
    [idleMinutes, operatorId ?? null, limit],
  );
}

/** Ends one session by its id, only if it belongs to `operatorId` (or anyone's, when undefined); answers whose it was. */
export async function deleteSessionById(q: Queryable, id: string, operatorId: number | undefined) {
  const [row] = await q.query<{ operator_id: number; device: string; address: string }>(
    'DELETE FROM operator_tokens WHERE id = $1::bigint AND ($2::integer IS NULL OR operator_id = $2) RETURNING operator_id, device, address',
    [id, operatorId ?? null],
  );
  return row;
}

/** Ends every session of an operator (a password or factor reset, a disabled operator). */
export async function deleteSessionsOf(q: Queryable, operatorId: number) {
  await q.query('DELETE FROM operator_tokens WHERE operator_id = $1', [operatorId]);
}

/** An operator's sessions that can never be used again (expired or idle), swept at each login so the table stays small. */
export async function sweepDeadSessions(q: Queryable, operatorId: number, idleMinutes: number) {
  await q.query(
    'DELETE FROM operator_tokens WHERE operator_id = $1 AND (expiretime <= now() OR last_used_at <= now() - make_interval(mins => $2))',
    [operatorId, idleMinutes],
  );
}
