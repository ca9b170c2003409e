import { lazy } from 'react';
import type { Catalogs, RemoteRoute } from '@snapmall/shared';
import enUs from '../messages/en-us.json';
import zhTw from '../messages/zh-tw.json';

/** Owner of this remote's catalogs in the store. */
export const name = 'mf_account';

export const messages: Catalogs = { 'en-us': enUs, 'zh-tw': zhTw };

/** The account pages this remote contributes; the shell owns the nav bar, tab bar and guards. */
export const routes: RemoteRoute[] = [
  { path: '/pages/login/index', component: lazy(() => import('./features/login/LoginPage')), title: 'account.page.login', sideWindows: false, auth: 'guest' },
  { path: '/pages/login/register', component: lazy(() => import('./features/register/RegisterPage')), title: 'account.page.register', sideWindows: false, auth: 'guest' },
  { path: '/pages/my/info', component: lazy(() => import('./features/me/MePage')), title: 'account.page.me', sideWindows: true, auth: 'user', tab: true },
  { path: '/pages/my/profile', component: lazy(() => import('./features/profile/ProfilePage')), title: 'account.page.profile', sideWindows: true, auth: 'user' },
  { path: '/pages/my/loginPsd', component: lazy(() => import('./features/password/LoginPasswordPage')), title: 'account.page.loginPsd', sideWindows: true, auth: 'user' },
  { path: '/pages/my/withdrawPsd', component: lazy(() => import('./features/password/WithdrawPasswordPage')), title: 'account.page.withdrawPsd', sideWindows: true, auth: 'user' },
];
