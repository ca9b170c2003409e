import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, loggedIn, loggedOut, makeStore, useLocation, type UserInfo, callsOf } from '@snapmall/shared';
import { renderWithProviders } from '@snapmall/shared/test-utils';
import type { Message } from '@snapmall/shared/contract';
import { mockApi } from '../../../test/fixtures';
import enUs from '../../../messages/en-us.json';
import zhTw from '../../../messages/zh-tw.json';
import MessagePage, { catalogs as pageCatalogs } from './MessagePage';
import { AFTER_CALL_MS, useUnreadCount, useUnreadPoller, UNREAD_POLL_MS } from './poller';

const catalogs = { shell: { 'en-us': enUs, 'zh-tw': zhTw }, 'shell-pages': pageCatalogs };
const now = Math.floor(Date.now() / 1000);

function inbox(): Message[] {
  return [
    { id: 3, kind: 'deposit_approved', title: 'Deposit credited', content: 'Your deposit #12 of 100.00 was approved.', ref_type: 'deposit', ref_id: 12, read: 0, createtime: now - 60 },
    { id: 2, kind: 'order_placed', title: 'Order placed', content: 'Your order #41 is placed.', ref_type: 'order', ref_id: 41, read: 0, createtime: now - 120 },
    { id: 1, kind: 'bet_won', title: 'Bet won', content: 'Your bet #9 won.', ref_type: 'bet', ref_id: 9, read: 1, createtime: now - 3 * 86400 },
  ];
}

function loggedInStore() {
  const store = makeStore();
  store.dispatch(loggedIn({ username: 'ada', token: 'tok-1' } as UserInfo));
  return store;
}

/** A server holding messages: list, read (one or all), unread. */
function server(messages = inbox()) {
  const unread = () => messages.filter((m) => !m.read).length;
  const reads: unknown[] = [];
  const mock = mockApi({
    '/api/message/list': () => ({ list: messages, total: messages.length, page: 1, unread: unread() }),
    '/api/message/unread': () => ({ unread: unread() }),
    '/api/message/read': (body: { id?: number; all?: boolean }) => {
      reads.push(body.all ? 'all' : body.id);
      for (const m of messages) if (body.all || m.id === body.id) m.read = 1;
      return { unread: unread() };
    },
  });
  return { mock, messages, reads };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function Badge() {
  useUnreadPoller();
  return <output data-testid="badge">{useUnreadCount()}</output>;
}

it('groups the messages by day, and opening one marks it read and leads to what it is about', async () => {
  const { reads } = server();
  renderWithProviders(
    <>
      <MessagePage />
      <Badge />
      <Where />
    </>,
    { catalogs, store: loggedInStore(), route: '/pages/message/index' },
  );
  const today = await screen.findByRole('region', { name: 'Today' });
  expect(within(today).getAllByTestId('message').map((m) => m.querySelector('strong')!.textContent)).toEqual(['Deposit credited', 'Order placed']);
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toHaveLength(2);
  await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('2'));

  fireEvent.click(within(today).getByRole('button', { name: /Order placed/ }));
  expect(screen.getByTestId('where').textContent).toBe('/pages/shopping/buylog_detail?id=41');
  await waitFor(() => expect(reads).toEqual([2]));
  await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('1'));
  expect(screen.getAllByTestId('message').map((m) => m.dataset.read)).toEqual(['0', '1', '1']);

  // A read message opens without another call.
  fireEvent.click(screen.getByRole('button', { name: /Bet won/ }));
  expect(screen.getByTestId('where').textContent).toBe('/pages/lottery/notcount_detail?id=9');
  expect(reads).toEqual([2]);
});

it('marks everything read at once, in Chinese too', async () => {
  const { reads } = server();
  renderWithProviders(
    <>
      <MessagePage />
      <Badge />
    </>,
    { catalogs, store: loggedInStore(), lang: 'zh-tw' },
  );
  await screen.findByRole('region', { name: '今天' });
  expect(screen.getByTestId('message-unread').textContent).toBe('2 則未讀訊息');
  fireEvent.click(screen.getByRole('button', { name: '全部標為已讀' }));
  await waitFor(() => expect(reads).toEqual(['all']));
  await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('0'));
  expect(screen.getAllByTestId('message').every((m) => m.dataset.read === '1')).toBe(true);
  expect(screen.getByRole('button', { name: '全部標為已讀' }).hasAttribute('disabled')).toBe(true);
});

it('says so when there is no message', async () => {
  server([]);
  renderWithProviders(<MessagePage />, { catalogs, store: loggedInStore() });
  await screen.findByText(/No messages yet/);
  expect(screen.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true);
});

describe('the unread badge', () => {
  afterEach(() => jest.useRealTimers());

  it('polls while the page is visible and someone is logged in, and shows a new message without a reload', async () => {
    jest.useFakeTimers();
    const { mock, messages } = server();
    renderWithProviders(<Badge />, { catalogs, store: loggedInStore() });
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('2'));
    const polls = () => mock.mock.calls.filter(([url]) => String(url).startsWith('/api/message/unread')).length;
    const before = polls();
    messages.unshift({ ...messages[0]!, id: 4, read: 0 });
    await act(async () => {
      jest.advanceTimersByTime(UNREAD_POLL_MS + 10);
    });
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('3'));
    expect(polls()).toBe(before + 1);

    // Hidden: no more polling.
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const hiddenAt = polls();
    await act(async () => {
      jest.advanceTimersByTime(UNREAD_POLL_MS * 3);
    });
    expect(polls()).toBe(hiddenAt);
    // Back in view: asked at once.
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(polls()).toBe(hiddenAt + 1));
  });

  it("asks again right after one of the app's own calls that change something (a deposit, a buy)", async () => {
    const { mock } = server();
    const store = loggedInStore();
    const money = api.injectEndpoints({
      endpoints: (build) => ({ testBuy: callsOf(build).mutation('/api/message/unread') }),
    });
    renderWithProviders(<Badge />, { catalogs, store });
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('2'));
    const polls = () => mock.mock.calls.filter(([url]) => String(url).startsWith('/api/message/unread')).length;
    const before = polls();
    await act(async () => {
      await store.dispatch(money.endpoints.testBuy.initiate());
    });
    // The call itself, then the count asked again once the page had the answer.
    await waitFor(() => expect(polls()).toBe(before + 1));
    await waitFor(() => expect(polls()).toBe(before + 2), { timeout: AFTER_CALL_MS + 1000 });
  });

  it('asks nothing with a session that a call ended (a changed password)', async () => {
    const { mock } = server();
    const store = loggedInStore();
    const money = api.injectEndpoints({
      endpoints: (build) => ({ testPassword: callsOf(build).mutation('/api/message/unread') }),
    });
    renderWithProviders(<Badge />, { catalogs, store });
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('2'));
    const polls = () => mock.mock.calls.filter(([url]) => String(url).startsWith('/api/message/unread')).length;
    const before = polls();
    await act(async () => {
      await store.dispatch(money.endpoints.testPassword.initiate());
      store.dispatch(loggedOut());
    });
    await act(async () => new Promise((r) => setTimeout(r, AFTER_CALL_MS + 200)));
    expect(polls()).toBe(before + 1);
  });

  it('asks nothing when logged out', async () => {
    const { mock } = server();
    renderWithProviders(<Badge />, { catalogs });
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(screen.getByTestId('badge').textContent).toBe('0');
    expect(mock).not.toHaveBeenCalled();
  });
});
