import type { Database } from '../../db/database';
import { DomainError } from '../../http/errors';

/**
 * Fixed one-minute windows counted in PostgreSQL, so every server instance sees the same count.
 * Old windows are swept now and then by the requests themselves.
 */
export async function hit(db: Database, bucket: string, limitPerMinute: number): Promise<void> {
  const [row] = await db.query<{ hits: number }>(
    `INSERT INTO rate_limits (bucket, window_start, hits)
     VALUES ($1, date_trunc('minute', now()), 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING hits`,
    [bucket],
  );
  if (Math.random() < 0.01) await db.query("DELETE FROM rate_limits WHERE window_start < now() - interval '1 hour'");
  if ((row?.hits ?? 0) > limitPerMinute) throw new DomainError('too_many', 'http.tooMany');
}
