import { DEFAULT_SHOP_TIME_ZONE, DEFAULT_TAB_BAR, type ShopConfig } from '@snapmall/shared';

/** A configuration as the server answers it by default (tests change what they need). */
export const CONFIG: ShopConfig = {
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
  version: 'v1',
};

/** A successful answer of the API, as fetch resolves it. */
export const answer = (data: unknown) => ({ status: 200, text: async () => JSON.stringify({ code: 1, msg: '', time: 0, data }) });

/** A fetch that answers each API path with its data (a function of the request body, or a value); others 404. */
export function mockApi(routes: Record<string, unknown>) {
  const mock = jest.fn(async (url: string, init?: { body?: string }) => {
    const path = url.split('?')[0]!;
    if (!(path in routes)) return { status: 404, text: async () => '{"code":0,"msg":"not found"}' };
    const route = routes[path];
    const body = init?.body ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    return answer(typeof route === 'function' ? (route as (b: Record<string, unknown>) => unknown)(body) : route);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}
