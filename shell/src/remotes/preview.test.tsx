import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@snapmall/shared/test-utils';
import enUs from '../../messages/en-us.json';
import zhTw from '../../messages/zh-tw.json';
import { CLIENT_KEY } from '../federation/clientId';
import PreviewBanner, { shortVersion } from './PreviewBanner';
import { PREVIEW_KEY, previewToken } from './previewToken';

const catalogs = { shell: { 'en-us': enUs, 'zh-tw': zhTw } };
const version = '0.2.0+1a2b3c4d5e6f';
const bank = { name: 'mf_bank', remote: 'mf-bank', manifest: `/remotes/mf-bank/v/${version}/mf-manifest.json`, prefixes: ['/pages/bank/'], version, preview: true };

/** A fresh registry module: remotes.json is read once per page load, so each case is a page of its own. */
const freshRegistry = () => {
  let registry: typeof import('./registry') | undefined;
  jest.isolateModules(() => {
    registry = jest.requireActual<typeof import('./registry')>('./registry');
  });
  return registry!;
};

let fetchMock: jest.Mock;
const answer = (body: object) => {
  fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => body });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.setItem(CLIENT_KEY, 'client-1234-abcd');
  window.history.replaceState(null, '', '/');
});

describe('remotes.json with a preview link', () => {
  it('asks without a preview when the tab holds none', async () => {
    answer({ remotes: [] });
    const registry = freshRegistry();
    await expect(registry.loadPreview()).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith('remotes.json', { cache: 'no-cache' });
  });

  it('takes the link from the address, sends it with the client id, and keeps it while the preview is active', async () => {
    window.history.replaceState(null, '', '/?preview=abc.def#/pages/bank/deposit');
    const preview = { state: 'active', remote: 'mf-bank', version, expires: Date.now() + 3_600_000 };
    answer({ remotes: [bank], preview });
    const registry = freshRegistry();
    const [entries, shown] = await Promise.all([registry.loadRegistry(), registry.loadPreview()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('remotes.json?preview=abc.def&client=client-1234-abcd', { cache: 'no-cache' });
    expect(entries[0]).toMatchObject({ version, channel: 'preview' });
    expect(shown).toEqual(preview);
    expect(window.location.hash).toBe('#/pages/bank/deposit');
    expect(window.location.search).toBe('');
    expect(previewToken()).toBe('abc.def');
  });

  it.each(['expired', 'invalid', 'other'] as const)('drops a link the server calls %s', async (state) => {
    sessionStorage.setItem(PREVIEW_KEY, 'abc.def');
    answer({ remotes: [], preview: { state } });
    await expect(freshRegistry().loadPreview()).resolves.toEqual({ state });
    expect(previewToken()).toBeNull();
  });

  it('answers an empty ?preview= with a request for this browser id, asking remotes.json without a preview', async () => {
    sessionStorage.setItem(PREVIEW_KEY, 'abc.def');
    window.history.replaceState(null, '', '/?preview=#/pages/index/index');
    answer({ remotes: [] });
    await expect(freshRegistry().loadPreview()).resolves.toEqual({ state: 'client-id' });
    expect(fetchMock).toHaveBeenCalledWith('remotes.json', { cache: 'no-cache' });
    expect(previewToken()).toBeNull();
    expect(window.location.search).toBe('');
  });
});

describe('the preview bar', () => {
  it('names the previewed release, says it is this tab only, and leaves the preview on request', () => {
    sessionStorage.setItem(PREVIEW_KEY, 'abc.def');
    const reload = jest.fn();
    renderWithProviders(<PreviewBanner preview={{ state: 'active', remote: 'mf-bank', version, expires: 0 }} reload={reload} />, { catalogs });
    expect(screen.getByRole('status').textContent).toBe('Preview: mf-bank 0.2.0+1a2b… — only in this tab' + 'Leave preview');
    const leave = screen.getByRole('button', { name: 'Leave preview' });
    leave.focus();
    expect(document.activeElement).toBe(leave);
    fireEvent.click(leave);
    expect(previewToken()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('speaks Chinese too', () => {
    renderWithProviders(<PreviewBanner preview={{ state: 'active', remote: 'mf-bank', version, expires: 0 }} />, { catalogs, lang: 'zh-tw' });
    expect(screen.getByRole('status').textContent).toContain('預覽：mf-bank 0.2.0+1a2b…（僅限此分頁）');
    expect(screen.getByRole('button', { name: '離開預覽' })).toBeTruthy();
  });

  it.each([
    ['expired', 'This preview link has expired.'],
    ['invalid', 'This preview link is not valid.'],
  ] as const)('says once why a %s link was not followed', (state, text) => {
    renderWithProviders(<PreviewBanner preview={{ state }} />, { catalogs });
    expect(screen.getByRole('status').textContent).toContain(text);
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    ['other', 'This preview link was made for another browser'],
    ['client-id', 'Preview links are made for one browser.'],
  ] as const)('shows this browser id, to copy and send, for a %s notice', async (state, text) => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<PreviewBanner preview={{ state }} />, { catalogs });
    expect(screen.getByRole('status').textContent).toContain(text);
    const id = screen.getByRole('textbox', { name: "This browser's id" }) as HTMLInputElement;
    expect(id.value).toBe('client-1234-abcd');
    expect(id.readOnly).toBe(true);
    id.focus();
    expect(document.activeElement).toBe(id);
    expect([id.selectionStart, id.selectionEnd]).toEqual([0, 'client-1234-abcd'.length]);
    fireEvent.click(screen.getByRole('button', { name: 'Copy id' }));
    expect(writeText).toHaveBeenCalledWith('client-1234-abcd');
    await screen.findByRole('button', { name: 'Copied' });
  });

  it('says in Chinese that the link was made for another browser', () => {
    renderWithProviders(<PreviewBanner preview={{ state: 'other' }} />, { catalogs, lang: 'zh-tw' });
    expect(screen.getByRole('status').textContent).toContain('此預覽連結是為另一個瀏覽器產生的');
    expect(screen.getByRole('textbox', { name: '此瀏覽器的識別碼' })).toBeTruthy();
  });

  it('shortens the build hash only', () => {
    expect(shortVersion(version)).toBe('0.2.0+1a2b…');
    expect(shortVersion('0.2.0')).toBe('0.2.0');
  });
});
