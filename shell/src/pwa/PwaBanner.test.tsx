import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@snapmall/shared/test-utils';
import enUs from '../../messages/en-us.json';
import zhTw from '../../messages/zh-tw.json';
import { PwaBanner } from './PwaBanner';
import { registerServiceWorker } from './serviceWorker';

// workbox-window's Workbox, as far as the page uses it: events, register, messageSkipWaiting.
const handlers = new Map<string, (event: { isUpdate?: boolean }) => void>();
const workbox = {
  addEventListener: (type: string, handler: (event: { isUpdate?: boolean }) => void) => handlers.set(type, handler),
  register: jest.fn(() => Promise.resolve(undefined)),
  update: jest.fn(() => Promise.resolve()),
  messageSkipWaiting: jest.fn(),
};
jest.mock('workbox-window', () => ({ Workbox: jest.fn(() => workbox) }));

const catalogs = { shell: { 'en-us': enUs, 'zh-tw': zhTw } };
const setOnline = (online: boolean) => {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

afterEach(() => jest.restoreAllMocks());

it('says nothing while online with no new version', () => {
  renderWithProviders(<PwaBanner />, { catalogs });
  expect(screen.getByRole('status').textContent).toBe('');
});

it('notes being offline in the chosen language, and clears the note when back', () => {
  renderWithProviders(<PwaBanner />, { catalogs, lang: 'zh-tw' });
  setOnline(false);
  expect(screen.getByRole('status').textContent).toBe('您目前離線，需要網路的頁面將在恢復連線後載入。');
  setOnline(true);
  expect(screen.getByRole('status').textContent).toBe('');
});

it('offers a new deploy once its worker waits, and Reload tells that worker to take over', () => {
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  registerServiceWorker();
  expect(workbox.register).toHaveBeenCalledTimes(1);
  renderWithProviders(<PwaBanner />, { catalogs });
  expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  act(() => handlers.get('waiting')?.({}));
  expect(screen.getByRole('status').textContent).toContain('A new version of SnapMall is ready.');
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
});
