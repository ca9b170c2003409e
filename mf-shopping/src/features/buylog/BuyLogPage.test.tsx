import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterPrefetch, mockApi, renderWithProviders, settle, storeWithUser } from '@snapmall/shared/test-utils';
import { messages, routes } from '../../routes';
import { detailOf, ORDER, page } from '../../../test/fixtures';
import BuyLogPage from './BuyLogPage';
import BuyLogDetailPage from './BuyLogDetailPage';

const render = (ui: React.ReactElement, lang: 'en-us' | 'zh-tw' = 'en-us') =>
  renderWithProviders(ui, { store: storeWithUser(), catalogs: { mf_shopping: messages }, lang });

it('lists every order with its status, and filters by status', async () => {
  const api = mockApi({
    '/api/user/buylog': (body) =>
      ({ data: body.status === 'cancelled' ? page([]) : page([{ ...ORDER, id: 42, status: 'shipped' }, ORDER]) }),
  });
  render(<BuyLogPage />, 'zh-tw');
  await screen.findAllByTestId('order-row');
  expect(screen.getAllByTestId('status').map((e) => e.textContent)).toEqual(['已出貨', '已下單']);
  expect(screen.getAllByTestId('order-amount')[0]!.textContent).toBe('2,545.98');
  expect(screen.getAllByTestId('order-row')[0]!.textContent).toContain('2 × 1,272.99');
  expect(screen.getByText('已顯示全部 2 筆訂單')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '已取消' }));
  expect(await screen.findByText('沒有此狀態的訂單。')).toBeTruthy();
  await waitFor(() => expect(api.bodies('/api/user/buylog').map((b) => b.status)).toEqual([undefined, 'cancelled']));
});

it('leads to snap buying when there is no order yet', async () => {
  mockApi({ '/api/user/buylog': () => ({ data: page([]) }) });
  render(<BuyLogPage />);
  expect(await screen.findByText('No orders yet — go snap buying.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Go snap buying' })).toBeTruthy();
});

it('shows an order in detail with its shipping and history, and leads a live one to its real-time page', async () => {
  mockApi({
    '/api/user/buylogdetail': () => ({
      data: detailOf({ status: 'shipped', shiptime: 1_777_610_000, carrier: 'Black Cat', tracking_no: 'BC-123', auto_receive_at: 1_778_214_800 }),
    }),
  });
  render(<BuyLogDetailPage query={{ id: '41' }} />);
  expect(await screen.findByRole('heading', { name: 'Steel kettle 1.7 L' })).toBeTruthy();
  expect(screen.getByTestId('detail-amount').textContent).toBe('2,545.98');
  expect(screen.getByTestId('detail-rebate').textContent).toBe('31.18 (1.20%)');
  expect(screen.getByTestId('detail-points').textContent).toBe('2,545');
  expect(screen.getByTestId('carrier').textContent).toBe('Black Cat');
  expect(screen.getByTestId('tracking').textContent).toBe('BC-123');
  expect(screen.getByTestId('auto-receive').textContent).toMatch(/2026/);
  expect([...screen.getByTestId('timeline').querySelectorAll('strong')].map((e) => e.textContent)).toEqual(['Placed', 'Shipped']);
  expect(screen.getByRole('button', { name: 'Follow it live' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
});

it('has no shipping section or live link for a cancelled order', async () => {
  mockApi({ '/api/user/buylogdetail': () => ({ data: detailOf({ status: 'cancelled', canceltime: 1_777_600_100 }) }) });
  render(<BuyLogDetailPage query={{ id: '41' }} />);
  expect(await screen.findByText('Cancelled: what you paid was refunded to your balance in full.')).toBeTruthy();
  expect(screen.queryByTestId('carrier')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Follow it live' })).toBeNull();
});

it('has its first page asked for before its chunk has run, and draws it without asking again', async () => {
  const api = mockApi({ '/api/user/buylog': () => ({ data: page([ORDER]) }) });
  const store = storeWithUser();
  await afterPrefetch(routes, '/pages/shopping/buylog', store);
  renderWithProviders(<BuyLogPage />, { store, catalogs: { mf_shopping: messages } });
  expect(screen.getAllByTestId('order-row')).toHaveLength(1);
  await settle();
  expect(api.bodies('/api/user/buylog')).toHaveLength(1);
});
