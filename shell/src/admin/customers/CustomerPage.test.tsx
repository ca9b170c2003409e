import { act, fireEvent, screen, within } from '@testing-library/react';
import type { OperatorSession } from '@snapmall/shared/admin';
import type { AdminUserDetail, AdminWithdrawal, MoneyLogEntry } from '@snapmall/shared/contract';
import { mockApi } from '@snapmall/shared/test-utils';
import { renderConsolePage, setWide, where } from '../common/testing';
import CustomerPage from './CustomerPage';

const ADA: AdminUserDetail = {
  id: 42,
  username: 'ada',
  realname: 'Ada Lovelace',
  mobile: '0912345678',
  nickname: '',
  status: 'normal',
  level: { id: 2, name: 'Gold' },
  balance: '1234.50',
  held: '200.00',
  points: 15000,
  card: { bank_name: 'Cathay', card_no: '************5678' },
  createtime: 1_764_000_000,
  counts: { deposits: 3, withdrawals: 1, orders: 9, bets: 0, messages: 2, signins: 5 },
};
const LINE: MoneyLogEntry = { id: 9, kind: 'deposit', amount: '+1500.00', balance: '12345.50', ref_type: 'deposit', ref_id: 31, memo: '', createtime: 1_764_100_000 };
// The bank's list answers the whole number (finance pays to it); the customer's page must not show it.
const PAID: AdminWithdrawal = {
  id: 5, amount: '200.00', fee: '2.00', receive: '198.00', bank_name: 'Cathay', card_no: '4000123412345678', card_name: 'ADA LOVELACE',
  status: 0, reason: '', createtime: 1_764_200_000, reviewtime: 0, user_id: 42, username: 'ada', reviewer: '',
};
const page = <T,>(list: T[]) => ({ data: { list, total: list.length, page: 1, limit: 20 } });

function open(roles: OperatorSession['roles'], route = '/customers/42') {
  const api = mockApi({
    '/api/admin/user/get': () => ({ data: ADA }),
    '/api/admin/user/moneylog': () => page([LINE]),
    '/api/admin/withdraw/list': () => page([PAID]),
    '/api/admin/user/messages': () => ({ data: { list: [{ id: 1, kind: 'deposit', title: 'Deposit approved', content: '500.00 added', ref_type: 'deposit', ref_id: 31, read: 0, createtime: 1_764_100_000 }], total: 1, page: 1, unread: 1 } }),
  });
  renderConsolePage(<CustomerPage query={{ id: '42' }} />, route, { roles });
  return api;
}

beforeEach(() => setWide(true));
afterEach(() => setWide(false));

it('shows the money, the level and the card masked, and the statement of cash first', async () => {
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

  const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
  expect(tabs).toEqual(['Statement', 'Deposits3', 'Withdrawals1', 'Bets0', 'Messages2', 'Sign-ins5']);
  // Money formatted as everywhere in the console: never "+1500.00" or "12345.50".
  const row = (await screen.findByText('+1,500.00')).closest('tr')!;
  expect(within(row).getByText('12,345.50')).toBeTruthy();
  expect(within(row).getByText('Deposit #31')).toBeTruthy();
  expect(bodies('/api/admin/user/moneylog')[0]).toMatchObject({ user_id: 42, asset: 'cash', page: 1, limit: 20 });
});

it('lists the withdrawals filtered to the customer, the card masked but for its last 4 digits', async () => {
  const { bodies } = open(['finance']);
  const tab = await screen.findByRole('tab', { name: /^Withdrawals/ });
  await act(async () => fireEvent.click(tab));
  expect(where(screen)).toBe('/customers/42?tab=withdrawals');
  const row = (await screen.findByText('Cathay •••• 5678')).closest('tr')!;
  expect(within(row).getByText('#5')).toBeTruthy();
  expect(document.body.textContent).not.toContain('4000123412345678');
  expect(bodies('/api/admin/withdraw/list')[0]).toMatchObject({ user_id: 42, page: 1, limit: 20 });
  expect(screen.getByRole('link', { name: /bank/i }).getAttribute('href')).toBe('#/bank/withdrawals?status=&customer=ada');
});

it("asks the server's page of messages with only the customer and the page (the call takes no limit)", async () => {
  const { bodies } = open(['content'], '/customers/42?tab=messages');
  expect(await screen.findByText('Deposit approved')).toBeTruthy();
  expect(bodies('/api/admin/user/messages')).toEqual([{ user_id: 42, page: 1, lang: 'en-us' }]);
  // Money lists (the statement too) are finance's, orders catalogue's: a content operator is offered none of them,
  // nor the adjustment.
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Bets0', 'Messages2', 'Sign-ins5']);
  expect(screen.queryByTestId('customer-adjust')).toBeNull();
});

it('says when the address names no customer, without asking the server', () => {
  const { fetchMock } = mockApi({});
  renderConsolePage(<CustomerPage query={{ id: 'ada' }} />, '/customers/ada');
  expect(screen.getByText('This address does not name a customer.')).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});
