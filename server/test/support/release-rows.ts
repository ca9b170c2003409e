import type { Queryable } from '../../src/db/database';
import { contentTypeOf, sha256Of } from '../../src/modules/releases/files';

/**
 * Releases written straight into the tables, as a publish, a passed smoke run and a promote leave them: the serving
 * and retention tests need exact rows (dates in the past, channels in any state) without a build that passes the gate.
 */
export async function insertRelease(
  q: Queryable,
  remote: string,
  version: string,
  files: Record<string, string | Buffer>,
  daysAgo = 0,
): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO releases (remote, version, created_by, size, created_at, smoke, smoke_at) VALUES ($1, $2, 'cli:test', 0, now() - make_interval(days => $3), 'passed', now())
     RETURNING id::text`,
    [remote, version, daysAgo],
  );
  for (const [path, content] of Object.entries(files)) {
    const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const sha256 = sha256Of(bytes);
    await q.query('INSERT INTO release_blobs (sha256, bytes, size) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [sha256, bytes, bytes.length]);
    await q.query('INSERT INTO release_files (release_id, path, sha256, content_type) VALUES ($1, $2, $3, $4)', [row!.id, path, sha256, contentTypeOf(path)]);
  }
  return row!.id;
}

/** Puts a release on a channel now, as promote (stable) or canary does, with its log entry. */
export async function putOnChannel(q: Queryable, remote: string, channel: 'stable' | 'canary', releaseId: string, percent = 100) {
  await q.query(
    `INSERT INTO release_channels (remote, channel, release_id, percent) VALUES ($1, $2, $3, $4)
     ON CONFLICT (remote, channel) DO UPDATE SET release_id = EXCLUDED.release_id, percent = EXCLUDED.percent, updated_at = now()`,
    [remote, channel, releaseId, percent],
  );
  await logEntry(q, remote, channel, releaseId, channel === 'stable' ? 'promote' : 'canary', 0, percent);
}

/** A channel-log entry `daysAgo` days old. */
export async function logEntry(q: Queryable, remote: string, channel: string, releaseId: string, action: string, daysAgo: number, percent = 100) {
  await q.query(
    `INSERT INTO release_channel_log (remote, channel, release_id, percent, action, actor, at)
     VALUES ($1, $2, $3, $4, $5, 'cli:test', now() - make_interval(days => $6))`,
    [remote, channel, releaseId, percent, action, daysAgo],
  );
}
