import type { Brand, Goods, Language, Order, OrderDetail, OrderEvent, UserInfo, Vip } from '@snapmall/shared/contract';
import { formatCents } from '@snapmall/shared/mock';
import { memberPrice, sellingNow } from './pricing';
import { goodsOf, vipOf, type BrandRow, type GoodsRow, type OrderRow, type ShopState, type VipRow } from './state';

/** The shop's rows as the server answers them (shopping, orders and vip views; account's user info), in a language. */

/** The server's config orderAutoReceiveDays default: a shipped order counts as received after it. */
export const AUTO_RECEIVE_DAYS = 7;
const DAY = 24 * 3600;
const zh = (lang: Language) => lang === 'zh-tw';

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
