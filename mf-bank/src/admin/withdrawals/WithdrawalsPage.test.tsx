import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { ReactNode } from 'react';
import { csvTable } from '@snapmall/shared/admin';
import type { AdminWithdrawal } from '@snapmall/shared/contract';
import { mockApi } from '@snapmall/shared/test-utils';
import en from '../../../messages/admin/en-us.json';
import { renderAdminPage, setWide } from '../common/testing';
import { useWithdrawalColumns } from './columns';
import WithdrawalsPage from './WithdrawalsPage';

const withdrawal = (id: number, extra: Partial<AdminWithdrawal> = {}): AdminWithdrawal => ({
  id,
  amount: '1000.00',
  fee: '10.00',
  receive: '990.00',
  bank_name: 'First Bank',
  // Masked, as the server answers it: the whole number only from /api/admin/withdraw/card.
  card_no: '************5678',
  card_name: 'ADA LOVELACE',
  status: 0,
  reason: '',
  createtime: 1_764_000_000,
  reviewtime: 0,
  user_id: 9,
  username: 'grace',
  reviewer: '',
  ...extra,
});

afterEach(() => setWide(false));

describe('the withdrawal review page', () => {
  it('lists amount, fee and what is paid out with the card masked, and approves the selected ones after saying what moves', async () => {
    setWide(true);
    const { bodies } = mockApi({
      '/api/admin/withdraw/list': (body) => ({
        data: { list: body.limit === 10 ? [] : [withdrawal(5), withdrawal(6, { amount: '300.00', fee: '3.00', receive: '297.00', username: 'alan' })], total: 2, page: 1, limit: body.limit },
      }),
      '/api/admin/approval/settings': () => ({ data: { withdraw_threshold: '500.00', ttl_hours: 24 } }),
      '/api/admin/withdraw/approve': () => ({ data: { results: [{ id: 5, done: false, requested: 31, msg: 'Requested' }, { id: 6, done: true }] } }),
    });
    renderAdminPage(<WithdrawalsPage />, '/bank/withdrawals');
    const row = (await screen.findByRole('button', { name: 'Details of withdrawal #5' })).closest('tr')!;
    expect(within(row).getByText('1,000.00')).toBeTruthy();
    expect(within(row).getByText('10.00')).toBeTruthy();
    expect(within(row).getByText('990.00')).toBeTruthy();
    expect(within(row).getByText('First Bank ************5678')).toBeTruthy();
    expect(row.textContent).not.toContain('6222020012345678');
    fireEvent.click(screen.getByLabelText('Select #5'));
    fireEvent.click(screen.getByLabelText('Select #6'));
    // Approve asks first: each customer and amount, the totals and fees, which row needs a second operator.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Approve 2' })));
    const dialog = screen.getByRole('dialog', { name: 'Pay these withdrawals?' });
    expect(bodies('/api/admin/withdraw/approve')).toEqual([]);
    const rows = within(dialog).getAllByTestId('approve-row').map((r) => r.textContent);
    expect(rows).toEqual([
      '#5 · grace1,000.00, fee 10.00, paid out 990.00Above the threshold: only requested, a second finance operator must approve',
      '#6 · alan300.00, fee 3.00, paid out 297.00',
    ]);
    expect(within(dialog).getByTestId('approve-totals').textContent).toBe('Total1,300.00Fees13.00Paid out1,287.00');
    expect(within(dialog).getByTestId('approve-split').textContent).toBe('Paid now: 1 (300.00). Requested of a second operator (above 500.00): 1 (1,000.00). A customer\'s payouts of the last 24 hours count too: the answer says what was paid.');
    // Cancel sends nothing; asked again and confirmed, it sends both once.
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(bodies('/api/admin/withdraw/approve')).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Approve 2' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Approve 2 withdrawals' })));
    expect(bodies('/api/admin/withdraw/approve')).toHaveLength(1);
    expect(bodies('/api/admin/withdraw/approve')[0]).toMatchObject({ ids: [5, 6] });
    const results = await screen.findByTestId('bulk-results');
    expect(within(results).getByRole('status').textContent).toBe('Approve 2: 1 done, 0 refused 1 requested: a second operator must approve on the Requests page');
    expect(within(results).getByText('#5 requested (request #31): a second operator must approve it')).toBeTruthy();
  });

  it('shows the whole card number in the detail only when asked, read from the server then, to pay to it', async () => {
    let fail = true;
    const { bodies } = mockApi({
      '/api/admin/withdraw/list': () => ({ data: { list: [withdrawal(8)], total: 1, page: 1, limit: 20 } }),
      '/api/admin/withdraw/card': (body) => (fail ? { status: 403, code: 0, msg: 'No' } : { data: { id: body.id, card_no: '6222020012345678' } }),
    });
    renderAdminPage(<WithdrawalsPage />, '/bank/withdrawals');
    fireEvent.click(await screen.findByRole('button', { name: 'Details of withdrawal #8' }));
    const detail = screen.getByRole('dialog', { name: 'Withdrawal #8' });
    expect(within(detail).getByTestId('card-no').textContent).toBe('************5678');
    expect(within(detail).getByText('ADA LOVELACE')).toBeTruthy();
    expect(bodies('/api/admin/withdraw/card')).toEqual([]);
    const toggle = within(detail).getByRole('button', { name: 'Show the whole card number' });
    // Refused (or the network failed): still masked, and said so.
    await act(async () => fireEvent.click(toggle));
    expect((await within(detail).findByRole('alert')).textContent).toBe('The card number could not be read. Try again.');
    expect(within(detail).getByTestId('card-no').textContent).toBe('************5678');
    fail = false;
    await act(async () => fireEvent.click(toggle));
    expect(bodies('/api/admin/withdraw/card').map((b) => b.id)).toEqual([8, 8]);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(within(detail).getByTestId('card-no').textContent).toBe('6222020012345678');
    expect(within(detail).queryByRole('alert')).toBeNull();
    // Hidden again without asking the server.
    await act(async () => fireEvent.click(toggle));
    expect(within(detail).getByTestId('card-no').textContent).toBe('************5678');
    expect(bodies('/api/admin/withdraw/card')).toHaveLength(2);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("exports the operator's columns: figures as figures, the card masked, times a spreadsheet sorts", () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <IntlProvider locale="en-US" messages={en}>
        {children}
      </IntlProvider>
    );
    const { result } = renderHook(() => useWithdrawalColumns(() => undefined), { wrapper });
    const rejected = withdrawal(3, { status: 2, reason: '=HYPERLINK("x")', reviewer: 'ana', reviewtime: 1_764_000_060 });
    const table = csvTable(result.current, [rejected], (id) => (en as Record<string, string>)[id] ?? id);
    expect(table.headers.map((h) => h.key)).toEqual(['id', 'customer', 'amount', 'fee', 'receive', 'card', 'status', 'reason', 'createtime', 'reviewtime', 'reviewer']);
    const [row] = table.rows;
    expect(row).toMatchObject({ id: 3, customer: 'grace', amount: '1000.00', fee: '10.00', receive: '990.00', card: 'First Bank ************5678', status: 'Rejected', reviewer: 'ana' });
    expect(row!.createtime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // A reason typed by a person cannot run as a formula.
    expect(row!.reason).toBe(`'=HYPERLINK("x")`);
  });
});
