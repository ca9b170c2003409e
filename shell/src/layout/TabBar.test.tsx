import { fireEvent, screen } from '@testing-library/react';
import { darkModeChanged, historyStore, makeStore } from '@snapmall/shared';
import { renderWithProviders } from '@snapmall/shared/test-utils';
import enUs from '../../messages/en-us.json';
import zhTw from '../../messages/zh-tw.json';
import { TabBar } from './TabBar';
import { tabBar } from './tabBarConfig';

const catalogs = { shell: { 'en-us': enUs, 'zh-tw': zhTw } };

it('is drawn from its configuration: colours, background, current tab', () => {
  renderWithProviders(<TabBar config={tabBar} current="/pages/index/index" />, { catalogs });
  const home = screen.getByRole('button', { name: 'Home' });
  expect(home.getAttribute('aria-current')).toBe('page');
  expect(home.style.color).toBe('rgb(228, 57, 60)');
  expect(screen.getByRole('button', { name: 'Me' }).style.color).toBe('rgb(122, 126, 131)');
  expect((home.parentElement as HTMLElement).style.background).toBe('rgb(255, 255, 255)');
});

it('replaces the last history entry on a tab-to-tab move', () => {
  historyStore.write([
    { path: '/pages/index/index?x=1', scrollY: 0 },
    { path: '/pages/index/index', scrollY: 0 },
  ]);
  renderWithProviders(<TabBar config={tabBar} current="/pages/index/index" />, { catalogs, lang: 'zh-tw' });
  fireEvent.click(screen.getByRole('button', { name: '公告' }));
  expect(historyStore.read().map((e) => e.path)).toEqual(['/pages/index/index?x=1', '/pages/notice/notice']);
});

it('takes the dark colours of its configuration in dark mode', () => {
  const store = makeStore();
  store.dispatch(darkModeChanged(true));
  renderWithProviders(<TabBar config={tabBar} current="/pages/index/index" />, { catalogs, store });
  const me = screen.getByRole('button', { name: 'Me' });
  expect(me.style.color).toBe('rgb(154, 160, 166)');
  expect((me.parentElement as HTMLElement).style.background).toBe('rgb(28, 31, 38)');
});
