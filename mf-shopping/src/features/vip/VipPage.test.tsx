import { fireEvent, screen, waitFor } from '@testing-library/react';
import { confirmWith, mockApi, renderWithProviders, storeWithUser } from '@snapmall/shared/test-utils';
import { useRetvalQuery, type Vip } from '@snapmall/shared';
import { messages } from '../../routes';
import VipPage from './VipPage';

const vip = (level: number, price: string, rest: Partial<Vip> = {}): Vip => ({
  id: level, name: `VIP ${level}`, price, task_rate: '0.50', order_join_rate: '0.00', level, task_num: 3, task_everyday: 1,
  withdraw_num: 1, withdraw_rate: '1.00', min_withdraw: '100.00', max_withdraw: '5000.00', content: '', image: '', logo: '', ...rest,
});
const LEVELS = [vip(1, '0.00'), vip(2, '500.00', { task_rate: '0.80', order_join_rate: '1.00', task_num: 5, task_everyday: 2 }), vip(3, '2000.00')];

/** The shell keeps the user info subscribed; the page relies on that to show the new level. */
function WithSession() {
  useRetvalQuery();
  return <VipPage />;
}

const render = (lang: 'en-us' | 'zh-tw' = 'en-us') =>
  renderWithProviders(<WithSession />, { store: storeWithUser({ level: 1, money: '1000.00' }), catalogs: { mf_shopping: messages }, lang });

it("marks the customer's level and offers an upgrade only to higher ones, with every benefit shown", async () => {
  mockApi({ '/api/goods/level': () => ({ data: LEVELS }), '/api/user/retval': () => ({ data: { username: 'ada', token: 't', level: 1, money: '1000.00' } }) });
  render();
  const cards = await screen.findAllByTestId('vip-level');
  expect(cards[0]!.textContent).toContain('Your level');
  expect(cards[0]!.querySelector('button')).toBeNull();
  expect(cards[1]!.textContent).toContain('Member discount1.00%');
  expect(cards[1]!.textContent).toContain('Rebate rate0.80%');
  expect(cards[1]!.textContent).toContain('Snap buys a day5');
  expect(cards[1]!.textContent).toContain('Orders in progress at once2');
  expect(cards[1]!.textContent).toContain('Per withdrawal100.00 – 5,000.00');
  expect(screen.getByRole('button', { name: 'Upgrade to VIP 2 for 500.00' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Upgrade to VIP 3 for 2,000.00' })).toBeTruthy();
  expect(screen.getByTestId('vip-honest').textContent).toContain('No level promises earnings');
});

it('asks with the price, the benefits and no promise of earnings; pays with one request id; refreshes the session', async () => {
  let level = 1;
  const api = mockApi({
    '/api/goods/level': () => ({ data: LEVELS }),
    '/api/user/retval': () => ({ data: { username: 'ada', token: 't', level, money: level === 2 ? '500.00' : '1000.00' } }),
    '/api/user/vipupgrade': () => {
      level = 2;
      return { data: { level: 2, paid: '500.00', balance: '500.00' } };
    },
  });
  const { store } = render();
  fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to VIP 2 for 500.00' }));
  const dialog = await screen.findByTestId('confirm');
  expect(dialog.textContent).toContain('VIP 2 costs 500.00, paid from your balance (1,000.00) now.');
  expect(dialog.textContent).toContain('Snap buys a day5');
  expect(dialog.textContent).toContain('No level promises earnings');
  await confirmWith(screen, fireEvent, 'Pay 500.00');
  await waitFor(() => expect(store.getState().session.user?.level).toBe(2));
  expect(store.getState().session.user?.money).toBe('500.00');
  expect(api.bodies('/api/user/vipupgrade')).toEqual([expect.objectContaining({ level: 2, request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) })]);
  expect(store.getState().ui.toast).toMatchObject({ id: 'shop.vip.done', values: { name: 'VIP 2', paid: '500.00', balance: '500.00' } });
  expect(await screen.findByText('Your level')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Upgrade to VIP 2/ })).toBeNull();
});

it('shows a refusal on the level, and retries after no answer with the same id', async () => {
  const answers = ['network', 'refused'];
  const api = mockApi({
    '/api/goods/level': () => ({ data: LEVELS }),
    '/api/user/retval': () => ({ data: { username: 'ada', token: 't', level: 1, money: '1000.00' } }),
    '/api/user/vipupgrade': () => (answers.shift() === 'network' ? 'network' : { code: 0, msg: '餘額不足' }),
  });
  render('zh-tw');
  const upgrade = await screen.findByRole('button', { name: '以 2,000.00 升級為 VIP 3' });
  fireEvent.click(upgrade);
  await confirmWith(screen, fireEvent, '支付 2,000.00');
  expect(await screen.findByText(/伺服器沒有回應/)).toBeTruthy();
  fireEvent.click(upgrade);
  await confirmWith(screen, fireEvent, '支付 2,000.00');
  expect((await screen.findByRole('alert')).textContent).toBe('餘額不足');
  const [a, b] = api.bodies('/api/user/vipupgrade');
  expect(a!.request_id).toBe(b!.request_id);
});

it.each(['en-us', 'zh-tw'] as const)('says the limits are the ones shown with the level, true above the list and in the dialog under them (%s)', async (lang) => {
  mockApi({ '/api/goods/level': () => ({ data: LEVELS }), '/api/user/retval': () => ({ data: { username: 'ada', token: 't', level: 1, money: '1000.00' } }) });
  render(lang);
  await screen.findAllByTestId('vip-level');
  fireEvent.click(screen.getAllByRole('button', { name: lang === 'en-us' ? /^Upgrade to VIP 2/ : /VIP 2/ })[0]!);
  const dialog = screen.getByTestId('confirm');
  const honest = screen.getByTestId('vip-honest').textContent!;
  expect(honest).not.toMatch(/below|above|下列|上列|以下|以上/);
  expect(honest).toMatch(lang === 'en-us' ? /limits shown with it/ : /與其一併列出/);
  expect(dialog.textContent).toContain(honest);
});
