import { act, screen } from '@testing-library/react';
import { loggedIn, makeStore, type UserInfo } from '@snapmall/shared';
import { renderWithProviders } from '@snapmall/shared/test-utils';
import { messages } from '../../routes';
import MePage from './MePage';

const user = (held_money: string) =>
  ({ username: 'ada', nickname: 'Ada', token: 't', money: '1200.00', held_money, level: 1, score: 0, invite_code: 'ABCD', avatar: '', is_paypassword: 1, vip: null }) as unknown as UserInfo;

const render = async (u: UserInfo, lang: 'en-us' | 'zh-tw' = 'en-us') => {
  // retval answers the same user, so the page keeps what it shows.
  globalThis.fetch = jest.fn(async () => ({ status: 200, text: async () => JSON.stringify({ code: 1, msg: '', time: 0, data: u }) })) as unknown as typeof fetch;
  const store = makeStore();
  store.dispatch(loggedIn(u));
  const result = renderWithProviders(<MePage />, { store, catalogs: { mf_account: messages }, lang });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return result;
};

it('shows the held part of the balance when there is one', async () => {
  await render(user('200.00'));
  expect(screen.getByTestId('me-balance').textContent).toBe('1,200.00');
  expect(screen.getByTestId('me-held').textContent).toBe('200.00 held');
});

it('says nothing of held money when none is held', async () => {
  await render(user('0.00'));
  expect(screen.queryByTestId('me-held')).toBeNull();
});

it('links to every money page', async () => {
  await render(user('0.00'), 'zh-tw');
  const money = screen.getByRole('navigation', { name: '資金' });
  expect([...money.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['充值', '提現', '綁定銀行帳戶', '充值紀錄', '提現紀錄', '資金管理']);
});

it('links to the snap-buying pages', async () => {
  await render(user('0.00'));
  const shopping = screen.getByRole('navigation', { name: 'Snap buying' });
  expect([...shopping.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
    'Snap buying',
    'Purchase records',
    'Real-time orders',
    'Receiving records',
    'VIP levels',
  ]);
});

it('links to the points-lottery pages', async () => {
  await render(user('0.00'), 'zh-tw');
  const lottery = screen.getByRole('navigation', { name: '積分競猜' });
  expect([...lottery.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['開始遊戲', '我的注單', '開獎結果', '每日投注上限']);
});

it("links to the shell's message center and daily sign-in, and leaves out what the operator switched off", async () => {
  const { unmount } = await render(user('0.00'));
  expect(screen.getByRole('button', { name: 'Message center' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Daily sign-in' })).toBeTruthy();
  unmount();
  const stored = {
    base: { site_name: { 'en-us': 'S', 'zh-tw': 'S' }, website: '', services: [] },
    clause: { about: 'about', terms: 'terms', privacy: 'privacy' },
    sign_in: { enabled: false, base_points: 5, streak_bonus: 1, max_bonus: 5 },
    navigation: { notices: true, service: true, download: true, shopping: false, lottery: false },
    tabbar: { color: '#000', selectedColor: '#000', borderStyle: 'black', backgroundColor: '#fff', dark: {}, list: [] },
    banner: [],
    download: { android: '', ios: '' },
    vipLevel: 1,
    vipList: [],
    version: 'x',
  };
  localStorage.setItem('snapmall:config', JSON.stringify(stored));
  await render(user('0.00'), 'zh-tw');
  expect(screen.getByRole('button', { name: '訊息中心' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: '每日簽到' })).toBeNull();
  expect(screen.queryByRole('navigation', { name: '積分競猜' })).toBeNull();
  expect(screen.queryByRole('navigation', { name: '搶購' })).toBeNull();
  expect(screen.getByRole('navigation', { name: '資金' })).toBeTruthy();
});
