import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@snapmall/shared/test-utils';
import enUs from '../../../messages/en-us.json';
import zhTw from '../../../messages/zh-tw.json';
import { CLIENT_KEY } from '../../federation/clientId';
import DevBar from './DevBar';
import { fetchRegistry } from '../registryRequest';
import { withoutDevLink } from './devParam';
import { watchRebuilds } from './watchRebuilds';

const catalogs = { shell: { 'en-us': enUs, 'zh-tw': zhTw } };
const session = { remote: 'mf-bank', origin: 'http://localhost:3002', expires: Date.UTC(2026, 10, 29, 12, 0) / 1000 };

/** The server's envelope for every /api/dev/* call. */
const answerWith = (envelope: { code: number; msg: string; data: unknown }) =>
  mockApi({ '/api/dev/adopt': () => envelope, '/api/dev/leave': () => envelope });

/** A stand-in dev server socket: the test sends what rspack serve would. */
class FakeSocket {
  static last: FakeSocket;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  say(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
  close() {
    this.closed = true;
  }
}

beforeEach(() => {
  localStorage.setItem(CLIENT_KEY, 'client-1234-abcd');
  window.history.replaceState(null, '', '/?dev=abc.def&x=1#/pages/bank/deposit');
});

/** A link as the server signs it: its payload says what it opens (the signature is the server's to check). */
const LINK = `${btoa(JSON.stringify({ remote: 'mf-bank', port: 3002, by: 'deploy:bank-ci', expires: session.expires, client: 'client-1234-abcd', nonce: 'n' }))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '')}.signature`;

describe('taking a dev link', () => {
  beforeEach(() => window.history.replaceState(null, '', `/?dev=${LINK}&x=1#/pages/bank/deposit`));

  it('asks first, saying what it runs from where; only Open takes it, then the page opens again without the worker and the link', async () => {
    const { bodies, fetchMock } = answerWith({ code: 1, msg: 'ok', data: session });
    const forgetWorker = jest.fn(async () => true);
    const go = jest.fn();
    renderWithProviders(<DevBar link={LINK} forgetWorker={forgetWorker} go={go} />, { catalogs });
    expect(screen.getByTestId('dev-offer').textContent).toMatch(/^This dev link runs mf-bank from http:\/\/localhost:3002, a program on this computer, inside the shop in this browser until .+\. Open it only if you are developing mf-bank\./);
    expect(bodies('/api/dev/adopt')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/?x=1#/pages/bank/deposit'));
    expect(bodies('/api/dev/adopt')).toEqual([expect.objectContaining({ link: LINK, client_id: 'client-1234-abcd' })]);
    expect(forgetWorker).toHaveBeenCalledTimes(1);
    // The one call that sends and takes cookies: the session lives in the HttpOnly cookie its answer sets.
    expect((fetchMock.mock.calls[0]![1] as RequestInit).credentials).toBe('same-origin');
  });

  it('Not now leaves it: nothing sent, the link gone from the address', () => {
    const { bodies } = answerWith({ code: 1, msg: 'ok', data: session });
    renderWithProviders(<DevBar link={LINK} forgetWorker={jest.fn()} />, { catalogs, lang: 'zh-tw' });
    expect(screen.getByTestId('dev-offer').textContent).toContain('只有在您正在開發 mf-bank 時才開啟');
    fireEvent.click(screen.getByRole('button', { name: '暫不開啟' }));
    expect(screen.queryByTestId('dev-offer')).toBeNull();
    expect(window.location.search).toBe('?x=1');
    expect(bodies('/api/dev/adopt')).toEqual([]);
  });

  it("toasts the server's reason when the link is refused, leaves the worker, and drops the link from the address", async () => {
    answerWith({ code: 0, msg: 'This dev link was made for another browser; nothing changes in this one', data: null });
    const forgetWorker = jest.fn(async () => true);
    const go = jest.fn();
    const { store } = renderWithProviders(<DevBar link={LINK} forgetWorker={forgetWorker} go={go} />, { catalogs });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(window.location.search).toBe('?x=1'));
    expect(store.getState().ui.toast).toMatchObject({ text: 'This dev link was made for another browser; nothing changes in this one' });
    expect(window.location.hash).toBe('#/pages/bank/deposit');
    expect(go).not.toHaveBeenCalled();
    expect(forgetWorker).not.toHaveBeenCalled();
    expect(screen.queryByTestId('dev-offer')).toBeNull();
  });

  it('sends a link it cannot read straight to the server, which says why it is refused', async () => {
    const { bodies } = answerWith({ code: 0, msg: 'This dev link is not one the shop made; ask the remote’s team for a new one', data: null });
    renderWithProviders(<DevBar link="abc.def" forgetWorker={jest.fn()} />, { catalogs });
    await waitFor(() => expect(bodies('/api/dev/adopt')).toHaveLength(1));
    expect(screen.queryByTestId('dev-offer')).toBeNull();
  });
});

describe('in a dev session', () => {
  beforeEach(() => {
    globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  });

  it('says which remote comes from where until when, and Leave ends it', async () => {
    const { bodies } = answerWith({ code: 1, msg: 'Left development: the shop as released', data: null });
    const reload = jest.fn();
    renderWithProviders(<DevBar dev={session} forgetWorker={jest.fn()} reload={reload} />, { catalogs });
    expect(screen.getByTestId('dev-banner').textContent).toMatch(/^Developing mf-bank from http:\/\/localhost:3002 in this browser until .+; saved changes reload the page/);
    fireEvent.click(screen.getByRole('button', { name: 'Leave development' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(bodies('/api/dev/leave')).toHaveLength(1);
  });

  it('speaks Chinese too', () => {
    renderWithProviders(<DevBar dev={session} forgetWorker={jest.fn()} />, { catalogs, lang: 'zh-tw' });
    expect(screen.getByTestId('dev-banner').textContent).toContain('本瀏覽器正在從 http://localhost:3002 開發 mf-bank');
    expect(screen.getByRole('button', { name: '離開開發模式' })).toBeTruthy();
  });

  it("reloads on the dev server's next build, not on the one the page loaded", () => {
    const reload = jest.fn();
    const stop = watchRebuilds('http://localhost:3002', reload, (url) => new FakeSocket(url) as unknown as WebSocket);
    const socket = FakeSocket.last;
    expect(socket.url).toBe('ws://localhost:3002/ws');
    act(() => {
      socket.say({ type: 'hash', data: 'first' });
      socket.say({ type: 'ok' });
      socket.say({ type: 'still-ok' });
    });
    expect(reload).not.toHaveBeenCalled();
    socket.say({ type: 'invalid' });
    socket.say({ type: 'hash', data: 'second' });
    socket.say({ type: 'ok' });
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    expect(socket.closed).toBe(true);
  });
});

it('keeps the rest of the address when the link leaves it', () => {
  expect(withoutDevLink({ pathname: '/', search: '?dev=a.b', hash: '#/pages/x' })).toBe('/#/pages/x');
  expect(withoutDevLink({ pathname: '/shop/', search: '?lang=zh-tw&dev=a.b', hash: '' })).toBe('/shop/?lang=zh-tw');
});

describe("remotes.json's dev session", () => {
  const registryWith = async (dev: unknown) => {
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ remotes: [], dev }) }) as unknown as typeof fetch;
    return (await fetchRegistry('remotes.json', 'client-1234-abcd')).dev;
  };

  it('is taken when whole and on localhost, the only origin the server names', async () => {
    expect(await registryWith(session)).toEqual(session);
  });

  it('is ignored otherwise: another host, https, a missing field', async () => {
    expect(await registryWith({ ...session, origin: 'http://evil.example:3002' })).toBeUndefined();
    expect(await registryWith({ ...session, origin: 'https://localhost:3002' })).toBeUndefined();
    expect(await registryWith({ remote: 'mf-bank', origin: session.origin })).toBeUndefined();
    expect(await registryWith(undefined)).toBeUndefined();
  });
});
