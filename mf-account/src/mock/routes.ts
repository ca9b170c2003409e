import { RULES, type Language } from '@snapmall/shared/contract';
import type { MockAnswer, MockBody, MockContext, MockRoute } from '@snapmall/shared/mock';
import { accountSay } from './texts';
import { customerById, customerByName, LOGIN_POLICY, userInfoOf, type AccountState, type Customer } from './state';

/**
 * The account's calls (server/src/modules/account: routes.ts, service.ts, and the attempts module's lock),
 * answered as the server answers them for the same state: the request schema's field rules first (a 422 per field,
 * http/validation.ts), then the service's checks in its order, with the same message keys.
 */
type Ctx = MockContext;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
/** How long the server's token lives (config tokenTtlSeconds' default): what expiretime says. */
const TOKEN_TTL_SECONDS = 7 * 24 * 3600;
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const USERNAME = new RegExp(RULES.usernamePattern);
const LOGIN_PASSWORD = new RegExp(RULES.loginPasswordPattern);
const PAY_PASSWORD = new RegExp(RULES.payPasswordPattern);
const DIGITS = new RegExp(RULES.digits6to19Pattern);
const EMAIL = new RegExp(RULES.emailPattern);
const AVATAR_PATH = new RegExp(RULES.avatarPathPattern);

/** One field's problem and its message key. */
type Problem = [field: string, key: string];
/** The messages that name their field, by its label (fieldLabel). */
const NAMING = new Set(['validation.tooShort', 'validation.required', 'validation.format']);

