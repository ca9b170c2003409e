import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ApprovalView } from '@snapmall/shared/contract';
import { mockApi } from '@snapmall/shared/test-utils';
import { renderConsolePage, setWide } from '../common/testing';
import RequestsPage from './RequestsPage';
import { RequestsLink } from './RequestsLink';

const base = { requested_at: 1_764_000_000, expires_at: 1_764_086_400, decided_by: '', decided_at: 0, reason: '', result: null, mine: false, can_decide: true } as const;
const ADJUST: ApprovalView = {
  ...base,
  id: 12,
  kind: 'adjust',
  status: 'pending',
  requested_by: 'operator:fin_a',
  details: { kind: 'adjust', user_id: 7, username: 'ada', asset: 'cash', amount: '+1250.50', balance: '100.00', after: '1350.50', memo: 'refund' },
};
const MINE: ApprovalView = {
  ...base,
  id: 11,
  kind: 'withdraw',
  status: 'pending',
  requested_by: 'operator:ana',
  mine: true,
  can_decide: false,
  details: { kind: 'withdraw', withdrawal_id: 4, user_id: 8, username: 'grace', amount: '20000.00', fee: '200.00', receive: '19800.00', status: 0 },
};
const FAILED: ApprovalView = {
  ...base,
  id: 10,
  kind: 'grant',
  status: 'failed',
  requested_by: 'cli:root',
  decided_by: 'operator:own_b',
  decided_at: 1_764_001_000,
  reason: 'The shop needs at least one owner who can log in',
  can_decide: false,
  details: { kind: 'grant', operator: 'bob', roles_before: ['content'], roles_after: ['finance', 'content'] },
};

function open(lang: 'en-us' | 'zh-tw' = 'en-us', roles: Array<'owner' | 'finance'> = ['finance']) {
  let pending = [ADJUST, MINE, FAILED];
  const api = mockApi({
    '/api/admin/approval/list': () => ({ data: { list: pending, total: pending.length, page: 1 } }),
    '/api/admin/approval/count': () => ({ data: { count: pending.filter((r) => r.status === 'pending' && r.can_decide).length } }),
    '/api/admin/approval/settings': () => ({ data: { withdraw_threshold: '10000.00', ttl_hours: 24 } }),
    '/api/admin/approval/approve': (body) => {
      pending = pending.map((r) => (r.id === body.id ? { ...r, status: 'approved', can_decide: false, decided_by: 'operator:ana' } : r));
      return { data: pending.find((r) => r.id === body.id), msg: 'Approved and carried out' };
    },
    '/api/admin/approval/reject': () => ({ code: 0, msg: 'This request has already been decided' }),
  });
  renderConsolePage(
    <>
      <RequestsLink />
      <RequestsPage />
    </>,
    '/requests',
    { roles, lang },
  );
  return api;
}

beforeEach(() => setWide(true));
afterEach(() => setWide(false));

it('says what each request would move, who asked and until when; one’s own and others’ roles are not decided here', async () => {
  open();
  const card = (await screen.findByText('Balance adjustment #12')).closest('article')!;
  expect(within(card).getByTestId('request-moves').textContent).toBe('Add 1,250.50 cash to ada: now 100.00, after 1,350.50');
  expect(within(card).getByText(/^fin_a · /)).toBeTruthy();
  const mine = screen.getByText('Withdrawal payment #11').closest('article')!;
  expect(within(mine).getByTestId('request-moves').textContent).toBe('Pay withdrawal #4 of grace: 20,000.00, fee 200.00, paid out 19,800.00');
  expect(within(mine).getByText('Your request: a second operator must approve it.')).toBeTruthy();
  expect(within(mine).queryByRole('button', { name: 'Approve' })).toBeNull();
  const failed = screen.getByText('Role grant #10').closest('article')!;
  expect(within(failed).getByText('Not done')).toBeTruthy();
  expect(within(failed).getByText('The shop needs at least one owner who can log in')).toBeTruthy();
  expect(within(failed).getByTestId('request-moves').textContent).toBe('Give bob the roles Finance and Content (now Content)');
  expect(screen.getByTestId('threshold').textContent).toBe(
    'A deposit or withdrawal that takes what its customer received or was paid in 24 hours above 10,000.00 needs a second operator to approve it; a request waits 24 hours, then expires.',
  );
  // Only an owner may change the threshold.
  expect(screen.queryByLabelText('New threshold')).toBeNull();
  expect(await screen.findByRole('link', { name: 'Requests 1 waiting for you' })).toBeTruthy();
});

it('approves only after a confirmation naming what will move, and says what moved', async () => {
  const { bodies } = open();
  const card = (await screen.findByText('Balance adjustment #12')).closest('article')!;
  fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
  const dialog = screen.getByRole('dialog', { name: 'Approve this request?' });
  expect(within(dialog).getByText('Add 1,250.50 cash to ada: now 100.00, after 1,350.50')).toBeTruthy();
  expect(within(dialog).getByText('Asked by fin_a; you (ana) are the second person. This happens at once.')).toBeTruthy();
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(bodies('/api/admin/approval/approve')).toEqual([]);
  fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Approve and carry out' })));
  expect((await screen.findByTestId('request-outcome')).textContent).toBe('Approved and done: Add 1,250.50 cash to ada: now 100.00, after 1,350.50');
  expect(bodies('/api/admin/approval/approve')).toEqual([{ id: 12, lang: 'en-us' }]);
});

it('rejects with a reason and shows the server’s refusal', async () => {
  open();
  const card = (await screen.findByText('Balance adjustment #12')).closest('article')!;
  fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
  const dialog = screen.getByTestId('reason-dialog');
  fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'no ticket' } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' })));
  expect((await screen.findByTestId('request-outcome')).textContent).toBe('This request has already been decided');
});

it('says it in Chinese, and lets an owner change the threshold', async () => {
  open('zh-tw', ['owner']);
  const card = (await screen.findByText('餘額調整 #12')).closest('article')!;
  expect(within(card).getByTestId('request-moves').textContent).toBe('為 ada 增加 1,250.50 現金：目前 100.00，調整後 1,350.50');
  expect(screen.getByLabelText('新門檻')).toBeTruthy();
});
