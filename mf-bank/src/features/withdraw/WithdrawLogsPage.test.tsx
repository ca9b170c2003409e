import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders, storeWithUser } from '@snapmall/shared/test-utils';
import type { Withdrawal } from '@snapmall/shared/contract';
import { messages } from '../../routes';
import WithdrawLogsPage from './WithdrawLogsPage';

const row = (id: number, status: number, reason = ''): Withdrawal => ({
  id, amount: `${id}00.00`, fee: '1.00', receive: `${id - 1}99.00`, bank_name: 'First Bank', card_no: '************4321', status, reason, createtime: 1_700_000_000 + id, reviewtime: 0,
});

it('lists withdrawals with their status, Unknown included, and the reason of a rejection', async () => {
  mockApi({
    '/api/user/withdrawlist': ({ page }) =>
      page === 1 ? { data: { list: [row(4, 0), row(3, 1), row(2, 2, 'Card closed'), row(1, 5)], total: 5, page: 1 } } : { data: { list: [row(0, 1)], total: 5, page: 2 } },
  });
  renderWithProviders(<WithdrawLogsPage />, { store: storeWithUser(), catalogs: { mf_bank: messages } });
  await screen.findByText('400.00');
  expect(screen.getAllByTestId('status').map((e) => e.textContent)).toEqual(['Pending Review', 'Success', 'Rejected', 'Unknown']);
  expect(screen.getByText('Reason: Card closed')).toBeTruthy();
  expect(screen.getAllByText('First Bank •••• 4321')).toHaveLength(4);
  expect(screen.getByText('Fee 1.00 · card receives 399.00')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('All 5 records shown')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

it('filters by status', async () => {
  const api = mockApi({ '/api/user/withdrawlist': () => ({ data: { list: [], total: 0, page: 1 } }) });
  renderWithProviders(<WithdrawLogsPage />, { store: storeWithUser(), catalogs: { mf_bank: messages }, lang: 'zh-tw' });
  expect(await screen.findByText('暫無紀錄')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '已駁回' }));
  await waitFor(() => expect(api.bodies('/api/user/withdrawlist')).toHaveLength(2));
  expect(api.bodies('/api/user/withdrawlist').map(({ page, status }) => ({ page, status }))).toEqual([
    { page: 1, status: undefined },
    { page: 1, status: 2 },
  ]);
  expect(screen.getByRole('button', { name: '已駁回' }).getAttribute('aria-pressed')).toBe('true');
});
