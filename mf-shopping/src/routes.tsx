import { lazy } from 'react';
import type { Catalogs, RemoteRoute } from '@snapmall/shared';
import enUs from '../messages/en-us.json';
import zhTw from '../messages/zh-tw.json';

/** Owner of this remote's catalogs in the store. */
export const name = 'mf_shopping';

export const messages: Catalogs = { 'en-us': enUs, 'zh-tw': zhTw };

const page = (path: string, title: string, component: RemoteRoute['component']): RemoteRoute => ({
  path: `/pages/shopping/${path}`,
  component,
  title: `shop.page.${title}`,
  sideWindows: true,
  auth: 'user',
});

/** The snap-buying pages this remote contributes, read top-down as a customer moves through them. */
export const routes: RemoteRoute[] = [
  page('index', 'index', lazy(() => import('./features/snap/SnapPage'))),
  page('detail', 'detail', lazy(() => import('./features/goods/DetailPage'))),
  page('buylog', 'buylog', lazy(() => import('./features/buylog/BuyLogPage'))),
  page('buylog_detail', 'buylogDetail', lazy(() => import('./features/buylog/BuyLogDetailPage'))),
  page('recentorder', 'recentorder', lazy(() => import('./features/recent/RecentOrdersPage'))),
  page('recentorder_detail', 'recentorderDetail', lazy(() => import('./features/recent/RecentOrderDetailPage'))),
  page('reclog', 'reclog', lazy(() => import('./features/reclog/ReclogPage'))),
  page('vip', 'vip', lazy(() => import('./features/vip/VipPage'))),
];
