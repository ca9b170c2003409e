import type { Queryable } from '../../db/database';

/**
 * The attempts at each secret (migration 003): failures in the lock window and attempts still being checked, per
 * scope ('login', 'operator-login', 'paypassword') and subject (a username, a customer id).
 */

/** Counts one attempt in, unless the window already holds maxFailures failures and attempts; answers when it began. */
export async function insertAttempt(q: Queryable, scope: string, subject: string, maxFailures: number, lockMinutes: number) {
  const [taken] = await q.query<{ stamp: Date }>(
    `INSERT INTO secret_attempts AS a (scope, subject, failures, pending) VALUES ($1, lower($2), 0, 1)
     ON CONFLICT (scope, subject) DO UPDATE SET
       failures = CASE WHEN a.last_failure < now() - make_interval(mins => $4) THEN 0 ELSE a.failures END,
       pending = CASE WHEN a.last_attempt < now() - make_interval(mins => $4) THEN 1 ELSE a.pending + 1 END,
       last_attempt = now()
     WHERE (CASE WHEN a.last_failure < now() - make_interval(mins => $4) THEN 0 ELSE a.failures END)
         + (CASE WHEN a.last_attempt < now() - make_interval(mins => $4) THEN 0 ELSE a.pending END) < $3
     RETURNING clock_timestamp() AS stamp`,
    [scope, subject, maxFailures, lockMinutes],
  );
  return taken?.stamp;
}

/** Rows no attempt has touched for a day. */
export async function deleteStaleAttempts(q: Queryable) {
  await q.query("DELETE FROM secret_attempts WHERE last_attempt < now() - interval '1 day' AND last_failure < now() - interval '1 day'");
}

/** The failures at a subject and when its lock (if any) ends. */
export async function lockOf(q: Queryable, scope: string, subject: string, lockMinutes: number) {
  const [row] = await q.query<{ failures: number; until: Date }>(
    `SELECT failures, last_failure + make_interval(mins => $3) AS until FROM secret_attempts WHERE scope = $1 AND subject = lower($2)`,
    [scope, subject, lockMinutes],
  );
  return row;
}

export async function recordFailure(q: Queryable, scope: string, subject: string) {
  await q.query(
    `UPDATE secret_attempts SET failures = failures + 1, pending = GREATEST(pending - 1, 0), last_failure = now()
     WHERE scope = $1 AND subject = lower($2)`,
    [scope, subject],
  );
}

/** A right answer clears the failures, but only if none was recorded since the attempt began. */
export async function recordSuccess(q: Queryable, scope: string, subject: string, stamp: Date) {
  await q.query(
    `UPDATE secret_attempts SET pending = GREATEST(pending - 1, 0),
       failures = CASE WHEN last_failure <= $3 THEN 0 ELSE failures END
     WHERE scope = $1 AND subject = lower($2)`,
    [scope, subject, stamp],
  );
}

export async function deleteAttempts(q: Queryable, scope: string, subject: string) {
  await q.query('DELETE FROM secret_attempts WHERE scope = $1 AND subject = lower($2)', [scope, subject]);
}

export async function failuresOf(q: Queryable, scope: string, subject: string) {
  const [row] = await q.query<{ failures: number; last_failure: Date | null }>(
    'SELECT failures, last_failure FROM secret_attempts WHERE scope = $1 AND subject = lower($2)',
    [scope, subject],
  );
  return row;
}
