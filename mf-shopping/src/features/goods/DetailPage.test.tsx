import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterPrefetch, confirmWith, mockApi, renderWithProviders, settle, storeWithUser } from '@snapmall/shared/test-utils';
import type { Goods } from '@snapmall/shared/contract';
import { messages, routes } from '../../routes';
import { GOODS, ORDER, QUOTA } from '../../../test/fixtures';
import DetailPage from './DetailPage';

const render = (lang: 'en-us' | 'zh-tw' = 'en-us', id = '7') =>
  renderWithProviders(<DetailPage query={{ id }} />, { store: storeWithUser({ level: 3 }), catalogs: { mf_shopping: messages }, lang });
const catalogue = (goods: Partial<Goods> = {}, quota = {}) => ({
  '/api/goods/detail': () => ({ data: { ...GOODS, ...goods } }),
  '/api/goods/quota': () => ({ data: { ...QUOTA, ...quota } }),
});
const text = (id: string) => screen.getByTestId(id).textContent;
const buyButton = () => screen.getByRole('button', { name: 'Buy now' });

it('shows the breakdown before buying, computed by the published rules for the chosen quantity', async () => {
  mockApi(catalogue());
  render();
  expect(await screen.findByRole('heading', { name: 'Steel kettle 1.7 L' })).toBeTruthy();
  expect(text('bd-price')).toBe('1,299.00');
  expect(text('bd-discount')).toBe('2.00%');
  expect(text('bd-member')).toBe('1,272.99');
  expect(text('bd-pay')).toBe('1,272.99');
  expect(text('bd-rebate')).toBe('15.59 (1.20%)');
  expect(text('bd-points')).toBe('1,272');
  fireEvent.click(screen.getByRole('button', { name: 'One more' }));
  expect(text('quantity')).toBe('2');
  expect(text('bd-pay')).toBe('2,545.98');
  expect(text('bd-rebate')).toBe('31.18 (1.20%)');
  expect(text('bd-points')).toBe('2,545');
  expect(text('pay-total')).toBe('2,545.98');
  expect(screen.getByRole('button', { name: 'One fewer' }).matches(':disabled')).toBe(false);
});

it('caps the quantity at the order maximum and the stock', async () => {
  mockApi(catalogue({ stock: 3 }));
  render();
  const more = await screen.findByRole('button', { name: 'One more' });
  for (let i = 0; i < 5; i++) fireEvent.click(more);
  expect(text('quantity')).toBe('3');
  expect(more.matches(':disabled')).toBe(true);
});

it('asks first, showing the amount, and sends nothing when the customer cancels', async () => {
  const api = mockApi({ ...catalogue(), '/api/goods/buy': () => ({ data: ORDER }) });
  render();
  fireEvent.click(await screen.findByRole('button', { name: 'One more' }));
  fireEvent.click(buyButton());
  const dialog = await screen.findByTestId('confirm');
  expect(dialog.textContent).toContain('Buy 2 × Steel kettle 1.7 L for 2,545.98? It is paid from your balance now.');
  expect(dialog.textContent).toContain('a rebate of 31.18 (1.20%) and 2,545 points');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await act(settle);
  expect(screen.queryByTestId('confirm')).toBeNull();
  expect(api.bodies('/api/goods/buy')).toEqual([]);
});

