import type { ShopConfig } from '@snapmall/shared';

/**
 * The tab bar drawn on a first visit until the server's configuration arrives: the same as the server's default
 * (server/src/modules/settings/defaults.ts), so a shop the operator never configured does not flicker.
 */
export const DEFAULT_TAB_BAR: ShopConfig['tabbar'] = {
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
