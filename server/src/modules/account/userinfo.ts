import type { UserInfo, Vip } from '@snapmall/shared/contract';
import { formatCents } from '../../money';
import type { Balances } from '../ledger/service';
import type { UserRow } from './repository';

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : 0);

export interface SessionToken {
  token: string;
  expiretime: Date;
}

/** Wrong passwords at the user's login, from the attempts module. */
export interface LoginFailures {
  failures: number;
  last: Date | null;
}

/** The user info of SPEC.md §3, never with a password hash; money and score from the ledger. */
export function toUserInfo(u: UserRow, vip: Vip | undefined, balances: Balances, session: SessionToken, failures: LoginFailures): UserInfo {
  const expiretime = unix(session.expiretime);
  return {
    id: u.id,
    user_id: u.id,
    username: u.username,
    nickname: u.nickname,
    realname: u.realname,
    mobile: u.mobile,
    avatar: u.avatar,
    email: u.email,
    gender: (u.gender === 1 || u.gender === 2 ? u.gender : 0) as UserInfo['gender'],
    birthday: u.birthday ?? '',
    bio: u.bio,
    score: Number(balances.points),
    money: formatCents(balances.cash),
    held_money: formatCents(balances.held),
    level: u.level,
    group_id: u.group_id,
    pid: u.pid ?? 0,
    is_paypassword: u.paypassword_hash ? 1 : 0,
    status: u.status,
    verification: { email: 0, mobile: 0 },
    invite_code: u.invite_code,
    successions: u.successions,
    maxsuccessions: u.maxsuccessions,
    prevtime: unix(u.prevtime),
    logintime: unix(u.logintime),
    loginip: u.loginip,
    loginfailure: failures.failures,
    loginfailuretime: unix(failures.last),
    joinip: u.joinip,
    jointime: unix(u.jointime),
    createtime: unix(u.createtime),
    updatetime: unix(u.updatetime),
    now_order_money: formatCents(u.now_order_money_cents),
    return_money: formatCents(u.return_money_cents),
    token: session.token,
    expiretime,
    expires_in: Math.max(0, expiretime - Math.floor(Date.now() / 1000)),
    vip: vip ?? null,
  };
}
