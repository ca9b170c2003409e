import { filterErrors, nextSort, readListState, requestOf, writeListState } from './listQuery';
import type { FilterField } from './types';

const FIELDS: FilterField[] = [
  { kind: 'select', name: 'status', label: 's', options: [{ value: 0, label: 'pending' }, { value: 1, label: 'done' }, { value: 2, label: 'rejected' }], initial: 0 },
  { kind: 'text', name: 'customer', label: 'c' },
  { kind: 'dateRange', label: 'd' },
  { kind: 'amountRange', label: 'a' },
];
const SORTS = ['createtime', 'amount'];
const read = (query: string) => readListState(new URLSearchParams(query), FIELDS, SORTS);

describe('the list view in the address', () => {
  it('starts on page 1 of 20, the select on its initial option, nothing else filtered', () => {
    expect(read('')).toEqual({ page: 1, limit: 20, filters: { status: '0' } });
    expect(requestOf(read(''), FIELDS)).toEqual({ page: 1, limit: 20, status: 0 });
  });

  it('reads page, size, sort and filters, and drops what it cannot mean', () => {
    expect(read('page=3&limit=50&sort=amount&order=asc&customer=ada&from=2026-11-01&to=2026-11-24&min_amount=10&max_amount=99.5&status=2')).toEqual({
      page: 3,
      limit: 50,
      sort: 'amount',
      order: 'asc',
      filters: { status: '2', customer: 'ada', from: '2026-11-01', to: '2026-11-24', min_amount: '10', max_amount: '99.5' },
    });
    expect(read('page=0&limit=33&sort=username&order=sideways')).toEqual({ page: 1, limit: 20, filters: { status: '0' } });
    expect(read('page=abc').page).toBe(1);
    expect(read('page=10001').page).toBe(1);
  });

  it('turns the filters into the request body: a status as the number the server takes, text trimmed, days and amounts only when well formed', () => {
    const state = read('status=1&customer=%20ada%20&from=2026-11-01&to=2026-13-40&min_amount=abc&max_amount=250');
    expect(requestOf(state, FIELDS)).toEqual({ page: 1, limit: 20, status: 1, customer: 'ada', from: '2026-11-01', max_amount: '250' });
    // "All": an empty value in the address, nothing in the request.
    expect(requestOf(read('status='), FIELDS)).toEqual({ page: 1, limit: 20 });
    // A value no option has is not sent.
    expect(requestOf(read('status=9'), FIELDS)).toEqual({ page: 1, limit: 20 });
    expect(requestOf(read('sort=amount&order=desc&page=2&limit=100'), FIELDS)).toEqual({ page: 2, limit: 100, sort: 'amount', order: 'desc', status: 0 });
  });

  it('writes a view back, leaving defaults out and keeping what else the page keeps there', () => {
    const current = new URLSearchParams('tab=mine&page=4&customer=old');
    const next = writeListState(current, { page: 1, limit: 50, sort: 'amount', order: 'asc', filters: { status: '', customer: ' bo ', from: '2026-11-02', to: '' } }, FIELDS);
    expect(Object.fromEntries(next)).toEqual({ tab: 'mine', limit: '50', sort: 'amount', order: 'asc', status: '', customer: 'bo', from: '2026-11-02' });
    // The select on its initial option is the default: left out.
    expect(writeListState(new URLSearchParams(), { page: 2, limit: 20, filters: { status: '0' } }, FIELDS).toString()).toBe('page=2');
    // Read back, the written view is the same view.
    expect(read(next.toString())).toEqual({ page: 1, limit: 50, sort: 'amount', order: 'asc', filters: { status: '', customer: 'bo', from: '2026-11-02' } });
  });

  it('says which typed filter is wrong, beside that field', () => {
    expect(filterErrors(FIELDS, { from: '2026-02-30', to: '2026-03-01' })).toEqual({ from: 'adminKit.filter.badDay' });
    expect(filterErrors(FIELDS, { from: '2026-03-02', to: '2026-03-01' })).toEqual({ to: 'adminKit.filter.badRange' });
    expect(filterErrors(FIELDS, { min_amount: '1.234', max_amount: '-5' })).toEqual({ min_amount: 'adminKit.filter.badAmount', max_amount: 'adminKit.filter.badAmount' });
    expect(filterErrors(FIELDS, { min_amount: '100.01', max_amount: '100' })).toEqual({ max_amount: 'adminKit.filter.badRange' });
    expect(filterErrors(FIELDS, { from: '2026-03-01', to: '2026-03-01', min_amount: '5', max_amount: '5.00', customer: '=x' })).toEqual({});
  });

  it('sorts a new column high to low first, and flips the same column', () => {
    const base = read('');
    expect(nextSort(base, 'amount')).toEqual({ sort: 'amount', order: 'desc' });
    expect(nextSort(read('sort=amount&order=desc'), 'amount')).toEqual({ sort: 'amount', order: 'asc' });
    expect(nextSort(read('sort=amount&order=asc'), 'amount')).toEqual({ sort: 'amount', order: 'desc' });
    // The server's own order counts as the current sort when the address names none.
    expect(nextSort(base, 'createtime', { sort: 'createtime', order: 'desc' })).toEqual({ sort: 'createtime', order: 'asc' });
  });
});
