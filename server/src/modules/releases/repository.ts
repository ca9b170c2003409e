import type { Queryable } from '../../db/database';
import type { Channel, ChannelAction } from './channels-repository';

/**
 * This module's tables: remotes (the registry), release_blobs (file bytes by sha256, stored once), releases (with
 * their smoke run's queue state and verdict), release_files (a release's paths → blobs), release_channels (what
 * each channel serves now) and release_channel_log (every change of a channel, for rollback and history). A
 * channel's own changes are channels-repository.ts's; the smoke queue's SQL over releases, and
 * smoke_runner_tokens, are smoke-repository.ts's. A retired remote (retired_at) is none of the registry's: only
 * anyRemoteByName and the history still see it.
 */

export interface RemoteRow {
  id: bigint;
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
  routes: string[];
  smoke: SmokeState;
  smoke_note: string;
  smoke_at: Date | null;
  pruned_at: Date | null;
}

export type SmokeState = 'queued' | 'running' | 'passed' | 'failed' | null;

/**
 * The retention lock's key: the shop's schema's, since advisory locks are the whole database's and the tables it
 * guards are the schema's (shops, or test suites, sharing a database must not skip each other's turns).
 */
export const RETENTION_LOCK = "hashtext('snapmall:release-retention:' || current_schema())";

/**
 * Retention (retention.ts) takes this lock exclusive while it prunes; a publish (linking blobs) and a channel change
 * (putting a release live) hold it shared for their transaction, so retention never deletes what they rely on.
 */
export async function holdOffRetention(q: Queryable) {
  await q.query(`SELECT pg_advisory_xact_lock_shared(${RETENTION_LOCK})`);
}

/** Taken before reading the registry to add to it: two adds at once must not both pass the overlap check. */
export async function lockRemotes(q: Queryable) {
  await q.query('LOCK TABLE remotes IN SHARE ROW EXCLUSIVE MODE');
}

const REMOTE_COLUMNS = 'id, name, prefixes, owner, created_at';

export async function allRemotes(q: Queryable) {
  return q.query<RemoteRow>(`SELECT ${REMOTE_COLUMNS} FROM remotes WHERE retired_at IS NULL ORDER BY name`);
}

export async function remoteByName(q: Queryable, name: string): Promise<RemoteRow | undefined> {
  const [row] = await q.query<RemoteRow>(`SELECT ${REMOTE_COLUMNS} FROM remotes WHERE name = $1 AND retired_at IS NULL`, [name]);
  return row;
}

/** A remote by name, retired or not, and whether it is retired: a name once used is that remote's for ever. */
export async function anyRemoteByName(q: Queryable, name: string): Promise<(RemoteRow & { retired: boolean }) | undefined> {
  const [row] = await q.query<RemoteRow & { retired: boolean }>(`SELECT ${REMOTE_COLUMNS}, retired_at IS NOT NULL AS retired FROM remotes WHERE name = $1`, [name]);
  return row;
}

/**
 * The remote's row, locked against other channel changes of the same remote: every promote, canary and rollback
 * of a remote takes it first, so two instances moving its channels at once run one after the other and the log
 * reads in the order the changes took effect. NO KEY UPDATE leaves a publish (its foreign key) unblocked.
 */
export async function lockRemote(q: Queryable, name: string): Promise<RemoteRow | undefined> {
  const [row] = await q.query<RemoteRow>(`SELECT ${REMOTE_COLUMNS} FROM remotes WHERE name = $1 AND retired_at IS NULL FOR NO KEY UPDATE`, [name]);
  return row;
}

export async function insertRemote(q: Queryable, r: { name: string; prefixes: string[]; owner: string }) {
  const [row] = await q.query<RemoteRow>(
    `INSERT INTO remotes (name, prefixes, owner) VALUES ($1, $2, $3) RETURNING ${REMOTE_COLUMNS}`,
    [r.name, r.prefixes, r.owner],
  );
  return row!;
}

/** Changes a remote's prefixes and owner; a retired remote added again is back in the registry. */
export async function updateRemote(q: Queryable, r: { name: string; prefixes: string[]; owner: string }) {
  const [row] = await q.query<RemoteRow>(
    `UPDATE remotes SET prefixes = $2, owner = $3, retired_at = NULL WHERE name = $1 RETURNING ${REMOTE_COLUMNS}`,
    [r.name, r.prefixes, r.owner],
  );
  return row!;
}

/**
 * Takes a remote off the registry: retired, its channels gone (what they served is answered for the log), and its
 * promotes marked undone, so a remote added again under the name starts with no stable to roll back to.
 */
export async function retireRemote(q: Queryable, name: string) {
  const rows = await q.query<{ channel: Channel; release_id: bigint; percent: number }>(
    `WITH retired AS (UPDATE remotes SET retired_at = now() WHERE name = $1 AND retired_at IS NULL RETURNING name),
          taken AS (DELETE FROM release_channels c USING retired WHERE c.remote = retired.name RETURNING c.channel, c.release_id, c.percent)
     SELECT channel, release_id, percent FROM taken ORDER BY channel`,
    [name],
  );
  await q.query(`UPDATE release_channel_log SET rolled_back = true WHERE remote = $1 AND action = 'promote' AND NOT rolled_back`, [name]);
  // Nothing of the old remote goes live by itself if the name is added again.
  await q.query('UPDATE releases SET promote_on_pass = false WHERE remote = $1 AND promote_on_pass', [name]);
  return rows;
}

