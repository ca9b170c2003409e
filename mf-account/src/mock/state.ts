import type { UserInfo } from '@snapmall/shared/contract';
import { formatCents, type MockSession } from '@snapmall/shared/mock';

/**
 * The account's data in the mock, kept as the server's tables keep it (server/src/modules/account): the customers
 * with their passwords (plain here: nothing leaves the browser), the sessions' owners, and the wrong passwords
 * counted per account name as the attempts module counts them.
 */
export interface Customer {
  id: number;
  username: string;
  password: string;
  /** The withdrawal password, or null when none is set yet. */
  paypassword: string | null;
  nickname: string;
  realname: string;
  mobile: string;
  avatar: string;
  email: string;
  gender: 0 | 1 | 2;
  birthday: string;
  bio: string;
  status: 'normal' | 'hidden';
  level: number;
  pid: number;
  invite_code: string;
  cash_cents: number;
  held_cents: number;
  points: number;
  prevtime: number;
  logintime: number;
  jointime: number;
  updatetime: number;
}

/** Wrong answers at one secret in the lock window (the attempts module's secret_attempts row). */
export interface Attempts {
  failures: number;
  last_failure: number;
}

export interface AccountState {
  session: MockSession;
  customers: Customer[];
  /** Whose each token handed out is (the runtime keeps its expiry in session.tokens). */
  owners: Record<string, number>;
  /** Wrong login passwords per lower-cased account name, known or not (the server counts unknown names too). */
  loginAttempts: Record<string, Attempts>;
  next_id: number;
}

/** The server's login lock (config loginMaxFailures, loginLockMinutes): 10 wrong in a row lock it for 15 minutes. */
export const LOGIN_POLICY = { maxFailures: 10, lockMinutes: 15 } as const;

/** The entry level every customer starts at (server seed's VIP 1). */
const VIP_1 = {
  id: 1, name: 'VIP 1', price: '0.00', task_rate: '0.50', order_join_rate: '0.00', level: 1, task_num: 3, task_everyday: 1,
  withdraw_num: 1, withdraw_rate: '1.00', min_withdraw: '100.00', max_withdraw: '5000.00', content: 'Entry level: 3 snap buys a day, 0.50% rebate', image: '', logo: '',
};

export const customerById = (s: AccountState, id: number) => s.customers.find((c) => c.id === id);
/** Usernames are one name whatever their letter case (users_username_key is on lower(username)). */
export const customerByName = (s: AccountState, name: string) => s.customers.find((c) => c.username.toLowerCase() === name.toLowerCase());

/** The user info of the account module (server/src/modules/account/userinfo.ts) for one customer and token. */
export function userInfoOf(s: AccountState, c: Customer, token: string, expiretime: number, now: number): UserInfo {
  const attempts = s.loginAttempts[c.username.toLowerCase()];
  return {
    id: c.id, user_id: c.id, username: c.username, nickname: c.nickname, realname: c.realname, mobile: c.mobile,
    avatar: c.avatar, email: c.email, gender: c.gender, birthday: c.birthday, bio: c.bio,
    score: c.points, money: formatCents(c.cash_cents), held_money: formatCents(c.held_cents),
    level: c.level, group_id: 0, pid: c.pid, is_paypassword: c.paypassword ? 1 : 0, status: c.status,
    verification: { email: 0, mobile: 0 }, invite_code: c.invite_code, successions: 0, maxsuccessions: 0,
    prevtime: c.prevtime, logintime: c.logintime, loginip: '127.0.0.1',
    loginfailure: attempts?.failures ?? 0, loginfailuretime: attempts?.last_failure ?? 0, joinip: '127.0.0.1',
    jointime: c.jointime, createtime: c.jointime, updatetime: c.updatetime, now_order_money: '0.00', return_money: '0.00',
    token, expiretime, expires_in: Math.max(0, expiretime - now),
    vip: c.level === 1 ? { ...VIP_1 } : null,
  };
}
