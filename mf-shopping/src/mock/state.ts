import type { OrderStatus } from '@snapmall/shared/contract';
import type { MockSession } from '@snapmall/shared/mock';

/**
 * The shop's data in the mock, kept as the server's tables keep it (vip_levels, brands, goods, orders and the
 * customer's cash and points accounts): cents, basis points, both languages, unix seconds.
 */
export interface VipRow {
  level: number;
  name: string;
  price_cents: number;
  /** The rebate on receipt (task_rate) and the member discount (order_join_rate), basis points. */
  task_rate_bp: number;
  order_join_rate_bp: number;
  /** Snap buys per shop day, and orders in progress at once. */
  task_num: number;
  task_everyday: number;
  withdraw_num: number;
  withdraw_rate_bp: number;
  min_withdraw_cents: number;
  max_withdraw_cents: number;
  content: string;
}

export interface BrandRow {
  id: number;
  name_en: string;
  name_zh: string;
  description_en: string;
  description_zh: string;
  logo: string;
  sort: number;
  enabled: boolean;
}

export interface GoodsRow {
  id: number;
  brand_id: number;
  title_en: string;
  title_zh: string;
  description_en: string;
  description_zh: string;
  images: string[];
  price_cents: number;
  stock: number;
  min_level: number;
  on_sale: boolean;
  /** The sale window, unix seconds; 0 for no bound. */
  sale_start: number;
  sale_end: number;
  sort: number;
  /**
   * Units other shoppers buy just before this customer's next buy of the item (the `sold-out` scenario: the page
   * still shows the last unit, the buy finds it gone). Taken once, then 0.
   */
  taken_by_others?: number;
}

export interface OrderRow {
  id: number;
  goods_id: number;
  request_id: string;
  quantity: number;
  /** The level, list price, discount and rebate rate when it was placed, and what they made. */
  level: number;
  unit_price_cents: number;
  discount_bp: number;
  member_price_cents: number;
  amount_cents: number;
  rebate_bp: number;
  rebate_cents: number;
  points: number;
  status: OrderStatus;
  carrier: string;
  tracking_no: string;
  /** The shop day it was placed on (YYYY-MM-DD): what the day's quota counts. */
  shop_day: string;
  createtime: number;
  shiptime: number;
  receivetime: number;
  canceltime: number;
}

export interface ShopState {
  session: MockSession;
  user: { id: number; username: string; nickname: string; realname: string; mobile: string; level: number; jointime: number };
  vips: VipRow[];
  brands: BrandRow[];
  goods: GoodsRow[];
  orders: OrderRow[];
  /** The customer's cash and points accounts (the ledger's balances). */
  cash_cents: number;
  points: number;
  next_id: number;
  /** VIP upgrades kept by request_id (the server's ledger.once): the same id again answers the first result. */
  requests: Record<string, { endpoint: string; body: string; answer: { level: number; paid: string; balance: string } }>;
}

export const nextId = (s: ShopState) => s.next_id++;
export const vipOf = (s: ShopState) => s.vips.find((v) => v.level === s.user.level);
export const goodsOf = (s: ShopState, id: unknown) => s.goods.find((g) => g.id === id);
