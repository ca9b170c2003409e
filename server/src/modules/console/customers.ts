import type {
  AdminPageOf,
  AdminUserBets,
  AdminUserDetail,
  AdminUserMessages,
  AdminUserMoneyLog,
  AdminUserRow,
  AdminUserSignIn,
  Language,
  PageOf,
} from '@snapmall/shared/contract';
import { notFound } from '../../domain/errors';
import { formatCents } from '../../money';
import type { CustomerDirectory } from '../account/service';
import type { BankAdminLists, BankService } from '../bank/service';
import type { LedgerConsole } from '../ledger/service';
import type { LotteryService } from '../lottery/service';
import type { MessageService } from '../messages/service';
import type { OrderAdminLists } from '../orders/service';
import type { SignInHistory } from '../signin/service';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** The services the customer view reads, each the owner of what it answers. */
export interface CustomerViewDeps {
  directory: CustomerDirectory;
  ledgerConsole: LedgerConsole;
  bank: BankService;
  bankLists: BankAdminLists;
  orderLists: OrderAdminLists;
  lottery: LotteryService;
  messages: MessageService;
  signIns: SignInHistory;
}

/** A statement page as asked for by the operator: the days already a time zone's (see http/admin-list.ts zoneOf). */
export interface StatementAsk {
  asset: 'cash' | 'points';
  kind?: string;
  from?: string;
  to?: string;
  timeZone: string;
  page: number;
  limit: number;
}

/** A signed amount as the statement shows it: cash with two decimals, points whole; "+" on what came in. */
const signed = (value: bigint, asset: 'cash' | 'points') => {
  const text = asset === 'cash' ? formatCents(value) : value.toString();
  return value > 0n ? `+${text}` : text;
};

/**
 * The operator console's customers (issue 19): find them, look one up (account, balances, card, counts of their
 * records), and read their statement, bets, messages and sign-ins as they do, each from the module that owns it.
 */
export class ConsoleCustomers {
  constructor(private readonly deps: CustomerViewDeps) {}

  async list(f: { q?: string; page: number; limit: number }): Promise<AdminPageOf<AdminUserRow>> {
    const found = await this.deps.directory.page(f);
    const balances = await this.deps.ledgerConsole.balancesOf(found.rows.map((r) => r.id));
    const list = found.rows.map((r) => ({
      id: r.id,
      username: r.username,
      mobile: r.mobile,
      realname: r.realname,
      level: r.level,
      balance: formatCents(balances.get(r.id)?.cash ?? 0n),
      points: Number(balances.get(r.id)?.points ?? 0n),
      status: r.status,
      createtime: unix(r.createtime),
    }));
    return { list, total: found.total, page: f.page, limit: f.limit, ...(found.more ? { has_more: true as const } : {}) };
  }

  async detail(userId: number, lang: Language): Promise<AdminUserDetail> {
    const d = this.deps;
    const { user, levelName } = await d.directory.profile(userId);
    const [balances, card, records, orders, bets, messages, signins] = await Promise.all([
      d.ledgerConsole.balances(userId),
      d.bank.card(userId),
      d.bankLists.countsOf(userId),
      d.orderLists.countOf(userId),
      d.lottery.bets(userId, false, 1, lang),
      d.messages.list(userId, 1, lang),
      d.signIns.count(userId),
    ]);
    return {
      id: user.id,
      username: user.username,
      realname: user.realname,
      mobile: user.mobile,
      nickname: user.nickname,
      status: user.status,
      level: { id: user.level, name: levelName },
      balance: formatCents(balances.cash),
      held: formatCents(balances.held),
      points: Number(balances.points),
      card: card ? { bank_name: card.bank_name, card_no: card.card_no } : null,
      createtime: unix(user.createtime),
      ...(user.logintime ? { last_login: unix(user.logintime) } : {}),
      counts: { ...records, orders, bets: bets.total, messages: messages.total, signins },
    };
  }

  /** The customer's statement lines exactly as their own statement answers them (for points, whole numbers). */
  async moneylog(userId: number, ask: StatementAsk): Promise<AdminUserMoneyLog> {
    await this.requireCustomer(userId);
    const rows = await this.deps.ledgerConsole.statement(userId, ask.asset, {
      kind: ask.kind,
      from: ask.from,
      to: ask.to,
      timeZone: ask.timeZone,
      limit: ask.limit,
      offset: (ask.page - 1) * ask.limit,
    });
    return {
      page: ask.page,
      limit: ask.limit,
      total: Number(rows[0]?.total ?? 0),
      ...(rows[0]?.more ? { has_more: true as const } : {}),
      list: rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        amount: signed(r.signed, ask.asset),
        balance: ask.asset === 'cash' ? formatCents(r.balance_after) : r.balance_after.toString(),
        ref_type: r.ref_type,
        ref_id: Number(r.ref_id),
        memo: r.memo,
        createtime: unix(r.createtime),
      })),
    };
  }

  async bets(userId: number, page: number, lang: Language): Promise<AdminUserBets> {
    await this.requireCustomer(userId);
    return this.deps.lottery.bets(userId, false, page, lang);
  }

  async messages(userId: number, page: number, lang: Language): Promise<AdminUserMessages> {
    await this.requireCustomer(userId);
    return this.deps.messages.list(userId, page, lang);
  }

  async signIns(userId: number, page: number): Promise<PageOf<AdminUserSignIn>> {
    await this.requireCustomer(userId);
    return this.deps.signIns.page(userId, page);
  }

  private async requireCustomer(userId: number) {
    if (!(await this.deps.directory.exists(userId))) throw notFound('admin.userNotFound');
  }
}
