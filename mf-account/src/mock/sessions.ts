import type { MockContext } from '@snapmall/shared/mock';
import { customerById, LOGIN_POLICY, userInfoOf, type AccountState, type Customer } from './state';

/**
 * The account's sessions and its login lock, as the server keeps them (account/service.ts and the attempts
 * module): a token per login, owned by its customer; wrong passwords counted per account name.
 */

/** How long the server's token lives (config tokenTtlSeconds' default): what expiretime says. */
const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

const tokenOf = () => `mock-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;

/** A new session for the customer: its token, kept with its expiry and owner, in the user info it answers. */
export function startSession(s: AccountState, c: Customer, now: number) {
  const token = tokenOf();
  const expiretime = now + TOKEN_TTL_SECONDS;
  s.session.tokens[token] = expiretime;
  s.owners[token] = c.id;
  return userInfoOf(s, c, token, expiretime, now);
}

/** Ends every session of a customer (a changed login password does). */
export function endSessions(s: AccountState, id: number) {
  for (const [token, owner] of Object.entries(s.owners)) {
    if (owner !== id) continue;
    delete s.owners[token];
    delete s.session.tokens[token];
  }
}

/**
 * One attempt at a login password under the lock (attempts/service.ts checkSecret): failures older than the window
 * no longer count; 10 in the window refuse every attempt, right or wrong, until 15 minutes after the last; a wrong
 * answer counts one more, a right one starts the count again. Answers the minutes left when locked.
 */
export function attemptLogin(s: AccountState, subject: string, right: boolean, now: number): boolean | { lockedMinutes: number } {
  const key = subject.toLowerCase();
  const windowSeconds = LOGIN_POLICY.lockMinutes * 60;
  const row = s.loginAttempts[key];
  if (row && row.last_failure < now - windowSeconds) row.failures = 0;
  if (row && row.failures >= LOGIN_POLICY.maxFailures) {
    const until = row.last_failure + windowSeconds;
    return { lockedMinutes: Math.max(1, Math.ceil((until - now) / 60)) };
  }
  if (right) {
    if (row) row.failures = 0;
    return true;
  }
  s.loginAttempts[key] = { failures: (row?.failures ?? 0) + 1, last_failure: now };
  return false;
}

/** The customer of the call's token (the runtime has checked the token is live). */
export const me = (s: AccountState, ctx: MockContext) => customerById(s, s.owners[ctx.token!] ?? 0);

/** The user info of the call's own session. */
export const infoOf = (s: AccountState, c: Customer, ctx: MockContext) => userInfoOf(s, c, ctx.token!, s.session.tokens[ctx.token!] ?? ctx.now, ctx.now);
