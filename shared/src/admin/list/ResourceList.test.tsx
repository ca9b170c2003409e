import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PageOf } from '../../contract/bank';
import { renderWithProviders } from '../../test-utils';
import { setWide } from '../../test-utils/admin';
import { adminKitCatalogs } from '../catalogs';
import type { AdminResource } from './resource';
import { fixedPagesCall, pagedCall, wholeCall } from './resource';
import { CustomerList, ResourceList } from './ResourceList';
import type { AdminColumn, ListRequest } from './types';

interface Deposit {
  id: number;
  amount: string;
  createtime: number;
}

const TEXTS = { 'test.list': 'Deposits', 'test.tab': 'Their deposits', 'test.empty': 'No deposits', 'test.id': 'No.', 'test.amount': 'Amount', 'test.days': 'Days', 'test.time': 'Time' };
const CATALOGS = { 'admin-kit': adminKitCatalogs, test: { 'en-us': TEXTS, 'zh-tw': TEXTS } };
const COLUMNS: AdminColumn<Deposit>[] = [
  { id: 'id', title: 'test.id', render: (r) => `#${r.id}`, csv: (r) => r.id },
  { id: 'amount', title: 'test.amount', render: (r) => r.amount, sortKey: 'amount', numeric: true, csv: (r) => r.amount },
  { id: 'time', title: 'test.time', render: (r) => String(r.createtime), sortKey: 'createtime' },
];
const deposits = (n: number): Deposit[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, amount: `${i + 1}.00`, createtime: 1_700_000_000 + i }));

/** A lazy query hook as RTK Query gives it, over `answer`, noting every argument it is triggered with. */
function lazyQuery<Arg, Answer>(answer: (arg: Arg) => Answer) {
  const args: Arg[] = [];
  const trigger = (arg: Arg) => {
    args.push(arg);
    return { unwrap: () => Promise.resolve(answer(arg)) };
  };
  return { args, useLazy: () => [trigger] as const };
}

const pageOf = (rows: Deposit[], body: ListRequest): PageOf<Deposit> => ({ list: rows, total: rows.length, page: Number(body.page) || 1 });
const resource = (usePages: AdminResource<Deposit>['usePages']): AdminResource<Deposit> => ({
  name: 'deposits',
  label: 'test.list',
  empty: 'test.empty',
  rowId: (r) => r.id,
  usePages,
  filters: [{ kind: 'dateRange', label: 'test.days' }],
  defaultSort: { sort: 'createtime', order: 'desc' },
});

/** The names the CSV export saves its files as (export-to-csv's download, which jsdom cannot run). */
const mockSaved: string[] = [];
jest.mock('export-to-csv', () => ({
  mkConfig: (config: { filename: string }) => config,
  generateCsv: () => () => '',
  download: (config: { filename: string }) => () => mockSaved.push(`${config.filename}.csv`),
}));
const savedFileNames = () => {
  mockSaved.length = 0;
  return mockSaved;
};

afterEach(() => setWide(false));

describe('a resource declared once, listed by its page and by a customer tab', () => {
  it("ResourceList: the resource's caption, order, filters and pages; its CSV named by the resource", async () => {
    setWide(true);
    const { args, useLazy } = lazyQuery((body: ListRequest) => pageOf(deposits(2), body));
    const names = savedFileNames();
    renderWithProviders(<ResourceList resource={resource(pagedCall(useLazy))} columns={COLUMNS} />, { catalogs: CATALOGS, route: '/bank/deposits' });
    const table = await screen.findByRole('table', { name: 'Deposits' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(args).toEqual([{ page: 1, limit: 20 }]);
    // The resource's default order shows on its column's header (the server sorts so when the address names none).
    expect(within(table).getByRole('columnheader', { name: /Time/ }).getAttribute('aria-sort')).toBe('descending');
    expect(within(table).getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('none');
    expect(screen.getByLabelText('From')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(names).toEqual(['deposits.csv']));
  });

  it("CustomerList: every request carries the customer's user_id (the CSV's too), the tab's own caption, the CSV named for them", async () => {
    setWide(true);
    const { args, useLazy } = lazyQuery((body: ListRequest) => pageOf(deposits(1), body));
    const names = savedFileNames();
    renderWithProviders(<CustomerList resource={resource(pagedCall(useLazy))} customer={{ id: 7 }} label="test.tab" columns={COLUMNS} csvSuffix="-cash" />, {
      catalogs: CATALOGS,
      route: '/customers/7?tab=deposits',
    });
    await screen.findByRole('table', { name: 'Their deposits' });
    expect(args).toEqual([{ page: 1, limit: 20, user_id: 7 }]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export CSV' })));
    await waitFor(() => expect(names).toEqual(['customer-7-deposits-cash.csv']));
    expect(args.every((body) => body.user_id === 7)).toBe(true);
  });

  it('wholeCall pages a list the server answers whole; fixedPagesCall puts a page of 50 together from pages of 20', async () => {
    setWide(true);
    const whole = lazyQuery(() => deposits(45));
    renderWithProviders(<ResourceList resource={resource(wholeCall(whole.useLazy))} columns={COLUMNS} />, { catalogs: CATALOGS, route: '/x?page=3' });
    const table = await screen.findByRole('table', { name: 'Deposits' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.querySelector('td, th')?.textContent)).toEqual(['#41', '#42', '#43', '#44', '#45']);
    expect(whole.args).toEqual([undefined]);

    const fixed = lazyQuery((arg: { page: number; user_id: number }) => ({ list: deposits(45).slice((arg.page - 1) * 20, arg.page * 20), total: 45, page: arg.page }));
    renderWithProviders(<CustomerList resource={resource(fixedPagesCall(fixed.useLazy))} customer={{ id: 9 }} columns={COLUMNS} />, { catalogs: CATALOGS, route: '/y?limit=50' });
    await waitFor(() => expect(screen.getAllByRole('table', { name: 'Deposits' })[1]!.querySelectorAll('tbody tr')).toHaveLength(45));
    expect(fixed.args).toEqual([
      { page: 1, user_id: 9 },
      { page: 2, user_id: 9 },
      { page: 3, user_id: 9 },
    ]);
  });
});
