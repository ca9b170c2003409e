import type {
  BankCard,
  CardUpdateBody,
  Deposit,
  DepositChannel,
  Language,
  PageOf,
  RechargeSubmitBody,
  Withdrawal,
  WithdrawBody,
  WithdrawRules,
} from '@snapmall/shared/contract';
import type { Config } from '../../config';
import { cursorPage, placeOf } from '../../db/cursor-page';
import type { Database } from '../../db/database';
import { refuse } from '../../domain/errors';
import { feeOf, formatBasisPoints, formatCents, parseCents } from '../../money';
import type { AccountService } from '../account/service';
import type { LedgerService } from '../ledger/service';
import * as repo from './repository';
import { toCard, toChannel, toDeposit, toWithdrawal } from './views';
/** The operator console's deposit and withdrawal lists (issue 19). */
export type { BankAdminLists } from './admin-lists';
/** The operator's review and channels, carried out on a second operator's approval (issue 26). */
export { channelFields, type ReviewService } from './review';
export { toAdminChannelFields } from './views';

const PAGE_SIZE = 20;
/** SPEC §9: every withdrawal is between 100 and 1,000,000, whatever the level allows. */
const WITHDRAW_MIN_CENTS = 10_000n;
const WITHDRAW_MAX_CENTS = 100_000_000n;

/** Names compared as a bank would: letter case and spaces aside. */
const sameName = (a: string, b: string) => a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

const bigMax = (a: bigint, b: bigint) => (a > b ? a : b);
const bigMin = (a: bigint, b: bigint) => (a < b ? a : b);

