import { screen } from '@testing-library/react';
import type { AdminUserDetail } from '@snapmall/shared/contract';
import { customerTabs, messages, pages } from '../../admin';
import { tabPanel } from '@snapmall/shared/test-utils/admin';
import { renderAdminPage } from '../testing';
import ProfileTab from './ProfileTab';

/** The customer the console's customer page shows (/api/admin/user/get's answer). */
const ADA: AdminUserDetail = {
  id: 42, username: 'ada', realname: 'Ada Lovelace', mobile: '0912345678', nickname: 'Countess', status: 'normal', level: { id: 2, name: 'Gold' },
  balance: '1234.50', held: '200.00', points: 15000, card: { bank_name: 'Cathay', card_no: '************5678' }, createtime: 1_764_000_000,
  last_login: 1_764_100_000, counts: { deposits: 3, withdrawals: 1, orders: 9, bets: 0, messages: 2, signins: 5 },
};
/** A customer who filled in nothing but their username, was stopped, and never logged in. */
const BARE: AdminUserDetail = { ...ADA, id: 7, username: 'bob', realname: '', mobile: '', nickname: '', status: 'locked', last_login: undefined };

const labels = () => screen.getAllByRole('term').map((dt) => dt.textContent);
const fact = (testId: string) => screen.getByTestId(testId).textContent;
const timeOf = (testId: string) => screen.getByTestId(testId).querySelector('time')?.getAttribute('dateTime');

describe("the account's tab on the customer page", () => {
  it('is the profile tab for every operator, with no count, named from the console texts; the account has no console page', () => {
    expect(customerTabs.map(({ id, label, role, count }) => ({ id, label, role, count }))).toEqual([
      { id: 'profile', label: 'admin.account.customer.tab', role: 'operator', count: undefined },
    ]);
    expect(messages['en-us']!['admin.account.customer.tab']).toBe('Profile');
    expect(messages['zh-tw']!['admin.account.customer.tab']).toBe('個人資料');
    expect(pages).toEqual([]);
  });

  it('says who the customer is, from the customer the page loaded: username with id, names, mobile, status, registered, last login', async () => {
    // The panel as the customer page loads it: admin.tsx's lazy Panel.
    renderAdminPage(tabPanel(customerTabs[0]!, ADA), '/customers/42?tab=profile');
    expect((await screen.findByTestId('customer-username')).textContent).toBe('ada (#42)');
    expect(labels()).toEqual(['Username', 'Real name', 'Mobile', 'Nickname', 'Status', 'Registered', 'Last login']);
    expect(fact('customer-realname')).toBe('Ada Lovelace');
    expect(fact('customer-mobile')).toBe('0912345678');
    expect(fact('customer-nickname')).toBe('Countess');
    expect(fact('customer-status')).toBe('Active');
    expect(timeOf('customer-registered')).toBe(new Date(1_764_000_000 * 1000).toISOString());
    expect(timeOf('customer-last-login')).toBe(new Date(1_764_100_000 * 1000).toISOString());
    expect(fact('customer-registered')).toMatch(/2025/);
    // The money and the card are the page's summary's, above the tabs.
    expect(document.body.textContent).not.toContain('Cathay');
    expect(document.body.textContent).not.toContain('1,234.50');
  });

  it('shows a dash for what is empty, "Never" for a customer who never logged in, and how the account was stopped', () => {
    renderAdminPage(<ProfileTab customer={BARE} />, '/customers/7?tab=profile');
    expect(fact('customer-username')).toBe('bob (#7)');
    expect(fact('customer-realname')).toBe('—');
    expect(fact('customer-mobile')).toBe('—');
    expect(fact('customer-nickname')).toBe('—');
    expect(fact('customer-status')).toBe('Stopped (locked)');
    expect(fact('customer-last-login')).toBe('Never');
    expect(timeOf('customer-last-login')).toBeUndefined();
  });

  it('speaks Chinese too', () => {
    renderAdminPage(<ProfileTab customer={BARE} />, '/customers/7?tab=profile', 'zh-tw');
    expect(labels()).toEqual(['帳號', '真實姓名', '手機', '暱稱', '狀態', '註冊時間', '最後登入']);
    expect(fact('customer-status')).toBe('已停用（locked）');
    expect(fact('customer-last-login')).toBe('從未登入');
  });
});
