import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminOrder, AdminUserDetail } from '@snapmall/shared/contract';
import { mockApi } from '@snapmall/shared/test-utils';
import { tabPanel } from '@snapmall/shared/test-utils/admin';
import { customerTabs, messages } from '../../admin';
import { applyFilters, order, renderAdminPage, setWide, strip } from '../common/testing';
import OrdersTab from './OrdersTab';

/** The customer the console's customer page shows (/api/admin/user/get's answer). */
const ADA: AdminUserDetail = {
  id: 42, username: 'ada', realname: 'Ada Lovelace', mobile: '0912345678', nickname: '', status: 'normal', level: { id: 2, name: 'Gold' },
  balance: '1234.50', held: '0.00', points: 15000, card: null, createtime: 1_764_000_000,
  counts: { deposits: 0, withdrawals: 0, orders: 2, bets: 0, messages: 0, signins: 0 },
};

/** The catalogue's order list: the given orders for any request. */
function server(list: AdminOrder[]) {
  return mockApi({
    '/api/admin/order/list': (body) => ({ data: { list, total: list.length, page: body.page, limit: body.limit } }),
  });
}
const requests = (bodies: (path: string) => Record<string, unknown>[]) => bodies('/api/admin/order/list').map(strip);

afterEach(() => setWide(false));

describe("the shop's tab on the customer page", () => {
  it('is the orders tab for the catalogue role, with the orders count, named from the console texts', () => {
    expect(customerTabs.map(({ id, label, role, count }) => ({ id, label, role, count }))).toEqual([
      { id: 'orders', label: 'admin.shopping.customer.tab', role: 'catalogue', count: 'orders' },
    ]);
    expect(messages['en-us']!['admin.shopping.customer.tab']).toBe('Orders');
    expect(messages['zh-tw']!['admin.shopping.customer.tab']).toBe('訂單');
  });

  it("lists the customer's orders only (their user_id on every request), each with the orders page's status word", async () => {
    setWide(true);
    const { bodies } = server([order(1, { user_id: 42 }), order(2, { user_id: 42, status: 'shipped', title: 'Kettle', amount: '250.00', rebate: '6.25' })]);
    // The panel as the customer page loads it: admin.tsx's lazy Panel.
    renderAdminPage(tabPanel(customerTabs[0]!, ADA), '/customers/42?tab=orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(requests(bodies)).toEqual([{ user_id: 42, page: 1, limit: 20 }]);
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.querySelector('th, td')?.textContent)).toEqual(['No.', '#1', '#2']);
    expect(within(rows[0]!).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[↑↓↕▲▼]/g, '').trim())).toEqual(['No.', 'Goods', 'Quantity', 'Amount', 'Rebate', 'Status', 'Time']);
    expect(rows[1]!.textContent).toContain('Tea set');
    expect(rows[1]!.textContent).toContain('To ship');
    expect(rows[2]!.textContent).toContain('Kettle');
    expect(rows[2]!.textContent).toContain('250.00');
    expect(rows[2]!.textContent).toContain('6.25');
    expect(rows[2]!.textContent).toContain('Shipped');
  });

  it('sends the filters with the user_id, and keeps the tab in the address', async () => {
    setWide(true);
    const { bodies } = server([order(3, { user_id: 42, status: 'received' })]);
    renderAdminPage(<OrdersTab customer={ADA} />, '/customers/42?tab=orders');
    await screen.findByRole('table', { name: 'Orders' });
    expect(within(screen.getByRole('table', { name: 'Orders' })).getByText('Received')).toBeTruthy();
    applyFilters({ Status: 'received', Min: '100' });
    await waitFor(() => expect(requests(bodies).at(-1)).toEqual({ user_id: 42, page: 1, limit: 20, status: 'received', min_amount: '100' }));
    expect(screen.getByTestId('where').textContent).toBe('/customers/42?tab=orders&status=received&min_amount=100');
    // Newest first unless the operator sorts: by amount, the user_id still sent.
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Amount/ })).getByRole('button'));
    await waitFor(() => expect(requests(bodies).at(-1)).toMatchObject({ user_id: 42, sort: 'amount', status: 'received' }));
  });

  it('says so when the customer has no orders, in Chinese too', async () => {
    const { bodies } = server([]);
    renderAdminPage(<OrdersTab customer={ADA} />, '/customers/42?tab=orders', 'zh-tw');
    expect(await screen.findByText('沒有符合篩選條件的訂單。')).toBeTruthy();
    expect(requests(bodies)).toEqual([{ user_id: 42, page: 1, limit: 20 }]);
  });

  it('shows cards on a phone, with the status word in Chinese', async () => {
    server([order(4, { user_id: 42, status: 'cancelled' })]);
    renderAdminPage(<OrdersTab customer={ADA} />, '/customers/42?tab=orders', 'zh-tw');
    const card = (await screen.findByText('#4')).closest('li')!;
    expect(within(card).getByText('已取消')).toBeTruthy();
    expect(within(card).getByText('商品')).toBeTruthy();
  });
});
