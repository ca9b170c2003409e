import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configLoaded, loggedIn, makeStore, type UserInfo } from '@snapmall/shared';
import { renderWithProviders } from '@snapmall/shared/test-utils';
import type { SignInMonth } from '@snapmall/shared/contract';
import { CONFIG, mockApi } from '../../../test/fixtures';
import enUs from '../../../messages/en-us.json';
import zhTw from '../../../messages/zh-tw.json';
import SignInPage, { catalogs as pageCatalogs } from './SignInPage';

const catalogs = { shell: { 'en-us': enUs, 'zh-tw': zhTw }, 'shell-pages': pageCatalogs };

function store(signIn = CONFIG.sign_in) {
  const s = makeStore();
  s.dispatch(loggedIn({ username: 'ada', token: 'tok-1', score: 0 } as UserInfo));
  s.dispatch(configLoaded({ ...CONFIG, sign_in: signIn }));
  return s;
}

/** A server with a customer who signed in on the 2nd and 3rd (streak 2 until today). */
function server() {
  const state: SignInMonth = { month: '2026-11', days: ['2026-11-02', '2026-11-03'], today: '2026-11-04', signed_today: 0, successions: 2, maxsuccessions: 4, today_points: 7 };
  const requests: string[] = [];
  const mock = mockApi({
    '/api/user/signinlog': (body: { month?: string }) =>
      body.month && body.month !== state.month ? { ...state, month: body.month, days: ['2026-10-30'], signed_today: 0 } : state,
    '/api/user/signin': (body: { request_id: string }) => {
      requests.push(body.request_id);
      Object.assign(state, { days: [...state.days, state.today], signed_today: 1, successions: 3 });
      return { day: state.today, points: 7, successions: 3, maxsuccessions: 4, next_points: 8 };
    },
    '/api/user/retval': { username: 'ada', token: 'tok-1', score: 7 },
  });
  return { mock, requests };
}

it('publishes the rule before anything, then signs in once with one request id and marks today', async () => {
  const { requests } = server();
  const s = store();
  renderWithProviders(<SignInPage />, { catalogs, store: s });
  expect(screen.getByText(/Sign in once a day for 5 points\. Each day in a row after the first adds 1 more point, up to 5 extra points a day/)).toBeTruthy();
  expect(within(screen.getByTestId('signin-rule')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Day 15 points',
    'Day 26 points',
    'Day 37 points',
    'Day 48 points',
    'Day 59 points',
    'Day 6+10 points',
  ]);
  const button = await screen.findByRole('button', { name: 'Sign in for 7 points' });
  expect(screen.getByTestId('signin-streak').textContent).toBe('2 days');
  expect(screen.getByTestId('signin-longest').textContent).toBe('4 days');
  const calendar = screen.getByTestId('signin-calendar');
  expect([...calendar.querySelectorAll('td[data-signed]')].map((td) => td.getAttribute('data-day'))).toEqual(['2026-11-02', '2026-11-03']);
  expect(calendar.querySelector('[aria-current="date"]')?.getAttribute('data-day')).toBe('2026-11-04');

  // Two taps in a row: one request.
  fireEvent.click(button);
  fireEvent.click(button);
  await screen.findByRole('button', { name: 'Signed in today (7 points)' });
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(screen.getByTestId('signin-result').textContent).toBe('Signed in: 7 points added');
  await waitFor(() => expect(calendar.querySelectorAll('td[data-signed]')).toHaveLength(3));
  expect(screen.getByTestId('signin-streak').textContent).toBe('3 days');
  await waitFor(() => expect(s.getState().session.user?.score).toBe(7));
});

it('shows an earlier month, in Chinese, and never a month ahead', async () => {
  server();
  renderWithProviders(<SignInPage />, { catalogs, store: store(), lang: 'zh-tw' });
  await screen.findByRole('button', { name: '簽到領取 7 積分' });
  expect(screen.getByRole('heading', { name: '2026年11月' })).toBeTruthy();
  expect(screen.getByRole('button', { name: '下個月' }).hasAttribute('disabled')).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: '上個月' }));
  await screen.findByRole('heading', { name: '2026年10月' });
  const calendar = screen.getByTestId('signin-calendar');
  await waitFor(() => expect([...calendar.querySelectorAll('td[data-signed]')].map((td) => td.getAttribute('data-day'))).toEqual(['2026-10-30']));
  expect(screen.getByText('本月已簽到 1 天')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '下個月' }));
  await screen.findByRole('heading', { name: '2026年11月' });
});

it('shows a refusal in place and takes a new request id for the next tap', async () => {
  const requests: string[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: { body?: string }) => {
    if (String(url).startsWith('/api/user/signin?')) {
      requests.push((JSON.parse(init!.body!) as { request_id: string }).request_id);
      return { status: 200, text: async () => JSON.stringify({ code: 0, msg: 'You have already signed in today; come back tomorrow', time: 0, data: null }) };
    }
    const state = { month: '2026-11', days: [], today: '2026-11-04', signed_today: 0, successions: 0, maxsuccessions: 0, today_points: 5 };
    return { status: 200, text: async () => JSON.stringify({ code: 1, msg: '', time: 0, data: state }) };
  }) as unknown as typeof fetch;
  renderWithProviders(<SignInPage />, { catalogs, store: store() });
  fireEvent.click(await screen.findByRole('button', { name: 'Sign in for 5 points' }));
  await screen.findByText('You have already signed in today; come back tomorrow');
  fireEvent.click(screen.getByRole('button', { name: 'Sign in for 5 points' }));
  await waitFor(() => expect(requests).toHaveLength(2));
  expect(requests[1]).not.toBe(requests[0]);
});

it('keeps the request id after a server error, whose outcome is unknown, so the next tap is the same sign-in', async () => {
  const requests: string[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: { body?: string }) => {
    if (String(url).startsWith('/api/user/signin?')) {
      requests.push((JSON.parse(init!.body!) as { request_id: string }).request_id);
      return { status: 502, text: async () => 'Bad gateway' };
    }
    const state = { month: '2026-11', days: [], today: '2026-11-04', signed_today: 0, successions: 0, maxsuccessions: 0, today_points: 5 };
    return { status: 200, text: async () => JSON.stringify({ code: 1, msg: '', time: 0, data: state }) };
  }) as unknown as typeof fetch;
  renderWithProviders(<SignInPage />, { catalogs, store: store() });
  fireEvent.click(await screen.findByRole('button', { name: 'Sign in for 5 points' }));
  await waitFor(() => expect(requests).toHaveLength(1));
  await waitFor(() => expect((screen.getByRole('button', { name: 'Sign in for 5 points' }) as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByRole('button', { name: 'Sign in for 5 points' }));
  await waitFor(() => expect(requests).toHaveLength(2));
  expect(requests[1]).toBe(requests[0]);
});

it('says so when the operator turned sign-in off', () => {
  server();
  renderWithProviders(<SignInPage />, { catalogs, store: store({ ...CONFIG.sign_in, enabled: false }) });
  expect(screen.getByText('Daily sign-in is not available at the moment.')).toBeTruthy();
  expect(screen.queryByRole('button')).toBeNull();
});
