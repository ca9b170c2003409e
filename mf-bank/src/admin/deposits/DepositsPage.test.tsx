import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminDeposit } from '@snapmall/shared/contract';
import { mockApi, settle } from '@snapmall/shared/test-utils';
import { applyFilters, renderAdminPage, setWide } from '../common/testing';
import DepositsPage from './DepositsPage';

const deposit = (id: number, extra: Partial<AdminDeposit> = {}): AdminDeposit => ({
  id,
  channel_id: 1,
  channel_name: 'Bank transfer',
  amount: `${id}00.00`,
  reference: `R-${id}`,
  status: 0,
  reason: '',
  createtime: 1_764_000_000,
  reviewtime: 0,
  user_id: 7,
  username: 'ada',
  reviewer: '',
  ...extra,
});

/** The server: a page of the given deposits for any filter, 4 pending; approve/reject answer each id. */
function server(list: AdminDeposit[], refuse: number[] = []) {
  return mockApi({
    '/api/admin/deposit/list': (body) => ({ data: body.limit === 10 ? { list: [], total: 4, page: 1, limit: 10 } : { list, total: list.length, page: body.page, limit: body.limit } }),
    '/api/admin/approval/settings': () => ({ data: { withdraw_threshold: '1200.00', ttl_hours: 24 } }),
    '/api/admin/deposit/approve': (body) => ({
      data: {
        results: (body.ids as number[]).map((id) =>
          refuse.includes(id) ? { id, done: false, msg: 'This deposit was already reviewed' } : id === 13 ? { id, done: false, requested: 41, msg: 'Requested' } : { id, done: true },
        ),
      },
    }),
    '/api/admin/deposit/reject': (body) => ({ data: { results: (body.ids as number[]).map((id) => ({ id, done: true })) } }),
  });
}

const lists = (bodies: (path: string) => Record<string, unknown>[]) => bodies('/api/admin/deposit/list').filter((b) => b.limit !== 10);
const strip = ({ lang: _lang, ...rest }: Record<string, unknown>) => rest;

afterEach(() => setWide(false));

