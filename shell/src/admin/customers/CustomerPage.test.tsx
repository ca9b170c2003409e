import { act, fireEvent, screen } from '@testing-library/react';
import type { RemoteRegistryEntry } from '@snapmall/shared';
import type { CustomerTabProps, OperatorSession, RemoteAdminModule } from '@snapmall/shared/admin';
import type { AdminUserDetail } from '@snapmall/shared/contract';
import { mockApi } from '@snapmall/shared/test-utils';
import { renderConsolePage, setWide, where } from '../common/testing';
import { loadAdminModule } from '../common/adminRemotes';
import CustomerPage from './CustomerPage';

// The remotes as remotes.json names them and their './admin' as federation answers it: two remotes with tabs of
// their own (the real ones are each remote's tests' business), a third whose './admin' is down.
jest.mock('../common/consoleRegistry', () => ({
  loadConsoleRegistry: () =>
    Promise.resolve(['mf_bank', 'mf_lottery', 'mf_down'].map((name): RemoteRegistryEntry => ({ name, manifest: `/${name}/mf-manifest.json`, prefixes: [] }))),
}));
jest.mock('../common/adminRemotes', () => ({ loadAdminModule: jest.fn() }));

const panel = (text: string) =>
  function Panel({ customer }: CustomerTabProps) {
    return <p>{`${text} of ${customer.username}`}</p>;
  };
const BANK: RemoteAdminModule = {
  name: 'mf_bank',
  messages: { 'en-us': { 'admin.bank.tab': 'Deposits' }, 'zh-tw': { 'admin.bank.tab': '儲值' } },
  pages: [],
  customerTabs: [{ id: 'deposits', label: 'admin.bank.tab', role: 'finance', count: 'deposits', Panel: panel('The deposits') }],
};
const LOTTERY: RemoteAdminModule = {
  name: 'mf_lottery',
  messages: { 'en-us': { 'admin.games.tab': 'Bets' }, 'zh-tw': { 'admin.games.tab': '投注' } },
  pages: [],
  // A tab id another remote already uses is left out, never shown twice.
  customerTabs: [
    { id: 'bets', label: 'admin.games.tab', role: 'operator', count: 'bets', Panel: panel('The bets') },
    { id: 'deposits', label: 'admin.games.tab', role: 'operator', Panel: panel('Not the deposits') },
  ],
};
const down = jest.fn(() => Promise.reject(new Error('mf_down is down')));
const loads: Record<string, () => Promise<RemoteAdminModule>> = { mf_bank: async () => BANK, mf_lottery: async () => LOTTERY, mf_down: down };

const ADA: AdminUserDetail = {
  id: 42, username: 'ada', realname: 'Ada Lovelace', mobile: '0912345678', nickname: '', status: 'normal', level: { id: 2, name: 'Gold' },
  balance: '1234.50', held: '200.00', points: 15000, card: { bank_name: 'Cathay', card_no: '************5678' }, createtime: 1_764_000_000,
  counts: { deposits: 3, withdrawals: 1, orders: 9, bets: 0, messages: 2, signins: 5 },
};

function open(roles: OperatorSession['roles'], route = '/customers/42') {
  const api = mockApi({
    '/api/admin/user/get': () => ({ data: ADA }),
    '/api/admin/user/messages': () => ({ data: { list: [{ id: 1, kind: 'deposit', title: 'Deposit approved', content: '500.00 added', ref_type: 'deposit', ref_id: 31, read: 0, createtime: 1_764_100_000 }], total: 1, page: 1, unread: 1 } }),
  });
  renderConsolePage(<CustomerPage query={{ id: '42' }} />, route, { roles });
  return api;
}

beforeEach(() => {
  setWide(true);
  jest.mocked(loadAdminModule).mockImplementation((entry) => loads[entry.name]!());
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  setWide(false);
  jest.restoreAllMocks();
});

it('shows the money, the level and the card masked above the tabs of every remote, then its own', async () => {
  const { bodies } = open(['finance']);
  expect((await screen.findByTestId('customer-balance')).textContent).toBe('1,234.50');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Customer ada');
  expect(screen.getByTestId('customer-held').textContent).toBe('200.00');
  expect(screen.getByTestId('customer-points').textContent).toBe('15,000');
  expect(screen.getByTestId('customer-level').textContent).toBe('Gold (level 2)');
  expect(screen.getByTestId('customer-card').textContent).toBe('Cathay ************5678');
  expect(bodies('/api/admin/user/get')[0]).toMatchObject({ user_id: 42 });
  // Finance adjusts a balance on the bank's page, opened for this customer.
  expect(screen.getByTestId('customer-adjust').getAttribute('href')).toBe('#/bank/adjust?user_id=42');

  // In remotes.json's order, the remote's words, its count; the lottery's second "deposits" left out and named.
  await screen.findByText('The deposits of ada');
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Deposits3', 'Bets0', 'Messages2', 'Sign-ins5']);
  expect(console.error).toHaveBeenCalledWith('Two customer tabs are named deposits; the second is left out');
  // The remote that is down is named with a retry, which asks its './admin' again.
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain('The records mf_down adds could not be loaded.');
  expect(down).toHaveBeenCalledTimes(1);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
  expect(down).toHaveBeenCalledTimes(2);
  expect(jest.mocked(loadAdminModule).mock.calls.at(-1)).toEqual([expect.objectContaining({ name: 'mf_down' }), true]);
});

it("opens the tab the address names once every remote has answered, and keeps the choice in the address", async () => {
  open(['finance'], '/customers/42?tab=bets');
  expect(await screen.findByText('The bets of ada')).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByRole('tab', { name: /^Deposits/ })));
  expect(where(screen)).toBe('/customers/42?tab=deposits');
  expect(await screen.findByText('The deposits of ada')).toBeTruthy();
});

it("leaves out the tabs the operator's roles cannot read, and reads the console's own messages tab", async () => {
  const { bodies } = open(['content'], '/customers/42?tab=messages');
  expect(await screen.findByText('Deposit approved')).toBeTruthy();
  expect(bodies('/api/admin/user/messages')).toEqual([{ user_id: 42, page: 1, lang: 'en-us' }]);
  // The deposits are finance's: a content operator is offered neither them nor the adjustment.
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Bets0', 'Messages2', 'Sign-ins5']);
  expect(screen.queryByTestId('customer-adjust')).toBeNull();
});

it('says when the address names no customer, without asking the server', () => {
  const { fetchMock } = mockApi({});
  renderConsolePage(<CustomerPage query={{ id: 'ada' }} />, '/customers/ada');
  expect(screen.getByText('This address does not name a customer.')).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});
