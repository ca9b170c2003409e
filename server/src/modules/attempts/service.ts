import type { Queryable } from '../../db/database';
import { refuse } from '../../domain/errors';
import { decoyHash, verifySecret } from '../../security/secrets';
import * as repo from './repository';

/**
 * Attempts at a secret, locked after too many wrong answers (customers' and operators' logins, pay passwords): a
 * module of its own so that both the account and the operators modules use it through this service.
 */

/** How many wrong answers a secret tolerates, for how long it is then locked, and the message that says so. */
export interface LockPolicy {
  scope: 'login' | 'operator-login' | 'operator-factor' | 'paypassword';
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
    const stamp = await repo.insertAttempt(q, policy.scope, subject, policy.maxFailures, policy.lockMinutes);
    if (Math.random() < 0.01) await repo.deleteStaleAttempts(q);
    if (stamp) return { policy, subject, stamp };
    const row = await repo.lockOf(q, policy.scope, subject, policy.lockMinutes);
    if (row && row.failures >= policy.maxFailures && row.until > new Date()) {
      const minutes = Math.max(1, Math.ceil((row.until.getTime() - Date.now()) / 60_000));
      throw refuse(policy.lockedKey, { minutes, until: row.until });
    }
    if (Date.now() - started > WAIT_LIMIT_MS) throw refuse('account.tooManyAtOnce');
    await sleep(wait);
  }
}

/** A wrong answer: one more failure, one attempt fewer in flight. */
const recordFailure = (q: Queryable, a: Attempt) => repo.recordFailure(q, a.policy.scope, a.subject);

/**
 * A right answer: the count starts again, but only if no failure was recorded since this attempt began, so a
 * right answer among a burst of guesses cannot wipe out guesses checked beside it.
 */
const recordSuccess = (q: Queryable, a: Attempt) => repo.recordSuccess(q, a.policy.scope, a.subject, a.stamp);

/** The wrong answers recorded at a subject, and when the last came (a customer's userinfo shows them). */
export async function failuresOf(q: Queryable, policy: Pick<LockPolicy, 'scope'>, subject: string): Promise<{ failures: number; last: Date | null }> {
  const row = await repo.failuresOf(q, policy.scope, subject);
  return { failures: row?.failures ?? 0, last: row?.last_failure ?? null };
}

/** Forgets every attempt at a subject: a name registered afresh starts with a clean slate. */
export async function forgetAttempts(q: Queryable, policy: Pick<LockPolicy, 'scope'>, subject: string): Promise<void> {
  await repo.deleteAttempts(q, policy.scope, subject);
}

/**
 * One attempt at a secret under its lock: taken (and counted) before the slow hash check, cleared when right.
 * Without a stored hash (unknown account) a decoy is checked, so the answer takes as long either way.
 */
export async function checkSecret(db: Queryable, policy: LockPolicy, subject: string, stored: string | null | undefined, plain: string) {
  return checkAttempt(db, policy, subject, async () => (await verifySecret(stored ?? (await decoyHash()), plain)) && !!stored);
}

/**
 * One attempt at any check under the same lock (an operator's second factor: a TOTP or recovery code, a passkey's
 * assertion): counted before `check` runs, a failure when it answers false or throws, cleared when it answers true.
 */
export async function checkAttempt(db: Queryable, policy: LockPolicy, subject: string, check: () => Promise<boolean>): Promise<boolean> {
  const attempt = await takeAttempt(db, policy, subject);
  let right = false;
  try {
    right = await check();
  } finally {
    // Whatever happens, the attempt leaves the in-flight count: as a success only when the answer was right.
    await (right ? recordSuccess(db, attempt) : recordFailure(db, attempt));
  }
  return right;
}
