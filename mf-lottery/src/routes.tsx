import { lazy } from 'react';
import type { Catalogs, RemoteRoute } from '@snapmall/shared';
import enUs from '../messages/en-us.json';
import zhTw from '../messages/zh-tw.json';
import { prefetchPlay } from './features/play/prefetch';
import { prefetchBuyLog } from './features/buylog/prefetch';

/** Owner of this remote's catalogs in the store. */
export const name = 'mf_lottery';

export const messages: Catalogs = { 'en-us': enUs, 'zh-tw': zhTw };

/**
 * The points-lottery pages, read top-down as a player moves through them.
 * Each path is written out whole: the release gate reads a build's route paths from its code (issue 17).
 */
export const routes: RemoteRoute[] = [
  // Play has no side windows (SPEC §2): the countdown and the bet form keep the player's whole attention.
  // Its games, bets in play and open period are asked for while the page's chunk comes (prefetch).
  { path: '/pages/lottery/lottery', component: lazy(() => import('./features/play/PlayPage')), title: 'lottery.page.lottery', sideWindows: false, auth: 'user', prefetch: prefetchPlay },
  { path: '/pages/lottery/notcount', component: lazy(() => import('./features/notcount/NotCountPage')), title: 'lottery.page.notcount', sideWindows: true, auth: 'user' },
  { path: '/pages/lottery/notcount_detail', component: lazy(() => import('./features/notcount/NotCountDetailPage')), title: 'lottery.page.notcountDetail', sideWindows: true, auth: 'user' },
  { path: '/pages/lottery/buyLog', component: lazy(() => import('./features/buylog/BuyLogPage')), title: 'lottery.page.buyLog', sideWindows: true, auth: 'user', prefetch: prefetchBuyLog },
  { path: '/pages/lottery/buyLog-day', component: lazy(() => import('./features/buylogday/BuyLogDayPage')), title: 'lottery.page.buyLogDay', sideWindows: true, auth: 'user' },
  { path: '/pages/lottery/settledLog', component: lazy(() => import('./features/settled/SettledLogPage')), title: 'lottery.page.settledLog', sideWindows: true, auth: 'user' },
  { path: '/pages/lottery/verify', component: lazy(() => import('./features/verify/VerifyPage')), title: 'lottery.page.verify', sideWindows: true, auth: 'user' },
  { path: '/pages/lottery/limit', component: lazy(() => import('./features/limit/LimitPage')), title: 'lottery.page.limit', sideWindows: true, auth: 'user' },
];
