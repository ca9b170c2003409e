import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { AuditEntry } from './admin';
import { CashAmount, Deposit, Id, MessageListAnswer, MoneyLogEntry, Page, PageOf, ReviewStatus, Withdrawal } from './bank';
import { DayText, Int, Money, requestBody, Unix } from './common';
import { Bet } from './lottery';
import { OrderStatus } from './orders';
import { RULES } from './rules';

/**
 * The operator console's calls (issue 19): filtered, sorted lists of deposits, withdrawals and orders; customers
 * (find, look up, their statement, bets, messages and sign-ins); the dashboard; the searchable audit trail. Same
 * envelope as the rest; money as decimal strings, points as whole numbers; days are YYYY-MM-DD in the operator's
 * time zone (the `minute` header, as customer calls send it).
 */

/** A day as typed: YYYY-MM-DD that exists. */
const Day = Type.String({ maxLength: 10, format: 'date' });
/** A page's size: 10 to 100 rows (20 when not given). */
export const ListLimit = Type.Integer({ minimum: 10, maximum: 100 });
/**
 * Who a list is about as the operator types it: a customer's id exactly, or the start of a username (any letter
 * case) or mobile number. Letters, digits, '_' and '-' only.
 */
const CustomerQuery = Type.String({ minLength: 1, maxLength: 30, pattern: '^[A-Za-z0-9_-]{1,30}$' });
const SortKey = Type.Union([Type.Literal('createtime'), Type.Literal('amount')]);
const SortOrder = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);

/** What every operator list of records takes besides its status: who, when, how much, in which order, how many. */
const listFilterFields = {
  page: Page,
  user_id: Type.Optional(Id),
  customer: Type.Optional(CustomerQuery),
  /** Inclusive days. */
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  /** Inclusive amounts, as decimal strings ("100", "100.50"). */
  min_amount: Type.Optional(CashAmount),
  max_amount: Type.Optional(CashAmount),
  /** 'createtime' (default) or 'amount'; ties in creation order. */
  sort: Type.Optional(SortKey),
  /** 'desc' (default) or 'asc'. */
  order: Type.Optional(SortOrder),
  limit: Type.Optional(ListLimit),
};

/** /api/admin/deposit/list and /api/admin/withdraw/list. */
export const AdminListFilters = requestBody({ ...listFilterFields, status: Type.Optional(ReviewStatus) });
export type AdminListFilters = Static<typeof AdminListFilters>;

/** /api/admin/order/list: the same filters, an order's status, and the brand of what was bought. */
export const AdminOrderListFilters = requestBody({ ...listFilterFields, status: Type.Optional(OrderStatus), brand_id: Type.Optional(Id) });
export type AdminOrderListFilters = Static<typeof AdminOrderListFilters>;

/**
 * A page of an operator's list: `total` is exact when the list is filtered by status and customer alone (kept
 * counters); with dates, amounts or a brand it is counted only up to 1,000 rows past the page, and `has_more`
 * says there are more than `total` (shown as "more than N"). `limit` is the page size used.
 */
export const AdminPageOf = <T extends TSchema>(row: T) => Type.Composite([PageOf(row), Type.Object({ limit: Int })]);
export type AdminPageOf<T> = PageOf<T> & { limit: number };

/** A deposit as the operator's list shows it: whose it is and who reviewed it. */
export const AdminDeposit = Type.Composite([Deposit, Type.Object({ user_id: Int, username: Type.String(), reviewer: Type.String() })]);
export type AdminDeposit = Static<typeof AdminDeposit>;

/**
 * A withdrawal as the operator's list shows it: the card number masked but for its last 4 digits (the whole number
 * is read on its own, audited: /api/admin/withdraw/card) and the holder's name.
 */
export const AdminWithdrawal = Type.Composite([
  Withdrawal,
  Type.Object({ card_name: Type.String(), user_id: Int, username: Type.String(), reviewer: Type.String() }),
]);
export type AdminWithdrawal = Static<typeof AdminWithdrawal>;

/** /api/admin/withdraw/card (finance): one withdrawal's whole card number, to pay to it; each read is audited. */
export const AdminWithdrawCardBody = requestBody({ id: Id });
export type AdminWithdrawCardBody = Static<typeof AdminWithdrawCardBody>;
export const AdminWithdrawCard = Type.Object({ id: Int, card_no: Type.String() });
export type AdminWithdrawCard = Static<typeof AdminWithdrawCard>;

/** /api/admin/user/list: newest customers first, or those `q` finds (an id exactly, a username or mobile start). */
export const AdminUserListBody = requestBody({ page: Page, limit: Type.Optional(ListLimit), q: Type.Optional(CustomerQuery) });
export type AdminUserListBody = Static<typeof AdminUserListBody>;

/** A customer in the operator's list. `level` is the VIP level's number; `points` whole points. */
export const AdminUserRow = Type.Object({
  id: Int,
  username: Type.String(),
  mobile: Type.String(),
  realname: Type.String(),
  level: Int,
  balance: Money,
  points: Int,
  /** 'normal', or how the account was stopped. */
  status: Type.String(),
  createtime: Unix,
});
export type AdminUserRow = Static<typeof AdminUserRow>;

