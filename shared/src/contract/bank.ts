import { Type, type Static } from '@sinclair/typebox';
import { requestBody } from './common';
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

/** A list answer. */
export interface PageOf<T> {
  list: T[];
  total: number;
  page: number;
  /**
   * Set when `total` is a lower bound (the statement over a range of days counts only so far past the page, issue
   * 18): more rows match, and the page says "more than".
   */
  has_more?: true;
  /**
   * Set when rows follow this page (on the customer's statement, deposits, withdrawals and orders): send it as
   * `cursor` for the next page, which is then read from where this one ended.
   */
  next_cursor?: number;
}

/** The bound card; card_no is always masked but for its last 4 digits ("************1234"). */
export interface BankCard {
  name: string;
  bank_name: string;
  card_no: string;
  last4: string;
  updatetime: number;
}

export interface DepositChannel {
  id: number;
  /** In the request's language. */
  name: string;
  /** Where and how to transfer, in the request's language. */
  instructions: string;
  min_amount: string;
  max_amount: string;
}

export interface Deposit {
  id: number;
  channel_id: number;
  channel_name: string;
  amount: string;
  reference: string;
  status: number;
  /** Why it was rejected; '' otherwise. */
  reason: string;
  createtime: number;
  /** 0 while pending. */
  reviewtime: number;
}

export interface Withdrawal {
  id: number;
  amount: string;
  fee: string;
  /** What reaches the card: amount less fee. */
  receive: string;
  bank_name: string;
  /** Masked but for the last 4 digits. */
  card_no: string;
  status: number;
  reason: string;
  createtime: number;
  reviewtime: number;
}

/** What the customer's VIP level allows now, shown before they commit. */
export interface WithdrawRules {
  min_amount: string;
  max_amount: string;
  /** Withdrawals allowed per shop day (withdraw_num) and used today (pending or paid). */
  per_day: number;
  used_today: number;
  /** Fee in percent of the amount ("1.00"), rounded to the cent half up. */
  fee_rate: string;
  balance: string;
  held: string;
  card_bound: 0 | 1;
  paypassword_set: 0 | 1;
}

/** One line of the statement: a transfer on the customer's cash account. */
export interface MoneyLogEntry {
  id: number;
  kind: string;
  /** Signed: "+100.00" in, "-100.00" out. */
  amount: string;
  /** The cash balance right after this transfer. */
  balance: string;
  /** What it belongs to: deposit, withdrawal, order, adjustment … and its id. */
  ref_type: string;
  ref_id: number;
  memo: string;
  createtime: number;
}

export interface Message {
  id: number;
  kind: string;
  /** Title and text in the request's language. */
  title: string;
  content: string;
  /** What it is about, for a link: deposit, withdrawal, order, bet … and its id. */
  ref_type: string;
  ref_id: number;
  read: 0 | 1;
  createtime: number;
}

export interface MessageListAnswer extends PageOf<Message> {
  unread: number;
}
