import { pageOfRows, type ListRequest } from '@snapmall/shared/admin';
import type { AdminGoods, PageOf } from '@snapmall/shared/contract';

/** Why an item is or is not selling: inside its window, before it opens, after it closed, or taken off sale. */
export type SaleState = 'selling' | 'upcoming' | 'ended' | 'off';
export const SALE_STATES: readonly SaleState[] = ['selling', 'upcoming', 'ended', 'off'];

/**
 * An item's sale state, explaining the server's `selling` (decided by the database's clock): the same reading as
 * the shop's goods page gives its customers.
 */
export function saleState(g: Pick<AdminGoods, 'selling' | 'on_sale' | 'sale_start' | 'sale_end'>, nowSeconds = Date.now() / 1000): SaleState {
  if (g.selling) return 'selling';
  if (!g.on_sale) return 'off';
  if (g.sale_start && g.sale_start > nowSeconds) return 'upcoming';
  if (g.sale_end && g.sale_end <= nowSeconds) return 'ended';
  return 'off';
}

/**
 * The request's page of a brand's items (read whole: goods/list takes a brand and a page only): those a customer at
 * `level` may buy (min_level ≤ level) in the sale state asked for, sorted by price or stock when asked (ties by
 * the server's order), at the page size asked for.
 */
export function goodsPage(all: readonly AdminGoods[], body: ListRequest, nowSeconds = Date.now() / 1000): PageOf<AdminGoods> {
  const level = body.level === undefined ? undefined : Number(body.level);
  const state = body.state === undefined ? undefined : String(body.state);
  let rows = all.filter((g) => (level === undefined || g.min_level <= level) && (state === undefined || saleState(g, nowSeconds) === state));
  if (body.sort === 'price' || body.sort === 'stock') {
    const key = body.sort;
    const value = (g: AdminGoods) => (key === 'price' ? Number(g.price) : g.stock);
    const sign = body.order === 'asc' ? 1 : -1;
    rows = rows.map((g, i) => ({ g, i })).sort((a, b) => sign * (value(a.g) - value(b.g)) || a.i - b.i).map(({ g }) => g);
  }
  return pageOfRows(rows, body);
}
