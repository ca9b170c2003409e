import type { Brand, BuyQuota, Goods, Order, OrderDetail } from '@snapmall/shared/contract';

export const BRANDS: Brand[] = [
  { id: 1, name: 'HomeCraft', description: 'Kitchen and table things made to last.', logo: '/goods/kettle.svg' },
  { id: 2, name: 'SoundWave', description: '', logo: '' },
];

export const GOODS: Goods = {
  id: 7,
  brand_id: 1,
  title: 'Steel kettle 1.7 L',
  description: 'Boils a litre in four minutes.',
  images: ['/goods/kettle.svg'],
  price: '1299.00',
  member_price: '1272.99',
  discount_rate: '2.00',
  rebate_rate: '1.20',
  stock: 120,
  min_level: 1,
  level_ok: 1,
  selling: 1,
  sale_start: 0,
  sale_end: 0,
};

export const QUOTA: BuyQuota = {
  level: 3,
  per_day: 8,
  used_today: 2,
  left_today: 6,
  in_progress_max: 3,
  in_progress: 1,
  day: '2026-05-01',
  resets_at: 1_777_651_200,
  balance: '5000.00',
  points_per_unit: 1,
};

export const ORDER: Order = {
  id: 41,
  goods_id: 7,
  title: 'Steel kettle 1.7 L',
  image: '/goods/kettle.svg',
  quantity: 2,
  unit_price: '1299.00',
  discount_rate: '2.00',
  member_price: '1272.99',
  amount: '2545.98',
  rebate: '31.18',
  rebate_rate: '1.20',
  points: 2545,
  status: 'placed',
  carrier: '',
  tracking_no: '',
  createtime: 1_777_600_000,
  shiptime: 0,
  receivetime: 0,
  canceltime: 0,
  auto_receive_at: 0,
};

export const detailOf = (o: Partial<Order> = {}): OrderDetail => {
  const order = { ...ORDER, ...o };
  const events: OrderDetail['events'] = [{ status: 'placed', time: order.createtime }];
  if (order.shiptime) events.push({ status: 'shipped', time: order.shiptime });
  if (order.receivetime) events.push({ status: 'received', time: order.receivetime });
  if (order.canceltime) events.push({ status: 'cancelled', time: order.canceltime });
  return { ...order, events };
};

export const page = <T>(list: T[], total = list.length, pageNo = 1) => ({ list, total, page: pageNo });
