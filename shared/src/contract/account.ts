import { Type, type Static } from '@sinclair/typebox';
import { requestBody } from './common';
import { RULES } from './rules';

const secret = (pattern?: string) =>
  Type.String({ minLength: 1, maxLength: RULES.secretMax, ...(pattern ? { pattern } : {}) });

export const RegisterBody = requestBody({
  username: Type.String({ minLength: 1, maxLength: 30, pattern: RULES.usernamePattern }),
  password: secret(RULES.loginPasswordPattern),
  repassword: secret(),
  realname: Type.String({ minLength: 1, maxLength: RULES.realnameMax }),
  mobile: Type.String({ minLength: 1, maxLength: 19, pattern: RULES.digits6to19Pattern }),
  invite_code: Type.Optional(Type.String({ maxLength: RULES.inviteCodeMax })),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = requestBody({
  account: Type.String({ minLength: 1, maxLength: 30 }),
  password: secret(),
});
export type LoginBody = Static<typeof LoginBody>;

export const ProfileBody = requestBody({
  nickname: Type.Optional(Type.String({ minLength: 1, maxLength: RULES.nicknameMax })),
  /**
   * '' for none, a path on the shop's own origin (the published avatars among them), or an https URL; the
   * server also requires that URL's host to be in its allow-list (AVATAR_HOSTS).
   */
  avatar: Type.Optional(
    Type.Union([
      Type.Literal(''),
      Type.String({ maxLength: RULES.avatarMax, pattern: RULES.avatarPathPattern }),
      Type.String({ maxLength: RULES.avatarMax, pattern: RULES.avatarHttpsPattern }),
    ]),
  ),
  gender: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])),
  /** A real calendar date (the server's `date` format checks the day exists), or '' for none. */
  birthday: Type.Optional(Type.Union([Type.Literal(''), Type.String({ maxLength: 10, format: 'date' })])),
  bio: Type.Optional(Type.String({ maxLength: RULES.bioMax })),
  email: Type.Optional(
    Type.Union([Type.Literal(''), Type.String({ maxLength: RULES.emailMax, pattern: RULES.emailPattern })]),
  ),
});
export type ProfileBody = Static<typeof ProfileBody>;

export const UpdatePasswordBody = requestBody({
  oldpassword: secret(),
  newpassword: secret(RULES.loginPasswordPattern),
  renewpassword: secret(),
});
export type UpdatePasswordBody = Static<typeof UpdatePasswordBody>;

export const SetPayPasswordBody = requestBody({
  paypassword: secret(RULES.payPasswordPattern),
  repaypassword: secret(),
});
export type SetPayPasswordBody = Static<typeof SetPayPasswordBody>;

export const UpdatePayPasswordBody = requestBody({
  oldpaypassword: secret(),
  newpaypassword: secret(RULES.payPasswordPattern),
  renewpaypassword: secret(),
});
export type UpdatePayPasswordBody = Static<typeof UpdatePayPasswordBody>;

/** A VIP level as answered inside user info and by the level list. Money as decimal strings, rates in percent. */
export interface Vip {
  id: number;
  name: string;
  price: string;
  task_rate: string;
  order_join_rate: string;
  level: number;
  task_num: number;
  task_everyday: number;
  withdraw_num: number;
  withdraw_rate: string;
  min_withdraw: string;
  max_withdraw: string;
  content: string;
  image: string;
  logo: string;
}

/** The user info of SPEC.md §3. Times are unix seconds; money is a decimal string ("100.00"). */
export interface UserInfo {
  id: number;
  user_id: number;
  username: string;
  nickname: string;
  realname: string;
  mobile: string;
  avatar: string;
  email: string;
  gender: 0 | 1 | 2;
  birthday: string;
  bio: string;
  score: number;
  money: string;
  /** Cash held for withdrawals under review: not spendable, not yet paid out. */
  held_money: string;
  level: number;
  group_id: number;
  pid: number;
  is_paypassword: 0 | 1;
  status: string;
  verification: { email: 0 | 1; mobile: 0 | 1 };
  invite_code: string;
  successions: number;
  maxsuccessions: number;
  prevtime: number;
  logintime: number;
  loginip: string;
  loginfailure: number;
  loginfailuretime: number;
  joinip: string;
  jointime: number;
  createtime: number;
  updatetime: number;
  now_order_money: string;
  return_money: string;
  token: string;
  expiretime: number;
  expires_in: number;
  vip: Vip | null;
}

export interface LoginAnswer {
  userinfo: UserInfo;
}
