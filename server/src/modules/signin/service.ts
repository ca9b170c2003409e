import { signInPoints, type SignInAnswer, type SignInMonth } from '@snapmall/shared/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { refuse } from '../../domain/errors';
import type { AccountService } from '../account/service';
import type { LedgerService } from '../ledger/service';
import type { ConfigService } from '../settings/service';
import * as repo from './repository';
/** A customer's sign-ins as the operator console reads them (issue 19). */
export type { SignInHistory } from './history';

/** The house points account sign-in points come from (the same as received orders' points). */
const LOYALTY_ACCOUNT = 'loyalty';

/**
 * Daily sign-in: once per shop day (the signins row's primary key, under the customer's lock), points by the
 * published rule (config sign_in) through the ledger. The signins rows are this module's; the streak shown in the
 * user info (successions / maxsuccessions) is kept on the user by the account module, written and read through
 * its service.
 */
export class SignInService {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly ledger: LedgerService,
    private readonly accounts: AccountService,
    private readonly settings: ConfigService,
  ) {}

  async signIn(userId: number, requestId: string): Promise<SignInAnswer> {
    const rule = (await this.settings.get()).sign_in;
    if (!rule.enabled) throw refuse('signin.off');
    const key = { actor: `user:${userId}`, requestId, endpoint: 'user.signin', body: {} };
    return this.ledger.once(key, async (q) => {
      await this.ledger.lockUser(q, userId);
      const { today, yesterdayStreak } = await repo.streakBefore(q, userId, this.config.shopTimeZone);
      const streak = yesterdayStreak + 1;
      const points = signInPoints(rule, streak);
      if (!(await repo.insertSignIn(q, userId, today, BigInt(points), streak))) throw refuse('signin.already');
      if (points > 0) {
        await this.ledger.transfer(q, { from: { house: LOYALTY_ACCOUNT }, to: { user: userId, code: 'main' }, asset: 'points', amount: BigInt(points), kind: 'signin', ref: { type: 'signin', id: userId } });
      }
      const max = await this.accounts.recordStreak(q, userId, streak);
      return { day: today, points, successions: streak, maxsuccessions: max, next_points: signInPoints(rule, streak + 1) };
    });
  }

  /** This month's sign-ins for the calendar, today's state and what today gives. */
  async month(userId: number, month: string | undefined): Promise<SignInMonth> {
    const rule = (await this.settings.get()).sign_in;
    const [state, kept] = await Promise.all([repo.monthOf(this.db, userId, month, this.config.shopTimeZone), this.accounts.streakOf(userId)]);
    const streak = state.today_streak ?? state.yesterday_streak ?? 0;
    return {
      month: state.month,
      days: state.days,
      today: state.today,
      signed_today: state.today_streak ? 1 : 0,
      successions: streak,
      maxsuccessions: kept.maxsuccessions,
      today_points: state.today_points ?? signInPoints(rule, streak + 1),
    };
  }
}