it('sends one request id per confirmed purchase, reused when no answer came, and shows the order', async () => {
  const answers: Array<'network' | 'ok'> = ['network', 'ok', 'ok'];
  const api = mockApi({ ...catalogue(), '/api/goods/buy': () => (answers.shift() === 'network' ? 'network' : { data: ORDER }) });
  render();
  fireEvent.click(await screen.findByRole('button', { name: 'One more' }));
  fireEvent.click(buyButton());
  await confirmWith(screen, fireEvent, 'Pay 2,545.98');
  expect(await screen.findByText(/No answer from the server/)).toBeTruthy();
  fireEvent.click(buyButton());
  await confirmWith(screen, fireEvent, 'Pay 2,545.98');
  expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeTruthy();
  expect(text('placed-id')).toBe('#41');
  expect(text('placed-amount')).toBe('2,545.98');
  expect(text('placed-rebate')).toBe('31.18 (1.20%)');
  const sent = api.bodies('/api/goods/buy');
  expect(sent).toHaveLength(2);
  expect(sent[0]).toMatchObject({ goods_id: 7, quantity: 2, lang: 'en-us', token: 't' });
  expect(sent[0]!.request_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent[1]!.request_id).toBe(sent[0]!.request_id);

  // Buying again is a new purchase: a new id.
  fireEvent.click(screen.getByRole('button', { name: 'Buy again' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Buy now' }));
  await confirmWith(screen, fireEvent, 'Pay 1,272.99');
  await waitFor(() => expect(api.bodies('/api/goods/buy')).toHaveLength(3));
  expect(api.bodies('/api/goods/buy')[2]!.request_id).not.toBe(sent[0]!.request_id);
});

it("shows the server's refusal in place, and a new intent after it gets a new id", async () => {
  const api = mockApi({ ...catalogue(), '/api/goods/buy': () => ({ code: 0, msg: "今日搶購次數已用完" }) });
  render('zh-tw');
  fireEvent.click(await screen.findByRole('button', { name: '立即購買' }));
  await confirmWith(screen, fireEvent, '支付 1,272.99');
  expect((await screen.findByTestId('failure')).textContent).toBe('今日搶購次數已用完');
  expect(screen.getByRole('alert').textContent).toBe('今日搶購次數已用完');
  fireEvent.click(buyButton_zh());
  await confirmWith(screen, fireEvent, '支付 1,272.99');
  await waitFor(() => expect(api.bodies('/api/goods/buy')).toHaveLength(2));
  const [a, b] = api.bodies('/api/goods/buy');
  expect(a!.request_id).not.toBe(b!.request_id);
});
const buyButton_zh = () => screen.getByRole('button', { name: '立即購買' });

it.each([
  [{ level_ok: 0 as const, min_level: 4 }, {}, 'This item needs VIP 4; you are VIP 3.'],
  [{ selling: 0 as const }, {}, 'This item is not on sale now.'],
  [{ selling: 0 as const, sale_start: 4_102_444_800 }, {}, /^Not on sale yet: the sale opens .*2100/],
  [{ selling: 0 as const, sale_start: 1_600_000_000, sale_end: 1_700_000_000 }, {}, /^The sale ended .*2023/],
  [{ stock: 0 }, {}, 'Sold out.'],
  [{}, { left_today: 0, used_today: 8 }, /^You have used today's 8 snap buys\. More from /],
  [{}, { in_progress: 3 }, /^You have 3 orders in progress/],
  [{}, { balance: '1000.00' }, 'Not enough balance (1,000.00).'],
])('turns buying off with the reason (%j %j)', async (goods, quota, reason) => {
  mockApi(catalogue(goods, quota));
  render();
  const blocks = await screen.findByTestId('blocks');
  expect(blocks.querySelector('span')!.textContent).toMatch(reason);
  expect(buyButton().matches(':disabled')).toBe(true);
});

it('says so when the item does not exist', async () => {
  mockApi({ '/api/goods/detail': () => ({ status: 404, code: 404, msg: 'Not found' }), '/api/goods/quota': () => ({ data: QUOTA }) });
  render();
  expect(await screen.findByText('This item could not be found. It may have been taken off sale.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Back to snap buying' })).toBeTruthy();
});

it('has the item and the quota asked for before its chunk has run, and draws them without asking again', async () => {
  const api = mockApi(catalogue());
  const store = storeWithUser({ level: 3 });
  await afterPrefetch(routes, '/pages/shopping/detail', store, { query: { id: '7' } });
  expect(api.bodies('/api/goods/detail')).toEqual([expect.objectContaining({ id: 7 })]);
  renderWithProviders(<DetailPage query={{ id: '7' }} />, { store, catalogs: { mf_shopping: messages } });
  expect(screen.getByRole('heading', { name: 'Steel kettle 1.7 L' })).toBeTruthy();
  await settle();
  expect([api.bodies('/api/goods/detail').length, api.bodies('/api/goods/quota').length]).toEqual([1, 1]);
});
