import { DEFAULT_TAB_BAR, type ShopConfig } from '@snapmall/shared';

/** A shop's configuration as /api/admin/config/get answers it, for the console's tests of its forms. */
export function shopConfig(changes: Partial<ShopConfig> = {}): ShopConfig {
  return {
    base: { site_name: { 'en-us': 'SnapMall', 'zh-tw': '快購商城' }, website: 'https://snapmall.example', services: [] },
    clause: { about: 'about', terms: 'terms', privacy: 'privacy' },
    sign_in: { enabled: true, base_points: 10, streak_bonus: 5, max_bonus: 50 },
    navigation: { notices: true, service: true, download: true, shopping: true, lottery: true },
    tabbar: DEFAULT_TAB_BAR,
    banner: [{ image: '/banners/sale.svg', link: '/pages/shopping/index', alt: { 'en-us': 'Snap sale', 'zh-tw': '限時搶購' } }],
    download: { android: '', ios: '' },
    vipLevel: 1,
    vipList: [],
    time_zone: 'Asia/Taipei',
    version: 'v1',
    ...changes,
  };
}
