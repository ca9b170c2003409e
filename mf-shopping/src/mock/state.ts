import { DEFAULT_SHOP_TIME_ZONE, POINTS_PER_CASH_UNIT } from '@snapmall/shared/contract';
import type { Brand, Goods, Language, Order, OrderDetail, OrderEvent, OrderStatus, UserInfo, Vip } from '@snapmall/shared/contract';
import { feeOf, formatCents, type MockSession } from '@snapmall/shared/mock';

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

/** The server's config orderAutoReceiveDays default: a shipped order counts as received after it. */
export const AUTO_RECEIVE_DAYS = 7;
const DAY = 24 * 3600;
const zh = (lang: Language) => lang === 'zh-tw';

export const nextId = (s: ShopState) => s.next_id++;
export const vipOf = (s: ShopState) => s.vips.find((v) => v.level === s.user.level);
export const goodsOf = (s: ShopState, id: unknown) => s.goods.find((g) => g.id === id);

/** A unix time's day in the shop's time zone, YYYY-MM-DD. */
export function shopDay(unix: number, timeZone = DEFAULT_SHOP_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(unix * 1000));
}

/** How far the shop's zone is ahead of UTC at a moment, in seconds. */
function zoneOffset(unix: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(new Date(unix * 1000))
      .map((p) => [p.type, Number(p.value)]),
  );
  return (Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) / 1000) - unix;
}

/** When the shop's next day starts (unix seconds): what the quota's resets_at says (orders/repository shopDayBounds). */
export function nextShopDay(now: number, timeZone = DEFAULT_SHOP_TIME_ZONE): number {
  const [y, m, d] = shopDay(now, timeZone).split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(y, m - 1, d + 1) / 1000;
  return midnight - zoneOffset(midnight, timeZone);
}

/** On sale and inside its window, by the clock (the server's `selling`). */
export const sellingNow = (g: GoodsRow, now: number) => g.on_sale && (!g.sale_start || g.sale_start <= now) && (!g.sale_end || g.sale_end > now);

/** The member price: the price less the level's discount, rounded to the cent half up (shopping/pricing.ts). */
export const memberPrice = (priceCents: number, discountBp: number) => priceCents - feeOf(priceCents, discountBp);

/** What an order of `quantity` costs and earns at a level (orders/decide.ts priceOrder). */
export function priceOrder(g: GoodsRow, vip: VipRow | undefined, quantity: number) {
  const member = memberPrice(g.price_cents, vip?.order_join_rate_bp ?? 0);
  const amount = member * quantity;
  return {
    member_price_cents: member,
    amount_cents: amount,
    rebate_cents: feeOf(g.price_cents * quantity, vip?.task_rate_bp ?? 0),
    points: Math.floor(amount / 100) * POINTS_PER_CASH_UNIT,
  };
}

/** Orders placed on the shop's day of `now` and not cancelled, and orders in progress (orders/repository quotaUse). */
export function quotaUse(s: ShopState, now: number) {
  const day = shopDay(now);
  return {
    today: s.orders.filter((o) => o.shop_day === day && o.status !== 'cancelled').length,
    inProgress: s.orders.filter((o) => o.status === 'placed' || o.status === 'shipped').length,
  };
}

export const toBrand = (b: BrandRow, lang: Language): Brand => ({
  id: b.id,
  name: zh(lang) ? b.name_zh : b.name_en,
  description: zh(lang) ? b.description_zh : b.description_en,
  logo: b.logo,
});

/** An item at the customer's level (shopping/service.ts toGoods). */
export function toGoods(g: GoodsRow, s: ShopState, lang: Language, now: number): Goods {
  const vip = vipOf(s);
  const discountBp = vip?.order_join_rate_bp ?? 0;
  return {
    id: g.id,
    brand_id: g.brand_id,
    title: zh(lang) ? g.title_zh : g.title_en,
    description: zh(lang) ? g.description_zh : g.description_en,
    images: g.images,
    price: formatCents(g.price_cents),
    member_price: formatCents(memberPrice(g.price_cents, discountBp)),
    discount_rate: formatCents(discountBp),
    rebate_rate: formatCents(vip?.task_rate_bp ?? 0),
    stock: g.stock,
    min_level: g.min_level,
    level_ok: (vip?.level ?? 0) >= g.min_level ? 1 : 0,
    selling: sellingNow(g, now) ? 1 : 0,
    sale_start: g.sale_start,
    sale_end: g.sale_end,
  };
}

