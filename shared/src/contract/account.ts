import { Type, type Static } from '@sinclair/typebox';
import { Flag, Int, Money, requestBody, Unix } from './common';
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
export const Vip = Type.Object({
  id: Int,
  name: Type.String(),
  price: Money,
  task_rate: Money,
  order_join_rate: Money,
  level: Int,
  task_num: Int,
  task_everyday: Int,
  withdraw_num: Int,
  withdraw_rate: Money,
  min_withdraw: Money,
  max_withdraw: Money,
  content: Type.String(),
  image: Type.String(),
  logo: Type.String(),
});
export type Vip = Static<typeof Vip>;

/** The user info of SPEC.md §3. Times are unix seconds; money is a decimal string ("100.00"). */
export const UserInfo = Type.Object({
  id: Int,
  user_id: Int,
  username: Type.String(),
  nickname: Type.String(),
  realname: Type.String(),
  mobile: Type.String(),
  avatar: Type.String(),
  email: Type.String(),
  gender: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  birthday: Type.String(),
  bio: Type.String(),
  score: Int,
  money: Money,
  /** Cash held for withdrawals under review: not spendable, not yet paid out. */
  held_money: Money,
  level: Int,
  group_id: Int,
  pid: Int,
  is_paypassword: Flag,
  status: Type.String(),
  verification: Type.Object({ email: Flag, mobile: Flag }),
  invite_code: Type.String(),
  successions: Int,
  maxsuccessions: Int,
  prevtime: Unix,
  logintime: Unix,
  loginip: Type.String(),
  loginfailure: Int,
  loginfailuretime: Unix,
  joinip: Type.String(),
  jointime: Unix,
  createtime: Unix,
  updatetime: Unix,
  now_order_money: Money,
  return_money: Money,
  token: Type.String(),
  expiretime: Unix,
  expires_in: Int,
  vip: Type.Union([Vip, Type.Null()]),
});
export type UserInfo = Static<typeof UserInfo>;

export const LoginAnswer = Type.Object({ userinfo: UserInfo });
export type LoginAnswer = Static<typeof LoginAnswer>;
