import { lazy } from 'react';
import type { Catalogs } from '@snapmall/shared';
import type { AdminPage, CustomerTab } from '@snapmall/shared/admin';
import enUs from '../messages/admin/en-us.json';
import zhTw from '../messages/admin/zh-tw.json';

/**
 * The account's part of the operator console: what `./admin` exposes. Only the console loads it; its tab's panel is
 * a chunk of its own, fetched when opened, and imports none of the shop's account modules, so the shop's chunks
 * (`./routes`: login, register, me, profile, passwords) carry none of it and stay the files they were.
 */

/** Owner of this remote's catalogs in the store. */
export const name = 'mf_account';

/** The console's texts (ids `admin.account.*`), apart from the shop's catalogs so neither carries the other. */
export const messages: Catalogs = { 'en-us': enUs, 'zh-tw': zhTw };

/** The account has no console page of its own yet (its console prefix would be '/account/'). */
export const pages: AdminPage[] = [];

/**
 * The account's tab on the console's customer page (`/customers/:id?tab=profile`): who the customer is, for every
 * operator. It shows what the customer page already loaded (/api/admin/user/get), so it makes no call of its own.
 */
export const customerTabs: CustomerTab[] = [
  { id: 'profile', label: 'admin.account.customer.tab', role: 'operator', Panel: lazy(() => import('./admin/customer/ProfileTab')) },
];
