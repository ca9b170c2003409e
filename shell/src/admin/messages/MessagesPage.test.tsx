import { act, screen, within } from '@testing-library/react';
import type { OperatorMessage } from '@snapmall/shared/contract';
import { mockApi } from '@snapmall/shared/test-utils';
import { renderConsolePage, setWide } from '../common/testing';
import MessagesPage from './MessagesPage';
import { MessagesLink } from './MessagesLink';

const WITHDRAWN: OperatorMessage = {
  id: 12, kind: 'release.canaryWithdrawn', title: 'Canary of mf-bank withdrawn', body: 'English body', createtime: 1_764_000_000, read: false,
  params: { remote: 'mf-bank', version: '0.1.0+ccc', percent: 50, minutes: 5, figures: 'failures 9/20 (45 %) vs stable 0/30 (0 %)', stable: '0.1.0+aaa' },
};
const SMOKE: OperatorMessage = {
  id: 11, kind: 'release.smokeFailed', title: 'Smoke run of mf-bank 0.1.0+ddd failed', body: '1 of 6 routes failed. It cannot go live.', createtime: 1_763_999_000, read: true,
  params: { remote: 'mf-bank', version: '0.1.0+ddd', summary: '1 of 6 routes failed', channel: 'none' },
};
const OTHER: OperatorMessage = { id: 10, kind: 'shop.somethingNew', title: 'Something new', body: 'In English only.', createtime: 1_763_998_000, read: true, params: {} };

function open(lang: 'en-us' | 'zh-tw' = 'en-us') {
  let unread = 1;
  const api = mockApi({
    '/api/admin/message/list': () => ({ data: { list: [WITHDRAWN, SMOKE, OTHER], total: 3, page: 1 } }),
    '/api/admin/message/unread': () => ({ data: { count: unread } }),
    '/api/admin/message/read': () => {
      unread = 0;
      return { data: { count: 0 } };
    },
  });
  renderConsolePage(
    <>
      <MessagesLink />
      <MessagesPage />
    </>,
    '/messages',
    { roles: ['finance'], lang },
  );
  return api;
}

beforeEach(() => setWide(true));
afterEach(() => setWide(false));

it('lists the messages in the console’s words, marks them read up to the newest shown, and clears the header’s count', async () => {
  const { bodies } = open();
  const row = (await screen.findByText('Canary of mf-bank withdrawn')).closest('tr')!;
  expect(within(row).getByText('New')).toBeTruthy();
  expect(
    within(row).getByText('The canary 0.1.0+ccc of mf-bank (50 % of clients) failed too often over the last 5 minutes: failures 9/20 (45 %) vs stable 0/30 (0 %). Every client gets 0.1.0+aaa again.'),
  ).toBeTruthy();
  expect(screen.getByText('1 of 6 routes failed. It cannot go live.')).toBeTruthy();
  // A kind the console does not know: the server's own words.
  expect(screen.getByText('In English only.')).toBeTruthy();
  await act(async () => undefined);
  expect(bodies('/api/admin/message/read')).toEqual([{ up_to: 12, lang: 'en-us' }]);
  expect(await screen.findByRole('link', { name: 'Messages, none unread' })).toBeTruthy();
});

it('says them in Chinese from their params', async () => {
  open('zh-tw');
  expect(await screen.findByText('mf-bank 的金絲雀版本已撤回')).toBeTruthy();
  expect(screen.getByText('6 個路由中有 1 個失敗。它無法上線。')).toBeTruthy();
  expect(screen.getByText('Something new')).toBeTruthy();
});

it('shows the unread count in the header’s link, named for a screen reader, and 99+ past what the server counts', async () => {
  for (const [count, name, text] of [[3, 'Messages 3 unread', 'Messages 3'], [100, 'Messages 99+ unread', 'Messages 99+']] as const) {
    mockApi({ '/api/admin/message/unread': () => ({ data: { count } }) });
    const { unmount } = renderConsolePage(<MessagesLink />, '/', { roles: ['games'] });
    const link = await screen.findByRole('link', { name });
    expect(link.textContent).toBe(`✉${text}`);
    expect(link.getAttribute('href')).toBe('#/messages');
    unmount();
  }
});
