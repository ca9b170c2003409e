import type { Queryable } from '../../db/database';

/** Load and failure counts of a remote's versions: in the judge's window and over the last day. */
export interface VersionCounts {
  loads_window: number;
  failures_window: number;
  loads_day: number;
  failures_day: number;
}

export async function countsByVersion(q: Queryable, remote: string, windowMinutes: number): Promise<Map<string, VersionCounts>> {
  const rows = await q.query<{ version: string } & Record<keyof VersionCounts, string>>(
    `SELECT version,
            COALESCE(sum(count) FILTER (WHERE kind = 'load' AND minute >= now() - make_interval(mins => $2)), 0) AS loads_window,
            COALESCE(sum(count) FILTER (WHERE kind = 'failure' AND minute >= now() - make_interval(mins => $2)), 0) AS failures_window,
            COALESCE(sum(count) FILTER (WHERE kind = 'load'), 0) AS loads_day,
            COALESCE(sum(count) FILTER (WHERE kind = 'failure'), 0) AS failures_day
     FROM release_telemetry WHERE remote = $1 AND minute >= now() - interval '1 day' GROUP BY version`,
    [remote, windowMinutes],
  );
  return new Map(
    rows.map((r) => [
      r.version,
      { loads_window: Number(r.loads_window), failures_window: Number(r.failures_window), loads_day: Number(r.loads_day), failures_day: Number(r.failures_day) },
    ]),
  );
}

/** One reported event, route and error '' when the shell named none. */
export interface CountedEvent {
  remote: string;
  version: string;
  kind: 'load' | 'failure';
  route: string;
  error: string;
}

/**
 * Adds a batch of events to this minute's counts in one statement. Events of a (remote, version) that is no
 * release in the store are dropped by the EXISTS (a stale or forged report must not fill the table); equal events
 * are summed first, since one upsert may not touch a row twice; and rows are written in key order, so two
 * batches at once lock them in the same order and never deadlock.
 */
export async function addCounts(q: Queryable, events: CountedEvent[]) {
  await q.query(
    `INSERT INTO release_telemetry (remote, version, minute, kind, route, error, count)
     SELECT e.remote, e.version, date_trunc('minute', now()), e.kind, e.route, e.error, count(*)
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS e (remote, version, kind, route, error)
     WHERE EXISTS (SELECT 1 FROM releases r WHERE r.remote = e.remote AND r.version = e.version)
     GROUP BY e.remote, e.version, e.kind, e.route, e.error
     ORDER BY e.remote, e.version, e.kind, e.route, e.error
     ON CONFLICT (remote, version, minute, kind, route, error) DO UPDATE SET count = release_telemetry.count + EXCLUDED.count`,
    [events.map((e) => e.remote), events.map((e) => e.version), events.map((e) => e.kind), events.map((e) => e.route), events.map((e) => e.error)],
  );
}

/** Deletes at most `limit` counts older than `days`: a bounded sweep, so no judge's run holds a long lock. */
export async function deleteOldCounts(q: Queryable, days: number, limit: number): Promise<number> {
  const rows = await q.query<{ minute: Date }>(
    `DELETE FROM release_telemetry WHERE ctid IN (
       SELECT ctid FROM release_telemetry WHERE minute < now() - make_interval(days => $1) LIMIT $2
     ) RETURNING minute`,
    [days, limit],
  );
  return rows.length;
}

/** A remote's canary now, with the stable release it is judged against (none when the remote has no stable). */
export interface CanaryOnAir {
  remote: string;
  release_id: bigint;
  version: string;
  percent: number;
  stable_version: string | null;
}

export async function canaries(q: Queryable) {
  return q.query<CanaryOnAir>(
    `SELECT c.remote, c.release_id, r.version, c.percent, sr.version AS stable_version
     FROM release_channels c JOIN releases r ON r.id = c.release_id
     LEFT JOIN release_channels s ON s.remote = c.remote AND s.channel = 'stable'
     LEFT JOIN releases sr ON sr.id = s.release_id
     WHERE c.channel = 'canary' ORDER BY c.remote`,
  );
}

/**
 * Takes a remote's canary off if it still serves that release. Answers the row only to the caller whose DELETE
 * removed it: two judges at once (two instances) both try, the second waits for the first's row lock and then
 * finds nothing, so the withdrawal is logged, audited and announced once.
 */
export async function deleteCanary(q: Queryable, remote: string, releaseId: bigint) {
  const [row] = await q.query<{ release_id: bigint; percent: number }>(
    `DELETE FROM release_channels WHERE remote = $1 AND channel = 'canary' AND release_id = $2 RETURNING release_id, percent`,
    [remote, releaseId],
  );
  return row;
}

export async function logWithdrawal(q: Queryable, w: { remote: string; releaseId: bigint; percent: number; by: string; note: string }) {
  await q.query(
    `INSERT INTO release_channel_log (remote, channel, release_id, percent, action, actor, note) VALUES ($1, 'canary', $2, $3, 'withdraw', $4, $5)`,
    [w.remote, w.releaseId, w.percent, w.by, w.note],
  );
}
