import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterPrefetch, mockApi, renderWithProviders, settle, storeWithUser } from '@snapmall/shared/test-utils';
import { messages, routes } from '../../routes';
import DepositPage from './DepositPage';

const CHANNELS = [
  { id: 1, name: 'Bank transfer', instructions: 'Transfer to First Bank\nAccount 123-456', min_amount: '100.00', max_amount: '50000.00' },
  { id: 2, name: 'Convenience store', instructions: 'Pay at the counter with code 77', min_amount: '10.00', max_amount: '2000.00' },
];
const DEPOSIT = { id: 5, channel_id: 2, channel_name: 'Convenience store', amount: '500.00', reference: 'R-1', status: 0, reason: '', createtime: 1, reviewtime: 0 };
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

it("checks the amount against the chosen channel's limits", async () => {
  const api = mockApi({ '/api/recharge/channels': () => ({ data: CHANNELS }) });
  renderWithProviders(<DepositPage />, { store: storeWithUser(), catalogs: { mf_bank: messages } });
  expect(await screen.findByLabelText(/Bank transfer/)).toHaveProperty('checked', true);
  fill('Amount', '50');
  fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
  expect(await screen.findByText('Min: 100.00, Max: 50,000.00 per transaction')).toBeTruthy();
  fireEvent.click(screen.getByLabelText(/Convenience store/));
  fill('Amount', '2000.01');
  fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
  expect(await screen.findByText('Min: 10.00, Max: 2,000.00 per transaction')).toBeTruthy();
  expect(api.bodies('/api/recharge/submit')).toEqual([]);
});

it('submits once per action, retries with the same id, then shows the instructions and Pending Review', async () => {
  const answers: Array<'network' | 'ok'> = ['network', 'ok'];
  const api = mockApi({
    '/api/recharge/channels': () => ({ data: CHANNELS }),
    '/api/recharge/submit': () => (answers.shift() === 'network' ? 'network' : { data: DEPOSIT }),
  });
  renderWithProviders(<DepositPage />, { store: storeWithUser(), catalogs: { mf_bank: messages } });
  fireEvent.click(await screen.findByLabelText(/Convenience store/));
  fill('Amount', '500');
  fill('Reference (optional)', ' R-1 ');
  fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
  expect(await screen.findByText(/No answer from the server/)).toBeTruthy();
  await act(settle);
  fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
  expect(await screen.findByText('Deposit submitted')).toBeTruthy();
  expect(screen.getByText('Pending Review')).toBeTruthy();
  expect(screen.getByTestId('instructions').textContent).toBe('Pay at the counter with code 77');
  expect(screen.getByRole('button', { name: 'Deposit records' })).toBeTruthy();
  const sent = api.bodies('/api/recharge/submit');
  expect(sent).toHaveLength(2);
  expect(sent[0]).toMatchObject({ channel_id: 2, amount: '500.00', reference: 'R-1' });
  expect(sent[1]!.request_id).toBe(sent[0]!.request_id);

  fireEvent.click(screen.getByRole('button', { name: 'New deposit' }));
  fill(await screen.findByLabelText('Amount').then(() => 'Amount'), '500');
  fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
  await waitFor(() => expect(api.bodies('/api/recharge/submit')).toHaveLength(3));
  expect(api.bodies('/api/recharge/submit')[2]!.request_id).not.toBe(sent[0]!.request_id);
});

it('says when no channel is open', async () => {
  mockApi({ '/api/recharge/channels': () => ({ data: [] }) });
  renderWithProviders(<DepositPage />, { store: storeWithUser(), catalogs: { mf_bank: messages }, lang: 'zh-tw' });
  expect(await screen.findByText('目前沒有開放的充值管道，請稍後再試或聯絡客服。')).toBeTruthy();
});

it('has its channels asked for before its chunk has run, and draws them on its first render without asking again', async () => {
  const api = mockApi({ '/api/recharge/channels': () => ({ data: CHANNELS }) });
  const store = storeWithUser();
  await afterPrefetch(routes, '/pages/bank/deposit', store);
  renderWithProviders(<DepositPage />, { store, catalogs: { mf_bank: messages } });
  expect(screen.getByLabelText(/Convenience store/)).toBeTruthy();
  await settle();
  expect(api.bodies('/api/recharge/channels')).toHaveLength(1);
});
