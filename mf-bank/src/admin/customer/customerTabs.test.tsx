import { Suspense, type ComponentType } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { CustomerTabProps } from '@snapmall/shared/admin';
import type { AdminDeposit, AdminUserDetail, AdminWithdrawal, MoneyLogEntry } from '@snapmall/shared/contract';
import { mockApi } from '@snapmall/shared/test-utils';
import { customerTabs, messages } from '../../admin';
import { renderAdminPage, setWide } from '../common/testing';
import DepositsTab from './DepositsTab';
import WithdrawalsTab from './WithdrawalsTab';

/** The customer the console's customer page shows (/api/admin/user/get's answer). */
const ADA: AdminUserDetail = {
  id: 42, username: 'ada', realname: 'Ada Lovelace', mobile: '0912345678', nickname: '', status: 'normal', level: { id: 2, name: 'Gold' },
  balance: '1234.50', held: '200.00', points: 15000, card: { bank_name: 'Cathay', card_no: '************5678' }, createtime: 1_764_000_000,
  counts: { deposits: 3, withdrawals: 1, orders: 9, bets: 0, messages: 2, signins: 5 },
};
const LINE: MoneyLogEntry = { id: 9, kind: 'deposit', amount: '+1500.00', balance: '12345.50', ref_type: 'deposit', ref_id: 31, memo: '', createtime: 1_764_100_000 };
const ADJUSTED: MoneyLogEntry = { id: 8, kind: 'adjustment', amount: '-25.50', balance: '10845.50', ref_type: 'adjustment', ref_id: 0, memo: 'Typo fixed', createtime: 1_764_000_000 };
const deposit = (id: number, extra: Partial<AdminDeposit> = {}): AdminDeposit => ({
  id, channel_id: 1, channel_name: 'Bank transfer', amount: '500.00', reference: `R-${id}`, status: 0, reason: '', createtime: 1_764_000_000,
  reviewtime: 0, user_id: 42, username: 'ada', reviewer: '', ...extra,
});
// Were the list to answer the whole number (the bank's review list pays to it), the customer's page still must not show it.
const PAID: AdminWithdrawal = {
  id: 5, amount: '200.00', fee: '2.00', receive: '198.00', bank_name: 'Cathay', card_no: '4000123412345678', card_name: 'ADA LOVELACE',
  status: 0, reason: '', createtime: 1_764_200_000, reviewtime: 0, user_id: 42, username: 'ada', reviewer: '',
};
const page = <T,>(list: T[], body: Record<string, unknown>) => ({ data: { list, total: list.length, page: body.page, limit: body.limit } });
const strip = ({ lang: _lang, ...rest }: Record<string, unknown>) => rest;

/** A tab's panel as the customer page shows it: admin.tsx's lazy Panel, given the customer. */
function openTab(id: string, lang: 'en-us' | 'zh-tw' = 'en-us', more = '') {
  const Panel = customerTabs.find((t) => t.id === id)!.Panel as ComponentType<CustomerTabProps>;
  return renderAdminPage(
    <Suspense fallback={null}>
      <Panel customer={ADA} />
    </Suspense>,
    `/customers/42?tab=${id}${more}`,
    lang,
  );
}

beforeEach(() => setWide(true));
afterEach(() => setWide(false));

