import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders, storeWithUser } from '@snapmall/shared/test-utils';
import type { MoneyLogEntry, TransferKind } from '@snapmall/shared/contract';
import { messages } from '../../routes';
import CapitalPage from './CapitalPage';
import { downloadStatement } from './csv';

// The chart is drawn on a canvas jsdom does not have; its data is tested on its own (chartData).
jest.mock('./BalanceChart', () => ({ __esModule: true, default: () => null }));
jest.mock('./csv', () => ({ ...jest.requireActual('./csv'), downloadStatement: jest.fn() }));

const entry = (id: number, kind: TransferKind, amount: string, balance: string): MoneyLogEntry => ({
  id, kind, amount, balance, ref_type: kind === 'deposit' ? 'deposit' : 'withdrawal', ref_id: id, memo: '', createtime: 1_700_000_000 + id,
});
const PAGE_1 = [entry(3, 'withdraw_hold', '-200.00', '800.00'), entry(2, 'deposit', '+1000.00', '1000.00')];
const PAGE_2 = [entry(1, 'promo_credit' as TransferKind, '+0.50', '0.50') /* a newer server's kind: shown as its code */];

const statement = () =>
  mockApi({ '/api/user/moneylog': ({ page }) => ({ data: { list: page === 1 ? PAGE_1 : page === 2 ? PAGE_2 : [], total: 3, page } }) });

it('lists entries with translated kinds, unknown kinds as they are, signed amounts and the balance after', async () => {
  statement();
  renderWithProviders(<CapitalPage />, { store: storeWithUser(), catalogs: { mf_bank: messages }, lang: 'zh-tw' });
  expect(await screen.findByText('提現 #3')).toBeTruthy();
  expect(screen.getAllByText('提現凍結')).toHaveLength(2); // the filter's option and the entry
  expect(screen.getAllByTestId('entry-amount').map((e) => e.textContent)).toEqual(['-200.00', '+1,000.00']);
  expect(screen.getByText('餘額 800.00')).toBeTruthy();
  expect(screen.getByText('共 3 筆')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '載入更多' }));
  expect(await screen.findByText('promo_credit')).toBeTruthy();
});

it('sends the kind and the days as filters, and refuses a range that ends before it starts', async () => {
  const api = statement();
  renderWithProviders(<CapitalPage />, { store: storeWithUser(), catalogs: { mf_bank: messages } });
  await screen.findByText('Balance 800.00');
  fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'deposit' } });
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
  await waitFor(() => expect(api.bodies('/api/user/moneylog').at(-1)).toMatchObject({ page: 1, kind: 'deposit', from: '2026-11-01', to: '2026-11-30' }));
  const calls = api.bodies('/api/user/moneylog').length;
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
  expect(await screen.findByText('The start date must not be after the end date')).toBeTruthy();
  expect(api.bodies('/api/user/moneylog')).toHaveLength(calls);
  fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(api.bodies('/api/user/moneylog').at(-1)).toEqual({ page: 1, lang: 'en-us', token: 't' }));
});

it('downloads every filtered row, not only the loaded page', async () => {
  const api = statement();
  renderWithProviders(<CapitalPage />, { store: storeWithUser(), catalogs: { mf_bank: messages } });
  await screen.findByText('Balance 800.00');
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(downloadStatement).toHaveBeenCalledTimes(1));
  const [rows, text, filename] = (downloadStatement as jest.Mock).mock.calls[0]!;
  expect((rows as MoneyLogEntry[]).map((r) => r.id)).toEqual([3, 2, 1]);
  expect(text.headers.balance).toBe('Balance after');
  expect(text.kind('deposit')).toBe('Deposit');
  expect(text.kind('promo_credit')).toBe('promo_credit');
  expect(filename).toMatch(/^statement-start-\d{4}-\d{2}-\d{2}$/);
  expect(api.bodies('/api/user/moneylog').slice(-2).map((b) => b.page)).toEqual([1, 2]);
});

it("filters by the shop's days: says so, and lets the range end on the shop's today", async () => {
  statement();
  renderWithProviders(<CapitalPage />, { store: storeWithUser(), catalogs: { mf_bank: messages } });
  await screen.findByText('Balance 800.00');
  expect(screen.getByTestId('shop-day-note').textContent).toMatch(/^Days are the shop's days, in .+\.$/);
  const shopToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  expect(screen.getByLabelText('To').getAttribute('max')).toBe(shopToday);
});

it('says "more than" when a range of days holds more lines than the server counted', async () => {
  mockApi({ '/api/user/moneylog': ({ page }) => ({ data: { list: page === 1 ? PAGE_1 : [], total: 1020, page, ...(page === 1 ? { has_more: true } : {}) } }) });
  renderWithProviders(<CapitalPage />, { store: storeWithUser(), catalogs: { mf_bank: messages } });
  expect(await screen.findByText('More than 1,020 entries')).toBeTruthy();
});