/** /api/admin/user/get. */
export const AdminUserGetBody = requestBody({ user_id: Id });
export type AdminUserGetBody = Static<typeof AdminUserGetBody>;

/** One customer as the console's customer page shows them. */
export const AdminUserDetail = Type.Object({
  id: Int,
  username: Type.String(),
  realname: Type.String(),
  mobile: Type.String(),
  nickname: Type.String(),
  status: Type.String(),
  /** The VIP level: its number (what users.level holds) and name. */
  level: Type.Object({ id: Int, name: Type.String() }),
  /** Spendable cash. */
  balance: Money,
  /** Cash held by withdrawals in review. */
  held: Money,
  points: Int,
  /** The bound bank card, its number masked but for the last 4 digits; null when none. */
  card: Type.Union([Type.Object({ bank_name: Type.String(), card_no: Type.String() }), Type.Null()]),
  createtime: Unix,
  /** Unix seconds of the last login; absent when the customer never logged in. */
  last_login: Type.Optional(Unix),
  /** How many of each of their records there are. */
  counts: Type.Object({ deposits: Int, withdrawals: Int, orders: Int, bets: Int, messages: Int, signins: Int }),
});
export type AdminUserDetail = Static<typeof AdminUserDetail>;

/** /api/admin/user/bets, /messages, /signins: one customer's records, newest first. */
export const AdminUserPageBody = requestBody({ user_id: Id, page: Page });
export type AdminUserPageBody = Static<typeof AdminUserPageBody>;

/**
 * /api/admin/user/moneylog: the customer's statement exactly as they see it (cash, or their points), the same
 * filters, the days in the operator's time zone.
 */
export const AdminUserMoneyLogBody = requestBody({
  user_id: Id,
  page: Page,
  limit: Type.Optional(ListLimit),
  asset: Type.Optional(Type.Union([Type.Literal('cash'), Type.Literal('points')])),
  kind: Type.Optional(Type.String({ minLength: 1, maxLength: 32, pattern: RULES.kindPattern })),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
});
export type AdminUserMoneyLogBody = Static<typeof AdminUserMoneyLogBody>;

/** Statement lines; for points, `amount` and `balance` are whole numbers ("+300", "1200"). */
export const AdminUserMoneyLog = AdminPageOf(MoneyLogEntry);
export type AdminUserMoneyLog = Static<typeof AdminUserMoneyLog>;
/** The customer's bets, as their own bet records show them. */
export const AdminUserBets = PageOf(Bet);
export type AdminUserBets = Static<typeof AdminUserBets>;

/** The customer's messages as they read them (texts in the operator's language), with their unread count. */
export const AdminUserMessages = MessageListAnswer;
export type AdminUserMessages = MessageListAnswer;

/** A day the customer signed in on (the shop's day), the points it gave and the streak it made. */
export const AdminUserSignIn = Type.Object({ day: DayText, points: Int, streak: Int, createtime: Unix });
export type AdminUserSignIn = Static<typeof AdminUserSignIn>;

/** /api/admin/dashboard: the last `days` days (7 to 90, default 30), today included. */
export const AdminDashboardBody = requestBody({ days: Type.Optional(Type.Integer({ minimum: 7, maximum: 90 })) });
export type AdminDashboardBody = Static<typeof AdminDashboardBody>;

/**
 * One day's figures: money_in approved deposits, money_out approved withdrawals as paid out (less the fee), sales
 * cash paid for snap-buy orders and VIP levels less refunds of cancelled orders, points staked and paid back by
 * the lottery, customers who registered. Cash as decimal strings, points and customers as whole numbers.
 */
export const AdminDashboardDay = Type.Object({
  day: DayText,
  money_in: Money,
  money_out: Money,
  sales: Money,
  points_staked: Int,
  points_paid: Int,
  new_customers: Int,
});
export type AdminDashboardDay = Static<typeof AdminDashboardDay>;

export const AdminDashboard = Type.Object({
  /** What is waiting now. */
  pending: Type.Object({ deposits: Int, withdrawals: Int, orders_to_ship: Int }),
  /** Today in the operator's time zone (the series' last day). */
  today: AdminDashboardDay,
  /** One entry per day, oldest first, today last; days with nothing are zeros. */
  series: Type.Array(AdminDashboardDay),
});
export type AdminDashboard = Static<typeof AdminDashboard>;

/**
 * /api/admin/audit/list: newest first, by any of operator (`actor`, e.g. 'operator:ana'; a bare name means an
 * operator's), kind (`action`, a prefix such as 'deposit.' or 'deposit.approve'), target and days.
 */
export const AdminAuditListBody = requestBody({
  page: Page,
  actor: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
  action: Type.Optional(Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9_.+-]{1,60}$' })),
  target_type: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_.:-]{1,40}$' })),
  target_id: Type.Optional(Type.Integer({ minimum: 0 })),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  limit: Type.Optional(ListLimit),
});
export type AdminAuditListBody = Static<typeof AdminAuditListBody>;

/** An audit record: who, what, on what, when, and the values before and after (JSON, shown side by side). */
export const AdminAuditRow = AuditEntry;
export type AdminAuditRow = AuditEntry;
