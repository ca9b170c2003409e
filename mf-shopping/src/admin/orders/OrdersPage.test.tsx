import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminOrder } from '@snapmall/shared/contract';
import { mockApi, settle } from '@snapmall/shared/test-utils';
import { applyFilters, brand, goods, order, renderAdminPage, setWide, strip } from '../common/testing';
import OrdersPage from './OrdersPage';

/** The server: brands 1 and 2, item 5 of brand 2, a page of the given orders for any filter, 3 to ship. */
function server(list: AdminOrder[], refuse: number[] = []) {
  return mockApi({
    '/api/admin/brand/list': () => ({ data: [brand(1), brand(2, { name_en: 'Acme', name_zh: '頂點' })] }),
    '/api/admin/goods/list': () => ({ data: { list: [goods(5, { brand_id: 2 })], total: 1, page: 1 } }),
    '/api/admin/order/list': (body) => ({ data: body.limit === 10 ? { list: [], total: 3, page: 1, limit: 10 } : { list, total: list.length, page: body.page, limit: body.limit } }),
    '/api/admin/order/ship': (body) => ({
      data: { results: (body.ids as number[]).map((id) => (refuse.includes(id) ? { id, done: false, msg: 'This order was cancelled by the customer' } : { id, done: true })) },
    }),
  });
}

const lists = (bodies: (path: string) => Record<string, unknown>[]) => bodies('/api/admin/order/list').filter((b) => b.limit !== 10).map(strip);

afterEach(() => setWide(false));

describe('the orders page', () => {
  it("opens on the orders to ship with their count (the dashboard's link), and sends the filters and the sort as the list request", async () => {
    setWide(true);
    const { bodies } = server([order(1), order(2, { username: 'bob', user_id: 8 })]);
    renderAdminPage(<OrdersPage />, '/shop/orders?status=placed');
    const table = await screen.findByRole('table');
    expect(screen.getByTestId('list-pending').textContent).toBe('3 pending');
    expect(strip(bodies('/api/admin/order/list').find((b) => b.limit === 10)!)).toEqual({ page: 1, limit: 10, status: 'placed' });
    expect(lists(bodies).at(-1)).toEqual({ page: 1, limit: 20, status: 'placed' });
    // Whose (a link to the customer's console page), what and of which brand (once the catalogue is read).
    const row = within(table).getByRole('link', { name: 'bob' }).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'bob' }).getAttribute('href')).toBe('#/customers/8');
    expect(within(row).getByRole('link', { name: 'Edit Tea set' }).getAttribute('href')).toBe('#/shop/goods/5');
    await waitFor(() => expect(row.textContent).toContain('Acme'));
    expect(row.textContent).toContain('To ship');

    applyFilters({ 'Customer (id, username or mobile)': 'ada', Brand: '2', From: '2026-11-01', To: '2026-11-24', Min: '100', Max: '500.50' });
    await waitFor(() =>
      expect(lists(bodies).at(-1)).toEqual({ page: 1, limit: 20, status: 'placed', customer: 'ada', brand_id: 2, from: '2026-11-01', to: '2026-11-24', min_amount: '100', max_amount: '500.50' }),
    );
    expect(screen.getByTestId('where').textContent).toBe('/shop/orders?customer=ada&brand_id=2&from=2026-11-01&to=2026-11-24&min_amount=100&max_amount=500.50');

    // Shipped ones; then by amount, largest first.
    applyFilters({ Status: 'shipped' });
    await waitFor(() => expect(lists(bodies).at(-1)).toMatchObject({ status: 'shipped', brand_id: 2 }));
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Paid/ })).getByRole('button'));
    await waitFor(() => expect(lists(bodies).at(-1)).toMatchObject({ sort: 'amount', order: 'desc', status: 'shipped', customer: 'ada' }));
  });

  it('ships the selected orders with one carrier and tracking number, checked before sending, each answered done or refused', async () => {
    setWide(true);
    const { bodies } = server([order(11), order(12), order(13), order(14, { status: 'shipped', carrier: 'SF', tracking_no: 'SF1', shiptime: 1_764_000_100 })], [12]);
    renderAdminPage(<OrdersPage />, '/shop/orders?status=');
    await screen.findByText('SF1');
    // A shipped order cannot be selected.
    expect(screen.getByLabelText('Select #14').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('Select all on this page'));
    fireEvent.click(screen.getByRole('button', { name: 'Ship 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Ship 3 orders' });
    expect(dialog.textContent).toContain('#11, #12, #13');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Carrier'));

    // Nothing typed, or spaces only: said beside each field, nothing sent.
    fireEvent.change(within(dialog).getByLabelText('Tracking number'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship 3' }));
    expect(within(dialog).getByText('Enter the carrier')).toBeTruthy();
    const trackingError = within(dialog).getByText('Enter the tracking number');
    expect(within(dialog).getByLabelText('Tracking number').getAttribute('aria-describedby')).toContain(trackingError.id);
    expect(bodies('/api/admin/order/ship')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Carrier'), { target: { value: ' SF Express ' } });
    fireEvent.change(within(dialog).getByLabelText('Tracking number'), { target: { value: ' SF20261125 ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Ship 3' })));
    expect(bodies('/api/admin/order/ship').map(strip)).toEqual([{ ids: [11, 12, 13], carrier: 'SF Express', tracking_no: 'SF20261125' }]);
    const results = await screen.findByTestId('bulk-results');
    expect(within(results).getByRole('status').textContent).toBe('Ship 3: 2 done, 1 refused');
    expect(within(results).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['#11 done', '#12 refused: This order was cancelled by the customer', '#13 done']);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The count to ship is asked again.
    await waitFor(() => expect(bodies('/api/admin/order/list').filter((b) => b.limit === 10)).toHaveLength(2));
  });

  it('sends nothing when the shipment is cancelled, and keeps the rows ticked without an error', async () => {
    setWide(true);
    const { bodies } = server([order(21)]);
    renderAdminPage(<OrdersPage />, '/shop/orders');
    fireEvent.click(await screen.findByLabelText('Select #21'));
    fireEvent.click(screen.getByRole('button', { name: 'Ship 1' }));
    fireEvent.change(within(screen.getByRole('dialog', { name: 'Ship order' })).getByLabelText('Carrier'), { target: { value: 'SF' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Select #21') as HTMLInputElement).checked).toBe(true);
    expect(bodies('/api/admin/order/ship')).toEqual([]);
    await act(settle);
  });

  it('shows cards on a phone in Chinese: the status, the shipment, the customer linked', async () => {
    server([order(31, { status: 'shipped', carrier: '順豐', tracking_no: 'SF31', shiptime: 1_764_000_100 })]);
    renderAdminPage(<OrdersPage />, '/shop/orders?status=shipped', 'zh-tw');
    const card = (await screen.findByText('SF31')).closest('li')!;
    expect(within(card).getByText('已出貨')).toBeTruthy();
    expect(within(card).getByText('順豐')).toBeTruthy();
    expect(within(card).getByText('物流商')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'ada' }).getAttribute('href')).toBe('#/customers/7');
    await waitFor(() => expect(card.textContent).toContain('頂點'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('訂單');
  });
});
