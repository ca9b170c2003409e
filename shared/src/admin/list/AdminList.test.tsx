import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BulkAnswer } from '../../contract/admin';
import type { PageOf } from '../../contract/bank';
import { renderWithProviders } from '../../test-utils';
import { setWide, Where } from '../../test-utils/admin';
import { adminKitCatalogs } from '../catalogs';
import { AdminList } from './AdminList';
import type { AdminColumn, BulkAction, FilterField, ListRequest } from './types';

interface Deposit {
  id: number;
  username: string;
  amount: string;
  status: number;
}

const TEXTS = {
  'test.list': 'Deposits',
  'test.id': 'No.',
  'test.customer': 'Customer',
  'test.amount': 'Amount',
  'test.status': 'Status',
  'test.when': 'Days',
  'test.money': 'Amounts',
  'test.pending': 'Pending',
  'test.approved': 'Approved',
  'test.approve': 'Approve {count}',
  'test.reject': 'Reject {count}',
};
const CATALOGS = { 'admin-kit': adminKitCatalogs, test: { 'en-us': TEXTS, 'zh-tw': TEXTS } };

const COLUMNS: AdminColumn<Deposit>[] = [
  { id: 'id', title: 'test.id', render: (r) => `#${r.id}`, csv: (r) => r.id },
  { id: 'username', title: 'test.customer', render: (r) => r.username, csv: (r) => r.username },
  { id: 'amount', title: 'test.amount', render: (r) => r.amount, sortKey: 'amount', numeric: true, csv: (r) => r.amount },
];
const FILTERS: FilterField[] = [
  { kind: 'select', name: 'status', label: 'test.status', options: [{ value: 0, label: 'test.pending' }, { value: 1, label: 'test.approved' }], initial: 0 },
  { kind: 'text', name: 'customer', label: 'test.customer' },
  { kind: 'dateRange', label: 'test.when' },
  { kind: 'amountRange', label: 'test.money' },
];

const rows = (ids: number[]): Deposit[] => ids.map((id) => ({ id, username: `user${id}`, amount: `${id}00.00`, status: 0 }));
const page = (ids: number[], total: number, more = false): PageOf<Deposit> => ({ list: rows(ids), total, page: 1, ...(more ? { has_more: true as const } : {}) });

function renderList(fetchPage: (body: ListRequest) => Promise<PageOf<Deposit>>, extra: { actions?: BulkAction[]; route?: string } = {}) {
  return renderWithProviders(
    <>
      <AdminList label="test.list" columns={COLUMNS} rowId={(r) => r.id} fetchPage={fetchPage} filters={FILTERS} actions={extra.actions} defaultSort={{ sort: 'createtime', order: 'desc' }} pending={7} />
      <Where />
    </>,
    { catalogs: CATALOGS, route: extra.route ?? '/bank/deposits' },
  );
}

afterEach(() => setWide(false));

