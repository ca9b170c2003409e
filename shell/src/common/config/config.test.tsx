import { act, screen, waitFor } from '@testing-library/react';
import { configLoaded, makeStore, STORAGE_KEYS } from '@snapmall/shared';
import { renderWithProviders } from '@snapmall/shared/test-utils';
import { CONFIG, answer } from '../../../test/fixtures';
import enUs from '../../../messages/en-us.json';
import zhTw from '../../../messages/zh-tw.json';
import { shownByNavigation } from './navigation';
import { useConfigRefresh } from './useConfigRefresh';
import { useTabBar } from './useShopConfig';

const catalogs = { shell: { 'en-us': enUs, 'zh-tw': zhTw } };


function Tabs() {
  useConfigRefresh();
  const tabbar = useTabBar();
  return <output data-testid="tabs">{tabbar.list.map((t) => t.text['en-us']).join(',')}</output>;
}

it('renders from the stored copy at once, then takes the server\'s when its version differs, and keeps it', async () => {
  localStorage.setItem(STORAGE_KEYS.config, JSON.stringify(CONFIG));
  const newer = { ...CONFIG, version: 'v2', tabbar: { ...CONFIG.tabbar, list: CONFIG.tabbar.list.slice(0, 2) } };
  let release: (v: unknown) => void = () => undefined;
  globalThis.fetch = jest.fn(() => new Promise((resolve) => (release = resolve))) as unknown as typeof fetch;
  const store = makeStore();
  renderWithProviders(<Tabs />, { catalogs, store });
  // Before the server answers: the stored copy.
  expect(screen.getByTestId('tabs').textContent).toBe('Home,Notices,Service,Me');
  expect((globalThis.fetch as jest.Mock).mock.calls[0][0]).toMatch(/\/api\/common\/config\?lang=en-us$/);
  await act(async () => release(answer(newer)));
  await waitFor(() => expect(screen.getByTestId('tabs').textContent).toBe('Home,Notices'));
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.config)!).version).toBe('v2');
});

it('leaves the copy alone when the version is the same, and when the server cannot be reached', async () => {
  localStorage.setItem(STORAGE_KEYS.config, JSON.stringify(CONFIG));
  const store = makeStore();
  const dispatched: string[] = [];
  store.subscribe(() => undefined);
  const original = store.dispatch;
  store.dispatch = ((action: { type: string }) => {
    dispatched.push(action.type);
    return original(action as never);
  }) as typeof store.dispatch;
  globalThis.fetch = jest.fn().mockResolvedValue(answer({ ...CONFIG, base: { ...CONFIG.base } })) as unknown as typeof fetch;
  renderWithProviders(<Tabs />, { catalogs, store });
  await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
  await act(async () => new Promise((r) => setTimeout(r, 10)));
  expect(dispatched).not.toContain(configLoaded.type);

  globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
  document.dispatchEvent(new Event('visibilitychange'));
  await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
  await act(async () => new Promise((r) => setTimeout(r, 10)));
  expect(screen.getByTestId('tabs').textContent).toBe('Home,Notices,Service,Me');
});

it('draws the built-in tab bar on a first visit, and drops tabs the navigation switches hide', () => {
  globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  const store = makeStore();
  renderWithProviders(<Tabs />, { catalogs, store });
  expect(screen.getByTestId('tabs').textContent).toBe('Home,Notices,Service,Me');
  act(() => {
    store.dispatch(configLoaded({ ...CONFIG, version: 'v3', navigation: { ...CONFIG.navigation, notices: false, service: false } }));
  });
  expect(screen.getByTestId('tabs').textContent).toBe('Home,Me');
});

it('maps paths to the navigation switch that governs them', () => {
  const off = { notices: false, service: false, download: false, shopping: false, lottery: false };
  for (const path of ['/pages/notice/notice?id=3', '/contact', '/pages/index/app', '/pages/shopping/vip', '/pages/lottery/lottery']) {
    expect(shownByNavigation(path, off)).toBe(false);
    expect(shownByNavigation(path, CONFIG.navigation)).toBe(true);
  }
  expect(shownByNavigation('/pages/bank/deposit', off)).toBe(true);
  expect(shownByNavigation('/pages/my/info', undefined)).toBe(true);
});
