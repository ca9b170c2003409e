import type { UserInfo } from '../contract/account';
import { darkModeChanged, initialLocale, languageChanged } from '../i18n/localeSlice';
import { makeStore } from '../store/store';
import { initialSession, loggedIn, loggedOut, userRefreshed } from './sessionSlice';
import { STORAGE_KEYS } from './storage';

const user = { username: 'ada', token: 'tok', money: '1.00' } as UserInfo;

it('counts stored user info with a username as logged in on start', () => {
  localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('tok'));
  expect(initialSession()).toEqual({ user, token: 'tok' });
  localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ ...user, username: '' }));
  expect(initialSession()).toEqual({ user: null, token: null });
  localStorage.setItem(STORAGE_KEYS.userInfo, '{broken');
  expect(initialSession()).toEqual({ user: null, token: null });
});

it('persists the session on login and refresh, and clears it on logout', () => {
  const store = makeStore();
  store.dispatch(loggedIn(user));
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.token)!)).toBe('tok');
  store.dispatch(userRefreshed({ ...user, money: '9.00', token: '' }));
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo)!)).toMatchObject({ money: '9.00', token: 'tok' });
  store.dispatch(loggedOut());
  expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
});

it('keeps language and dark mode (off by default) across starts', () => {
  expect(initialLocale()).toMatchObject({ lang: 'en-us', dark: false });
  const store = makeStore();
  store.dispatch(languageChanged('zh-tw'));
  store.dispatch(darkModeChanged(true));
  expect(initialLocale()).toMatchObject({ lang: 'zh-tw', dark: true });
});