describe("the bank's tabs on the console's customer page", () => {
  it('are the statement, the deposits and the withdrawals, for finance, the lists with their counts, named in both languages', () => {
    expect(customerTabs.map(({ id, label, role, count }) => ({ id, label, role, count }))).toEqual([
      { id: 'statement', label: 'admin.bank.customer.tab.statement', role: 'finance', count: undefined },
      { id: 'deposits', label: 'admin.bank.customer.tab.deposits', role: 'finance', count: 'deposits' },
      { id: 'withdrawals', label: 'admin.bank.customer.tab.withdrawals', role: 'finance', count: 'withdrawals' },
    ]);
    expect(customerTabs.map((t) => messages['en-us']![t.label])).toEqual(['Statement', 'Deposits', 'Withdrawals']);
    expect(customerTabs.map((t) => messages['zh-tw']![t.label])).toEqual(['資金明細', '充值', '提現']);
  });

  it("shows the customer's statement of cash first, money formatted and in the ledger's words", async () => {
    const { bodies } = mockApi({ '/api/admin/user/moneylog': (body) => page([LINE, ADJUSTED], body) });
    openTab('statement');
    const table = await screen.findByRole('table', { name: 'Statement' });
    expect(bodies('/api/admin/user/moneylog').map(strip)).toEqual([{ user_id: 42, asset: 'cash', page: 1, limit: 20 }]);
    // Money formatted as everywhere in the console: never "+1500.00" or "12345.50".
    const row = within(table).getByText('+1,500.00').closest('tr')!;
    expect(within(row).getByText('12,345.50')).toBeTruthy();
    expect(within(row).getByText('Deposit')).toBeTruthy();
    expect(within(row).getByText('Deposit #31')).toBeTruthy();
    const adjusted = within(table).getByText('-25.50').closest('tr')!;
    expect(within(adjusted).getAllByText('Adjustment')).toHaveLength(2);
    expect(within(adjusted).getByText('Typo fixed')).toBeTruthy();
  });

  it('asks for points when the address says so, and words the kinds in Chinese', async () => {
    const { bodies } = mockApi({
      '/api/admin/user/moneylog': (body) => page([{ ...LINE, amount: '+300', balance: '15000', kind: 'signin', ref_type: 'signin', ref_id: 0 }], body),
    });
    openTab('statement', 'zh-tw', '&asset=points');
    const table = await screen.findByRole('table', { name: '資金明細' });
    expect(strip(bodies('/api/admin/user/moneylog')[0]!)).toEqual({ user_id: 42, asset: 'points', page: 1, limit: 20 });
    const row = within(table).getByText('+300').closest('tr')!;
    expect(within(row).getByText('15,000')).toBeTruthy();
    expect(within(row).getByText('每日簽到')).toBeTruthy();
  });

  it("lists the customer's deposits of every status, each in the bank's review words, and links to the bank's list", async () => {
    const { bodies } = mockApi({
      '/api/admin/deposit/list': (body) =>
        page([deposit(3), deposit(2, { status: 1, reviewer: 'operator:ana', reviewtime: 1_764_000_060 }), deposit(1, { status: 2, reason: 'No such transfer', reviewer: 'operator:ana', reviewtime: 1_764_000_060 })], body),
    });
    openTab('deposits');
    const table = await screen.findByRole('table', { name: 'Deposits' });
    expect(bodies('/api/admin/deposit/list').map(strip)).toEqual([{ user_id: 42, page: 1, limit: 20 }]);
    const rows = within(table).getAllByRole('row');
    // The bank's list's columns but the customer's (the tab is theirs); newest first unless sorted otherwise.
    expect(within(rows[0]!).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Amount↕', 'Channel', 'Reference', 'Status', 'Reason', 'Submitted▼', 'Reviewed', 'Reviewer']);
    expect(rows.slice(1).map((r) => within(r).getByText(/^#\d+$/).textContent)).toEqual(['#3', '#2', '#1']);
    expect(within(rows[1]!).getByText('Pending review')).toBeTruthy();
    expect(within(rows[1]!).getByText('500.00')).toBeTruthy();
    expect(within(rows[2]!).getByText('Approved')).toBeTruthy();
    expect(within(rows[2]!).getByText('ana')).toBeTruthy();
    expect(within(rows[3]!).getByText('Rejected')).toBeTruthy();
    expect(within(rows[3]!).getByText('No such transfer')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Open in the bank's review list" }).getAttribute('href')).toBe('#/bank/deposits?status=&customer=ada');
  });

  it('words the deposits in Chinese, and filters them by status when asked', async () => {
    const { bodies } = mockApi({ '/api/admin/deposit/list': (body) => page(body.status === 2 ? [deposit(1, { status: 2 })] : [deposit(3)], body) });
    renderAdminPage(<DepositsTab customer={ADA} />, '/customers/42?tab=deposits', 'zh-tw');
    const table = await screen.findByRole('table', { name: '充值' });
    expect(within(table).getByText('待審核')).toBeTruthy();
    expect(screen.getByRole('link', { name: '在金流審核列表中開啟' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('狀態'), { target: { value: '2' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '套用' })));
    expect(await within(screen.getByRole('table', { name: '充值' })).findByText('已駁回')).toBeTruthy();
    expect(bodies('/api/admin/deposit/list').map(strip)).toEqual([
      { user_id: 42, page: 1, limit: 20 },
      { user_id: 42, page: 1, limit: 20, status: 2 },
    ]);
    expect(screen.getByTestId('where').textContent).toBe('/customers/42?tab=deposits&status=2');
  });

  it("lists the customer's withdrawals with the card masked but for its last 4 digits, and links to the bank's list", async () => {
    const { bodies } = mockApi({ '/api/admin/withdraw/list': (body) => page([PAID], body) });
    openTab('withdrawals');
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    const row = within(table).getByText('Cathay •••• 5678').closest('tr')!;
    expect(within(row).getByText('#5')).toBeTruthy();
    expect(within(row).getByText('200.00')).toBeTruthy();
    expect(within(row).getByText('198.00')).toBeTruthy();
    expect(within(row).getByText('Pending review')).toBeTruthy();
    expect(document.body.textContent).not.toContain('4000123412345678');
    expect(document.body.textContent).not.toContain('12345678');
    expect(bodies('/api/admin/withdraw/list').map(strip)).toEqual([{ user_id: 42, page: 1, limit: 20 }]);
    expect(screen.getByRole('link', { name: /bank/i }).getAttribute('href')).toBe('#/bank/withdrawals?status=&customer=ada');
  });

  it('shows the withdrawals as cards on a phone, the card masked there too', async () => {
    setWide(false);
    mockApi({ '/api/admin/withdraw/list': (body) => page([PAID], body) });
    renderAdminPage(<WithdrawalsTab customer={{ ...ADA, username: 'ada lovelace' }} />, '/customers/42?tab=withdrawals');
    expect(await screen.findByText('Cathay •••• 5678')).toBeTruthy();
    expect(document.body.textContent).not.toContain('4000123412345678');
    expect(screen.getByRole('link', { name: /bank/i }).getAttribute('href')).toBe('#/bank/withdrawals?status=&customer=ada%20lovelace');
  });
});
