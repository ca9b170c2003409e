import type { MockAnswer, MockBody, MockContext, MockRoute } from '@snapmall/shared/mock';
import { attemptLogin, infoOf, me, startSession } from './sessions';
import { customerByName, type AccountState, type Customer } from './state';

/**
 * Registering, logging in and out, and "me" (server/src/modules/account: routes.ts, service.ts), after the runtime
 * has checked each body against its request schema as the server does: the service's checks in its order.
 */
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const inviteCodeOf = () => Array.from({ length: 8 }, () => INVITE_ALPHABET[Math.floor(Math.random() * INVITE_ALPHABET.length)]).join('');

/** AccountService.register: the confirmation, the referrer, then the name. */
function register(body: MockBody, s: AccountState, { reply, now }: MockContext): MockAnswer {
  const username = str(body.username);
  if (body.password !== body.repassword) return reply.invalid('repassword', 'validation.mismatch');
  const inviteCode = str(body.invite_code).trim();
  const referrer = inviteCode ? s.customers.find((c) => c.invite_code === inviteCode.toUpperCase()) : undefined;
  if (inviteCode && !referrer) return reply.invalid('invite_code', 'account.inviteNotFound');
  if (customerByName(s, username)) return reply.refused('account.usernameTaken');
  // Attempts at this name before it existed are not the new customer's.
  delete s.loginAttempts[username.toLowerCase()];
  const c: Customer = {
    id: s.next_id++, username, password: str(body.password), paypassword: null, nickname: username, realname: str(body.realname).trim(), mobile: str(body.mobile),
    avatar: '', email: '', gender: 0, birthday: '', bio: '', status: 'normal', level: 1, pid: referrer?.id ?? 0, invite_code: inviteCodeOf(),
    cash_cents: 0, held_cents: 0, points: 0, prevtime: now, logintime: now, jointime: now, updatetime: now,
  };
  s.customers.push(c);
  return reply.ok({ userinfo: startSession(s, c, now) }, 'account.registered');
}

/** An unknown name is answered exactly as a known one with a wrong password: same message, same lock. */
function login(body: MockBody, s: AccountState, { reply, now }: MockContext): MockAnswer {
  const account = str(body.account);
  const c = customerByName(s, account);
  const checked = attemptLogin(s, account, c !== undefined && c.password === body.password, now);
  if (typeof checked === 'object') return reply.refused('account.locked', { minutes: checked.lockedMinutes });
  if (!checked || !c) return reply.refused('account.badCredentials');
  if (c.status !== 'normal') return reply.refused('account.disabled');
  c.prevtime = c.logintime;
  c.logintime = now;
  return reply.ok({ userinfo: startSession(s, c, now) }, 'account.loggedIn');
}

export const signInRoutes: MockRoute<AccountState>[] = [
  {
    url: '/api/user/register',
    answer: register,
    refusal: (_b, _s, { reply }) => reply.refused('account.usernameTaken'),
    invalid: { username: '1ada' },
  },
  {
    url: '/api/user/login',
    answer: login,
    refusal: (_b, _s, { reply }) => reply.refused('account.badCredentials'),
  },
  {
    url: '/api/user/logout',
    answer: (_b, s, { reply, token }) => {
      delete s.session.tokens[token!];
      delete s.owners[token!];
      return reply.ok(null, 'auth.loggedOut');
    },
  },
  {
    url: '/api/user/retval',
    answer: (_b, s, ctx) => {
      const c = me(s, ctx);
      return c ? ctx.reply.ok(infoOf(s, c, ctx)) : ctx.reply.refused('auth.required');
    },
  },
];
