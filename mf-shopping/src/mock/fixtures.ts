import type { OrderStatus } from '@snapmall/shared/contract';
import { newSession } from '@snapmall/shared/mock';
import { IMAGES } from './images';
import { priceOrder } from './pricing';
import { nextShopDay, shopDay } from './shop-day';
import { vipOf, type BrandRow, type GoodsRow, type OrderRow, type ShopState, type VipRow } from './state';

/** The fixture customer the harness signs in as: the server's demo customer (server/src/seed/demo.ts). */
export const CUSTOMER = { account: 'demo', password: 'demo1234' };
const HOUR = 3600;
const DAY = 24 * HOUR;

/** The server seed's VIP levels (server/src/seed/demo.ts), as the operator published them. */
const VIPS: VipRow[] = [
  { level: 1, name: 'VIP 1', price_cents: 0, task_rate_bp: 50, order_join_rate_bp: 0, task_num: 3, task_everyday: 1, withdraw_num: 1, withdraw_rate_bp: 100, min_withdraw_cents: 10_000, max_withdraw_cents: 500_000, content: 'Entry level: 3 snap buys a day, 0.50% rebate' },
  { level: 2, name: 'VIP 2', price_cents: 50_000, task_rate_bp: 80, order_join_rate_bp: 100, task_num: 5, task_everyday: 2, withdraw_num: 2, withdraw_rate_bp: 80, min_withdraw_cents: 10_000, max_withdraw_cents: 2_000_000, content: '5 snap buys a day, 0.80% rebate, 1% member discount' },
  { level: 3, name: 'VIP 3', price_cents: 200_000, task_rate_bp: 120, order_join_rate_bp: 200, task_num: 8, task_everyday: 3, withdraw_num: 3, withdraw_rate_bp: 50, min_withdraw_cents: 10_000, max_withdraw_cents: 10_000_000, content: '8 snap buys a day, 1.20% rebate, 2% member discount' },
  { level: 4, name: 'VIP 4', price_cents: 800_000, task_rate_bp: 160, order_join_rate_bp: 300, task_num: 12, task_everyday: 4, withdraw_num: 5, withdraw_rate_bp: 0, min_withdraw_cents: 10_000, max_withdraw_cents: 100_000_000, content: '12 snap buys a day, 1.60% rebate, 3% member discount' },
];

/** The server seed's three brands. */
const BRANDS: BrandRow[] = [
  { id: 1, name_en: 'HomeCraft', name_zh: '家居工坊', description_en: 'Kitchen and table things made to last.', description_zh: '耐用的廚房與餐桌用品。', logo: IMAGES.kettle, sort: 0, enabled: true },
  { id: 2, name_en: 'SoundWave', name_zh: '聲浪', description_en: 'Headphones tuned for long listening.', description_zh: '為長時間聆聽調校的耳機。', logo: IMAGES.headphones, sort: 1, enabled: true },
  { id: 3, name_en: 'Urban Gear', name_zh: '城市裝備', description_en: 'Everyday carry for the city.', description_zh: '城市生活的日常配備。', logo: IMAGES.backpack, sort: 2, enabled: true },
];

export const KETTLE = 1;
export const MUG = 2;
export const HEADPHONES = 3;
export const WATCH = 4;
export const SNEAKERS = 5;
export const BACKPACK = 6;

/**
 * The server seed's six goods, with sale windows: the headphones sell until six hours from now, the sneakers open
 * in two hours (not selling yet); the watch is for VIP 2 and above.
 */
function goods(now: number): GoodsRow[] {
  const item = (id: number, brand_id: number, en: string, zh: string, den: string, dzh: string, image: string, price_cents: number, stock: number, min_level: number): GoodsRow => ({
    id, brand_id, title_en: en, title_zh: zh, description_en: den, description_zh: dzh, images: [image], price_cents, stock, min_level,
    on_sale: true, sale_start: 0, sale_end: 0, sort: id - 1,
  });
  return [
    item(KETTLE, 1, 'Steel kettle 1.7 L', '不鏽鋼快煮壺 1.7 公升', 'Boils a litre in four minutes; auto shut-off.', '四分鐘煮沸一公升，自動斷電。', IMAGES.kettle, 129_900, 120, 1),
    item(MUG, 1, 'Stoneware mug', '石陶馬克杯', 'Keeps coffee warm, 350 ml, dishwasher safe.', '保溫 350 毫升，可用洗碗機。', IMAGES.mug, 39_900, 500, 1),
    { ...item(HEADPHONES, 2, 'Over-ear headphones', '耳罩式耳機', 'Closed back, 40 h battery, folding.', '封閉式，續航 40 小時，可折疊。', IMAGES.headphones, 259_000, 60, 1), sale_start: now - DAY, sale_end: now + 6 * HOUR },
    item(WATCH, 3, 'Field watch', '野戰腕錶', 'Leather strap, 100 m water resistant.', '皮革錶帶，防水 100 公尺。', IMAGES.watch, 489_000, 25, 2),
    { ...item(SNEAKERS, 3, 'Court sneakers', '經典球鞋', 'Canvas upper, rubber sole, sizes 36–45.', '帆布鞋面、橡膠鞋底，尺碼 36–45。', IMAGES.sneakers, 189_000, 80, 1), sale_start: now + 2 * HOUR, sale_end: now + 26 * HOUR },
    item(BACKPACK, 3, 'Day backpack 22 L', '日用背包 22 公升', 'Padded laptop sleeve, water-repellent.', '附筆電隔層，防潑水。', IMAGES.backpack, 159_000, 40, 1),
  ];
}

