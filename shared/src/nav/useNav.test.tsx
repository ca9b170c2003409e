import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { STORAGE_KEYS } from '../session/storage';
import { makeStore } from '../store/store';
import { historyStore } from './history';
import { useNav } from './useNav';

function setup(start = '/pages/index/index') {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[start]}>{children}</MemoryRouter>
    </Provider>
  );
  return { ...renderHook(() => ({ nav: useNav(), location: useLocation() }), { wrapper }), store };
}

it('navigate pushes, redirect replaces, relaunch starts over', () => {
  historyStore.write([{ path: '/pages/index/index', scrollY: 0 }]);
  const { result } = setup();
  act(() => result.current.nav.navigate('/pages/notice/notice'));
  expect(historyStore.read().map((e) => e.path)).toEqual(['/pages/index/index', '/pages/notice/notice']);
  act(() => result.current.nav.redirect('/pages/content/index?key=about'));
  expect(historyStore.read().map((e) => e.path)).toEqual(['/pages/index/index', '/pages/content/index?key=about']);
  expect(result.current.location.search).toBe('?key=about');
  act(() => result.current.nav.relaunch('/pages/my/info'));
  expect(historyStore.read().map((e) => e.path)).toEqual(['/pages/my/info']);
});

it('goes home when there is no history to go back to', () => {
  historyStore.write([{ path: '/pages/notice/notice', scrollY: 0 }]);
  const { result } = setup('/pages/notice/notice');
  act(() => result.current.nav.back());
  expect(result.current.location.pathname).toBe('/pages/index/index');
});

it('lets the user choose when several customer-service addresses are stored, and says when there is none', () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const { result, store } = setup();
  act(() => result.current.nav.navigate('/contact'));
  expect(store.getState().ui.toast).toMatchObject({ id: 'service.none' });
  localStorage.setItem(STORAGE_KEYS.serviceList, JSON.stringify([{ name: 'Chat', url: 'https://a' }, { name: 'Mail', url: 'mailto:b' }]));
  act(() => result.current.nav.navigate('/contact'));
  expect(store.getState().ui.serviceSheet).toBe(true);
  expect(open).not.toHaveBeenCalled();
  open.mockRestore();
});

it('opens the stored customer-service address for /contact instead of navigating', () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  localStorage.setItem(STORAGE_KEYS.serviceUrl, JSON.stringify('https://help.example/chat'));
  const { result } = setup();
  act(() => result.current.nav.navigate('/contact'));
  expect(open).toHaveBeenCalledWith('https://help.example/chat', '_blank', 'noopener');
  expect(result.current.location.pathname).toBe('/pages/index/index');
  open.mockRestore();
});
