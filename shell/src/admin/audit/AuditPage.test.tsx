import { act, fireEvent, screen, within } from '@testing-library/react';
import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { AdminAuditListBody, type AdminAuditRow } from '@snapmall/shared/contract';
import { mockApi } from '@snapmall/shared/test-utils';
import { renderConsolePage, setWide, where } from '../common/testing';
import AuditPage from './AuditPage';
import { auditRequest } from './filters';

const REJECTED: AdminAuditRow = {
  id: 77, operator: 'operator:ana', action: 'deposit.reject', target_type: 'deposit', target_id: 31,
  before: { status: 0, reason: '', amount: '500.00' }, after: { status: 2, reason: 'Wrong amount', amount: '500.00' },
  reason: 'Wrong amount', createtime: 1_764_000_000,
};
const CREATED: AdminAuditRow = { ...REJECTED, id: 78, action: 'operator.create', target_type: 'operator', target_id: 3, before: null, after: { roles: ['games'], status: 'normal' }, reason: '' };

function open() {
  const api = mockApi({ '/api/admin/audit/list': () => ({ data: { list: [REJECTED, CREATED], total: 2, page: 1, limit: 20 } }) });
  renderConsolePage(<AuditPage />, '/audit', { roles: ['owner'] });
  return api;
}
const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const apply = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));

// The server's ajv knows the 'date' format; TypeBox's checker is told it here (a day that exists).
if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v));

beforeEach(() => setWide(true));
afterEach(() => setWide(false));

it('sends the filters as the server takes them, and keeps them in the address', async () => {
  const { bodies } = open();
  await screen.findByRole('button', { name: 'Open entry 77: before and after' });
  expect(bodies('/api/admin/audit/list')[0]).toEqual({ page: 1, limit: 20, lang: 'en-us' });
  set('Operator', 'ana');
  set('Kind', 'deposit.');
  // What an action was done to is chosen by its name.
  expect(within(screen.getByLabelText('Target type')).getByRole('option', { name: 'Deposit' })).toBeTruthy();
  set('Target type', 'deposit');
  set('Target number', '31');
  set('From', '2026-11-01');
  set('To', '2026-11-30');
  await apply();
  const sent = bodies('/api/admin/audit/list').at(-1)!;
  expect(sent).toEqual({ page: 1, limit: 20, actor: 'ana', action: 'deposit.', target_type: 'deposit', target_id: 31, from: '2026-11-01', to: '2026-11-30', lang: 'en-us' });
  expect(Value.Check(AdminAuditListBody, sent)).toBe(true);
  expect(where(screen)).toBe('/audit?actor=ana&action=deposit.&target_type=deposit&target_id=31&from=2026-11-01&to=2026-11-30');
});

it('says what a filter may hold instead of sending one the server would refuse', async () => {
  const { bodies } = open();
  await screen.findByRole('button', { name: 'Open entry 77: before and after' });
  set('Target number', 'thirty-one');
  await apply();
  expect(bodies('/api/admin/audit/list')).toHaveLength(1);
  expect(screen.getByText(/^Check the filters/)).toBeTruthy();
  const refused: Array<Record<string, string>> = [{ target_type: 'deposit log' }, { actor: 'a'.repeat(81) }, { target_id: '-1' }];
  for (const body of refused) {
    expect(auditRequest({ page: 1, limit: 20, ...body })).toBeNull();
    expect(Value.Check(AdminAuditListBody, { page: 1, limit: 20, ...body })).toBe(false);
  }
});

it('lists what each entry changed, and opens its before and after side by side, field by field', async () => {
  open();
  const row = (await screen.findByRole('button', { name: 'Open entry 77: before and after' })).closest('tr')!;
  // In words: no action key, actor prefix, target type or status number.
  expect(within(row).getByText('Status, Reason')).toBeTruthy();
  expect(within(row).getByText('Deposit #31')).toBeTruthy();
  expect(within(row).getByText('Deposit rejected')).toBeTruthy();
  expect(within(row).getByText('ana')).toBeTruthy();
  expect(row.textContent).not.toMatch(/deposit\.reject|operator:/);

  fireEvent.click(within(row).getByRole('button'));
  const entry = within(screen.getByTestId('audit-entry'));
  expect(entry.getByRole('heading', { name: 'Audit entry 77' })).toBeTruthy();
  const pairs = entry.getAllByRole('row').slice(1).map((r) => [...r.children].map((c) => c.textContent));
  expect(pairs).toEqual([
    ['Statuschanged', 'Pending', 'Rejected'],
    ['Reasonchanged', '(empty)', 'Wrong amount'],
    ['Amount', '500.00', '500.00'],
  ]);
  fireEvent.click(entry.getByRole('button', { name: 'Close' }));
  expect(screen.queryByTestId('audit-entry')).toBeNull();

  // Nothing before (a creation): every field is new.
  fireEvent.click(screen.getByRole('button', { name: 'Open entry 78: before and after' }));
  const created = within(screen.getByTestId('audit-entry'));
  expect(created.getAllByRole('row').slice(1).map((r) => [...r.children].map((c) => c.textContent))).toEqual([
    ['Roleschanged', '—', 'Games'],
    ['Statuschanged', '—', 'Active'],
  ]);
});
