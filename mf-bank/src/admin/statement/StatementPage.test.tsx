import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MoneyLogEntry } from '@snapmall/shared/contract';
import { mockApi } from '@snapmall/shared/test-utils';
import { applyFilters, renderAdminPage, setWide } from '../common/testing';
import StatementPage from './StatementPage';

const line = (id: number, extra: Partial<MoneyLogEntry> = {}): MoneyLogEntry => ({
  id,
  kind: 'deposit',
  amount: '+100.00',
  balance: '1100.00',
  ref_type: 'deposit',
  ref_id: 12,
  memo: '',
  createtime: 1_764_000_000,
  ...extra,
});

afterEach(() => setWide(false));

/** The names the CSV export saves its files as (export-to-csv's download, which jsdom cannot run). */
const mockSaved: string[] = [];
jest.mock('export-to-csv', () => ({
  mkConfig: (config: object) => config,
  generateCsv: () => () => '',
  download: (config: { filename: string }) => () => mockSaved.push(`${config.filename}.csv`),
}));

it("shows any customer's statement by asset, kind and days, page by page", async () => {
  setWide(true);
  const { bodies } = mockApi({
    '/api/admin/user/get': () => ({ data: { id: 7, username: 'ada', realname: '', mobile: '', nickname: '', status: 'normal', level: { id: 1, name: 'VIP1' }, balance: '1100.00', held: '0.00', points: 40, card: null, createtime: 0, counts: {} } }),
    '/api/admin/user/moneylog': (body) => ({
      data:
        body.asset === 'points'
          ? { list: [line(3, { kind: 'lottery_bet', amount: '-20', balance: '40', ref_type: 'bet', ref_id: 4 })], total: 1, page: 1, limit: 20 }
          : {
              list: [line(1), line(2, { kind: 'adjustment', amount: '-25.50', balance: '1074.50', ref_type: 'adjustment', ref_id: 0, memo: 'Typo fixed' }), ...Array.from({ length: 18 }, (_, i) => line(10 + i))],
              total: 45,
              page: body.page,
              limit: 20,
            },
    }),
  });
  renderAdminPage(<StatementPage />, '/bank/statement?user=7');
  const table = await screen.findByRole('table', { name: 'Statement' });
  expect(within(table).getAllByRole('row').slice(0, 3).map((r) => [...r.querySelectorAll('td')].slice(1, 5).map((c) => c.textContent))).toEqual([
    [],
    ['Deposit', '+100.00', '1,100.00', 'Deposit #12'],
    ['Adjustment', '-25.50', '1,074.50', 'Adjustment'],
  ]);
  expect(bodies('/api/admin/user/moneylog')[0]).toMatchObject({ user_id: 7, page: 1, limit: 20, asset: 'cash' });

  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(bodies('/api/admin/user/moneylog').at(-1)).toMatchObject({ user_id: 7, page: 2 }));

  applyFilters({ Account: 'points', Kind: 'lottery_bet', From: '2026-11-01' });
  expect(await screen.findByText('Lottery stake')).toBeTruthy();
  const { lang: _lang, ...last } = bodies('/api/admin/user/moneylog').at(-1)!;
  expect(last).toEqual({ user_id: 7, page: 1, limit: 20, asset: 'points', kind: 'lottery_bet', from: '2026-11-01' });
  expect(screen.getByText('-20').closest('td')).toBeTruthy();
  expect(screen.getByTestId('where').textContent).toBe('/bank/statement?user=7&asset=points&kind=lottery_bet&from=2026-11-01');
  // The file is named for the customer and the account, as the customer page's statement tab names it.
  fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(mockSaved).toEqual(['customer-7-statement-points.csv']));

  // Another customer starts over: no statement until one is chosen.
  fireEvent.click(screen.getByRole('button', { name: 'Choose another customer' }));
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByTestId('where').textContent).toBe('/bank/statement?asset=points&kind=lottery_bet&from=2026-11-01');
});
