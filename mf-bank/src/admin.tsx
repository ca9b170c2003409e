import { lazy } from 'react';
import type { Catalogs } from '@snapmall/shared';
import type { AdminPage, CustomerTab } from '@snapmall/shared/admin';
import { withLedgerWords } from '@snapmall/shared/ledger';
import enUs from '../messages/admin/en-us.json';
import zhTw from '../messages/admin/zh-tw.json';

/**
 * The bank's back office for the operator console (issue 19): what `./admin` exposes. Only the console loads it;
 * each page is a chunk of its own, fetched when opened, so the shop's bank pages (`./routes`) carry none of it.
 */

/** Owner of this remote's catalogs in the store. */
export const name = 'mf_bank';

/** The console pages' texts (ids `admin.bank.*`, and the ledger's words), apart from the shop's catalogs so neither carries the other. */
export const messages: Catalogs = withLedgerWords({ 'en-us': enUs, 'zh-tw': zhTw });

/** Finance's pages (an owner holds every role), under the bank's console prefix '/bank/'. */
export const pages: AdminPage[] = [
  { path: '/bank/deposits', title: 'admin.bank.deposits.title', role: 'finance', component: lazy(() => import('./admin/deposits/DepositsPage')) },
  { path: '/bank/withdrawals', title: 'admin.bank.withdrawals.title', role: 'finance', component: lazy(() => import('./admin/withdrawals/WithdrawalsPage')) },
  { path: '/bank/channels', title: 'admin.bank.channels.title', role: 'finance', component: lazy(() => import('./admin/channels/ChannelsPage')) },
  { path: '/bank/adjust', title: 'admin.bank.adjust.title', role: 'finance', component: lazy(() => import('./admin/adjust/AdjustPage')) },
  { path: '/bank/statement', title: 'admin.bank.statement.title', role: 'finance', component: lazy(() => import('./admin/statement/StatementPage')) },
];

/**
 * The bank's tabs on the console's customer page (`/customers/:id?tab=…`), for finance: the customer's statement,
 * then their deposits and withdrawals with their counts beside the names. Each tab's code is fetched when it is
 * opened. The ids are in addresses: kept once released.
 */
export const customerTabs: CustomerTab[] = [
  { id: 'statement', label: 'admin.bank.customer.tab.statement', role: 'finance', Panel: lazy(() => import('./admin/customer/StatementTab')) },
  { id: 'deposits', label: 'admin.bank.customer.tab.deposits', role: 'finance', count: 'deposits', Panel: lazy(() => import('./admin/customer/DepositsTab')) },
  { id: 'withdrawals', label: 'admin.bank.customer.tab.withdrawals', role: 'finance', count: 'withdrawals', Panel: lazy(() => import('./admin/customer/WithdrawalsTab')) },
];
