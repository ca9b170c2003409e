import { fireEvent, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@snapmall/shared';
import { renderWithProviders } from '@snapmall/shared/test-utils';
import { mockApi } from '../../../test/fixtures';
import enUs from '../../../messages/en-us.json';
import zhTw from '../../../messages/zh-tw.json';
import NoticePage, { catalogs as pageCatalogs } from './NoticePage';
import { countNew, markNoticesSeen, readNoticesSeen } from '../../common/notices/seen';

const catalogs = { shell: { 'en-us': enUs, 'zh-tw': zhTw }, 'shell-pages': pageCatalogs };
const notices = [
  { id: 3, title: 'Holiday hours', content: '<p>x</p>', createtime: 1_800_000_300 },
  { id: 2, title: 'New brand', content: '<p>y</p>', createtime: 1_800_000_200 },
  { id: 1, title: 'Welcome to SnapMall', content: '<p>Open <a href="{domain}/#/pages/index/index">the shop</a><img src=x onerror="alert(1)"></p>', createtime: 1_800_000_100 },
];

it('marks the notices that came out since the customer last looked, until the next look', async () => {
  localStorage.setItem(STORAGE_KEYS.noticesSeen, JSON.stringify(1_800_000_100));
  mockApi({ '/api/notice/list': { total: 3, page: 1, list: notices } });
  const first = renderWithProviders(<NoticePage query={{}} />, { catalogs });
  expect(first.container.querySelector('[aria-busy="true"]')).toBeTruthy();
  await screen.findByRole('button', { name: /Welcome to SnapMall/ });
  expect(screen.getAllByTestId('notice-new').map((n) => n.closest('strong')!.textContent)).toEqual(['NewHoliday hours', 'NewNew brand']);
  await waitFor(() => expect(readNoticesSeen()).toBe(1_800_000_300));
  first.unmount();
  renderWithProviders(<NoticePage query={{}} />, { catalogs, lang: 'zh-tw' });
  await screen.findByRole('button', { name: /Welcome to SnapMall/ });
  expect(screen.queryAllByTestId('notice-new')).toEqual([]);
});

it('shows a notice with its HTML sanitized and the domain filled in', async () => {
  mockApi({ '/api/notice/detail': notices[2] });
  const { container } = renderWithProviders(<NoticePage query={{ id: '1' }} />, { catalogs });
  const link = await screen.findByRole('link', { name: 'the shop' });
  expect(link.getAttribute('href')).toBe(`${window.location.origin}/#/pages/index/index`);
  expect(container.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
  fireEvent.click(screen.getByRole('button', { name: 'All notices' }));
});

it('never moves the last look back, and counts what is new', () => {
  markNoticesSeen([{ createtime: 50 }, { createtime: 70 }]);
  markNoticesSeen([{ createtime: 60 }]);
  expect(readNoticesSeen()).toBe(70);
  expect(countNew([{ createtime: 71 }, { createtime: 70 }, { createtime: 10 }], 70)).toBe(1);
  localStorage.setItem(STORAGE_KEYS.noticesSeen, '"garbage"');
  expect(readNoticesSeen()).toBe(0);
});

it('replaces the loading placeholders, never moves one to where a notice goes (a layout shift)', async () => {
  // Notice ids 1 and 2 are keys the placeholders once had too: React moved the second placeholder up to be the first notice.
  mockApi({ '/api/notice/list': { total: 2, page: 1, list: notices.slice(1) } });
  const { container } = renderWithProviders(<NoticePage query={{}} />, { catalogs });
  const placeholders = [...container.querySelectorAll('li')];
  expect(placeholders).toHaveLength(3);
  await screen.findByRole('button', { name: /Welcome to SnapMall/ });
  const rows = [...container.querySelectorAll('li')];
  expect(rows).toHaveLength(2);
  expect(rows.filter((row) => placeholders.includes(row))).toEqual([]);
});
