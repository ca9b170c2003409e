import { lazy } from 'react';
import type { Catalogs } from '@snapmall/shared';
import type { AdminPage, CustomerTab } from '@snapmall/shared/admin';
import enUs from '../messages/admin/en-us.json';
import zhTw from '../messages/admin/zh-tw.json';

/**
 * The shop's back office for the operator console (issue 19): what `./admin` exposes. Only the console loads it;
 * each page is a chunk of its own, fetched when opened, so the shop's pages (`./routes`) carry none of it. The
 * pages import nothing of the shop's own modules, so the shop's chunks stay byte for byte the same.
 */

/** Owner of this remote's catalogs in the store. */
export const name = 'mf_shopping';

/** The console pages' texts (ids `admin.shopping.*`), apart from the shop's catalogs so neither carries the other. */
export const messages: Catalogs = { 'en-us': enUs, 'zh-tw': zhTw };

/** The catalogue role's pages (an owner holds every role), under the shop's console prefix '/shop/'. */
export const pages: AdminPage[] = [
  { path: '/shop/orders', title: 'admin.shopping.orders.title', role: 'catalogue', component: lazy(() => import('./admin/orders/OrdersPage')) },
  { path: '/shop/brands', title: 'admin.shopping.brands.title', role: 'catalogue', component: lazy(() => import('./admin/brands/BrandsPage')) },
  {
    // 'new' for a new brand; reached from the brands list (which links /shop/brands/<id>).
    path: '/shop/brands/:id',
    title: 'admin.shopping.brands.editPage',
    role: 'catalogue',
    nav: false,
    component: lazy(() => import('./admin/brands/BrandEditPage')),
  },
  { path: '/shop/goods', title: 'admin.shopping.goods.title', role: 'catalogue', component: lazy(() => import('./admin/goods/GoodsPage')) },
  {
    // 'new' for a new item; its stock is set on the same page.
    path: '/shop/goods/:id',
    title: 'admin.shopping.goods.editPage',
    role: 'catalogue',
    nav: false,
    component: lazy(() => import('./admin/goods/GoodsEditPage')),
  },
  { path: '/shop/vip', title: 'admin.shopping.vip.title', role: 'catalogue', component: lazy(() => import('./admin/vip/VipPage')) },
  {
    // 'new' for a new level; a level's number is fixed once it exists.
    path: '/shop/vip/:level',
    title: 'admin.shopping.vip.editPage',
    role: 'catalogue',
    nav: false,
    component: lazy(() => import('./admin/vip/VipEditPage')),
  },
];

/**
 * The shop's tab on the console's customer page (`/customers/:id?tab=orders`): the customer's orders, for the
 * catalogue role, with their count beside its name. Its code is fetched when the tab is opened.
 */
export const customerTabs: CustomerTab[] = [
  { id: 'orders', label: 'admin.shopping.customer.tab', role: 'catalogue', count: 'orders', Panel: lazy(() => import('./admin/customer/OrdersTab')) },
];
