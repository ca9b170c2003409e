import { feeOf } from '../../money';

/**
 * The one pricing rule, published beside every item: the member price is the price less the level's member
 * discount (order_join_rate, basis points), the discount rounded to the cent half up.
 */
export function memberPrice(priceCents: bigint, discountBp: number): bigint {
  return priceCents - feeOf(priceCents, discountBp);
}