/** An order with what was bought (orders/views.ts toOrder). */
export function toOrder(o: OrderRow, s: ShopState, lang: Language): Order {
  const g = goodsOf(s, o.goods_id);
  return {
    id: o.id,
    goods_id: o.goods_id,
    title: g ? (zh(lang) ? g.title_zh : g.title_en) : '',
    image: g?.images[0] ?? '',
    quantity: o.quantity,
    unit_price: formatCents(o.unit_price_cents),
    discount_rate: formatCents(o.discount_bp),
    member_price: formatCents(o.member_price_cents),
    amount: formatCents(o.amount_cents),
    rebate: formatCents(o.rebate_cents),
    rebate_rate: formatCents(o.rebate_bp),
    points: o.points,
    status: o.status,
    carrier: o.carrier,
    tracking_no: o.tracking_no,
    createtime: o.createtime,
    shiptime: o.shiptime,
    receivetime: o.receivetime,
    canceltime: o.canceltime,
    auto_receive_at: o.status === 'shipped' && o.shiptime ? o.shiptime + AUTO_RECEIVE_DAYS * DAY : 0,
  };
}

export function toDetail(o: OrderRow, s: ShopState, lang: Language): OrderDetail {
  const events: OrderEvent[] = [{ status: 'placed', time: o.createtime }];
  if (o.shiptime) events.push({ status: 'shipped', time: o.shiptime });
  if (o.receivetime) events.push({ status: 'received', time: o.receivetime });
  if (o.canceltime) events.push({ status: 'cancelled', time: o.canceltime });
  return { ...toOrder(o, s, lang), events };
}

/** A level as the customer sees it (vip/views.ts toVip); its id is its level here. */
export const toVip = (v: VipRow): Vip => ({
  id: v.level,
  name: v.name,
  price: formatCents(v.price_cents),
  task_rate: formatCents(v.task_rate_bp),
  order_join_rate: formatCents(v.order_join_rate_bp),
  level: v.level,
  task_num: v.task_num,
  task_everyday: v.task_everyday,
  withdraw_num: v.withdraw_num,
  withdraw_rate: formatCents(v.withdraw_rate_bp),
  min_withdraw: formatCents(v.min_withdraw_cents),
  max_withdraw: formatCents(v.max_withdraw_cents),
  content: v.content,
  image: '',
  logo: '',
});

const sum = (rows: OrderRow[], cents: (o: OrderRow) => number) => rows.reduce((total, o) => total + cents(o), 0);

/**
 * The user info of the account module (server/src/modules/account/userinfo.ts) for this state: the balance and
 * points from the accounts, the money in orders in progress and the rebates returned (the orders' counters).
 */
export function userInfoOf(s: ShopState, token: string, expiretime: number, now: number): UserInfo {
  const u = s.user;
  const vip = vipOf(s);
  const inProgress = s.orders.filter((o) => o.status === 'placed' || o.status === 'shipped');
  const received = s.orders.filter((o) => o.status === 'received');
  return {
    id: u.id, user_id: u.id, username: u.username, nickname: u.nickname, realname: u.realname, mobile: u.mobile,
    avatar: '', email: '', gender: 0, birthday: '', bio: '',
    score: s.points, money: formatCents(s.cash_cents), held_money: '0.00',
    level: u.level, group_id: 0, pid: 0, is_paypassword: 1, status: 'normal',
    verification: { email: 0, mobile: 0 }, invite_code: 'DEMOSHOP', successions: 1, maxsuccessions: 1,
    prevtime: now, logintime: now, loginip: '127.0.0.1', loginfailure: 0, loginfailuretime: 0, joinip: '127.0.0.1',
    jointime: u.jointime, createtime: u.jointime, updatetime: u.jointime,
    now_order_money: formatCents(sum(inProgress, (o) => o.amount_cents)),
    return_money: formatCents(sum(received, (o) => o.rebate_cents)),
    token, expiretime, expires_in: Math.max(0, expiretime - now),
    vip: vip ? toVip(vip) : null,
  };
}
