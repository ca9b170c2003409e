import type { Goods } from '@snapmall/shared/contract';

export type SaleState = 'selling' | 'upcoming' | 'ended' | 'off';

/**
 * Why an item is or is not selling, to explain the server's `selling` flag (the server decides, by the
 * database clock): inside its window, before it opens, after it closed, or taken off sale.
 */
export function saleState(g: Pick<Goods, 'selling' | 'sale_start' | 'sale_end'>, nowSeconds = Date.now() / 1000): SaleState {
  if (g.selling === 1) return 'selling';
  if (g.sale_start && g.sale_start > nowSeconds) return 'upcoming';
  if (g.sale_end && g.sale_end <= nowSeconds) return 'ended';
  return 'off';
}
