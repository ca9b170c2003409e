import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import type { AdminLoginAnswer, AdminSessionAnswer } from '@snapmall/shared/contract';
import { apiPost } from './api';

/**
 * How the browser tests log an operator in (issue 26: owner and finance need a second factor): the password, then a
 * TOTP code computed here with otpauth, as a person reads it off their phone. The first time the shop asks an
 * operator to enrol, the helper enrols an authenticator app through the API and keeps its secret (per shop and
 * name); later logins take the next unused 30-second step (the shop takes a code once), or a recovery code when two
 * logins took this step and the next already. The one helper of the browser tests, for the API and the login page.
 */
type Post = <T>(route: string, body: object) => Promise<T>;

const STEP_MS = 30_000;
const known = new Map<string, { secret: string; lastStep: number; recovery: string[] }>();
const codeAt = (secret: string, step: number) => new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate({ timestamp: step * STEP_MS });
const keyOf = (shop: string, username: string) => `${shop}|${username.toLowerCase()}`;

/** The next code this operator may use: a TOTP code of a step not used yet, else one of their recovery codes. */
function nextCode(key: string): { kind: 'totp' | 'recovery'; code: string } {
  const entry = known.get(key);
  if (!entry) throw new Error(`operator login: ${key} has factors this helper did not enrol`);
  const now = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(entry.lastStep + 1, now);
  if (step <= now + 1) {
    entry.lastStep = step;
    return { kind: 'totp', code: codeAt(entry.secret, step) };
  }
  const code = entry.recovery.shift();
  if (!code) throw new Error(`operator login: ${key} logged in too often within a minute`);
  return { kind: 'recovery', code };
}

/** The code an operator this helper enrolled would type now (OPERATOR_CODE for `npm run release`). */
export const operatorCode = (shop: string, username: string) => nextCode(keyOf(shop, username)).code;

/** Logs in through `post` (any way of calling the API); `shop` names the shop whose operators these are. */
export async function operatorLoginWith(post: Post, shop: string, who: { username: string; password: string }): Promise<AdminSessionAnswer> {
  const first = await post<AdminLoginAnswer>('/api/admin/login', who);
  if ('token' in first) return first;
  const key = keyOf(shop, who.username);
  if (first.step === 'enrol') {
    const { secret } = await post<{ secret: string }>('/api/admin/login/enrol/totp/options', { ticket: first.ticket });
    const step = Math.floor(Date.now() / STEP_MS);
    const answer = await post<AdminSessionAnswer>('/api/admin/login/enrol/totp', { ticket: first.ticket, code: codeAt(secret, step) });
    known.set(key, { secret, lastStep: step, recovery: answer.recovery_codes ?? [] });
    return answer;
  }
  const { kind, code } = nextCode(key);
  return post<AdminSessionAnswer>(`/api/admin/login/${kind}`, { ticket: first.ticket, code });
}

/** Logs an operator in through the shop's API at `baseUrl`: their session (token, roles). */
export function operatorLogin(baseUrl: string, who: { username: string; password: string }): Promise<AdminSessionAnswer> {
  return operatorLoginWith((route, body) => apiPost(baseUrl, route, body), baseUrl, who);
}

/**
 * The console's login page past the password: makes sure the operator has an app (enrolling it through the API the
 * first time), then types the next code into the second step and submits it. Call it after submitting the password.
 */
export async function enterConsoleCode(page: Page, baseUrl: string, username: string): Promise<void> {
  const field = page.getByTestId('factor-code');
  await field.waitFor();
  const { kind, code } = nextCode(keyOf(baseUrl, username));
  if (kind === 'recovery') await page.getByTestId('factor-use-recovery').click();
  await field.fill(code);
  await page.getByTestId('factor-submit').click();
}

/** Enrols the operator's app through the API now (a page login then only needs enterConsoleCode). */
export async function ensureOperatorFactor(baseUrl: string, who: { username: string; password: string }): Promise<void> {
  if (!known.has(keyOf(baseUrl, who.username))) await operatorLogin(baseUrl, who);
}
