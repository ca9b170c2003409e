import type { AdminDeposit, AdminPageOf, AdminWithdrawal } from '@snapmall/shared/contract';
import type { Database } from '../../db/database';
import type { AdminListPage } from '../../domain/admin-list';
import type { AccountService } from '../account/service';
import * as repo from './admin-list-repository';
import { toAdminDeposit, toAdminWithdrawal } from './views';

/**
 * The operator console's view of deposits and withdrawals (issue 19): lists by status, customer, days, amounts,
 * sorted by time or amount, with whose each record is (the account module's usernames); what waits for review; a
 * customer's counts. Reviews themselves stay in ReviewService.
 */
export class BankAdminLists {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountService,
  ) {}

  async deposits(f: repo.ReviewQuery): Promise<AdminPageOf<AdminDeposit>> {
    const found = await repo.depositsFiltered(this.db, f);
    const names = await this.accounts.usernames(found.rows.map((r) => r.user_id));
    return answer(f, found, (r) => toAdminDeposit(r, names.get(r.user_id) ?? ''));
  }

  async withdrawals(f: repo.ReviewQuery): Promise<AdminPageOf<AdminWithdrawal>> {
    const found = await repo.withdrawalsFiltered(this.db, f);
    const names = await this.accounts.usernames(found.rows.map((r) => r.user_id));
    return answer(f, found, (r) => toAdminWithdrawal(r, names.get(r.user_id) ?? ''));
  }

  /** Deposits and withdrawals waiting for review. */
  pending(): Promise<{ deposits: number; withdrawals: number }> {
    return repo.pendingCounts(this.db);
  }

  /** How many deposits and withdrawals a customer has made, of every status. */
  countsOf(userId: number): Promise<{ deposits: number; withdrawals: number }> {
    return repo.recordCounts(this.db, userId);
  }
}

function answer<R, T>(f: repo.ReviewQuery, found: AdminListPage<R>, view: (row: R) => T): AdminPageOf<T> {
  return { list: found.rows.map(view), total: found.total, page: f.page, limit: f.limit, ...(found.more ? { has_more: true as const } : {}) };
}
