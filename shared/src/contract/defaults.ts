import type { Static } from '@sinclair/typebox';
import type { TabBarSettings } from './config';

/**
 * The tab bar a shop has until the operator sets one: the server answers it in the configuration, and the shell
 * draws it on a first visit before that answer arrives, so a shop the operator never configured does not flicker.
 * Plain data (no schema runtime), so the client bundles it.
 */
export const DEFAULT_TAB_BAR: Static<typeof TabBarSettings> = {
  color: '#5f6368',
  selectedColor: '#c62828',
  borderStyle: 'black',
  backgroundColor: '#ffffff',
  dark: { color: '#9aa0a6', selectedColor: '#ff8a80', borderStyle: 'white', backgroundColor: '#1c1f26' },
  list: [
    { pagePath: '/pages/index/index', text: { 'en-us': 'Home', 'zh-tw': '首頁' }, icon: 'home' },
    { pagePath: '/pages/notice/notice', text: { 'en-us': 'Notices', 'zh-tw': '公告' }, icon: 'notice' },
    { pagePath: '/contact', text: { 'en-us': 'Service', 'zh-tw': '客服' }, icon: 'service' },
    { pagePath: '/pages/my/info', text: { 'en-us': 'Me', 'zh-tw': '我的' }, icon: 'me' },
  ],
};

/** The shop's day (quotas, sign-in, bets by day) starts at midnight here unless the server is told otherwise. */
export const DEFAULT_SHOP_TIME_ZONE = 'Asia/Taipei';
