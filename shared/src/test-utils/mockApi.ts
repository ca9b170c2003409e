// The fake /api and logged-in store every remote's page tests use (each remote had its own copy).
import { loggedIn, makeStore, type UserInfo } from '@snapmall/shared';

type Answer = { code?: number; msg?: string; data?: unknown; status?: number; errors?: Record<string, string[]> } | 'network';
type Handler = (body: Record<string, unknown>) => Answer;

/**
 * A fake /api: each path answers through its handler (an envelope, an HTTP status, or 'network' for a
 * connection that fails); `bodies(path)` lists what the page sent there, lang and token included.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    const path = url.split('?')[0]!;
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    const handler = handlers[path];
    if (!handler) throw new Error(`unexpected call ${path}`);
    const answer = handler(body);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const { status = 200, ...envelope } = answer;
    return { status, text: async () => JSON.stringify({ code: 1, msg: '', time: 0, ...envelope }) };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const bodies = (path: string) =>
    fetchMock.mock.calls.filter(([url]) => url.split('?')[0] === path).map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);
  return { fetchMock, bodies };
}

/** A store with a logged-in customer. */
export function storeWithUser(user: Partial<UserInfo> = {}) {
  const store = makeStore();
  store.dispatch(loggedIn({ username: 'ada', token: 't', realname: 'Ada Lovelace', is_paypassword: 1, ...user } as UserInfo));
  return store;
}

/** Lets pending requests and their re-renders finish. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Opens the confirmation the page asked for and answers it. */
export async function confirmWith(screen: typeof import('@testing-library/react').screen, fireEvent: typeof import('@testing-library/react').fireEvent, button: RegExp | string) {
  const dialog = await screen.findByTestId('confirm');
  const yes = [...dialog.querySelectorAll('button')].find((b) => (typeof button === 'string' ? b.textContent === button : button.test(b.textContent ?? '')));
  if (!yes) throw new Error(`no button ${String(button)} in ${dialog.textContent}`);
  fireEvent.click(yes);
}
