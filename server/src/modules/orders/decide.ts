import { POINTS_PER_CASH_UNIT } from '@snapmall/shared/contract';
import { DomainError, refuse } from '../../domain/errors';
import { feeOf, formatCents } from '../../money';
import type { BuyerLevel } from '../account/service';
import { memberPrice, type GoodsRow } from '../shopping/service';
import type { NewOrder, OrderRow } from './repository';

export interface BuyRequest {
  userId: number;
  goodsId: number;
  quantity: number;
  requestId: string;
}

/** What the batch knows of one buyer, read after their account is locked. */
export interface Buyer {
  vip: BuyerLevel;
  balance: bigint;
  /** Snap buys placed today (not cancelled) and orders in progress. */
  today: number;
  inProgress: number;
}

export type Decision = { place: NewOrder } | { earlier: OrderRow } | { sameAs: number } | { refused: DomainError };

/** The published order rules (contract/orders.ts): what is paid, the rebate on receipt and the points. */
export function priceOrder(goods: Pick<GoodsRow, 'price_cents'>, vip: Pick<BuyerLevel, 'order_join_rate_bp' | 'task_rate_bp'>, quantity: number) {
  const units = BigInt(quantity);
  const member = memberPrice(goods.price_cents, vip.order_join_rate_bp);
  const amount = member * units;
  return {
    member_price_cents: member,
    amount_cents: amount,
    rebate_cents: feeOf(goods.price_cents * units, vip.task_rate_bp),
    points: (amount / 100n) * BigInt(POINTS_PER_CASH_UNIT),
  };
}

/**
 * Decides every buy of a batch on one item in arrival order, each on its own rules (level, the day's quota,
 * orders in progress, stock left, balance left), counting what the buys before it in the batch took. Pure: the
 * caller holds the locks and writes what is decided.
 */
export function decideBatch(
  goods: GoodsRow,
  buyers: Map<number, Buyer>,
  earlier: OrderRow[],
  batch: BuyRequest[],
  now: Date,
): Decision[] {
  let stock = goods.stock;
  const firstIndex = new Map<string, number>();
  return batch.map((req, index) => {
    const key = `${req.userId}:${req.requestId}`;
    const retried = earlier.find((o) => o.user_id === req.userId && o.request_id === req.requestId);
    if (retried) return sameRequest(retried, req) ? { earlier: retried } : { refused: refuse('request.idReused') };
    const first = firstIndex.get(key);
    if (first !== undefined) return sameRequest(batch[first]!, req) ? { sameAs: first } : { refused: refuse('request.idReused') };
    const buyer = buyers.get(req.userId);
    if (!buyer) return { refused: refuse('auth.required') };
    const refusal = refusalOf(goods, buyer, stock, req, now);
    if (refusal) return { refused: refusal };
    const price = priceOrder(goods, buyer.vip, req.quantity);
    if (price.amount_cents > buyer.balance) return { refused: refuse('shopping.balanceShort', { amount: formatCents(price.amount_cents) }) };
    stock -= req.quantity;
    buyer.balance -= price.amount_cents;
    buyer.today += 1;
    buyer.inProgress += 1;
    firstIndex.set(key, index);
    return {
      place: {
        user_id: req.userId,
        goods_id: goods.id,
        request_id: req.requestId,
        quantity: req.quantity,
        level: buyer.vip.level,
        unit_price_cents: goods.price_cents,
        discount_bp: buyer.vip.order_join_rate_bp,
        rebate_bp: buyer.vip.task_rate_bp,
        ...price,
      },
    };
  });
}

function refusalOf(goods: GoodsRow, buyer: Buyer, stock: number, req: BuyRequest, now: Date): DomainError | undefined {
  if (!goods.selling) {
    if (!goods.on_sale) return refuse('shopping.notOnSale');
    if (goods.sale_start && goods.sale_start > now) return refuse('shopping.notStarted', { time: goods.sale_start });
    return refuse('shopping.saleEnded');
  }
  if (buyer.vip.level < goods.min_level) return refuse('shopping.levelTooLow', { level: goods.min_level });
  if (buyer.today >= buyer.vip.task_num) return refuse('shopping.dailyQuota', { count: buyer.vip.task_num });
  if (buyer.inProgress >= buyer.vip.task_everyday) return refuse('shopping.inProgressCap', { count: buyer.vip.task_everyday });
  if (stock === 0) return refuse('shopping.soldOut');
  if (req.quantity > stock) return refuse('shopping.stockShort', { left: stock });
  return undefined;
}

const sameRequest = (a: { goods_id?: number; goodsId?: number; quantity: number }, b: BuyRequest) =>
  (a.goods_id ?? a.goodsId) === b.goodsId && a.quantity === b.quantity;
