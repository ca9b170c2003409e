import type { Histogram } from '@snapmall/shared/vitals';
import type { Queryable } from '../../db/database';

/** Where a histogram's samples were measured: one row of vitals_minute per minute and these. */
export interface VitalsKey {
  remote: string;
  version: string;
  metric: string;
  route: string;
  device: string;
  connection: string;
}

/**
 * Adds a histogram to this minute's row of its key. Arrays have no element-wise sum in SQL: the two are zipped
 * (unnest WITH ORDINALITY) and summed in order, so concurrent batches of one minute add up, never overwrite.
 */
export async function addToMinute(q: Queryable, key: VitalsKey, buckets: Histogram, samples: number): Promise<void> {
  await q.query(
    `INSERT INTO vitals_minute AS v (remote, version, metric, minute, route, device, connection, buckets, samples)
     VALUES ($1, $2, $3, date_trunc('minute', now()), $4, $5, $6, $7, $8)
     ON CONFLICT (remote, version, metric, minute, route, device, connection) DO UPDATE SET
       buckets = (SELECT array_agg(a + b ORDER BY i) FROM unnest(v.buckets, EXCLUDED.buckets) WITH ORDINALITY AS u(a, b, i)),
       samples = v.samples + EXCLUDED.samples`,
    [key.remote, key.version, key.metric, key.route, key.device, key.connection, buckets, samples],
  );
}

/**
 * Takes up to `wanted` of a client's samples of one remote version and metric for today, within `cap` a day, and
 * answers how many were granted. The row is locked (FOR UPDATE) before it grows, so two instances counting one
 * client's batches take turns and the cap holds.
 */
export async function grantSamples(q: Queryable, key: { remote: string; version: string; client: string; metric: string }, wanted: number, cap: number): Promise<number> {
  const params = [key.remote, key.version, key.client, key.metric];
  await q.query(
    `INSERT INTO vitals_client_samples (day, remote, version, client, metric, samples) VALUES (current_date, $1, $2, $3, $4, 0)
     ON CONFLICT DO NOTHING`,
    params,
  );
  const [row] = await q.query<{ granted: number }>(
    `UPDATE vitals_client_samples t SET samples = LEAST($6, t.samples + $5)
     FROM (SELECT samples AS before FROM vitals_client_samples
           WHERE day = current_date AND remote = $1 AND version = $2 AND client = $3 AND metric = $4 FOR UPDATE) old
     WHERE t.day = current_date AND t.remote = $1 AND t.version = $2 AND t.client = $3 AND t.metric = $4
     RETURNING t.samples - old.before AS granted`,
    [...params, wanted, cap],
  );
  return row?.granted ?? 0;
}

/** Rows of a histogram read back: its key's grouping columns and the summed buckets. */
export interface HistogramRow {
  remote: string;
  name: string;
  metric: string;
  buckets: Histogram;
}

/**
 * Histograms summed per remote, `by` (a page's route or a version) and metric over the rows `where` picks. The sum
 * happens in SQL, bucket by bucket (as bigint: a week of a busy shop may pass an integer's range), so a week is
 * answered from its minutes' rows, never from samples.
 */
async function summed(q: Queryable, by: 'route' | 'version', where: string, params: unknown[]): Promise<HistogramRow[]> {
  const rows = await q.query<{ remote: string; name: string; metric: string; buckets: Array<string | bigint | number> }>(
    `SELECT remote, ${by} AS name, metric, array_agg(total ORDER BY i) AS buckets
     FROM (SELECT remote, ${by}, metric, i, sum(count)::bigint AS total
           FROM vitals_minute, unnest(buckets) WITH ORDINALITY AS u(count, i)
           WHERE ${where}
           GROUP BY remote, ${by}, metric, i) per_bucket
     GROUP BY remote, ${by}, metric ORDER BY remote, ${by}, metric`,
    params,
  );
  return rows.map((r) => ({ ...r, buckets: r.buckets.map(Number) }));
}

/** The console's figures: every page's, or every remote version's, histograms over the last `days`. */
export const summedSince = (q: Queryable, by: 'route' | 'version', days: number) =>
  summed(q, by, `minute >= now() - make_interval(days => $1)`, [days]);

/** The judge's figures: a remote's versions' histograms of `metrics` over the last `minutes`. */
export const windowHistograms = (q: Queryable, remote: string, versions: string[], metrics: string[], minutes: number) =>
  summed(q, 'version', `remote = $1 AND version = ANY($2) AND metric = ANY($3) AND minute >= date_trunc('minute', now() - make_interval(mins => $4))`, [
    remote,
    versions,
    metrics,
    minutes,
  ]);

/** Deletes at most `limit` rows of each table older than their keep: a bounded sweep, so no run holds a long lock. */
export async function deleteOld(q: Queryable, keepDays: number, limit: number): Promise<void> {
  await q.query(
    `DELETE FROM vitals_minute WHERE ctid IN (SELECT ctid FROM vitals_minute WHERE minute < now() - make_interval(days => $1) LIMIT $2)`,
    [keepDays, limit],
  );
  // A client's day is of no use once it is over.
  await q.query(
    `DELETE FROM vitals_client_samples WHERE ctid IN (SELECT ctid FROM vitals_client_samples WHERE day < current_date - 1 LIMIT $1)`,
    [limit],
  );
}
