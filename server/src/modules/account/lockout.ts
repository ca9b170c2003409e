import type { Queryable } from '../../db/database';

/** How many wrong answers a secret tolerates, and for how long it is then locked. */
export interface LockPolicy {
  scope: 'login' | 'paypassword';
  maxFailures: number;
  lockMinutes: number;
}

/**
 * Takes one attempt at a secret, counted as a failure before the secret is checked: the row lock of this one
 * statement serialises concurrent attempts (also across server instances), so however many arrive at once, at
 * most maxFailures get past it per lock window. A correct answer then clears the count (clearAttempts).
 * Failures older than the lock window no longer count. Answers when the lock ends if the subject is locked.
 */
export async function takeAttempt(q: Queryable, policy: LockPolicy, subject: string): Promise<{ lockedUntil?: Date }> {
  const taken = await q.query<{ failures: number }>(
    `INSERT INTO secret_attempts AS a (scope, subject, failures, last_failure) VALUES ($1, lower($2), 1, now())
     ON CONFLICT (scope, subject) DO UPDATE SET
       failures = CASE WHEN a.last_failure < now() - make_interval(mins => $4) THEN 1 ELSE a.failures + 1 END,
       last_failure = now()
     WHERE a.failures < $3 OR a.last_failure < now() - make_interval(mins => $4)
     RETURNING failures`,
    [policy.scope, subject, policy.maxFailures, policy.lockMinutes],
  );
  if (Math.random() < 0.01) {
    await q.query("DELETE FROM secret_attempts WHERE last_failure < now() - interval '1 day'");
  }
  if (taken.length === 1) return {};
  const [row] = await q.query<{ until: Date }>(
    `SELECT last_failure + make_interval(mins => $3) AS until FROM secret_attempts WHERE scope = $1 AND subject = lower($2)`,
    [policy.scope, subject, policy.lockMinutes],
  );
  // The row vanishes between the two statements only when a correct answer cleared it: take the attempt again.
  return row ? { lockedUntil: row.until } : takeAttempt(q, policy, subject);
}

export async function clearAttempts(q: Queryable, policy: LockPolicy, subject: string): Promise<void> {
  await q.query('DELETE FROM secret_attempts WHERE scope = $1 AND subject = lower($2)', [policy.scope, subject]);
}
