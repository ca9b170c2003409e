import { DEFAULT_TAB_BAR, type ShopConfig } from '@snapmall/shared/contract';

type Settings = Omit<ShopConfig, 'vipLevel' | 'vipList' | 'version' | 'time_zone'>;

/** What the shop shows until the operator sets a key (each key is replaced whole when set). */
export const DEFAULT_SETTINGS: Settings = {
  base: { site_name: { 'en-us': 'SnapMall', 'zh-tw': 'SnapMall 商城' }, website: '', services: [] },
  clause: { about: 'about', terms: 'terms', privacy: 'privacy' },
  sign_in: { enabled: true, base_points: 5, streak_bonus: 1, max_bonus: 5 },
  navigation: { notices: true, service: true, download: true, shopping: true, lottery: true },
  tabbar: DEFAULT_TAB_BAR,
  banner: [],
  download: { android: '', ios: '' },
};
