import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { AlertTip } from './AlertTip';
import { ConfirmProvider, useConfirm } from './ConfirmProvider';
import { FormError } from './Field';
import { useForm } from './useForm';
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

it('asks a question that takes focus, keeps Tab inside and answers no on Escape', async () => {
  jest.useRealTimers();
  let answer: Promise<boolean> | undefined;
  function Asker() {
    const ask = useConfirm();
    return (
      <button type="button" onClick={() => (answer = ask('logout.confirm'))}>
        Log out
      </button>
    );
  }
  renderWithProviders(
    <ConfirmProvider>
      <Asker />
    </ConfirmProvider>,
  );
  const opener = screen.getByRole('button', { name: 'Log out' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog');
  expect(dialog.contains(document.activeElement)).toBe(true);
  const [cancel, confirm] = screen.getAllByRole('button').filter((b) => dialog.contains(b));
  confirm!.focus();
  fireEvent.keyDown(document, { key: 'Tab' });
  expect(document.activeElement).toBe(cancel);
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  await expect(answer).resolves.toBe(false);
  expect(document.activeElement).toBe(opener);
});

it('keeps a refusal that names no field on the form, and clears it when the customer types', () => {
  function Form() {
    const form = useForm({ account: '' }, {});
    return (
      <>
        <button type="button" onClick={() => form.showServerErrors({ kind: 'refused', status: 200, message: 'Incorrect account or password' })}>
          send
        </button>
        <button type="button" onClick={() => form.set('account')('x')}>
          type
        </button>
        <FormError message={form.formError} />
      </>
    );
  }
  renderWithProviders(<Form />);
  fireEvent.click(screen.getByRole('button', { name: 'send' }));
  expect(screen.getByRole('alert').textContent).toBe('Incorrect account or password');
  fireEvent.click(screen.getByRole('button', { name: 'type' }));
  expect(screen.queryByRole('alert')).toBeNull();
});