describe('the deposit review page', () => {
  it('opens on the pending queue with its count, and sends the filters and the sort as the list request', async () => {
    setWide(true);
    const { bodies } = server([deposit(1), deposit(2)]);
    renderAdminPage(<DepositsPage />, '/bank/deposits');
    await screen.findByText('R-1');
    expect(screen.getByTestId('list-pending').textContent).toBe('4 pending');
    expect(strip(bodies('/api/admin/deposit/list').find((b) => b.limit === 10)!)).toEqual({ page: 1, limit: 10, status: 0 });
    expect(strip(lists(bodies).at(-1)!)).toEqual({ page: 1, limit: 20, status: 0 });

    applyFilters({ 'Customer (id, username or mobile)': 'ada', From: '2026-11-01', To: '2026-11-24', Min: '100', Max: '500.50' });
    await waitFor(() =>
      expect(strip(lists(bodies).at(-1)!)).toEqual({ page: 1, limit: 20, status: 0, customer: 'ada', from: '2026-11-01', to: '2026-11-24', min_amount: '100', max_amount: '500.50' }),
    );
    expect(screen.getByTestId('where').textContent).toBe('/bank/deposits?customer=ada&from=2026-11-01&to=2026-11-24&min_amount=100&max_amount=500.50');

    // Every status; then by amount, largest first.
    applyFilters({ Status: '' });
    await waitFor(() => expect(lists(bodies).at(-1)).not.toHaveProperty('status'));
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Amount/ })).getByRole('button'));
    await waitFor(() => expect(lists(bodies).at(-1)).toMatchObject({ sort: 'amount', order: 'desc', customer: 'ada' }));
  });

  it('approves the selected deposits after saying what will be credited and requested, and shows each one done, requested or refused', async () => {
    setWide(true);
    const { bodies } = server([deposit(11), deposit(12), deposit(13), deposit(14, { status: 1, reviewer: 'ana', reviewtime: 1_764_000_100 })], [12]);
    renderAdminPage(<DepositsPage />, '/bank/deposits?status=');
    await screen.findByText('R-11');
    // A reviewed deposit cannot be selected.
    expect(screen.getByLabelText('Select #14').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('Select all on this page'));
    // Approve asks first: each customer, amount and reference, the total, the row above the threshold (1,200.00).
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Approve 3' })));
    const dialog = screen.getByRole('dialog', { name: 'Credit these deposits?' });
    expect(within(dialog).getAllByTestId('approve-row').map((r) => r.textContent)).toEqual([
      '#11 · ada1,100.00, reference R-11',
      '#12 · ada1,200.00, reference R-12',
      '#13 · ada1,300.00, reference R-13Above the threshold: only requested, a second finance operator must approve',
    ]);
    expect(within(dialog).getByTestId('approve-totals').textContent).toBe('Total3,600.00');
    expect(within(dialog).getByTestId('approve-split').textContent).toContain('Credited now: 2 (2,300.00). Requested of a second operator (above 1,200.00): 1 (1,300.00).');
    expect(bodies('/api/admin/deposit/approve')).toEqual([]);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Approve 3 deposits' })));
    expect(strip(bodies('/api/admin/deposit/approve')[0]!)).toEqual({ ids: [11, 12, 13] });
    const results = await screen.findByTestId('bulk-results');
    expect(within(results).getByRole('status').textContent).toBe('Approve 3: 1 done, 1 refused 1 requested: a second operator must approve on the Requests page');
    expect(within(results).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '#11 done',
      '#12 refused: This deposit was already reviewed',
      '#13 requested (request #41): a second operator must approve it',
    ]);
    // The pending count is asked again.
    await waitFor(() => expect(bodies('/api/admin/deposit/list').filter((b) => b.limit === 10)).toHaveLength(2));
  });

  it('rejects the selected deposits with one reason for all', async () => {
    setWide(true);
    const { bodies } = server([deposit(21), deposit(22)]);
    renderAdminPage(<DepositsPage />, '/bank/deposits');
    await screen.findByText('R-21');
    fireEvent.click(screen.getByLabelText('Select #22'));
    fireEvent.click(screen.getByRole('button', { name: 'Reject 1' }));
    const dialog = screen.getByTestId('reason-dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: ' No transfer arrived ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject 1' })));
    expect(strip(bodies('/api/admin/deposit/reject')[0]!)).toEqual({ ids: [22], reason: 'No transfer arrived' });
    expect(within(await screen.findByTestId('bulk-results')).getByRole('status').textContent).toBe('Reject 1: 1 done, 0 refused');
  });

  it("shows a row's detail with a link to the customer's console page, and cards on a phone", async () => {
    server([deposit(31, { status: 2, reason: 'Reference does not match', reviewer: 'ana', reviewtime: 1_764_000_100 })]);
    renderAdminPage(<DepositsPage />, '/bank/deposits?status=2', 'zh-tw');
    const card = (await screen.findByText('R-31')).closest('li')!;
    expect(within(card).getByText('已駁回')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'ada' }).getAttribute('href')).toBe('#/customers/7');
    fireEvent.click(within(card).getByRole('button', { name: '充值 #31 的詳情' }));
    const detail = screen.getByRole('dialog', { name: '充值 #31' });
    expect(within(detail).getByText('Reference does not match')).toBeTruthy();
    expect(within(detail).getByText('ada (#7)')).toBeTruthy();
    fireEvent.click(within(detail).getByRole('link', { name: '開啟 ada 的客戶頁' }));
    expect(screen.getByTestId('where').textContent).toBe('/customers/7');
    // (In the console another page takes over; here the list answers its new address before the test ends.)
    await act(settle);
  });
});
