import { lazy } from 'react';
import type { Catalogs, RemoteRoute } from '@snapmall/shared';
import { withLedgerWords } from '@snapmall/shared/ledger';
import enUs from '../messages/en-us.json';
import zhTw from '../messages/zh-tw.json';
import { prefetchDeposit } from './features/deposit/prefetch';
import { prefetchWithdraw } from './features/withdraw/prefetch';

/** Owner of this remote's catalogs in the store. */
export const name = 'mf_bank';

/** Its own texts, and the ledger's words for the statement's lines. */
export const messages: Catalogs = withLedgerWords({ 'en-us': enUs, 'zh-tw': zhTw });

/** The money pages this remote contributes; the shell owns the nav bar, tab bar and guards. */
export const routes: RemoteRoute[] = [
  // Its channels are asked for while the page's chunk comes (prefetch).
  { path: '/pages/bank/deposit', component: lazy(() => import('./features/deposit/DepositPage')), title: 'bank.page.deposit', sideWindows: true, auth: 'user', prefetch: prefetchDeposit },
  { path: '/pages/bank/deposit_logs', component: lazy(() => import('./features/deposit/DepositLogsPage')), title: 'bank.page.depositLogs', sideWindows: true, auth: 'user' },
  { path: '/pages/bank/withdraw', component: lazy(() => import('./features/withdraw/WithdrawPage')), title: 'bank.page.withdraw', sideWindows: true, auth: 'user', prefetch: prefetchWithdraw },
  { path: '/pages/bank/withdraw_logs', component: lazy(() => import('./features/withdraw/WithdrawLogsPage')), title: 'bank.page.withdrawLogs', sideWindows: true, auth: 'user' },
  { path: '/pages/bank/bind', component: lazy(() => import('./features/card/BindPage')), title: 'bank.page.bind', sideWindows: true, auth: 'user' },
  { path: '/pages/bank/capital', component: lazy(() => import('./features/capital/CapitalPage')), title: 'bank.page.capital', sideWindows: true, auth: 'user' },
];
