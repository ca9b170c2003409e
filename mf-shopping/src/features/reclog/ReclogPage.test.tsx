import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders, storeWithUser } from '@snapmall/shared/test-utils';
import { messages } from '../../routes';
import { ORDER } from '../../../test/fixtures';
import ReclogPage from './ReclogPage';

const render = (lang: 'en-us' | 'zh-tw' = 'en-us') =>
  renderWithProviders(<ReclogPage />, { store: storeWithUser(), catalogs: { mf_shopping: messages }, lang });

const received = { ...ORDER, status: 'received' as const, shiptime: 1_777_610_000, receivetime: 1_777_620_000 };
const answer = () => ({ data: { list: [received, { ...received, id: 40, rebate: '5.00', points: 100 }], total: 2, page: 1, rebate_total: '36.18', points_total: 2645 } });

it('lists received orders with the rebate and points each earned, and their totals', async () => {
  mockApi({ '/api/user/reclog': answer });
  render('zh-tw');
  expect((await screen.findByTestId('rec-rebate-total')).textContent).toBe('36.18');
  expect(screen.getByTestId('rec-points-total').textContent).toBe('2,645');
  expect(screen.getByTestId('rec-count').textContent).toBe('2');
  expect(screen.getAllByTestId('rec-rebate').map((e) => e.textContent)).toEqual(['返利 +31.18（1.20%）', '返利 +5.00（1.20%）']);
  expect(screen.getByText('+2,545 點積分')).toBeTruthy();
  expect(screen.getAllByTestId('status').map((e) => e.textContent)).toEqual(['已收貨', '已收貨']);
});

it('groups the points credited in English as in Chinese', async () => {
  mockApi({ '/api/user/reclog': answer });
  render('en-us');
  expect((await screen.findByTestId('rec-points-total')).textContent).toBe('2,645');
  expect(screen.getByText('+2,545 points')).toBeTruthy();
});

it('explains how a rebate is earned when nothing was received yet', async () => {
  mockApi({ '/api/user/reclog': () => ({ data: { list: [], total: 0, page: 1, rebate_total: '0.00', points_total: 0 } }) });
  render();
  expect(await screen.findByText('No received orders yet. Confirm receipt of a shipped order to get its rebate.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Real-time orders' })).toBeTruthy();
  expect(screen.queryByTestId('rec-rebate-total')).toBeNull();
});
