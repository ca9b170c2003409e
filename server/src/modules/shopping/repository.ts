import type { Queryable } from '../../db/database';

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
  price_cents: bigint;
  stock: number;
  min_level: number;
  on_sale: boolean;
  sale_start: Date | null;
  sale_end: Date | null;
  sort: number;
  /** Whether it is on sale and inside its window, by the database's clock (the same for every instance). */
  selling: boolean;
}

export async function brands(q: Queryable, enabledOnly: boolean): Promise<BrandRow[]> {
  return q.query<BrandRow>(`SELECT * FROM brands ${enabledOnly ? 'WHERE enabled' : ''} ORDER BY sort, id`);
}

const GOODS = `SELECT g.*, (g.on_sale AND (g.sale_start IS NULL OR g.sale_start <= now())
                  AND (g.sale_end IS NULL OR g.sale_end > now())) AS selling FROM goods g`;

export async function goodsPage(q: Queryable, f: { brandId: number; maxLevel?: number; limit: number; offset: number }) {
  return q.query<GoodsRow & { total: bigint }>(
    `${GOODS.replace('SELECT g.*', 'SELECT g.*, count(*) OVER () AS total')}
     JOIN brands b ON b.id = g.brand_id AND b.enabled
     WHERE g.brand_id = $1 AND g.on_sale AND ($2::int IS NULL OR g.min_level <= $2)
     ORDER BY g.sort, g.id LIMIT $3 OFFSET $4`,
    [f.brandId, f.maxLevel ?? null, f.limit, f.offset],
  );
}

/** Every item, on sale or not, for the operator. */
export async function adminGoodsPage(q: Queryable, f: { brandId?: number; limit: number; offset: number }) {
  return q.query<GoodsRow & { total: bigint }>(
    `${GOODS.replace('SELECT g.*', 'SELECT g.*, count(*) OVER () AS total')}
     WHERE ($1::int IS NULL OR g.brand_id = $1) ORDER BY g.brand_id, g.sort, g.id LIMIT $2 OFFSET $3`,
    [f.brandId ?? null, f.limit, f.offset],
  );
}

export async function findGoods(q: Queryable, id: number): Promise<GoodsRow | undefined> {
  const [row] = await q.query<GoodsRow>(`${GOODS} WHERE g.id = $1`, [id]);
  return row;
}

/** What shows which item an order is of (texts in both languages, images), for many items by id at once. */
export async function goodsCovers(q: Queryable, ids: number[]) {
  return q.query<Pick<GoodsRow, 'id' | 'title_en' | 'title_zh' | 'images'>>(
    'SELECT id, title_en, title_zh, images FROM goods WHERE id = ANY($1::int[])',
    [ids],
  );
}

export type BrandFields = Omit<BrandRow, 'id'>;
export type GoodsFields = Omit<GoodsRow, 'id' | 'selling' | 'stock'>;

export async function saveBrand(q: Queryable, id: number | undefined, b: BrandFields): Promise<number> {
  const values = [b.name_en, b.name_zh, b.description_en, b.description_zh, b.logo, b.sort, b.enabled];
  if (id === undefined) {
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO brands (name_en, name_zh, description_en, description_zh, logo, sort, enabled) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      values,
    );
    return row!.id;
  }
  await q.query(
    `UPDATE brands SET name_en = $2, name_zh = $3, description_en = $4, description_zh = $5, logo = $6, sort = $7, enabled = $8,
       updatetime = now() WHERE id = $1`,
    [id, ...values],
  );
  return id;
}

export async function findBrand(q: Queryable, id: number): Promise<BrandRow | undefined> {
  const [row] = await q.query<BrandRow>('SELECT * FROM brands WHERE id = $1', [id]);
  return row;
}

export async function saveGoods(q: Queryable, id: number | undefined, g: GoodsFields, stock: number): Promise<number> {
  const values = [
    g.brand_id, g.title_en, g.title_zh, g.description_en, g.description_zh, JSON.stringify(g.images), g.price_cents,
    g.min_level, g.on_sale, g.sale_start, g.sale_end, g.sort,
  ];
  if (id === undefined) {
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO goods (brand_id, title_en, title_zh, description_en, description_zh, images, price_cents, min_level, on_sale,
                          sale_start, sale_end, sort, stock)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [...values, stock],
    );
    return row!.id;
  }
  // The stock is not touched here: it changes only through setStock (and, later, the buys themselves).
  await q.query(
    `UPDATE goods SET brand_id = $2, title_en = $3, title_zh = $4, description_en = $5, description_zh = $6, images = $7,
       price_cents = $8, min_level = $9, on_sale = $10, sale_start = $11, sale_end = $12, sort = $13, updatetime = now()
     WHERE id = $1`,
    [id, ...values],
  );
  return id;
}

/** Sets an item's stock; answers the stock before, or undefined when there is no such item. */
export async function setStock(q: Queryable, id: number, stock: number): Promise<number | undefined> {
  const [row] = await q.query<{ before: number }>(
    `UPDATE goods g SET stock = $2, updatetime = now() FROM (SELECT id, stock AS before FROM goods WHERE id = $1 FOR UPDATE) old
     WHERE g.id = old.id RETURNING old.before`,
    [id, stock],
  );
  return row?.before;
}

/** Locks the item for a sale (or a return of stock) until the transaction ends; undefined when there is none. */
export async function lockGoods(q: Queryable, id: number): Promise<GoodsRow | undefined> {
  const [row] = await q.query<GoodsRow>(`${GOODS} WHERE g.id = $1 FOR UPDATE`, [id]);
  return row;
}

/** Adds (or, negative, takes) units of the locked item; the database refuses a stock below zero. */
export async function changeStock(q: Queryable, id: number, delta: number): Promise<void> {
  await q.query('UPDATE goods SET stock = stock + $2, updatetime = now() WHERE id = $1', [id, delta]);
}
