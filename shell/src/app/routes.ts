import { lazy } from 'react';
import type { RemoteRoute } from '@snapmall/shared';
import { lazyWithTexts } from '../routing/pageTexts';
import { MESSAGE_PATH, NOTICE_PATH, SIGNIN_PATH } from '../routing/paths';

/**
 * The shell's own pages, described with the same contract as a remote's routes. The app composes them; the layers
 * below know only their paths (routing/paths.ts, kept equal to this table by routes.test.ts).
 */
export const shellRoutes: RemoteRoute[] = [
  { path: '/', component: lazy(() => import('../features/entry/EntryPage')), title: 'page.entry', sideWindows: true, auth: 'any' },
  { path: '/pages/index/home', component: lazy(() => import('../features/entry/EntryPage')), title: 'page.entry', sideWindows: true, auth: 'any' },
  { path: '/pages/index/index', component: lazy(() => import('../features/home/HomePage')), title: 'page.home', sideWindows: true, auth: 'any', tab: true },
  { path: '/pages/index/app', component: lazy(() => import('../features/download/DownloadPage')), title: 'page.download', sideWindows: true, auth: 'any' },
  { path: NOTICE_PATH, component: lazyWithTexts(() => import('../features/notice/NoticePage')), title: 'page.notice', sideWindows: false, auth: 'any', tab: true },
  { path: MESSAGE_PATH, component: lazyWithTexts(() => import('../features/message/MessagePage')), title: 'page.message', sideWindows: true, auth: 'user' },
  { path: SIGNIN_PATH, component: lazyWithTexts(() => import('../features/signin/SignInPage')), title: 'page.signin', sideWindows: true, auth: 'user' },
  { path: '/pages/content/index', component: lazyWithTexts(() => import('../features/content/ContentPage')), title: 'page.content', sideWindows: true, auth: 'any' },
];
