import { Type, type Static } from '@sinclair/typebox';
import { Id, Page } from './bank';
import { Flag, Int, Money, requestBody, Unix } from './common';
import { RULES } from './rules';

/**
 * Snap buying (issue "Snap buying"): the catalogue. Prices travel as decimal strings ("100.00"); a customer's
 * member price is the price less their level's discount, rounded to the cent half up.
 */

export const GoodsListBody = requestBody({
  brand_id: Id,
  /** Only goods this level may buy; the customer's own level when absent. */
  level: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  page: Page,
});
export type GoodsListBody = Static<typeof GoodsListBody>;

export const GoodsDetailBody = requestBody({ id: Id });
export type GoodsDetailBody = Static<typeof GoodsDetailBody>;

export const Brand = Type.Object({
  id: Int,
  /** In the request's language. */
  name: Type.String(),
  description: Type.String(),
  logo: Type.String(),
});
export type Brand = Static<typeof Brand>;

export const Goods = Type.Object({
  id: Int,
  brand_id: Int,
  title: Type.String(),
  description: Type.String(),
  /** Paths on the shop's origin; the first is the cover. */
  images: Type.Array(Type.String()),
  price: Money,
  /** What this customer pays: the price less their level's member discount. */
  member_price: Money,
  /** The member discount in percent ("2.00"). */
  discount_rate: Money,
  /** The customer's level's rebate rate (task_rate) in percent: the rebate on receipt is price × quantity × it. */
  rebate_rate: Money,
  stock: Int,
  min_level: Int,
  /** 1 when the customer's level may buy it. */
  level_ok: Flag,
  /** 1 when it is on sale now (and inside its sale window, if it has one). */
  selling: Flag,
  /** Unix seconds, 0 for none. */
  sale_start: Unix,
  sale_end: Unix,
});
export type Goods = Static<typeof Goods>;

/** The operator's catalogue calls (/api/admin/brand/*, /api/admin/goods/*). */
const text = (max: number, min = 1) => Type.String({ minLength: min, maxLength: max });
const OriginPath = Type.String({ minLength: 1, maxLength: 255, pattern: RULES.avatarPathPattern });
/** A moment with its zone, as ISO 8601: "2026-12-01T20:00:00+08:00" or "…Z". */
const Instant = Type.String({ maxLength: 30, pattern: RULES.instantPattern });

export const BrandSaveBody = requestBody({
  id: Type.Optional(Id),
  name_en: text(50),
  name_zh: text(50),
  description_en: Type.Optional(text(500, 0)),
  description_zh: Type.Optional(text(500, 0)),
  logo: Type.Optional(Type.Union([Type.Literal(''), OriginPath])),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  enabled: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export type BrandSaveBody = Static<typeof BrandSaveBody>;

export const GoodsSaveBody = requestBody({
  id: Type.Optional(Id),
  brand_id: Id,
  title_en: text(100),
  title_zh: text(100),
  description_en: Type.Optional(text(2000, 0)),
  description_zh: Type.Optional(text(2000, 0)),
  images: Type.Array(OriginPath, { maxItems: 8 }),
  price: Type.String({ minLength: 1, maxLength: 13, pattern: RULES.cashAmountPattern }),
  /** Only for a new item; later the stock changes through /api/admin/goods/stock. */
  stock: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
  min_level: Type.Integer({ minimum: 1, maximum: 1000 }),
  on_sale: Type.Union([Type.Literal(0), Type.Literal(1)]),
  sale_start: Type.Optional(Type.Union([Type.Literal(''), Instant])),
  sale_end: Type.Optional(Type.Union([Type.Literal(''), Instant])),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
});
export type GoodsSaveBody = Static<typeof GoodsSaveBody>;

export const GoodsStockBody = requestBody({ id: Id, stock: Type.Integer({ minimum: 0, maximum: 10_000_000 }) });
export type GoodsStockBody = Static<typeof GoodsStockBody>;

export const AdminGoodsListBody = requestBody({ brand_id: Type.Optional(Id), page: Page });
export type AdminGoodsListBody = Static<typeof AdminGoodsListBody>;
