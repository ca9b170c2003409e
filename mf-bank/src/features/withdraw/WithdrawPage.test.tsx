import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterPrefetch, mockApi, renderWithProviders, settle, storeWithUser } from '@snapmall/shared/test-utils';
import type { WithdrawRules } from '@snapmall/shared/contract';
import { messages, routes } from '../../routes';
import WithdrawPage from './WithdrawPage';

const RULES: WithdrawRules = {
  min_amount: '100.00',
  max_amount: '50000.00',
  per_day: 3,
  used_today: 1,
  fee_rate: '1.50',
  balance: '12000.00',
  held: '200.00',
  card_bound: 1,
  paypassword_set: 1,
};
const CARD = { name: 'Ada Lovelace', bank_name: 'First Bank', card_no: '************4321', last4: '4321', updatetime: 1 };
const WITHDRAWAL = { id: 9, amount: '1000.00', fee: '15.00', receive: '985.00', bank_name: 'First Bank', card_no: '************4321', status: 0, reason: '', createtime: 1, reviewtime: 0 };

const render = (lang: 'en-us' | 'zh-tw' = 'en-us') =>
  renderWithProviders(<WithdrawPage />, { store: storeWithUser(), catalogs: { mf_bank: messages }, lang });
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

it('shows the rules before the customer commits', async () => {
  mockApi({ '/api/withdraw/rules': () => ({ data: RULES }), '/api/withdraw/bankcard': () => ({ data: CARD }) });
  render();
  expect(await screen.findByTestId('rules-balance')).toHaveProperty('textContent', '12,000.00');
  expect(screen.getByTestId('rules-held').textContent).toBe('200.00');
  expect(screen.getByTestId('rules-range').textContent).toBe('100.00 – 50,000.00');
  expect(screen.getByTestId('rules-day').textContent).toBe('1 of 3 used');
  expect(screen.getByTestId('rules-fee').textContent).toBe('1.50%');
  expect((await screen.findByTestId('withdraw-card')).textContent).toBe('Paid to First Bank •••• 4321');
});

it('says what reaches the card after the fee, as the amount is typed', async () => {
  mockApi({ '/api/withdraw/rules': () => ({ data: RULES }), '/api/withdraw/bankcard': () => ({ data: CARD }) });
  render();
  fill(await screen.findByLabelText('Amount').then(() => 'Amount'), '100.34');
  expect(screen.getByTestId('quote').textContent).toBe('Fee (1.50%): 1.51You receive 98.83');
  fill('Amount', '1000');
  expect(screen.getByTestId('quote').textContent).toBe('Fee (1.50%): 15.00You receive 985.00');
  fill('Amount', 'abc');
  expect(screen.getByTestId('quote').textContent).toBe('');
});

it('refuses an amount above the balance or the limit as it is typed, with no receive figure, and shows one again for a new amount', async () => {
  const api = mockApi({ '/api/withdraw/rules': () => ({ data: RULES }), '/api/withdraw/bankcard': () => ({ data: CARD }) });
  render();
  fill(await screen.findByLabelText('Amount').then(() => 'Amount'), '12000.01');
  expect(screen.getByText('More than your balance (12,000.00)')).toBeTruthy();
  expect(screen.getByTestId('quote').textContent).toBe('');
  fill('Amount', '50000.01');
  expect(screen.getByText('Min: 100.00, Max: 50,000.00 per transaction')).toBeTruthy();
  expect(screen.getByTestId('quote').textContent).toBe('');
  fill('Withdrawal password', '123456');
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  await settle();
  expect(api.bodies('/api/withdraw/withdraw')).toEqual([]);
  // Below the minimum: no figure either, and no error while the customer may still be typing a larger amount.
  fill('Amount', '99');
  expect(screen.getByTestId('quote').textContent).toBe('');
  expect(screen.queryByText('Min: 100.00, Max: 50,000.00 per transaction')).toBeNull();
  fill('Amount', '1000');
  expect(screen.getByTestId('quote').textContent).toBe('Fee (1.50%): 15.00You receive 985.00');
  expect(screen.queryByText('More than your balance (12,000.00)')).toBeNull();
});

it('says which calendar "used today" counts in: the shop\'s days', async () => {
  mockApi({ '/api/withdraw/rules': () => ({ data: RULES }), '/api/withdraw/bankcard': () => ({ data: CARD }) });
  render();
  await screen.findByTestId('rules-day');
  expect(screen.getByTestId('shop-day-note').textContent).toMatch(/^Days are the shop's days, in /);
});

it('checks the limits and the balance before sending', async () => {
  const api = mockApi({ '/api/withdraw/rules': () => ({ data: RULES }), '/api/withdraw/bankcard': () => ({ data: CARD }) });
  render();
  fill(await screen.findByLabelText('Amount').then(() => 'Amount'), '99.99');
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('Min: 100.00, Max: 50,000.00 per transaction')).toBeTruthy();
  expect(screen.getByText('Please enter the withdrawal password')).toBeTruthy();
  fill('Amount', '12000.01');
  fill('Withdrawal password', '123456');
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('More than your balance (12,000.00)')).toBeTruthy();
  expect(api.bodies('/api/withdraw/withdraw')).toEqual([]);
});