/** The customer's side of money: bank card, deposits, withdrawals. Balances move only through the ledger. */
export class BankService {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly ledger: LedgerService,
    private readonly accounts: AccountService,
  ) {}

  async card(userId: number): Promise<BankCard | null> {
    const card = await repo.findCard(this.db, userId);
    return card ? toCard(card) : null;
  }

  /** Binding or replacing the card needs the withdrawal password and the registered real name. */
  async updateCard(userId: number, body: CardUpdateBody): Promise<BankCard> {
    await this.accounts.verifyPayPassword(userId, body.paypassword);
    if (!sameName(body.name, await this.accounts.realNameOf(userId))) throw refuse('bank.nameMismatch');
    await repo.saveCard(this.db, userId, { name: body.name.trim(), bank_name: body.bank_name.trim(), card_no: body.card_no });
    return toCard((await repo.findCard(this.db, userId))!);
  }

  async channels(lang: Language): Promise<DepositChannel[]> {
    return (await repo.channels(this.db, true)).map((c) => toChannel(c, lang));
  }

  /** A deposit waiting for the operator's review; nothing moves until it is approved. */
  async submitDeposit(userId: number, body: RechargeSubmitBody, lang: Language): Promise<Deposit> {
    const key = { actor: `user:${userId}`, requestId: body.request_id, endpoint: 'recharge.submit', body };
    return this.ledger.once(key, async (q) => {
      const channel = await repo.findChannel(q, body.channel_id);
      if (!channel?.enabled) throw refuse('bank.channelClosed');
      const amount = parseCents(body.amount);
      if (amount < channel.min_cents || amount > channel.max_cents) {
        throw refuse('bank.depositOutOfRange', { min: formatCents(channel.min_cents), max: formatCents(channel.max_cents) });
      }
      const id = await repo.insertDeposit(q, { userId, channelId: channel.id, amount, reference: body.reference?.trim() ?? '' });
      return toDeposit((await repo.findDeposit(q, id))!, lang);
    });
  }

  /** A page of the customer's deposits: by number, or after a cursor (the next_cursor of the page before). */
  async deposits(userId: number, page: number, status: number | undefined, lang: Language, cursor?: number): Promise<PageOf<Deposit>> {
    const read = await repo.depositPage(this.db, { userId, status, ...placeOf(page, cursor, PAGE_SIZE) });
    const { rows, next } = cursorPage(read, PAGE_SIZE);
    return { list: rows.map((r) => toDeposit(r, lang)), total: Number(read[0]?.total ?? 0), page, ...next };
  }

  /** A page of the customer's withdrawals, as deposits. */
  async withdrawals(userId: number, page: number, status: number | undefined, cursor?: number): Promise<PageOf<Withdrawal>> {
    const read = await repo.withdrawalPage(this.db, { userId, status, ...placeOf(page, cursor, PAGE_SIZE) });
    const { rows, next } = cursorPage(read, PAGE_SIZE);
    return { list: rows.map(toWithdrawal), total: Number(read[0]?.total ?? 0), page, ...next };
  }

  /** The limits of the customer's level now: SPEC's 100 to 1,000,000, narrowed by the level. */
  private async limits(userId: number) {
    const vip = await this.accounts.vipOf(userId);
    return {
      min: bigMax(WITHDRAW_MIN_CENTS, vip?.min_withdraw_cents ?? WITHDRAW_MIN_CENTS),
      max: bigMin(WITHDRAW_MAX_CENTS, vip?.max_withdraw_cents ?? WITHDRAW_MAX_CENTS),
      perDay: vip?.withdraw_num ?? 1,
      feeBp: vip?.withdraw_rate_bp ?? 0,
    };
  }

  async withdrawRules(userId: number): Promise<WithdrawRules> {
    const [limits, balances, card, usedToday, payPasswordSet] = await Promise.all([
      this.limits(userId),
      this.ledger.balances(this.db, userId),
      repo.findCard(this.db, userId),
      repo.withdrawalsToday(this.db, userId, this.config.shopTimeZone),
      this.accounts.hasPayPassword(userId),
    ]);
    return {
      min_amount: formatCents(limits.min),
      max_amount: formatCents(limits.max),
      per_day: limits.perDay,
      used_today: usedToday,
      fee_rate: formatBasisPoints(limits.feeBp),
      balance: formatCents(balances.cash),
      held: formatCents(balances.held),
      card_bound: card ? 1 : 0,
      paypassword_set: payPasswordSet ? 1 : 0,
    };
  }

  /**
   * The amount moves to the customer's hold account at once and waits for review. The checks that need no lock
   * (card, withdrawal password, limits) come first; then, in one transaction, the user's cash account is locked,
   * so the day's count and the balance hold under concurrent requests. Inside it only its own connection is used:
   * a transaction waiting on the pool for a second one could wait forever when every connection is such a one.
   */
  async withdraw(userId: number, body: WithdrawBody): Promise<Withdrawal> {
    const limits = await this.limits(userId);
    const amount = parseCents(body.amount);
    const precheck = async () => {
      if (!(await repo.findCard(this.db, userId))) throw refuse('bank.noCard');
      await this.accounts.verifyPayPassword(userId, body.paypassword);
      if (amount < limits.min || amount > limits.max) {
        throw refuse('bank.withdrawOutOfRange', { min: formatCents(limits.min), max: formatCents(limits.max) });
      }
    };
    const key = { actor: `user:${userId}`, requestId: body.request_id, endpoint: 'withdraw.withdraw', body };
    return this.ledger.once(key, async (q) => {
      // Both accounts it moves, before the withdrawal's row and counts (ledger/lock-order.md): an operator's review
      // of another of this customer's withdrawals takes them in the same order.
      await this.ledger.lock(q, [{ user: userId, code: 'main' }, { user: userId, code: 'hold' }], 'cash');
      if ((await repo.withdrawalsToday(q, userId, this.config.shopTimeZone)) >= limits.perDay) {
        throw refuse('bank.withdrawDailyLimit', { count: limits.perDay });
      }
      const card = (await repo.findCard(q, userId))!;
      const id = await repo.insertWithdrawal(q, { userId, amount, fee: feeOf(amount, limits.feeBp), card });
      await this.ledger.transfer(q, {
        from: { user: userId, code: 'main' },
        to: { user: userId, code: 'hold' },
        asset: 'cash',
        amount,
        kind: 'withdraw_hold',
        ref: { type: 'withdrawal', id },
      });
      return toWithdrawal((await repo.findWithdrawal(q, id))!);
    }, precheck);
  }
}
