import type { ChannelSaveBody, PageOf } from '@snapmall/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { DomainError, invalid, refuse } from '../../domain/errors';
import { formatCents, parseCents } from '../../money';
import type { AccountService } from '../account/service';
import type { AccountRef, LedgerService } from '../ledger/service';
import type { MessageService } from '../messages/service';
import type { ApprovalNote, Actor, OperatorService } from '../operators/service';
import * as repo from './repository';
import { toAdminChannelFields, toAdminDeposit, toAdminWithdrawal } from './views';

const PAGE_SIZE = 20;
const notFound = () => new DomainError('not_found', 'http.notFound');

export interface AdminFilter {
  page: number;
  status?: number;
  userId?: number;
}

/**
 * The operator's side of money: deposits and withdrawals reviewed exactly once (the status moves from Pending
 * only once, also under concurrent reviews on several instances), deposit channels. Each action is one
 * transaction with its ledger transfers, the customer's message and the audit record.
 */
export class ReviewService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly messages: MessageService,
    private readonly operators: OperatorService,
    private readonly accounts: AccountService,
  ) {}

  async deposits(f: AdminFilter): Promise<PageOf<ReturnType<typeof toAdminDeposit>>> {
    const rows = await repo.depositPage(this.db, { userId: f.userId, status: f.status, limit: PAGE_SIZE, offset: (f.page - 1) * PAGE_SIZE });
    const names = await this.accounts.usernames(rows.map((r) => r.user_id));
    return { list: rows.map((r) => toAdminDeposit(r, names.get(r.user_id) ?? '')), total: Number(rows[0]?.total ?? 0), page: f.page };
  }

  async withdrawals(f: AdminFilter): Promise<PageOf<ReturnType<typeof toAdminWithdrawal>>> {
    const rows = await repo.withdrawalPage(this.db, { userId: f.userId, status: f.status, limit: PAGE_SIZE, offset: (f.page - 1) * PAGE_SIZE });
    const names = await this.accounts.usernames(rows.map((r) => r.user_id));
    return { list: rows.map((r) => toAdminWithdrawal(r, names.get(r.user_id) ?? '')), total: Number(rows[0]?.total ?? 0), page: f.page };
  }

  /** The cash arrives: one transfer from the house's deposits account to the customer. */
  async approveDeposit(actor: Actor, id: number) {
    return this.db.tx((q) => this.approveDepositIn(q, actor, id));
  }

  /** approveDeposit in the caller's transaction (issue 26: past the threshold, a second operator's approval carries it out). */
  async approveDepositIn(q: Queryable, actor: Actor, id: number, approval?: ApprovalNote) {
    await this.lockForApproval(q, 'deposit', id);
    const deposit = await this.claim(q, 'deposit', id, 1, actor, '');
    const amount = formatCents(deposit.amount_cents);
    await this.ledger.transfer(q, {
      from: { house: 'deposits' },
      to: { user: deposit.user_id, code: 'main' },
      asset: 'cash',
      amount: deposit.amount_cents,
      kind: 'deposit',
      ref: { type: 'deposit', id },
    });
    await this.messages.notify(q, deposit.user_id, { kind: 'deposit_approved', params: { id, amount }, ref: { type: 'deposit', id } });
    await this.operators.record(q, actor, { action: 'deposit.approve', target: { type: 'deposit', id }, before: { status: 0 }, after: { status: 1, amount }, approval });
    return this.adminDeposit(q, id);
  }

  /**
   * Locks what approving this deposit or withdrawal moves (lock-order.md step 3), and answers the item as stored with
   * what its customer's approved items of that kind came to in the last 24 hours, read under those locks: two
   * approvals of one customer's items at once, on any instance, are counted one after the other (issue 26).
   */
  async lockForApproval(q: Queryable, kind: 'deposit' | 'withdrawal', id: number) {
    const moves = (user: number): AccountRef[] =>
      kind === 'deposit' ? [{ house: 'deposits' }, { user, code: 'main' }] : [{ user, code: 'hold' }, { house: 'payouts' }, { house: 'fees' }];
    const row = await this.lockAccounts(q, kind, id, moves);
    if (!row) return undefined;
    return { row, day: await repo.approvedInDay(q, kind === 'deposit' ? 'deposits' : 'withdrawals', row.user_id) };
  }

  async rejectDeposit(actor: Actor, id: number, reason: string) {
    return this.db.tx(async (q) => {
      const deposit = await this.claim(q, 'deposit', id, 2, actor, reason);
      const amount = formatCents(deposit.amount_cents);
      await this.messages.notify(q, deposit.user_id, { kind: 'deposit_rejected', params: { id, amount, reason }, ref: { type: 'deposit', id } });
      await this.operators.record(q, actor, { action: 'deposit.reject', target: { type: 'deposit', id }, before: { status: 0 }, after: { status: 2 }, reason });
      return this.adminDeposit(q, id);
    });
  }

  /** Paid: the held amount leaves the shop, less the fee, which the house keeps. */
  async approveWithdrawal(actor: Actor, id: number) {
    return this.db.tx((q) => this.approveWithdrawalIn(q, actor, id));
  }

  /** approveWithdrawal in the caller's transaction (issue 26: a second operator's approval carries it out). */
  async approveWithdrawalIn(q: Queryable, actor: Actor, id: number, approval?: ApprovalNote) {
    // The accounts it moves first, then the record (lock-order.md): never the bank's counts while waiting for an account.
    await this.lockForApproval(q, 'withdrawal', id);
    const w = await this.claim(q, 'withdrawal', id, 1, actor, '');
    const hold = { user: w.user_id, code: 'hold' } as const;
    const paid = w.amount_cents - w.fee_cents;
    const ref = { type: 'withdrawal' as const, id };
    if (paid > 0n) await this.ledger.transfer(q, { from: hold, to: { house: 'payouts' }, asset: 'cash', amount: paid, kind: 'withdraw_paid', ref });
    if (w.fee_cents > 0n) await this.ledger.transfer(q, { from: hold, to: { house: 'fees' }, asset: 'cash', amount: w.fee_cents, kind: 'withdraw_fee', ref });
    const params = { id, amount: formatCents(w.amount_cents), fee: formatCents(w.fee_cents), receive: formatCents(paid) };
    await this.messages.notify(q, w.user_id, { kind: 'withdraw_paid', params, ref });
    await this.operators.record(q, actor, { action: 'withdraw.approve', target: ref, before: { status: 0 }, after: { status: 1, ...params }, approval });
    return this.adminWithdrawal(q, id);
  }

  /** A deposit as stored (whose, amount, reference, status), or undefined. */
  async deposit(q: Queryable, id: number): Promise<repo.DepositRow | undefined> {
    return repo.findDeposit(q, id);
  }

  /** A withdrawal as stored (whose, amount, fee, status), or undefined. */
  async withdrawal(q: Queryable, id: number): Promise<repo.WithdrawalRow | undefined> {
    return repo.findWithdrawal(q, id);
  }

  /** Rejected: the held amount goes back to the customer in full. */
  async rejectWithdrawal(actor: Actor, id: number, reason: string) {
    return this.db.tx(async (q) => {
      await this.lockAccounts(q, 'withdrawal', id, (user) => [{ user, code: 'hold' }, { user, code: 'main' }]);
      const w = await this.claim(q, 'withdrawal', id, 2, actor, reason);
      const ref = { type: 'withdrawal' as const, id };
      await this.ledger.transfer(q, {
        from: { user: w.user_id, code: 'hold' },
        to: { user: w.user_id, code: 'main' },
        asset: 'cash',
        amount: w.amount_cents,
        kind: 'withdraw_refund',
        ref,
      });
      const amount = formatCents(w.amount_cents);
      await this.messages.notify(q, w.user_id, { kind: 'withdraw_rejected', params: { id, amount, reason }, ref });
      await this.operators.record(q, actor, { action: 'withdraw.reject', target: ref, before: { status: 0 }, after: { status: 2, refunded: amount }, reason });
      return this.adminWithdrawal(q, id);
    });
  }

  /** The item as the operator sees it after a review, with whose it is (the account module's username). */
  private async adminDeposit(q: Queryable, id: number) {
    const row = (await repo.findDeposit(q, id))!;
    return toAdminDeposit(row, (await this.accounts.usernames([row.user_id], q)).get(row.user_id) ?? '');
  }

  private async adminWithdrawal(q: Queryable, id: number) {
    const row = (await repo.findWithdrawal(q, id))!;
    return toAdminWithdrawal(row, (await this.accounts.usernames([row.user_id], q)).get(row.user_id) ?? '');
  }

  /**
   * Locks the ledger accounts a review will move before the record is claimed: the claim's update takes the
   * customer's bank counts (migrations 023/025), which a withdrawal takes after the same accounts (lock-order.md).
   * The owner is read unlocked: it never changes; a missing record is left to claim to refuse.
   */
  private async lockAccounts(q: Queryable, kind: 'deposit' | 'withdrawal', id: number, accounts: (user: number) => AccountRef[]) {
    const row = kind === 'deposit' ? await repo.findDeposit(q, id) : await repo.findWithdrawal(q, id);
    if (row) await this.ledger.lock(q, accounts(row.user_id), 'cash');
    return row;
  }

  /** Moves the item out of Pending or refuses: reviewing twice (also approve after reject) is refused. */
  private async claim(q: Queryable, kind: 'deposit', id: number, status: 1 | 2, actor: Actor, reason: string): Promise<repo.DepositRow>;
  private async claim(q: Queryable, kind: 'withdrawal', id: number, status: 1 | 2, actor: Actor, reason: string): Promise<repo.WithdrawalRow>;
  private async claim(q: Queryable, kind: 'deposit' | 'withdrawal', id: number, status: 1 | 2, actor: Actor, reason: string) {
    const review = kind === 'deposit' ? repo.reviewDeposit : repo.reviewWithdrawal;
    const moved = await review(q, id, status, actor, reason);
    const row = kind === 'deposit' ? await repo.findDeposit(q, id) : await repo.findWithdrawal(q, id);
    if (!row) throw notFound();
    if (!moved) throw refuse('review.already', { status: row.status });
    return row;
  }

  async channels() {
    // The row's fields as the contract names them (AdminChannel): its timestamps are not part of the answer.
    return (await repo.channels(this.db, false)).map((c) => ({ id: c.id, ...toAdminChannelFields(c) }));
  }

  /** Creates a channel or changes one, audited with its values before and after. */
  async saveChannel(actor: Actor, body: ChannelSaveBody) {
    const fields = channelFields(body);
    return this.db.tx((q) => this.saveChannelIn(q, actor, fields, body.id));
  }

  /** saveChannel in the caller's transaction, from checked fields (issue 26: carried out on a second operator's approval). */
  async saveChannelIn(q: Queryable, actor: Actor, fields: repo.ChannelFields, channelId?: number, approval?: ApprovalNote) {
    const before = channelId ? await repo.findChannel(q, channelId) : undefined;
    if (channelId && !before) throw notFound();
    const id = channelId ?? (await repo.insertChannel(q, fields));
    if (channelId) await repo.updateChannel(q, id, fields);
    const action = channelId ? 'channel.update' : 'channel.create';
    await this.operators.record(q, actor, { action, target: { type: 'channel', id }, before: before ?? null, after: { id, ...fields }, approval });
    return { id };
  }

  /** One channel as stored, or undefined. */
  async channel(q: Queryable, id: number): Promise<repo.ChannelFields | undefined> {
    return repo.findChannel(q, id);
  }
}

/** A channel's fields from the operator's body, checked: trimmed texts, cents, a range that makes sense. */
export function channelFields(body: ChannelSaveBody): repo.ChannelFields {
  const fields: repo.ChannelFields = {
    name_en: body.name_en.trim(),
    name_zh: body.name_zh.trim(),
    instructions_en: body.instructions_en.trim(),
    instructions_zh: body.instructions_zh.trim(),
    min_cents: parseCents(body.min_amount),
    max_cents: parseCents(body.max_amount),
    enabled: body.enabled === 1,
    sort: body.sort ?? 0,
  };
  if (fields.min_cents <= 0n) throw invalid({ min_amount: 'validation.positive' });
  if (fields.min_cents > fields.max_cents) throw invalid({ max_amount: 'admin.channelRange' });
  return fields;
}
