import type {
  LoginBody,
  ProfileBody,
  RegisterBody,
  SetPayPasswordBody,
  UpdatePasswordBody,
  UpdatePayPasswordBody,
  UserInfo,
} from '@snapmall/shared/contract';
import type { Config } from '../../config';
import { isUniqueViolation, type Database, type Queryable } from '../../db/database';
import { invalid, refuse } from '../../http/errors';
import type { AuthContext } from '../../http/auth';
import * as repo from './repository';
import { decoyHash, hashSecret, newInviteCode, newToken, verifySecret } from './secrets';
import { toUserInfo, type SessionToken } from './userinfo';

export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
  ) {}

  async register(body: RegisterBody, ip: string): Promise<UserInfo> {
    if (body.password !== body.repassword) throw invalid({ repassword: 'validation.mismatch' });
    const passwordHash = await hashSecret(body.password);
    const inviteCode = body.invite_code?.trim();
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.db.tx(async (q) => {
          const pid = inviteCode ? await repo.findReferrer(q, inviteCode) : null;
          if (pid === undefined) throw invalid({ invite_code: 'account.inviteNotFound' });
          const id = await repo.insertUser(q, {
            username: body.username,
            realname: body.realname.trim(),
            mobile: body.mobile,
            passwordHash,
            level: await repo.entryLevel(q),
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

  async login(body: LoginBody, ip: string): Promise<UserInfo> {
    const user = await repo.findUserByUsername(this.db, body.account);
    if (!user) {
      await verifySecret(await decoyHash(), body.password);
      throw refuse('account.badCredentials');
    }
    const minutesLeft = this.lockMinutesLeft(user);
    if (minutesLeft > 0) throw refuse('account.locked', { minutes: minutesLeft });
    if (!(await verifySecret(user.password_hash, body.password))) {
      await repo.recordLoginFailure(this.db, user.id, this.config.loginMaxFailures, this.config.loginLockMinutes);
      throw refuse('account.badCredentials');
    }
    if (user.status !== 'normal') throw refuse('account.disabled');
    return this.db.tx(async (q) => {
      await repo.recordLoginSuccess(q, user.id, ip);
      return this.startSession(q, user.id);
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

  /** A changed login password ends every session of the account, this one included. */
  async updatePassword(auth: AuthContext, body: UpdatePasswordBody): Promise<void> {
    if (body.newpassword !== body.renewpassword) throw invalid({ renewpassword: 'validation.mismatch' });
    const user = await this.requireUser(auth.userId);
    if (!(await verifySecret(user.password_hash, body.oldpassword))) throw refuse('account.oldPasswordWrong');
    const hash = await hashSecret(body.newpassword);
    await this.db.tx(async (q) => {
      await repo.setPasswordHash(q, user.id, hash);
      await repo.deleteAllTokens(q, user.id);
    });
  }

  async setPayPassword(auth: AuthContext, body: SetPayPasswordBody): Promise<UserInfo> {
    if (body.paypassword !== body.repaypassword) throw invalid({ repaypassword: 'validation.mismatch' });
    const hash = await hashSecret(body.paypassword);
    if (!(await repo.setFirstPayPassword(this.db, auth.userId, hash))) throw refuse('account.payPasswordExists');
    return this.userInfo(auth);
  }

  async updatePayPassword(auth: AuthContext, body: UpdatePayPasswordBody): Promise<UserInfo> {
    if (body.newpaypassword !== body.renewpaypassword) throw invalid({ renewpaypassword: 'validation.mismatch' });
    const user = await this.requireUser(auth.userId);
    if (!user.paypassword_hash) throw refuse('account.payPasswordMissing');
    if (!(await verifySecret(user.paypassword_hash, body.oldpaypassword))) throw refuse('account.oldPayPasswordWrong');
    await repo.setPayPasswordHash(this.db, user.id, await hashSecret(body.newpaypassword));
    return this.userInfo(auth);
  }

  private lockMinutesLeft(user: repo.UserRow): number {
    if (user.loginfailure < this.config.loginMaxFailures || !user.loginfailuretime) return 0;
    const unlockAt = user.loginfailuretime.getTime() + this.config.loginLockMinutes * 60_000;
    return Math.max(0, Math.ceil((unlockAt - Date.now()) / 60_000));
  }

  private async startSession(q: Queryable, userId: number): Promise<UserInfo> {
    const { token, tokenHash } = newToken();
    const expiretime = await repo.insertToken(q, userId, tokenHash, this.config.tokenTtlSeconds);
    return this.userInfoOf(q, userId, { token, expiretime });
  }

  private async userInfoOf(q: Queryable, userId: number, session: SessionToken): Promise<UserInfo> {
    const user = await repo.findUserById(q, userId);
    if (!user) throw refuse('auth.required');
    return toUserInfo(user, await repo.findVip(q, user.level), session);
  }

  private async requireUser(id: number): Promise<repo.UserRow> {
    const user = await repo.findUserById(this.db, id);
    if (!user) throw refuse('auth.required');
    return user;
  }
}
