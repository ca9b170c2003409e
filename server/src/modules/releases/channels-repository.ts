import type { Queryable } from '../../db/database';

/**
 * A channel's changes (channels.ts): release_channels, what each channel of a remote serves now, and
 * release_channel_log, every change of a channel (for rollback and a remote's history, repository.ts remoteLog).
 * Take the remote's row lock first (repository.ts lockRemote): a channel row may not exist yet.
 */

export type Channel = 'stable' | 'canary';
export type ChannelAction = 'promote' | 'rollback' | 'canary' | 'end' | 'withdraw' | 'retire';

/** The release a channel serves and its share, locked (take lockRemote first: a channel row may not exist yet). */
export async function lockChannel(q: Queryable, remote: string, channel: Channel) {
  const [row] = await q.query<{ release_id: bigint; percent: number }>(
    'SELECT release_id, percent FROM release_channels WHERE remote = $1 AND channel = $2 FOR UPDATE',
    [remote, channel],
  );
  return row;
}

/** Takes a channel off (a canary ended); stable is never taken off, only moved. */
export async function deleteChannel(q: Queryable, remote: string, channel: Channel) {
  await q.query('DELETE FROM release_channels WHERE remote = $1 AND channel = $2', [remote, channel]);
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
  e: { remote: string; channel: Channel; releaseId: bigint; percent: number; action: ChannelAction; by: string; note?: string },
) {
  await q.query(
    'INSERT INTO release_channel_log (remote, channel, release_id, percent, action, actor, note) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [e.remote, e.channel, e.releaseId, e.percent, e.action, e.by, e.note ?? ''],
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
