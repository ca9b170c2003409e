import { fireEvent, screen } from '@testing-library/react';
import { darkModeChanged, historyStore, makeStore } from '@snapmall/shared';
import { renderWithProviders } from '@snapmall/shared/test-utils';
import enUs from '../../../messages/en-us.json';
import zhTw from '../../../messages/zh-tw.json';
import { DEFAULT_TAB_BAR } from '@snapmall/shared';
import { TabBar } from './TabBar';
import { TAB_ICONS, type TabBarConfig } from '../tabBar';

const catalogs = { shell: { 'en-us': enUs, 'zh-tw': zhTw } };

/** What an operator might publish: other colours, a shopping tab with its own icon, three tabs. */
const operator: TabBarConfig = {
  color: '#333333',
  selectedColor: '#0a7d32',
  borderStyle: 'white',
  backgroundColor: '#fafafa',
  dark: { color: '#aaaaaa', selectedColor: '#7ee2a8', borderStyle: 'black', backgroundColor: '#000000' },
  list: [
    { pagePath: '/pages/index/index', text: { 'en-us': 'Start', 'zh-tw': '開始' }, icon: 'home' },
    { pagePath: '/pages/shopping/index', text: { 'en-us': 'Buy', 'zh-tw': '搶購' }, icon: 'shopping' },
    { pagePath: '/pages/my/info', text: { 'en-us': 'Mine', 'zh-tw': '我的' }, icon: 'me' },
  ],
};

it('is drawn from its configuration: colours, background, current tab', () => {
  renderWithProviders(<TabBar config={DEFAULT_TAB_BAR} current="/pages/index/index" />, { catalogs });
  const home = screen.getByRole('button', { name: 'Home' });
  expect(home.getAttribute('aria-current')).toBe('page');
  expect(home.style.color).toBe('rgb(198, 40, 40)');
  expect(screen.getByRole('button', { name: 'Me' }).style.color).toBe('rgb(95, 99, 104)');
  expect((home.parentElement as HTMLElement).style.background).toBe('rgb(255, 255, 255)');
});

it("takes the operator's texts in the reader's language, and draws each icon name", () => {
  const { container } = renderWithProviders(<TabBar config={operator} current="/pages/shopping/index" />, { catalogs, lang: 'zh-tw' });
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['開始', '搶購', '我的']);
  expect(screen.getByRole('button', { name: '搶購' }).style.color).toBe('rgb(10, 125, 50)');
  expect([...container.querySelectorAll('path')].map((p) => p.getAttribute('d'))).toEqual([TAB_ICONS.home, TAB_ICONS.shopping, TAB_ICONS.me]);
  expect((container.querySelector('nav') as HTMLElement).style.borderTopColor).toBe('rgba(255, 255, 255, 0.12)');
});

it('has an icon for every name the contract allows', async () => {
  const { TAB_ICON_NAMES } = await import('@snapmall/shared/contract');
  expect(Object.keys(TAB_ICONS).sort()).toEqual([...TAB_ICON_NAMES].sort());
  // Each its own drawing, one path of plain commands and figures.
  expect(new Set(Object.values(TAB_ICONS)).size).toBe(TAB_ICON_NAMES.length);
  for (const d of Object.values(TAB_ICONS)) expect(d).toMatch(/^M[-MmLlHhVvCcSsAaZz0-9. ]+$/);
});

it("draws a remote's tab with one of the general icons, stroked like the others", () => {
  const rewards: TabBarConfig = {
    ...operator,
    list: [operator.list[0]!, { pagePath: '/pages/rewards/index', text: { 'en-us': 'Rewards', 'zh-tw': '獎勵' }, icon: 'gift' }, { pagePath: '/pages/wallet/index', text: { 'en-us': 'Wallet', 'zh-tw': '錢包' }, icon: 'wallet' }],
  };
  const { container } = renderWithProviders(<TabBar config={rewards} current="/pages/rewards/index" />, { catalogs });
  const paths = [...container.querySelectorAll('path')];
  expect(paths.map((p) => p.getAttribute('d'))).toEqual([TAB_ICONS.home, TAB_ICONS.gift, TAB_ICONS.wallet]);
  expect(paths.map((p) => [p.getAttribute('fill'), p.getAttribute('stroke')])).toEqual(Array(3).fill(['none', 'currentColor']));
  expect(screen.getByRole('button', { name: 'Rewards' }).getAttribute('aria-current')).toBe('page');
});

it('replaces the last history entry on a tab-to-tab move', () => {
  historyStore.write([
    { path: '/pages/index/index?x=1', scrollY: 0 },
    { path: '/pages/index/index', scrollY: 0 },
  ]);
  renderWithProviders(<TabBar config={DEFAULT_TAB_BAR} current="/pages/index/index" />, { catalogs, lang: 'zh-tw' });
  fireEvent.click(screen.getByRole('button', { name: '公告' }));
  expect(historyStore.read().map((e) => e.path)).toEqual(['/pages/index/index?x=1', '/pages/notice/notice']);
});

it('takes the dark colours of its configuration in dark mode', () => {
  const store = makeStore();
  store.dispatch(darkModeChanged(true));
  renderWithProviders(<TabBar config={operator} current="/pages/index/index" />, { catalogs, store });
  const mine = screen.getByRole('button', { name: 'Mine' });
  expect(mine.style.color).toBe('rgb(170, 170, 170)');
  expect(screen.getByRole('button', { name: 'Start' }).style.color).toBe('rgb(126, 226, 168)');
  expect((mine.parentElement as HTMLElement).style.background).toBe('rgb(0, 0, 0)');
});

it('carries the unread count on the "me" tab, named for screen readers', () => {
  renderWithProviders(<TabBar config={DEFAULT_TAB_BAR} current="/pages/index/index" unread={3} />, { catalogs });
  expect(screen.getAllByTestId('tab-badge').map((b) => b.textContent)).toEqual(['3']);
  expect(screen.getByRole('button', { name: 'Me, 3 unread messages' })).toBeTruthy();
});