/** A real calendar day as YYYY-MM-DD (ajv's `date` format). */
function isDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/** The server's 422: every field's messages, the first as msg (http/error-handler.ts). Labels as fieldLabel gives them. */
export function invalidAnswer(lang: Language, now: number, problems: Problem[]): MockAnswer<null> {
  const errors: Record<string, string[]> = {};
  for (const [field, key] of problems) {
    const message = accountSay(lang, key, NAMING.has(key) ? { field: accountSay(lang, `field.${field}`) } : {});
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  const msg = Object.values(errors)[0]![0]!;
  return { status: 422, body: { code: 422, msg, time: now, data: null, errors } };
}

const tokenOf = () => `mock-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
const inviteCodeOf = () => Array.from({ length: 8 }, () => INVITE_ALPHABET[Math.floor(Math.random() * INVITE_ALPHABET.length)]).join('');

function startSession(s: AccountState, c: Customer, now: number) {
  const token = tokenOf();
  const expiretime = now + TOKEN_TTL_SECONDS;
  s.session.tokens[token] = expiretime;
  s.owners[token] = c.id;
  return userInfoOf(s, c, token, expiretime, now);
}

/** Ends every session of a customer (a changed login password does). */
function endSessions(s: AccountState, id: number) {
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
function attemptLogin(s: AccountState, subject: string, right: boolean, now: number): boolean | { lockedMinutes: number } {
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
const me = (s: AccountState, ctx: Ctx) => customerById(s, s.owners[ctx.token!] ?? 0);
const infoOf = (s: AccountState, c: Customer, ctx: Ctx) => userInfoOf(s, c, ctx.token!, s.session.tokens[ctx.token!] ?? ctx.now, ctx.now);

function register(body: MockBody, s: AccountState, ctx: Ctx): MockAnswer {
  const { reply, now, lang } = ctx;
  const username = str(body.username);
  const password = str(body.password);
  const schema: Problem[] = [];
  if (!USERNAME.test(username)) schema.push(['username', 'validation.username']);
  if (!LOGIN_PASSWORD.test(password)) schema.push(['password', 'validation.loginPassword']);
  if (!str(body.repassword)) schema.push(['repassword', 'validation.tooShort']);
  if (!str(body.realname)) schema.push(['realname', 'validation.tooShort']);
  if (!DIGITS.test(str(body.mobile))) schema.push(['mobile', 'validation.digits']);
  if (schema.length > 0) return invalidAnswer(lang, now, schema);
  if (password !== body.repassword) return invalidAnswer(lang, now, [['repassword', 'validation.mismatch']]);
  const inviteCode = str(body.invite_code).trim();
  const referrer = inviteCode ? s.customers.find((c) => c.invite_code === inviteCode.toUpperCase()) : undefined;
  if (inviteCode && !referrer) return invalidAnswer(lang, now, [['invite_code', 'account.inviteNotFound']]);
  if (customerByName(s, username)) return reply.refused('account.usernameTaken');
  // Attempts at this name before it existed are not the new customer's.
  delete s.loginAttempts[username.toLowerCase()];
  const c: Customer = {
    id: s.next_id++, username, password, paypassword: null, nickname: username, realname: str(body.realname).trim(), mobile: str(body.mobile),
    avatar: '', email: '', gender: 0, birthday: '', bio: '', status: 'normal', level: 1, pid: referrer?.id ?? 0, invite_code: inviteCodeOf(),
    cash_cents: 0, held_cents: 0, points: 0, prevtime: now, logintime: now, jointime: now, updatetime: now,
  };
  s.customers.push(c);
  return reply.ok({ userinfo: startSession(s, c, now) }, 'account.registered');
}

/** An unknown name is answered exactly as a known one with a wrong password: same message, same lock. */
function login(body: MockBody, s: AccountState, { reply, now }: Ctx): MockAnswer {
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

function updateProfile(body: MockBody, s: AccountState, ctx: Ctx): MockAnswer {
  const { reply, now, lang } = ctx;
  const c = me(s, ctx);
  if (!c) return reply.refused('auth.required');
  const schema: Problem[] = [];
  if (body.nickname === '') schema.push(['nickname', 'validation.tooShort']);
  if (body.email !== undefined && body.email !== '' && !EMAIL.test(str(body.email))) schema.push(['email', 'validation.email']);
  if (body.birthday !== undefined && body.birthday !== '' && !isDate(str(body.birthday))) schema.push(['birthday', 'validation.birthday']);
  // The shop's own paths (the published avatars among them); an https image needs a host the server allows, none here.
  if (body.avatar !== undefined && body.avatar !== '' && !AVATAR_PATH.test(str(body.avatar))) schema.push(['avatar', 'validation.avatar']);
  if (body.gender !== undefined && body.gender !== 0 && body.gender !== 1 && body.gender !== 2) schema.push(['gender', 'validation.format']);
  if (schema.length > 0) return invalidAnswer(lang, now, schema);
  const nickname = body.nickname === undefined ? undefined : str(body.nickname).trim();
  if (nickname === '') return invalidAnswer(lang, now, [['nickname', 'validation.required']]);
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
function updatePassword(body: MockBody, s: AccountState, ctx: Ctx): MockAnswer {
  const { reply, now, lang } = ctx;
  const c = me(s, ctx);
  if (!c) return reply.refused('auth.required');
  const schema: Problem[] = [];
  if (!str(body.oldpassword)) schema.push(['oldpassword', 'validation.tooShort']);
  if (!LOGIN_PASSWORD.test(str(body.newpassword))) schema.push(['newpassword', 'validation.loginPassword']);
  if (!str(body.renewpassword)) schema.push(['renewpassword', 'validation.tooShort']);
  if (schema.length > 0) return invalidAnswer(lang, now, schema);
  if (body.newpassword !== body.renewpassword) return invalidAnswer(lang, now, [['renewpassword', 'validation.mismatch']]);
  const checked = attemptLogin(s, c.username, body.oldpassword === c.password, now);
  if (typeof checked === 'object') return reply.refused('account.locked', { minutes: checked.lockedMinutes });
  if (!checked) return reply.refused('account.oldPasswordWrong');
  c.password = str(body.newpassword);
  c.updatetime = now;
  endSessions(s, c.id);
  return reply.ok(null, 'account.passwordChanged');
}

function setPayPassword(body: MockBody, s: AccountState, ctx: Ctx): MockAnswer {
  const { reply, now, lang } = ctx;
  const c = me(s, ctx);
  if (!c) return reply.refused('auth.required');
  const schema: Problem[] = [];
  if (!PAY_PASSWORD.test(str(body.paypassword))) schema.push(['paypassword', 'validation.payPassword']);
  if (!str(body.repaypassword)) schema.push(['repaypassword', 'validation.tooShort']);
  if (schema.length > 0) return invalidAnswer(lang, now, schema);
  if (body.paypassword !== body.repaypassword) return invalidAnswer(lang, now, [['repaypassword', 'validation.mismatch']]);
  if (c.paypassword) return reply.refused('account.payPasswordExists');
  c.paypassword = str(body.paypassword);
  return reply.ok(infoOf(s, c, ctx), 'account.payPasswordSet');
}

function updatePayPassword(body: MockBody, s: AccountState, ctx: Ctx): MockAnswer {
  const { reply, now, lang } = ctx;
  const c = me(s, ctx);
  if (!c) return reply.refused('auth.required');
  const schema: Problem[] = [];
  if (!str(body.oldpaypassword)) schema.push(['oldpaypassword', 'validation.tooShort']);
  if (!PAY_PASSWORD.test(str(body.newpaypassword))) schema.push(['newpaypassword', 'validation.payPassword']);
  if (!str(body.renewpaypassword)) schema.push(['renewpaypassword', 'validation.tooShort']);
  if (schema.length > 0) return invalidAnswer(lang, now, schema);
  if (body.newpaypassword !== body.renewpaypassword) return invalidAnswer(lang, now, [['renewpaypassword', 'validation.mismatch']]);
  if (!c.paypassword) return reply.refused('account.payPasswordMissing');
  if (body.oldpaypassword !== c.paypassword) return reply.refused('account.oldPayPasswordWrong');
  c.paypassword = str(body.newpaypassword);
  return reply.ok(infoOf(s, c, ctx), 'account.payPasswordChanged');
}

/** Every call of the account pages and the harness's session calls, on the account's data. */
export const accountRoutes: MockRoute<AccountState>[] = [
  {
    url: '/api/user/register',
    guarded: false,
    answer: register,
    refusal: (_b, _s, { reply }) => reply.refused('account.usernameTaken'),
    invalid: { field: 'username', key: 'validation.username' },
  },
  {
    url: '/api/user/login',
    guarded: false,
    answer: login,
    refusal: (_b, _s, { reply }) => reply.refused('account.badCredentials'),
  },
  {
    url: '/api/user/logout',
    guarded: true,
    answer: (_b, s, { reply, token }) => {
      delete s.session.tokens[token!];
      delete s.owners[token!];
      return reply.ok(null, 'auth.loggedOut');
    },
  },
  {
    url: '/api/user/retval',
    guarded: true,
    answer: (_b, s, ctx) => {
      const c = me(s, ctx);
      return c ? ctx.reply.ok(infoOf(s, c, ctx)) : ctx.reply.refused('auth.required');
    },
  },
  { url: '/api/user/profile', guarded: true, answer: updateProfile, invalid: { field: 'email', key: 'validation.email' } },
  {
    url: '/api/user/updatepassword',
    guarded: true,
    answer: updatePassword,
    refusal: (_b, _s, { reply }) => reply.refused('account.oldPasswordWrong'),
    invalid: { field: 'newpassword', key: 'validation.loginPassword' },
  },
  {
    url: '/api/user/setpaypassword',
    guarded: true,
    answer: setPayPassword,
    refusal: (_b, _s, { reply }) => reply.refused('account.payPasswordExists'),
    invalid: { field: 'paypassword', key: 'validation.payPassword' },
  },
  {
    url: '/api/user/updatepaypassword',
    guarded: true,
    answer: updatePayPassword,
    refusal: (_b, _s, { reply }) => reply.refused('account.oldPayPasswordWrong'),
    invalid: { field: 'newpaypassword', key: 'validation.payPassword' },
  },
];