/** A customer with nothing yet, in a shop with nothing on sale: VIP 1, no money, no orders, no brands. */
export function emptySeed(now: number): ShopState {
  return {
    session: newSession(),
    user: { id: 1001, username: 'demo', nickname: 'Demo', realname: 'Demo Customer', mobile: '0912345678', level: 1, jointime: now - 30 * DAY },
    vips: VIPS.map((v) => ({ ...v })),
    brands: [],
    goods: [],
    orders: [],
    cash_cents: 0,
    points: 0,
    next_id: 100,
    requests: {},
  };
}

interface Step {
  goods_id: number;
  quantity: number;
  status: OrderStatus;
  createtime: number;
  /** Seconds after it was placed that it shipped, was received or cancelled (as its status says). */
  shipped?: number;
  received?: number;
  cancelled?: number;
}

/** An order as the server placed it at the customer's level then, and moved through its statuses. */
function order(s: ShopState, id: number, step: Step): OrderRow {
  const g = s.goods.find((x) => x.id === step.goods_id)!;
  const vip = vipOf(s);
  const at = (offset?: number) => (offset === undefined ? 0 : step.createtime + offset);
  const shiptime = at(step.shipped);
  return {
    id,
    goods_id: g.id,
    request_id: `00000000-0000-4000-9000-${String(id).padStart(12, '0')}`,
    quantity: step.quantity,
    level: vip?.level ?? 0,
    unit_price_cents: g.price_cents,
    discount_bp: vip?.order_join_rate_bp ?? 0,
    rebate_bp: vip?.task_rate_bp ?? 0,
    ...priceOrder(g, vip, step.quantity),
    status: step.status,
    carrier: shiptime ? 'SnapMall Express' : '',
    tracking_no: shiptime ? `SM${String(400_000 + id)}TW` : '',
    shop_day: shopDay(step.createtime),
    createtime: step.createtime,
    shiptime,
    receivetime: at(step.received),
    canceltime: at(step.cancelled),
  };
}

/** The start of the shop's day of `now`: orders "today" are placed between it and now, whatever the hour. */
const dayStart = (now: number) => nextShopDay(now) - DAY;

function addOrders(s: ShopState, steps: Step[]) {
  for (const step of steps) {
    const o = order(s, s.next_id++, step);
    s.orders.push(o);
    if (o.status === 'received') s.points += o.points;
  }
}

/**
 * The demo customer at VIP 3 (8 snap buys a day, 3 orders in progress, 2 % member discount, 1.20 % rebate) with
 * 10,000.00 and an order in each status: two received (their rebates and points credited), one cancelled (refunded),
 * one shipped waiting for receipt, one placed today. Today: 1 of 8 snap buys used, 2 of 3 orders in progress.
 */
export function defaultSeed(now: number): ShopState {
  const s = emptySeed(now);
  s.user.level = 3;
  s.brands = BRANDS.map((b) => ({ ...b }));
  s.goods = goods(now);
  s.cash_cents = 1_000_000;
  s.next_id = 1;
  addOrders(s, [
    { goods_id: SNEAKERS, quantity: 1, status: 'received', createtime: now - 9 * DAY, shipped: DAY, received: 3 * DAY },
    { goods_id: MUG, quantity: 2, status: 'received', createtime: now - 5 * DAY, shipped: DAY, received: 3 * DAY },
    { goods_id: HEADPHONES, quantity: 1, status: 'cancelled', createtime: now - 3 * DAY, cancelled: HOUR },
    { goods_id: BACKPACK, quantity: 1, status: 'shipped', createtime: now - DAY - 2 * HOUR, shipped: 6 * HOUR },
    { goods_id: KETTLE, quantity: 1, status: 'placed', createtime: Math.floor((dayStart(now) + now) / 2) },
  ]);
  s.next_id = 100;
  return s;
}

/**
 * Stock just sold out: the kettle shows its last unit, which another shopper takes as the customer buys it (the
 * buy is refused "Sold out"); the mug is sold out already.
 */
export function soldOutSeed(now: number): ShopState {
  const s = defaultSeed(now);
  const kettle = s.goods.find((g) => g.id === KETTLE)!;
  kettle.stock = 1;
  kettle.taken_by_others = 1;
  s.goods.find((g) => g.id === MUG)!.stock = 0;
  return s;
}

/** Today's snap buys used: seven more orders placed (and received) today, 8 of 8; 2 of 3 still in progress. */
export function quotaUsedSeed(now: number): ShopState {
  const s = defaultSeed(now);
  const start = dayStart(now);
  const kinds = [MUG, KETTLE, BACKPACK, MUG, HEADPHONES, MUG, KETTLE];
  s.next_id = 6;
  addOrders(s, kinds.map((goods_id, i) => {
    const createtime = Math.floor(start + ((now - start) * (i + 1)) / 16);
    return { goods_id, quantity: 1, status: 'received' as const, createtime, shipped: 60, received: 120 };
  }));
  s.orders.sort((a, b) => a.createtime - b.createtime).forEach((o, i) => (o.id = i + 1));
  s.next_id = 100;
  return s;
}
