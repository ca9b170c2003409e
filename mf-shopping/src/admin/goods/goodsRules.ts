import { RULES, toCents } from '@snapmall/shared';
import type { AdminGoods, GoodsSaveBody } from '@snapmall/shared/contract';
import type { Form } from '@snapmall/shared/kit';
import { isShopPicture } from '../common/ImageField';
import type { Checked } from '@snapmall/shared/admin';
import { sortOf } from '../common/numbers';

/** The form's fields, as typed. Times as a datetime-local input holds them ("2026-12-01T20:00", the operator's clock). */
export interface GoodsValues {
  brand_id: string;
  title_en: string;
  title_zh: string;
  description_en: string;
  description_zh: string;
  images: string[];
  price: string;
  stock: string;
  min_level: string;
  on_sale: boolean;
  sale_start: string;
  sale_end: string;
  sort: string;
}
export type GoodsField = keyof GoodsValues;

/** The schema's limits (GoodsSaveBody, GoodsStockBody). */
export const LIMITS = { title: 100, description: 2000, images: 8, stock: 10_000_000, level: 1000 } as const;

export const newGoods = (brandId?: number): GoodsValues => ({
  brand_id: brandId ? String(brandId) : '',
  title_en: '',
  title_zh: '',
  description_en: '',
  description_zh: '',
  images: [''],
  price: '',
  stock: '0',
  min_level: '1',
  on_sale: true,
  sale_start: '',
  sale_end: '',
  sort: '0',
});

const two = (n: number) => String(n).padStart(2, '0');
/** Unix seconds as a datetime-local input's value in the browser's time zone; '' for none (0). */
export function localInput(unix: number): string {
  if (!unix) return '';
  const d = new Date(unix * 1000);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}
/** A datetime-local input's value as the instant the server takes (ISO 8601, UTC); null if it is not one. */
export function instantOf(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

export const goodsValues = (g: AdminGoods): GoodsValues => ({
  brand_id: String(g.brand_id),
  title_en: g.title_en,
  title_zh: g.title_zh,
  description_en: g.description_en,
  description_zh: g.description_zh,
  images: g.images.length > 0 ? [...g.images] : [''],
  price: g.price,
  stock: String(g.stock),
  min_level: String(g.min_level),
  on_sale: g.on_sale,
  sale_start: localInput(g.sale_start),
  sale_end: localInput(g.sale_end),
  sort: String(g.sort),
});

const AMOUNT = new RegExp(RULES.cashAmountPattern);
const whole = (text: string, min: number, max: number) => /^\d{1,8}$/.test(text) && Number(text) >= min && Number(text) <= max;

/** A stock as typed: a whole number of 0 to 10,000,000, or null. */
export const stockOf = (text: string): number | null => (whole(text.trim(), 0, LIMITS.stock) ? Number(text.trim()) : null);

/** What is wrong with each picture's address, by its place in the list. */
export function imageErrors(images: readonly string[]): Record<number, string> {
  const errors: Record<number, string> = {};
  images.forEach((path, i) => {
    if (path.trim() && !isShopPicture(path.trim())) errors[i] = 'admin.shopping.image.badPath';
  });
  return errors;
}

/**
 * An item checked as the server checks it (GoodsSaveBody, CatalogueService.saveGoods): a brand, both titles, a
 * positive price, up to 8 pictures on the shop, a whole level and sort, a sale window that opens before it closes,
 * and (for a new item only: later through goods/stock) its first stock. The message ids by field, or the body.
 */
export function checkGoods(v: GoodsValues, id?: number): Checked<GoodsField, Form<GoodsSaveBody>> {
  const errors: Partial<Record<GoodsField, string>> = {};
  if (!/^\d{1,9}$/.test(v.brand_id) || Number(v.brand_id) < 1) errors.brand_id = 'admin.shopping.goods.pickBrand';
  for (const field of ['title_en', 'title_zh'] as const) {
    const value = v[field].trim();
    if (!value) errors[field] = 'admin.shopping.form.required';
    else if (value.length > LIMITS.title) errors[field] = 'admin.shopping.form.tooLong100';
  }
  for (const field of ['description_en', 'description_zh'] as const) if (v[field].trim().length > LIMITS.description) errors[field] = 'admin.shopping.form.tooLong2000';
  const images = v.images.map((p) => p.trim()).filter(Boolean);
  if (images.length > LIMITS.images) errors.images = 'admin.shopping.image.tooMany';
  else if (Object.keys(imageErrors(v.images)).length > 0) errors.images = 'admin.shopping.image.badPath';
  const price = v.price.trim();
  if (!AMOUNT.test(price)) errors.price = 'admin.shopping.form.badAmount';
  else if (toCents(price)! <= 0n) errors.price = 'admin.shopping.goods.positive';
  const stock = stockOf(v.stock);
  if (!id && stock === null) errors.stock = 'admin.shopping.goods.badStock';
  if (!whole(v.min_level.trim(), 1, LIMITS.level)) errors.min_level = 'admin.shopping.goods.badLevel';
  const start = v.sale_start ? instantOf(v.sale_start) : '';
  const end = v.sale_end ? instantOf(v.sale_end) : '';
  if (start === null) errors.sale_start = 'admin.shopping.goods.badTime';
  if (end === null) errors.sale_end = 'admin.shopping.goods.badTime';
  if (start && end && start >= end) errors.sale_end = 'admin.shopping.goods.windowOrder';
  const sort = sortOf(v.sort);
  if (sort === null) errors.sort = 'admin.shopping.form.badSort';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      ...(id ? { id } : { stock: stock! }),
      brand_id: Number(v.brand_id),
      title_en: v.title_en.trim(),
      title_zh: v.title_zh.trim(),
      description_en: v.description_en.trim(),
      description_zh: v.description_zh.trim(),
      images,
      price,
      min_level: Number(v.min_level.trim()),
      on_sale: v.on_sale ? 1 : 0,
      sale_start: start ?? '',
      sale_end: end ?? '',
      sort: sort!,
    },
  };
}
