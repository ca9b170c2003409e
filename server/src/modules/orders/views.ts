import type { AdminOrder, Language, Order, OrderDetail, OrderEvent } from '@snapmall/shared/contract';
import { formatBasisPoints, formatCents } from '../../money';
import type { OrderRow } from './repository';

/** An order with what was bought: the goods' titles in both languages and their images. */
export type OrderWithGoods = OrderRow & { title_en: string; title_zh: string; images: string[] };

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : 0);
const DAY = 24 * 3600;

export function toOrder(o: OrderWithGoods, lang: Language, autoReceiveDays: number): Order {
  return {
    id: Number(o.id),
    goods_id: o.goods_id,
    title: lang === 'zh-tw' ? o.title_zh : o.title_en,
    image: o.images[0] ?? '',
    quantity: o.quantity,
    unit_price: formatCents(o.unit_price_cents),
    discount_rate: formatBasisPoints(o.discount_bp),
    member_price: formatCents(o.member_price_cents),
    amount: formatCents(o.amount_cents),
    rebate: formatCents(o.rebate_cents),
    rebate_rate: formatBasisPoints(o.rebate_bp),
    points: Number(o.points),
    status: o.status,
    carrier: o.carrier,
    tracking_no: o.tracking_no,
    createtime: unix(o.createtime),
    shiptime: unix(o.shiptime),
    receivetime: unix(o.receivetime),
    canceltime: unix(o.canceltime),
    auto_receive_at: o.status === 'shipped' && o.shiptime ? unix(o.shiptime) + autoReceiveDays * DAY : 0,
  };
}

export function toDetail(o: OrderWithGoods, lang: Language, autoReceiveDays: number): OrderDetail {
  const events: OrderEvent[] = [{ status: 'placed', time: unix(o.createtime) }];
  if (o.shiptime) events.push({ status: 'shipped', time: unix(o.shiptime) });
  if (o.receivetime) events.push({ status: 'received', time: unix(o.receivetime) });
  if (o.canceltime) events.push({ status: 'cancelled', time: unix(o.canceltime) });
  return { ...toOrder(o, lang, autoReceiveDays), events };
}

export function toAdminOrder(o: OrderWithGoods & { username: string }, lang: Language, autoReceiveDays: number): AdminOrder {
  return { ...toOrder(o, lang, autoReceiveDays), user_id: o.user_id, username: o.username };
}
