import { lazy } from 'react';
import type { Catalogs, RemoteRoute } from '@snapmall/shared';
import enUs from '../messages/en-us.json';
import zhTw from '../messages/zh-tw.json';
import { prefetchSnap } from './features/snap/prefetch';
import { prefetchBuyLog } from './features/buylog/prefetch';
import { prefetchGoodsDetail } from './features/goods/prefetch';

/** Owner of this remote's catalogs in the store. */
export const name = 'mf_shopping';

export const messages: Catalogs = { 'en-us': enUs, 'zh-tw': zhTw };

/**
 * The snap-buying pages this remote contributes, read top-down as a customer moves through them.
 * Each path is written out whole: the release gate reads a build's route paths from its code (issue 17).
 */
export const routes: RemoteRoute[] = [
  // Its quota, brands and likely goods are asked for while the page's chunk comes (prefetch).
  { path: '/pages/shopping/index', component: lazy(() => import('./features/snap/SnapPage')), title: 'shop.page.index', sideWindows: true, auth: 'user', prefetch: prefetchSnap },
  { path: '/pages/shopping/detail', component: lazy(() => import('./features/goods/DetailPage')), title: 'shop.page.detail', sideWindows: true, auth: 'user', prefetch: prefetchGoodsDetail },
  { path: '/pages/shopping/buylog', component: lazy(() => import('./features/buylog/BuyLogPage')), title: 'shop.page.buylog', sideWindows: true, auth: 'user', prefetch: prefetchBuyLog },
  { path: '/pages/shopping/buylog_detail', component: lazy(() => import('./features/buylog/BuyLogDetailPage')), title: 'shop.page.buylogDetail', sideWindows: true, auth: 'user' },
  { path: '/pages/shopping/recentorder', component: lazy(() => import('./features/recent/RecentOrdersPage')), title: 'shop.page.recentorder', sideWindows: true, auth: 'user' },
  { path: '/pages/shopping/recentorder_detail', component: lazy(() => import('./features/recent/RecentOrderDetailPage')), title: 'shop.page.recentorderDetail', sideWindows: true, auth: 'user' },
  { path: '/pages/shopping/reclog', component: lazy(() => import('./features/reclog/ReclogPage')), title: 'shop.page.reclog', sideWindows: true, auth: 'user' },
  { path: '/pages/shopping/vip', component: lazy(() => import('./features/vip/VipPage')), title: 'shop.page.vip', sideWindows: true, auth: 'user' },
];
