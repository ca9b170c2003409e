import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AdminUserRow } from '@snapmall/shared/contract';
import { mockApi } from '@snapmall/shared/test-utils';
import { renderConsolePage, setWide, where } from '../common/testing';
import CustomersPage from './CustomersPage';
import { customersRequest } from './search';

const ada: AdminUserRow = { id: 42, username: 'ada', mobile: '0912345678', realname: 'Ada Lovelace', level: 2, balance: '1234.50', points: 300, status: 'normal', createtime: 1_764_000_000 };
const bob: AdminUserRow = { ...ada, id: 7, username: 'bob', mobile: '0987000111', realname: 'Bob', status: 'hidden' };

/** The server's rule: an id exactly, else the start of a username (any case) or of a mobile number. */
function find(q: unknown): AdminUserRow[] {
  if (q === undefined) return [ada, bob];
  const text = String(q).toLowerCase();
  return [ada, bob].filter((u) => String(u.id) === text || u.username.startsWith(text) || u.mobile.startsWith(text));
}

function renderList() {
  const api = mockApi({ '/api/admin/user/list': (body) => ({ data: { list: find(body.q), total: find(body.q).length, page: 1, limit: 20 } }) });
  renderConsolePage(<CustomersPage />, '/customers', { roles: ['content'] });
  return api;
}

async function search(text: string) {
  fireEvent.change(screen.getByLabelText('Username, mobile or customer ID'), { target: { value: text } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
}

beforeEach(() => setWide(true));
afterEach(() => setWide(false));

it('lists the newest customers for any operator, each a link to their page', async () => {
  const { bodies } = renderList();
  const link = await screen.findByRole('link', { name: 'ada' });
  expect(link.getAttribute('href')).toBe('#/customers/42');
  const row = link.closest('tr')!;
  expect(within(row).getByText('Ada Lovelace')).toBeTruthy();
  expect(within(row).getByText('1,234.50')).toBeTruthy();
  expect(within(screen.getByRole('link', { name: 'bob' }).closest('tr')!).getByText('Stopped (hidden)')).toBeTruthy();
  expect(bodies('/api/admin/user/list')[0]).toEqual({ page: 1, limit: 20, lang: 'en-us' });
  fireEvent.click(link);
  expect(where(screen)).toBe('/customers/42');
});

it('finds a customer by id (as the list shows it, #42), by username and by mobile number', async () => {
  const { bodies } = renderList();
  await screen.findByRole('link', { name: 'bob' });

  await search('#42');
  expect(bodies('/api/admin/user/list').at(-1)).toMatchObject({ q: '42', page: 1 });
  expect(where(screen)).toBe('/customers?q=%2342');
  expect(screen.queryByRole('link', { name: 'bob' })).toBeNull();
  expect(screen.getByRole('link', { name: 'ada' })).toBeTruthy();

  await search('bo');
  expect(bodies('/api/admin/user/list').at(-1)).toMatchObject({ q: 'bo' });
  expect(await screen.findByRole('link', { name: 'bob' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'ada' })).toBeNull();

  await search(' 0912 345 ');
  expect(bodies('/api/admin/user/list').at(-1)).toMatchObject({ q: '0912345' });
  expect(await screen.findByRole('link', { name: 'ada' })).toBeTruthy();
});

it('says what a search may hold instead of sending one the server would refuse', async () => {
  const { bodies } = renderList();
  await screen.findByRole('link', { name: 'ada' });
  const before = bodies('/api/admin/user/list').length;
  await search('ada lovelace!');
  expect(bodies('/api/admin/user/list')).toHaveLength(before);
  expect(screen.getByText(/letters, digits, _ and - only/)).toBeTruthy();
});

it('sends the search as the server takes it', () => {
  expect(customersRequest({ page: 1, limit: 20, q: '#42' })).toEqual({ page: 1, limit: 20, q: '42' });
  expect(customersRequest({ page: 1, limit: 20, q: '+886 912 345' })).toEqual({ page: 1, limit: 20, q: '886912345' });
  expect(customersRequest({ page: 2, limit: 50, q: '  ' })).toEqual({ page: 2, limit: 50 });
  expect(customersRequest({ page: 1, limit: 20, q: 'a'.repeat(31) })).toBeNull();
  expect(customersRequest({ page: 1, limit: 20, q: 'o\'brien' })).toBeNull();
});
