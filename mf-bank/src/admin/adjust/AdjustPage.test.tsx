import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUserDetail } from '@snapmall/shared/contract';
import { mockApi } from '@snapmall/shared/test-utils';
import { renderAdminPage } from '../common/testing';
import AdjustPage from './AdjustPage';

const ada = (balance = '1000.00', points = 500): AdminUserDetail => ({
  id: 7,
  username: 'ada',
  realname: 'Ada Lovelace',
  mobile: '0912345678',
  nickname: '',
  status: 'normal',
  level: { id: 1, name: 'VIP1' },
  balance,
  held: '0.00',
  points,
  card: null,
  createtime: 1_700_000_000,
  counts: { deposits: 0, withdrawals: 0, orders: 0, bets: 0, messages: 0, signins: 0 },
});

/** A server that finds ada and answers adjustments in order (a handler each): requested, never made at once (issue 26). */
function server(...answers: Array<(body: Record<string, unknown>) => ReturnType<Parameters<typeof mockApi>[0][string]>>) {
  const balance = ada();
  let next = 0;
  const api = mockApi({
    '/api/admin/user/list': (body) => ({ data: { list: body.q === 'ad' ? [{ id: 7, username: 'ada', mobile: '0912345678', realname: 'Ada Lovelace', level: 1, balance: '1000.00', points: 500, status: 'normal', createtime: 0 }] : [], total: body.q === 'ad' ? 1 : 0, page: 1, limit: 10 } }),
    '/api/admin/user/get': () => ({ data: balance }),
    '/api/admin/user/adjust': (body) => answers[next++]!(body),
  });
  return api;
}

async function fill(amount: string, reason: string) {
  fireEvent.change(screen.getByLabelText('Amount (+ adds, - takes away)'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Reason'), { target: { value: reason } });
  fireEvent.click(screen.getByRole('button', { name: 'Review the request' }));
}

describe('adjusting a balance', () => {
  it('finds the customer, checks the form, confirms what it would leave, requests it once and shows the request made', async () => {
    const { bodies } = server(() => ({ data: { requested: { id: 41, kind: 'adjust', expires_at: 1_764_086_400 } } }));
    renderAdminPage(<AdjustPage />, '/bank/adjust');
    // A search the server would refuse is said beside the field, and not sent.
    fireEvent.change(screen.getByLabelText('Find a customer'), { target: { value: 'ada lovelace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByText('Use letters, digits, _ or - only (up to 30)')).toBeTruthy();
    expect(bodies('/api/admin/user/list')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Find a customer'), { target: { value: 'ad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    fireEvent.click(await screen.findByTestId('customer-match'));
    expect(screen.getByTestId('where').textContent).toBe('/bank/adjust?user=7');
    expect((await screen.findByTestId('customer-balance')).textContent).toBe('1,000.00');

    // Nothing typed: each field says what it needs; nothing is sent.
    fireEvent.click(await screen.findByRole('button', { name: 'Review the request' }));
    expect(screen.getByText('Enter the amount')).toBeTruthy();
    expect(screen.getByText('Enter the reason')).toBeTruthy();
    await fill('-1000.01', 'Typo');
    expect(screen.getByText('This takes more cash than the customer has')).toBeTruthy();

    await fill('+100', 'Goodwill for the late delivery');
    const dialog = screen.getByTestId('confirm');
    expect(within(dialog).getByText('Add 100.00 Cash to ada.')).toBeTruthy();
    expect(within(dialog).getByTestId('adjust-after').textContent).toBe('1,100.00');
    expect(within(dialog).getByText('Nothing moves yet: a second finance operator must approve the request on the Requests page.')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Request: add 100.00' });
    await act(async () => {
      fireEvent.click(confirm);
      // A second click before the dialog has closed sends nothing more.
      fireEvent.click(confirm);
    });
    expect((await screen.findByTestId('adjust-done')).textContent).toMatch(/^Requested #41: add 100\.00 Cash to ada \(after: 1,100\.00\)\. A second finance operator must approve it on the Requests page by /);

    const sent = bodies('/api/admin/user/adjust');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ user_id: 7, asset: 'cash', amount: '100.00', reason: 'Goodwill for the late delivery' });
    expect(sent[0]!.request_id).toMatch(/^[0-9a-f-]{36}$/);
    // Nothing moved yet: the balance read again is the same until a second operator approves.
    await waitFor(() => expect(screen.getByTestId('customer-balance').textContent).toBe('1,000.00'));
  });

  it('keeps the request id when no answer came, so confirming again cannot move the points twice, and shows a refusal', async () => {
    const { bodies } = server(
      () => 'network',
      () => ({ data: { requested: { id: 42, kind: 'adjust', expires_at: 1_764_086_400 } } }),
      () => ({ code: 0, msg: 'Not enough points' }),
    );
    renderAdminPage(<AdjustPage />, '/bank/adjust?user=7');
    await screen.findByTestId('customer-points');
    fireEvent.click(screen.getByLabelText('Points'));
    expect(screen.getByText('Whole points, for example 300 or -300')).toBeTruthy();
    await fill('-300', 'Points given by mistake');
    await act(async () => fireEvent.click(within(screen.getByTestId('confirm')).getByRole('button', { name: 'Request: take away 300' })));
    expect((await screen.findByTestId('failure')).textContent).toMatch(/^No answer from the server/);
    fireEvent.click(screen.getByRole('button', { name: 'Review the request' }));
    await act(async () => fireEvent.click(within(screen.getByTestId('confirm')).getByRole('button', { name: 'Request: take away 300' })));
    await screen.findByTestId('adjust-done');
    const [first, second] = bodies('/api/admin/user/adjust');
    expect(second!.request_id).toBe(first!.request_id);

    // The next adjustment is another one: a new id; the server's refusal is shown on the form.
    await waitFor(() => expect(screen.getByTestId('customer-points').textContent).toBe('500'));
    await fill('-50', 'Again');
    await act(async () => fireEvent.click(within(screen.getByTestId('confirm')).getByRole('button', { name: 'Request: take away 50' })));
    expect((await screen.findByTestId('failure')).textContent).toBe('Not enough points');
    expect(bodies('/api/admin/user/adjust')[2]!.request_id).not.toBe(first!.request_id);
  });
});
