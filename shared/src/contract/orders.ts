import { Type, type Static } from '@sinclair/typebox';
import { Cursor, Id, Page, PageOf, RequestId } from './bank';
import { BulkIds } from './admin';
import { DayText, Int, Money, requestBody, Unix } from './common';
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

export const Order = Type.Object({
  id: Int,
  goods_id: Int,
  /** The goods' title in the request's language, and its cover image. */
  title: Type.String(),
  image: Type.String(),
  quantity: Int,
  /** The list price of one unit when the order was placed. */
  unit_price: Money,
  /** The member discount in percent ("2.00") and one unit after it. */
  discount_rate: Money,
  member_price: Money,
  /** What was paid: member_price × quantity. */
  amount: Money,
  /** Credited on receipt; the rate is the level's task_rate when the order was placed. */
  rebate: Money,
  rebate_rate: Money,
  /** Points credited on receipt. */
  points: Int,
  status: OrderStatus,
  carrier: Type.String(),
  tracking_no: Type.String(),
  createtime: Unix,
  shiptime: Unix,
  receivetime: Unix,
  canceltime: Unix,
  /** When a shipped order counts as received if the customer has not confirmed; 0 before shipping. */
  auto_receive_at: Unix,
});
export type Order = Static<typeof Order>;

/** One step of an order's history, for the detail screens. */
export const OrderEvent = Type.Object({ status: OrderStatus, time: Unix });
export type OrderEvent = Static<typeof OrderEvent>;

export const OrderDetail = Type.Composite([Order, Type.Object({ events: Type.Array(OrderEvent) })]);
export type OrderDetail = Static<typeof OrderDetail>;

/** /api/user/reclog: received orders, and the rebates and points they earned in total. */
export const ReceivedPage = Type.Composite([PageOf(Order), Type.Object({ rebate_total: Money, points_total: Int })]);
export type ReceivedPage = Static<typeof ReceivedPage>;

/** /api/goods/quota: what the customer's level allows today, used and left (a day is the shop's day). */
export const BuyQuota = Type.Object({
  level: Int,
  /** Snap buys per shop day (task_num), used today (orders placed today and not cancelled) and left. */
  per_day: Int,
  used_today: Int,
  left_today: Int,
  /** Orders in progress at once (task_everyday): placed or shipped, not yet received. */
  in_progress_max: Int,
  in_progress: Int,
  /** The shop's day (YYYY-MM-DD) and the moment the next one starts (unix seconds). */
  day: DayText,
  resets_at: Unix,
  balance: Money,
  points_per_unit: Int,
});
export type BuyQuota = Static<typeof BuyQuota>;

export const VipUpgradeAnswer = Type.Object({ level: Int, paid: Money, balance: Money });
export type VipUpgradeAnswer = Static<typeof VipUpgradeAnswer>;

/** The operator's order calls. */
export const AdminOrderListBody = requestBody({ page: Page, status: Type.Optional(OrderStatus), user_id: Type.Optional(Id) });
export type AdminOrderListBody = Static<typeof AdminOrderListBody>;

export const AdminOrderShipBody = requestBody({
  ...BulkIds,
  carrier: Type.String({ minLength: 1, maxLength: 50 }),
  tracking_no: Type.String({ minLength: 1, maxLength: 60 }),
});
export type AdminOrderShipBody = Static<typeof AdminOrderShipBody>;

export const AdminOrder = Type.Composite([Order, Type.Object({ user_id: Int, username: Type.String() })]);
export type AdminOrder = Static<typeof AdminOrder>;

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
