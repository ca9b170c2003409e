import type { SetPayPasswordBody, UpdatePasswordBody, UpdatePayPasswordBody } from '@snapmall/shared/contract';
import type { Database } from '../../db/database';
import { invalid, refuse } from '../../domain/errors';
import { hashSecret } from '../../security/secrets';
import { checkSecret, type LockPolicy } from '../attempts/service';
import * as repo from './repository';

/** The withdrawal password guards money: 5 wrong answers in a row, wherever it is asked, lock it for 15 minutes. */
export const PAY_PASSWORD_POLICY: LockPolicy = { scope: 'paypassword', maxFailures: 5, lockMinutes: 15, lockedKey: 'account.payPasswordLocked' };

/**
 * A customer's two passwords: the login password changed (which ends every session), and the withdrawal password
 * set once, changed, and checked wherever money leaves, under one lock. Each change is a compare-and-set, so of
 * several sent at once exactly one succeeds.
 */
export class AccountPasswords {
  constructor(
    private readonly db: Database,
    private readonly loginPolicy: LockPolicy,
  ) {}

  /**
   * A changed login password ends every session of the account, this one included. A wrong old password counts
   * toward the login lock.
   */
  async change(userId: number, body: UpdatePasswordBody): Promise<void> {
    if (body.newpassword !== body.renewpassword) throw invalid({ renewpassword: 'validation.mismatch' });
    const user = await this.userOf(userId);
    if (!(await checkSecret(this.db, this.loginPolicy, user.username, user.password_hash, body.oldpassword))) {
      throw refuse('account.oldPasswordWrong');
    }
    const hash = await hashSecret(body.newpassword);
    await this.db.tx(async (q) => {
      if (!(await repo.replacePasswordHash(q, user.id, user.password_hash, hash))) throw refuse('account.passwordChangedMeanwhile');
      await repo.deleteAllTokens(q, user.id);
    });
  }

  async setPay(userId: number, body: SetPayPasswordBody): Promise<void> {
    if (body.paypassword !== body.repaypassword) throw invalid({ repaypassword: 'validation.mismatch' });
    const hash = await hashSecret(body.paypassword);
    if (!(await repo.setFirstPayPassword(this.db, userId, hash))) throw refuse('account.payPasswordExists');
  }

  async changePay(userId: number, body: UpdatePayPasswordBody): Promise<void> {
    if (body.newpaypassword !== body.renewpaypassword) throw invalid({ renewpaypassword: 'validation.mismatch' });
    const user = await this.userOf(userId);
    const checked = await this.verifyPay(user.id, body.oldpaypassword, 'account.oldPayPasswordWrong');
    const replaced = await repo.replacePayPasswordHash(this.db, user.id, checked, await hashSecret(body.newpaypassword));
    if (!replaced) throw refuse('account.passwordChangedMeanwhile');
  }

  /**
   * Checks a user's withdrawal password wherever one is asked (changing it, binding a card, withdrawing), under
   * one lock: 5 wrong in a row lock it for 15 minutes. Refuses with wrongKey when it is wrong; answers the hash
   * that was checked, for a compare-and-set.
   */
  async verifyPay(userId: number, plain: string, wrongKey = 'account.payPasswordWrong'): Promise<string> {
    const user = await this.userOf(userId);
    if (!user.paypassword_hash) throw refuse('account.payPasswordMissing');
    if (!(await checkSecret(this.db, PAY_PASSWORD_POLICY, String(user.id), user.paypassword_hash, plain))) throw refuse(wrongKey);
    return user.paypassword_hash;
  }

  async hasPay(userId: number): Promise<boolean> {
    return (await this.userOf(userId)).paypassword_hash !== null;
  }

  private async userOf(id: number): Promise<repo.UserRow> {
    const user = await repo.findUserById(this.db, id);
    if (!user) throw refuse('auth.required');
    return user;
  }
}
