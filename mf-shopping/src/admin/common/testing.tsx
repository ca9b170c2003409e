import type { ReactElement } from 'react';
import { applyFilters, renderRemoteAdminPage, setWide } from '@snapmall/shared/test-utils/admin';
import type { Language } from '@snapmall/shared';
import type { AdminBrand, AdminGoods, AdminOrder, AdminVipLevel } from '@snapmall/shared/contract';
import { messages } from '../../admin';

export { applyFilters, setWide };

/** A console page as the console shows it: the admin kit's texts and the shop's console texts, at its path. */
export function renderAdminPage(page: ReactElement, route: string, lang: Language = 'en-us') {
  return renderRemoteAdminPage(page, route, lang, 'mf_shopping/admin', messages);
}

/** The request body without the language every call carries. */
export const strip = ({ lang: _lang, ...rest }: Record<string, unknown>) => rest;

export const brand = (id: number, extra: Partial<AdminBrand> = {}): AdminBrand => ({
  id,
  name_en: `Brand ${id}`,
  name_zh: `品牌 ${id}`,
  description_en: '',
  description_zh: '',
  logo: '',
  sort: 0,
  enabled: 1,
  ...extra,
});

export const goods = (id: number, extra: Partial<AdminGoods> = {}): AdminGoods => ({
  id,
  brand_id: 1,
  title_en: `Item ${id}`,
  title_zh: `商品 ${id}`,
  description_en: '',
  description_zh: '',
  images: ['/uploads/item.png'],
  price: '199.00',
  stock: 5,
  min_level: 1,
  on_sale: true,
  sale_start: 0,
  sale_end: 0,
  sort: 0,
  selling: true,
  ...extra,
});

export const vipLevel = (level: number, extra: Partial<AdminVipLevel> = {}): AdminVipLevel => ({
  id: level,
  level,
  name: `Silver ${level}`,
  price_cents: '50000',
  task_rate_bp: 250,
  order_join_rate_bp: 200,
  task_num: 3,
  task_everyday: 2,
  withdraw_num: 1,
  withdraw_rate_bp: 100,
  min_withdraw_cents: '10000',
  max_withdraw_cents: '5000000',
  content: 'Three snap buys a day',
  image: '',
  logo: '',
  ...extra,
});

export const order = (id: number, extra: Partial<AdminOrder> = {}): AdminOrder => ({
  id,
  goods_id: 5,
  title: 'Tea set',
  image: '/uploads/tea.png',
  quantity: 2,
  unit_price: '100.00',
  discount_rate: '2.00',
  member_price: '98.00',
  amount: '196.00',
  rebate: '5.00',
  rebate_rate: '2.50',
  points: 196,
  status: 'placed',
  carrier: '',
  tracking_no: '',
  createtime: 1_764_000_000,
  shiptime: 0,
  receivetime: 0,
  canceltime: 0,
  auto_receive_at: 0,
  user_id: 7,
  username: 'ada',
  ...extra,
});