it('leads to the withdrawal password, then to the card, when they are missing', async () => {
  mockApi({ '/api/withdraw/rules': () => ({ data: { ...RULES, paypassword_set: 0, card_bound: 0 } }) });
  const first = render();
  expect(await screen.findByRole('button', { name: 'Set withdrawal password' })).toBeTruthy();
  expect(screen.queryByLabelText('Amount')).toBeNull();
  first.unmount();
  mockApi({ '/api/withdraw/rules': () => ({ data: { ...RULES, card_bound: 0 } }) });
  render();
  expect(await screen.findByRole('button', { name: 'Bind a bank card' })).toBeTruthy();
  expect(screen.queryByLabelText('Amount')).toBeNull();
});

it("says when the day's withdrawals are used up", async () => {
  mockApi({ '/api/withdraw/rules': () => ({ data: { ...RULES, used_today: 3 } }), '/api/withdraw/bankcard': () => ({ data: CARD }) });
  render('zh-tw');
  expect(await screen.findByText('今日 3 次提現已用完，請明天再試。')).toBeTruthy();
  expect(screen.getByRole('button', { name: '提現' }).matches(':disabled')).toBe(true);
});

it('retries with the same request id when no answer came, and uses a new one for the next action', async () => {
  const answers: Array<'network' | 'refused' | 'ok'> = ['network', 'network', 'ok', 'refused', 'refused'];
  const api = mockApi({
    '/api/withdraw/rules': () => ({ data: RULES }),
    '/api/withdraw/bankcard': () => ({ data: CARD }),
    '/api/withdraw/withdraw': () => {
      const next = answers.shift();
      return next === 'network' ? 'network' : next === 'ok' ? { data: WITHDRAWAL } : { code: 0, msg: 'Wrong withdrawal password' };
    },
  });
  render();
  fill(await screen.findByLabelText('Amount').then(() => 'Amount'), '1000');
  fill('Withdrawal password', '123456');
  const submit = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await act(settle);
  };
  await submit();
  expect(await screen.findByText(/No answer from the server/)).toBeTruthy();
  await submit();
  await submit();
  expect(await screen.findByText('Withdrawal requested')).toBeTruthy();
  const sent = api.bodies('/api/withdraw/withdraw');
  expect(sent).toHaveLength(3);
  expect(sent[0]).toMatchObject({ amount: '1000.00', paypassword: '123456', lang: 'en-us', token: 't' });
  expect(new Set(sent.map((b) => b.request_id)).size).toBe(1);

  // The next withdrawal is another action: a new id, also after a refusal.
  fireEvent.click(screen.getByRole('button', { name: 'New withdrawal' }));
  fill(await screen.findByLabelText('Amount').then(() => 'Amount'), '1000');
  fill('Withdrawal password', '000000');
  await submit();
  expect(await screen.findByText('Wrong withdrawal password')).toBeTruthy();
  await submit();
  const all = api.bodies('/api/withdraw/withdraw').map((b) => b.request_id);
  expect(all).toHaveLength(5);
  expect(new Set(all).size).toBe(3);
});

it('gives a changed form a new request id', async () => {
  const api = mockApi({
    '/api/withdraw/rules': () => ({ data: RULES }),
    '/api/withdraw/bankcard': () => ({ data: CARD }),
    '/api/withdraw/withdraw': () => 'network',
  });
  render();
  fill(await screen.findByLabelText('Amount').then(() => 'Amount'), '1000');
  fill('Withdrawal password', '123456');
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  await waitFor(() => expect(api.bodies('/api/withdraw/withdraw')).toHaveLength(1));
  await act(settle);
  fill('Amount', '2000');
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  await waitFor(() => expect(api.bodies('/api/withdraw/withdraw')).toHaveLength(2));
  const [a, b] = api.bodies('/api/withdraw/withdraw');
  expect(a!.request_id).not.toBe(b!.request_id);
});

it('shows what was requested: held, Pending Review, the fee and what the card receives', async () => {
  mockApi({
    '/api/withdraw/rules': () => ({ data: RULES }),
    '/api/withdraw/bankcard': () => ({ data: CARD }),
    '/api/withdraw/withdraw': () => ({ data: WITHDRAWAL }),
  });
  render();
  fill(await screen.findByLabelText('Amount').then(() => 'Amount'), '1000');
  fill('Withdrawal password', '123456');
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('Pending Review')).toBeTruthy();
  expect(screen.getByTestId('done-fee').textContent).toBe('15.00');
  expect(screen.getByTestId('done-receive').textContent).toBe('985.00');
});

it('has its rules and the bound card asked for before its chunk has run, draws them without asking again, and asks afresh on the next visit', async () => {
  let balance = '12000.00';
  const api = mockApi({ '/api/withdraw/rules': () => ({ data: { ...RULES, balance } }), '/api/withdraw/bankcard': () => ({ data: CARD }) });
  const store = storeWithUser();
  const visit = async () => {
    await afterPrefetch(routes, '/pages/bank/withdraw', store);
    return renderWithProviders(<WithdrawPage />, { store, catalogs: { mf_bank: messages } });
  };
  const first = await visit();
  expect(screen.getByTestId('rules-balance').textContent).toBe('12,000.00');
  await settle();
  expect([api.bodies('/api/withdraw/rules').length, api.bodies('/api/withdraw/bankcard').length]).toEqual([1, 1]);
  first.unmount();
  // An operator rejected a withdrawal meanwhile: the next visit, seconds later, draws the balance as it is now.
  balance = '12500.00';
  await visit();
  expect(screen.getByTestId('rules-balance').textContent).toBe('12,500.00');
  expect(api.bodies('/api/withdraw/rules')).toHaveLength(2);
});
