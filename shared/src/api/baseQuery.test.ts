import { api } from './api';
import { setRequestHooks } from './hooks';
import { makeStore } from '../store/store';
import { loggedIn } from '../session/sessionSlice';
import { FLASH_KEY, STORAGE_KEYS } from '../session/storage';
import { languageChanged } from '../i18n/localeSlice';
import type { UserInfo } from '../contract/account';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, { body?: Record<string, unknown>; quiet?: boolean }>({
      query: ({ body }) => ({ url: '/api/test/probe', body }),
    }),
    quietProbe: build.mutation<unknown, void>({
      query: () => ({ url: '/api/test/quiet' }),
      extraOptions: { noLoading: true },
    }),
  }),
});

const fetchMock = jest.fn();
const respond = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce({ status, text: async () => (typeof body === 'string' ? body : JSON.stringify(body)) });

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  localStorage.clear();
  sessionStorage.clear();
});

const user = { username: 'ada', token: 'tok123' } as UserInfo;

async function call(store = makeStore(), body?: Record<string, unknown>) {
  const result = await store.dispatch(probe.endpoints.probe.initiate({ body }));
  return { store, result };
}

describe('request conventions (SPEC §7)', () => {
  it('POSTs with lang in the query and body, token in body and header, and the timezone offset', async () => {
    const store = makeStore();
    store.dispatch(loggedIn(user));
    store.dispatch(languageChanged('zh-tw'));
    respond(200, { code: 1, msg: 'ok', data: { x: 1 } });
    await call(store, { amount: '1' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toBe('/api/test/probe?lang=zh-tw');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('omit');
    expect(JSON.parse(init.body as string)).toEqual({ amount: '1', lang: 'zh-tw', token: 'tok123' });
    expect(init.headers).toMatchObject({ lang: 'zh-tw', token: 'tok123', minute: String(new Date().getTimezoneOffset()) });
  });

  it('sends no token when logged out', async () => {
    respond(200, { code: 1, data: null });
    await call();
    const init = fetchMock.mock.calls[0]![1] as RequestInit & { headers: Record<string, string> };
    expect(init.headers.token).toBeUndefined();
    expect(JSON.parse(init.body as string)).toEqual({ lang: 'en-us' });
  });
});

describe('error catalogue (SPEC §8)', () => {
  it('HTTP 200 with code 1 or status 1 is success', async () => {
    // An endpoint of the slice receives the envelope's data (api.test.ts: baseQuery itself answers the envelope).
    respond(200, { code: 1, msg: 'ok', data: 5 });
    expect((await call()).result).toMatchObject({ data: 5 });
    respond(200, { status: 1, data: 6 });
    expect((await call()).result).toMatchObject({ data: 6 });
  });

  it('HTTP 200 with code 0 rejects with the message and toasts it', async () => {
    respond(200, { code: 0, msg: 'Incorrect account or password', data: null });
    const { store, result } = await call();
    expect(result).toMatchObject({ error: { kind: 'refused', message: 'Incorrect account or password' } });
    expect(store.getState().ui.toast).toMatchObject({ text: 'Incorrect account or password' });
  });

  it('HTTP 403 rejects with message or msg, without a toast', async () => {
    respond(403, { message: 'Forbidden here' });
    const { store, result } = await call();
    expect(result).toMatchObject({ error: { kind: 'forbidden', status: 403, message: 'Forbidden here' } });
    expect(store.getState().ui.toast).toBeNull();
    respond(403, { msg: 'Also forbidden' });
    expect((await call()).result).toMatchObject({ error: { message: 'Also forbidden' } });
  });

  it('HTTP 401 shows the message after reload, clears the session and goes home', async () => {
    const reload = jest.fn();
    const restore = setRequestHooks({ reload });
    const store = makeStore();
    store.dispatch(loggedIn(user));
    window.location.hash = '#/pages/my/info';
    respond(401, { code: 401, msg: 'Please log in first' });
    const { result } = await call(store);
    restore();
    expect(result).toMatchObject({ error: { kind: 'unauthorized', status: 401 } });
    expect(store.getState().session).toEqual({ user: null, token: null });
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.location.hash).toBe('#/pages/index/index');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(FLASH_KEY)!)).toEqual({ text: 'Please log in first' });
  });

  it('other statuses toast the first validation error from errors and reject', async () => {
    respond(422, { code: 422, msg: 'Mobile bad', errors: { mobile: ['Please enter 6-19 digits'], x: ['later'] } });
    const { store, result } = await call();
    expect(result).toMatchObject({ error: { kind: 'invalid', status: 422, message: 'Please enter 6-19 digits', errors: { mobile: ['Please enter 6-19 digits'], x: ['later'] } } });
    expect(store.getState().ui.toast).toMatchObject({ text: 'Please enter 6-19 digits' });
  });

  it('other statuses without errors toast message or msg', async () => {
    respond(500, { message: 'Server exploded' });
    const { store, result } = await call();
    expect(result).toMatchObject({ error: { kind: 'http', status: 500, message: 'Server exploded' } });
    expect(store.getState().ui.toast).toMatchObject({ text: 'Server exploded' });
  });

  it('an answer that is not JSON still rejects with a translated toast', async () => {
    respond(502, '<html>Bad gateway</html>');
    const { store, result } = await call();
    expect(result).toMatchObject({ error: { kind: 'http', status: 502 } });
    expect(store.getState().ui.toast).toMatchObject({ id: 'request.failed', values: { status: 502 } });
  });

  it('a failing pre-check hook aborts with its message and sends nothing', async () => {
    const restore = setRequestHooks({ beforeRequest: () => '請求已中止' });
    const { store, result } = await call();
    restore();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result).toMatchObject({ error: { kind: 'precheck', message: '請求已中止' } });
    expect(store.getState().ui.toast).toMatchObject({ text: '請求已中止' });
  });

  it('a network failure rejects with a network toast', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { store, result } = await call();
    expect(result).toMatchObject({ error: { kind: 'network' } });
    expect(store.getState().ui.toast).toMatchObject({ id: 'request.network' });
  });

  it('a network failure while the browser is offline says so', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { store, result } = await call();
    onLine.mockRestore();
    expect(result).toMatchObject({ error: { kind: 'network' } });
    expect(store.getState().ui.toast).toMatchObject({ id: 'request.offline' });
  });

  it('a request still unanswered after 60 000 ms rejects as a time-out', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = call();
    await jest.advanceTimersByTimeAsync(59_999);
    expect(fetchMock).toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    const { result } = await pending;
    jest.useRealTimers();
    expect(result).toMatchObject({ error: { kind: 'timeout' } });
  });

  it('an aborted request rejects as aborted, without a toast', async () => {
    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const store = makeStore();
    const request = store.dispatch(probe.endpoints.probe.initiate({}));
    request.abort();
    const result = await request;
    expect('data' in result).toBe(false);
    expect(store.getState().ui.toast).toBeNull();
    expect(store.getState().ui.loading).toBe(0);
  });
});

describe('loading overlay', () => {
  it('counts requests in flight, and a request can opt out', async () => {
    const store = makeStore();
    const pending: ((v: unknown) => void)[] = [];
    fetchMock.mockImplementation(() => new Promise((resolve) => pending.push(resolve)));
    const answer = { status: 200, text: async () => '{"code":1}' };
    const first = store.dispatch(probe.endpoints.probe.initiate({}));
    const quiet = store.dispatch(probe.endpoints.quietProbe.initiate());
    while (pending.length < 2) await new Promise((r) => setTimeout(r, 1));
    expect(store.getState().ui.loading).toBe(1);
    const second = store.dispatch(probe.endpoints.probe.initiate({ body: { n: 2 } }));
    while (pending.length < 3) await new Promise((r) => setTimeout(r, 1));
    expect(store.getState().ui.loading).toBe(2);
    pending.forEach((resolve) => resolve(answer));
    await Promise.all([first, quiet, second]);
    expect(store.getState().ui.loading).toBe(0);
  });
});
