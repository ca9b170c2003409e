import type { LoginBody, ProfileBody, RegisterBody, UserInfo } from '@snapmall/shared/contract';
import type { Config } from '../../config';
import { isUniqueViolation, type Database, type Queryable } from '../../db/database';
import { invalid, refuse } from '../../domain/errors';
import { hashSecret, newInviteCode, newToken } from '../../security/secrets';
import type { LedgerService } from '../ledger/service';
import type { VipRow, VipService } from '../vip/service';
import { checkAvatar } from './avatar';
import { buyerLevels, type BuyerLevel } from './levels';
import { checkSecret, failuresOf, forgetAttempts, type LockPolicy } from '../attempts/service';
import { AccountPasswords } from './passwords';
import * as repo from './repository';
import { serviceCustomer } from './service-customer';
import { toUserInfo, type SessionToken } from './userinfo';

export type { BuyerLevel } from './levels';
/** The operator console's view of the customers (issue 19), for the modules that compose it. */
export type { CustomerDirectory } from './customers';

/** A customer's live session, as the HTTP layer keeps it on the request. */
export interface AuthContext {
  userId: number;
  token: string;
  tokenHash: string;
  expiretime: Date;
}

export class AccountService {
  private readonly loginPolicy: LockPolicy;
  /** The customer's login and withdrawal passwords: changed, set, checked (passwords.ts). */
  readonly passwords: AccountPasswords;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly ledger: LedgerService,
    private readonly vip: VipService,
  ) {
    this.loginPolicy = { scope: 'login', maxFailures: config.loginMaxFailures, lockMinutes: config.loginLockMinutes, lockedKey: 'account.locked' };
    this.passwords = new AccountPasswords(db, this.loginPolicy);
  }

  async register(body: RegisterBody, ip: string): Promise<UserInfo> {
    if (body.password !== body.repassword) throw invalid({ repassword: 'validation.mismatch' });
    const passwordHash = await hashSecret(body.password);
    const inviteCode = body.invite_code?.trim();
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.db.tx(async (q) => {
          const pid = inviteCode ? await repo.findReferrer(q, inviteCode) : null;
          if (pid === undefined) throw invalid({ invite_code: 'account.inviteNotFound' });
          // Attempts at this name before it existed are not the new customer's.
          await forgetAttempts(q, this.loginPolicy, body.username);
          const id = await repo.insertUser(q, {
            username: body.username,
            realname: body.realname.trim(),
            mobile: body.mobile,
            passwordHash,
            level: await this.vip.entryLevel(q),
            pid,
            inviteCode: newInviteCode(),
            ip,
          });
          return this.startSession(q, id);
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Two constraints can clash: the username (tell the user) or the random invite code (draw again).
        if ((error as { constraint?: string }).constraint !== 'users_invite_code_key' || attempt >= 5) {
          throw refuse('account.usernameTaken');
        }
      }
    }
  }

  /** An unknown name is answered exactly as a known one with a wrong password: same message, same lock. */
  async login(body: LoginBody, ip: string): Promise<UserInfo> {
    const user = await repo.findUserByUsername(this.db, body.account);
    if (!(await checkSecret(this.db, this.loginPolicy, body.account, user?.password_hash, body.password)) || !user) {
      throw refuse('account.badCredentials');
    }
    if (user.status !== 'normal') throw refuse('account.disabled');
    return this.db.tx(async (q) => {
      await repo.recordLoginSuccess(q, user.id, ip);
      return this.startSession(q, user.id);
    });
  }

  /** A short session of a customer the shop keeps for its own use (service-customer.ts: the smoke runner). */
  async serviceSession(role: 'smoke', ttlSeconds: number): Promise<UserInfo> {
    return this.db.tx(async (q) => {
      const id = await serviceCustomer(q, role, () => this.vip.entryLevel(q));
      const { token, tokenHash } = newToken();
      const expiretime = await repo.insertToken(q, id, tokenHash, ttlSeconds);
      return this.userInfoOf(q, id, { token, expiretime });
    });
  }

  async logout(auth: AuthContext): Promise<void> {
    await repo.deleteToken(this.db, auth.tokenHash);
  }

  async userInfo(auth: AuthContext): Promise<UserInfo> {
    return this.userInfoOf(this.db, auth.userId, auth);
  }

  async updateProfile(auth: AuthContext, body: ProfileBody): Promise<UserInfo> {
    const nickname = body.nickname?.trim();
    if (nickname === '') throw invalid({ nickname: 'validation.required' });
    checkAvatar(body.avatar, this.config.avatarHosts);
    await repo.updateProfile(this.db, auth.userId, {
      nickname,
      avatar: body.avatar,
      gender: body.gender,
      birthday: body.birthday === '' ? null : body.birthday,
      bio: body.bio,
      email: body.email,
    });
    return this.userInfo(auth);
  }

  /**
   * The withdrawal password checked wherever one is asked (binding a card, withdrawing), under one lock
   * (passwords.ts); refuses with wrongKey when it is wrong.
   */
  verifyPayPassword(userId: number, plain: string, wrongKey?: string): Promise<string> {
    return this.passwords.verifyPay(userId, plain, wrongKey);
  }

  private async startSession(q: Queryable, userId: number): Promise<UserInfo> {
    const { token, tokenHash } = newToken();
    const expiretime = await repo.insertToken(q, userId, tokenHash, this.config.tokenTtlSeconds);
    return this.userInfoOf(q, userId, { token, expiretime });
  }

  private async userInfoOf(q: Queryable, userId: number, session: SessionToken): Promise<UserInfo> {
    const user = await repo.findUserById(q, userId);
    if (!user) throw refuse('auth.required');
    const failures = await failuresOf(q, this.loginPolicy, user.username);
    return toUserInfo(user, await this.vip.publicLevel(q, user.level), await this.ledger.balances(q, userId), session, failures);
  }

  /** The registered real name, which a bank card's holder name must match. */
  async realNameOf(userId: number): Promise<string> {
    return (await this.requireUser(userId)).realname;
  }

  /** The rules of the user's VIP level (withdrawal limits, counts, fee). */
  async vipOf(userId: number): Promise<VipRow | undefined> {
    return this.vip.rules(this.db, (await this.requireUser(userId)).level);
  }

  /** The live session of a token (by hash): whose it is and until when; undefined when unknown or expired. */
  session(tokenHash: string): Promise<{ user_id: number; expiretime: Date } | undefined> {
    return repo.findSession(this.db, tokenHash);
  }

  /** Each user's username by id, in one query by primary key (a page of another module's rows shows whose each is). */
  async usernames(userIds: number[], q: Queryable = this.db): Promise<Map<number, string>> {
    const ids = [...new Set(userIds)];
    const rows = ids.length > 0 ? await repo.usernames(q, ids) : [];
    return new Map(rows.map((r) => [r.id, r.username]));
  }

  /** Who holds each live session token (by hash), inside the caller's transaction; unknown and expired ones are absent. */
  async sessionUsers(q: Queryable, tokenHashes: string[]): Promise<Map<string, number>> {
    const rows = tokenHashes.length > 0 ? await repo.sessionUsers(q, [...new Set(tokenHashes)]) : [];
    return new Map(rows.map((r) => [r.token_hash, r.user_id]));
  }

  /** Each user's level and its rules, inside the caller's transaction: read after their accounts are locked. */
  async levelsOf(q: Queryable, userIds: number[]): Promise<BuyerLevel[]> {
    const users = await repo.userLevels(q, userIds);
    return buyerLevels(users, await this.vip.rulesOf(q, users.map((u) => u.level)));
  }

  /** Keeps the user info's now_order_money (in orders in progress) and return_money (rebates received) current. */
  async addOrderMoney(q: Queryable, changes: Array<{ userId: number; inOrders: bigint; returned: bigint }>) {
    // One row per user: an UPDATE … FROM applies only one of several rows that match the same user.
    const perUser = new Map<number, { userId: number; inOrders: bigint; returned: bigint }>();
    for (const c of changes) {
      const sum = perUser.get(c.userId) ?? { userId: c.userId, inOrders: 0n, returned: 0n };
      perUser.set(c.userId, { userId: c.userId, inOrders: sum.inOrders + c.inOrders, returned: sum.returned + c.returned });
    }
    if (perUser.size > 0) await repo.addOrderMoney(q, [...perUser.values()]);
  }

  /** Moves the user to a VIP level (bought through the ledger by the caller, in the same transaction). */
  setLevel(q: Queryable, userId: number, level: number) {
    return repo.setLevel(q, userId, level);
  }

  /** The daily sign-in streak (successions), and the longest (maxsuccessions), which it answers. */
  recordStreak(q: Queryable, userId: number, streak: number) {
    return repo.recordStreak(q, userId, streak);
  }

  /** The sign-in streak kept on the user (the current and the longest), for the sign-in calendar. */
  async streakOf(userId: number): Promise<{ successions: number; maxsuccessions: number }> {
    return (await repo.streakOf(this.db, userId)) ?? { successions: 0, maxsuccessions: 0 };
  }

  hasPayPassword(userId: number): Promise<boolean> {
    return this.passwords.hasPay(userId);
  }

  async exists(q: Queryable, userId: number): Promise<boolean> {
    return (await repo.findUserById(q, userId)) !== undefined;
  }

  private async requireUser(id: number): Promise<repo.UserRow> {
    const user = await repo.findUserById(this.db, id);
    if (!user) throw refuse('auth.required');
    return user;
  }
}