/** Stores the files' bytes in one statement, each hash once (a blob shared with an earlier release is kept). */
export async function storeBlobs(q: Queryable, files: Array<{ sha256: string; bytes: Buffer }>) {
  const unique = [...new Map(files.map((f) => [f.sha256, f.bytes])).entries()];
  await q.query(
    `INSERT INTO release_blobs (sha256, bytes, size)
     SELECT sha256, bytes, octet_length(bytes) FROM unnest($1::text[], $2::bytea[]) AS b (sha256, bytes)
     ON CONFLICT (sha256) DO NOTHING`,
    [unique.map(([sha256]) => sha256), unique.map(([, bytes]) => bytes)],
  );
}

export const RELEASE_COLUMNS = 'id, remote, version, created_by, created_at, requires, size, routes, smoke, smoke_note, smoke_at, pruned_at';

export async function releaseOf(q: Queryable, remote: string, version: string): Promise<ReleaseRow | undefined> {
  const [row] = await q.query<ReleaseRow>(`SELECT ${RELEASE_COLUMNS} FROM releases WHERE remote = $1 AND version = $2`, [remote, version]);
  return row;
}

/** The new release, or undefined when this (remote, version) exists already (a publish of the same build). */
export async function insertRelease(
  q: Queryable,
  r: { remote: string; version: string; by: string; requires: Record<string, string>; size: number; routes?: string[]; promoteOnPass?: boolean },
): Promise<ReleaseRow | undefined> {
  // Every new release waits for the shop's smoke run (smoke-queue.ts).
  const [row] = await q.query<ReleaseRow>(
    `INSERT INTO releases (remote, version, created_by, requires, size, routes, smoke, promote_on_pass) VALUES ($1, $2, $3, $4, $5, $6, 'queued', $7)
     ON CONFLICT (remote, version) DO NOTHING RETURNING ${RELEASE_COLUMNS}`,
    [r.remote, r.version, r.by, JSON.stringify(r.requires), r.size, r.routes ?? [], r.promoteOnPass ?? false],
  );
  return row;
}

/** A release's paths → blobs, in one statement. */
export async function insertFiles(q: Queryable, releaseId: bigint, files: Array<{ path: string; sha256: string; contentType: string }>) {
  await q.query(
    `INSERT INTO release_files (release_id, path, sha256, content_type)
     SELECT $1, path, sha256, content_type FROM unnest($2::text[], $3::text[], $4::text[]) AS f (path, sha256, content_type)`,
    [releaseId, files.map((f) => f.path), files.map((f) => f.sha256), files.map((f) => f.contentType)],
  );
}

/** A remote's releases, newest first, with the channels each one is on and the canary's share. */
export async function releasesOf(q: Queryable, remote: string) {
  return q.query<ReleaseRow & { channels: Channel[]; canary_percent: number | null }>(
    `SELECT r.id, r.remote, r.version, r.created_by, r.created_at, r.requires, r.size, r.routes, r.smoke, r.smoke_note, r.smoke_at, r.pruned_at,
            COALESCE(array_agg(c.channel ORDER BY c.channel) FILTER (WHERE c.channel IS NOT NULL), '{}') AS channels,
            max(c.percent) FILTER (WHERE c.channel = 'canary') AS canary_percent
     FROM releases r LEFT JOIN release_channels c ON c.release_id = r.id
     WHERE r.remote = $1 GROUP BY r.id ORDER BY r.id DESC`,
    [remote],
  );
}

/** What a remote's log shows (ReleaseLogEntry): publishes, verdicts and channel changes, newest first. */
export interface LogRow {
  at: Date;
  action: 'publish' | 'smoke' | ChannelAction;
  version: string;
  channel: Channel | null;
  percent: number | null;
  actor: string;
  note: string;
}

/**
 * A remote's history in one list: each release's publish and verdict (kept on its row) with the channel log.
 * Newest first; ties (a publish and its first promote in one transaction) in the order they happened.
 */
export async function remoteLog(q: Queryable, remote: string, limit: number) {
  return q.query<LogRow>(
    `SELECT at, action, version, channel, percent, actor, note FROM (
       SELECT created_at AS at, 0 AS step, id AS seq, 'publish' AS action, version, NULL::text AS channel, NULL::integer AS percent, created_by AS actor, '' AS note
       FROM releases WHERE remote = $1
       UNION ALL
       SELECT smoke_at, 1, id, 'smoke', version, NULL, NULL, COALESCE(smoke_by, 'system:smoke-runner'), smoke || ': ' || split_part(smoke_note, E'\n', 1)
       FROM releases WHERE remote = $1 AND smoke_at IS NOT NULL
       UNION ALL
       SELECT l.at, 2, l.id, l.action, r.version, l.channel, CASE WHEN l.channel = 'canary' THEN l.percent END, l.actor, l.note
       FROM release_channel_log l JOIN releases r ON r.id = l.release_id WHERE l.remote = $1
     ) e ORDER BY at DESC, step DESC, seq DESC LIMIT $2`,
    [remote, limit],
  );
}

export async function releaseById(q: Queryable, id: bigint): Promise<ReleaseRow | undefined> {
  const [row] = await q.query<ReleaseRow>(`SELECT ${RELEASE_COLUMNS} FROM releases WHERE id = $1`, [id]);
  return row;
}

/** A pruned release whose files were stored again (the same build published anew). */
export async function unprune(q: Queryable, id: bigint) {
  await q.query('UPDATE releases SET pruned_at = NULL WHERE id = $1', [id]);
}

export async function hasStable(q: Queryable, remote: string): Promise<boolean> {
  return (await q.query("SELECT 1 FROM release_channels WHERE remote = $1 AND channel = 'stable'", [remote])).length > 0;
}
