import type { Database } from '../../db/database';
import { RETENTION_LOCK } from './repository';

/** Per remote, at least this many of the newest releases keep their files. */
export const KEEP_NEWEST = 10;
/** A release live (on a channel) at any time in this many days keeps its files: a rollback may need it. */
export const KEEP_LIVE_DAYS = 7;

/**
 * Retention of the release store: a release that is not among its remote's newest KEEP_NEWEST, not on a channel
 * now and not live in the last KEEP_LIVE_DAYS is pruned (pruned_at set, its file list deleted; the row stays,
 * since the channel log names it), then every blob no file names any more is deleted. A release was live from a
 * log entry naming it (promote, rollback, canary) until the next entry of the same remote and channel, or until
 * now when there is none; an 'end' or 'withdraw' entry only closes the one before it.
 *
 * One instance prunes at a time (a transaction-level advisory lock; another instance skips its turn), and a
 * publish holds the same lock shared while it links blobs, so a blob is never deleted under a publish.
 */
export async function prune(db: Database): Promise<{ releases: number; blobs: number } | undefined> {
  return db.tx(async (q) => {
    const [lock] = await q.query<{ locked: boolean }>(`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK}) AS locked`);
    if (!lock?.locked) return undefined;
    const pruned = await q.query<{ id: string }>(
      `WITH ranked AS (
         SELECT id, row_number() OVER (PARTITION BY remote ORDER BY created_at DESC, id DESC) AS rank FROM releases
       ), spans AS (
         SELECT release_id, action, lead(at) OVER (PARTITION BY remote, channel ORDER BY id) AS ended FROM release_channel_log
       ), recently_live AS (
         SELECT release_id FROM spans
         WHERE action NOT IN ('end', 'withdraw') AND (ended IS NULL OR ended > now() - make_interval(days => $2))
       ), doomed AS (
         SELECT r.id FROM releases r JOIN ranked USING (id)
         WHERE r.pruned_at IS NULL AND ranked.rank > $1
           AND NOT EXISTS (SELECT 1 FROM release_channels c WHERE c.release_id = r.id)
           AND NOT EXISTS (SELECT 1 FROM recently_live l WHERE l.release_id = r.id)
       ), marked AS (
         UPDATE releases SET pruned_at = now() WHERE id IN (SELECT id FROM doomed) RETURNING id
       ), unlinked AS (
         DELETE FROM release_files WHERE release_id IN (SELECT id FROM marked)
       )
       SELECT id::text FROM marked`,
      [KEEP_NEWEST, KEEP_LIVE_DAYS],
    );
    const blobs = await q.query(
      `DELETE FROM release_blobs WHERE sha256 IN (
         SELECT b.sha256 FROM release_blobs b
         WHERE NOT EXISTS (SELECT 1 FROM release_files f WHERE f.sha256 = b.sha256)
         FOR UPDATE SKIP LOCKED
       ) RETURNING sha256`,
    );
    return { releases: pruned.length, blobs: blobs.length };
  });
}
