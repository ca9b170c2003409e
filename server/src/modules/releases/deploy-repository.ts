import type { Queryable } from '../../db/database';

/**
 * Deploy tokens (a team's credential for its own remotes: only the SHA-256 is stored) and deploy rights: which
 * subject ('operator:<username>' or 'token:<name>') may publish and move the channels of which remote.
 */

export interface DeployTokenRow {
  name: string;
  created_by: string;
  created_at: Date;
  revoked_at: Date | null;
  remotes: string[];
}

/** The new token's row, or undefined when the name is taken (by a live or a revoked token: names are not reused). */
export async function insertToken(q: Queryable, t: { name: string; tokenHash: string; by: string }) {
  const [row] = await q.query<{ name: string }>(
    'INSERT INTO deploy_tokens (name, token_hash, created_by) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING RETURNING name',
    [t.name, t.tokenHash, t.by],
  );
  return row;
}

/** Answers whether a live token was revoked now. */
export async function revokeToken(q: Queryable, name: string): Promise<boolean> {
  const rows = await q.query('UPDATE deploy_tokens SET revoked_at = now() WHERE name = $1 AND revoked_at IS NULL RETURNING name', [name]);
  return rows.length > 0;
}

/** Whether the token of this name exists and is not revoked. */
export async function tokenIsLive(q: Queryable, name: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM deploy_tokens WHERE name = $1 AND revoked_at IS NULL', [name])).length > 0;
}

/** The name of the live token with this hash. */
export async function liveTokenByHash(q: Queryable, tokenHash: string): Promise<string | undefined> {
  const [row] = await q.query<{ name: string }>('SELECT name FROM deploy_tokens WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
  return row?.name;
}

export async function tokenLive(q: Queryable, name: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM deploy_tokens WHERE name = $1 AND revoked_at IS NULL', [name])).length > 0;
}

export async function allTokens(q: Queryable) {
  return q.query<DeployTokenRow>(
    `SELECT t.name, t.created_by, t.created_at, t.revoked_at,
            COALESCE(array_agg(r.remote ORDER BY r.remote) FILTER (WHERE r.remote IS NOT NULL), '{}') AS remotes
     FROM deploy_tokens t LEFT JOIN deploy_rights r ON r.subject = 'token:' || t.name
     GROUP BY t.name ORDER BY t.name`,
  );
}

/** Answers whether the right is new (granting it again changes nothing). */
export async function grant(q: Queryable, g: { subject: string; remote: string; by: string }): Promise<boolean> {
  const rows = await q.query(
    'INSERT INTO deploy_rights (subject, remote, granted_by) VALUES ($1, $2, $3) ON CONFLICT (subject, remote) DO NOTHING RETURNING subject',
    [g.subject, g.remote, g.by],
  );
  return rows.length > 0;
}

export async function hasRight(q: Queryable, subject: string, remote: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM deploy_rights WHERE subject = $1 AND remote = $2', [subject, remote])).length > 0;
}

export async function remotesOf(q: Queryable, subject: string): Promise<string[]> {
  return (await q.query<{ remote: string }>('SELECT remote FROM deploy_rights WHERE subject = $1', [subject])).map((r) => r.remote);
}

export async function ungrantAll(q: Queryable, remote: string) {
  await q.query('DELETE FROM deploy_rights WHERE remote = $1', [remote]);
}

/** Answers whether there was a right to take back. */
export async function ungrant(q: Queryable, subject: string, remote: string): Promise<boolean> {
  return (await q.query('DELETE FROM deploy_rights WHERE subject = $1 AND remote = $2 RETURNING subject', [subject, remote])).length > 0;
}
