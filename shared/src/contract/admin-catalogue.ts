import { Type, type Static } from '@sinclair/typebox';
import { PageOf } from './bank';
import { Flag, Int, Money, Unix } from './common';

/**
 * What the catalogue's operator calls answer (/api/admin/brand/list, goods/list, vip/list), as the server sends
 * them today: the rows as stored, both languages side by side. Their request bodies are in shopping.ts and
 * orders.ts (BrandSaveBody, GoodsSaveBody, GoodsStockBody, AdminGoodsListBody, VipSaveBody). Times the rows keep
 * (createtime, updatetime) travel as ISO 8601; 64-bit figures as strings.
 */

/** /api/admin/brand/list: every brand, enabled or not, by sort then id. */
export const AdminBrand = Type.Object({
  id: Int,
  name_en: Type.String(),
  name_zh: Type.String(),
  description_en: Type.String(),
  description_zh: Type.String(),
  /** A path on the shop's own origin, or '' for none. */
  logo: Type.String(),
  sort: Int,
  enabled: Flag,
});
export type AdminBrand = Static<typeof AdminBrand>;

/** /api/admin/goods/list: every item, on sale or not, by brand, sort and id, 20 a page. */
export const AdminGoods = Type.Object({
  id: Int,
  brand_id: Int,
  title_en: Type.String(),
  title_zh: Type.String(),
  description_en: Type.String(),
  description_zh: Type.String(),
  /** Paths on the shop's own origin; the first is the cover. */
  images: Type.Array(Type.String()),
  price: Money,
  stock: Int,
  min_level: Int,
  on_sale: Type.Boolean(),
  /** Unix seconds, 0 for none. */
  sale_start: Unix,
  sale_end: Unix,
  sort: Int,
  /** On sale and inside its window now, by the database's clock. */
  selling: Type.Boolean(),
});
export type AdminGoods = Static<typeof AdminGoods>;
export const AdminGoodsPage = PageOf(AdminGoods);
export type AdminGoodsPage = Static<typeof AdminGoodsPage>;

/** /api/admin/goods/stock: the stock now. */
export const StockAnswer = Type.Object({ id: Int, stock: Int });
export type StockAnswer = Static<typeof StockAnswer>;

/**
 * /api/admin/vip/list: every level as stored: money in cents (strings), rates in basis points (250 = 2.50%).
 * vip/save takes the same level with money as decimal strings and rates in percent.
 */
export const AdminVipLevel = Type.Object({
  id: Int,
  level: Int,
  name: Type.String(),
  price_cents: Type.String(),
  task_rate_bp: Int,
  order_join_rate_bp: Int,
  task_num: Int,
  task_everyday: Int,
  withdraw_num: Int,
  withdraw_rate_bp: Int,
  min_withdraw_cents: Type.String(),
  max_withdraw_cents: Type.String(),
  content: Type.String(),
  image: Type.String(),
  logo: Type.String(),
});
export type AdminVipLevel = Static<typeof AdminVipLevel>;

/** /api/admin/vip/save: the level saved. */
export const VipSaved = Type.Object({ level: Int });
export type VipSaved = Static<typeof VipSaved>;
