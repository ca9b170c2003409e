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
  expect([...money.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['充值', '提現', '綁定銀行帳戶', '充值記錄', '提現記錄', '資金管理']);
});
