import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { confirmWith, mockApi, renderWithProviders, settle, storeWithUser } from '@snapmall/shared/test-utils';
import type { OrderStatus } from '@snapmall/shared/contract';
import { messages } from '../../routes';
import { detailOf, ORDER, page } from '../../../test/fixtures';
import RecentOrderDetailPage from './RecentOrderDetailPage';
import RecentOrdersPage from './RecentOrdersPage';

const render = (ui: React.ReactElement, lang: 'en-us' | 'zh-tw' = 'en-us') =>
  renderWithProviders(ui, { store: storeWithUser(), catalogs: { mf_shopping: messages }, lang });

afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

it('changes the status on screen without a reload, and stops asking while the page is hidden', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  let status: OrderStatus = 'placed';
  const api = mockApi({ '/api/user/recentorder': () => ({ data: page([{ ...ORDER, status }]) }) });
  render(<RecentOrdersPage />);
  await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('Placed'));
  status = 'shipped';
  await act(async () => {
    jest.advanceTimersByTime(5_000);
  });
  await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('Shipped'));
  const asked = api.bodies('/api/user/recentorder').length;
  expect(asked).toBeGreaterThanOrEqual(2);

  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const hiddenAt = api.bodies('/api/user/recentorder').length;
  await act(async () => {
    jest.advanceTimersByTime(20_000);
  });
  expect(hiddenAt).toBeLessThanOrEqual(asked + 1);
  expect(api.bodies('/api/user/recentorder')).toHaveLength(hiddenAt);
});

it('leads to snap buying when nothing is in progress', async () => {
  mockApi({ '/api/user/recentorder': () => ({ data: page([]) }) });
  render(<RecentOrdersPage />, 'zh-tw');
  expect(await screen.findByText('沒有進行中的訂單 — 去搶購吧。')).toBeTruthy();
  expect(screen.getByRole('button', { name: '去搶購' })).toBeTruthy();
});

it('offers Cancel only while placed, says it refunds in full, and cancels after the customer agrees', async () => {
  const api = mockApi({
    '/api/user/recentorderdetail': () => ({ data: detailOf() }),
    '/api/order/cancel': () => ({ data: { ...ORDER, status: 'cancelled' } }),
    '/api/user/retval': () => ({ data: {} }),
  });
  const { store } = render(<RecentOrderDetailPage query={{ id: '41' }} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
  expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
  expect((await screen.findByTestId('confirm')).textContent).toContain('It has not shipped yet. The 2,545.98 you paid is refunded to your balance in full.');
  await confirmWith(screen, fireEvent, 'Cancel order');
  await waitFor(() => expect(api.bodies('/api/order/cancel')).toEqual([expect.objectContaining({ id: 41 })]));
  await waitFor(() => expect(store.getState().ui.toast).toMatchObject({ id: 'shop.cancel.done', values: { amount: '2,545.98' } }));
});

it('offers Confirm receipt only once shipped, with the carrier, tracking number and the automatic receipt time', async () => {
  const shipped = detailOf({ status: 'shipped', shiptime: 1_777_610_000, carrier: 'Black Cat', tracking_no: 'BC-123', auto_receive_at: 1_778_214_800 });
  const api = mockApi({
    '/api/user/recentorderdetail': () => ({ data: shipped }),
    '/api/order/receive': () => ({ code: 0, msg: 'This order was already received' }),
  });
  render(<RecentOrderDetailPage query={{ id: '41' }} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
  expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  expect(screen.getByTestId('carrier').textContent).toBe('Black Cat');
  expect(screen.getByTestId('tracking').textContent).toBe('BC-123');
  expect(screen.getByTestId('auto-receive').textContent).not.toBe('');
  expect((await screen.findByTestId('confirm')).textContent).toContain('Your rebate of 31.18 (1.20%) and 2,545 points are credited at once.');
  await confirmWith(screen, fireEvent, 'Confirm receipt');
  expect((await screen.findByTestId('failure')).textContent).toBe('This order was already received');
  expect(api.bodies('/api/order/receive')).toHaveLength(1);
});

it('offers no action on an order that is over', async () => {
  mockApi({ '/api/user/recentorderdetail': () => ({ data: detailOf({ status: 'received', shiptime: 1, receivetime: 2 }) }) });
  render(<RecentOrderDetailPage query={{ id: '41' }} />);
  expect(await screen.findByText('Received: the rebate and points were credited to your account.')).toBeTruthy();
  await act(settle);
  expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
});

it('says where a finished order went when it is no longer live', async () => {
  mockApi({ '/api/user/recentorderdetail': () => ({ status: 404, code: 404, msg: 'Not found' }) });
  const { store } = render(<RecentOrderDetailPage query={{ id: '41' }} />);
  expect(await screen.findByText('This order is not in progress any more. Its record is in your purchase records.')).toBeTruthy();
  expect(store.getState().ui.toast).toBeNull();
});
