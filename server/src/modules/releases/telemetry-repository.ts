import type { Queryable } from '../../db/database';

/**
 * Distinct clients of a remote's versions, in the judge's window and over the last day. A client counts once per
 * version: as a failure if it reported one in the span, else as a load.
 */
export interface VersionCounts {
  loads_window: number;
  failures_window: number;
  loads_day: number;
  failures_day: number;
}

const inWindow = (column: string) => `${column} >= now() - make_interval(mins => $2)`;

export async function countsByVersion(q: Queryable, remote: string, windowMinutes: number): Promise<Map<string, VersionCounts>> {
  const rows = await q.query<{ version: string } & Record<keyof VersionCounts, string>>(
    `SELECT version,
            count(*) FILTER (WHERE ${inWindow('loaded_at')} AND (failed_at IS NULL OR NOT ${inWindow('failed_at')})) AS loads_window,
            count(*) FILTER (WHERE ${inWindow('failed_at')}) AS failures_window,
            count(*) FILTER (WHERE failed_at IS NULL OR failed_at < now() - interval '1 day') AS loads_day,
            count(*) FILTER (WHERE failed_at >= now() - interval '1 day') AS failures_day
     FROM release_telemetry_clients WHERE remote = $1 AND seen_at >= now() - interval '1 day' GROUP BY version`,
    [remote, windowMinutes],
  );
  return new Map(
    rows.map((r) => [
      r.version,
      { loads_window: Number(r.loads_window), failures_window: Number(r.failures_window), loads_day: Number(r.loads_day), failures_day: Number(r.failures_day) },
    ]),
  );
}

/**
 * The judge's figures: distinct clients of each of `versions` in the window, and how many of them failed, leaving
 * out the one address that weighs most in each version (the most failing clients, else the most clients). The cap
 * lets an address bring a few clients; leaving its whole weight out means no one address moves a verdict, however
 * few the real clients are, while a release that fails everywhere fails as clearly without one address.
 */
export async function windowCounts(q: Queryable, remote: string, versions: string[], windowMinutes: number): Promise<Map<string, { clients: number; failures: number }>> {
  const rows = await q.query<{ version: string; clients: string; failures: string }>(
    `WITH per_address AS (
       SELECT version, address, count(*) AS clients, count(*) FILTER (WHERE ${inWindow('failed_at')}) AS failures
       FROM release_telemetry_clients WHERE remote = $1 AND version = ANY($3) AND ${inWindow('seen_at')}
       GROUP BY version, address
     ), ranked AS (
       SELECT *, row_number() OVER (PARTITION BY version ORDER BY failures DESC, clients DESC, address) AS weight
       FROM per_address
     )
     SELECT version, COALESCE(sum(clients) FILTER (WHERE weight > 1), 0) AS clients,
            COALESCE(sum(failures) FILTER (WHERE weight > 1), 0) AS failures
     FROM ranked GROUP BY version`,
    [remote, windowMinutes, versions],
  );
  return new Map(rows.map((r) => [r.version, { clients: Number(r.clients), failures: Number(r.failures) }]));
}

/** The release each channel of these remotes serves: what decides whether a client's report is of a served version. */
export async function servedReleases(q: Queryable, remotes: string[]) {
  return q.query<{ remote: string; channel: 'stable' | 'canary'; version: string; percent: number }>(
    `SELECT c.remote, c.channel, r.version, c.percent FROM release_channels c JOIN releases r ON r.id = c.release_id
     WHERE c.remote = ANY($1) AND r.pruned_at IS NULL`,
    [remotes],
  );
}

/** One client's reports of one version in one batch: whether it loaded it, and its last failure if any. */
export interface ClientReport {
  remote: string;
  version: string;
  client: string;
  /** The keyed hash of the address the report came from (telemetry-address.ts). */
  address: Buffer;
  loaded: boolean;
  failure?: { route: string; error: string };
}

/** Advisory locks of the per-address cap, one per (remote, version, address): a class of their own (ratelimit uses 7_311_002). */
const ADDRESS_LOCK_CLASS = 7_311_025;

/**
 * Counts a client's reports of a version, unless its address already brought `maxPerAddress` other clients of that
 * version into the counts within `spanHours`. Call it in a transaction of its own: the advisory lock on (remote,
 * version, address) is the transaction's, so two instances counting clients of one address take turns and the cap
 * holds across them. One advisory lock and one row per transaction, so two never wait for each other in a circle.
 *
 * A client already counted within the span is counted again whatever its address (a phone changes networks) and
 * stays on the address that brought it; one whose row has gone stale takes a slot of the new address, so an address
 * cannot bring clients back one by one past its cap.
 */
export async function countClient(q: Queryable, r: ClientReport, maxPerAddress: number, spanHours: number): Promise<boolean> {
  await q.query(`SELECT pg_advisory_xact_lock($1, hashtext($2 || chr(10) || $3 || chr(10) || encode($4, 'hex')))`, [ADDRESS_LOCK_CLASS, r.remote, r.version, r.address]);
  const fresh = `seen_at >= now() - make_interval(hours => $9)`;
  const rows = await q.query(
    `INSERT INTO release_telemetry_clients AS t (remote, version, client, address, loaded_at, failed_at, route, error, seen_at)
     SELECT $1, $2, $3, $4, CASE WHEN $5 THEN now() END, CASE WHEN $6 THEN now() END, $7, $8, now()
     WHERE EXISTS (SELECT 1 FROM release_telemetry_clients WHERE remote = $1 AND version = $2 AND client = $3 AND ${fresh})
        OR (SELECT count(*) FROM release_telemetry_clients
            WHERE remote = $1 AND version = $2 AND address = $4 AND client <> $3 AND ${fresh}) < $10
     ON CONFLICT (remote, version, client) DO UPDATE SET
       address = CASE WHEN t.seen_at >= now() - make_interval(hours => $9) THEN t.address ELSE EXCLUDED.address END,
       loaded_at = COALESCE(EXCLUDED.loaded_at, t.loaded_at),
       failed_at = COALESCE(EXCLUDED.failed_at, t.failed_at),
       route = CASE WHEN EXCLUDED.failed_at IS NULL THEN t.route ELSE EXCLUDED.route END,
       error = CASE WHEN EXCLUDED.failed_at IS NULL THEN t.error ELSE EXCLUDED.error END,
       seen_at = now()
     RETURNING 1`,
    [r.remote, r.version, r.client, r.address, r.loaded, r.failure !== undefined, r.failure?.route ?? '', r.failure?.error ?? '', spanHours, maxPerAddress],
  );
  return rows.length > 0;
}

/** Deletes at most `limit` client rows not seen for `days`: a bounded sweep, so no judge's run holds a long lock. */
export async function deleteOldClients(q: Queryable, days: number, limit: number): Promise<number> {
  const rows = await q.query<{ seen_at: Date }>(
    `DELETE FROM release_telemetry_clients WHERE ctid IN (
       SELECT ctid FROM release_telemetry_clients WHERE seen_at < now() - make_interval(days => $1) LIMIT $2
     ) RETURNING seen_at`,
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
