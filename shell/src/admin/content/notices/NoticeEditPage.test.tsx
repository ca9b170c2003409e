import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AdminNotice } from '@snapmall/shared/contract';
import { mockApi } from '@snapmall/shared/test-utils';
import { renderConsolePage, where } from '../../common/testing';
import NoticeEditPage from './NoticeEditPage';

const STORED: AdminNotice = {
  id: 5, status: 'published', title_en: 'Holiday hours', content_en: '<p>Closed on Monday</p>', title_zh: '假期營業時間', content_zh: '<p>週一休息</p>',
  createtime: 1_764_000_000, updatetime: 1_764_000_100,
};

/** The English or Chinese half of the form. */
const half = (language: 'English' | 'Chinese') => within(screen.getByRole('group', { name: language }));
const type = (language: 'English' | 'Chinese', label: 'Title' | 'Text (HTML)', value: string) =>
  fireEvent.change(half(language).getByLabelText(label), { target: { value } });
const save = (name: RegExp) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

it('sends a new notice as the contract has it, then opens it at its own address', async () => {
  const { bodies } = mockApi({
    '/api/admin/notice/save': () => ({ data: { id: 5 } }),
    // Stored as typed: the notice read back is what was sent.
    '/api/admin/notice/list': () => ({ data: { list: [STORED], total: 1, page: 1 } }),
  });
  renderConsolePage(<NoticeEditPage query={{ id: 'new' }} />, '/content/notices/new', { roles: ['content'] });
  type('English', 'Title', 'Holiday hours');
  type('English', 'Text (HTML)', '<p>Closed on Monday</p>');
  type('Chinese', 'Title', '假期營業時間');
  type('Chinese', 'Text (HTML)', '<p>週一休息</p>');
  await save(/Save and publish/);
  expect(bodies('/api/admin/notice/save')).toEqual([
    { title_en: 'Holiday hours', content_en: '<p>Closed on Monday</p>', title_zh: '假期營業時間', content_zh: '<p>週一休息</p>', status: 'published', lang: 'en-us' },
  ]);
  expect(where(screen)).toBe('/content/notices/5?saved=same');
});

it('refuses an empty field before sending, and shows each field the server refuses beside it', async () => {
  const { bodies } = mockApi({
    '/api/admin/notice/list': () => ({ data: { list: [STORED], total: 1, page: 1 } }),
    // What the server says when the HTML shows nothing once sanitized (NoticeService.save).
    '/api/admin/notice/save': () => ({ status: 422, code: 422, msg: 'Content (Chinese) is required', errors: { content_zh: ['Content (Chinese) is required'] } }),
  });
  renderConsolePage(<NoticeEditPage query={{ id: '5' }} />, '/content/notices/5', { roles: ['content'] });
  expect(((await screen.findAllByLabelText('Title'))[0] as HTMLInputElement).value).toBe('Holiday hours');

  type('English', 'Title', '   ');
  await save(/Save and publish/);
  expect(bodies('/api/admin/notice/save')).toHaveLength(0);
  expect(half('English').getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
  expect(half('English').getByText('Enter a title')).toBeTruthy();

  type('English', 'Title', 'Holiday hours');
  type('Chinese', 'Text (HTML)', '<script>alert(1)</script>');
  fireEvent.click(screen.getByLabelText('Keep as a draft: only operators see it'));
  await save(/Save the draft/);
  expect(bodies('/api/admin/notice/save')[0]).toMatchObject({ id: 5, status: 'draft', content_zh: '<script>alert(1)</script>' });
  const html = half('Chinese').getByLabelText('Text (HTML)');
  expect(html.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(html.getAttribute('aria-describedby')!)?.textContent).toBe('Content (Chinese) is required');
  expect(half('English').getByLabelText('Text (HTML)').getAttribute('aria-invalid')).toBeNull();
});

it('previews the text as the shop renders it, scripts and handlers removed', async () => {
  mockApi({});
  renderConsolePage(<NoticeEditPage query={{ id: 'new' }} />, '/content/notices/new', { roles: ['content'] });
  type('English', 'Title', 'Sale');
  type('English', 'Text (HTML)', '<p>Half price</p><script>window.hacked = 1</script><img src="/x.png" onerror="window.hacked = 1"><a href="{domain}/pages/index/index">home</a>');
  const screenOf = screen.getByTestId('notice-preview-screen');
  expect(within(screenOf).getByRole('heading', { level: 2 }).textContent).toBe('Sale');
  expect(within(screenOf).getByText('Half price')).toBeTruthy();
  expect(screenOf.querySelector('script')).toBeNull();
  expect(screenOf.querySelector('img')?.getAttribute('onerror')).toBeNull();
  expect(screenOf.querySelector('a')?.getAttribute('href')).toBe(`${window.location.origin}/pages/index/index`);
  expect((window as { hacked?: number }).hacked).toBeUndefined();

  // The Chinese half, as a customer reading Chinese sees it.
  type('Chinese', 'Title', '特賣');
  fireEvent.click(within(screen.getByTestId('notice-preview')).getByRole('button', { name: 'Chinese' }));
  expect(within(screen.getByTestId('notice-preview-screen')).getByRole('heading', { level: 2 }).textContent).toBe('特賣');
});

it("says when the server cleaned what was saved, and shows a refusal in the server's words", async () => {
  let stored = STORED;
  mockApi({
    '/api/admin/notice/list': () => ({ data: { list: [stored], total: 1, page: 1 } }),
    '/api/admin/notice/save': (body) => {
      // The server's allow-list drops the handler: the stored notice differs from what was sent.
      stored = { ...stored, content_en: String(body.content_en).replace(' onerror="x()"', ''), updatetime: stored.updatetime + 1 };
      return { data: { id: 5 } };
    },
    '/api/admin/notice/withdraw': () => ({ code: 0, msg: 'This notice was already withdrawn elsewhere' }),
  });
  renderConsolePage(<NoticeEditPage query={{ id: '5' }} />, '/content/notices/5', { roles: ['content'] });
  await screen.findAllByLabelText('Title');
  type('English', 'Text (HTML)', '<img src="/a.png" onerror="x()">');
  await save(/Save and publish/);
  expect((await screen.findByTestId('saved-note')).textContent).toMatch(/^Saved\. The server removed/);
  expect((half('English').getByLabelText('Text (HTML)') as HTMLTextAreaElement).value).toBe('<img src="/a.png">');

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' })));
  await act(async () => fireEvent.click(within(screen.getByTestId('confirm')).getByRole('button', { name: 'Confirm' })));
  expect(screen.getByText('This notice was already withdrawn elsewhere')).toBeTruthy();
});
