import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { AlertTip } from './AlertTip';
import { LoadingOverlay } from './LoadingOverlay';
import { Toast } from './Toast';
import { alertShown, loadingEnded, loadingStarted, toastShown } from './uiSlice';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows a toast for 1500 ms, translated when given a message id', () => {
  const { store } = renderWithProviders(<Toast />, { lang: 'zh-tw' });
  act(() => {
    store.dispatch(toastShown({ id: 'request.timeout' }));
  });
  expect(screen.getByTestId('toast').textContent).toBe('請求逾時，請再試一次');
  act(() => jest.advanceTimersByTime(1_499));
  expect(screen.queryByTestId('toast')).not.toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByTestId('toast')).toBeNull();
});

it('closes an alert tip after 2500 ms, animating the last 200 ms, or at once with Confirm', () => {
  const { store } = renderWithProviders(<AlertTip />);
  act(() => {
    store.dispatch(alertShown({ notice: { text: 'Saved' } }));
  });
  const dialog = () => screen.getByTestId('alert-tip').firstElementChild as HTMLElement;
  expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  act(() => jest.advanceTimersByTime(2_299));
  expect(dialog().className).not.toMatch(/closing/);
  act(() => jest.advanceTimersByTime(1));
  expect(dialog().className).toMatch(/closing/);
  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByTestId('alert-tip')).toBeNull();

  act(() => {
    store.dispatch(alertShown({ notice: { text: 'Read me' }, confirm: true }));
  });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(screen.queryByTestId('alert-tip')).toBeNull();
});

it('shows the loading overlay while any counted request is in flight', () => {
  const { store } = renderWithProviders(<LoadingOverlay />);
  expect(screen.queryByTestId('loading')).toBeNull();
  act(() => {
    store.dispatch(loadingStarted());
    store.dispatch(loadingStarted());
    store.dispatch(loadingEnded());
  });
  expect(screen.queryByTestId('loading')).not.toBeNull();
  act(() => {
    store.dispatch(loadingEnded());
  });
  expect(screen.queryByTestId('loading')).toBeNull();
});
