import type { ShopConfig } from '@snapmall/shared/contract';

type Settings = Omit<ShopConfig, 'vipLevel' | 'vipList' | 'version'>;

/** What the shop shows until the operator sets a key (each key is replaced whole when set). */
export const DEFAULT_SETTINGS: Settings = {
  base: { site_name: { 'en-us': 'SnapMall', 'zh-tw': 'SnapMall 商城' }, website: '', services: [] },
  clause: { about: 'about', terms: 'terms', privacy: 'privacy' },
  sign_in: { enabled: true, base_points: 5, streak_bonus: 1, max_bonus: 5 },
  navigation: { notices: true, service: true, download: true, shopping: true, lottery: true },
  tabbar: {
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
  },
  banner: [],
  download: { android: '', ios: '' },
};
