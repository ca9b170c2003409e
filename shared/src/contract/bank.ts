import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { Flag, Int, Money, requestBody, Unix } from './common';
import { TransferKindSchema, TransferRefSchema } from './ledger';
import { RULES } from './rules';

/**
 * The money calls (issue "Money"): bank card, deposits, withdrawals, the statement and messages. Cash travels as
 * a decimal string with two decimals ("100.00"), points as a whole number in a string ("250"); lists answer
 * { list, total, page }; a deposit's or withdrawal's status is 0 Pending Review, 1 Success, 2 Rejected.
 */

/** A positive cash amount as typed: up to 10 digits, then at most 2 decimals ("100", "100.5", "100.50"). */
export const CashAmount = Type.String({ minLength: 1, maxLength: 13, pattern: RULES.cashAmountPattern });
/** The id a client makes once per user action (a UUID) and keeps across its retries of that action. */
export const RequestId = Type.String({ minLength: 36, maxLength: 36, pattern: RULES.uuidPattern });
export const Id = Type.Integer({ minimum: 1 });
export const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 }));
/**
 * A page's place by the last row seen instead of by number (issue 18): the `next_cursor` of the page before. The
 * rows are those after it, read from the index at that place, so a deep page costs what page 1 does; `page` is
 * only echoed back.
 */
export const Cursor = Type.Optional(Type.Integer({ minimum: 1 }));
const paySecret = Type.String({ minLength: 1, maxLength: RULES.secretMax });

/** 0 Pending Review, 1 Success, 2 Rejected. */
export const ReviewStatus = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);
export type ReviewStatus = Static<typeof ReviewStatus>;

export const CardUpdateBody = requestBody({
  name: Type.String({ minLength: 1, maxLength: RULES.realnameMax }),
  bank_name: Type.String({ minLength: 1, maxLength: RULES.bankNameMax }),
  card_no: Type.String({ minLength: 1, maxLength: 19, pattern: RULES.digits6to19Pattern }),
  paypassword: paySecret,
});
export type CardUpdateBody = Static<typeof CardUpdateBody>;

export const RechargeSubmitBody = requestBody({
  channel_id: Id,
  amount: CashAmount,
  reference: Type.Optional(Type.String({ maxLength: RULES.referenceMax })),
  request_id: RequestId,
});
export type RechargeSubmitBody = Static<typeof RechargeSubmitBody>;

export const ReviewListBody = requestBody({ page: Page, status: Type.Optional(ReviewStatus), cursor: Cursor });
export type ReviewListBody = Static<typeof ReviewListBody>;

export const WithdrawBody = requestBody({ amount: CashAmount, paypassword: paySecret, request_id: RequestId });
export type WithdrawBody = Static<typeof WithdrawBody>;

export const MoneyLogBody = requestBody({
  page: Page,
  cursor: Cursor,
  kind: Type.Optional(Type.String({ minLength: 1, maxLength: 32, pattern: RULES.kindPattern })),
  /** Days in the shop's time zone, inclusive: YYYY-MM-DD. */
  from: Type.Optional(Type.String({ maxLength: 10, format: 'date' })),
  to: Type.Optional(Type.String({ maxLength: 10, format: 'date' })),
});
export type MoneyLogBody = Static<typeof MoneyLogBody>;

export const MessageListBody = requestBody({ page: Page });
export type MessageListBody = Static<typeof MessageListBody>;
/** Marks one message read ({ id }) or all of them ({ all: true }). */
export const MessageReadBody = requestBody({ id: Type.Optional(Id), all: Type.Optional(Type.Literal(true)) });
export type MessageReadBody = Static<typeof MessageReadBody>;

