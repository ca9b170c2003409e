import { DEFAULT_SHOP_TIME_ZONE, DEFAULT_TAB_BAR, signInPoints as contractRule, type ShopConfig } from '../contract';
import { makeStore } from '../store/store';
import { STORAGE_KEYS } from '../session/storage';
import { configLoaded, initialConfig, isShopConfig, selectShopConfig } from './configSlice';
import { signInPoints } from './signIn';

const sample = {
  base: { site_name: { 'en-us': 'SnapMall', 'zh-tw': 'SnapMall 商城' }, website: '', services: [] },
  clause: { about: 'about', terms: 'terms', privacy: 'privacy' },
  sign_in: { enabled: true, base_points: 5, streak_bonus: 1, max_bonus: 5 },
  navigation: { notices: true, service: true, download: true, shopping: true, lottery: true },
  tabbar: DEFAULT_TAB_BAR,
  banner: [],
  download: { android: '', ios: '' },
  vipLevel: 1,
  vipList: [],
  time_zone: DEFAULT_SHOP_TIME_ZONE,
  version: 'abc123',
} satisfies ShopConfig;

it('starts from the stored copy, and ignores one of another shape', () => {
  localStorage.setItem(STORAGE_KEYS.config, JSON.stringify(sample));
  expect(initialConfig().value?.version).toBe('abc123');
  localStorage.setItem(STORAGE_KEYS.config, JSON.stringify({ version: 'old', tabbar: {} }));
  expect(initialConfig().value).toBeNull();
  localStorage.setItem(STORAGE_KEYS.config, '{not json');
  expect(initialConfig().value).toBeNull();
  expect(isShopConfig(null)).toBe(false);
});

it('keeps a loaded configuration in local storage', () => {
  const store = makeStore();
  expect(selectShopConfig(store.getState())).toBeNull();
  store.dispatch(configLoaded({ ...sample, version: 'v2' }));
  expect(selectShopConfig(store.getState())?.version).toBe('v2');
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.config)!)).toMatchObject({ version: 'v2' });
});

it('computes sign-in points exactly as the contract the server uses', () => {
  for (const rule of [sample.sign_in, { base_points: 0, streak_bonus: 3, max_bonus: 10 }, { base_points: 7, streak_bonus: 0, max_bonus: 0 }]) {
    for (let streak = 0; streak <= 12; streak++) expect(signInPoints(rule, streak)).toBe(contractRule(rule, streak));
  }
  expect([1, 2, 6, 7, 30].map((s) => signInPoints(sample.sign_in, s))).toEqual([5, 6, 10, 10, 10]);
});
