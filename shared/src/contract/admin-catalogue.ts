import type { PageOf } from './bank';

/**
 * What the catalogue's operator calls answer (/api/admin/brand/list, goods/list, vip/list), as the server sends
 * them today: the rows as stored, both languages side by side. Their request bodies are in shopping.ts and
 * orders.ts (BrandSaveBody, GoodsSaveBody, GoodsStockBody, AdminGoodsListBody, VipSaveBody). Times the rows keep
 * (createtime, updatetime) travel as ISO 8601; 64-bit figures as strings.
 */

/** /api/admin/brand/list: every brand, enabled or not, by sort then id. */
export interface AdminBrand {
  id: number;
  name_en: string;
  name_zh: string;
  description_en: string;
  description_zh: string;
  /** A path on the shop's own origin, or '' for none. */
  logo: string;
  sort: number;
  enabled: 0 | 1;
}

/** /api/admin/goods/list: every item, on sale or not, by brand, sort and id, 20 a page. */
export interface AdminGoods {
  id: number;
  brand_id: number;
  title_en: string;
  title_zh: string;
  description_en: string;
  description_zh: string;
  /** Paths on the shop's own origin; the first is the cover. */
  images: string[];
  price: string;
  stock: number;
  min_level: number;
  on_sale: boolean;
  /** Unix seconds, 0 for none. */
  sale_start: number;
  sale_end: number;
  sort: number;
  /** On sale and inside its window now, by the database's clock. */
  selling: boolean;
}
export type AdminGoodsPage = PageOf<AdminGoods>;

/**
 * /api/admin/vip/list: every level as stored: money in cents (strings), rates in basis points (250 = 2.50%).
 * vip/save takes the same level with money as decimal strings and rates in percent.
 */
export interface AdminVipLevel {
  id: number;
  level: number;
  name: string;
  price_cents: string;
  task_rate_bp: number;
  order_join_rate_bp: number;
  task_num: number;
  task_everyday: number;
  withdraw_num: number;
  withdraw_rate_bp: number;
  min_withdraw_cents: string;
  max_withdraw_cents: string;
  content: string;
  image: string;
  logo: string;
}