describe('AdminList', () => {
  it('sends the filters as the request body, starting again from page 1, and keeps them in the address', async () => {
    setWide(true);
    const fetchPage = jest.fn(async (_body: ListRequest) => page([1, 2], 2));
    renderList(fetchPage, { route: '/bank/deposits?page=3' });
    await screen.findByText('user1');
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 3, limit: 20, status: 0 });
    fireEvent.change(screen.getByLabelText('Customer'), { target: { value: ' ada ' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-24' } });
    fireEvent.change(screen.getByLabelText('Min'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 20, customer: 'ada', from: '2026-11-01', to: '2026-11-24', min_amount: '100' }),
    );
    // "All" statuses is written as an empty value (pending is the default), the rest as typed.
    expect(screen.getByTestId('where').textContent).toBe('/bank/deposits?status=&customer=ada&from=2026-11-01&to=2026-11-24&min_amount=100');
    // A wrong amount is said beside its field and nothing is sent.
    const calls = fetchPage.mock.calls.length;
    fireEvent.change(screen.getByLabelText('Max'), { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter an amount such as 100 or 99.50')).toBeTruthy();
    expect(screen.getByLabelText('Max').getAttribute('aria-invalid')).toBe('true');
    expect(fetchPage).toHaveBeenCalledTimes(calls);
  });

  it('sorts by a column header, saying which way (aria-sort), and pages with the chosen size', async () => {
    setWide(true);
    const fetchPage = jest.fn(async (body: ListRequest) => page(Number(body.page) === 1 ? [1, 2, 3] : [4], 4));
    renderList(fetchPage, { route: '/x?limit=50' });
    await screen.findByText('user1');
    const header = screen.getByRole('columnheader', { name: /Amount/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 50, sort: 'amount', order: 'desc', status: 0 }));
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Amount/ })).getByRole('button'));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'amount', order: 'asc' })));
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '100' } });
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, limit: 100 })));
  });

  it('shows the total, or "more than" when the server stopped counting, and the pending count', async () => {
    const fetchPage = jest.fn(async (body: ListRequest) => (Number(body.page) === 1 ? page(Array.from({ length: 20 }, (_, i) => i + 1), 1020, true) : page([21], 1020, true)));
    renderList(fetchPage);
    expect((await screen.findByTestId('list-total')).textContent).toBe('More than 1,020 records');
    expect(screen.getByTestId('list-pending').textContent).toBe('7 pending');
    expect(screen.getByText('Page 1 of more than 51')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.hasAttribute('disabled')).toBe(false);
    fireEvent.click(next);
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));
  });

  it('selects rows (one by one or the whole page), runs the bulk action on them and lists each row done or refused', async () => {
    const fetchPage = jest.fn(async () => page([11, 12, 13], 3));
    const approve = jest.fn(
      async (ids: number[]): Promise<BulkAnswer> => ({ results: ids.map((id) => (id === 12 ? { id, done: false as const, msg: 'Already reviewed' } : { id, done: true as const })) }),
    );
    renderList(fetchPage, { actions: [{ id: 'approve', label: 'test.approve', run: approve }] });
    await screen.findByText('user11');
    expect(screen.getByRole('button', { name: 'Approve 0' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('Select #12'));
    expect(screen.getByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Select all on this page'));
    expect(screen.getByText('3 selected')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Select #11'));
    fireEvent.click(screen.getByLabelText('Select #11'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Approve 3' })));
    expect(approve).toHaveBeenCalledWith([11, 12, 13], undefined, undefined);
    const results = await screen.findByTestId('bulk-results');
    expect(within(results).getByRole('status').textContent).toBe('Approve 3: 2 done, 1 refused');
    expect(within(results).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['#11 done', '#12 refused: Already reviewed', '#13 done']);
    // The list is fetched again and the selection is cleared.
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    expect(screen.getByText('None selected')).toBeTruthy();
  });

  it('asks for one reason before an action that needs one, and sends it with every selected row', async () => {
    const fetchPage = jest.fn(async () => page([21, 22], 2));
    const reject = jest.fn(async (ids: number[]): Promise<BulkAnswer> => ({ results: ids.map((id) => ({ id, done: true as const })) }));
    renderList(fetchPage, { actions: [{ id: 'reject', label: 'test.reject', needsReason: true, danger: true, run: reject }] });
    await screen.findByText('user21');
    fireEvent.click(screen.getByLabelText('Select all on this page'));
    fireEvent.click(screen.getByRole('button', { name: 'Reject 2' }));
    const dialog = screen.getByTestId('reason-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject 2' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter a reason');
    expect(reject).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Reason (shown to the customer)'), { target: { value: '  Transfer not received  ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject 2' })));
    expect(reject).toHaveBeenCalledWith([21, 22], 'Transfer not received', undefined);
    expect(screen.queryByTestId('reason-dialog')).toBeNull();
  });

  it("asks in the page's own dialog before an action with a prompt, sends its values, and sends nothing on cancel", async () => {
    const fetchPage = jest.fn(async () => page([31, 32], 2));
    const ship = jest.fn(async (ids: number[]): Promise<BulkAnswer> => ({ results: ids.map((id) => ({ id, done: true as const })) }));
    const prompt = (ids: number[], answer: (input: Record<string, string> | null) => void) => (
      <div role="dialog" aria-label="Ship">
        <span>{ids.join(',')}</span>
        <button onClick={() => answer({ carrier: 'SF', tracking_no: 'T1' })}>Send</button>
        <button onClick={() => answer(null)}>Cancel</button>
      </div>
    );
    renderList(fetchPage, { actions: [{ id: 'ship', label: 'test.approve', prompt, run: ship }] });
    await screen.findByText('user31');
    fireEvent.click(screen.getByLabelText('Select all on this page'));
    fireEvent.click(screen.getByRole('button', { name: 'Approve 2' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Ship' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ship).not.toHaveBeenCalled();
    expect(screen.queryByTestId('failure')).toBeNull();
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve 2' }));
    expect(within(screen.getByRole('dialog', { name: 'Ship' })).getByText('31,32')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(ship).toHaveBeenCalledTimes(1);
    expect(ship).toHaveBeenCalledWith([31, 32], undefined, { carrier: 'SF', tracking_no: 'T1' });
    expect((await screen.findByTestId('bulk-results')).textContent).toContain('2 done');
  });

  it('says why the list failed, in the server\'s words, and tries again', async () => {
    const fetchPage = jest
      .fn<Promise<PageOf<Deposit>>, [ListRequest]>()
      .mockRejectedValueOnce({ kind: 'forbidden', status: 403, message: 'Your operator roles do not include this' })
      .mockResolvedValue(page([], 0));
    renderList(fetchPage);
    expect((await screen.findByTestId('failure')).textContent).toBe('Your operator roles do not include this');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    expect(screen.getByTestId('list-total').textContent).toBe('No records');
  });

  it('shows rows as cards on a phone, each field named', async () => {
    renderList(jest.fn(async () => page([5], 1)));
    const card = (await screen.findByText('user5')).closest('li')!;
    expect(within(card).getByText('Amount')).toBeTruthy();
    expect(within(card).getByText('500.00')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
