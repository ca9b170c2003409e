import type { Queryable } from '../../db/database';

/**
 * The reads that serve releases to browsers: the registry (each remote with what its channels serve) and a
 * release's files by path. Kept apart from repository.ts, whose SQL publishes and moves the channels.
 */

export interface RegistryRow {
  name: string;
  prefixes: string[];
  stable: string | null;
  canary: string | null;
  canary_percent: number | null;
  /** How many releases retention has pruned so far: when it changes, what was looked up of them is dropped. */
  pruned: string;
}

/** Every remote, in the order they were registered, with its stable and canary versions: one small query. */
export async function registryRows(q: Queryable) {
  return q.query<RegistryRow>(
    `SELECT r.name, r.prefixes, s.version AS stable, c.version AS canary, cc.percent AS canary_percent,
            (SELECT count(*) FROM releases WHERE pruned_at IS NOT NULL)::text AS pruned
     FROM remotes r
     LEFT JOIN release_channels sc ON sc.remote = r.name AND sc.channel = 'stable'
     LEFT JOIN releases s ON s.id = sc.release_id
     LEFT JOIN release_channels cc ON cc.remote = r.name AND cc.channel = 'canary'
     LEFT JOIN releases c ON c.id = cc.release_id
     WHERE r.retired_at IS NULL
     ORDER BY r.id`,
  );
}

/**
 * Every registered remote's prefixes and the route paths its stable release declares (null: no release is stable,
 * the remote is served from its local build): what a link of the shop may lead to.
 */
export async function liveRouteRows(q: Queryable) {
  return q.query<{ prefixes: string[]; routes: string[] | null }>(
    `SELECT r.prefixes, s.routes
     FROM remotes r
     LEFT JOIN release_channels sc ON sc.remote = r.name AND sc.channel = 'stable'
     LEFT JOIN releases s ON s.id = sc.release_id
     WHERE r.retired_at IS NULL
     ORDER BY r.id`,
  );
}

/** Whether a release exists with its files (retention has not pruned it). */
export async function isServable(q: Queryable, remote: string, version: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM releases WHERE remote = $1 AND version = $2 AND pruned_at IS NULL', [remote, version]);
  return rows.length > 0;
}

export interface FileVariant {
  path: string;
  sha256: string;
  content_type: string;
}

/**
 * The file at each of `paths` in a release (the one asked for and its .br/.gz siblings), through the unique
 * (remote, version) index and release_files' primary key. A pruned release has none.
 */
export async function fileVariants(q: Queryable, remote: string, version: string, paths: string[]) {
  return q.query<FileVariant>(
    `SELECT f.path, f.sha256, f.content_type
     FROM releases r JOIN release_files f ON f.release_id = r.id
     WHERE r.remote = $1 AND r.version = $2 AND r.pruned_at IS NULL AND f.path = ANY($3)`,
    [remote, version, paths],
  );
}

export async function blobBytes(q: Queryable, sha256: string): Promise<Buffer | undefined> {
  const [row] = await q.query<{ bytes: Buffer }>('SELECT bytes FROM release_blobs WHERE sha256 = $1', [sha256]);
  return row?.bytes;
}
