import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminSessionRow } from '@snapmall/shared/contract';
import { mockApi } from '@snapmall/shared/test-utils';
import { renderConsolePage, setWide } from '../common/testing';
import SessionsPage from './SessionsPage';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';
const HERE: AdminSessionRow = { id: 7, operator: 'ana', device: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0', address: '10.0.0.8', createtime: 1_764_000_000, last_used: 1_764_000_600, expires: 1_764_043_200, current: true };
const LEFT_BEHIND: AdminSessionRow = { ...HERE, id: 5, device: PHONE, address: '203.0.113.9', current: false };
const BOBS: AdminSessionRow = { ...HERE, id: 9, operator: 'bob', device: '', address: '198.51.100.2', current: false };

beforeEach(() => setWide(true));
afterEach(() => setWide(false));

it('lists where the operator is logged in and ends the one left behind, but not this one', async () => {
  let mine = [HERE, LEFT_BEHIND];
  const { bodies } = mockApi({
    '/api/admin/session/list': () => ({ data: mine }),
    '/api/admin/session/end': () => {
      mine = [HERE];
      return { data: null };
    },
  });
  renderConsolePage(<SessionsPage />, '/sessions', { roles: ['catalogue'] });
  const row = (await screen.findByText(PHONE)).closest('tr')!;
  expect(within(row).getByText('203.0.113.9')).toBeTruthy();
  expect(within(screen.getByText(HERE.device).closest('tr')!).getByText('This device')).toBeTruthy();
  // Not an owner: no view of everyone's sessions.
  expect(screen.queryByLabelText('Show every operator’s sessions')).toBeNull();
  fireEvent.click(within(row).getByRole('button', { name: 'End ana’s session from 203.0.113.9' }));
  expect(await screen.findByText('ana’s session ended.')).toBeTruthy();
  expect(bodies('/api/admin/session/end')).toEqual([{ id: 5, lang: 'en-us' }]);
  // The list is read again after the end; on a busy machine that takes more than one turn.
  await waitFor(() => expect(screen.queryByText(PHONE)).toBeNull());
});

it('shows an owner everyone’s sessions, in Chinese, with the server’s refusal when an end fails', async () => {
  const { bodies } = mockApi({
    '/api/admin/session/list': (body) => ({ data: (body as { everyone: number }).everyone ? [HERE, BOBS] : [HERE] }),
    '/api/admin/session/end': () => ({ code: 0, msg: '沒有這個屬於您的工作階段可結束', data: null }),
  });
  renderConsolePage(<SessionsPage />, '/sessions', { roles: ['owner'], lang: 'zh-tw' });
  fireEvent.click(await screen.findByLabelText('顯示所有營運人員的工作階段'));
  const bob = (await screen.findByText('198.51.100.2')).closest('tr')!;
  expect(within(bob).getByText('bob')).toBeTruthy();
  expect(within(bob).getByText('未知裝置')).toBeTruthy();
  fireEvent.click(within(bob).getByRole('button', { name: '結束 bob 來自 198.51.100.2 的工作階段' }));
  expect(await screen.findByText('沒有這個屬於您的工作階段可結束')).toBeTruthy();
  expect(bodies('/api/admin/session/list').map((b) => (b as { everyone: number }).everyone)).toEqual([0, 1]);
});

