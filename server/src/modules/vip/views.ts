import type { Vip } from '@snapmall/shared/contract';
import { formatBasisPoints, formatCents } from '../../money';
import type { VipRow } from './repository';

/** A level as the customer sees it: money as decimal strings, rates as percents. */
export function toVip(v: VipRow): Vip {
  return {
    id: v.id,
    name: v.name,
    price: formatCents(v.price_cents),
    task_rate: formatBasisPoints(v.task_rate_bp),
    order_join_rate: formatBasisPoints(v.order_join_rate_bp),
    level: v.level,
    task_num: v.task_num,
    task_everyday: v.task_everyday,
    withdraw_num: v.withdraw_num,
    withdraw_rate: formatBasisPoints(v.withdraw_rate_bp),
    min_withdraw: formatCents(v.min_withdraw_cents),
    max_withdraw: formatCents(v.max_withdraw_cents),
    content: v.content,
    image: v.image,
    logo: v.logo,
  };
}
