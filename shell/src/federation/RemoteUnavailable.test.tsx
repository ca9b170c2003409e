import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@snapmall/shared/test-utils';
import enUs from '../../messages/en-us.json';
import zhTw from '../../messages/zh-tw.json';
import { RemoteUnavailable } from './RemoteUnavailable';

const catalogs = { shell: { 'en-us': enUs, 'zh-tw': zhTw } };
afterEach(() => jest.restoreAllMocks());

it('says the section is unavailable while online, and retries on request', () => {
  const retry = jest.fn();
  renderWithProviders(<RemoteUnavailable onRetry={retry} />, { catalogs });
  expect(screen.getByRole('heading').textContent).toBe('This section is unavailable');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalledTimes(1);
});

it('offline, says so in the chosen language and tries again by itself when the connection returns', () => {
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const retry = jest.fn();
  renderWithProviders(<RemoteUnavailable onRetry={retry} />, { catalogs, lang: 'zh-tw' });
  expect(screen.getByRole('heading').textContent).toBe('您目前離線');
  expect(screen.getByText('此頁面需要網路連線，恢復連線後會自動開啟。')).toBeTruthy();
  expect(retry).not.toHaveBeenCalled();
  onLine.mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(retry).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('heading').textContent).toBe('此區塊暫時無法使用');
});