/** What every list answer has besides its rows. */
const pageFields = {
  total: Int,
  page: Int,
  /**
   * Set when `total` is a lower bound (the statement over a range of days counts only so far past the page, issue
   * 18): more rows match, and the page says "more than".
   */
  has_more: Type.Optional(Type.Literal(true)),
  /**
   * Set when rows follow this page (on the customer's statement, deposits, withdrawals and orders): send it as
   * `cursor` for the next page, which is then read from where this one ended.
   */
  next_cursor: Type.Optional(Int),
};
/** A list answer: `PageOf(Row)` is its schema, `PageOf<Row>` its type. */
export const PageOf = <T extends TSchema>(row: T) => Type.Object({ list: Type.Array(row), ...pageFields });
export type PageOf<T> = Static<ReturnType<typeof PageOf<TUnsafe<T>>>>;

/** The bound card; card_no is always masked but for its last 4 digits ("************1234"). */
export const BankCard = Type.Object({
  name: Type.String(),
  bank_name: Type.String(),
  card_no: Type.String(),
  last4: Type.String(),
  updatetime: Unix,
});
export type BankCard = Static<typeof BankCard>;

export const DepositChannel = Type.Object({
  id: Int,
  /** In the request's language. */
  name: Type.String(),
  /** Where and how to transfer, in the request's language. */
  instructions: Type.String(),
  min_amount: Money,
  max_amount: Money,
});
export type DepositChannel = Static<typeof DepositChannel>;

export const Deposit = Type.Object({
  id: Int,
  channel_id: Int,
  channel_name: Type.String(),
  amount: Money,
  reference: Type.String(),
  status: Int,
  /** Why it was rejected; '' otherwise. */
  reason: Type.String(),
  createtime: Unix,
  /** 0 while pending. */
  reviewtime: Unix,
});
export type Deposit = Static<typeof Deposit>;

export const Withdrawal = Type.Object({
  id: Int,
  amount: Money,
  fee: Money,
  /** What reaches the card: amount less fee. */
  receive: Money,
  bank_name: Type.String(),
  /** Masked but for the last 4 digits. */
  card_no: Type.String(),
  status: Int,
  reason: Type.String(),
  createtime: Unix,
  reviewtime: Unix,
});
export type Withdrawal = Static<typeof Withdrawal>;

/** What the customer's VIP level allows now, shown before they commit. */
export const WithdrawRules = Type.Object({
  min_amount: Money,
  max_amount: Money,
  /** Withdrawals allowed per shop day (withdraw_num) and used today (pending or paid). */
  per_day: Int,
  used_today: Int,
  /** Fee in percent of the amount ("1.00"), rounded to the cent half up. */
  fee_rate: Money,
  balance: Money,
  held: Money,
  card_bound: Flag,
  paypassword_set: Flag,
});
export type WithdrawRules = Static<typeof WithdrawRules>;

/** One line of the statement: a transfer on the customer's cash account (or points, for the operator). */
export const MoneyLogEntry = Type.Object({
  id: Int,
  kind: TransferKindSchema,
  /** Signed: "+100.00" in, "-100.00" out (points: "+300"). */
  amount: Type.String(),
  /** The balance right after this transfer. */
  balance: Type.String(),
  /** What it belongs to: deposit, withdrawal, order, adjustment … and its id. */
  ref_type: TransferRefSchema,
  ref_id: Int,
  memo: Type.String(),
  createtime: Unix,
});
export type MoneyLogEntry = Static<typeof MoneyLogEntry>;

export const Message = Type.Object({
  id: Int,
  kind: Type.String(),
  /** Title and text in the request's language. */
  title: Type.String(),
  content: Type.String(),
  /** What it is about, for a link: deposit, withdrawal, order, bet … and its id. */
  ref_type: Type.String(),
  ref_id: Int,
  read: Flag,
  createtime: Unix,
});
export type Message = Static<typeof Message>;

export const MessageListAnswer = Type.Composite([PageOf(Message), Type.Object({ unread: Int })]);
export type MessageListAnswer = Static<typeof MessageListAnswer>;

/** /api/message/unread and /api/message/read: what is left unread. */
export const UnreadCount = Type.Object({ unread: Int });
export type UnreadCount = Static<typeof UnreadCount>;
