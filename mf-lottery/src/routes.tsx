import { lazy } from 'react';
import type { Catalogs, RemoteRoute } from '@snapmall/shared';
import enUs from '../messages/en-us.json';
import zhTw from '../messages/zh-tw.json';

/** Owner of this remote's catalogs in the store. */
export const name = 'mf_lottery';

export const messages: Catalogs = { 'en-us': enUs, 'zh-tw': zhTw };

const page = (path: string, title: string, component: RemoteRoute['component'], sideWindows = true): RemoteRoute => ({
  path: `/pages/lottery/${path}`,
  component,
  title: `lottery.page.${title}`,
  sideWindows,
  auth: 'user',
});

/** The points-lottery pages, read top-down as a player moves through them. */
export const routes: RemoteRoute[] = [
  // Play has no side windows (SPEC §2): the countdown and the bet form keep the player's whole attention.
  page('lottery', 'lottery', lazy(() => import('./features/play/PlayPage')), false),
  page('notcount', 'notcount', lazy(() => import('./features/notcount/NotCountPage'))),
  page('notcount_detail', 'notcountDetail', lazy(() => import('./features/notcount/NotCountDetailPage'))),
  page('buyLog', 'buyLog', lazy(() => import('./features/buylog/BuyLogPage'))),
  page('buyLog-day', 'buyLogDay', lazy(() => import('./features/buylogday/BuyLogDayPage'))),
  page('settledLog', 'settledLog', lazy(() => import('./features/settled/SettledLogPage'))),
  page('verify', 'verify', lazy(() => import('./features/verify/VerifyPage'))),
  page('limit', 'limit', lazy(() => import('./features/limit/LimitPage'))),
];
