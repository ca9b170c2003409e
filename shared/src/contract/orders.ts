import { Type, type Static } from '@sinclair/typebox';
import { Cursor, Id, Page, RequestId } from './bank';
import { BulkIds } from './admin';
import { requestBody } from './common';
import { ORDER_MAX_QUANTITY, RULES } from './rules';

/**
 * Snap buying (issue "Snap buying"): the buy, orders and their lifecycle, VIP upgrades. Money travels as decimal
 * strings ("100.00"), times as unix seconds (0 for "not yet").
 *
 * Published rules (the same on the server and on every screen):
 * - what you pay = (price less the member discount, rounded to the cent half up) × quantity;
 * - rebate on receipt = price × quantity × the level's task_rate, rounded to the cent half up, at the rate
 *   published when the order was placed;
 * - points on receipt = one point per whole 1.00 paid (POINTS_PER_CASH_UNIT below).
 */
export { ORDER_MAX_QUANTITY, POINTS_PER_CASH_UNIT } from './rules';

export const BuyBody = requestBody({
  goods_id: Id,
  quantity: Type.Integer({ minimum: 1, maximum: ORDER_MAX_QUANTITY }),
  request_id: RequestId,
});
export type BuyBody = Static<typeof BuyBody>;

export const OrderStatus = Type.Union([Type.Literal('placed'), Type.Literal('shipped'), Type.Literal('received'), Type.Literal('cancelled')]);
export type OrderStatus = Static<typeof OrderStatus>;

/** /api/user/buylog: all of my orders, newest first, optionally of one status. */
export const BuyLogBody = requestBody({ page: Page, status: Type.Optional(OrderStatus), cursor: Cursor });
export type BuyLogBody = Static<typeof BuyLogBody>;

/** /api/user/recentorder (my orders in progress) and /api/user/reclog (my received orders). */
export const OrderPageBody = requestBody({ page: Page, cursor: Cursor });
export type OrderPageBody = Static<typeof OrderPageBody>;

/** buylogdetail, recentorderdetail, /api/order/receive, /api/order/cancel. */
export const OrderIdBody = requestBody({ id: Id });
export type OrderIdBody = Static<typeof OrderIdBody>;

export const VipUpgradeBody = requestBody({ level: Type.Integer({ minimum: 1, maximum: 1000 }), request_id: RequestId });
export type VipUpgradeBody = Static<typeof VipUpgradeBody>;

export interface Order {
  id: number;
  goods_id: number;
  /** The goods' title in the request's language, and its cover image. */
  title: string;
  image: string;
  quantity: number;
  /** The list price of one unit when the order was placed. */
  unit_price: string;
  /** The member discount in percent ("2.00") and one unit after it. */
  discount_rate: string;
  member_price: string;
  /** What was paid: member_price × quantity. */
  amount: string;
  /** Credited on receipt; the rate is the level's task_rate when the order was placed. */
  rebate: string;
  rebate_rate: string;
  /** Points credited on receipt. */
  points: number;
  status: OrderStatus;
  carrier: string;
  tracking_no: string;
  createtime: number;
  shiptime: number;
  receivetime: number;
  canceltime: number;
  /** When a shipped order counts as received if the customer has not confirmed; 0 before shipping. */
  auto_receive_at: number;
}

/** One step of an order's history, for the detail screens. */
export interface OrderEvent {
  status: OrderStatus;
  time: number;
}

export interface OrderDetail extends Order {
  events: OrderEvent[];
}

/** /api/user/reclog: received orders, and the rebates and points they earned in total. */
export interface ReceivedPage {
  list: Order[];
  total: number;
  page: number;
  rebate_total: string;
  points_total: number;
}

/** /api/goods/quota: what the customer's level allows today, used and left (a day is the shop's day). */
export interface BuyQuota {
  level: number;
  /** Snap buys per shop day (task_num), used today (orders placed today and not cancelled) and left. */
  per_day: number;
  used_today: number;
  left_today: number;
  /** Orders in progress at once (task_everyday): placed or shipped, not yet received. */
  in_progress_max: number;
  in_progress: number;
  /** The shop's day (YYYY-MM-DD) and the moment the next one starts (unix seconds). */
  day: string;
  resets_at: number;
  balance: string;
  points_per_unit: number;
}

export interface VipUpgradeAnswer {
  level: number;
  paid: string;
  balance: string;
}

/** The operator's order calls. */
export const AdminOrderListBody = requestBody({ page: Page, status: Type.Optional(OrderStatus), user_id: Type.Optional(Id) });
export type AdminOrderListBody = Static<typeof AdminOrderListBody>;

export const AdminOrderShipBody = requestBody({
  ...BulkIds,
  carrier: Type.String({ minLength: 1, maxLength: 50 }),
  tracking_no: Type.String({ minLength: 1, maxLength: 60 }),
});
export type AdminOrderShipBody = Static<typeof AdminOrderShipBody>;

export interface AdminOrder extends Order {
  user_id: number;
  username: string;
}

/** /api/admin/vip/save: a VIP level as the operator publishes it; rates in percent, money as decimal strings. */
const Percent = Type.String({ minLength: 1, maxLength: 6, pattern: RULES.percentPattern });
const Cash = Type.String({ minLength: 1, maxLength: 13, pattern: RULES.cashAmountPattern });
const Count = Type.Integer({ minimum: 0, maximum: 1000 });
export const VipSaveBody = requestBody({
  level: Type.Integer({ minimum: 1, maximum: 1000 }),
  name: Type.String({ minLength: 1, maxLength: 50, pattern: RULES.notBlankPattern }),
  price: Cash,
  task_rate: Percent,
  order_join_rate: Percent,
  task_num: Count,
  task_everyday: Count,
  withdraw_num: Count,
  withdraw_rate: Percent,
  min_withdraw: Cash,
  max_withdraw: Cash,
  content: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type VipSaveBody = Static<typeof VipSaveBody>;
