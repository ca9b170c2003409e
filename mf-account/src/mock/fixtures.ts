import { newSession } from '@snapmall/shared/mock';
import type { AccountState, Customer } from './state';

/** The fixture customer the harness signs in as: the server's demo customer (server/src/seed/demo.ts). */
export const CUSTOMER = { account: 'demo', password: 'demo1234' };
export const PAY_PASSWORD = '123456';
/** A second customer, referred by the demo customer, with no withdrawal password yet. */
export const SECOND = { account: 'grace', password: 'grace2026' };
const DAY = 24 * 3600;

function customer(now: number, c: Partial<Customer> & Pick<Customer, 'id' | 'username' | 'password'>): Customer {
  return {
    paypassword: null, nickname: c.username, realname: '', mobile: '', avatar: '', email: '', gender: 0, birthday: '', bio: '',
    status: 'normal', level: 1, pid: 0, invite_code: '', cash_cents: 0, held_cents: 0, points: 0,
    prevtime: 0, logintime: 0, jointime: now, updatetime: now, ...c,
  };
}

const grace = (now: number) =>
  customer(now, {
    id: 1002, username: SECOND.account, password: SECOND.password, nickname: 'Grace', realname: 'Grace Hopper', mobile: '0987654321',
    email: 'grace@example.com', gender: 2, pid: 1001, invite_code: 'GRACE234', points: 120, jointime: now - 5 * DAY, updatetime: now - 5 * DAY,
    prevtime: now - 2 * DAY, logintime: now - DAY,
  });

/** The demo customer just registered: no withdrawal password, no profile, no money, no points. */
export function emptySeed(now: number): AccountState {
  const demo = customer(now, {
    id: 1001, username: CUSTOMER.account, password: CUSTOMER.password, nickname: 'demo', realname: 'Demo Customer', mobile: '0912345678',
    invite_code: 'DEMOSHOP', jointime: now - DAY, updatetime: now - DAY,
  });
  return { session: newSession(), customers: [demo, grace(now)], owners: {}, loginAttempts: {}, next_id: 1003 };
}

/** The demo customer a month in: withdrawal password 123456, a profile, 800.00 and 1,000 points; and Grace. */
export function defaultSeed(now: number): AccountState {
  const s = emptySeed(now);
  Object.assign(s.customers[0]!, {
    paypassword: PAY_PASSWORD, nickname: 'Demo', bio: 'Snap buyer since March', gender: 1, birthday: '1990-05-20',
    cash_cents: 80_000, points: 1000, jointime: now - 30 * DAY, updatetime: now - 20 * DAY, prevtime: now - 3 * DAY, logintime: now - 2 * DAY,
  } satisfies Partial<Customer>);
  return s;
}

/**
 * The demo customer locked out: 10 wrong passwords a minute ago, so a login is refused for 14 more minutes, even
 * with the right password. Nobody is signed in, and the harness does not sign in by itself (its login would be
 * refused too): autoSignedIn says it already had its turn.
 */
export function lockedSeed(now: number): AccountState {
  const s = defaultSeed(now);
  s.loginAttempts[CUSTOMER.account] = { failures: 10, last_failure: now - 60 };
  s.session.autoSignedIn = true;
  return s;
}
