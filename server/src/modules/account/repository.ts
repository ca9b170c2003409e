import type { Queryable } from '../../db/database';

/** A users row with the VIP level joined, as the user-info mapper needs it. */
export interface UserRow {
  id: number;
  username: string;
  nickname: string;
  realname: string;
  mobile: string;
  avatar: string;
  email: string;
  gender: number;
  birthday: string | null;
  bio: string;
  password_hash: string;
  paypassword_hash: string | null;
  level: number;
  group_id: number;
  pid: number | null;
  invite_code: string;
  status: string;
  successions: number;
  maxsuccessions: number;
  prevtime: Date | null;
  logintime: Date | null;
  loginip: string;
  joinip: string;
  jointime: Date;
  createtime: Date;
  updatetime: Date;
  now_order_money_cents: bigint;
  return_money_cents: bigint;
}

/** A user (the failures at their login come from the attempts module, see AccountService.userInfoOf). */
const SELECT_USER = `SELECT u.*, to_char(u.birthday, 'YYYY-MM-DD') AS birthday FROM users u`;

export async function findUserById(q: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await q.query<UserRow>(`${SELECT_USER} WHERE u.id = $1`, [id]);
  return row;
}

export async function findUserByUsername(q: Queryable, username: string): Promise<UserRow | undefined> {
  const [row] = await q.query<UserRow>(`${SELECT_USER} WHERE lower(u.username) = lower($1)`, [username]);
  return row;
}

export async function findReferrer(q: Queryable, inviteCode: string): Promise<number | undefined> {
  const [row] = await q.query<{ id: number }>('SELECT id FROM users WHERE invite_code = upper($1)', [inviteCode]);
  return row?.id;
}

export interface NewUser {
  username: string;
  realname: string;
  mobile: string;
  passwordHash: string;
  level: number;
  pid: number | null;
  inviteCode: string;
  ip: string;
}

/** Inserts the user already logged in (login bookkeeping of a first login); throws on a taken username. */
export async function insertUser(q: Queryable, u: NewUser): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO users (username, nickname, realname, mobile, password_hash, level, pid, invite_code,
                        joinip, loginip, logintime, prevtime)
     VALUES ($1, $1, $2, $3, $4, $5, $6, $7, $8, $8, now(), now()) RETURNING id`,
    [u.username, u.realname, u.mobile, u.passwordHash, u.level, u.pid, u.inviteCode, u.ip],
  );
  return row!.id;
}

/** Login bookkeeping: consecutive days (successions) counted by calendar day. */
export async function recordLoginSuccess(q: Queryable, id: number, ip: string) {
  // successions / maxsuccessions are the daily sign-in streak (modules/signin), not touched by a login.
  await q.query(
    `UPDATE users SET prevtime = logintime, logintime = now(), loginip = $2
     WHERE id = $1`,
    [id, ip],
  );
}

export async function insertToken(q: Queryable, userId: number, tokenHash: string, ttlSeconds: number) {
  const [row] = await q.query<{ expiretime: Date }>(
    `INSERT INTO user_tokens (token_hash, user_id, expiretime)
     VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING expiretime`,
    [tokenHash, userId, ttlSeconds],
  );
  return row!.expiretime;
}

export async function findSession(q: Queryable, tokenHash: string) {
  const [row] = await q.query<{ user_id: number; expiretime: Date }>(
    'SELECT user_id, expiretime FROM user_tokens WHERE token_hash = $1 AND expiretime > now()',
    [tokenHash],
  );
  return row;
}

/** The users of several live sessions at once (a batch of buys checks its buyers' tokens in one statement). */
export async function sessionUsers(q: Queryable, tokenHashes: string[]) {
  return q.query<{ token_hash: string; user_id: number }>(
    'SELECT token_hash, user_id FROM user_tokens WHERE token_hash = ANY($1::text[]) AND expiretime > now()',
    [tokenHashes],
  );
}

export async function deleteToken(q: Queryable, tokenHash: string) {
  await q.query('DELETE FROM user_tokens WHERE token_hash = $1', [tokenHash]);
}

export async function deleteAllTokens(q: Queryable, userId: number) {
  await q.query('DELETE FROM user_tokens WHERE user_id = $1', [userId]);
}

export type ProfilePatch = Partial<Record<'nickname' | 'avatar' | 'bio' | 'email', string>> & {
  gender?: number;
  birthday?: string | null;
};

export async function updateProfile(q: Queryable, id: number, patch: ProfilePatch) {
  const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  // Column names come from ProfilePatch's fixed keys, never from the request.
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`).join(', ');
  await q.query(`UPDATE users SET ${sets}, updatetime = now() WHERE id = $1`, [id, ...entries.map(([, v]) => v)]);
}

