import type { Queryable } from '../../db/database';

/** Every item of a brand, on sale or not (the operator's orders filtered by brand), by goods_brand_idx. */
export async function goodsIdsOfBrand(q: Queryable, brandId: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>('SELECT id FROM goods WHERE brand_id = $1 ORDER BY id', [brandId]);
  return rows.map((r) => r.id);
}
