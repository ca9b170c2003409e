import { RULES } from '@snapmall/shared/contract';
import type { MockAnswer, MockBody, MockContext, MockRoute } from '@snapmall/shared/mock';
import { attemptLogin, endSessions, infoOf, me } from './sessions';
import type { AccountState, Customer } from './state';

/**
 * The profile and both passwords (server/src/modules/account: routes.ts, service.ts), after the runtime has checked
 * each body against its request schema as the server does: the service's checks in its order, its message keys.
 */
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const AVATAR_PATH = new RegExp(RULES.avatarPathPattern);

/** AccountService.updateProfile: a nickname of spaces only, then an avatar the server may not store, are refused. */
function updateProfile(body: MockBody, s: AccountState, ctx: MockContext): MockAnswer {
  const { reply, now } = ctx;
  const c = me(s, ctx);
  if (!c) return reply.refused('auth.required');
  const nickname = body.nickname === undefined ? undefined : str(body.nickname).trim();
  if (nickname === '') return reply.invalid('nickname', 'validation.required');
  // The shop's own paths (the published avatars among them); an https image needs a host the server allows, none here.
  if (body.avatar !== undefined && body.avatar !== '' && !AVATAR_PATH.test(str(body.avatar))) return reply.invalid('avatar', 'validation.avatar');
  if (nickname !== undefined) c.nickname = nickname;
  if (body.avatar !== undefined) c.avatar = str(body.avatar);
  if (body.gender !== undefined) c.gender = body.gender as Customer['gender'];
  if (body.birthday !== undefined) c.birthday = str(body.birthday);
  if (body.bio !== undefined) c.bio = str(body.bio);
  if (body.email !== undefined) c.email = str(body.email);
  c.updatetime = now;
  return reply.ok(infoOf(s, c, ctx), 'account.profileSaved');
}

/** A changed login password ends every session of the account, this one included; a wrong old one counts toward the lock. */
function updatePassword(body: MockBody, s: AccountState, ctx: MockContext): MockAnswer {
  const { reply, now } = ctx;
  const c = me(s, ctx);
  if (!c) return reply.refused('auth.required');
  if (body.newpassword !== body.renewpassword) return reply.invalid('renewpassword', 'validation.mismatch');
  const checked = attemptLogin(s, c.username, body.oldpassword === c.password, now);
  if (typeof checked === 'object') return reply.refused('account.locked', { minutes: checked.lockedMinutes });
  if (!checked) return reply.refused('account.oldPasswordWrong');
  c.password = str(body.newpassword);
  c.updatetime = now;
  endSessions(s, c.id);
  return reply.ok(null, 'account.passwordChanged');
}

function setPayPassword(body: MockBody, s: AccountState, ctx: MockContext): MockAnswer {
  const { reply } = ctx;
  const c = me(s, ctx);
  if (!c) return reply.refused('auth.required');
  if (body.paypassword !== body.repaypassword) return reply.invalid('repaypassword', 'validation.mismatch');
  if (c.paypassword) return reply.refused('account.payPasswordExists');
  c.paypassword = str(body.paypassword);
  return reply.ok(infoOf(s, c, ctx), 'account.payPasswordSet');
}

function updatePayPassword(body: MockBody, s: AccountState, ctx: MockContext): MockAnswer {
  const { reply } = ctx;
  const c = me(s, ctx);
  if (!c) return reply.refused('auth.required');
  if (body.newpaypassword !== body.renewpaypassword) return reply.invalid('renewpaypassword', 'validation.mismatch');
  if (!c.paypassword) return reply.refused('account.payPasswordMissing');
  if (body.oldpaypassword !== c.paypassword) return reply.refused('account.oldPayPasswordWrong');
  c.paypassword = str(body.newpaypassword);
  return reply.ok(infoOf(s, c, ctx), 'account.payPasswordChanged');
}

export const profileRoutes: MockRoute<AccountState>[] = [
  { url: '/api/user/profile', answer: updateProfile, invalid: { email: 'not-an-email' } },
  {
    url: '/api/user/updatepassword',
    answer: updatePassword,
    refusal: (_b, _s, { reply }) => reply.refused('account.oldPasswordWrong'),
    invalid: { newpassword: 'onlyletters' },
  },
  {
    url: '/api/user/setpaypassword',
    answer: setPayPassword,
    refusal: (_b, _s, { reply }) => reply.refused('account.payPasswordExists'),
    invalid: { paypassword: '12ab56' },
  },
  {
    url: '/api/user/updatepaypassword',
    answer: updatePayPassword,
    refusal: (_b, _s, { reply }) => reply.refused('account.oldPayPasswordWrong'),
    invalid: { newpaypassword: '12ab56' },
  },
];