/**
 * Replaces the login password only if it is still the one the caller checked: of several changes sent at once,
 * exactly one wins. False when another change came first.
 */
export async function replacePasswordHash(q: Queryable, id: number, checked: string, next: string): Promise<boolean> {
  const rows = await q.query(
    'UPDATE users SET password_hash = $3, updatetime = now() WHERE id = $1 AND password_hash = $2 RETURNING id',
    [id, checked, next],
  );
  return rows.length === 1;
}

/** Sets the first withdrawal password; false when one was already set (also by a concurrent request). */
export async function setFirstPayPassword(q: Queryable, id: number, hash: string): Promise<boolean> {
  const rows = await q.query(
    'UPDATE users SET paypassword_hash = $2, updatetime = now() WHERE id = $1 AND paypassword_hash IS NULL RETURNING id',
    [id, hash],
  );
  return rows.length === 1;
}

/** The withdrawal password's compare-and-set, as replacePasswordHash. */
export async function replacePayPasswordHash(q: Queryable, id: number, checked: string, next: string): Promise<boolean> {
  const rows = await q.query(
    'UPDATE users SET paypassword_hash = $3, updatetime = now() WHERE id = $1 AND paypassword_hash = $2 RETURNING id',
    [id, checked, next],
  );
  return rows.length === 1;
}

/** The usernames of the given users (for lists that show whose a row is); unknown ids are absent. */
export async function usernames(q: Queryable, userIds: number[]): Promise<Array<{ id: number; username: string }>> {
  return q.query<{ id: number; username: string }>('SELECT id, username FROM users WHERE id = ANY($1::int[])', [userIds]);
}

/** Each user's VIP level, read inside the caller's transaction (after it locked their accounts). */
export async function userLevels(q: Queryable, userIds: number[]): Promise<Array<{ user_id: number; level: number }>> {
  return q.query<{ user_id: number; level: number }>('SELECT id AS user_id, level FROM users WHERE id = ANY($1::int[])', [userIds]);
}

/** Adds to the money each user has in orders in progress and the rebates they have received (user info). */
export async function addOrderMoney(q: Queryable, changes: Array<{ userId: number; inOrders: bigint; returned: bigint }>) {
  await q.query(
    `UPDATE users u SET now_order_money_cents = u.now_order_money_cents + c.in_orders,
                        return_money_cents = u.return_money_cents + c.returned
     FROM unnest($1::int[], $2::bigint[], $3::bigint[]) AS c(id, in_orders, returned) WHERE u.id = c.id`,
    [changes.map((c) => c.userId), changes.map((c) => c.inOrders.toString()), changes.map((c) => c.returned.toString())],
  );
}

export async function setLevel(q: Queryable, userId: number, level: number): Promise<void> {
  await q.query('UPDATE users SET level = $2, updatetime = now() WHERE id = $1', [userId, level]);
}

/** Sets the sign-in streak and raises the longest one if beaten; answers the longest. */
export async function recordStreak(q: Queryable, userId: number, streak: number): Promise<number> {
  const [row] = await q.query<{ maxsuccessions: number }>(
    `UPDATE users SET successions = $2, maxsuccessions = GREATEST(maxsuccessions, $2) WHERE id = $1 RETURNING maxsuccessions`,
    [userId, streak],
  );
  return row!.maxsuccessions;
}

/** The sign-in streak kept on the user: the current one and the longest. */
export async function streakOf(q: Queryable, userId: number): Promise<{ successions: number; maxsuccessions: number } | undefined> {
  const [row] = await q.query<{ successions: number; maxsuccessions: number }>('SELECT successions, maxsuccessions FROM users WHERE id = $1', [userId]);
  return row;
}

/** The customer the shop keeps for a use of its own (service_customers: 'smoke' for the smoke runner). */
export async function serviceCustomer(q: Queryable, role: string): Promise<number | undefined> {
  const [row] = await q.query<{ user_id: number }>('SELECT user_id FROM service_customers WHERE role = $1', [role]);
  return row?.user_id;
}

/** Held while a service customer is looked up and made: two instances at once make one customer, not two. */
export async function lockServiceCustomer(q: Queryable, role: string) {
  await q.query(`SELECT pg_advisory_xact_lock(hashtext('snapmall:service-customer:' || $1 || ':' || current_schema()))`, [role]);
}

export async function insertServiceCustomer(q: Queryable, role: string, userId: number) {
  await q.query('INSERT INTO service_customers (role, user_id) VALUES ($1, $2)', [role, userId]);
}
