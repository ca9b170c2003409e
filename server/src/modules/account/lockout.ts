import type { Queryable } from '../../db/database';
import { refuse } from '../../domain/errors';
import { decoyHash, verifySecret } from '../../security/secrets';

/** How many wrong answers a secret tolerates, for how long it is then locked, and the message that says so. */
export interface LockPolicy {
  scope: 'login' | 'paypassword';
  maxFailures: number;
  lockMinutes: number;
  lockedKey: string;
}

/** A taken attempt: when it began, so a right answer clears only failures that were over before it began. */
export interface Attempt {
  policy: LockPolicy;
  subject: string;
  stamp: Date;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long an attempt waits for a turn while others at the same secret are being checked. */
const WAIT_LIMIT_MS = 15_000;

/**
 * Takes one attempt at a secret before the slow hash check. Completed failures plus attempts in flight never
 * exceed maxFailures: the row lock of this one statement serialises concurrent attempts, also across server
 * instances, so however many arrive at once, at most maxFailures wrong answers are checked per lock window.
 * An attempt that finds the window full of attempts in flight waits its turn; one that finds it full of failures
 * is refused as locked, with when the lock ends. Failures and attempts older than the window no longer count.
 */
async function takeAttempt(q: Queryable, policy: LockPolicy, subject: string): Promise<Attempt> {
  const started = Date.now();
  for (let wait = 20; ; wait = Math.min(wait * 2, 200)) {
    const [taken] = await q.query<{ stamp: Date }>(
      `INSERT INTO secret_attempts AS a (scope, subject, failures, pending) VALUES ($1, lower($2), 0, 1)
       ON CONFLICT (scope, subject) DO UPDATE SET
         failures = CASE WHEN a.last_failure < now() - make_interval(mins => $4) THEN 0 ELSE a.failures END,
         pending = CASE WHEN a.last_attempt < now() - make_interval(mins => $4) THEN 1 ELSE a.pending + 1 END,
         last_attempt = now()
       WHERE (CASE WHEN a.last_failure < now() - make_interval(mins => $4) THEN 0 ELSE a.failures END)
           + (CASE WHEN a.last_attempt < now() - make_interval(mins => $4) THEN 0 ELSE a.pending END) < $3
       RETURNING clock_timestamp() AS stamp`,
      [policy.scope, subject, policy.maxFailures, policy.lockMinutes],
    );
    if (Math.random() < 0.01) {
      await q.query("DELETE FROM secret_attempts WHERE last_attempt < now() - interval '1 day' AND last_failure < now() - interval '1 day'");
    }
    if (taken) return { policy, subject, stamp: taken.stamp };
    const [row] = await q.query<{ failures: number; until: Date }>(
      `SELECT failures, last_failure + make_interval(mins => $3) AS until FROM secret_attempts WHERE scope = $1 AND subject = lower($2)`,
      [policy.scope, subject, policy.lockMinutes],
    );
    if (row && row.failures >= policy.maxFailures && row.until > new Date()) {
      const minutes = Math.max(1, Math.ceil((row.until.getTime() - Date.now()) / 60_000));
      throw refuse(policy.lockedKey, { minutes, until: row.until });
    }
    if (Date.now() - started > WAIT_LIMIT_MS) throw refuse('account.tooManyAtOnce');
    await sleep(wait);
  }
}

/** A wrong answer: one more failure, one attempt fewer in flight. */
async function recordFailure(q: Queryable, a: Attempt): Promise<void> {
  await q.query(
    `UPDATE secret_attempts SET failures = failures + 1, pending = GREATEST(pending - 1, 0), last_failure = now()
     WHERE scope = $1 AND subject = lower($2)`,
    [a.policy.scope, a.subject],
  );
}

/**
 * A right answer: the count starts again, but only if no failure was recorded since this attempt began, so a
 * right answer among a burst of guesses cannot wipe out guesses checked beside it.
 */
async function recordSuccess(q: Queryable, a: Attempt): Promise<void> {
  await q.query(
    `UPDATE secret_attempts SET pending = GREATEST(pending - 1, 0),
       failures = CASE WHEN last_failure <= $3 THEN 0 ELSE failures END
     WHERE scope = $1 AND subject = lower($2)`,
    [a.policy.scope, a.subject, a.stamp],
  );
}

/** Forgets every attempt at a subject: a name registered afresh starts with a clean slate. */
export async function forgetAttempts(q: Queryable, policy: Pick<LockPolicy, 'scope'>, subject: string): Promise<void> {
  await q.query('DELETE FROM secret_attempts WHERE scope = $1 AND subject = lower($2)', [policy.scope, subject]);
}

/**
 * One attempt at a secret under its lock: taken (and counted) before the slow hash check, cleared when right.
 * Without a stored hash (unknown account) a decoy is checked, so the answer takes as long either way.
 */
export async function checkSecret(db: Queryable, policy: LockPolicy, subject: string, stored: string | null | undefined, plain: string) {
  const attempt = await takeAttempt(db, policy, subject);
  let right = false;
  try {
    right = (await verifySecret(stored ?? (await decoyHash()), plain)) && !!stored;
  } finally {
    // Whatever happens, the attempt leaves the in-flight count: as a success only when the answer was right.
    await (right ? recordSuccess(db, attempt) : recordFailure(db, attempt));
  }
  return right;
}
