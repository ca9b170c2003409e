import type { Queryable } from '../../db/database';

/**
 * This module's tables: remotes (the registry), release_blobs (file bytes by sha256, stored once), releases,
 * release_files (a release's paths → blobs), release_channels (what each channel serves now) and
 * release_channel_log (every change of a channel, for rollback and history).
 */

export interface RemoteRow {
  name: string;
  prefixes: string[];
  owner: string;
  created_at: Date;
}

export interface ReleaseRow {
  id: bigint;
  remote: string;
  version: string;
  created_by: string;
  created_at: Date;
  requires: Record<string, string>;
  size: number;
}

export type Channel = 'stable' | 'canary';

/** Taken before reading the registry to add to it: two adds at once must not both pass the overlap check. */
export async function lockRemotes(q: Queryable) {
  await q.query('LOCK TABLE remotes IN SHARE ROW EXCLUSIVE MODE');
}

export async function allRemotes(q: Queryable) {
  return q.query<RemoteRow>('SELECT name, prefixes, owner, created_at FROM remotes ORDER BY name');
}

export async function remoteByName(q: Queryable, name: string): Promise<RemoteRow | undefined> {
  const [row] = await q.query<RemoteRow>('SELECT name, prefixes, owner, created_at FROM remotes WHERE name = $1', [name]);
  return row;
}

export async function insertRemote(q: Queryable, r: { name: string; prefixes: string[]; owner: string }) {
  const [row] = await q.query<RemoteRow>(
    'INSERT INTO remotes (name, prefixes, owner) VALUES ($1, $2, $3) RETURNING name, prefixes, owner, created_at',
    [r.name, r.prefixes, r.owner],
  );
  return row!;
}

/** Stores a file's bytes unless a file with the same hash is stored already. */
export async function storeBlob(q: Queryable, sha256: string, bytes: Buffer) {
  await q.query('INSERT INTO release_blobs (sha256, bytes, size) VALUES ($1, $2, $3) ON CONFLICT (sha256) DO NOTHING', [
    sha256,
    bytes,
    bytes.length,
  ]);
}

const RELEASE_COLUMNS = 'id, remote, version, created_by, created_at, requires, size';

export async function releaseOf(q: Queryable, remote: string, version: string): Promise<ReleaseRow | undefined> {
  const [row] = await q.query<ReleaseRow>(`SELECT ${RELEASE_COLUMNS} FROM releases WHERE remote = $1 AND version = $2`, [remote, version]);
  return row;
}

/** The new release, or undefined when this (remote, version) exists already (a publish of the same build). */
export async function insertRelease(
  q: Queryable,
  r: { remote: string; version: string; by: string; requires: Record<string, string>; size: number },
): Promise<ReleaseRow | undefined> {
  const [row] = await q.query<ReleaseRow>(
    `INSERT INTO releases (remote, version, created_by, requires, size) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (remote, version) DO NOTHING RETURNING ${RELEASE_COLUMNS}`,
    [r.remote, r.version, r.by, JSON.stringify(r.requires), r.size],
  );
  return row;
}

export async function insertFile(q: Queryable, f: { releaseId: bigint; path: string; sha256: string; contentType: string }) {
  await q.query('INSERT INTO release_files (release_id, path, sha256, content_type) VALUES ($1, $2, $3, $4)', [
    f.releaseId,
    f.path,
    f.sha256,
    f.contentType,
  ]);
}

/** A remote's releases, newest first, with the channels each one is on. */
export async function releasesOf(q: Queryable, remote: string) {
  return q.query<ReleaseRow & { channels: Channel[] }>(
    `SELECT r.id, r.remote, r.version, r.created_by, r.created_at, r.requires, r.size,
            COALESCE(array_agg(c.channel ORDER BY c.channel) FILTER (WHERE c.channel IS NOT NULL), '{}') AS channels
     FROM releases r LEFT JOIN release_channels c ON c.release_id = r.id
     WHERE r.remote = $1 GROUP BY r.id ORDER BY r.id DESC`,
    [remote],
  );
}

export async function fileOf(q: Queryable, remote: string, version: string, path: string) {
  const [row] = await q.query<{ bytes: Buffer; content_type: string; sha256: string }>(
    `SELECT b.bytes, f.content_type, f.sha256
     FROM releases r JOIN release_files f ON f.release_id = r.id JOIN release_blobs b ON b.sha256 = f.sha256
     WHERE r.remote = $1 AND r.version = $2 AND f.path = $3`,
    [remote, version, path],
  );
  return row;
}

/** The release a channel serves, locked: a promote and a rollback of one remote run one after the other. */
export async function lockChannel(q: Queryable, remote: string, channel: Channel) {
  const [row] = await q.query<{ release_id: bigint }>(
    'SELECT release_id FROM release_channels WHERE remote = $1 AND channel = $2 FOR UPDATE',
    [remote, channel],
  );
  return row;
}

export async function setChannel(q: Queryable, c: { remote: string; channel: Channel; releaseId: bigint; percent: number }) {
  await q.query(
    `INSERT INTO release_channels (remote, channel, release_id, percent) VALUES ($1, $2, $3, $4)
     ON CONFLICT (remote, channel) DO UPDATE SET release_id = EXCLUDED.release_id, percent = EXCLUDED.percent, updated_at = now()`,
    [c.remote, c.channel, c.releaseId, c.percent],
  );
}

export async function logChannel(
  q: Queryable,
  e: { remote: string; channel: Channel; releaseId: bigint; percent: number; action: 'promote' | 'rollback'; by: string },
) {
  await q.query(
    'INSERT INTO release_channel_log (remote, channel, release_id, percent, action, actor) VALUES ($1, $2, $3, $4, $5, $6)',
    [e.remote, e.channel, e.releaseId, e.percent, e.action, e.by],
  );
}

/** The promotes of a channel a rollback has not undone, newest first: the first is live, the second is "before". */
export async function livePromotes(q: Queryable, remote: string, channel: Channel) {
  return q.query<{ id: bigint; release_id: bigint }>(
    `SELECT id, release_id FROM release_channel_log
     WHERE remote = $1 AND channel = $2 AND action = 'promote' AND NOT rolled_back ORDER BY id DESC LIMIT 2`,
    [remote, channel],
  );
}

export async function markRolledBack(q: Queryable, logId: bigint) {
  await q.query('UPDATE release_channel_log SET rolled_back = true WHERE id = $1', [logId]);
}

export async function releaseById(q: Queryable, id: bigint): Promise<ReleaseRow | undefined> {
  const [row] = await q.query<ReleaseRow>(`SELECT ${RELEASE_COLUMNS} FROM releases WHERE id = $1`, [id]);
  return row;
}
