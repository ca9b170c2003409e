import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@snapmall/shared/test-utils';
import enUs from '../../messages/en-us.json';
import zhTw from '../../messages/zh-tw.json';
import { PageErrorBoundary } from './PageErrorBoundary';

let broken = true;
function RemotePage() {
  if (broken) throw new Error('remote page exploded');
  return <p>remote page works</p>;
}

function Harness() {
  const [retries, setRetries] = useState(0);
  return (
    <>
      <PageErrorBoundary onRetry={() => setRetries((n) => n + 1)}>
        <RemotePage />
      </PageErrorBoundary>
      <p>other part of the shell, retries {retries}</p>
    </>
  );
}

it('shows "unavailable, retry" in place of a page that throws, and renders it again on retry', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderWithProviders(<Harness />, { catalogs: { shell: { 'en-us': enUs, 'zh-tw': zhTw } } });
  expect(screen.getByText('This section is unavailable')).toBeTruthy();
  expect(screen.getByText('other part of the shell, retries 0')).toBeTruthy();
  broken = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(screen.getByText('remote page works')).toBeTruthy();
  expect(screen.getByText('other part of the shell, retries 1')).toBeTruthy();
});

it('tells its owner of the error it caught (the app reports a remote page to the release store)', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  broken = true;
  const onError = jest.fn();
  renderWithProviders(
    <PageErrorBoundary onRetry={() => undefined} onError={onError}>
      <RemotePage />
    </PageErrorBoundary>,
    { catalogs: { shell: { 'en-us': enUs, 'zh-tw': zhTw } } },
  );
  expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'Error', message: 'remote page exploded' }));
});
