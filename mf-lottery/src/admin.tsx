import { lazy } from 'react';
import type { Catalogs } from '@snapmall/shared';
import type { AdminPage, CustomerTab } from '@snapmall/shared/admin';
import enUs from '../messages/admin/en-us.json';
import zhTw from '../messages/admin/zh-tw.json';

/**
 * The lottery's back office for the operator console (issue 19): what `./admin` exposes. Only the console loads it;
 * each page is a chunk of its own, fetched when opened, so the shop's lottery pages (`./routes`) carry none of
 * it. The pages import nothing of the shop's own modules (see admin/common/codes.ts), so the shop's chunks stay byte
 * for byte the same.
 */

/** Owner of this remote's catalogs in the store. */
export const name = 'mf_lottery';

/** The console pages' texts (ids `admin.lottery.*`), apart from the shop's catalogs so neither carries the other. */
export const messages: Catalogs = { 'en-us': enUs, 'zh-tw': zhTw };

/** The games role's pages (an owner holds every role), under the lottery's console prefix '/games/'. */
export const pages: AdminPage[] = [
  { path: '/games/games', title: 'admin.lottery.games.title', role: 'games', component: lazy(() => import('./admin/games/GamesPage')) },
  {
    // 'new' for a new game; reached from the games list.
    path: '/games/game/:id',
    title: 'admin.lottery.game.title',
    role: 'games',
    nav: false,
    component: lazy(() => import('./admin/games/GameEditPage')),
  },
  { path: '/games/draws', title: 'admin.lottery.draws.title', role: 'games', component: lazy(() => import('./admin/draws/DrawsPage')) },
  { path: '/games/summary', title: 'admin.lottery.summary.title', role: 'games', component: lazy(() => import('./admin/summary/SummaryPage')) },
];

/**
 * The lottery's tab on the console's customer page (`/customers/:id?tab=bets`): the customer's bets, for every
 * operator, with their count beside its name. Its code is fetched when the tab is opened.
 */
export const customerTabs: CustomerTab[] = [
  { id: 'bets', label: 'admin.lottery.customer.tab', role: 'operator', count: 'bets', Panel: lazy(() => import('./admin/customer/BetsTab')) },
];
